import Foundation
import Testing
@testable import Handbook
@testable import HandbookTranslations

/// Locale spelling and matching, lookup by key and by source text, conflicts, missing locales.
@Suite struct TranslationLookupTests {
    @Test(arguments: [
        ("de", "de"), ("pt_BR", "pt-BR"), ("PT-br", "pt-BR"), ("zh-hant-tw", "zh-Hant-TW"), ("de_DE.UTF-8", "de-DE"),
        ("sr@latin", "sr-Latn"), ("sr_RS@cyrillic", "sr-Cyrl-RS"), ("iw", "he"), ("in", "id"), ("es-419", "es-419"),
        ("ca-ES-valencia", "ca-ES-valencia"), ("en-US-u-ca-gregory", "en-US"),
    ])
    func localeSpellingsAreNormalised(written: String, normalized: String) {
        #expect(LocaleIdentifier(written)?.identifier == normalized)
    }

    @Test(arguments: ["Base", "x", "", "english", "de-DEU-x"])
    func nonLocalesAreNotReadAsLocales(written: String) {
        #expect(LocaleIdentifier(written) == nil)
    }

    @Test(arguments: [
        ("de", ["de", "de-DE"], "de", []),
        ("de", ["de-DE"], "de-DE", []),
        ("de", ["de-AT", "de-CH", "de-DE"], "de-DE", ["de-AT", "de-CH"]),
        ("de-DE", ["de"], "de", []),
        ("de-CH", ["de-DE"], nil, []),
        ("pt", ["pt-BR", "pt-PT"], "pt-BR", ["pt-PT"]),
        ("pt-PT", ["pt-BR"], nil, []),
        ("en", ["en-GB"], "en-GB", []),
        ("sr", ["sr-Latn"], nil, []),
        ("sr-Latn", ["sr-Latn-RS"], "sr-Latn-RS", []),
        ("zh-Hans", ["zh-CN", "zh-TW"], "zh-CN", []),
        ("zh-Hant", ["zh-HK", "zh-TW"], "zh-TW", ["zh-HK"]),
        ("zh-TW", ["zh-Hant"], "zh-Hant", []),
        ("zh-CN", ["zh-Hans", "zh-Hant"], "zh-Hans", []),
        ("zh", ["zh-Hans", "zh-Hant"], "zh-Hans", []),
        ("zh-Hans", ["zh-Hant", "zh-TW"], nil, []),
        // Android's values-zh is Simplified: Traditional regions never read it.
        ("zh-TW", ["zh"], nil, []),
        ("zh-HK", ["zh", "zh-TW"], "zh-TW", []),
        ("zh-CN", ["zh"], "zh", []),
        ("ja-JP", ["ja"], "ja", []),
        ("fr", ["de"], nil, []),
    ] as [(String, [String], String?, [String])])
    func localesMatchForgivinglyButNeverAcrossScriptsOrSiblingRegions(requested: String, available: [String], expected: String?, alternatives: [String]) {
        let match = LocaleMatch.match(requested, among: Set(available))
        #expect(match?.locale == expected)
        #expect(match?.alternatives ?? [] == alternatives)
    }

    @Test func theSourceLanguageTakesNoRegionalCatalog() {
        #expect(LocaleMatch.match("en", among: ["en-AU", "en-GB"], isSourceLanguage: true) == nil)
        #expect(LocaleMatch.match("en-US", among: ["en"], isSourceLanguage: true)?.locale == "en")
        let (translations, diagnostics) = Self.translations([Self.entry("a", "Colour", "Colour", "en-GB")], locales: ["en", "en-GB"])
        #expect(diagnostics.isEmpty)
        #expect(translations.translation(of: "Colour", locale: "en") == nil)
        #expect(translations.translation(of: "Colour", locale: "en-GB")?.text == "Colour")
    }

    static func entry(_ key: String, _ source: String?, _ text: String, _ locale: String = "de", line: Int = 1) -> Translation {
        Translation(key: key, sourceText: source, text: text, locale: locale, location: SourceLocation(file: "c.po", line: line, column: 8), format: .gettext)
    }

    static func translations(_ entries: [Translation], locales: [String] = ["en", "de", "ar", "ja"]) -> (Translations, [Diagnostic]) {
        Translations.assemble([ParsedCatalog(entries: entries)], locales: locales)
    }

