import Testing
import TabLayout

/// Material 3 Expressive, Android's default bar and rail, against the lengths Compose Material 3
/// publishes (`NavigationBarTokens`, `NavigationBarVerticalItemTokens`,
/// `NavigationBarHorizontalItemTokens`, `NavigationRailCollapsedTokens`,
/// `NavigationRailExpandedTokens`, `NavigationRailHorizontalItemTokens`; `ShortNavigationBar.kt`,
/// `WideNavigationRail.kt`). Labels measured with `FixedWidthMeasurer` (half an em a character)
/// plus the tracking after each: at Label Medium's 12 sp with 0.5 sp, "Home" is 4 × 6.5 = 26 dp.
@Suite struct MaterialExpressiveTests {
    let engine = TabLayoutEngine(measurer: FixedWidthMeasurer())
    let labels = ["Home", "Radio", "Library"]

    /// 360 dp: a 64 dp bar, three items 120 dp each, the 56 × 32 pill centred on the active
    /// one 6 dp from the top, the icon 4 dp inside it, the label's 16 sp line 4 dp under it.
    @Test func atPhoneWidthsTheBarIs64DpWithA56By32Pill() throws {
        let bar = try engine.layout(TabLayoutRequest(labels: labels, variant: .navigationBar, width: 360, selected: 1))
        #expect(bar.height == 64)
        #expect(bar.items.map(\.x) == [0, 120, 240] && bar.items.allSatisfy { $0.width == 120 })
        let pill = try #require(bar.indicator)
        #expect(pill == IndicatorGeometry(x: 152, width: 56, y: 6, height: 32))
        for item in bar.items {
            #expect(item.icon == IconBox(x: item.x + 48, y: 10, width: 24, height: 24), "the icon centred over its label")
            // The line box from 42 to 58; Roboto's ascent and descent put the baseline at 42 + (16 − 14.0625) / 2 + 11.133.
            #expect(abs(item.labelY - (42 + (16 - 12 * 2400 / 2048) / 2 + 12 * 1900 / 2048)) < 1e-9)
        }
        #expect(bar.diagnostics.isEmpty)
    }

    /// 700 dp: the items centred in the middle 60 % (three items), each label beside its icon in
    /// a 40 dp pill: 16 + 24 + 4 + label + 16.
    @Test func fromSixHundredDpEachLabelSitsBesideItsIcon() throws {
        let bar = try engine.layout(TabLayoutRequest(labels: labels, variant: .navigationBar, width: 700, selected: 2))
        #expect(bar.height == 64)
        #expect(bar.items.map(\.x) == [140, 280, 420] && bar.items.allSatisfy { $0.width == 140 })
        let library = bar.items[2]
        let pillWidth = 16 + 24 + 4 + library.labelWidth + 16
        #expect(library.labelWidth == 7 * 6.5)
        let pill = try #require(bar.indicator)
        #expect(pill == IndicatorGeometry(x: 420 + (140 - pillWidth) / 2, width: pillWidth, y: 12, height: 40))
        #expect(library.icon == IconBox(x: pill.x + 16, y: 20, width: 24, height: 24))
        #expect(abs(library.labelX - (pill.x + 16 + 24 + 4)) < 1e-9)
    }

    @Test func theBaselineStyleKeepsTheEightyDpBar() throws {
        let bar = try engine.layout(TabLayoutRequest(labels: labels, variant: .navigationBar, width: 700,
                                                     metrics: TabMetrics.material(.navigationBar, style: .baseline)))
        #expect(bar.height == 80)
        #expect(bar.indicator?.width == 64 && bar.indicator?.height == 32)
        #expect(bar.items.allSatisfy { $0.icon?.y == 16 }, "labels stay under the icons")
    }

    /// Collapsed: a 96 dp column, items from 44 dp down, each 64 dp tall and 4 dp apart.
    @Test func theCollapsedRailIs96DpWide() throws {
        let rail = try engine.layout(TabLayoutRequest(labels: ["Home", "Shows", "Live", "Guide"], variant: .navigationRail, width: 840, selected: 1))
        #expect(rail.contentWidth == 96)
        #expect(rail.items.allSatisfy { $0.x == 0 && $0.width == 96 })
        #expect(rail.items.map { $0.icon?.y } == [54, 122, 190, 258], "44 + the pill's 6 dp padding + 4, every 68 dp")
        #expect(rail.indicator == IndicatorGeometry(x: 20, width: 56, y: 118, height: 32), "item 1 from 112, its pill 6 dp lower")
        #expect(rail.height == 328, "44 + 4 × 64 + 3 × 4 + 16")
    }

    /// Expanded: as wide as the widest item needs, from 220 to 360 dp; each item a 56 dp pill
    /// at its leading edge, 20 dp in: 16, the icon, 8, the label in Label Large (14 sp, 0.1 sp).
    @Test func theExpandedRailHoldsItsLabelsBesideTheIcons() throws {
        let rail = try engine.layout(TabLayoutRequest(labels: ["Home", "Shows", "Live"], variant: .navigationRailExpanded, width: 840, selected: 0))
        #expect(rail.contentWidth == 220, "short labels: the narrowest expanded rail")
        #expect(rail.fontSize == 14)
        let home = rail.items[0]
        #expect(home.labelWidth == 4 * 7.1)
        #expect(rail.indicator == IndicatorGeometry(x: 20, width: 16 + 24 + 8 + home.labelWidth + 16, y: 44, height: 56))
        #expect(home.icon == IconBox(x: 36, y: 44 + 16, width: 24, height: 24))
        #expect(abs(home.labelX - 68) < 1e-9)
        let wide = try engine.layout(TabLayoutRequest(labels: ["Home", String(repeating: "Notifications ", count: 4)], variant: .navigationRailExpanded, width: 840))
        #expect(wide.contentWidth == 360, "never wider than 360 dp")
        #expect(wide.items[1].truncated)
    }

    @Test func rightToLeftMirrorsIconsWithTheirLabels() throws {
        let bar = try engine.layout(TabLayoutRequest(labels: labels, variant: .navigationBar, width: 700, rightToLeft: true))
        let home = bar.items[0]
        let icon = try #require(home.icon)
        #expect(icon.x > home.labelX + home.labelWidth, "the icon on the label's right, its leading side")
    }
}
