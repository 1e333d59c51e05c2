import Foundation
import Testing
@testable import Handbook

/// A whole site over the trap catalog of `TranslationAppLookupTests`: each rule reported at
/// the label, with the catalog entry as a note; the preview's data naming each label's key and
/// file; a locale without a catalog drawn in the source text everywhere; examples drawn and
/// called out at their own device's width.
@Suite struct TranslationTrapSiteTests {
    static let spec = """
    component: Tab bar
    summary: Areas.
    kind: tab-bar
    platform: ios
    examples:
      - title: Social app
        variant: phone
        items:
          - { label: Timeline, icon: home }
          - { label: Settings, icon: star }
          - { label: Mentions, icon: bell }
          - { label: Explore, icon: tray }
        intent: do

    """

    static func site(spec: String = spec, locales: String = "[en, be, eu, pt-BR, ar]") throws -> TestSite {
        try TestSite.basic([
            "Content/site.yml": "title: Test\nlocales: \(locales)\ntranslations: [i18n/Localizable.xcstrings]\n",
            "Content/i18n/Localizable.xcstrings": TranslationAppLookupTests.catalog,
            "Content/components/tab-bar.yml": spec,
        ])
    }

    @Test func eachTrapIsReportedAtItsLabel() throws {
        let site = try Self.site()
        defer { site.remove() }
        let report = site.build(check: true)
        let translation = report.diagnostics.filter { $0.id.hasPrefix("translation.") }.sortedForDisplay()
        #expect(translation.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.id) \($0.message)" } == [
            "9:18 translation.ambiguous 'Timeline' names 2 keys that translate it differently in eu, pt-BR: 'settings.haptic.timeline', 'tab.timeline'; drawn as 'settings.haptic.timeline', the first the catalogs list",
            "9:18 translation.missing 'Timeline' has no Arabic (ar) translation; its Arabic preview shows the source text",
            "10:18 translation.ambiguous 'Settings' names 2 keys that translate it differently in be: 'Settings', 'accessibility.settings'; drawn as the key 'Settings' itself, as the app looks the text up",
            "10:18 translation.missing 'Settings' has no Arabic (ar) translation; its Arabic preview shows the source text",
            "10:18 translation.missing 'Settings' has no Belarusian (be) translation; its Belarusian preview shows the source text",
            "11:18 translation.missing 'Mentions' has no Arabic (ar) translation; its Arabic preview shows the source text",
            "11:18 translation.untranslated 'Mentions' is not translated into Belarusian (be): key 'tab.mentions' there is the source text itself",
            "12:18 translation.missing 'Explore' has no Arabic (ar) translation; its Arabic preview shows the source text",
            "12:18 translation.untranslated 'Explore' is not translated into Portuguese (Brazil) (pt-BR): key 'tab.explore' there is the source text itself, not yet reviewed",
            // `locales: [en, be, eu, pt-BR, ar]`: at `ar`, not at the list's first item.
            "2:30 translation.locale-not-found no translation catalog has strings for locale 'ar'",
        ])
        #expect(translation.allSatisfy { $0.location?.file.hasSuffix($0.id == "translation.locale-not-found" ? "Content/site.yml" : "Content/components/tab-bar.yml") ?? false })
    }

    @Test func jsonFindingsNameTheKeyAndFileEachLabelCameFrom() throws {
        let site = try Self.site()
        defer { site.remove() }
        let diagnostics = site.build(check: true).diagnostics
        let untranslated = try #require(diagnostics.first { $0.id == "translation.untranslated" && $0.message.contains("(be)") })
        #expect(untranslated.notes.map(\.message) == ["'Mentions' is key 'tab.mentions' in be (String Catalog)"])
        #expect(untranslated.notes.first?.location.map { "\($0.line):\($0.column)" } == "22:59")
        #expect(untranslated.notes.first?.location?.file.hasSuffix("Content/i18n/Localizable.xcstrings") == true)
        let truncated = try #require(diagnostics.first { $0.id == "tab-bar.truncates" && $0.message.hasPrefix("[eu] ") })
        #expect(truncated.notes.map(\.message) == ["'Denbora-lerroan' is key 'settings.haptic.timeline' in eu (String Catalog)"])
        let ambiguous = try #require(diagnostics.first { $0.id == "translation.ambiguous" && $0.message.hasPrefix("'Timeline'") })
        #expect(ambiguous.notes.map(\.message) == ["key 'settings.haptic.timeline': eu 'Denbora-lerroan', pt-BR 'Linha do tempo'",
                                                   "key 'tab.timeline': eu 'Denbora-lerroa', pt-BR 'Timeline'"])
        #expect(ambiguous.notes.map { $0.location?.line } == [13, 18])
        let json = DiagnosticJSON.encode([untranslated])
        #expect(json.contains(#""notes": [{"file": ""#) && json.contains(#"Localizable.xcstrings", "line": 22, "column": 59, "message": "'Mentions' is key 'tab.mentions' in be (String Catalog)"}]"#), "\(json)")
        // A finding without notes is written as before.
        #expect(!DiagnosticJSON.encode([.warning("labels.duplicate", "x", at: nil)]).contains("notes"))
    }

    @Test func thePreviewRecordsEachLabelsKeyAndFile() throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/tab-bar/index.html"))
        // The file is named relative to the content folder, not by the building machine's path.
        #expect(page.contains(#"<script type="application/json" class="preview__labels">[{"label": "Timeline", "text": "Denbora-lerroan", "key": "settings.haptic.timeline", "locale": "eu", "file": "i18n/Localizable.xcstrings", "line": 13, "column": 59}, "#))
        #expect(!page.contains(site.root))
        #expect(page.contains(#"{"label": "Settings", "text": "Settings", "key": null}"#), "be draws the key Settings, which it lacks, in the source text")
    }

    @Test func aLocaleWithoutACatalogIsTheSourceTextInItsDirectionEverywhere() throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/tab-bar/index.html"))
        #expect(page.contains("<figcaption>Arabic (ar), right to left, no catalog yet: the source text</figcaption>"))
        #expect(page.contains("<p>No catalog has strings for Arabic (ar) yet: its labels are drawn, and checked, in the source text, as the app shows them until it has.</p>"))
        // The Arabic figure: the source labels, right to left — as its findings describe it.
        let arabic = try #require(page.range(of: "<figure class=\"preview\" lang=\"ar\" data-rendition="))
        let figure = page[arabic.lowerBound...].prefix { _ in true }.prefix(6000)
        #expect(figure.contains(#""rtl":true,"labels":["Timeline","Settings","Mentions","Explore"]"#), "\(figure.prefix(3000))")
        let languages = try #require(page.range(of: "id=\"languages\"")).upperBound
        #expect(!page[languages...].prefix(200_000).contains("Tímélíñé"), "the Languages section pseudo-localises nothing")
        let check = site.build(check: true).diagnostics
        #expect(check.contains { $0.id == "translation.missing" && $0.message.contains("(ar)") })
        // The assistant's thresholds (MCP) cover the locale as check does.
        let (system, _) = DesignSystem.load(contentDirectory: site.path("Content"))
        let component = try #require(system?.component(named: "tab-bar"))
        let answer = try #require(system?.answer(for: component))
        let arabicThreshold = try #require(answer.thresholds.first { $0.locale == "ar" })
        #expect(["Timeline", "Settings", "Mentions", "Explore"].contains(arabicThreshold.label), "in the source text, not pseudo-localised: \(arabicThreshold.label)")
    }

    /// The trap spec with a tablet bar whose labels would truncate at a phone's width.
    static let withTablet = spec + """
      - title: Tablet app
        variant: tablet
        items:
          - { label: Timeline, key: tab.timeline, icon: home }
          - { label: Mentions, icon: bell }
          - { label: Explore, icon: tray }
          - { label: Timeline, key: settings.haptic.timeline, icon: star }
          - { label: Settings, icon: library }
          - { label: Explore, icon: profile }
          - { label: Mentions, icon: tray }
        intent: do

    """

    @Test func aTabletExampleIsDrawnAndCalledOutAtTabletWidthsAndTheCallOutIsWhatCheckReports() throws {
        let site = try Self.site(spec: Self.withTablet)
        defer { site.remove() }
        let check = site.build(check: true).diagnostics
        // Seven items at 320 pt would truncate; at the smallest tablet width (768 pt) none does.
        #expect(!check.contains { $0.id == "tab-bar.truncates" && ($0.location?.line ?? 0) > 13 }, "\(check.filter { $0.id == "tab-bar.truncates" })")
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/tab-bar/index.html"))
        #expect(page.contains("<h3>Tablet app <small>(at 768 pt, the smallest width of its device)</small></h3>"))
        #expect(!page.contains("Tab bar, 7 items, Timeline selected, 320 pt") && !page.contains("Tab bar, 7 items, Timeline selected, 375 pt"))
        #expect(page.contains("Tab bar, 7 items, Timeline selected, 768 pt, tablet"))
        // The call-out names a language and label that check reports truncated, at the phone example.
        let callout = try #require(page.firstMatch(of: /<p class="callout callout--warn">[^<]* \(([a-zA-Z-]+)\) truncates first: &#39;([^&]+)&#39; below \d+ pt in Social app \(tab bar\), wider than the smallest device \(320 pt\)\.<\/p>/))
        let (locale, label) = (String(callout.output.1), String(callout.output.2))
        #expect(check.contains { $0.id == "tab-bar.truncates" && $0.message.hasPrefix("[\(locale)] “\(label)” is truncated") }, "\(locale) \(label)")
    }

    /// The bundled tab bar's tablet example no longer puts a phone-width truncation in the
    /// call-out that `check` (clean on the bundled content) never reports.
    @Test func theBundledCallOutAgreesWithItsCleanCheck() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content").path
        // A folder of its own, so the output's bookkeeping beside it (`.handbook/`) goes too.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-bundled-\(UUID().uuidString)").path
        let output = folder + "/_site"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = BuildOptions(contentDirectory: content)
        options.output = .directory(output)
        options.cacheFolder = folder + "/cache"
        let report = SiteBuilder().build(options)
        #expect(report.diagnostics.isEmpty)
        let page = try #require(FileManager.default.contents(atPath: output + "/components/tab-bar/index.html").flatMap { String(data: $0, encoding: .utf8) })
        // The spec ships on iOS and Android: each platform has its call-out, each at its own widths.
        #expect(page.contains("<p class=\"callout callout--ok\">On iOS: Every language fits at the smallest width of each device (375 pt for a phone, 768 pt for a tablet)."))
        #expect(page.contains("<p class=\"callout callout--ok\">On Android: Every language fits at the smallest width of each device (360 dp for a phone, 768 dp for a tablet)."))
        #expect(!page.contains("callout--warn"))
        #expect(page.contains("<h3>Television app on iPad <small>(at 768 pt, the smallest width of its device)</small></h3>"))
        #expect(page.contains("<h3>Radio app on Android <small>(at 360 dp, the smallest width of its device)</small></h3>"))
        #expect(page.contains("<h3>Music app on iOS 26 <small>(at 375 pt, the smallest width of its device)</small></h3>"), "a title naming its platform is not said to be on it twice")
    }
}
