import Foundation
import Testing
@testable import Handbook

/// A kind added through the seam alone: `ChipGroupKind` lives in this folder, and the site
/// builds its page with its previews and its rule, with no edit to Handbook.
@Suite struct ComponentKindSeamTests {
    static let spec = """
    component: Filters
    summary: Chips that narrow a list.
    kind: chip-group
    examples:
      - caption: Few chips
        items: [New, Popular, Nearby]
      - caption: Too many chips
        items: [A, B, C, D, E, F, Seven]

    """
    static let partial = "<div class=\"chips\">{{#figures}}{{{.}}}{{/figures}}</div>\n"

    func build(_ site: TestSite, registering: Bool) -> BuildReport {
        var options = BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                   output: .directory(site.path("_site")))
        options.cacheFolder = site.path(".cache")
        if registering { options.kinds.register(ChipGroupKind()) }
        return SiteBuilder().build(options)
    }

    func site() throws -> TestSite {
        try TestSite.basic(["Content/components/filters.yml": Self.spec,
                            "Templates/partials/component/chips.mustache": Self.partial])
    }

    @Test func aRegisteredKindGetsItsPageItsPreviewsAndItsRule() throws {
        let site = try site()
        defer { site.remove() }
        let report = build(site, registering: true)
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.read("_site/components/filters/index.html"))
        // Its own section, in its own partial, holding the engine's two rows.
        #expect(html.contains("<section class=\"component-section\" id=\"chips\">\n<h2>Chips "))
        #expect(html.components(separatedBy: "<svg class=\"chip-row\"").count - 1 == 2)
        #expect(html.components(separatedBy: "class=\"chip\"").count - 1 == 10)
        // The rule, at the items of the example that breaks it.
        let rule = try #require(report.diagnostics.first { $0.id == "chip-group.too-many" })
        #expect(rule.severity == .warning)
        #expect(rule.location == SourceLocation(file: site.path("Content/components/filters.yml"), line: 8, column: 5))
        #expect(report.diagnostics.filter { $0.id == "chip-group.too-many" }.count == 1)
    }

    /// Nothing of the tab family reaches a kind outside it: its page, its facts and its twin
    /// name no tab, bar, scroll, indicator or tab rule, publish no label rules it does not check,
    /// and list only the rules every kind shares.
    @Test func aKindOutsideTheTabFamilySpeaksNoTabVocabulary() throws {
        let site = try site()
        defer { site.remove() }
        #expect(build(site, registering: true).succeeded)
        let html = try #require(site.read("_site/components/filters/index.html"))
        let main = try #require(html.components(separatedBy: "<main").dropFirst().first?.components(separatedBy: "</main>").first)
        let facts = try #require(site.read("_site/components/filters.json"))
        let twin = try #require(site.read("_site/components/filters/index.html.md"))
        let vocabulary = try Regex(#"(?i)\btabs?\b|tab-bar|tab bar|scroll|segmented|indicator|badge"#)
        for (name, text) in [("page", main), ("facts", facts), ("twin", twin)] {
            let found = text.matches(of: vocabulary).map { String(text[$0.range]) }
            #expect(found.isEmpty, "\(name) says \(found)")
        }
        #expect(!facts.contains("Labels contain no digits") && !twin.contains("## Content rules"))
        let object = try #require(JSONSerialization.jsonObject(with: Data(facts.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(!rules.isEmpty && rules.allSatisfy { ["example", "font", "tokens"].contains($0.prefix { $0 != "." }) }, "\(rules)")
    }

    @Test func theEngineMeasuresEachChip() throws {
        let row = ChipRowLayout(labels: ["New", "Popular"], measurer: HalfEmMeasurer())
        // 3 and 7 characters at 7 pt each (half of 14 pt), 12 pt padding each side, 8 pt apart.
        #expect(row.chips == [ChipRowLayout.Chip(label: "New", x: 16, width: 45), ChipRowLayout.Chip(label: "Popular", x: 69, width: 73)])
        #expect(row.width == 158)
    }

    /// The toy kind's examples take its own variant names only, and its spec takes no tab
    /// metrics: nothing of the tab family leaks into a kind outside it.
    @Test func aKindTakesItsOwnVariantsAndMetricsOnly() throws {
        let spec = Self.spec.replacingOccurrences(of: "  - caption: Few chips\n", with: "  - caption: Few chips\n    variant: row\n")
            .replacingOccurrences(of: "  - caption: Too many chips\n", with: "  - caption: Too many chips\n    variant: scroll\n")
            + "metrics:\n  height: 40\n"
        let site = try TestSite.basic(["Content/components/filters.yml": spec, "Templates/partials/component/chips.mustache": Self.partial])
        defer { site.remove() }
        let report = build(site, registering: true)
        let variant = try #require(report.diagnostics.first { $0.id == "example.variant" })
        #expect(variant.location == SourceLocation(file: site.path("Content/components/filters.yml"), line: 9, column: 14))
        let metric = try #require(report.diagnostics.first { $0.message.contains("height") })
        #expect(metric.location?.line == 12, "\(metric)")
        #expect(!report.diagnostics.contains { $0.location?.line == 6 }, "variant: row is the kind's own")
    }

    @Test func anUnregisteredKindIsAnErrorAtItsValue() throws {
        let site = try site()
        defer { site.remove() }
        let report = build(site, registering: false)
        let error = try #require(report.diagnostics.first { $0.id == "spec.kind" })
        #expect(error.severity == .error)
        #expect(error.location == SourceLocation(file: site.path("Content/components/filters.yml"), line: 3, column: 7))
        #expect(!site.exists("_site/components/filters/index.html"))
    }

    @Test func theBuiltInKindsAnswerTheSeamAsBefore() {
        #expect(ComponentKind.allCases.map(\.rawValue) == ["tabs", "tab-bar", "segmented-control"])
        #expect(ComponentStyle.parts(for: .tabs).prefix(2) == ["container", "indicator"])
        #expect(ComponentKind.tabBar.definition.keepsTextSize(on: .ios))
        #expect(!ComponentKind.tabBar.definition.keepsTextSize(on: .android))
        #expect(!ComponentKind.tabs.definition.keepsTextSize(on: .ios))
        #expect(ComponentKind.tabBar.definition.navigatesBetweenDestinations && !ComponentKind.tabs.definition.navigatesBetweenDestinations)
        #expect(ComponentKind.segmentedControl.definition.contrastPairs.map(\.background) == ["track", "thumb"])
        var kinds = ComponentKinds.builtIn
        kinds.register(ChipGroupKind())
        #expect(kinds["chip-group"] != nil && !kinds.isBuiltIn && ComponentKinds.builtIn["chip-group"] == nil)
    }

    /// A kind's specs speak its own words: its own style part is a key, and the tab family's
    /// words (a badge, a search tab, iOS's generation, a divider) are unknown keys at their places.
    @Test func aKindsSpecTakesItsOwnWordsAndNoneOfTheTabFamilys() throws {
        let spec = """
        component: Filters
        summary: Chips that narrow a list.
        kind: chip-group
        ios-version: 26
        style: { chip: "#dde3ff", divider: "#cccccc" }
        examples:
          - caption: Few chips
            search: Search
            items: [{ label: New, badge: 3 }, Popular]

        """
        let site = try TestSite.basic(["Content/components/filters.yml": spec, "Templates/partials/component/chips.mustache": Self.partial])
        defer { site.remove() }
        let report = build(site, registering: true)
        let unknown = report.diagnostics.filter { $0.id == "yaml.unknown-key" }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(unknown.count == 4, "\(unknown)")
        for (line, word) in [(4, "ios-version"), (5, "divider"), (8, "search"), (9, "badge")] {
            #expect(unknown.contains { $0.hasPrefix("\(line):") && $0.contains("'\(word)'") }, "\(word) at line \(line): \(unknown)")
        }
        #expect(!unknown.contains { $0.contains("'chip'") })
    }
}
