extension TabLayoutEngine {
    /// Where a variant puts things top to bottom, after its algorithm laid the items out
    /// across: the picture's height, each item's icon box and label baseline, and the
    /// indicator's top and height. Labels are placed on their line as the platform's text
    /// does: Inter's centred by its cap height (0.727 em), Roboto's in Material's line boxes by
    /// its ascent and descent (1900 and 500 of 2048 units), as Compose places them.
    struct Placement {
        var height: Double
        var indicatorY = 0.0
        var indicatorHeight = 0.0
    }

    /// Places `strip`'s items vertically (before mirroring: an icon box moves with its item).
    func place(_ strip: inout LaidOutStrip, request: TabLayoutRequest, fontSize: Double) -> Placement {
        let metrics = request.metrics, scale = request.textScale
        let centred = { (height: Double) in height / 2 + fontSize * 0.3635 }
        switch request.variant {
        case .scroll, .fixed:
            for index in strip.items.indices { strip.items[index].labelY = centred(metrics.height) }
            return Placement(height: metrics.height, indicatorY: metrics.height - metrics.indicatorHeight, indicatorHeight: metrics.indicatorHeight)
        case .segmented:
            for index in strip.items.indices { strip.items[index].labelY = centred(metrics.height) }
            return Placement(height: metrics.height, indicatorY: metrics.containerInset, indicatorHeight: metrics.height - 2 * metrics.containerInset)
        case .tabBar:
            // The icon 6 pt from the bar's top, the label's baseline 7 pt from its bottom.
            placeStacked(&strip, metrics: metrics, iconTop: { _ in 6 }, baseline: { _ in metrics.height - 7 })
            return Placement(height: metrics.height)
        case .floatingTabBar:
            guard let floating = strip.floating else { return Placement(height: strip.height ?? metrics.height) }
            let gap = Self.floatingLabelGap
            let content = metrics.iconSize + gap + fontSize * 1.2
            let iconTop = floating.bar.y + (floating.bar.height - content) / 2
            placeStacked(&strip, metrics: metrics, iconTop: { _ in iconTop }, baseline: { _ in iconTop + metrics.iconSize + gap + fontSize * 0.95 })
            return Placement(height: strip.height ?? metrics.height, indicatorY: floating.selection.y, indicatorHeight: floating.selection.height)
        case .topTabBar:
            guard let top = strip.topBar else { return Placement(height: strip.height ?? metrics.height) }
            for index in strip.items.indices { strip.items[index].labelY = top.bar.y + top.bar.height / 2 + fontSize * 0.3635 }
            return Placement(height: strip.height ?? metrics.height, indicatorY: top.selection.y, indicatorHeight: top.selection.height)
        case .navigationBar:
            return placeNavigationBar(&strip, request: request, fontSize: fontSize)
        case .navigationRail, .navigationRailExpanded:
            return placeRail(&strip, request: request, fontSize: fontSize, scale: scale)
        }
    }

    /// How far a floating bar's label sits below its icon.
    static let floatingLabelGap = 2.0

    /// A label's baseline in a line box `line` tall from `top`, Roboto's way.
    static func materialBaseline(top: Double, line: Double, fontSize: Double) -> Double {
        top + (line - fontSize * 2400 / 2048) / 2 + fontSize * 1900 / 2048
    }

    /// Icons centred over their items, labels under them.
    private func placeStacked(_ strip: inout LaidOutStrip, metrics: TabMetrics, iconTop: (Int) -> Double, baseline: (Int) -> Double) {
        for index in strip.items.indices {
            let item = strip.items[index]
            strip.items[index].icon = IconBox(x: item.x + (item.width - metrics.iconSize) / 2, y: iconTop(index), width: metrics.iconSize, height: metrics.iconSize)
            strip.items[index].labelY = baseline(index)
        }
    }

    /// Icons before their labels, both on the line through `middle(index)`.
    private func placeBeside(_ strip: inout LaidOutStrip, metrics: TabMetrics, space: Double, line: Double, fontSize: Double, middle: (Int) -> Double) {
        for index in strip.items.indices {
            let item = strip.items[index], centre = middle(index)
            strip.items[index].icon = IconBox(x: item.labelX - space - metrics.iconSize, y: centre - metrics.iconSize / 2,
                                              width: metrics.iconSize, height: metrics.iconSize)
            strip.items[index].labelY = Self.materialBaseline(top: centre - line / 2, line: line, fontSize: fontSize)
        }
    }

