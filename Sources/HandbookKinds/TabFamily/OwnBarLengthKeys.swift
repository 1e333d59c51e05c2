import TabLayout

/// The `metrics:` groups of the bars whose lengths Apple does not publish: `floating:` for
/// iOS 26's floating tab bar and `top-bar:` for iPadOS's tab bar at the top of the screen and
/// its sidebar. Each key is a length in points; an example that draws one of these bars
/// without the lengths it needs is an error (`example.bar-metrics`), never drawn with lengths
/// made up here. Declared once: the loader reads through them (into `TabMetrics.setGroup`),
/// `handbook schema` prints them.
package enum OwnBarLengthKeys {
    private static let floatingSummaries: [FloatingBarLength: String] = [
        .height: "The floating bar's height (required).",
        .cornerRadius: "The radius of the bar's corners; half its height makes a capsule (required).",
        .edgeInset: "How far the bar sits from the screen's sides and bottom (required).",
        .itemInset: "Space between the bar's edge and its tabs, around the selection (0 when absent).",
        .searchGap: "Space between the bar and the search tab (required with a search tab).",
        .minimizedHeight: "The height of the bar minimised while the page scrolls, and of the search tab beside it (required).",
        .minimizedWidth: "The width of the minimised bar (its height when absent: a circle).",
        .maxWidth: "The widest the bar and its search tab get on a wide screen, where they stand centred (when absent, as on the widest iPhone: 440 less the edge insets).",
    ]

    private static let topBarSummaries: [TopBarLength: String] = [
        .height: "The top bar's height (required).",
        .cornerRadius: "The radius of the bar's and the sidebar's corners (required).",
        .edgeInset: "How far the bar and the sidebar sit from the screen's top and sides (required).",
        .itemPadding: "Space either side of a tab's label (required).",
        .itemInset: "Space between the bar's edge and its tabs, around the selection (0 when absent).",
        .fontSize: "The tabs' label size (the spec's font-size when absent).",
        .sidebarWidth: "The sidebar's width (required when an example is sidebar-adaptable).",
        .sidebarRowHeight: "The height of one sidebar row (required when an example is sidebar-adaptable).",
    ]

    /// `metrics: floating:`.
    package static let floating = YAMLKey("floating", .mapping(YAMLMapping("floating metrics", FloatingBarLength.allCases.map { key in
        YAMLKey(key.rawValue, .positive, floatingSummaries[key] ?? "")
    })), "Lengths in points of iOS 26's floating tab bar (variant: floating). Apple publishes none of them, so the page says they came from the spec.")

    /// `metrics: top-bar:`.
    package static let topBar = YAMLKey("top-bar", .mapping(YAMLMapping("top-bar metrics", TopBarLength.allCases.map { key in
        YAMLKey(key.rawValue, .positive, topBarSummaries[key] ?? "")
    })), "Lengths in points of iPadOS's tab bar at the top of the screen and its sidebar (variant: top). Apple publishes none of them, so the page says they came from the spec.")
}
