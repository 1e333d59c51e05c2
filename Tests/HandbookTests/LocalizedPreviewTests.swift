import Foundation
import Testing
@testable import Handbook

/// Previews and checks in every language the app ships, from its own catalogs: a German
/// label too long for fixed tabs is found through each catalog format, findings name the
/// locale and the translated text, component pages show every example in every locale.
@Suite struct LocalizedPreviewTests {
    static let spec = """
    component: Tabs
    summary: Sections.
    kind: tabs
    variants:
      scroll: { description: Scrolls. }
      fixed: { description: Shares the width. }
    examples:
      - title: Order
        variant: fixed
        items: [Reviews, About]
        intent: do

    """

    /// The same German (and Arabic) translations of Reviews and About in each format.
    static let catalogs: [(name: String, files: [String: String])] = [
        ("String Catalog", ["Content/i18n/Localizable.xcstrings": """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Reviews": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Kundenbewertungen und Erfahrungsberichte"}},
                                         "ar": {"stringUnit": {"state": "translated", "value": "المراجعات"}}}},
          "About": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Info"}},
                                       "ar": {"stringUnit": {"state": "translated", "value": "نبذة"}}}}}}
        """]),
        ("Android", [
            "Content/i18n/res/values/strings.xml": "<resources><string name=\"tab_reviews\">Reviews</string><string name=\"tab_about\">About</string></resources>\n",
            "Content/i18n/res/values-de/strings.xml": "<resources><string name=\"tab_reviews\">Kundenbewertungen und Erfahrungsberichte</string><string name=\"tab_about\">Info</string></resources>\n",
            "Content/i18n/res/values-ar/strings.xml": "<resources><string name=\"tab_reviews\">المراجعات</string><string name=\"tab_about\">نبذة</string></resources>\n",
        ]),
        ("gettext", [
            "Content/i18n/de.po": "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"Reviews\"\nmsgstr \"Kundenbewertungen und Erfahrungsberichte\"\n\nmsgid \"About\"\nmsgstr \"Info\"\n",
            "Content/i18n/ar.po": "msgid \"\"\nmsgstr \"Language: ar\\n\"\n\nmsgid \"Reviews\"\nmsgstr \"المراجعات\"\n\nmsgid \"About\"\nmsgstr \"نبذة\"\n",
        ]),
        ("XLIFF", [
            "Content/i18n/de.xliff": "<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"r\"><source>Reviews</source><target>Kundenbewertungen und Erfahrungsberichte</target></trans-unit><trans-unit id=\"a\"><source>About</source><target>Info</target></trans-unit></body></file></xliff>\n",
            "Content/i18n/ar.xliff": "<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"ar\"><body><trans-unit id=\"r\"><source>Reviews</source><target>المراجعات</target></trans-unit><trans-unit id=\"a\"><source>About</source><target>نبذة</target></trans-unit></body></file></xliff>\n",
        ]),
    ]

    static func site(catalog files: [String: String], extra: [String: String] = [:]) throws -> TestSite {
        var all = files.merging(extra) { $1 }
        all["Content/site.yml"] = "title: Test\nlocales: [en, de, ar]\ntranslations: [i18n]\n"
        all["Content/components/tabs.yml"] = spec
        return try TestSite.basic(all)
    }

    @Test(arguments: catalogs.indices)
    func aGermanTruncationIsFoundThroughEachCatalogFormat(_ index: Int) throws {
        let site = try Self.site(catalog: Self.catalogs[index].files)
        defer { site.remove() }
        let report = site.build(check: true)
        let finding = try #require(report.diagnostics.first { $0.id == "tabs.fixed.truncates" }, "\(Self.catalogs[index].name): \(report.diagnostics)")
        #expect(finding.message.hasPrefix("[de] fixed tabs truncate 'Kundenbewertungen und Erfahrungsberichte' below "), "\(finding.message)")
        #expect(finding.message.hasSuffix(" pt, and the smallest device is 320 pt; use scroll tabs"))
        #expect(report.locations(in: site).contains("Content/components/tabs.yml:10:13 tabs.fixed.truncates"))
        #expect(report.diagnostics.filter { $0.id.hasPrefix("translation.") }.isEmpty, "\(report.diagnostics)")
    }

