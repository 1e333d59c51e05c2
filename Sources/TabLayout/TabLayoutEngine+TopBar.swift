extension TabLayoutEngine {
    /// iPadOS's tab bar at the top of the screen: text-only tabs, each as wide as its label and
    /// `item-padding` either side, together in a capsule (`item-inset` inside its edge) centred
    /// `edge-inset` below the screen's top. When they do not fit between the sidebar button
    /// and the screen's edges, the tabs share the room equally and long labels are cut, which
    /// the rules report. A sidebar-adaptable bar gets the button that shows the sidebar — a
    /// circle as tall as the bar, at the leading edge — and the sidebar: every tab as a row
    /// `sidebar-row-height` tall, icon then label, down a panel `sidebar-width` wide. Every
    /// length is the spec's: Apple publishes none.
    func layOutTopBar(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let lengths = request.metrics.topBar ?? TopBarMetrics()
        let width = request.width, inset = lengths.edgeInset, height = lengths.height
        let padding = lengths.itemPadding, itemInset = min(lengths.itemInset, height / 2)
        let buttonSpace = request.sidebarAdaptable ? height + inset : 0
        // Centred on the screen, so the button's room is kept on both sides.
        let room = max(0, width - 2 * inset - 2 * buttonSpace)
        let labelWidths = request.items.map { fitter.measurer.measureWidth(of: $0.label, fontSize: fitter.fontSize) }
        let natural = labelWidths.map { $0 + 2 * padding }
        let fits = natural.reduce(0, +) + 2 * itemInset <= room
        let widths = fits ? natural : Array(repeating: max(0, room - 2 * itemInset) / Double(request.items.count), count: request.items.count)
        let barWidth = widths.reduce(0, +) + 2 * itemInset
        let bar = BarBox(x: (width - barWidth) / 2, y: inset, width: barWidth, height: height, radius: lengths.cornerRadius)

        var x = bar.x + itemInset
        var items: [LaidOutTab] = []
        for (index, item) in request.items.enumerated() {
            // A tab as wide as its label is drawn whole: fitting it again could cut it by a rounding error.
            items.append(fits
                ? LaidOutTab(label: item.label, text: item.label, x: x, width: widths[index], labelX: x + padding,
                             labelWidth: labelWidths[index], truncated: false, state: item.state)
                : Self.equalItem(item, x: x, width: widths[index], padding: padding, fitter: fitter))
            x += widths[index]
        }
        let active = items[request.selected]
        let selection = BarBox(x: active.x, y: bar.y + itemInset, width: active.width, height: height - 2 * itemInset,
                               radius: lengths.cornerRadius - itemInset)
        let button = request.sidebarAdaptable ? BarBox(x: inset, y: inset, width: height, height: height, radius: height / 2) : nil
        let sidebar = request.sidebarAdaptable ? self.sidebar(request, lengths: lengths, fitter: fitter) : nil

        var strip = LaidOutStrip(items: items, contentWidth: width, activeIndex: request.selected)
        strip.indicatorAlwaysSpansItem = true
        // The page runs on under the bar: the picture shows some of it below.
        strip.height = height + 2 * inset + FloatingBarGeometry.contentAbove
        strip.topBar = TopBarGeometry(bar: bar, selection: selection, sidebarButton: button, sidebar: sidebar)
        return strip
    }

    /// The sidebar's rows: the icon `item-padding` in from the row's leading edge, the label
    /// `item-padding` after it, fitted to what is left less `item-padding` at the end.
    private func sidebar(_ request: TabLayoutRequest, lengths: TopBarMetrics, fitter: LabelFitter) -> SidebarGeometry {
        let inset = lengths.edgeInset, padding = lengths.itemPadding, rowHeight = lengths.sidebarRowHeight
        let itemInset = min(lengths.itemInset, rowHeight / 2)
        let panelWidth = min(lengths.sidebarWidth, max(0, request.width - 2 * inset))
        let panel = BarBox(x: inset, y: inset, width: panelWidth, height: Double(request.items.count) * rowHeight + 2 * itemInset,
                           radius: lengths.cornerRadius)
        let rowX = panel.x + itemInset, rowWidth = max(0, panelWidth - 2 * itemInset)
        let icon = request.metrics.iconSize
        var rows: [LaidOutTab] = [], tops: [Double] = []
        for (index, item) in request.items.enumerated() {
            let labelX = rowX + padding + icon + padding
            let fitted = fitter.fit(item.label, into: max(0, rowX + rowWidth - padding - labelX))
            rows.append(LaidOutTab(label: item.label, text: fitted.text, x: rowX, width: rowWidth, labelX: labelX,
                                   labelWidth: fitted.width, truncated: fitted.truncated, state: item.state))
            tops.append(panel.y + itemInset + Double(index) * rowHeight)
        }
        let selection = BarBox(x: rowX, y: tops[request.selected], width: rowWidth, height: rowHeight, radius: lengths.cornerRadius - itemInset)
        return SidebarGeometry(height: panel.height + 2 * inset, panel: panel, selection: selection, rows: rows, rowTops: tops, rowHeight: rowHeight)
    }
}
