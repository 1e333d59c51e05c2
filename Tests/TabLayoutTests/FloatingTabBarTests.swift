import Testing
import TabLayout

/// iOS 26's floating tab bar. Apple publishes none of its lengths, so these goldens use a
/// team's values as a spec would give them (height 62, corner radius 31, 21 from the screen's
/// edges, items 4 inside the capsule, the search tab 8 after it, minimised 48 high); what is
/// checked is how the engine places the parts from them. Labels: `FixedWidthMeasurer`, half an
/// em a character at the tab bar's 10 pt, so "Radio" is 25 pt.
@Suite struct FloatingTabBarTests {
    let engine = TabLayoutEngine(measurer: FixedWidthMeasurer())

    static let lengths = FloatingBarMetrics([.height: 62, .cornerRadius: 31, .edgeInset: 21, .itemInset: 4, .searchGap: 8, .minimizedHeight: 48])

    func layout(_ labels: [String], search: String? = "Search", width: Double = 390, selected: Int = 1, rtl: Bool = false,
                lengths: FloatingBarMetrics = Self.lengths) throws -> TabBarLayout {
        var metrics = TabMetrics.defaults(for: .floatingTabBar)
        metrics.floating = lengths
        var request = TabLayoutRequest(labels: labels, variant: .floatingTabBar, width: width, selected: selected, metrics: metrics, rightToLeft: rtl)
        request.search = search.map { TabItem($0) }
        return try engine.layout(request)
    }

    /// 390 − 2 × 21 − (8 + 62) = 278 for the capsule; less 4 either side, 270 shared by four tabs.
    @Test func theCapsuleLeavesRoomForTheSearchTabAtTheTrailingEnd() throws {
        let bar = try layout(["Home", "Radio", "Library", "Profile"])
        let floating = try #require(bar.floating)
        #expect(floating.bar == BarBox(x: 21, y: 45, width: 278, height: 62, radius: 31))
        #expect(floating.search == BarBox(x: 307, y: 45, width: 62, height: 62, radius: 31), "a circle as tall as the bar, 8 after it, 21 from the edge")
        #expect(floating.searchLabel == "Search")
        #expect(bar.items.map(\.x) == [25, 92.5, 160, 227.5])
        #expect(bar.items.allSatisfy { $0.width == 67.5 })
        #expect(bar.items[1].labelWidth == 25 && bar.items[1].labelX == 113.75, "\"Radio\" centred in its tab")
        #expect(floating.selection == BarBox(x: 92.5, y: 49, width: 67.5, height: 54, radius: 27))
        #expect(bar.indicator == IndicatorGeometry(x: 92.5, width: 67.5, y: 49, height: 54), "the selection is the indicator")
        #expect(bar.height == 128, "the page above the bar (24), the bar and the inset above and below it")
        #expect(bar.diagnostics.isEmpty)
    }

    @Test func withoutASearchTabTheCapsuleSpansTheScreenLessItsInsets() throws {
        let bar = try layout(["Home", "Radio", "Library", "Profile"], search: nil)
        let floating = try #require(bar.floating)
        #expect(floating.bar.width == 348 && floating.search == nil)
        #expect(bar.items.map(\.width) == [85, 85, 85, 85])
        #expect(floating.minimized.search == nil)
    }