    /// Tamil and Myanmar labels had no preview font, yet got truncation widths from missing
    /// glyphs. Now Debian's Noto draws them; a script no face covers (Tifinagh here) is
    /// `font.missing-glyph` and gets no width verdict.
    @Test func everyScriptNotoCoversIsDrawnAndAnUncoveredOneGetsNoWidthVerdict() throws {
        func po(_ locale: String, _ reviews: String) -> String {
            "msgid \"\"\nmsgstr \"Language: \(locale)\\n\"\n\nmsgid \"Reviews\"\nmsgstr \"\(reviews)\"\n\nmsgid \"About\"\nmsgstr \"\(reviews)\"\n"
        }
        let site = try TestSite.basic([
            "Content/site.yml": "title: Test\nlocales: [en, ta, my, zgh]\ntranslations: [i18n]\n",
            "Content/components/tabs.yml": Self.spec,
            "Content/i18n/ta.po": po("ta", "மதிப்புரைகள் மற்றும் அனுபவங்கள் மற்றும் கருத்துகள்"),
            "Content/i18n/my.po": po("my", "သုံးသပ်ချက်များ"),
            "Content/i18n/zgh.po": po("zgh", "ⵜⵉⵖⵥⴰⵍⵉⵏ ⴷ ⵜⵉⵔⵎⵉⵜⵉⵏ ⵉⵣⴷⴰⵢⵏ ⵙ ⵓⴳⴰⵔ ⵏ ⵜⵓⵜⵍⴰⵢⵜ"),
        ])
        defer { site.remove() }
        let report = site.build(check: true)
        let missing = report.diagnostics.filter { $0.id == "font.missing-glyph" }
        #expect(!missing.isEmpty && missing.allSatisfy { $0.message.hasPrefix("[zgh] ") }, "\(missing.map(\.message))")
        let truncations = report.diagnostics.filter { $0.id == "tabs.fixed.truncates" }.map(\.message)
        #expect(truncations.contains { $0.hasPrefix("[ta] ") }, "\(truncations)")
        #expect(!truncations.contains { $0.hasPrefix("[zgh] ") }, "\(truncations)")
        #expect(site.build().succeeded)
        // The previews' font rules carry a subset of each face the labels used.
        let fonts = try #require(site.read("_site/assets/preview-fonts.css"))
        #expect(fonts.contains("Noto Sans Tamil") && fonts.contains("Noto Sans Myanmar"), "\(fonts.prefix(800))")
    }

    @Test func aLabelALocaleLacksIsReportedAndDrawnInTheSourceLanguage() throws {
        let site = try Self.site(catalog: ["Content/i18n/de.po": "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"About\"\nmsgstr \"Info\"\n",
                                           "Content/i18n/ar.po": "msgid \"\"\nmsgstr \"Language: ar\\n\"\n\nmsgid \"About\"\nmsgstr \"نبذة\"\n"])
        defer { site.remove() }
        let report = site.build(check: true)
        let missing = report.diagnostics.filter { $0.id == "translation.missing" }
        #expect(missing.map(\.message) == ["'Reviews' has no Arabic (ar) translation; its Arabic preview shows the source text",
                                            "'Reviews' has no German (de) translation; its German preview shows the source text"])
        #expect(report.locations(in: site).filter { $0.hasSuffix("translation.missing") } == ["Content/components/tabs.yml:10:13 translation.missing",
                                                                                                "Content/components/tabs.yml:10:13 translation.missing"])
    }

    @Test func theComponentPageShowsEveryExampleInEveryLocaleAndTheWorstLanguage() throws {
        let site = try Self.site(catalog: Self.catalogs[0].files)
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/tabs/index.html"))
        #expect(page.contains("<section class=\"component-section\" id=\"languages\">"))
        for caption in ["English (en)", "German (de)", "Arabic (ar), right to left"] { #expect(page.contains("<figcaption>\(caption)</figcaption>"), "\(caption)") }
        #expect(page.contains("<figure class=\"preview\" lang=\"ar\" data-rendition=") && page.contains("<figure class=\"preview\" lang=\"de\" data-rendition="))
        #expect(page.contains("<p class=\"callout callout--warn\">German (de) truncates first: &#39;Kundenbewertungen und Erfahrungsberichte&#39; below "))
        // The recommendation weighs every locale: English fits, German does not.
        #expect(page.contains("Fixed fits in English down to 320 pt, but truncates &#39;Kundenbewertungen und Erfahrungsberichte&#39; (de) below "))
        // The catalogs are read, not published.
        #expect(!site.exists("_site/i18n/Localizable.xcstrings"))
    }

    @Test func aTabbarBlockDrawnInALocaleShowsItsTranslatedLabels() throws {
        let site = try Self.site(catalog: Self.catalogs[0].files, extra: [
            "Content/guidelines/writing/arabic.md": "# Arabic\n\n```tabbar\nvariant: fixed\nitems: [Reviews, About]\nlocale: ar\n```\n",
        ])
        defer { site.remove() }
        let report = site.build(check: true)
        #expect(report.locations(in: site).filter { $0.contains("arabic.md") }.isEmpty, "\(report.diagnostics)")
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/guidelines/writing/arabic/index.html"))
        #expect(page.contains("<figure class=\"preview\" lang=\"ar\" data-rendition="))
        #expect(page.contains(">المراجعات</text>") && page.contains(">نبذة</text>"))
        #expect(page.contains("right to left"), "the title says the bar runs right to left")
    }
}
