import Testing
import TabLayout

/// Material 3's baseline navigation bar (`android-style: baseline`), checked against the numbers Compose Material 3 publishes
/// (`NavigationBarTokens`, `NavigationBar.kt`): an 80 dp container; items sharing the width
/// `8.dp` apart (`NavigationBarItemHorizontalPadding`, `Arrangement.spacedBy`); the pill 64 × 32
/// centred on the active item; icon 24 dp, its top (80 − (24 + 4 + 4 + 16)) / 2 = 16 dp down,
/// the pill 4 dp above it; the label's 16 sp line 4 dp under the pill, at 48 dp. Labels are
/// measured with `FixedWidthMeasurer` (half an em a character: 6 dp at Label Medium's 12 sp)
/// plus the 0.5 sp tracking after each character, so "Home" is 4 × 6.5 = 26 dp.
@Suite struct MaterialNavigationBarTests {
    let engine = TabLayoutEngine(measurer: FixedWidthMeasurer())

    func layout(_ labels: [String], width: Double, selected: Int = 0) throws -> TabBarLayout {
        try engine.layout(TabLayoutRequest(labels: labels, variant: .navigationBar, width: width, selected: selected, metrics: .materialNavigationBar))
    }

    /// (width, destinations) → each item's width, per `(width − 8 × (n − 1)) / n`.
    @Test(arguments: [(360.0, 3, 114.667), (360, 4, 84), (360, 5, 65.6), (411, 3, 131.667), (411, 4, 96.75), (411, 5, 75.8)])
    func itemsShareTheWidthEightApart(width: Double, count: Int, itemWidth: Double) throws {
        let labels = ["Home", "Search", "Library", "Saved", "Profile"].prefix(count)
        let bar = try layout(Array(labels), width: width, selected: count - 1)
        #expect(bar.height == 80)
        #expect(bar.items.count == count && bar.more.isEmpty, "every destination shows; there is no More item")
        for (index, item) in bar.items.enumerated() {
            #expect(abs(item.width - itemWidth) < 0.001)
            #expect(abs(item.x - Double(index) * (itemWidth + 8)) < 0.001)
            #expect(abs(item.labelX - (item.x + (item.width - item.labelWidth) / 2)) < 0.001, "the label is centred in its item")
        }
        #expect(abs(bar.items[count - 1].maxX - width) < 0.001, "the last item ends at the bar's edge")
        // The pill: 64 dp wide, centred on the active item.
        let pill = try #require(bar.indicator)
        let active = bar.items[count - 1]
        #expect(pill.width == 64)
        #expect(abs(pill.x - (active.x + (active.width - 64) / 2)) < 0.001)
    }

    @Test func labelsAreMeasuredInLabelMediumWithItsTracking() throws {
        let bar = try layout(["Home", "Search", "Library"], width: 360)
        #expect(bar.fontSize == 12)
        #expect(bar.metrics.letterSpacing == 0.5)
        #expect(bar.items[0].labelWidth == 26)
        // 114.667 wide: (114.667 − 26) / 2 from the item's left edge.
        #expect(abs(bar.items[0].labelX - 44.333) < 0.001)
    }

