import TabLayout

/// The tab family's variants are the tab engine's, by the same names.
extension ExampleVariant {
    package init(_ variant: TabVariant) {
        self.init(rawValue: variant.rawValue)
    }

    /// The engine variant this names. Only the tab family's kinds hand examples to the tab
    /// engine, and their examples are read through the engine's names, so every variant that
    /// gets here has one; scroll stands in for any other, as a `tabbar` block's default.
    package var tab: TabVariant { TabVariant(rawValue: rawValue) ?? .scroll }

    /// How the variant is named in titles and messages, e.g. "Tabs, scroll".
    package var displayName: String { tab.displayName }

    package static let scroll = ExampleVariant(TabVariant.scroll)
    package static let fixed = ExampleVariant(TabVariant.fixed)
    package static let tabBar = ExampleVariant(TabVariant.tabBar)
    package static let segmented = ExampleVariant(TabVariant.segmented)
    package static let navigationBar = ExampleVariant(TabVariant.navigationBar)
    package static let navigationRail = ExampleVariant(TabVariant.navigationRail)
    package static let navigationRailExpanded = ExampleVariant(TabVariant.navigationRailExpanded)
    package static let floatingTabBar = ExampleVariant(TabVariant.floatingTabBar)
    package static let topTabBar = ExampleVariant(TabVariant.topTabBar)
}
