/// Which generation of Material 3's navigation a bar or rail is drawn as.
public enum MaterialStyle: String, Sendable, Hashable, CaseIterable {
    /// Material 3 Expressive (2025): the short 64 dp bar whose items put their label beside the
    /// icon from 600 dp, and the wide navigation rail that collapses to 96 dp and expands to
    /// 220–360 dp. Android's default.
    case expressive
    /// Material 3's first navigation bar (80 dp, a 64 × 32 pill) and 80 dp rail.
    case baseline
}

extension TabMetrics {
    /// Material 3 Expressive's short navigation bar, in dp (Compose Material 3's
    /// `NavigationBarTokens` and `NavigationBarVerticalItemTokens`, `ShortNavigationBar.kt`):
    /// a 64 dp container (`ContainerHeight`); items share the width equally with no space
    /// between them (`ItemBetweenSpace` 0); the active indicator a full-rounded pill 56 × 32
    /// (`ActiveIndicatorWidth`, `ActiveIndicatorHeight`) around the 24 dp icon; labels in Label
    /// Medium (12 sp, weight 500, 0.5 sp tracking), each padded by 4 dp on either side here so a
    /// label never touches its neighbour's.
    public static let materialExpressiveNavigationBar: TabMetrics = {
        var metrics = TabMetrics(height: 64, itemPadding: 4, minItemWidth: 0, edgePadding: 0, fontSize: 12,
                                 indicatorHeight: 32, minIndicatorWidth: 56, iconSize: 24, badgeFontSize: 11, badgeHeight: 16)
        metrics.letterSpacing = 0.5
        metrics.materialStyle = .expressive
        return metrics
    }()

    /// Material 3 Expressive's wide navigation rail, collapsed, in dp (`NavigationRailCollapsedTokens`,
    /// `NavigationRailVerticalItemTokens`, `WideNavigationRail.kt`): a 96 dp column
    /// (`ContainerWidth`, `minItemWidth` here) whose items start 44 dp from its top (`TopSpace`)
    /// and stand 4 dp apart (`ItemVerticalSpace`); each item at least 64 dp tall (`height` here,
    /// the baseline item's `ContainerHeight`) with the label under a 56 × 32 pill around the
    /// 24 dp icon, 4 dp between them (`IconLabelSpace`); labels in Label Medium.
    public static let materialExpressiveRail: TabMetrics = {
        var metrics = TabMetrics(height: 64, itemPadding: 4, minItemWidth: 96, edgePadding: 0, fontSize: 12,
                                 indicatorHeight: 32, minIndicatorWidth: 56, iconSize: 24, badgeFontSize: 11, badgeHeight: 16)
        metrics.letterSpacing = 0.5
        metrics.itemSpacing = 4
        metrics.materialStyle = .expressive
        return metrics
    }()

    /// Material 3 Expressive's wide navigation rail, expanded, in dp (`NavigationRailExpandedTokens`,
    /// `NavigationRailHorizontalItemTokens`): a column between 220 and 360 dp wide
    /// (`ContainerWidthMinimum`, `ContainerWidthMaximum`) as its widest item needs, items
    /// 44 dp from its top with no space between them; each item a 56 dp pill (`ActiveIndicatorHeight`)
    /// holding, from 16 dp in (`LeadingSpace`), the 24 dp icon, 8 dp (`IconLabelSpace`) and the
    /// label in Label Large (14 sp, weight 500, 0.1 sp tracking), then 16 dp; items sit 20 dp in
    /// from the rail's sides (`WNRItemHorizontalPadding`).
    public static let materialExpandedRail: TabMetrics = {
        var metrics = TabMetrics(height: 56, itemPadding: 16, minItemWidth: 220, edgePadding: 20, fontSize: 14,
                                 indicatorHeight: 56, minIndicatorWidth: 0, iconSize: 24, badgeFontSize: 11, badgeHeight: 16)
        metrics.letterSpacing = 0.1
        metrics.materialStyle = .expressive
        return metrics
    }()

    /// Where Material 3 Expressive puts the parts of its items.
    public enum MaterialExpressive {
        /// Space above and below a vertical item's content in the short bar
        /// (`NavigationBarVerticalItemTokens.ContainerBetweenSpace`).
        public static let barItemVerticalPadding = 6.0
        /// From the pill's bottom to the label's line (`TopIconIndicatorToLabelPadding`).
        public static let indicatorToLabel = 4.0
        /// Label Medium's line height.
        public static let labelLineHeight = 16.0
        /// Label Large's line height (the expanded rail's labels).
        public static let largeLabelLineHeight = 20.0
        /// Width from which the short bar's items put their label beside the icon
        /// (`ShortNavigationBarArrangement.Centered`, for medium windows: 600 dp and wider).
        public static let horizontalItemsFrom = 600.0
        /// A horizontal item's pill in the short bar: 40 dp tall (`NavigationBarHorizontalItemTokens.ActiveIndicatorHeight`),
        /// 16 dp before the icon and after the label (`ActiveIndicatorLeadingSpace`, `…TrailingSpace`),
        /// 4 dp between icon and label (`NavigationBarTokens.ItemActiveIndicatorIconLabelSpace`).
        public static let horizontalPillHeight = 40.0
        public static let horizontalPillPadding = 16.0
        public static let horizontalIconLabelSpace = 4.0
        /// The expanded rail's space between icon and label (`NavigationRailHorizontalItemTokens.IconLabelSpace`).
        public static let railIconLabelSpace = 8.0
        /// The rail's space above its first item (`NavigationRailCollapsedTokens.TopSpace`).
        public static let railTopSpace = 44.0
        /// The expanded rail's widest (`NavigationRailExpandedTokens.ContainerWidthMaximum`).
        public static let expandedRailMaximumWidth = 360.0

        /// The share of the bar's width either side of the centred items, for `count` items
        /// (`ShortNavigationBar.kt`: three items fill 60 % of the bar, each more item 10 % more,
        /// six or more the whole bar).
        public static func centredPadding(items count: Int, width: Double) -> Double {
            guard count <= 6 else { return 0 }
            return (Double(100 - 10 * (count + 3)) / 2 / 100 * width).rounded()
        }
    }
}