    /// A compact bar keeps its size on a wider screen: past the widest iPhone (440 pt) the
    /// capsule and its search tab are as wide as there, 440 − 2 × 21 = 398, and stand centred;
    /// on 2342cfc the capsule at 1,000 pt spanned 888 pt. `max-width` sets the size instead.
    @Test func onAWideScreenTheBarKeepsItsCompactSizeCentred() throws {
        let atWidest = try #require(try layout(["Home", "Radio", "Library", "Profile"], width: 440).floating)
        #expect(atWidest.bar == BarBox(x: 21, y: 45, width: 328, height: 62, radius: 31))
        let bar = try layout(["Home", "Radio", "Library", "Profile"], width: 1000)
        let floating = try #require(bar.floating)
        #expect(floating.bar == BarBox(x: 301, y: 45, width: 328, height: 62, radius: 31), "(1000 − 398) ÷ 2 = 301")
        #expect(floating.search == BarBox(x: 637, y: 45, width: 62, height: 62, radius: 31), "8 after the capsule, ending at 699 = 1000 − 301")
        #expect(bar.items.map(\.width) == [80, 80, 80, 80], "328 less 4 either side, shared by four")
        #expect(floating.minimized.bar.x == 301 && floating.minimized.search?.x == 651)
        var capped = Self.lengths
        capped[.maxWidth] = 300
        let narrow = try #require(try layout(["Home", "Radio"], search: nil, width: 1000, lengths: capped).floating)
        #expect(narrow.bar == BarBox(x: 350, y: 45, width: 300, height: 62, radius: 31))
        let phone = try #require(try layout(["Home", "Radio"], search: nil, width: 320, lengths: capped).floating)
        #expect(phone.bar.width == 278, "a narrower screen still takes its own width less the insets")
    }

    /// The minimised bar keeps the selected tab at the leading edge; the search tab, as tall, at the trailing edge.
    @Test func theMinimisedBarHoldsTheSelectedTabWithTheSearchTabBesideIt() throws {
        let minimized = try #require(try layout(["Home", "Radio", "Library", "Profile"]).floating?.minimized)
        #expect(minimized.height == 114, "the page above (24), the bar and its insets")
        #expect(minimized.bar == BarBox(x: 21, y: 45, width: 48, height: 48, radius: 24), "no minimised width: a circle")
        #expect(minimized.search == BarBox(x: 321, y: 45, width: 48, height: 48, radius: 24))
        var wider = Self.lengths
        wider[.minimizedWidth] = 64
        #expect(try layout(["Home", "Radio"], lengths: wider).floating?.minimized.bar.width == 64)
    }

    @Test func rightToLeftPutsTheSearchTabOnTheLeft() throws {
        let bar = try layout(["Home", "Radio", "Library", "Profile"], rtl: true)
        let floating = try #require(bar.floating)
        #expect(floating.search?.x == 21)
        #expect(floating.bar.x == 91)
        #expect(bar.items[0].maxX == 365, "the first tab at the right end of the capsule, 4 inside it")
        #expect(floating.minimized.bar.x == 321 && floating.minimized.search?.x == 21)
        #expect(floating.selection.x == bar.items[1].x)
    }

    @Test func pastFiveTabsFourShowAndMoreListsTheRest() throws {
        let bar = try layout(["Home", "Radio", "Library", "Shows", "Charts", "Profile"], selected: 5)
        #expect(bar.more == ["Charts", "Profile"])
        #expect(bar.items.last?.isMoreItem == true && bar.activeIndex == bar.items.count - 1)
        #expect(bar.diagnostics.contains { $0.rule == .phoneMoreItem })
    }

    @Test func aMinimisedBarSmallerThanTheTouchTargetIsReported() throws {
        var small = Self.lengths
        small[.minimizedHeight] = 40
        let finding = try #require(try layout(["Home", "Radio"], lengths: small).diagnostics.first { $0.rule == .touchTarget })
        #expect(finding.message.contains("minimised tab bar's tab is 40 × 40 pt"))
    }

    /// Apple publishes no length for the bar: without the spec's, the engine refuses it and names what is missing.
    @Test func missingLengthsAreRefusedByName() throws {
        let partial = FloatingBarMetrics([.height: 62, .edgeInset: 21])
        #expect(throws: TabLayoutError.missingMetrics(variant: .floatingTabBar, group: "floating", keys: ["corner-radius", "minimized-height", "search-gap"])) {
            try layout(["Home", "Radio"], lengths: partial)
        }
        #expect(throws: TabLayoutError.missingMetrics(variant: .floatingTabBar, group: "floating", keys: ["corner-radius", "minimized-height"])) {
            try layout(["Home", "Radio"], search: nil, lengths: partial)
        }
        var negative = Self.lengths
        negative[.searchGap] = -1
        #expect(throws: TabLayoutError.invalidMetric(name: "floating search gap", value: -1)) { try layout(["Home"], selected: 0, lengths: negative) }
    }
}
