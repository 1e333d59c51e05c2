import TabLayout

/// The tab family's variants are the tab engine's, by the same names.
extension ExampleVariant {
    init(_ variant: TabVariant) {
        self.init(rawValue: variant.rawValue)
    }

    /// The engine variant this names. Only the tab family's kinds hand examples to the tab
    /// engine, and their examples are read through the engine's names, so every variant that
    /// gets here has one; scroll stands in for any other, as a `tabbar` block's default.
    var tab: TabVariant { TabVariant(rawValue: rawValue) ?? .scroll }

    /// How the variant is named in titles and messages, e.g. "Tabs, scroll".
    var displayName: String { tab.displayName }

    static let scroll = ExampleVariant(TabVariant.scroll)
    static let fixed = ExampleVariant(TabVariant.fixed)
    static let tabBar = ExampleVariant(TabVariant.tabBar)
    static let segmented = ExampleVariant(TabVariant.segmented)
    static let navigationBar = ExampleVariant(TabVariant.navigationBar)
    static let navigationRail = ExampleVariant(TabVariant.navigationRail)
    static let navigationRailExpanded = ExampleVariant(TabVariant.navigationRailExpanded)
    static let floatingTabBar = ExampleVariant(TabVariant.floatingTabBar)
    static let topTabBar = ExampleVariant(TabVariant.topTabBar)
}