    @Test func theVerticalPlacesFollowCompose() {
        let metrics = TabMetrics.materialNavigationBar
        #expect(TabMetrics.MaterialNavigationBar.iconTop(metrics) == 16)
        #expect(TabMetrics.MaterialNavigationBar.iconTop(metrics) - TabMetrics.MaterialNavigationBar.indicatorVerticalPadding == 12,
                "the pill's top: Compose's IndicatorVerticalOffset")
        #expect(TabMetrics.MaterialNavigationBar.labelTop(metrics) == 48)
        #expect(metrics.indicatorHeight == 32 && metrics.minIndicatorWidth == 64 && metrics.iconSize == 24)
    }

    @Test(arguments: [2, 6])
    func fewerThanThreeOrMoreThanFiveDestinationsIsAnError(count: Int) throws {
        let labels = ["Home", "Search", "Library", "Saved", "Profile", "Settings"].prefix(count)
        let bar = try layout(Array(labels), width: 411)
        let finding = try #require(bar.diagnostics.first { $0.rule == .navigationBarDestinations })
        #expect(finding.severity == .error)
        #expect(finding.message.contains("this one has \(count)"))
    }

    @Test func threeToFiveDestinationsAreFine() throws {
        for count in 3...5 {
            let bar = try layout(Array(["Home", "Search", "Library", "Saved", "Profile"].prefix(count)), width: 360)
            #expect(bar.diagnostics.isEmpty)
        }
    }

    /// 65.6 dp items leave 57.6 dp for a label: "Notifications" needs 13 × 6.5 = 84.5.
    @Test func aLabelThatDoesNotFitIsCutAndReported() throws {
        let bar = try layout(["Home", "Search", "Library", "Saved", "Notifications"], width: 360)
        let item = bar.items[4]
        #expect(item.truncated && item.labelWidth <= 57.6)
        let finding = try #require(bar.diagnostics.first { $0.rule == .navigationBarTruncates })
        #expect(finding.severity == .warning && finding.itemIndex == 4)
        #expect(finding.message.contains("65.6 dp item"))
    }

    // MARK: The navigation rail (from 600 dp)

    /// Compose's `NavigationRail.kt`: an 80 dp column, items 80 × 56 dp spaced 4 dp apart
    /// and 4 dp from the top (`NavigationRailVerticalPadding`), the pill 56 × 32 at the item's
    /// top, centred (12 dp from the rail's edge); labels in Label Medium fitted to the column.
    @Test func theRailStacksItsDestinationsDownAnEightyDpColumn() throws {
        let labels = ["Home", "Shows", "Live", "Guide", "Profile"]
        let rail = try engine.layout(TabLayoutRequest(labels: labels, variant: .navigationRail, width: 600, selected: 2, metrics: .materialNavigationRail))
        #expect(rail.height == 5 * 56 + 6 * 4)
        #expect(rail.contentWidth == 80 && rail.width == 600)
        #expect(rail.items.allSatisfy { $0.x == 0 && $0.width == 80 && !$0.hidden })
        #expect(abs(rail.items[4].labelX - (80 - 7 * 6.5) / 2) < 0.001, "\"Profile\" is centred in the column")
        let pill = try #require(rail.indicator)
        #expect(pill.x == 12 && pill.width == 56)
        let metrics = TabMetrics.materialNavigationRail
        #expect((0..<5).map { TabMetrics.MaterialNavigationRail.itemTop($0, metrics) } == [4, 64, 124, 184, 244])
        #expect(rail.diagnostics.isEmpty)
    }

    @Test func aRailHoldsThreeToSevenDestinations() throws {
        let eight = try engine.layout(TabLayoutRequest(labels: (1...8).map { "Area \($0)" }, variant: .navigationRail, width: 840, metrics: .materialNavigationRail))
        let finding = try #require(eight.diagnostics.first { $0.rule == .navigationBarDestinations })
        #expect(finding.severity == .error && finding.message.contains("navigation rail holds 3 to 7 destinations, this one has 8"))
        let seven = try engine.layout(TabLayoutRequest(labels: (1...7).map { "Area \($0)" }, variant: .navigationRail, width: 840, metrics: .materialNavigationRail))
        #expect(seven.diagnostics.isEmpty)
        // A label wider than the column is cut, and said.
        let long = try engine.layout(TabLayoutRequest(labels: ["Home", "Notifications", "Profile"], variant: .navigationRail, width: 600, metrics: .materialNavigationRail))
        #expect(long.items[1].truncated && long.diagnostics.contains { $0.rule == .navigationBarTruncates && $0.message.contains("80 dp item") })
    }
}
