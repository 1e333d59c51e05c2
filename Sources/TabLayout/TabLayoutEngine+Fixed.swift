extension TabLayoutEngine {
    /// Fixed tabs: items share the bar equally, no edge padding; long labels truncate.
    func layOutFixed(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let itemWidth = request.width / Double(request.items.count)
        let items = request.items.enumerated().map { index, item in
            Self.equalItem(item, x: Double(index) * itemWidth, width: itemWidth,
                           padding: request.metrics.itemPadding, fitter: fitter)
        }
        return LaidOutStrip(items: items, contentWidth: request.width, activeIndex: request.selected)
    }

    /// Segmented control: equal segments inside the container's inset; the thumb spans
    /// the selected segment.
    func layOutSegmented(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let inset = min(request.metrics.containerInset, request.width / 2)
        let itemWidth = (request.width - 2 * inset) / Double(request.items.count)
        let items = request.items.enumerated().map { index, item in
            Self.equalItem(item, x: inset + Double(index) * itemWidth, width: itemWidth,
                           padding: request.metrics.itemPadding, fitter: fitter)
        }
        var strip = LaidOutStrip(items: items, contentWidth: request.width, activeIndex: request.selected)
        strip.indicatorAlwaysSpansItem = true
        return strip
    }

    /// An item of a given box whose label is centred and truncated to the padded space.
    static func equalItem(_ item: TabItem, x: Double, width: Double, padding: Double, fitter: LabelFitter) -> LaidOutTab {
        let fitted = fitter.fit(item.label, into: max(0, width - 2 * padding))
        return LaidOutTab(
            label: item.label, text: fitted.text, x: x, width: width,
            labelX: x + (width - fitted.width) / 2, labelWidth: fitted.width, truncated: fitted.truncated,
            state: item.state)
    }
}
