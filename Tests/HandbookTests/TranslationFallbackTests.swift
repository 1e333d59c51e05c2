import Foundation
import Testing
@testable import Handbook
@testable import HandbookTranslations

/// Locales served as Apple's platforms serve them: a region falls back to the macro-region
/// CLDR's parentLocales names (and Apple's British English) before its bare language, and
/// the codes apps still ship for one language (`iw`/`he`, `no`/`nb`) are one locale.
@Suite struct TranslationFallbackTests {
    @Test(arguments: [
        // English of the Commonwealth reads British English, as an iPhone set to it does.
        ("en-AU", ["en", "en-GB"], "en-GB"), ("en-NZ", ["en", "en-GB"], "en-GB"), ("en-IN", ["en", "en-GB"], "en-GB"),
        ("en-IE", ["en", "en-GB"], "en-GB"), ("en-ZA", ["en", "en-GB"], "en-GB"), ("en-SG", ["en", "en-GB"], "en-GB"),
        ("en-HK", ["en", "en-GB"], "en-GB"), ("en_AU", ["en-GB"], "en-GB"),
        // European English goes through en-150, then British English.
        ("en-DE", ["en", "en-GB"], "en-GB"), ("en-NL", ["en", "en-150", "en-GB"], "en-150"),
        // World English (en-001) after British English; a region Apple leaves out of en-GB reads en-001 alone.
        ("en-AU", ["en", "en-001"], "en-001"), ("en-AU", ["en", "en-001", "en-GB"], "en-GB"),
        ("en-GB", ["en", "en-001"], "en-001"), ("en-IL", ["en", "en-001", "en-GB"], "en-001"),
        // Latin American Spanish.
        ("es-MX", ["es", "es-419"], "es-419"), ("es-AR", ["es", "es-419"], "es-419"), ("es-CO", ["es", "es-419"], "es-419"),
        ("es-US", ["es", "es-419"], "es-419"), ("es-MX", ["es-419", "es-ES"], "es-419"),
        // The Portuguese of Africa, Asia and Europe outside Portugal is European Portuguese, not Brazilian.
        ("pt-AO", ["pt", "pt-PT"], "pt-PT"), ("pt-MZ", ["pt", "pt-PT"], "pt-PT"), ("pt-CV", ["pt", "pt-PT"], "pt-PT"),
        ("pt-GW", ["pt", "pt-PT"], "pt-PT"), ("pt-ST", ["pt", "pt-PT"], "pt-PT"), ("pt-TL", ["pt", "pt-PT"], "pt-PT"),
        ("pt-CH", ["pt", "pt-PT"], "pt-PT"), ("pt-LU", ["pt", "pt-PT"], "pt-PT"), ("pt-MO", ["pt-BR", "pt-PT"], "pt-PT"),
        // Macau's Traditional Chinese is Hong Kong's, before Traditional Chinese at large or Taiwan's.
        ("zh-MO", ["zh-Hant", "zh-Hant-HK"], "zh-Hant-HK"), ("zh-Hant-MO", ["zh-HK", "zh-Hant"], "zh-HK"),
        ("zh-MO", ["zh-HK", "zh-TW"], "zh-HK"),
    ] as [(String, [String], String)])
    func aRegionFallsBackToItsCLDRParentBeforeItsLanguage(requested: String, available: [String], expected: String) {
        let match = LocaleMatch.match(requested, among: Set(available))
        #expect(match?.locale == expected)
        #expect(match?.alternatives == [])
    }

