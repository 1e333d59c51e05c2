import Foundation
import TabLayout
import Testing
@testable import Handbook
@testable import HandbookMarkdown
@testable import HandbookPreview

/// SVG structure (DESIGN.md's contract) and the anatomy golden.
@Suite struct PreviewSVGTests {
    /// Every character is 8 pt wide at 14 pt: goldens that do not depend on a font file.
    struct FixedMeasurer: TextMeasurer {
        func measureWidth(of text: String, fontSize: Double) -> Double { Double(text.count) * fontSize * 8 / 14 }
    }

    func layout(_ labels: [String], _ variant: TabVariant, width: Double, selected: Int = 0, rtl: Bool = false) throws -> TabBarLayout {
        try TabLayoutEngine(measurer: FixedMeasurer()).layout(TabLayoutRequest(labels: labels, variant: variant, width: width, selected: selected, rightToLeft: rtl))
    }

    @Test func structureFollowsTheContract() throws {
        let layout = try layout(["Overview", "Specifications", "Reviews", "Questions", "Related", "Notifications"], .scroll, width: 360, selected: 5)
        let svg = TabBarSVGRenderer(idPrefix: "t").render(layout)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("<title id=\"t-title\">Tabs, scroll, 6 items, Notifications selected, 360 pt</title>"))
        #expect(svg.matches(of: /<g class="tab[^"]*" data-index="\d" data-x="[-\d.]+" data-width="[\d.]+"/).count == 6)
        #expect(svg.matches(of: /<text class="label" data-width="[\d.]+"/).count == 6)
        #expect(svg.contains("class=\"indicator\""))
        #expect(!svg.contains("textLength"))
        #expect(svg.contains("class=\"frame\""), "a scrolling bar is drawn in a device frame")
        #expect(svg.contains("class=\"offscreen\""), "with the overflow faded")
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }

    @Test func labelsAndTitlesAreEscaped() throws {
        let layout = try layout(["<script>", "A & \"B\""], .fixed, width: 390)
        let svg = TabBarSVGRenderer(idPrefix: "t").render(layout)
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(svg.contains("A &amp; &quot;B&quot;"))
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }

    @Test func statesAreDrawnDistinctly() throws {
        let request = TabLayoutRequest(items: [TabItem("Home"), TabItem("Search", state: .pressed), TabItem("Saved", state: .disabled), TabItem("Inbox", badge: .count(120))],
                                       variant: .tabBar, width: 375)
        let svg = TabBarSVGRenderer(idPrefix: "t").render(try TabLayoutEngine(measurer: FixedMeasurer()).layout(request))
        #expect(svg.contains("tab--active"))
        #expect(svg.contains("tab--pressed"))
        #expect(svg.contains("tab--disabled"))
        #expect(svg.contains(">99+</text>"), "a badge past 99 reads 99+")
        #expect(svg.contains("var(--hb-preview-disabled"))
    }

    /// The anatomy diagram against a committed golden; regenerate on purpose with
    /// `HANDBOOK_REGENERATE_GOLDENS=1 swift test --filter anatomyGolden`.
    @Test func anatomyGolden() throws {
        let location = Handbook.SourceLocation(file: "tabs.yml", line: 1, column: 1)
        let example = ComponentExample(variant: .scroll, items: ["About", "Specs", "Photos"].map { ComponentExample.Item(label: $0, labelLocation: location) },
                                 location: location, itemsLocation: location)
        let previews = PreviewRenderer(measurer: FixedMeasurer(), deviceWidths: [320, 375])
        let svg = try AnatomyDiagram(previews: previews).render(example, parts: ["container", "item", "label", "indicator"], idPrefix: "anatomy", metrics: nil)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/anatomy-tabs.svg")
        if ProcessInfo.processInfo.environment["HANDBOOK_REGENERATE_GOLDENS"] != nil {
            try Data((svg + "\n").utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(svg + "\n" == expected)
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }
}

/// Well-formedness with Foundation's XML parser.
enum XMLDocumentCheck {
    static func isWellFormed(_ text: String) throws -> Bool {
        XMLParserProbe.parse(text)
    }
}
