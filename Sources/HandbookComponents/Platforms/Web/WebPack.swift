/// Browsers: lengths in CSS pixels, targets of at least 24 × 24 px (WCAG 2.2, 2.5.8), and text
/// that grows with the reader's text size up to 200 % (1.4.4) without the bar breaking.
package struct WebPack: PlatformPack {
    package let platform = Platform.web
    package let name = "Web"
    /// CSS pixels; a spec that names no platform measures in device points, as its
    /// site's device widths (320 pt, 768 pt) are written.
    package let unit: String
    package let minimumTarget = 24.0
    package let largestFontScale = 2.0

    package init(unit: String = "px") { self.unit = unit }
}
