/// Computes tab bar geometry from items, a width and measured label widths.
///
/// Pure: no files, no globals. Give it a `TextMeasurer` (HarfBuzz over the site's font in
/// the build, a fixed-width one in tests) and it returns a `TabBarLayout`.
public struct TabLayoutEngine: Sendable {
    /// Where label widths come from.
    public let measurer: any TextMeasurer

    /// An engine measuring with `measurer`.
    public init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// Lays out one bar, or says why the request cannot be laid out.
    public func layout(_ request: TabLayoutRequest) throws(TabLayoutError) -> TabBarLayout {
        try Self.validate(request)
        // The top bar's labels may have a size of their own (`top-bar: font-size`).
        let baseFontSize = request.variant == .topTabBar ? (request.metrics.topBar?[.fontSize] ?? request.metrics.fontSize) : request.metrics.fontSize
        let fontSize = baseFontSize * request.textScale
        let fitter = LabelFitter(measurer: request.metrics.labelMeasurer(over: measurer), fontSize: fontSize)
        var strip: LaidOutStrip
        switch request.variant {
        case .scroll: strip = layOutScroll(request, fitter: fitter)
        case .fixed: strip = layOutFixed(request, fitter: fitter)
        case .tabBar: strip = layOutTabBar(request, fitter: fitter)
        case .segmented: strip = layOutSegmented(request, fitter: fitter)
        case .navigationBar where request.metrics.materialStyle == .expressive: strip = layOutShortNavigationBar(request, fitter: fitter)
        case .navigationBar: strip = layOutNavigationBar(request, fitter: fitter)
        case .navigationRail where request.metrics.materialStyle != .expressive: strip = layOutNavigationRail(request, fitter: fitter)
        case .navigationRail, .navigationRailExpanded: strip = layOutWideNavigationRail(request, fitter: fitter)
        case .floatingTabBar: strip = layOutFloatingBar(request, fitter: fitter)
        case .topTabBar: strip = layOutTopBar(request, fitter: fitter)
        }
        // Items keep their request's order (a More item comes last), so each carries its own icon's name.
        for index in strip.items.indices where index < request.items.count && !strip.items[index].isMoreItem {
            strip.items[index].glyph = request.items[index].glyph
        }
        if var sidebar = strip.topBar?.sidebar {
            for index in sidebar.rows.indices where index < request.items.count { sidebar.rows[index].glyph = request.items[index].glyph }
            strip.topBar?.sidebar = sidebar
        }
        strip.markHiddenOutside(width: request.width)
        let placement = place(&strip, request: request, fontSize: fontSize)
        var indicator = strip.indicator(for: request)
        indicator?.y = placement.indicatorY
        indicator?.height = placement.indicatorHeight
        if request.rightToLeft {
            strip.mirror()
        }
        var layout = TabBarLayout(
            variant: request.variant, device: request.device, width: request.width, height: placement.height,
            contentWidth: strip.contentWidth, scrollOffset: strip.scrollOffset,
            fontSize: fontSize, rightToLeft: request.rightToLeft, items: strip.items,
            activeIndex: strip.activeIndex,
            indicator: indicator.map { request.rightToLeft ? strip.mirrored($0) : $0 },
            more: strip.more, diagnostics: [], metrics: request.metrics)
        layout.floating = strip.floating
        layout.topBar = strip.topBar
        layout.diagnostics = LayoutRules.diagnose(layout, request: request)
        return layout
    }

    private static func validate(_ request: TabLayoutRequest) throws(TabLayoutError) {
        guard !request.items.isEmpty else { throw .noItems }
        guard request.items.indices.contains(request.selected) else {
            throw .selectedOutOfRange(selected: request.selected, count: request.items.count)
        }
        guard request.width.isFinite, request.width > 0 else { throw .nonPositiveWidth(request.width) }
        guard request.textScale.isFinite, request.textScale > 0 else { throw .invalidTextScale(request.textScale) }
        let metrics = request.metrics
        let lengths: [(String, Double)] = [
            ("height", metrics.height), ("item padding", metrics.itemPadding),
            ("minimum item width", metrics.minItemWidth), ("edge padding", metrics.edgePadding),
            ("indicator height", metrics.indicatorHeight), ("minimum indicator width", metrics.minIndicatorWidth),
            ("icon size", metrics.iconSize), ("badge height", metrics.badgeHeight),
            ("tablet item width", metrics.tabletItemWidth), ("container inset", metrics.containerInset),
            ("item spacing", metrics.itemSpacing),
        ]
        for (name, value) in lengths where !(value.isFinite && value >= 0) {
            throw .invalidMetric(name: name, value: value)
        }
        for (name, value) in [("font size", metrics.fontSize), ("badge font size", metrics.badgeFontSize)]
        where !(value.isFinite && value > 0) {
            throw .invalidMetric(name: name, value: value)
        }
        try validateOwnLengths(request)
    }
}