    @Test func aKeyWinsOverSourceTextAndExactTextOverFoldedText() {
        let (translations, _) = Self.translations([
            Self.entry("tab.reviews", "Reviews", "Bewertungen"),
            Self.entry("reviews.lowercase", "reviews", "rezensionen"),
            Self.entry("details", "Product details", "Produktdetails"),
        ])
        #expect(translations.translation(of: "Reviews", locale: "de")?.text == "Bewertungen")
        #expect(translations.translation(of: "reviews", locale: "de")?.text == "rezensionen")
        #expect(translations.translation(of: "REVIEWS", locale: "de")?.text == "Bewertungen")
        #expect(translations.translation(of: "Reviews", key: "reviews.lowercase", locale: "de")?.text == "rezensionen")
        #expect(translations.translation(of: "Reviews", key: "no.such.key", locale: "de")?.text == "Bewertungen")
        #expect(translations.translation(of: "  product \n  DETAILS ", locale: "de")?.text == "Produktdetails")
        #expect(translations.translation(of: "Product detail", locale: "de") == nil)
        #expect(translations.translation(of: "Reviews", locale: "de-AT")?.text == "Bewertungen")
        #expect(translations.catalogLocale(for: "de_AT") == "de")
    }

    @Test func aKeyTranslatedTwiceDifferentlyKeepsTheFirstAndWarns() throws {
        let (translations, diagnostics) = Self.translations([
            Self.entry("tab.reviews", "Reviews", "Bewertungen", line: 4),
            Self.entry("tab.reviews", "Reviews", "Rezensionen", line: 9),
            Self.entry("tab.reviews", "Reviews", "Bewertungen", line: 12),
        ])
        #expect(translations.translation(of: "Reviews", locale: "de")?.location.line == 4)
        let warning = try #require(diagnostics.first { $0.id == "translation.conflict" })
        #expect(diagnostics.filter { $0.id == "translation.conflict" }.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 9)
        #expect(warning.message == "'tab.reviews' in de is already translated as 'Bewertungen' at c.po:4:8; 'Rezensionen' here is ignored")
    }

    @Test func missingLocalesFollowSiteOrderWithoutTheSourceLanguage() {
        let (translations, _) = Self.translations([
            Self.entry("tab.reviews", "Reviews", "Bewertungen"),
            Self.entry("tab.reviews", "Reviews", "レビュー", "ja"),
        ], locales: ["en", "de", "ar", "ja", "DE", "en_US"])
        #expect(translations.missingLocales(for: "Reviews") == ["ar"])
        #expect(translations.missingLocales(for: "Photos") == ["de", "ar", "ja"])
        #expect(translations.missingLocales(for: "Pictures", key: "tab.reviews") == ["ar"])
        #expect(Translations().missingLocales(for: "Reviews").isEmpty)
        #expect(Translations().translation(of: "Reviews", locale: "de") == nil)
    }

    @Test func onlyTheLocalesTheSiteUsesAreKept() {
        let (translations, _) = Self.translations([
            Self.entry("a", "Reviews", "Bewertungen"), Self.entry("a", "Reviews", "Avis", "fr"),
        ], locales: ["en", "de"])
        #expect(translations.catalogLocales == ["de", "fr"])
        #expect(translations.entries(for: "fr").isEmpty)
        #expect(translations.entries(for: "de").count == 1)
    }

    @Test func aLocaleServedByOneOfSeveralRegionsIsAWarning() throws {
        let fixture = try CatalogFixture([
            "Content/i18n/de_AT.po": "msgid \"Reviews\"\nmsgstr \"Bewertungen (AT)\"\n",
            "Content/i18n/de_DE.po": "msgid \"Reviews\"\nmsgstr \"Bewertungen\"\n",
        ])
        defer { fixture.remove() }
        let (translations, diagnostics) = fixture.load(["i18n"], locales: ["en", "de"])
        #expect(translations.translation(of: "Reviews", locale: "de")?.text == "Bewertungen")
        #expect(diagnostics.map(\.message) == ["locale 'de' has no catalog of its own; using 'de-DE' (also found: de-AT)"])
        #expect(positions(diagnostics) == ["Content/site.yml:2:15 translation.locale-ambiguous"])
    }
}
