import Foundation
import Testing
import TabLayout
@testable import Handbook

/// Every character half an em wide: golden pictures that do not move with the font.
struct HalfEmMeasurer: TextMeasurer {
    func measureWidth(of text: String, fontSize: Double) -> Double { Double(text.count) * fontSize / 2 }
}

/// Component pages built from fixture specs on disk, asserted on the output files.
@Suite struct ComponentPageTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static let tabs = """
    component: Tabs
    summary: Switch between sections.
    kind: tabs
    anatomy:
      - { part: container, description: Holds the items. }
      - { part: item, description: One section. }
      - { part: label, description: Its name. }
      - { part: indicator, description: Marks the selection. }
    variants:
      scroll: { description: Scrolls. }
      fixed: { description: Shares the width., min-items: 2, max-items: 4 }
    states: [default, pressed, active]
    examples:
      - { title: Product details, variant: fixed, items: [About, Specifications, Photos], selected: 0 }
      - { title: Product details, variant: scroll, items: [About, Specs], selected: 1, caption: Two short nouns. }
      - { title: Actions, variant: scroll, items: [Add photo, Specs], intent: dont, caption: Not places. }
    related: [tab-bar, missing-one]

    """

    static let tabBar = """
    component: Tab bar
    summary: App sections.
    kind: tab-bar
    anatomy:
      - { part: container, description: The bar. }
      - { part: icon, description: The symbol. }
      - { part: badge, description: A count. }
    states: [default, pressed, active, disabled, badge]
    examples:
      - title: Music
        variant: phone
        items: [Home, Library, { label: Radio, badge: '3' }, Search]

    """

    // MARK: Golden anatomy

    /// The anatomy picture of a fixed bar, compared with `Goldens/anatomy-tabs-fixed.svg` one
    /// element a line. Regenerate on purpose: `HANDBOOK_REGENERATE_GOLDENS=1 swift test`.
    @Test func theAnatomyDiagramMatchesItsGolden() throws {
        let previews = PreviewRenderer(measurer: HalfEmMeasurer(), deviceWidths: [320, 375])
        let here = SourceLocation(file: "tabs.yml", line: 1, column: 1)
        let example = ComponentExample(variant: .fixed, items: ["About", "Specs", "Photos"].map { ComponentExample.Item(label: $0, labelLocation: here) },
                                 location: here, itemsLocation: here)
        let svg = try AnatomyDiagram(previews: previews).render(example, parts: ["container", "item", "label", "indicator"], idPrefix: "tabs-1", metrics: nil)
        let normalized = Self.normalize(svg)
        let golden = Self.goldens.appendingPathComponent("anatomy-tabs-fixed.svg")
        if ProcessInfo.processInfo.environment["HANDBOOK_REGENERATE_GOLDENS"] != nil {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try normalized.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(normalized == Self.normalize(expected))
        // Four numbered callouts, each with a leader line.
        #expect(svg.components(separatedBy: "<g class=\"callout\">").count == 5)
        #expect(svg.contains("<title id=\"tabs-1-title\">Anatomy: 1 container, 2 item, 3 label, 4 indicator</title>"))
    }

    /// One element a line, no trailing space, a final newline: diffs stay readable.
    static func normalize(_ svg: String) -> String {
        svg.replacingOccurrences(of: "><", with: ">\n<").split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n") + "\n"
    }

    // MARK: Pages

    @Test func aTabsPageShowsVariantsAtEveryDeviceWidthWithTheComputedThreshold() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabs, "Content/components/tab-bar.yml": Self.tabBar])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/tabs/index.html"))
        // Scroll and Fixed side by side at the narrowest phone; the explorer takes every other width.
        #expect(page.contains(">Scroll and Fixed at 320 pt</p>"))
        #expect(page.contains("min=\"280\" max=\"1024\" step=\"1\" value=\"320\" disabled"))
        // "Specifications" needs the widest fixed bar of the examples; the threshold is the engine's.
        let measurer = try GuidelineRuleTests.measurer()
        var example = try GuidelineRuleTests.example("variant: fixed\nitems: [About, Specifications, Photos]")
        example.variant = .fixed
        let threshold = try #require(GuidelineRules(measurer: measurer, deviceWidths: [320]).fixedThreshold(example, metrics: .defaults(for: .fixed)))
        #expect(page.contains("<p class=\"callout callout--warn\">Fixed truncates Specifications below \(Int(threshold.width.rounded(.up))) pt: use Scroll.</p>"))
        // The table of contents lists the sections.
        for id in ["anatomy", "variants", "examples", "states", "text-sizes", "localization", "known-gaps", "related", "for-engineers"] {
            #expect(page.contains("href=\"#\(id)\""), "toc entry \(id)")
        }
        #expect(page.contains("Text at 135 %") && page.contains("Text at 200 %"))
        #expect(page.contains("Right to left") && page.contains("Pseudo-localized (+40 %)"))
        // Tabs draw no badges (`TabsKind.supportedStates`): no badge is missing from their spec.
        #expect(page.contains("The disabled state is not specified yet") && !page.contains("Badges are not specified yet"))
        #expect(page.contains("<a href=\"../tab-bar/index.html\">Tab bar</a>"))
        #expect(page.contains("<li>missing-one</li>"))
        // Two examples share a title; their downloads do not share a file.
        #expect(site.exists("_site/components/tabs/examples/product-details.svg"))
        #expect(site.exists("_site/components/tabs/examples/product-details-1.svg"))
        #expect(page.contains("<a href=\"examples/product-details-1.svg\" download>"))
        #expect(page.contains("<details class=\"for-engineers\">"))
        // The Don't is framed and captioned with the rule it breaks.
        #expect(page.contains("<figure class=\"preview preview--dont\" data-rendition="))
        #expect(page.contains("<strong class=\"verdict\">Don’t</strong> Not places. <span class=\"breaks\">Breaks: &#39;Add photo&#39; starts with the verb &#39;Add&#39;"))
        // The fixed example that truncates is a finding; the Don't is not.
        // A related name no spec answers to is a warning at the name.
        #expect(report.locations(in: site) == ["Content/components/tabs.yml:14:62 tabs.fixed.truncates", "Content/components/tabs.yml:17:20 spec.related"])
        // SVG ids never repeat on a page.
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count, "\(ids.count - Set(ids).count) repeated ids")
    }

    @Test func aTabBarPageShowsEveryStateItSupports() throws {
        let site = try TestSite.basic(["Content/components/tab-bar.yml": Self.tabBar])
        defer { site.remove() }
        let report = site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/tab-bar/index.html"))
        for state in ["Default", "Pressed", "Active", "Disabled", "Badge"] {
            #expect(page.contains("<figcaption>\(state): "), "state \(state)")
        }
        #expect(!page.contains("id=\"known-gaps\""))
        // Every part has its callout: the badge is lent to an item for the diagram.
        #expect(page.components(separatedBy: "<g class=\"callout\">").count == 4)
        // The bar at the explorer's width, and a picture at each of the site's device widths:
        // the phone's bar below the tablet width, the tablet's from it.
        #expect(page.contains("aria-label=\"Tab bar at the width chosen below\""))
        for caption in ["Phone, 320 pt", "Phone, 375 pt", "Phone, 390 pt", "Tablet, 768 pt"] { #expect(page.contains(caption), "\(caption)") }
        #expect(report.previewCount > 10)
    }

    @Test func notesAreRenderedWithTheirBlocksAndTheirBrokenLinksReported() throws {
        let notes = "## When to use\n\nSee [labels](../guidelines/writing/labels.md) and [gone](../nowhere.md).\n\n## Examples\n\n```tabbar\nitems: [About, Add photo]\n```\n"
        let site = try TestSite.basic([
            "Content/components/tabs.yml": Self.tabs, "Content/components/tabs.md": notes,
            "Content/guidelines/writing/links.md": "# Links\n\nThe [tabs spec](../../components/tabs.yml) and [its notes](../../components/tabs.md#when-to-use).\n",
        ])
        defer { site.remove() }
        let report = site.build()
        let locations = report.locations(in: site)
        #expect(locations.contains("Content/components/tabs.md:3:51 link.broken"), "\(locations)")
        #expect(locations.contains("Content/components/tabs.md:8:16 labels.action-verb"), "\(locations)")
        let page = try #require(site.read("_site/components/tabs/index.html"))
        #expect(page.contains("<h2 id=\"when-to-use\""))
        #expect(page.contains("href=\"../../guidelines/writing/labels/index.html\""))
        // The notes' "Examples" heading keeps its id; the section takes another.
        #expect(page.contains("id=\"component-examples\""))
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count)
        let links = try #require(site.read("_site/guidelines/writing/links/index.html"))
        #expect(links.contains("href=\"../../../components/tabs/index.html\""))
        #expect(links.contains("href=\"../../../components/tabs/index.html#when-to-use\""))
    }

    @Test func hostileTitlesAndCaptionsAreEscapedInTabbarBlocks() throws {
        let block = "```tabbar\ntitle: \"<script>alert(1)</script>\"\nitems: [About, Specs]\n```\n\n"
            + "```tabbar\ncaption: 'Tom & \"Jerry\"'\nitems: [\"<b>About</b>\", Specs]\n```\n"
        let site = try TestSite.basic(["Content/guidelines/writing/hostile.md": "# Hostile\n\n" + block])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/guidelines/writing/hostile/index.html"))
        #expect(!page.contains("<script>alert") && !page.contains("<b>About"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("Tom &amp; &quot;Jerry&quot;") || page.contains("Tom &amp; \"Jerry\""))
        #expect(page.contains("&lt;b&gt;About&lt;/b&gt;"))
    }
}