    private func placeNavigationBar(_ strip: inout LaidOutStrip, request: TabLayoutRequest, fontSize: Double) -> Placement {
        let metrics = request.metrics, scale = request.textScale
        if metrics.materialStyle != .expressive {
            typealias Bar = TabMetrics.MaterialNavigationBar
            let iconTop = Bar.iconTop(metrics, textScale: scale)
            let baseline = Self.materialBaseline(top: Bar.labelTop(metrics, textScale: scale), line: Bar.labelLineHeight * scale, fontSize: fontSize)
            placeStacked(&strip, metrics: metrics, iconTop: { _ in iconTop }, baseline: { _ in baseline })
            return Placement(height: metrics.height, indicatorY: iconTop - (metrics.indicatorHeight - metrics.iconSize) / 2,
                             indicatorHeight: metrics.indicatorHeight)
        }
        let line = Expressive.labelLineHeight * scale
        if Self.labelsBesideIcons(request) {
            let pill = Expressive.horizontalPillHeight
            placeBeside(&strip, metrics: metrics, space: Expressive.horizontalIconLabelSpace, line: line, fontSize: fontSize) { _ in metrics.height / 2 }
            return Placement(height: metrics.height, indicatorY: (metrics.height - pill) / 2, indicatorHeight: pill)
        }
        // The pill, 4 dp, the label's line, centred in a bar that grows when the line does.
        let content = metrics.indicatorHeight + Expressive.indicatorToLabel + line
        let height = max(metrics.height, content + 2 * Expressive.barItemVerticalPadding)
        let pillTop = (height - content) / 2
        let iconTop = pillTop + (metrics.indicatorHeight - metrics.iconSize) / 2
        let baseline = Self.materialBaseline(top: pillTop + metrics.indicatorHeight + Expressive.indicatorToLabel, line: line, fontSize: fontSize)
        placeStacked(&strip, metrics: metrics, iconTop: { _ in iconTop }, baseline: { _ in baseline })
        return Placement(height: height, indicatorY: pillTop, indicatorHeight: metrics.indicatorHeight)
    }

    private func placeRail(_ strip: inout LaidOutStrip, request: TabLayoutRequest, fontSize: Double, scale: Double) -> Placement {
        let metrics = request.metrics, count = strip.items.count
        if metrics.materialStyle != .expressive {
            typealias Rail = TabMetrics.MaterialNavigationRail
            let line = TabMetrics.MaterialNavigationBar.labelLineHeight * scale
            let iconTop = { (index: Int) in Rail.itemTop(index, metrics) + Rail.itemPadding }
            placeStacked(&strip, metrics: metrics, iconTop: iconTop) { index in
                Self.materialBaseline(top: Rail.itemTop(index, metrics) + metrics.height - Rail.itemPadding - line, line: line, fontSize: fontSize)
            }
            return Placement(height: Rail.height(items: count, metrics),
                             indicatorY: iconTop(strip.activeIndex) - (metrics.indicatorHeight - metrics.iconSize) / 2, indicatorHeight: metrics.indicatorHeight)
        }
        let top = Expressive.railTopSpace, bottom = 16.0
        if request.variant == .navigationRailExpanded {
            let line = Expressive.largeLabelLineHeight * scale
            let itemHeight = max(metrics.height, line)
            let itemTop = { (index: Int) in top + Double(index) * itemHeight }
            placeBeside(&strip, metrics: metrics, space: Expressive.railIconLabelSpace, line: line, fontSize: fontSize) { itemTop($0) + itemHeight / 2 }
            return Placement(height: top + Double(count) * itemHeight + bottom, indicatorY: itemTop(strip.activeIndex) + (itemHeight - metrics.indicatorHeight) / 2,
                             indicatorHeight: metrics.indicatorHeight)
        }
        // Collapsed: each item's pill, 4 dp and label line, centred in an item at least 64 dp tall.
        let line = Expressive.labelLineHeight * scale
        let content = metrics.indicatorHeight + Expressive.indicatorToLabel + line
        let itemHeight = max(metrics.height, content)
        let pillTop = { (index: Int) in top + Double(index) * (itemHeight + metrics.itemSpacing) + (itemHeight - content) / 2 }
        placeStacked(&strip, metrics: metrics, iconTop: { pillTop($0) + (metrics.indicatorHeight - metrics.iconSize) / 2 }) { index in
            Self.materialBaseline(top: pillTop(index) + metrics.indicatorHeight + Expressive.indicatorToLabel, line: line, fontSize: fontSize)
        }
        let height = top + Double(count) * itemHeight + Double(max(0, count - 1)) * metrics.itemSpacing + bottom
        return Placement(height: height, indicatorY: pillTop(strip.activeIndex), indicatorHeight: metrics.indicatorHeight)
    }
}
