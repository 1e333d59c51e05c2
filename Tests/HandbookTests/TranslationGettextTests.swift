import Foundation
import Testing
@testable import Handbook

/// gettext `.po`: messages, contexts, continued strings, escapes, fuzzy, plurals, locale, errors.
@Suite struct TranslationGettextTests {
    /// Modelled on what xgettext, msgmerge and Poedit write.
    static let catalog = #"""
    # German translations for ShopKit.
    # Copyright (C) 2026 ShopKit
    msgid ""
    msgstr ""
    "Project-Id-Version: ShopKit 2.3\n"
    "POT-Creation-Date: 2026-11-01 12:00+0100\n"
    "PO-Revision-Date: 2026-11-20 09:14+0100\n"
    "Last-Translator: Anna Schmidt <anna@example.com>\n"
    "Language-Team: German\n"
    "Language: de\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"
    "X-Generator: Poedit 3.4\n"

    #: src/tabs.js:12
    msgid "Reviews"
    msgstr "Bewertungen"

    #. Tab that lists product photos
    #: src/tabs.js:13
    msgctxt "tab.photos"
    msgid "Photos"
    msgstr "Fotos"

    #: src/tabs.js:14
    #, fuzzy
    msgid "About"
    msgstr "Über uns"

    #: src/tabs.js:15
    #, fuzzy, javascript-format
    #| msgid "Saved item"
    msgid "Saved"
    msgstr "Gespeichert"

    #: src/reviews.js:40
    #, javascript-format
    msgid "{count} review"
    msgid_plural "{count} reviews"
    msgstr[0] "{count} Bewertung"
    msgstr[1] "{count} Bewertungen"

    #: src/help.js:3
    msgid ""
    "Tap Write to add a review. "
    "It appears after moderation."
    msgstr ""
    "Tippe auf Schreiben, um eine Bewertung hinzuzufügen. "
    "Sie erscheint nach der Prüfung."

    msgid "Tab\t\"quoted\"\\n\101"
    msgstr "Reiter\t„zitiert“\\n\x41"

    msgid "Untranslated"
    msgstr ""