    @Test(arguments: [
        // Siblings that are not parents stay apart, with or without the bare language.
        ("en-GB", ["en-US"], nil), ("en-US", ["en", "en-GB"], "en"), ("en-CA", ["en", "en-GB"], "en"),
        ("pt-BR", ["pt-PT"], nil), ("pt-BR", ["pt", "pt-PT"], "pt"), ("pt-PT", ["pt-AO", "pt-BR"], nil),
        ("es-ES", ["es-419"], nil), ("es-419", ["es-MX"], nil), ("en-AU", ["en-NZ"], nil),
        // The variant goes before the parent: the region's own catalog still wins.
        ("es-MX-formal", ["es-419", "es-MX"], "es-MX"),
    ] as [(String, [String], String?)])
    func noRegionFallsToASiblingThatIsNotItsParent(requested: String, available: [String], expected: String?) {
        #expect(LocaleMatch.match(requested, among: Set(available))?.locale == expected)
    }

    @Test(arguments: [
        ("he", ["iw"], "iw"), ("iw", ["he"], "he"), ("he-IL", ["iw"], "iw"), ("id", ["in"], "in"), ("in", ["id"], "id"),
        ("yi", ["ji"], "ji"), ("ji", ["yi"], "yi"), ("nb", ["no"], "no"), ("no", ["nb"], "nb"), ("nb-NO", ["no"], "no"),
        ("no-NO", ["nb-NO"], "nb-NO"), ("nb", ["nb", "no"], "nb"), ("no", ["nb", "no"], "no"),
        // One Chinese locale spelled by region (Android) or by script and region (Xcode).
        ("zh-HK", ["zh-Hant-HK"], "zh-Hant-HK"), ("zh-Hant-TW", ["zh-TW"], "zh-TW"),
    ] as [(String, [String], String)])
    func legacyAndAlternateCodesAreTheSameLocale(requested: String, available: [String], expected: String) {
        // Rule 1, so the source language is served the same way.
        #expect(LocaleMatch.match(requested, among: Set(available), isSourceLanguage: true)?.locale == expected)
    }

    @Test func theSourceLanguageTakesNoParentCatalog() {
        // An en-GB catalog translates the labels into British English; it is not an en-AU site's source.
        #expect(LocaleMatch.match("en-AU", among: ["en", "en-GB"], isSourceLanguage: true)?.locale == "en")
        #expect(LocaleMatch.match("en-AU", among: ["en-001", "en-GB"], isSourceLanguage: true) == nil)
        #expect(LocaleMatch.match("es-MX", among: ["es", "es-419"], isSourceLanguage: true)?.locale == "es")
        #expect(LocaleMatch.match("pt-AO", among: ["pt-PT"], isSourceLanguage: true) == nil)
    }

