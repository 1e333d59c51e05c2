/// Which kind of tab bar a layout computes.
public enum TabVariant: String, Sendable, CaseIterable {
    /// Tabs within a screen whose items are as wide as their labels; the bar scrolls sideways on overflow.
    case scroll
    /// Tabs within a screen whose items share the bar's width equally; long labels truncate.
    case fixed
    /// App-level navigation at the bottom edge: an icon above a label, items share the width.
    case tabBar = "tab-bar"
    /// A segmented control: two to five equal segments in a rounded container, the selected one raised.
    case segmented
    /// Material 3's navigation bar (Android's tab bar): three to five destinations sharing the
    /// width, each an icon in a pill-shaped active indicator above a label.
    case navigationBar = "navigation-bar"
    /// Material 3's navigation rail (Android's tab bar from 600 dp wide): three to seven
    /// destinations stacked down a column at the leading edge, each label under its icon —
    /// 96 dp wide in Material 3 Expressive (collapsed), 80 dp in the baseline style.
    case navigationRail = "navigation-rail"
    /// Material 3 Expressive's navigation rail expanded: 220 to 360 dp wide, each label beside its icon.
    case navigationRailExpanded = "navigation-rail-expanded"
    /// iOS 26's floating tab bar on iPhone: a capsule inset from the screen's edges, an
    /// optional search tab apart at its trailing end, minimised to the selected tab while the
    /// page scrolls. Its lengths come from the spec (`TabMetrics.floating`).
    case floatingTabBar = "floating-tab-bar"
    /// iPadOS's tab bar at the top of the screen (iPadOS 18 and later): text-only tabs in a
    /// centred capsule, which can turn into a sidebar. Its lengths come from the spec
    /// (`TabMetrics.topBar`).
    case topTabBar = "top-tab-bar"

    /// How the variant is named in titles and messages, e.g. "Tabs, scroll".
    public var displayName: String {
        switch self {
        case .scroll: "Tabs, scroll"
        case .fixed: "Tabs, fixed"
        case .tabBar: "Tab bar"
        case .segmented: "Segmented control"
        case .navigationBar: "Navigation bar"
        case .navigationRail: "Navigation rail"
        case .navigationRailExpanded: "Navigation rail, expanded"
        case .floatingTabBar: "Floating tab bar"
        case .topTabBar: "Top tab bar"
        }
    }
}

/// How wide the active indicator under the selected item is.
public enum IndicatorSpan: String, Sendable, CaseIterable {
    /// As wide as the selected item's label (at least the metrics' minimum).
    case label
    /// As wide as the whole selected item.
    case item
}

extension TabVariant {
    /// Where a component of a variant lives in an app, which decides what a preview draws
    /// around it: the one answer the component page's sections, guideline blocks and the
    /// device screen (`DeviceScreen.screen(for:)`) ask.
    public enum Home: Sendable {
        /// At a screen's edge, as the app's navigation: a tab bar, iOS 26's capsule, iPadOS's
        /// top bar, Material's bar and rails.
        case screenEdge
        /// In a page or screen's content, under its title: tabs that divide it.
        case underTitle
        /// Anywhere in a screen's content: a segmented control, drawn alone.
        case inContent
    }

    /// Where this variant's component lives (`Home`).
    public var home: Home {
        switch self {
        case .scroll, .fixed: .underTitle
        case .segmented: .inContent
        case .tabBar, .navigationBar, .navigationRail, .navigationRailExpanded, .floatingTabBar, .topTabBar: .screenEdge
        }
    }

    /// Material's navigation bar or rail (either rail): drawn with a pill around the active icon.
    public var isMaterialNavigation: Bool {
        self == .navigationBar || self == .navigationRail || self == .navigationRailExpanded
    }
}
