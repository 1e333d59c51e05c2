import Foundation
import Testing
@testable import Handbook

/// Component specs, `tabbar` blocks and the guideline rules, on small sites on disk.
@Suite struct ComponentTests {
    static let spec = """
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
      - { title: Product details, variant: fixed, items: [About, Specs], selected: 0, intent: do }

    """

    func site(spec: String = ComponentTests.spec, extra: [String: String] = [:]) throws -> TestSite {
        var files = ["Content/components/tabs.yml": spec]
        for (path, text) in extra { files[path] = text }
        return try TestSite.basic(files)
    }

    @Test func aComponentPageHasEverySection() throws {
        let site = try site()
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.componentCount == 1)
        let page = try #require(site.read("_site/components/tabs/index.html"))
        for id in ["anatomy", "variants", "examples", "states", "text-sizes", "localization", "known-gaps", "for-engineers"] {
            #expect(page.contains("id=\"\(id)\""), "section \(id)")
        }
        #expect(page.contains("<ol class=\"anatomy-list\">"))
        #expect(page.contains("Fixed fits these labels down to 320 pt"))
        #expect(page.contains("The disabled state is not specified yet"))
        #expect(site.exists("_site/components/tabs/examples/product-details.svg"))
        let json = try #require(site.read("_site/components/tabs/examples/product-details.json"))
        #expect(json.contains("\"variant\": \"fixed\""))
    }

    @Test func fixedThatTruncatesIsRecommendedScroll() throws {
        let site = try site(spec: Self.spec.replacingOccurrences(of: "items: [About, Specs]", with: "items: [Specifications, Reviews, Questions]"))
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        let page = try #require(site.read("_site/components/tabs/index.html"))
        #expect(page.contains("Fixed truncates Specifications below "))
        #expect(page.contains(": use Scroll."))
        #expect(report.locations(in: site).contains("Content/components/tabs.yml:14:55 tabs.fixed.truncates"))
    }

    @Test(arguments: [
        ("kind: tabz", "spec.kind", 3, 7),
        ("summary: [a", "yaml.syntax", 3, 5),
        ("colour: red", "yaml.unknown-key", 15, 1),
        ("examples:\n  - { variant: sideways, items: [A, B] }", "example.variant", 14, 16),
        ("examples:\n  - { variant: scroll, items: [] }", "example.items-empty", 14, 31),
        ("examples:\n  - { variant: scroll, items: [A, B], selected: 2 }", "example.selected", 14, 49),
        ("metrics: { height: 0 }", "yaml.value", 15, 20),
        ("metrics: { height: -4 }", "yaml.value", 15, 20),
        ("metrics: { heigth: 4 }", "yaml.unknown-key", 15, 12),
    ])
    func specErrorsArePositioned(line: String, id: String, row: Int, column: Int) throws {
        let text: String
        if line.hasPrefix("kind:") {
            text = Self.spec.replacingOccurrences(of: "kind: tabs", with: line)
        } else if line.hasPrefix("summary:") {
            text = Self.spec.replacingOccurrences(of: "summary: Switch between sections.", with: line)
        } else if line.hasPrefix("examples:") {
            text = Self.spec.components(separatedBy: "examples:")[0].trimmingCharacters(in: .newlines) + "\n" + line + "\n"
        } else {
            text = Self.spec + line + "\n"
        }
        let site = try site(spec: text)
        defer { site.remove() }
        let found = try #require(site.build().diagnostics.first { $0.id == id }, "\(id) in \(text)")
        #expect(found.location?.line == row)
        #expect(found.location?.column == column)
    }

    @Test func anEmptySpecAndTwoSpecsWithOneName() throws {
        let site = try site(extra: ["Content/components/empty.yml": "", "Content/components/tabs-again.yml": Self.spec])
        defer { site.remove() }
        let ids = site.build().diagnostics.map(\.id)
        #expect(ids.contains("spec.empty"))
        #expect(ids.contains("spec.duplicate"))
    }

    @Test(arguments: [
        ("[Add photo, Edit]", "labels.action-verb"),
        ("[Reviews, Reviews]", "labels.duplicate"),
        ("[Top 10, Photos]", "labels.digits"),
        ("[Product Details, Photos]", "labels.sentence-case"),
        ("[Shipping and returns, Photos]", "labels.max-words"),
        ("[Only]", "tabs.single-item"),
        ("[A, B, C, D, E]", "tabs.fixed.item-count"),
    ])
    func labelRulesInTabbarBlocks(items: String, rule: String) throws {
        let site = try site(extra: ["Content/guidelines/writing/block.md": "---\ntitle: Block\n---\n\nIntro.\n\n```tabbar\nvariant: fixed\nitems: \(items)\n```\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        let finding = try #require(report.diagnostics.first { $0.id == rule }, "\(report.diagnostics.map(\.id))")
        #expect(finding.location?.file.hasSuffix("block.md") == true)
        #expect(finding.location?.line == 9)
    }

    @Test(arguments: [
        ("tab-bar", "[Home, Search, Library, Profile, Settings, Inbox]", "tab-bar.phone.more-item"),
        ("tab-bar\ndevice: tablet", "[Home, Search, Library, Profile, Settings, Inbox, Help, Saved]", "tab-bar.tablet.too-many-items"),
        ("tab-bar", "[{label: Inbox, badge: new}, Home]", "tab-bar.badge"),
        ("segmented", "[Day, Week, Month, Year, Decade, Century]", "segmented.segment-count"),
    ])
    func geometryRulesInTabbarBlocks(variant: String, items: String, rule: String) throws {
        let site = try site(extra: ["Content/guidelines/writing/block.md": "---\ntitle: Block\n---\n\n```tabbar\nvariant: \(variant)\nitems: \(items)\n```\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        let finding = try #require(report.diagnostics.first { $0.id == rule }, "\(report.diagnostics.map(\.id))")
        #expect(finding.location?.file.hasSuffix("block.md") == true)
    }

    @Test func aDontMustBreakSomething() throws {
        let site = try site(extra: ["Content/guidelines/writing/block.md": "---\ntitle: Block\n---\n\n```tabbar\nitems: [About, Specs]\nintent: dont\n```\n\n```tabbar\nitems: [Add photo, Specs]\nintent: dont\n```\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/guidelines/writing/block.md:6:1 example.dont-breaks-nothing"])
        let page = try #require(site.read("_site/guidelines/writing/block/index.html"))
        #expect(page.contains("<strong class=\"verdict\">Don’t</strong>"))
        #expect(page.contains("Breaks: "))
    }

    @Test func hostileLabelsAreEscapedInHTMLSVGAndJSON() throws {
        let hostile = Self.spec.replacingOccurrences(of: "items: [About, Specs]", with: "items: [\"<script>x</script>\", \"A & \\\"B\\\"\"]")
        let site = try site(spec: hostile)
        defer { site.remove() }
        _ = site.build()
        for (path, data) in site.snapshot() where path.hasPrefix("components/") {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("<script>"), "\(path)")
        }
        let json = try #require(site.read("_site/components/tabs/examples/product-details.json"))
        #expect(json.contains("\\u003cscript\\u003e"))
        let svg = try #require(site.read("_site/components/tabs/examples/product-details.svg"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(svg.contains("A &amp; &quot;B&quot;"))
    }

    @Test func theBundledContentPassesCheckClean() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content").path
        var options = BuildOptions(contentDirectory: content)
        options.output = .none
        let report = SiteBuilder().build(options)
        #expect(report.diagnostics.isEmpty, "\(DiagnosticFormatter().format(report.diagnostics))")
        #expect(report.componentCount == 3)
        #expect(report.previewCount > 40)
    }
}
