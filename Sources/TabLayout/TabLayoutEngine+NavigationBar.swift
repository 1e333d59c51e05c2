extension TabLayoutEngine {
    /// Material 3's navigation bar: every destination shown (never a More item), each item
    /// `(width − spacing × (n − 1)) / n` wide, `spacing` apart, as Compose's `Row` with
    /// `Arrangement.spacedBy(8.dp)` and `Modifier.weight(1f)` items lays them out; the label
    /// centred in its item less `itemPadding` on either side, and the pill centred on the
    /// active item. A label that does not fit is drawn cut short, and the rules say so:
    /// Material's guidance is that navigation bar labels neither truncate nor wrap.
    func layOutNavigationBar(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let metrics = request.metrics
        let count = Double(request.items.count)
        let spacing = min(metrics.itemSpacing, request.width / max(1, count - 1) / 2)
        let itemWidth = max(0, (request.width - spacing * (count - 1)) / count)
        let items = request.items.enumerated().map { index, item in
            let x = Double(index) * (itemWidth + spacing)
            var laidOut = Self.equalItem(item, x: x, width: itemWidth, padding: metrics.itemPadding, fitter: fitter)
            laidOut.badge = badge(item.badge, itemX: x, itemWidth: itemWidth, request: request)
            return laidOut
        }
        var strip = LaidOutStrip(items: items, contentWidth: request.width, activeIndex: request.selected)
        strip.indicatorWidth = metrics.minIndicatorWidth
        return strip
    }
}

extension TabLayoutEngine {
    /// Material 3's navigation rail: every destination down one column `minItemWidth` wide,
    /// whatever the screen's width; each label centred and fitted to the column (Compose
    /// gives it the whole width), the pill centred on the active item. The rail's width is
    /// its content width; the request's width is the screen's, named in titles.
    func layOutNavigationRail(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let metrics = request.metrics
        let items = request.items.map { item in
            var laidOut = Self.equalItem(item, x: 0, width: metrics.minItemWidth, padding: metrics.itemPadding, fitter: fitter)
            laidOut.badge = badge(item.badge, itemX: 0, itemWidth: metrics.minItemWidth, request: request)
            return laidOut
        }
        var strip = LaidOutStrip(items: items, contentWidth: metrics.minItemWidth, activeIndex: request.selected)
        strip.indicatorWidth = metrics.minIndicatorWidth
        return strip
    }
}
