extension TabLayoutEngine {
    /// Scroll tabs: each item as wide as its label plus padding (at least the minimum),
    /// edge padding at both ends; an overflowing strip is scrolled to centre the selection.
    func layOutScroll(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let metrics = request.metrics
        var items: [LaidOutTab] = []
        items.reserveCapacity(request.items.count)
        var x = metrics.edgePadding
        for item in request.items {
            let labelWidth = fitter.measurer.measureWidth(of: item.label, fontSize: fitter.fontSize)
            let width = max(metrics.minItemWidth, labelWidth + 2 * metrics.itemPadding)
            items.append(LaidOutTab(
                label: item.label, text: item.label, x: x, width: width,
                labelX: x + (width - labelWidth) / 2, labelWidth: labelWidth, truncated: false,
                state: item.state))
            x += width
        }
        var strip = LaidOutStrip(items: items, contentWidth: x + metrics.edgePadding, activeIndex: request.selected)
        if strip.contentWidth > request.width {
            let selected = items[request.selected]
            let centred = selected.x + selected.width / 2 - request.width / 2
            strip.scrollOffset = min(max(centred, 0), strip.contentWidth - request.width)
        }
        return strip
    }
}
