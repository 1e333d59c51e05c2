extension TabLayoutEngine {
    /// iOS 26's floating tab bar. The capsule is inset `edge-inset` from the screen's sides
    /// and bottom (the picture shows the same inset above it); a search tab, when there is
    /// one, is a circle as tall as the bar at the trailing end, `search-gap` after the capsule.
    /// Inside the capsule (less `item-inset` on every side) the tabs share the width equally,
    /// as the tab bar's do, and past five on a phone four show and a More tab lists the rest
    /// (the Human Interface Guidelines keep the More tab on iOS). The selection is a rounded
    /// box behind the active tab. The minimised state keeps the selected tab alone in a bar
    /// `minimized-width` × `minimized-height` at the leading edge and the search tab, as tall,
    /// at the trailing edge. Every length is the spec's: Apple publishes none. On a screen wider
    /// than the bar's widest (`max-width`, else as on the widest iPhone) the capsule and its
    /// search tab keep that size and stand centred: a compact bar never stretches.
    func layOutFloatingBar(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let lengths = request.metrics.floating ?? FloatingBarMetrics()
        let width = request.width, inset = lengths.edgeInset, height = lengths.height
        let searchSpace = request.search == nil ? 0 : lengths.searchGap + height
        // The picture shows some of the page above the bar: a floating bar is defined by floating over content.
        let top = FloatingBarGeometry.contentAbove + inset
        let group = min(max(0, width - 2 * inset), max(lengths.maxWidth, searchSpace))
        let left = (width - group) / 2
        let bar = BarBox(x: left, y: top, width: max(0, group - searchSpace), height: height, radius: lengths.cornerRadius)

        let count = request.items.count
        let needsMore = count > Self.phoneMaximumItems
        let shownCount = needsMore ? Self.phoneMaximumItems - 1 : count
        let slots = needsMore ? Self.phoneMaximumItems : count
        let itemInset = min(lengths.itemInset, bar.width / 2, height / 2)
        let start = bar.x + itemInset
        let itemWidth = max(0, bar.width - 2 * itemInset) / Double(slots)
        let padding = request.metrics.itemPadding

        var items: [LaidOutTab] = []
        for (index, item) in request.items.enumerated() where index < shownCount {
            var laidOut = Self.equalItem(item, x: start + Double(index) * itemWidth, width: itemWidth, padding: padding, fitter: fitter)
            laidOut.badge = badge(item.badge, itemX: laidOut.x, itemWidth: itemWidth, request: request)
            items.append(laidOut)
        }
        var more: [String] = []
        var activeIndex = request.selected
        if needsMore {
            let moreX = start + Double(shownCount) * itemWidth
            for item in request.items[shownCount...] {
                items.append(LaidOutTab(label: item.label, text: item.label, x: moreX, width: 0, labelX: moreX, labelWidth: 0,
                                        truncated: false, hidden: true, state: item.state))
            }
            var moreItem = Self.equalItem(TabItem(Self.moreLabel), x: moreX, width: itemWidth, padding: padding, fitter: fitter)
            moreItem.isMoreItem = true
            items.append(moreItem)
            more = request.items[shownCount...].map(\.label)
            if request.selected >= shownCount { activeIndex = items.count - 1 }
        }

        let active = items[activeIndex]
        let selection = BarBox(x: active.x, y: bar.y + itemInset, width: active.width, height: height - 2 * itemInset,
                               radius: lengths.cornerRadius - itemInset)
        let search = request.search.map { _ in BarBox(x: left + group - height, y: top, width: height, height: height, radius: height / 2) }

        let small = lengths.minimizedHeight
        let minimized = MinimizedFloatingBar(
            height: FloatingBarGeometry.contentAbove + small + 2 * inset,
            bar: BarBox(x: left, y: FloatingBarGeometry.contentAbove + inset, width: lengths.minimizedWidth, height: small, radius: lengths.cornerRadius),
            search: request.search.map { _ in BarBox(x: left + group - small, y: FloatingBarGeometry.contentAbove + inset, width: small, height: small, radius: small / 2) })

        var strip = LaidOutStrip(items: items, contentWidth: width, activeIndex: activeIndex)
        strip.more = more
        strip.indicatorAlwaysSpansItem = true
        strip.height = top + height + inset
        strip.floating = FloatingBarGeometry(bar: bar, selection: selection, search: search, searchLabel: request.search?.label, minimized: minimized)
        return strip
    }
}
