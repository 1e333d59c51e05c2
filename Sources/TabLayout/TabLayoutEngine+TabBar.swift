extension TabLayoutEngine {
    /// The label of the item a phone tab bar adds when it has more than five items.
    public static let moreLabel = "More"

    /// Items a phone tab bar shows before it needs a More item.
    static let phoneMaximumItems = 5

    /// App-level tab bar: items share the width equally. A phone shows at most five,
    /// four plus More when there are more; a tablet centres all of them at a comfortable width.
    func layOutTabBar(_ request: TabLayoutRequest, fitter: LabelFitter) -> LaidOutStrip {
        let metrics = request.metrics
        let count = request.items.count
        let padding = metrics.itemPadding
        let needsMore = request.device == .phone && count > Self.phoneMaximumItems
        let shownCount = needsMore ? Self.phoneMaximumItems - 1 : count
        let slots = needsMore ? Self.phoneMaximumItems : count

        var itemWidth = request.width / Double(slots)
        var start = 0.0
        if request.device == .tablet {
            // Stretching seven items across 768 pt scatters them; the guidelines centre
            // them instead, each wide enough for the longest label when space allows.
            let widest = request.items.map { fitter.measurer.measureWidth(of: $0.label, fontSize: fitter.fontSize) }.max() ?? 0
            itemWidth = min(itemWidth, max(metrics.tabletItemWidth, widest + 2 * padding))
            start = (request.width - itemWidth * Double(slots)) / 2
        }

        var items: [LaidOutTab] = []
        items.reserveCapacity(count + 1)
        for (index, item) in request.items.enumerated() where index < shownCount {
            var laidOut = Self.equalItem(item, x: start + Double(index) * itemWidth, width: itemWidth, padding: padding, fitter: fitter)
            laidOut.badge = badge(item.badge, itemX: laidOut.x, itemWidth: itemWidth, request: request)
            items.append(laidOut)
        }
        guard needsMore else {
            return Self.tabBarStrip(items, request: request, activeIndex: request.selected)
        }
        let moreX = start + Double(shownCount) * itemWidth
        for item in request.items[shownCount...] {
            items.append(LaidOutTab(
                label: item.label, text: item.label, x: moreX, width: 0, labelX: moreX, labelWidth: 0,
                truncated: false, hidden: true, state: item.state))
        }
        var moreItem = Self.equalItem(TabItem(Self.moreLabel), x: moreX, width: itemWidth, padding: padding, fitter: fitter)
        moreItem.isMoreItem = true
        items.append(moreItem)
        // A selection that lives under More makes the More item the active one.
        let activeIndex = request.selected < shownCount ? request.selected : items.count - 1
        var strip = Self.tabBarStrip(items, request: request, activeIndex: activeIndex)
        strip.more = request.items[shownCount...].map(\.label)
        return strip
    }

    private static func tabBarStrip(_ items: [LaidOutTab], request: TabLayoutRequest, activeIndex: Int) -> LaidOutStrip {
        var strip = LaidOutStrip(items: items, contentWidth: request.width, activeIndex: activeIndex)
        strip.hasIndicator = false
        return strip
    }

    /// The oval's box for an icon centred in its item: its left half overlaps the icon's upper-right corner.
    func badge(_ badge: TabBadge?, itemX: Double, itemWidth: Double, request: TabLayoutRequest) -> BadgeGeometry? {
        self.badge(badge, iconX: itemX + (itemWidth - request.metrics.iconSize) / 2, request: request)
    }

    /// The oval's box for an icon whose left edge is `iconX`.
    func badge(_ badge: TabBadge?, iconX: Double, request: TabLayoutRequest) -> BadgeGeometry? {
        guard let text = badge?.text else { return nil }
        let metrics = request.metrics
        let fontSize = metrics.badgeFontSize * request.textScale
        let textWidth = measurer.measureWidth(of: text, fontSize: fontSize)
        let width = max(metrics.badgeHeight, textWidth + metrics.badgeHeight / 2)
        let iconMaxX = iconX + metrics.iconSize
        return BadgeGeometry(text: text, x: iconMaxX - metrics.badgeHeight / 2, width: width, textWidth: textWidth, fontSize: fontSize)
    }
}
