/// The working state between a variant's algorithm and the finished layout:
/// left-to-right geometry that is then marked, measured for an indicator and mirrored.
struct LaidOutStrip {
    var items: [LaidOutTab]
    var contentWidth: Double
    var scrollOffset: Double = 0
    var activeIndex: Int
    var more: [String] = []
    /// Segmented controls always show the thumb across the whole segment.
    var indicatorAlwaysSpansItem = false
    /// Tab bars mark the active item by colour, not an indicator.
    var hasIndicator = true
    /// An indicator of this width, centred on the active item whatever its label (Material's
    /// navigation bar pill, which may reach past a narrow item as Compose draws it).
    var indicatorWidth: Double?
    /// With `indicatorWidth`: the indicator starts at the active item's leading edge rather
    /// than centred on it (the expanded rail's pill).
    var indicatorAtItemStart = false
    /// The picture's height when the variant's own lengths decide it (the floating and top bars).
    var height: Double?
    /// The floating bar's capsule, search tab and minimised state.
    var floating: FloatingBarGeometry?
    /// The iPad top bar's capsule, sidebar button and sidebar.
    var topBar: TopBarGeometry?

    /// Marks items that lie wholly outside the visible window of a scrolled strip.
    mutating func markHiddenOutside(width: Double) {
        guard contentWidth > width else { return }
        let start = scrollOffset
        let end = scrollOffset + width
        for index in items.indices where items[index].maxX <= start || items[index].x >= end {
            items[index].hidden = true
        }
    }

    func indicator(for request: TabLayoutRequest) -> IndicatorGeometry? {
        guard hasIndicator else { return nil }
        let item = items[activeIndex]
        if let width = indicatorWidth {
            return IndicatorGeometry(x: indicatorAtItemStart ? item.x : item.x + (item.width - width) / 2, width: width)
        }
        if indicatorAlwaysSpansItem || request.indicatorSpan == .item || request.metrics.indicatorSpan == .item {
            return IndicatorGeometry(x: item.x, width: item.width)
        }
        // Centred under the label, never narrower than the minimum nor wider than the item.
        let width = min(item.width, max(item.labelWidth, request.metrics.minIndicatorWidth))
        return IndicatorGeometry(x: item.x + (item.width - width) / 2, width: width)
    }

    /// Reflects every box within the content width, for right-to-left bars.
    mutating func mirror() {
        for index in items.indices {
            var item = items[index]
            item.x = contentWidth - item.x - item.width
            item.labelX = contentWidth - item.labelX - item.labelWidth
            if var badge = item.badge {
                badge.x = contentWidth - badge.x - badge.width
                item.badge = badge
            }
            if var icon = item.icon {
                icon.x = contentWidth - icon.x - icon.width
                item.icon = icon
            }
            items[index] = item
        }
        let width = contentWidth
        if var floating {
            floating.bar = floating.bar.mirrored(within: width)
            floating.selection = floating.selection.mirrored(within: width)
            floating.search = floating.search?.mirrored(within: width)
            floating.minimized.bar = floating.minimized.bar.mirrored(within: width)
            floating.minimized.search = floating.minimized.search?.mirrored(within: width)
            self.floating = floating
        }
        if var topBar {
            topBar.bar = topBar.bar.mirrored(within: width)
            topBar.selection = topBar.selection.mirrored(within: width)
            topBar.sidebarButton = topBar.sidebarButton?.mirrored(within: width)
            if var sidebar = topBar.sidebar {
                sidebar.panel = sidebar.panel.mirrored(within: width)
                sidebar.selection = sidebar.selection.mirrored(within: width)
                sidebar.rows = sidebar.rows.map { row in
                    var row = row
                    row.x = width - row.x - row.width
                    row.labelX = width - row.labelX - row.labelWidth
                    return row
                }
                topBar.sidebar = sidebar
            }
            self.topBar = topBar
        }
    }

    func mirrored(_ indicator: IndicatorGeometry) -> IndicatorGeometry {
        var mirrored = indicator
        mirrored.x = contentWidth - indicator.x - indicator.width
        return mirrored
    }
}
