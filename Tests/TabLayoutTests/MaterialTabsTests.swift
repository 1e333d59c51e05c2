import Testing
import TabLayout

/// Material 3's primary and secondary tabs, against Compose Material 3's numbers: a 48 dp
/// row (`PrimaryNavigationTabTokens.ContainerHeight`); the primary indicator as wide as the
/// label (`matchContentSize`), never under 24 dp, 3 dp thick; the secondary indicator across
/// the whole tab, 2 dp (`SecondaryNavigationTabTokens.ActiveIndicatorHeight`); scrollable
/// tabs 52 dp from the edge (`ScrollableTabRowEdgeStartPadding`) and at least 90 dp wide
/// (`ScrollableTabRowMinimumTabWidth`). Labels are Title Small, 14 sp tracked 0.1 sp, measured
/// by `FixedWidthMeasurer` (7 dp a character) plus the tracking: "Reviews" is 7 × 7.1 = 49.7 dp.
@Suite struct MaterialTabsTests {
    let engine = TabLayoutEngine(measurer: FixedWidthMeasurer())

    func metrics(_ span: IndicatorSpan, variant: TabVariant = .fixed) -> TabMetrics {
        var metrics = TabMetrics.defaults(for: variant)
        metrics.letterSpacing = 0.1
        metrics.indicatorSpan = span
        if span == .item { metrics.indicatorHeight = 2 }
        return metrics
    }

    @Test func primaryIndicatorIsAsWideAsTheLabelAndAtLeast24() throws {
        let bar = try engine.layout(TabLayoutRequest(labels: ["Reviews", "Ok", "Shipping"], variant: .fixed, width: 360, metrics: metrics(.label)))
        #expect(bar.height == 48)
        #expect(bar.items.map(\.width) == [120, 120, 120])
        #expect(abs(bar.items[0].labelWidth - 49.7) < 0.001)
        let reviews = try #require(bar.indicator)
        #expect(abs(reviews.width - 49.7) < 0.001 && abs(reviews.x - (120 - 49.7) / 2) < 0.001)
        // "Ok" is 14.2 dp: the indicator keeps Material's 24 dp minimum, centred.
        let ok = try #require(try engine.layout(TabLayoutRequest(labels: ["Reviews", "Ok", "Shipping"], variant: .fixed, width: 360, selected: 1,
                                                                 metrics: metrics(.label))).indicator)
        #expect(ok.width == 24 && ok.x == 120 + 48)
    }

    @Test func secondaryIndicatorSpansTheWholeTab() throws {
        let bar = try engine.layout(TabLayoutRequest(labels: ["Reviews", "Ok", "Shipping"], variant: .fixed, width: 360, selected: 2, metrics: metrics(.item)))
        let indicator = try #require(bar.indicator)
        #expect(indicator.x == 240 && indicator.width == 120)
        #expect(bar.metrics.indicatorHeight == 2)
    }

    @Test func scrollableTabsKeepTheEdgePaddingAndMinimumWidth() throws {
        let bar = try engine.layout(TabLayoutRequest(labels: ["Ok", "Reviews", "Shipping details"], variant: .scroll, width: 360, metrics: metrics(.label, variant: .scroll)))
        #expect(bar.items[0].x == 52)
        #expect(bar.items[0].width == 90, "a short label still makes a 90 dp tab")
        // 16 dp either side of "Reviews" (49.7 dp) is 81.7, under 90: 90 again.
        #expect(bar.items[1].width == 90 && bar.items[1].x == 142)
        // "Shipping details" is 16 × 7.1 = 113.6 dp, plus 32: wider than 90.
        #expect(abs(bar.items[2].width - 145.6) < 0.001)
        #expect(abs(bar.contentWidth - (52 + 90 + 90 + 145.6 + 52)) < 0.001)
    }
}
