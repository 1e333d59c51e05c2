/// The lengths a variant is drawn with, in points. Each variant has its own defaults.
public struct TabMetrics: Sendable, Hashable {
    /// Height of the bar (or of the segmented container).
    public var height: Double
    /// Space between an item's edge and its label, on each side.
    public var itemPadding: Double
    /// Narrowest a scroll item may be.
    public var minItemWidth: Double
    /// Space before the first and after the last scroll item.
    public var edgePadding: Double
    /// Label font size before the text scale is applied.
    public var fontSize: Double
    /// Thickness of the active indicator.
    public var indicatorHeight: Double
    /// Narrowest a label-wide indicator may be.
    public var minIndicatorWidth: Double
    /// Side of the square icon above a tab bar label.
    public var iconSize: Double
    /// Font size of badge text before the text scale is applied.
    public var badgeFontSize: Double
    /// Height of a badge oval.
    public var badgeHeight: Double
    /// Widest a centred tablet tab bar item grows when its labels are short.
    public var tabletItemWidth: Double
    /// Inset between a segmented container and its segments.
    public var containerInset: Double
    /// Extra space after every character of a label (CSS `letter-spacing`, from a typography
    /// token); labels are measured with it. Not scaled by the text scale, as the browser does not.
    public var letterSpacing: Double = 0
    /// Space between neighbouring items (Material's navigation bar spaces its items 8 dp apart).
    public var itemSpacing: Double = 0
    /// How wide a tab's indicator is: under the label (Material's primary tabs) or across
    /// the whole item (its secondary tabs).
    public var indicatorSpan: IndicatorSpan = .label
    /// The radius of a tab indicator's top corners; its bottom corners stay square on the
    /// bar's edge (Material's primary tabs round the top by 3 dp). 0: the renderer's default.
    public var indicatorTopRadius: Double = 0
    /// Which generation of Material's navigation these lengths are (nil for other bars): it
    /// decides how the navigation bar and rail place their items.
    public var materialStyle: MaterialStyle?
    /// iOS 26's floating tab bar's lengths, as the spec gives them (`metrics: floating:`);
    /// nil when it gives none. Apple publishes none of them.
    public var floating: FloatingBarMetrics?
    /// iPadOS's top tab bar's and sidebar's lengths, as the spec gives them
    /// (`metrics: top-bar:`); nil when it gives none. Apple publishes none of them.
    public var topBar: TopBarMetrics?

    /// Metrics with every length given.
    public init(
        height: Double, itemPadding: Double, minItemWidth: Double, edgePadding: Double,
        fontSize: Double, indicatorHeight: Double = 3, minIndicatorWidth: Double = 24,
        iconSize: Double = 24, badgeFontSize: Double = 11, badgeHeight: Double = 18,
        tabletItemWidth: Double = 110, containerInset: Double = 2
    ) {
        self.height = height
        self.itemPadding = itemPadding
        self.minItemWidth = minItemWidth
        self.edgePadding = edgePadding
        self.fontSize = fontSize
        self.indicatorHeight = indicatorHeight
        self.minIndicatorWidth = minIndicatorWidth
        self.iconSize = iconSize
        self.badgeFontSize = badgeFontSize
        self.badgeHeight = badgeHeight
        self.tabletItemWidth = tabletItemWidth
        self.containerInset = containerInset
    }

    /// The documented defaults of a variant: tabs 48 high with 14 pt Inter Medium labels,
    /// a tab bar 49 high on a phone (50 on a tablet) with 10 pt labels under 24 pt icons,
    /// a segmented control 32 high with an inset of 2.
    public static func defaults(for variant: TabVariant, device: DeviceClass = .phone) -> TabMetrics {
        switch variant {
        case .scroll, .fixed:
            TabMetrics(height: 48, itemPadding: 16, minItemWidth: 90, edgePadding: 52, fontSize: 14)
        case .tabBar, .floatingTabBar, .topTabBar:
            // The floating and top bars take their own lengths from the spec; these are the
            // labels', icons' and badges' sizes they share with the tab bar.
            TabMetrics(height: device == .phone ? 49 : 50, itemPadding: 4, minItemWidth: 0, edgePadding: 0, fontSize: 10)
        case .segmented:
            TabMetrics(height: 32, itemPadding: 8, minItemWidth: 0, edgePadding: 0, fontSize: 13)
        case .navigationBar:
            .materialExpressiveNavigationBar
        case .navigationRail:
            .materialExpressiveRail
        case .navigationRailExpanded:
            .materialExpandedRail
        }
    }

