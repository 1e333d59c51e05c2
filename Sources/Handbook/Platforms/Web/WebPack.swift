/// Browsers: lengths in CSS pixels, targets of at least 24 × 24 px (WCAG 2.2, 2.5.8), and text
/// that grows with the reader's text size up to 200 % (1.4.4) without the bar breaking.
struct WebPack: PlatformPack {
    let platform = Platform.web
    let name = "Web"
    let unit = "px"
    let minimumTarget = 24.0
    let largestFontScale = 2.0

    /// The web draws the tab family's own bar for an app's navigation, not Material's nor
    /// Apple's floating or top bars.
    func variant(for variant: ExampleVariant, device: DeviceClass, generation: PlatformGeneration) -> ExampleVariant {
        [.navigationBar, .navigationRail, .navigationRailExpanded, .floatingTabBar, .topTabBar].contains(variant) ? .tabBar : variant
    }
}
