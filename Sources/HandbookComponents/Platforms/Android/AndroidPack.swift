import TextMetrics

/// Android with Material 3: lengths in dp, 48 × 48 dp targets, labels in Roboto, text that
/// grows with the font scale up to 200 % along Android 14's curve, and the tab bar drawn as
/// Material's navigation bar (`TabMetrics.materialNavigationBar`); its tabs are Material's
/// primary and secondary tabs (`TabMetrics.materialTabs`).
package struct AndroidPack: PlatformPack {
    package let platform = Platform.android
    package let name = "Android"
    package let unit = "dp"

    package init() {}
    /// Material's minimum touch target.
    package let minimumTarget = 48.0
    /// Android 14's largest font scale.
    package let largestFontScale = 2.0

    /// Roboto Medium (Debian's fonts-roboto; Label Medium is weight 500), ahead of the site's
    /// stack for the scripts Roboto lacks.
    package var previewFace: FontFace? {
        FontFace(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf", name: "Roboto Medium")
    }

    /// The narrowest Android phones in common use are 360 dp wide (Material's compact window
    /// class starts below 600 dp; phones narrower than 360 dp are rare): the site's narrower
    /// widths, chosen for the iPhone SE's 320 pt, are checked at 360 dp instead.
    package static let narrowestPhone = 360.0

    package func deviceWidths(from site: [Double], generation: PlatformGeneration) -> [Double] {
        let kept = site.filter { $0 > Self.narrowestPhone }
        return [Self.narrowestPhone] + kept
    }

    package func textScale(forFontScale scale: Double, fontSize: Double) -> Double {
        AndroidFontScale.size(fontSize, at: scale) / fontSize
    }
}