    /// Material's navigation bar or rail in `style` (the other variants' defaults as they are).
    public static func material(_ variant: TabVariant, style: MaterialStyle) -> TabMetrics {
        switch (variant, style) {
        case (.navigationBar, .baseline): .materialNavigationBar
        case (.navigationRail, .baseline): .materialNavigationRail
        default: defaults(for: variant)
        }
    }
}

extension TabMetrics {
    /// Material 3's navigation bar, in dp (Compose Material 3's `NavigationBarTokens` and
    /// `NavigationBar.kt`): an 80 dp container; the active indicator a full-rounded pill
    /// 64 × 32 around the 24 dp icon; items 8 dp apart (`NavigationBarItemHorizontalPadding`),
    /// each label padded by half that on either side; labels in Label Medium, 12 sp at weight
    /// 500 with 0.5 sp tracking; a small badge of 16 dp with 11 sp text (Label Small).
    public static let materialNavigationBar: TabMetrics = {
        var metrics = TabMetrics(height: 80, itemPadding: 4, minItemWidth: 0, edgePadding: 0, fontSize: 12,
                                 indicatorHeight: 32, minIndicatorWidth: 64, iconSize: 24, badgeFontSize: 11, badgeHeight: 16)
        metrics.letterSpacing = 0.5
        metrics.itemSpacing = 8
        metrics.materialStyle = .baseline
        return metrics
    }()

    /// Where Material's navigation bar puts its parts, top down (`placeLabelAndIcon` in
    /// Compose's `NavigationBar.kt`): the icon, the 4 dp the pill reaches past it on each
    /// side, 4 dp to the label, and the label's 16 sp line sit together in the middle of
    /// the container, so the icon's top is (80 − 48) / 2 = 16 dp down and the pill's 12 dp.
    public enum MaterialNavigationBar {
        /// The pill reaches this far above and below the icon: (32 − 24) / 2.
        public static let indicatorVerticalPadding = 4.0
        /// From the pill's bottom to the label's line box.
        public static let indicatorToLabel = 4.0
        /// Label Medium's line height.
        public static let labelLineHeight = 16.0

        /// The icon's top edge in a bar of `metrics`, with the label's line at `textScale`.
        public static func iconTop(_ metrics: TabMetrics, textScale: Double = 1) -> Double {
            let content = metrics.iconSize + indicatorVerticalPadding + indicatorToLabel + labelLineHeight * textScale
            return max(indicatorVerticalPadding, (metrics.height - content) / 2)
        }

        /// The top of the label's line box.
        public static func labelTop(_ metrics: TabMetrics, textScale: Double = 1) -> Double {
            iconTop(metrics, textScale: textScale) + metrics.iconSize + indicatorVerticalPadding + indicatorToLabel
        }
    }
}

extension TabMetrics {
    /// Material 3's navigation rail, in dp (Compose Material 3's `NavigationRailTokens` and
    /// `NavigationRail.kt`): an 80 dp column (`minItemWidth`, each item as wide); items 56 dp
    /// tall (`height`, the no-label indicator's height), 4 dp apart and 4 dp from the rail's
    /// top (`itemSpacing`); the active indicator a pill 56 × 32 around the 24 dp icon, 4 dp
    /// from the item's top; labels in Label Medium, as on the bar, 4 dp above the item's bottom.
    public static let materialNavigationRail: TabMetrics = {
        var metrics = TabMetrics(height: 56, itemPadding: 0, minItemWidth: 80, edgePadding: 0, fontSize: 12,
                                 indicatorHeight: 32, minIndicatorWidth: 56, iconSize: 24, badgeFontSize: 11, badgeHeight: 16)
        metrics.letterSpacing = 0.5
        metrics.itemSpacing = 4
        metrics.materialStyle = .baseline
        return metrics
    }()

    /// Where the rail puts each item, top down (`NavigationRailItemBaselineLayout`).
    public enum MaterialNavigationRail {
        /// From an item's top to its icon's, and from its label's bottom to the item's.
        public static let itemPadding = 4.0

        /// The top of item `index` in a rail of `metrics`.
        public static func itemTop(_ index: Int, _ metrics: TabMetrics) -> Double {
            metrics.itemSpacing + Double(index) * (metrics.height + metrics.itemSpacing)
        }

        /// The rail's height with `count` items: each item and the spacing around them.
        public static func height(items count: Int, _ metrics: TabMetrics) -> Double {
            Double(count) * metrics.height + Double(count + 1) * metrics.itemSpacing
        }
    }
}