    static let stringCatalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Favorites": {"localizations": {
        "en-GB": {"stringUnit": {"state": "translated", "value": "Favourites"}},
        "es": {"stringUnit": {"state": "translated", "value": "Favoritos"}},
        "es-419": {"stringUnit": {"state": "translated", "value": "Favoritos"}}}},
      "Phone": {"localizations": {
        "es": {"stringUnit": {"state": "translated", "value": "Móvil"}},
        "es-419": {"stringUnit": {"state": "translated", "value": "Celular"}}}}}}
    """

    /// The same texts in Android's folders: `values-en-rGB`, and `values-b+es+419` as Android Studio writes es-419.
    static let androidResources = [
        "Content/i18n/res/values/strings.xml": "<resources><string name=\"tab_favorites\">Favorites</string><string name=\"tab_phone\">Phone</string></resources>\n",
        "Content/i18n/res/values-en-rGB/strings.xml": "<resources><string name=\"tab_favorites\">Favourites</string></resources>\n",
        "Content/i18n/res/values-es/strings.xml": "<resources><string name=\"tab_favorites\">Favoritos</string><string name=\"tab_phone\">Móvil</string></resources>\n",
        "Content/i18n/res/values-b+es+419/strings.xml": "<resources><string name=\"tab_favorites\">Favoritos</string><string name=\"tab_phone\">Celular</string></resources>\n",
    ]

    @Test(arguments: [["Content/i18n/Localizable.xcstrings": stringCatalog], androidResources])
    func catalogsServeARegionFromItsParent(files: [String: String]) throws {
        let fixture = try CatalogFixture(files)
        defer { fixture.remove() }
        let (translations, diagnostics) = fixture.load(["i18n"], locales: ["en", "en-AU", "es-MX"])
        #expect(translations.translation(of: "Favorites", locale: "en-AU")?.text == "Favourites")
        #expect(translations.translation(of: "Phone", locale: "es-MX")?.text == "Celular")
        #expect(translations.catalogLocale(for: "en-AU") == "en-GB")
        #expect(translations.catalogLocale(for: "es-MX") == "es-419")
        // The source language keeps its own text, not British English.
        #expect(translations.translation(of: "Favorites", locale: "en")?.text ?? "Favorites" == "Favorites")
        #expect(translations.catalogLocale(for: "en") != "en-GB")
        // A parent is the locale's own fallback, not a guess among regions: nothing to warn about.
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func anAustralianSourceLanguageKeepsTheLabelsAsWritten() throws {
        let fixture = try CatalogFixture(["Content/i18n/Localizable.xcstrings": Self.stringCatalog])
        defer { fixture.remove() }
        let (translations, _) = fixture.load(["i18n"], locales: ["en-AU", "en-GB", "es-MX"])
        #expect(translations.catalogLocale(for: "en-AU") == "en")
        #expect(translations.translation(of: "Favorites", locale: "en-AU")?.text ?? "Favorites" == "Favorites")
        #expect(translations.translation(of: "Favorites", locale: "en-GB")?.text == "Favourites")
    }

    @Test func androidsNorwegianFolderServesBokmal() throws {
        let fixture = try CatalogFixture([
            "Content/i18n/res/values/strings.xml": "<resources><string name=\"tab_favorites\">Favorites</string></resources>\n",
            "Content/i18n/res/values-no/strings.xml": "<resources><string name=\"tab_favorites\">Favoritter</string></resources>\n",
            "Content/i18n/res/values-iw/strings.xml": "<resources><string name=\"tab_favorites\">מועדפים</string></resources>\n",
        ])
        defer { fixture.remove() }
        let (translations, diagnostics) = fixture.load(["i18n"], locales: ["en", "nb", "he"])
        #expect(translations.translation(of: "Favorites", locale: "nb")?.text == "Favoritter")
        #expect(translations.translation(of: "Favorites", locale: "he")?.text == "מועדפים")
        // The catalog keeps its own locale, so what names it names the folder's code.
        #expect(translations.catalogLocale(for: "nb") == "no")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    /// The previews themselves: a tab bar drawn in en-AU shows the en-GB entry, one in es-MX
    /// the es-419 entry, and one in the source language the labels as written.
    @Test func previewsInARegionDrawTheirParentsTranslations() throws {
        func page(_ locale: String) -> String {
            "# \(locale)\n\n```tabbar\nvariant: fixed\nitems: [Favorites, Phone]\nlocale: \(locale)\n```\n"
        }
        let site = try TestSite.basic([
            "Content/site.yml": "title: Test\nlocales: [en, en-AU, es-MX]\ntranslations: [i18n]\n",
            "Content/i18n/Localizable.xcstrings": Self.stringCatalog,
            "Content/guidelines/writing/source.md": page("en"),
            "Content/guidelines/writing/australia.md": page("en-AU"),
            "Content/guidelines/writing/mexico.md": page("es-MX"),
        ])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let australia = try #require(site.read("_site/guidelines/writing/australia/index.html"))
        #expect(australia.contains(">Favourites</text>") && !australia.contains(">Favorites</text>"))
        let mexico = try #require(site.read("_site/guidelines/writing/mexico/index.html"))
        #expect(mexico.contains(">Celular</text>") && !mexico.contains(">Móvil</text>"))
        let source = try #require(site.read("_site/guidelines/writing/source/index.html"))
        #expect(source.contains(">Favorites</text>") && !source.contains(">Favourites</text>"))
    }
}
