import TabLayout
import Testing

/// Invariants over random labels, widths and options, from fixed seeds.
struct LayoutPropertyTests {
    static let tolerance = 1e-9

    /// A measurer whose widths vary per character, so items differ in width.
    struct VaryingMeasurer: TextMeasurer {
        func measureWidth(of text: String, fontSize: Double) -> Double {
            text.unicodeScalars.reduce(0) { $0 + Double($1.value % 7 + 3) / 10 * fontSize }
        }
    }

    static func randomRequest(_ generator: inout SeededGenerator, variant: TabVariant) -> TabLayoutRequest {
        let count = Int.random(in: 1...9, using: &generator)
        let labels = (0..<count).map { _ in generator.label() }
        var request = TabLayoutRequest(
            labels: labels, variant: variant, width: Double.random(in: 120...1024, using: &generator),
            selected: Int.random(in: 0..<count, using: &generator),
            textScale: Double.random(in: 1...3, using: &generator), rightToLeft: Bool.random(using: &generator),
            device: Bool.random(using: &generator) ? .phone : .tablet,
            indicatorSpan: Bool.random(using: &generator) ? .label : .item)
        // The floating and top bars are drawn only with the lengths a spec gives them.
        func length(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
        switch variant {
        case .floatingTabBar:
            request.metrics.floating = FloatingBarMetrics([.height: length(44...70), .cornerRadius: length(0...35), .edgeInset: length(0...24),
                                                           .itemInset: length(0...6), .searchGap: length(0...12), .minimizedHeight: length(30...60)])
            if Bool.random(using: &generator) { request.search = TabItem("Search") }
        case .topTabBar:
            request.metrics.topBar = TopBarMetrics([.height: length(36...56), .cornerRadius: length(0...28), .edgeInset: length(0...24),
                                                    .itemPadding: request.metrics.itemPadding, .itemInset: length(0...6),
                                                    .sidebarWidth: length(200...360), .sidebarRowHeight: length(32...56)])
            request.sidebarAdaptable = Bool.random(using: &generator)
        default:
            break
        }
        return request
    }

    @Test(arguments: TabVariant.allCases)
    func invariantsHold(variant: TabVariant) throws {
        let engine = TabLayoutEngine(measurer: VaryingMeasurer())
        for seed in UInt64(0)..<500 {
            var generator = SeededGenerator(seed: seed &* 7919 &+ UInt64(variant.hashValue & 0xff))
            let request = Self.randomRequest(&generator, variant: variant)
            let layout = try engine.layout(request)
            try Self.check(layout, request: request, measurer: VaryingMeasurer(), seed: seed)
        }
    }

    static func check(_ layout: TabBarLayout, request: TabLayoutRequest, measurer: some TextMeasurer, seed: UInt64) throws {
        let shown = layout.items.filter { !($0.hidden && $0.width == 0) }
        let ordered = shown.sorted { $0.x < $1.x }
        // No overlaps, and the boxes tile without gaps (a tablet tab bar is centred, so it starts
        // later; Material's navigation bar spaces its items by `itemSpacing`).
        let gap = layout.variant == .navigationBar ? min(request.metrics.itemSpacing, request.width / max(1, Double(request.items.count - 1)) / 2) : 0
        // (A navigation rail stacks its items down one column: each spans it.)
        for (left, right) in zip(ordered, ordered.dropFirst()) where layout.variant != .navigationRail && layout.variant != .navigationRailExpanded {
            #expect(abs(left.maxX + gap - right.x) < 1e-6, "seed \(seed): gap or overlap between \(left.label) and \(right.label)")
        }
        let first = try #require(ordered.first)
        let last = try #require(ordered.last)
        switch layout.variant {
        case .scroll:
            #expect(abs(first.x - request.metrics.edgePadding) < 1e-6)
            #expect(abs(layout.contentWidth - (last.maxX + request.metrics.edgePadding)) < 1e-6)
        case .fixed:
            #expect(abs(first.x) < 1e-6 && abs(last.maxX - layout.width) < 1e-6, "seed \(seed)")
        case .segmented:
            #expect(abs(first.x - request.metrics.containerInset) < 1e-6, "seed \(seed)")
            #expect(abs(last.maxX - (layout.width - request.metrics.containerInset)) < 1e-6, "seed \(seed)")
        case .navigationBar where request.metrics.materialStyle == .expressive && request.width >= 600:
            // Material 3 Expressive's items from 600 dp: centred, never past the bar's edges.
            #expect(first.x >= -1e-6 && last.maxX <= layout.width + 1e-6, "seed \(seed)")
            #expect(abs(first.x - (layout.width - last.maxX)) < 1e-6 || first.x == 0, "seed \(seed): not centred")
        case .navigationBar:
            #expect(abs(first.x) < 1e-6 && abs(last.maxX - layout.width) < 1e-6, "seed \(seed)")
        case .navigationRail:
            #expect(shown.allSatisfy { $0.x == 0 && $0.width == request.metrics.minItemWidth }, "seed \(seed)")
        case .navigationRailExpanded:
            #expect(shown.allSatisfy { $0.x == request.metrics.edgePadding && abs($0.maxX - (layout.contentWidth - request.metrics.edgePadding)) < 1e-6 }, "seed \(seed)")
        case .tabBar:
            #expect(first.x >= -1e-6 && last.maxX <= layout.width + 1e-6, "seed \(seed)")
            #expect(abs(first.x - (layout.width - last.maxX)) < 1e-6, "seed \(seed): not centred")
        case .floatingTabBar:
            // The tabs stay inside the capsule, which never overlaps the search tab.
            let floating = try #require(layout.floating)
            #expect(first.x >= floating.bar.x - 1e-6 && last.maxX <= floating.bar.maxX + 1e-6, "seed \(seed)")
            if let search = floating.search {
                #expect(request.rightToLeft ? search.maxX <= floating.bar.x + 1e-6 : floating.bar.maxX <= search.x + 1e-6, "seed \(seed)")
            }
        case .topTabBar:
            let top = try #require(layout.topBar)
            #expect(abs(first.x - (layout.width - last.maxX)) < 1e-6, "seed \(seed): not centred")
            #expect(first.x >= top.bar.x - 1e-6 && last.maxX <= top.bar.maxX + 1e-6, "seed \(seed)")
            #expect(top.sidebar?.rows.count ?? request.items.count == request.items.count)
        }
        // The scroll offset stays within the content, and the selection is fully visible.
        #expect(layout.scrollOffset >= 0 && layout.scrollOffset <= max(0, layout.contentWidth - layout.width) + 1e-6)
        let active = layout.items[layout.activeIndex]
        // (A rail is drawn alone, its column as wide as it needs, whatever the screen's width.)
        if active.width <= layout.width && !layout.variant.isMaterialNavigation || layout.variant == .navigationBar && active.width <= layout.width {
            #expect(active.x >= layout.visibleX - 1e-6 && active.maxX <= layout.visibleX + layout.width + 1e-6,
                    "seed \(seed): selected item scrolled out of view")
        }
        // Every drawn text fits its item's padded space when it was truncated, and its measured width is honest.
        for item in shown {
            let labels = request.metrics.labelMeasurer(over: measurer)
            #expect(abs(item.labelWidth - labels.measureWidth(of: item.text, fontSize: layout.fontSize)) < 1e-9)
            if item.truncated {
                // When not even "…" fits, nothing is drawn.
                #expect(item.text.hasSuffix("…") || item.text.isEmpty)
                #expect(item.labelWidth <= max(0, item.width - 2 * request.metrics.itemPadding) + 1e-9, "seed \(seed)")
                let prefix = item.text.dropLast()
                #expect(item.label.hasPrefix(prefix) && prefix.last?.isWhitespace != true)
            } else {
                #expect(item.text == item.label)
            }
        }
        // The indicator lies inside the active item.
        // (Material's pill keeps its 64 dp, centred, even on a narrower item, as Compose draws it.)
        if let indicator = layout.indicator, layout.variant == .navigationBar {
            #expect(abs(indicator.x + indicator.width / 2 - (active.x + active.width / 2)) < 1e-6, "seed \(seed)")
        } else if let indicator = layout.indicator {
            #expect(indicator.x >= active.x - 1e-6 && indicator.x + indicator.width <= active.maxX + 1e-6, "seed \(seed)")
        } else {
            #expect(layout.variant == .tabBar)
        }
    }

    @Test func rightToLeftMirrorsLeftToRight() throws {
        let engine = TabLayoutEngine(measurer: VaryingMeasurer())
        for seed in UInt64(0)..<200 {
            var generator = SeededGenerator(seed: seed)
            let variant = TabVariant.allCases[Int(seed) % TabVariant.allCases.count]
            var request = Self.randomRequest(&generator, variant: variant)
            request.rightToLeft = false
            let ltr = try engine.layout(request)
            request.rightToLeft = true
            let rtl = try engine.layout(request)
            #expect(ltr.scrollOffset == rtl.scrollOffset)
            for (left, right) in zip(ltr.items, rtl.items) {
                #expect(abs(right.x - (ltr.contentWidth - left.maxX)) < 1e-6)
                #expect(left.hidden == right.hidden && left.text == right.text)
            }
        }
    }
}
