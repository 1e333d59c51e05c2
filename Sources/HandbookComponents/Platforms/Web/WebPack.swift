/// Browsers: lengths in CSS pixels, targets of at least 24 × 24 px (WCAG 2.2, 2.5.8), and text
/// that grows with the reader's text size up to 200 % (1.4.4) without the bar breaking.
package struct WebPack: PlatformPack {
    package let platform = Platform.web
    package let name = "Web"
    package let unit = "px"
    package let minimumTarget = 24.0
    package let largestFontScale = 2.0

}
