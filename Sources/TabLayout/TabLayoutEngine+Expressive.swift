extension TabLayoutEngine {
    typealias Expressive = TabMetrics.MaterialExpressive

    /// Whether a Material 3 Expressive bar of this width puts each label beside its icon.
    static func labelsBesideIcons(_ request: TabLayoutRequest) -> Bool {
        switch request.variant {
        case .navigationBar: request.metrics.materialStyle == .expressive && request.width >= Expressive.horizontalItemsFrom
        case .navigationRailExpanded: true
        default: false
        }
    }

    /// Material 3 Expressive's short navigation bar (`ShortNavigationBar.kt`). Below 600 dp the
    /// items share the width equally, each label under its icon in a 56 × 32 pill
    /// (`ShortNavigationBarArrangement.EqualWeight`). From 600 dp the items are centred
    /// (`Centered`): together they take a share of the width that grows with their count, an
    /// item whose icon, label and pill padding need more grows up to an equal share of the
    /// whole bar (the group staying centred), and each label sits beside its icon in a 40 dp pill
    /// as wide as both.
    func layOutShortNavigationBar(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let metrics = request.metrics
        let count = request.items.count
        guard Self.labelsBesideIcons(request) else {
            let itemWidth = request.width / Double(count)
            let items = request.items.enumerated().map { index, item in
                var laidOut = Self.equalItem(item, x: Double(index) * itemWidth, width: itemWidth, padding: metrics.itemPadding, fitter: fitter)
                laidOut.badge = badge(item.badge, itemX: laidOut.x, itemWidth: itemWidth, request: request)
                return laidOut
            }
            var strip = LaidOutStrip(items: items, contentWidth: request.width, activeIndex: request.selected)
            strip.indicatorWidth = metrics.minIndicatorWidth
            return strip
        }
        let chrome = 2 * Expressive.horizontalPillPadding + metrics.iconSize + Expressive.horizontalIconLabelSpace
        var padding = Expressive.centredPadding(items: count, width: request.width)
        let shortest = (request.width - 2 * padding) / Double(count)
        let widest = request.width / Double(count)
        let widths = request.items.map { item in
            let natural = chrome + fitter.measurer.measureWidth(of: item.label, fontSize: fitter.fontSize)
            guard natural > shortest else { return shortest }
            let width = min(natural, widest)
            padding -= (width - shortest) / 2
            return width
        }
        var x = max(0, padding)
        var items: [LaidOutTab] = []
        var pills: [Double] = []
        for (index, item) in request.items.enumerated() {
            var laidOut = besideIconItem(item, x: x, width: widths[index], chrome: chrome, iconLabelSpace: Expressive.horizontalIconLabelSpace,
                                         pillPadding: Expressive.horizontalPillPadding, fitter: fitter, request: request)
            laidOut.badge = badge(item.badge, iconX: laidOut.labelX - Expressive.horizontalIconLabelSpace - metrics.iconSize, request: request)
            pills.append(chrome + laidOut.labelWidth)
            items.append(laidOut)
            x += widths[index]
        }
        var strip = LaidOutStrip(items: items, contentWidth: request.width, activeIndex: request.selected)
        strip.indicatorWidth = min(widths[request.selected], pills[request.selected])
        return strip
    }

    /// Material 3 Expressive's wide navigation rail (`WideNavigationRail.kt`). Collapsed, a
    /// 96 dp column of items, each label under its icon in a 56 × 32 pill, the label fitted to
    /// the column less `item-padding` either side. Expanded, as wide as the widest item needs
    /// (icon, 8 dp, label, the pill's 16 dp either side, 20 dp from each side of the rail),
    /// between 220 and 360 dp; each item a 56 dp pill as wide as its icon and label.
    func layOutWideNavigationRail(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let metrics = request.metrics
        guard request.variant == .navigationRailExpanded else {
            let items = request.items.map { item in
                var laidOut = Self.equalItem(item, x: 0, width: metrics.minItemWidth, padding: metrics.itemPadding, fitter: fitter)
                laidOut.badge = badge(item.badge, itemX: 0, itemWidth: metrics.minItemWidth, request: request)
                return laidOut
            }
            var strip = LaidOutStrip(items: items, contentWidth: metrics.minItemWidth, activeIndex: request.selected)
            strip.indicatorWidth = metrics.minIndicatorWidth
            return strip
        }
        let side = metrics.edgePadding, pillPadding = metrics.itemPadding
        let chrome = 2 * pillPadding + metrics.iconSize + Expressive.railIconLabelSpace
        let widest = request.items.map { chrome + fitter.measurer.measureWidth(of: $0.label, fontSize: fitter.fontSize) }.max() ?? 0
        let railWidth = min(Expressive.expandedRailMaximumWidth, max(metrics.minItemWidth, widest + 2 * side))
        let itemWidth = railWidth - 2 * side
        var pills: [Double] = []
        let items = request.items.map { item in
            // The pill starts at the item's leading edge, as the rail aligns its items.
            var laidOut = besideIconItem(item, x: side, width: itemWidth, chrome: chrome, iconLabelSpace: Expressive.railIconLabelSpace,
                                         pillPadding: pillPadding, fitter: fitter, request: request, centred: false)
            laidOut.badge = badge(item.badge, iconX: laidOut.labelX - Expressive.railIconLabelSpace - metrics.iconSize, request: request)
            pills.append(chrome + laidOut.labelWidth)
            return laidOut
        }
        var strip = LaidOutStrip(items: items, contentWidth: railWidth, activeIndex: request.selected)
        strip.indicatorWidth = pills[request.selected]
        strip.indicatorAtItemStart = true
        return strip
    }

    /// An item whose label sits beside its icon inside a pill: the pill (`chrome` plus the
    /// label) centred in the item, or at its leading edge; the label fitted to what the item
    /// leaves it.
    private func besideIconItem(_ item: TabItem, x: Double, width: Double, chrome: Double, iconLabelSpace: Double, pillPadding: Double,
                                fitter: LabelFitter, request: TabLayoutRequest, centred: Bool = true) -> LaidOutTab {
        let fitted = fitter.fit(item.label, into: max(0, width - chrome))
        let pill = min(width, chrome + fitted.width)
        let pillX = centred ? x + (width - pill) / 2 : x
        let labelX = pillX + pillPadding + request.metrics.iconSize + iconLabelSpace
        return LaidOutTab(label: item.label, text: fitted.text, x: x, width: width, labelX: labelX, labelWidth: fitted.width,
                          truncated: fitted.truncated, state: item.state)
    }
}
