import TabLayout
import Testing

/// Thresholds against the engine's own layouts at neighbouring widths: just below each one
/// the named fact is one way, at it and a hair above the other.
struct WidthThresholdTests {
    let engine = TabLayoutEngine(measurer: FixedWidthMeasurer())
    var finder: WidthThresholds { WidthThresholds(engine: engine) }

    /// Whether `kind` holds in the engine's layout of `request`.
    func holds(_ threshold: WidthThreshold, in request: TabLayoutRequest, engine: TabLayoutEngine? = nil) throws -> Bool {
        let layout = try (engine ?? self.engine).layout(request)
        switch threshold.kind {
        case .truncates:
            let item = layout.items[try #require(threshold.itemIndex)]
            return item.truncated && !item.hidden
        case .scrolls: return layout.isScrolling
        case .moreItem: return !layout.more.isEmpty
        case .tablet: return layout.device == .tablet
        case .touchTarget:
            return layout.variant == .tabBar && layout.items.contains { !$0.hidden && $0.width < LayoutRules.minimumTouchTarget }
        case .expanded: return layout.variant == .navigationRailExpanded
        }
    }

    /// At threshold − ε the fact is `holdsBelow`; at the threshold and at + ε it is not.
    func expectChanges(at threshold: WidthThreshold, request: (Double) -> TabLayoutRequest,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        for epsilon in [threshold.width.ulp, 1e-6, 1e-3] {
            #expect(try holds(threshold, in: request(threshold.width - epsilon)) == threshold.holdsBelow,
                    "\(threshold) below by \(epsilon)", sourceLocation: sourceLocation)
            #expect(try holds(threshold, in: request(threshold.width + epsilon)) != threshold.holdsBelow,
                    "\(threshold) above by \(epsilon)", sourceLocation: sourceLocation)
        }
        #expect(try holds(threshold, in: request(threshold.width)) != threshold.holdsBelow, sourceLocation: sourceLocation)
    }

    @Test func eachFixedLabelStartsTruncatingBelowItsOwnWidth() throws {
        // Half an em at 14 pt: 7, 4 and 12 characters are 49, 28 and 84 pt; with 16 pt of padding
        // on each side and three equal items, each fits from 3 × (width + 32).
        let labels = ["Reviews", "Info", "Measurements"]
        let request = { (width: Double) in TabLayoutRequest(labels: labels, variant: .fixed, width: width) }
        let thresholds = try finder.thresholds(from: 120, to: 480, request: request)
        #expect(thresholds.map(\.kind) == [.truncates, .truncates, .truncates])
        #expect(thresholds.map(\.label) == ["Info", "Reviews", "Measurements"])
        #expect(thresholds.allSatisfy { $0.holdsBelow })
        for (threshold, expected) in zip(thresholds, [180.0, 243, 348]) {
            #expect(abs(threshold.width - expected) < 1e-9, "\(threshold)")
            try expectChanges(at: threshold, request: request)
        }
    }

    @Test func scrollTabsStartScrollingBelowTheirContentWidth() throws {
        let request = { (width: Double) in TabLayoutRequest(labels: ["Overview", "Reviews", "Size guide"], variant: .scroll, width: width, selected: 2) }
        let content = try engine.layout(request(1000)).contentWidth
        let thresholds = try finder.thresholds(from: 280, to: 1024, request: request)
        let scrolls = try #require(thresholds.first { $0.kind == .scrolls })
        #expect(scrolls.width == content, "a bar exactly as wide as its content does not scroll")
        #expect(scrolls.holdsBelow)
        #expect(!thresholds.contains { $0.kind == .truncates }, "scroll tabs never truncate")
        try expectChanges(at: scrolls, request: request)
    }

    @Test func aTabBarSwitchesToTabletAndDropsItsMoreItem() throws {
        let labels = ["Home", "Radio", "Library", "Shows", "Charts", "Stations", "Profile"]
        // The caller decides the device class from the width, as the site does at 600 pt.
        let request = { (width: Double) in
            TabLayoutRequest(labels: labels, variant: .tabBar, width: width, device: width >= 600 ? .tablet : .phone)
        }
        let thresholds = try finder.thresholds(from: 200, to: 1024, request: request)
        let tablet = try #require(thresholds.first { $0.kind == .tablet })
        #expect(tablet.width == 600 && !tablet.holdsBelow)
        let more = try #require(thresholds.first { $0.kind == .moreItem })
        #expect(more.width == 600 && more.holdsBelow, "a phone shows More, a tablet never does")
        let touch = try #require(thresholds.first { $0.kind == .touchTarget })
        #expect(abs(touch.width - 5 * 44) < 1e-9, "five phone slots of 44 pt")
        for threshold in thresholds {
            try expectChanges(at: threshold, request: request)
        }
    }

    /// Material's bar, rail and expanded rail: two changes of form, the second without a
    /// change of device class, so the explorer marks 840 dp as well as 600.
    @Test func aRailThatExpandsIsMarkedWhereItsFormChanges() throws {
        let request = { (width: Double) in
            TabLayoutRequest(labels: ["Home", "Shows", "Live"], variant: width >= 840 ? .navigationRailExpanded : width >= 600 ? .navigationRail : .navigationBar,
                             width: width, device: width >= 600 ? .tablet : .phone)
        }
        let thresholds = try finder.thresholds(from: 280, to: 1024, request: request)
        let expanded = try #require(thresholds.first { $0.kind == .expanded })
        #expect(expanded.width == 840 && !expanded.holdsBelow)
        try expectChanges(at: expanded, request: request)
    }

    @Test func segmentLabelsTruncateInsideTheContainerInset() throws {
        let request = { (width: Double) in TabLayoutRequest(labels: ["Day", "Week", "Month"], variant: .segmented, width: width) }
        let thresholds = try finder.thresholds(from: 60, to: 400, request: request)
        #expect(thresholds.count == 3)
        for threshold in thresholds {
            try expectChanges(at: threshold, request: request)
        }
    }

    @Test func randomBarsChangeExactlyAtTheirThresholds() throws {
        let engine = TabLayoutEngine(measurer: LayoutPropertyTests.VaryingMeasurer())
        let finder = WidthThresholds(engine: engine)
        for seed in UInt64(0)..<40 {
            var generator = SeededGenerator(seed: seed &* 104_729)
            let variant = [TabVariant.fixed, .scroll, .tabBar, .segmented][Int(seed % 4)]
            var base = LayoutPropertyTests.randomRequest(&generator, variant: variant)
            base.rightToLeft = false
            let request = { (width: Double) -> TabLayoutRequest in var request = base; request.width = width; return request }
            for threshold in try finder.thresholds(from: 100, to: 1024, step: 4, request: request) {
                #expect(try holds(threshold, in: request(threshold.width.nextDown), engine: engine) == threshold.holdsBelow, "seed \(seed): \(threshold)")
                #expect(try holds(threshold, in: request(threshold.width), engine: engine) != threshold.holdsBelow, "seed \(seed): \(threshold)")
            }
        }
    }

    @Test func aRangeThatIsNotARangeFindsNothingAndABadOneThrows() throws {
        let request = { (width: Double) in TabLayoutRequest(labels: ["A"], variant: .fixed, width: width) }
        #expect(try finder.thresholds(from: 300, to: 300, request: request).isEmpty)
        #expect(throws: TabLayoutError.nonPositiveWidth(0)) { try finder.thresholds(from: 0, to: 300, request: request) }
    }
}
