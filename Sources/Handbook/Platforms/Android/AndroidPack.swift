import TabLayout
import TextMetrics

/// Android with Material 3: lengths in dp, 48 × 48 dp targets, labels in Roboto, text that
/// grows with the font scale up to 200 % along Android 14's curve, and the tab bar drawn as
/// Material's navigation bar (`TabMetrics.materialNavigationBar`).
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
    func variant(for variant: TabVariant, device: DeviceClass) -> TabVariant {
        switch variant {
        case .tabBar, .navigationBar, .navigationRail, .floatingTabBar, .topTabBar: device == .tablet ? .navigationRail : .navigationBar
        default: variant
        }
    }

    /// The narrowest Android phones in common use are 360 dp wide (Material's compact window
    /// class starts below 600 dp; phones narrower than 360 dp are rare): the site's narrower
    /// widths, chosen for the iPhone SE's 320 pt, are checked at 360 dp instead.
    static let narrowestPhone = 360.0

    func deviceWidths(from site: [Double]) -> [Double] {
        let kept = site.filter { $0 > Self.narrowestPhone }
        return [Self.narrowestPhone] + kept
    }

    /// Material's tabs set their labels in Title Small: 14 sp at weight 500, tracked 0.1 sp.
    /// A spec whose metrics or typography token give a tracking keeps its own.
    /// Primary tabs (`indicator-span: label`, the default) draw a 3 dp indicator as wide as the
    /// label, at least 24 dp, its top corners rounded by 3 dp; secondary tabs
    /// (`indicator-span: item`) a square 2 dp indicator across the whole tab. Compose Material 3's
    /// tokens: PrimaryNavigationTabTokens.ActiveIndicatorHeight 3.dp with
    /// ActiveIndicatorShape RoundedCornerShape(3.dp, 3.dp, 0.dp, 0.dp);
    /// SecondaryNavigationTabTokens.ActiveIndicatorHeight 2.dp; TabRowDefaults' scrollable
    /// edge padding 52 dp and a scrollable tab's minimum width 90 dp (the tabs' defaults).
    func metrics(_ given: TabMetrics?, for variant: TabVariant) -> TabMetrics? {
        guard variant == .scroll || variant == .fixed else { return given }
        var metrics = given ?? TabMetrics.defaults(for: variant)
        if metrics.letterSpacing == 0 { metrics.letterSpacing = 0.1 }
        switch metrics.indicatorSpan {
        case .label:
            metrics.indicatorTopRadius = min(3, metrics.indicatorHeight)
        case .item:
            // A spec that gives its own thickness keeps it; the tabs' default 3 is primary's.
            if metrics.indicatorHeight == TabMetrics.defaults(for: variant).indicatorHeight { metrics.indicatorHeight = 2 }
            metrics.indicatorTopRadius = 0
        }
        return metrics
    }

    func note(for example: TabExample) -> String? {
        guard variant(for: example.variant, device: example.device) == .navigationRail else { return nil }
        return "From 600 dp wide, Material moves the destinations into a navigation rail at the screen's leading edge."
    }

    func textScale(forFontScale scale: Double, fontSize: Double) -> Double {
        AndroidFontScale.size(fontSize, at: scale) / fontSize
    }
}
