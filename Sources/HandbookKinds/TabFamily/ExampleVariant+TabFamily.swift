import TabLayout

/// The tab family's variants are the tab engine's, by the same names.
extension ExampleVariant {
    package init(_ variant: TabVariant) {
        self.init(rawValue: variant.rawValue)
    }

    /// The engine variant this names; nil for a name the engine does not draw (another kind's).
    /// The family's kinds read their examples through the engine's names, so theirs have one;
    /// an example that reaches the engine without one is refused (`TabLayoutError.unknownVariant`),
    /// never drawn as some other variant.
    package var tab: TabVariant? { TabVariant(rawValue: rawValue) }

    /// How the variant is named in titles and messages, e.g. "Tabs, scroll".
    package var displayName: String { tab?.displayName ?? rawValue }

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
