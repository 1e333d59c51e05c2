import Foundation
import Testing
@testable import Handbook

/// Every view of a preview reads one computed fact: the Themes table's verdicts are the
/// findings `check` reports, the pairs it shows are the paints the pictures draw, and a
/// guideline block draws a bar as the component page does.
@Suite struct OneTruthTests {
    /// The Themes table's failing cells of a page, as `"[theme] rule"` (`[android] [light] …` on Android).
    static func lowCells(_ html: String) throws -> Set<String> {
        let cell = try Regex(#"<td class="contrast--low" data-rule="([^"]+)" data-theme="([^"]+)">"#)
        return Set(html.matches(of: cell).map { "\($0.output[2].substring ?? "") \($0.output[1].substring ?? "")" })
    }

    /// The contrast findings of a report in the same form: the brackets their message opens with, and the rule.
    static func contrastFindings(_ report: BuildReport, in site: TestSite, file: String) -> Set<String> {
        Set(report.diagnostics.filter { $0.id.hasPrefix("contrast.") && $0.location?.file.hasSuffix(file) == true }.map { finding in
            let brackets = finding.message.split(separator: " ").prefix { $0.hasPrefix("[") }.joined(separator: " ")
            return "\(brackets) \(finding.id)"
        })
    }

    @Test func theThemesTableFailsExactlyWhatCheckReports() throws {
        let site = try TokenSiteTests.site()
        defer { site.remove() }
        let report = site.build()
        let html = try #require(site.read("_site/components/tabs/index.html"))
        let cells = try Self.lowCells(html)
        #expect(cells == ["[dark] contrast.text"], "the dark secondary label fails, and only it")
        #expect(Self.contrastFindings(report, in: site, file: "tabs.yml") == cells)
    }

    /// The token pages' contrast lines once paired tokens by themselves, with the small-text
    /// minimum and pairs no picture paints; now they are the Themes tables' verdicts.
    @Test func tokenPagesShowTheThemesTablesRatiosAndMarkWhatCheckReports() throws {
        let site = try TokenSiteTests.site()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let component = try #require(site.read("_site/components/tabs/index.html"))
        let cell = try Regex(#"<td class="contrast--(ok|low)" data-rule="[^"]+" data-theme="[^"]+">(?:<span class="swatch"[^>]*></span>)*\s*([0-9.]+):1"#)
        let table = component.matches(of: cell).map { ($0.output[1].substring == "low", String($0.output[2].substring ?? "")) }
        let line = try Regex(#"<span class="token-contrast( token-contrast--low)?">on [^:]+: ([0-9.]+):1"#)
        let tokenPages = site.snapshot().filter { $0.key.hasPrefix("tokens/") && $0.key.hasSuffix("index.html") }
        let lines = tokenPages.values.flatMap { String(decoding: $0, as: UTF8.self).matches(of: line).map { ($0.output[1].substring != nil, String($0.output[2].substring ?? "")) } }
        #expect(!lines.isEmpty)
        #expect(Set(lines.map(\.1)).isSubset(of: Set(table.map(\.1))), "\(lines) \(table)")
        #expect(Set(lines.filter(\.0).map(\.1)) == Set(table.filter(\.0).map(\.1)), "\(lines) \(table)")
    }

    @Test func aTabBarOnIOSAndAndroidShowsEachPlatformsOwnPairsAndCheckAgrees() throws {
        let spec = """
        component: Tab bar
        summary: Top-level destinations.
        kind: tab-bar
        platform: [ios, android]
        style:
          container: "{color.bar}"
          label: "{color.text.secondary}"
          active-label: "{color.accent}"
          indicator: "{color.accent}"
          active-icon: "{color.accent}"
        examples:
          - { title: Home, items: [{ label: Home, icon: home }, { label: Search, icon: search }, { label: Library, icon: library_books }], selected: 0 }
        """
        let site = try TokenSiteTests.site(spec: spec)
        defer { site.remove() }
        let report = site.build()
        let html = try #require(site.read("_site/components/tabs/index.html"))
        // iOS draws no pill: the accent-on-accent pair is no row of its, and no finding.
        #expect(!html.contains("<th scope=\"row\">Active icon on the pill"))
        let cells = try Self.lowCells(html)
        #expect(Self.contrastFindings(report, in: site, file: "tabs.yml") == cells, "\(report.diagnostics.map(\.message))")
        // Android's pill row is the pill the pictures paint, theme by theme.
        let columns = try html.matches(of: Regex(#"<th scope="col" data-tokens="([^"]*)">"#)).map { String($0.output[1].substring ?? "") }
        #expect(columns.count == 3)
        let rowStart = try #require(html.range(of: "<th scope=\"row\">Android: Active icon on the pill"))
        let row = String(html[rowStart.upperBound...].prefix { $0 != "\n" })
        let swatches = try row.matches(of: Regex(#"background: (#[0-9a-f]{6})"#)).map { String($0.output[1].substring ?? "") }
        #expect(swatches.count == 2 * columns.count)
        for (index, tokens) in columns.enumerated() {
            let svgPattern = try Regex(#"<svg[^>]*data-platform="android"[^>]*data-tokens=""# + NSRegularExpression.escapedPattern(for: tokens) + #""[^>]*>(?s:.*?)</svg>"#)
            let svg = try #require(html.firstMatch(of: svgPattern).map { String(html[$0.range]) }, "an Android picture in \(tokens)")
            let pill = try #require(svg.firstMatch(of: try Regex(#"class="indicator pill"[^>]*fill="(#[0-9a-f]{6})""#))?.output[1].substring)
            let icon = try #require(svg.firstMatch(of: try Regex(#"class="tab tab--active"[^>]*>\s*<g class="icon"[^>]*color="(#[0-9a-f]{6})""#))?.output[1].substring)
            #expect([String(icon), String(pill)] == Array(swatches[(2 * index)...(2 * index + 1)]), "\(tokens)")
        }
    }

    /// What an Android picture paints, per theme: the bar, the pill and the selected icon.
    static func androidPaints(_ html: String) throws -> Set<String> {
        let svg = try Regex(#"<svg[^>]*data-platform="android"[^>]*>(?s:.*?)</svg>"#)
        return Set(try html.matches(of: svg).map { match in
            let picture = String(html[match.range])
            func first(_ pattern: String) throws -> String { String(try picture.firstMatch(of: Regex(pattern))?.output[1].substring ?? "-") }
            return [try first(#"data-tokens="([^"]*)""#), try first(#"class="surface"[^>]*fill="([^"]+)""#),
                    try first(#"class="indicator pill"[^>]*fill="([^"]+)""#),
                    try first(#"class="tab tab--active"[^>]*>\s*<g class="icon"[^>]*color="([^"]+)""#)].joined(separator: " ")
        })
    }

    @Test func aGuidelineBlockOnAndroidPaintsTheBarAsTheComponentPageDoes() throws {
        let items = "[{ label: Home, icon: home }, { label: Search, icon: search }, { label: Library, icon: library_books }]"
        // Android's own paints, as the bundled tab bar writes them under `style: android:`.
        let spec = """
        component: Tab bar
        summary: Top-level destinations.
        kind: tab-bar
        platform: [ios, android]
        style:
          container: "{color.bar}"
          label: "{color.text.secondary}"
          active-label: "{color.accent}"
          android: { container: "#f1f1f8", indicator: "#dfe1ff", active-icon: "#23295c" }
        examples:
          - { title: Home, items: \(items), selected: 0 }
        """
        let page = "# Bars\n\n```tabbar\nvariant: tab-bar\nplatform: android\nwidth: 375\nitems: \(items)\n```\n"
        let site = try TokenSiteTests.site(spec: spec, extra: ["Content/guidelines/bars.md": page])
        defer { site.remove() }
        let report = site.build()
        #expect(!report.diagnostics.hasErrors)
        let block = try Self.androidPaints(try #require(site.read("_site/guidelines/bars/index.html")))
        let component = try Self.androidPaints(try #require(site.read("_site/components/tabs/index.html")))
        #expect(block.count == 3, "\(block)")
        #expect(block.isSubset(of: component), "block \(block) against the page's \(component)")
        // The pill and its icon in Android's own paints, in every theme, on both pages.
        for paints in block {
            let parts = paints.split(separator: " ")
            #expect(parts[1...3] == ["#f1f1f8", "#dfe1ff", "#23295c"], "\(paints)")
        }
    }

    /// A guideline block of an app's bar is drawn on its device's screen, as the component page
    /// draws it, with the bar alone one click away; `screen: false` draws it alone; tabs and
    /// segmented controls stay alone; a `screen:` that is not a flag is an error at its value.
    @Test func aGuidelineBlockOfABarIsDrawnOnItsScreen() throws {
        let page = """
        # Bars

        ```tabbar
        variant: tab-bar
        items: [Home, Search, Library]
        ```

        ```tabbar
        variant: tab-bar
        screen: false
        items: [Home, Search, Library]
        ```

        ```tabbar
        variant: fixed
        items: [Day, Week]
        ```

        """
        let site = try TestSite.basic(["Content/guidelines/bars.md": page])
        defer { site.remove() }
        let report = site.build()
        let html = try #require(site.read("_site/guidelines/bars/index.html"))
        let figures = html.matches(of: try Regex(#"<figure class="preview[^"]*""#)).map { String(html[$0.range]) }
        #expect(figures.count == 3, "\(figures)")
        #expect(figures.first?.contains("preview--on-screen") == true && figures.dropFirst().first?.contains("preview--on-screen") == false)
        #expect(figures.dropFirst(2).first?.contains("preview--on-screen") == false, "fixed tabs alone in a block")
        #expect(html.contains("<template class=\"preview__alone\">"), "the bar alone one click away")
        #expect(!report.diagnostics.contains { $0.severity == .error }, "\(report.diagnostics)")

        let wrongPage = "# Bars\n\n```tabbar\nvariant: tab-bar\nscreen: sometimes\nitems: [Home, Search]\n```\n"
        let wrongSite = try TestSite.basic(["Content/guidelines/bars.md": wrongPage])
        defer { wrongSite.remove() }
        let refused = wrongSite.build()
        let wrong = try #require(refused.diagnostics.first { $0.message.contains("screen") && $0.severity == .error }, "\(refused.diagnostics)")
        #expect(wrong.location?.file.hasSuffix("bars.md") == true && wrong.location?.line == 5 && wrong.location?.column == 9, "\(wrong)")
    }

    @Test func aDoWhosePictureCutsALabelIsReportedAtTheLabel() throws {
        let page = "# Bars\n\n```tabbar\nvariant: tab-bar\nwidth: 200\nitems: [Home, Notifications, Settings, Profile]\nintent: do\ncaption: Every label fits.\n```\n"
        let site = try TestSite.basic(["Content/guidelines/bars.md": page])
        defer { site.remove() }
        let report = site.build()
        let html = try #require(site.read("_site/guidelines/bars/index.html"))
        let title = try #require(html.firstMatch(of: try Regex(#"<title[^>]*>([^<]*truncated: [^<]*)</title>"#))?.output[1].substring)
        let cut = report.diagnostics.filter { $0.id == "tab-bar.truncates" }
        #expect(!cut.isEmpty, "the picture's title says \(title)")
        for finding in cut {
            let label = try #require(finding.message.firstMatch(of: try Regex("\u{201C}([^\u{201D}]+)\u{201D} is truncated"))?.output[1].substring)
            #expect(title.contains(label), "\(finding.message) against \(title)")
        }
    }

    @Test func proseCitesTheEnginesFactsAndSaysWhenItsTextIsStale() throws {
        let spec = """
        component: Tab bar
        summary: Top-level destinations.
        kind: tab-bar
        platform: [ios, android]
        examples:
          - { title: Home, items: [{ label: Home, icon: home }, { label: Search, icon: search }, { label: Library, icon: library_books }] }
        """
        let site = try TestSite.basic([
            "Content/components/tab-bar.yml": spec,
            "Content/guidelines/sizes-mdx.mdx": "# Sizes\n\nThe bar is [64 dp](fact:tab-bar/android/height) tall.\n",
            "Content/guidelines/sizes.md": "# Sizes\n\n| | Android |\n| --- | --- |\n| Height | [80 dp](fact:tab-bar/android/height) |\n| Pill | [56 × 32 dp](fact:tab-bar/android/indicator) |\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/guidelines/sizes.md:5:12 fact.stale"], "\\(report.diagnostics.map(\\.message))")
        let stale = try #require(report.diagnostics.first { $0.id == "fact.stale" })
        #expect(stale.message == "the text says '80 dp', the engine computes '64 dp' for tab-bar/android/height; the page shows '64 dp'")
        // The page, its twin and the component page's pictures say one number.
        let html = try #require(site.read("_site/guidelines/sizes/index.html"))
        #expect(html.contains("<span class=\"fact\" data-fact=\"tab-bar/android/height\">64 dp</span>"))
        #expect(html.contains(">56 × 32 dp</span>"))
        #expect(try #require(site.read("_site/guidelines/sizes/index.html.md")).contains("| Height | 64 dp |"))
        #expect(try #require(site.read("_site/guidelines/sizes-mdx/index.html")).contains(">64 dp</span> tall"))
        let component = try #require(site.read("_site/components/tab-bar/index.html"))
        #expect(component.contains("data-platform=\"android\"") && component.contains("height=\"64\" viewBox=\"0 0 "))
    }
    /// A page may cite where the component's labels start to be cut; the number is the one the
    /// component's facts publish, and it follows the spec when only the spec is edited (the page
    /// draws no preview, so its own file's stamp once kept it as it was).
    @Test func aCitedThresholdIsTheComponentsOwnAndFollowsAnEditedSpec() throws {
        func spec(_ labels: [String]) -> String {
            "component: Tab bar\nsummary: Top-level destinations.\nkind: tab-bar\nplatform: [ios]\nexamples:\n  - title: Home\n    items: ["
                + labels.map { "{ label: \($0), icon: home }" }.joined(separator: ", ") + "]\n"
        }
        let site = try TestSite.basic([
            "Content/components/tab-bar.yml": spec(["Home", "Notifications", "Subscriptions", "Library", "Settings"]),
            "Content/guidelines/fit.md": "# Fit\n\nLabels are cut below [](fact:tab-bar/ios/truncates-below); [x](fact:tab-bar/ios/truncates-below/xx).\n",
        ])
        defer { site.remove() }
        // Settled files, as a page store keeps them.
        let past = Date(timeIntervalSinceNow: -60)
        for file in ["Content/guidelines/fit.md", "Content/components/tab-bar.yml"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: site.path(file))
        }
        func cited(_ report: BuildReport) throws -> (page: String, facts: String) {
            let html = try #require(site.read("_site/guidelines/fit/index.html"))
            let page = try #require(html.firstMatch(of: try Regex(#"data-fact="tab-bar/ios/truncates-below">([^<]+)</span>"#))?.output[1].substring)
            let json = try #require(site.read("_site/components/tab-bar.json"))
            let facts = try JSONDecoder().decode(DesignSystemAnswer.Component.self, from: Data(json.utf8))
            let widest = try #require(facts.thresholds.filter { $0.example == "Home" && $0.locale == "en" && $0.platform == "ios" }.map(\.truncatesBelow).max())
            return (String(page), SVGNumber.format(widest) + " pt")
        }
        let refused = site.build()
        #expect(refused.locations(in: site) == ["Content/guidelines/fit.md:3:60 fact.unknown"], "\(refused.diagnostics.map(\.message))")
        #expect(refused.diagnostics.first { $0.id == "fact.unknown" }?.message == "'xx' is not one of the site's locales")
        try site.write("Content/guidelines/fit.md", "# Fit\n\nLabels are cut below [](fact:tab-bar/ios/truncates-below).\n")
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: site.path("Content/guidelines/fit.md"))
        let first = site.build()
        #expect(first.succeeded, "\(first.diagnostics.map(\.message))")
        let before = try cited(first)
        #expect(before.page == before.facts)
        try site.write("Content/components/tab-bar.yml", spec(["Home", "Notifications and alerts", "Subscriptions", "Library", "Settings"]))
        let after = try cited(site.build())
        #expect(after.page == after.facts)
        #expect(after.page != before.page, "the longer label is cut at a wider width")
    }
}
