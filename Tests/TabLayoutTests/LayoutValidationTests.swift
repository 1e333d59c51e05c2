import TabLayout
import Testing

/// Refused requests and guideline findings, by rule id.
struct LayoutValidationTests {
    let engine = TabLayoutEngine(measurer: FixedWidthMeasurer())

    @Test(arguments: [
        (TabLayoutRequest(labels: [], variant: .scroll, width: 360), TabLayoutError.noItems),
        (TabLayoutRequest(labels: ["A"], variant: .fixed, width: 360, selected: 1), .selectedOutOfRange(selected: 1, count: 1)),
        (TabLayoutRequest(labels: ["A"], variant: .fixed, width: 360, selected: -1), .selectedOutOfRange(selected: -1, count: 1)),
        (TabLayoutRequest(labels: ["A"], variant: .scroll, width: 0), .nonPositiveWidth(0)),
        (TabLayoutRequest(labels: ["A"], variant: .scroll, width: 360, textScale: 0), .invalidTextScale(0)),
    ])
    func refuses(_ request: TabLayoutRequest, _ error: TabLayoutError) {
        #expect(throws: error) { try engine.layout(request) }
    }

    @Test func negativeMetricIsRefused() {
        var metrics = TabMetrics.defaults(for: .scroll)
        metrics.itemPadding = -1
        let request = TabLayoutRequest(labels: ["A"], variant: .scroll, width: 360, metrics: metrics)
        #expect(throws: TabLayoutError.invalidMetric(name: "item padding", value: -1)) { try engine.layout(request) }
    }

    @Test(arguments: [
        (TabVariant.fixed, DeviceClass.phone, 1, LayoutRule.fixedItemCount),
        (.fixed, .phone, 5, .fixedItemCount),
        (.tabBar, .phone, 6, .phoneMoreItem),
        (.tabBar, .tablet, 8, .tabletTooManyItems),
        (.segmented, .phone, 1, .segmentCount),
        (.segmented, .phone, 6, .segmentCount),
    ])
    func countRules(variant: TabVariant, device: DeviceClass, count: Int, rule: LayoutRule) throws {
        let labels = (0..<count).map { "T\($0)" }
        let layout = try engine.layout(TabLayoutRequest(labels: labels, variant: variant, width: 1024, device: device))
        #expect(layout.diagnostics.map(\.rule) == [rule])
    }

    @Test(arguments: [(TabVariant.fixed, 2), (.fixed, 4), (.segmented, 2), (.segmented, 5), (.tabBar, 5), (.scroll, 12)])
    func countsWithinTheGuidelinesAreClean(variant: TabVariant, count: Int) throws {
        let labels = (0..<count).map { "T\($0)" }
        let layout = try engine.layout(TabLayoutRequest(labels: labels, variant: variant, width: 1024))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func tabletNeverShowsMore() throws {
        let labels = (0..<9).map { "T\($0)" }
        let layout = try engine.layout(TabLayoutRequest(labels: labels, variant: .tabBar, width: 768, device: .tablet))
        #expect(layout.more.isEmpty && !layout.items.contains { $0.isMoreItem || $0.hidden })
    }

    @Test func ruleIdsAreStable() {
        #expect(LayoutRule.allCases.map(\.id) == [
            "tabs.fixed.item-count", "tabs.fixed.truncates", "tab-bar.phone.more-item",
            "tab-bar.tablet.too-many-items", "tab-bar.touch-target", "tab-bar.truncates",
            "segmented.segment-count", "segmented.truncates",
            "tab-bar.android.destinations", "tab-bar.android.truncates", "tab-bar.ipad.tabs", "tab-bar.disabled-item",
        ])
    }

    @Test(arguments: [(TabBadge.count(0), nil), (.count(7), "7"), (.count(99), "99"), (.count(100), "99+"), (.alert, "!")] as [(TabBadge, String?)])
    func badgeText(_ badge: TabBadge, _ text: String?) {
        #expect(badge.text == text)
    }
}
