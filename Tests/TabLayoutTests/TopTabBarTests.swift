import Testing
import TabLayout

/// iPadOS's top tab bar and the sidebar it can turn into. Apple publishes none of their
/// lengths; these goldens use a team's (bar 50 high, corner radius 25, 12 from the screen's
/// top and sides, 16 either side of a label, items 4 inside the capsule, 15 pt labels; a
/// sidebar 320 wide with rows 44 high). Labels: `FixedWidthMeasurer`, 7.5 pt a character at 15 pt.
@Suite struct TopTabBarTests {
    let engine = TabLayoutEngine(measurer: FixedWidthMeasurer())

    static let lengths = TopBarMetrics([.height: 50, .cornerRadius: 25, .edgeInset: 12, .itemPadding: 16, .itemInset: 4, .fontSize: 15,
                                        .sidebarWidth: 320, .sidebarRowHeight: 44])

    func layout(_ labels: [String], width: Double = 1024, selected: Int = 1, sidebar: Bool = false, rtl: Bool = false,
                lengths: TopBarMetrics = Self.lengths) throws -> TabBarLayout {
        var metrics = TabMetrics.defaults(for: .topTabBar, device: .tablet)
        metrics.topBar = lengths
        var request = TabLayoutRequest(labels: labels, variant: .topTabBar, width: width, selected: selected, metrics: metrics,
                                       rightToLeft: rtl, device: .tablet)
        request.sidebarAdaptable = sidebar
        return try engine.layout(request)
    }

    /// Each tab its label and 16 either side: 62, 69.5, 62, 69.5; with 4 inside each end, 271 centred in 1024.
    @Test func textTabsSitInACapsuleCentredAtTheTop() throws {
        let bar = try layout(["Home", "Shows", "Live", "Guide"])
        let top = try #require(bar.topBar)
        #expect(bar.fontSize == 15)
        #expect(top.bar == BarBox(x: 376.5, y: 12, width: 271, height: 50, radius: 25))
        #expect(bar.items.map(\.x) == [380.5, 442.5, 512, 574])
        #expect(bar.items.map(\.width) == [62, 69.5, 62, 69.5])
        #expect(top.selection == BarBox(x: 442.5, y: 16, width: 69.5, height: 42, radius: 21))
        #expect(bar.height == 98, "the bar, its insets and the page under it (24)")
        #expect(top.sidebarButton == nil && top.sidebar == nil)
        #expect(bar.diagnostics.isEmpty)
    }

    @Test func aSidebarAdaptableBarHasTheButtonAndTheSidebarsRows() throws {
        let bar = try layout(["Home", "Shows", "Live", "Guide"], sidebar: true)
        let top = try #require(bar.topBar)
        #expect(top.sidebarButton == BarBox(x: 12, y: 12, width: 50, height: 50, radius: 25))
        let sidebar = try #require(top.sidebar)
        #expect(sidebar.panel == BarBox(x: 12, y: 12, width: 320, height: 184, radius: 25))
        #expect(sidebar.rowTops == [16, 60, 104, 148])
        #expect(sidebar.rows.allSatisfy { $0.x == 16 && $0.width == 312 && $0.labelX == 72 })
        #expect(sidebar.selection == BarBox(x: 16, y: 60, width: 312, height: 44, radius: 21))
        #expect(sidebar.height == 208)
    }

    /// Too wide for 400 pt less the insets and the button's room both sides: the tabs share it and cut their labels.
    @Test func tabsThatDoNotFitShareTheRoomAndAreCut() throws {
        let bar = try layout(["Notifications", "Recommendations", "Subscriptions"], width: 400, sidebar: true)
        let room = 400.0 - 24 - 2 * 62
        #expect(abs(bar.items.map(\.width).reduce(0, +) - (room - 8)) < 0.001)
        #expect(bar.items.contains { $0.truncated })
        #expect(bar.diagnostics.contains { $0.rule == .tabBarTruncates })
    }

    @Test func rightToLeftMirrorsTheButtonAndTheSidebar() throws {
        let bar = try layout(["Home", "Shows", "Live", "Guide"], sidebar: true, rtl: true)
        let top = try #require(bar.topBar)
        #expect(top.sidebarButton?.x == 962, "1024 − 12 − 50")
        #expect(top.sidebar?.panel.x == 692, "1024 − 12 − 320")
        #expect(top.sidebar?.rows[0].labelX == 922, "\"Home\" (30) ends where it started from the right: 1024 − 72")
    }

    /// Apple's iPadOS advice: five tabs or fewer by default.
    @Test func moreThanFiveTabsIsAWarning() throws {
        #expect(try layout(["Home", "Shows", "Live", "Guide", "Kids"]).diagnostics.isEmpty)
        let six = try layout(["Home", "Shows", "Live", "Guide", "Kids", "Profile"])
        let finding = try #require(six.diagnostics.first { $0.rule == .iPadTopBarTabs })
        #expect(finding.severity == .warning && finding.message.hasPrefix("6 tabs in an iPad's top tab bar; Apple advises five or fewer"))
    }

    @Test func missingLengthsAreRefusedByName() throws {
        let partial = TopBarMetrics([.height: 50, .cornerRadius: 25, .edgeInset: 12, .itemPadding: 16])
        #expect(throws: TabLayoutError.missingMetrics(variant: .topTabBar, group: "top-bar", keys: ["sidebar-width", "sidebar-row-height"])) {
            try layout(["Home", "Shows"], sidebar: true, lengths: partial)
        }
        #expect(try layout(["Home", "Shows"], lengths: partial).fontSize == 10, "without its own font size, the spec's label size")
    }
}
