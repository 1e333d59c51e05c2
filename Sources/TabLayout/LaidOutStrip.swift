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
            return IndicatorGeometry(x: item.x + (item.width - width) / 2, width: width)
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
            items[index] = item
        }
    }

    func mirrored(_ indicator: IndicatorGeometry) -> IndicatorGeometry {
        IndicatorGeometry(x: contentWidth - indicator.x - indicator.width, width: indicator.width)
    }
}