    #~ msgid "Wishlist"
    #~ msgstr "Wunschzettel"
    """#

    static func parse(_ text: String, path: String = "de.po") -> ParsedCatalog {
        GettextCatalog.parse(SourceText(path: path, text: text), relativePath: path)
    }

    static func translations(_ text: String) -> Translations {
        Translations.assemble([parse(text)], locales: ["en", "de"]).0
    }

    @Test func messagesBecomeEntries() throws {
        let catalog = Self.parse(Self.catalog)
        #expect(catalog.diagnostics.isEmpty, "\(positions(catalog.diagnostics))")
        #expect(catalog.entries.map(\.key) == ["Reviews", "tab.photos\u{4}Photos", "{count} review", "Tap Write to add a review. It appears after moderation.", "Tab\t\"quoted\"\\nA"])
        #expect(catalog.entries.allSatisfy { $0.locale == "de" && $0.format == .gettext })
        #expect(catalog.entries.last?.text == "Reiter\t„zitiert“\\nA")
    }

    @Test func positionsAreTheTranslatedStrings() throws {
        let entries = Self.parse(Self.catalog).entries
        #expect(entries.map { [$0.location.line, $0.location.column] } == [[19, 8], [25, 8], [42, 11], [50, 1], [54, 8]])
        let lines = Self.catalog.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[49].hasPrefix("\"Tippe"))
    }

    @Test(arguments: [
        ("Reviews", nil, "Bewertungen"), ("Photos", nil, "Fotos"), ("Pictures", "tab.photos\u{4}Photos", "Fotos"), ("Pictures", "tab.photos", nil),
        ("{count} review", nil, "{count} Bewertung"), ("tap write to add a review.   it appears after moderation.", nil, "Tippe auf Schreiben, um eine Bewertung hinzuzufügen. Sie erscheint nach der Prüfung."),
    ] as [(String, String?, String?)])
    func labelsFindTheirTranslations(label: String, key: String?, text: String?) {
        #expect(Self.translations(Self.catalog).translation(of: label, key: key, locale: "de")?.text == text)
    }

    @Test func aContextTellsApartMessagesWithTheSameId() {
        let catalog = Self.parse("msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgctxt \"button\"\nmsgid \"Add\"\nmsgstr \"Hinzufügen\"\n\nmsgctxt \"menu\"\nmsgid \"Add\"\nmsgstr \"Neu\"\n")
        let (translations, diagnostics) = Translations.assemble([catalog], locales: ["en", "de"])
        #expect(diagnostics.isEmpty)
        #expect(translations.translation(of: "Add", locale: "de")?.text == "Hinzufügen")
        #expect(translations.translation(of: "Add", key: "menu\u{4}Add", locale: "de")?.text == "Neu")
    }

    @Test func fuzzyEmptyAndObsoleteMessagesAreNotTranslations() {
        let translations = Self.translations(Self.catalog)
        for label in ["About", "Saved", "Untranslated", "Wishlist"] {
            #expect(translations.translation(of: label, locale: "de") == nil, "\(label)")
        }
        #expect(translations.missingLocales(for: "About") == ["de"])
    }

    @Test(arguments: [
        ("msgid \"About\"\nmsgstr \"Info\n", 2, 8, "string is not closed: the line ends before its closing '\"'"),
        ("msgid \"About\"\nmsgstr \"Info\\\"\n", 2, 8, "string is not closed: the line ends before its closing '\"'"),
        ("msgid \"About\"\nmsgstring \"Info\"\n", 2, 1, "unknown keyword 'msgstring'; expected msgctxt, msgid, msgid_plural or msgstr"),
        ("msgid \"About\" \"Info\"\n", 1, 15, "unexpected text after the string; each string goes on a line of its own"),
        ("msgid \"About\"\n\nmsgid \"Photos\"\nmsgstr \"Fotos\"\n", 1, 1, "msgid has no msgstr"),
        ("msgstr \"Info\"\n", 1, 1, "msgstr has no msgid before it"),
        ("msgid \"About\"\nmsgstr \"In\\qfo\"\n", 2, 11, "unknown escape '\\q' in a string"),
        ("\"About\"\n", 1, 1, "a string must follow a keyword (msgid, msgstr…)"),
        ("msgid \"About\"\nmsgid_plural \"Abouts\"\nmsgstr[x] \"Info\"\n", 3, 1, "a plural form is written msgstr[N]"),
        ("msgid \"About\"\nmsgstr Info\n", 2, 8, "expected a string in double quotes after msgstr"),
        ("  msgid \"レビュー\"  \"x\"\n", 1, 17, "unexpected text after the string; each string goes on a line of its own"),
    ])
    func malformedLinesAreErrorsAtTheirPlace(text: String, line: Int, column: Int, message: String) throws {
        let catalog = Self.parse("msgid \"\"\nmsgstr \"Language: de\\n\"\n\n" + text)
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(catalog.diagnostics.count == 1)
        #expect(diagnostic.id == "translation.syntax")
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == SourceLocation(file: "de.po", line: line + 3, column: column))
    }

    @Test func aBrokenMessageIsDroppedAndTheNextOnesLoad() {
        let catalog = Self.parse("msgid \"About\"\nmsgstr \"Info\n\nmsgid \"Reviews\"\nmsgstr \"Bewertungen\"\n")
        #expect(catalog.diagnostics.count == 1)
        #expect(catalog.entries.map(\.text) == ["Bewertungen"])
    }

    @Test(arguments: [
        ("de.po", "msgid \"\"\nmsgstr \"Language: ar\\n\"\n", "ar"),
        ("pt_BR.po", "", "pt-BR"),
        ("locale/de/LC_MESSAGES/shop.po", "", "de"),
        ("po/sr@latin.po", "", "sr-Latn"),
        ("ja_JP.UTF-8.po", "", "ja-JP"),
    ])
    func theLocaleComesFromTheHeaderElseThePath(path: String, header: String, locale: String) {
        let catalog = Self.parse(header + "\nmsgid \"Reviews\"\nmsgstr \"x\"\n", path: path)
        #expect(catalog.entries.first?.locale == locale)
    }

    @Test(arguments: ["messages.po", "app.po", "i18n/ui.po"])
    func aCatalogWithNoKnownLocaleIsSkippedWithAWarning(path: String) {
        let catalog = Self.parse("msgid \"Reviews\"\nmsgstr \"Bewertungen\"\n", path: path)
        #expect(catalog.entries.isEmpty)
        #expect(positions(catalog.diagnostics) == ["\(path):1:1 translation.unknown-locale"])
        #expect(catalog.diagnostics.first?.severity == .warning)
    }

    @Test func windowsLineEndingsAndTabsAreRead() {
        let catalog = Self.parse("msgid \"\"\r\nmsgstr \"Language: ja\\n\"\r\n\r\nmsgid\t\"Reviews\"\r\nmsgstr\t\"レビュー\"\r\n")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.entries.map(\.text) == ["レビュー"])
        #expect(catalog.entries.first?.location == SourceLocation(file: "de.po", line: 5, column: 8))
    }
}
