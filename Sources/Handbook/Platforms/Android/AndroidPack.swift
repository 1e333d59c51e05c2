import TextMetrics

/// Android with Material 3: lengths in dp, 48 × 48 dp targets, labels in Roboto, text that
/// grows with the font scale up to 200 % along Android 14's curve, and the tab bar drawn as
/// Material's navigation bar (`TabMetrics.materialNavigationBar`); its tabs are Material's
/// primary and secondary tabs (`TabMetrics.materialTabs`).
struct AndroidPack: PlatformPack {
    let platform = Platform.android
    let name = "Android"
    let unit = "dp"
    /// Material's minimum touch target.
    let minimumTarget = 48.0
    /// Android 14's largest font scale.
    let largestFontScale = 2.0

    /// Roboto Medium (Debian's fonts-roboto; Label Medium is weight 500), ahead of the site's
    /// stack for the scripts Roboto lacks.
    var previewFace: FontFace? {
        FontFace(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf", name: "Roboto Medium")
    }

    /// A tab bar is Material's navigation bar on a phone and its navigation rail on a tablet
    /// (Material switches at 600 dp, the medium window class).
    func variant(for variant: ExampleVariant, device: DeviceClass, generation: PlatformGeneration) -> ExampleVariant {
        if variant == .navigationRailExpanded { return variant }
        let bars: [ExampleVariant] = [.tabBar, .navigationBar, .navigationRail, .floatingTabBar, .topTabBar]
        guard bars.contains(variant) else { return variant }
        return device == .tablet ? .navigationRail : .navigationBar
    }

    /// The narrowest Android phones in common use are 360 dp wide (Material's compact window
    /// class starts below 600 dp; phones narrower than 360 dp are rare): the site's narrower
    /// widths, chosen for the iPhone SE's 320 pt, are checked at 360 dp instead.
    static let narrowestPhone = 360.0

    func deviceWidths(from site: [Double], generation: PlatformGeneration) -> [Double] {
        let kept = site.filter { $0 > Self.narrowestPhone }
        return [Self.narrowestPhone] + kept
    }

    func note(for example: ComponentExample) -> String? {
        guard variant(for: example.variant, device: example.device, generation: .current) == .navigationRail else { return nil }
        return "From 600 dp wide, Material moves the destinations into a navigation rail at the screen's leading edge."
    }

    func textScale(forFontScale scale: Double, fontSize: Double) -> Double {
        AndroidFontScale.size(fontSize, at: scale) / fontSize
    }
}
