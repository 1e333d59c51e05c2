import Foundation
import Testing
@testable import Handbook
@testable import HandbookTranslations

/// A label is looked up as the app looks it up, on a catalog shaped like a real app's (the
/// traps of an open-source iOS app's String Catalog, written anew): two keys with one source
/// text and different translations, a key equal to its own source text, a translation left
/// in English, one not yet reviewed, and a site locale no catalog has.
@Suite struct TranslationAppLookupTests {
    /// Line numbers matter: findings' notes point into it.
    static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Settings": {"localizations": {
        "eu": {"stringUnit": {"state": "translated", "value": "Ezarpenak"}},
        "pt-BR": {"stringUnit": {"state": "translated", "value": "Configurações"}}}},
      "accessibility.settings": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Settings"}},
        "be": {"stringUnit": {"state": "translated", "value": "Settings"}},
        "eu": {"stringUnit": {"state": "translated", "value": "Ezarpenak"}},
        "pt-BR": {"stringUnit": {"state": "translated", "value": "Configurações"}}}},
      "settings.haptic.timeline": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Timeline"}},
        "be": {"stringUnit": {"state": "translated", "value": "Шкала часу"}},
        "eu": {"stringUnit": {"state": "translated", "value": "Denbora-lerroan"}},
        "pt-BR": {"stringUnit": {"state": "translated", "value": "Linha do tempo"}}}},
      "tab.timeline": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Timeline"}},
        "be": {"stringUnit": {"state": "translated", "value": "Шкала часу"}},
        "eu": {"stringUnit": {"state": "translated", "value": "Denbora-lerroa"}},
        "pt-BR": {"stringUnit": {"state": "translated", "value": "Timeline"}}}},
      "tab.mentions": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Mentions"}},
        "be": {"stringUnit": {"state": "translated", "value": "Mentions"}},
        "eu": {"stringUnit": {"state": "translated", "value": "Aipamenak"}},
        "pt-BR": {"stringUnit": {"state": "translated", "value": "Mentions"}}}},
      "tab.explore": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Explore"}},
        "be": {"stringUnit": {"state": "translated", "value": "Аглядзець"}},
        "eu": {"stringUnit": {"state": "translated", "value": "Arakatu"}},
        "pt-BR": {"stringUnit": {"state": "needs_review", "value": "Explore"}}}}}}
    """

    static let locales = ["en", "be", "eu", "pt-BR", "ar"]

    static func translations() -> Translations {
        let catalog = StringCatalogParser.parse(SourceText(path: "Localizable.xcstrings", text: catalog))
        return Translations.assemble([catalog], locales: locales).0
    }

    @Test func aLabelIsAKeyFirstAndEveryLocaleDrawsThatKey() throws {
        let translations = Self.translations()
        let settings = try #require(translations.lookup("Settings"))
        #expect(settings.rule == .labelAsKey && settings.key == "Settings")
        #expect(settings.sharingSourceText == ["Settings", "accessibility.settings"])
        #expect(translations.translation(of: "Settings", locale: "eu")?.text == "Ezarpenak")
        // The key `Settings` has no Belarusian: the app shows the source text, and so does the
        // preview — the accessibility key's "Settings" is not borrowed for it.
        #expect(translations.translation(of: "Settings", locale: "be") == nil)
        #expect(translations.missingLocales(for: "Settings") == ["be", "ar"])
        #expect(translations.differingLocales(of: settings) == ["be"])
    }

    @Test func sourceTextSharedByKeysThatDifferIsNamedNotPickedSilently() throws {
        let translations = Self.translations()
        let timeline = try #require(translations.lookup("Timeline"))
        #expect(timeline.rule == .sourceText)
        #expect(timeline.sharingSourceText == ["settings.haptic.timeline", "tab.timeline"])
        #expect(timeline.key == "settings.haptic.timeline")
        #expect(translations.differingLocales(of: timeline) == ["eu", "pt-BR"])
        // With the app's key, every locale shows the app's own text.
        #expect(translations.translation(of: "Timeline", key: "tab.timeline", locale: "eu")?.text == "Denbora-lerroa")
        #expect(translations.translation(of: "Timeline", key: "tab.timeline", locale: "pt-BR")?.text == "Timeline")
        // Keys that agree everywhere are not ambiguous.
        #expect(translations.lookup("Mentions")?.sharingSourceText == ["tab.mentions"])
    }

    @Test(arguments: [
        ("Mentions", "be", true),      // English left in a Cyrillic locale
        ("Mentions", "pt-BR", false),  // the same text in a Latin-script locale, reviewed: the word Brazilians use
        ("Explore", "pt-BR", true),    // the same text, not yet reviewed
        ("Explore", "be", false),
        ("Settings", "eu", false),
    ])
    func aTranslationThatIsTheSourceTextIsUntranslated(label: String, locale: String, untranslated: Bool) throws {
        let translations = Self.translations()
        let entry = try #require(translations.translation(of: label, locale: locale))
        #expect(translations.isUntranslated(entry, in: locale) == untranslated)
    }

    @Test func aKeyMarkedNeverTranslatedIsNeverUntranslated() throws {
        let text = """
        {"sourceLanguage": "en", "strings": {"Harbor": {"shouldTranslate": false, "localizations": {
          "be": {"stringUnit": {"state": "translated", "value": "Harbor"}}}}}}
        """
        let catalog = StringCatalogParser.parse(SourceText(path: "L.xcstrings", text: text))
        let translations = Translations.assemble([catalog], locales: ["en", "be"]).0
        let entry = Translation(key: "Harbor", sourceText: "Harbor", text: "Harbor", locale: "be",
                                location: SourceLocation(file: "L.xcstrings", line: 2, column: 50), format: .stringCatalog)
        #expect(!translations.isUntranslated(entry, in: "be"))
        #expect(translations.missingLocales(for: "Harbor").isEmpty)
    }

    @Test func gettextLooksTheMsgidUpWithoutAContext() throws {
        let po = "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"Add\"\nmsgstr \"Hinzufügen\"\n\nmsgctxt \"menu\"\nmsgid \"Add\"\nmsgstr \"Neu\"\n"
        let catalog = GettextCatalog.parse(SourceText(path: "de.po", text: po), relativePath: "de.po")
        let translations = Translations.assemble([catalog], locales: ["en", "de"]).0
        let add = try #require(translations.lookup("Add"))
        #expect(add.rule == .labelAsKey && add.key == "Add")
        #expect(add.sharingSourceText == ["Add", "menu\u{4}Add"])
        #expect(translations.differingLocales(of: add) == ["de"])
        #expect(translations.translation(of: "Add", locale: "de")?.text == "Hinzufügen")
    }

    @Test func androidResourceNamesAreNotLabels() throws {
        let fixture = try CatalogFixture([
            "Content/res/values/strings.xml": "<resources><string name=\"Settings\">Preferences</string><string name=\"tab_settings\">Settings</string></resources>\n",
            "Content/res/values-de/strings.xml": "<resources><string name=\"Settings\">Präferenzen</string><string name=\"tab_settings\">Einstellungen</string></resources>\n",
        ])
        defer { fixture.remove() }
        let (translations, _) = fixture.load(["res"], locales: ["en", "de"])
        // `R.string.Settings` is code's name for "Preferences"; a label "Settings" is the text of `tab_settings`.
        let settings = try #require(translations.lookup("Settings"))
        #expect(settings.rule == .sourceText && settings.key == "tab_settings")
        #expect(translations.translation(of: "Settings", locale: "de")?.text == "Einstellungen")
    }

    @Test func anXcodeXLIFFLooksTheLabelUpAsItsId() throws {
        let xliff = """
        <xliff version="1.2"><file original="Localizable.xcstrings" source-language="en" target-language="de"><body>
        <trans-unit id="Settings"><source>Settings</source><target>Einstellungen</target></trans-unit>
        <trans-unit id="profile.settings"><source>Settings</source><target>Profil-Einstellungen</target></trans-unit>
        </body></file></xliff>
        """
        let translations = Translations.assemble([XLIFFParser.parse(SourceText(path: "de.xliff", text: xliff))], locales: ["en", "de"]).0
        let settings = try #require(translations.lookup("Settings"))
        #expect(settings.rule == .labelAsKey && settings.key == "Settings")
        #expect(translations.translation(of: "Settings", locale: "de")?.text == "Einstellungen")
        #expect(translations.differingLocales(of: settings) == ["de"])
    }

    @Test func anXLIFFTargetWaitingForReviewThatIsTheSourceIsUntranslated() throws {
        let xliff = """
        <xliff version="1.2"><file source-language="en" target-language="de"><body>
        <trans-unit id="radio"><source>Radio</source><target state="translated">Radio</target></trans-unit>
        <trans-unit id="live"><source>Live</source><target state="needs-review-translation">Live</target></trans-unit>
        </body></file></xliff>
        """
        let translations = Translations.assemble([XLIFFParser.parse(SourceText(path: "de.xliff", text: xliff))], locales: ["en", "de"]).0
        let radio = try #require(translations.translation(of: "Radio", locale: "de"))
        let live = try #require(translations.translation(of: "Live", locale: "de"))
        #expect(!translations.isUntranslated(radio, in: "de"), "German's own word, reviewed")
        #expect(translations.isUntranslated(live, in: "de"), "the source text, waiting for review")
    }

    @Test func aRegionalFormOfTheSourceLanguageShowsTheSourceTextWhereAKeyHasNone() throws {
        let entries = [
            Translation(key: "tab.colour", sourceText: "Color", text: "Colour", locale: "en-GB", location: SourceLocation(file: "c.po", line: 3, column: 8), format: .gettext),
            Translation(key: "tab.colour", sourceText: "Color", text: "Farbe", locale: "de", location: SourceLocation(file: "c.po", line: 4, column: 8), format: .gettext),
            Translation(key: "settings.color", sourceText: "Color", text: "Farbe", locale: "de", location: SourceLocation(file: "c.po", line: 5, column: 8), format: .gettext),
            Translation(key: "name.color", sourceText: "Color", text: "Farbe", locale: "de", location: SourceLocation(file: "c.po", line: 6, column: 8), format: .gettext),
            Translation(key: "name.color", sourceText: "Color", text: "Color", locale: "en-GB", location: SourceLocation(file: "c.po", line: 7, column: 8), format: .gettext),
        ]
        let translations = Translations.assemble([ParsedCatalog(entries: entries)], locales: ["en", "en-GB", "de"]).0
        let color = try #require(translations.lookup("Color"))
        // en-GB: "Colour", the source text (settings.color has none there, so shows "Color"), and "Color" differ.
        #expect(translations.differingLocales(of: color) == ["en-GB"])
        let agreeing = Translations.assemble([ParsedCatalog(entries: Array(entries.dropFirst()))], locales: ["en", "en-GB", "de"]).0
        // Without "Colour", a key with no en-GB entry shows "Color" as the one with "Color" does: no difference.
        #expect(try agreeing.differingLocales(of: #require(agreeing.lookup("Color"))).isEmpty)
    }
}
