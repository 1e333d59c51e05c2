import TabLayout

extension ComponentExample {
    /// The engine request for this example at `width` (its own width, else `defaultWidth`);
    /// refused when the example names a variant the engine does not draw.
    public func request(width: Double? = nil, defaultWidth: Double, metrics: TabMetrics? = nil, textScale: Double? = nil,
                        rightToLeft: Bool? = nil, labels: [String]? = nil) throws(TabLayoutError) -> TabLayoutRequest {
        guard let engineVariant = variant.tab else { throw .unknownVariant(variant.rawValue) }
        let tabItems = items.enumerated().map { index, item in
            TabItem(labels?[index] ?? item.label, state: item.state,
                    badge: item.badge.flatMap(TabBadge.init(text:)), glyph: item.glyph)
        }
        let selection = items.indices.contains(selected) ? selected : 0
        var request = TabLayoutRequest(items: tabItems, variant: engineVariant, width: width ?? self.width ?? defaultWidth, selected: selection,
                                       metrics: metrics, textScale: textScale ?? self.textScale, rightToLeft: rightToLeft ?? self.rightToLeft,
                                       device: device)
        // Only the bars that draw them take a search tab or a sidebar.
        if variant == .floatingTabBar { request.search = search.map { TabItem($0.label) } }
        if variant == .topTabBar { request.sidebarAdaptable = sidebarAdaptable }
        return request
    }
}

extension ComponentExample.Item {
    /// The one state the engine draws for the item: disabled over pressed over focused over
    /// hovered, since a disabled item takes no touch and a touch outweighs the pointer.
    package var state: TabItem.State {
        if disabled { return .disabled }
        if pressed { return .pressed }
        if focused { return .focused }
        return hovered ? .hovered : .default
    }
}
