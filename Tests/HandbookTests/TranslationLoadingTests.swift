import Foundation
import Testing
@testable import Handbook

/// Catalog files in a fresh temporary folder, loaded the way a build loads site.yml's `translations:`.
struct CatalogFixture {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-catalogs-\(UUID().uuidString)").path
        for (path, text) in files { try write(path, Data(text.utf8)) }
    }

    func write(_ relative: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Loads paths relative to `Content/`, each listed on its own line of site.yml from line 3;
    /// the locales are written on line 2 as `locales: [en, de, ar, ja]`.
    func load(_ paths: [String], locales: [String] = ["en", "de", "ar", "ja"]) -> (Translations, [Diagnostic]) {
        let listed = paths.enumerated().map { (path: $1, location: SourceLocation(file: "Content/site.yml", line: 3 + $0, column: 5)) }
        var column = "locales: [".count + 1
        let written = locales.map { locale in
            defer { column += locale.count + 2 }
            return SourceLocation(file: "Content/site.yml", line: 2, column: column)
        }
        return Translations.load(listed, contentRoot: root + "/Content", displayRoot: "Content", locales: locales, localeLocations: written)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// The text at a 1-based line and column (columns in scalars) of `text`.
func textAt(_ location: Handbook.SourceLocation, in text: String) -> Substring {
    // Lines split by scalar, so "\r\n" (one Character) still ends a line.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    guard location.line <= lines.count else { return "" }
    let line = lines[location.line - 1]
    guard location.column - 1 <= line.count else { return "" }
    return Substring(String(String.UnicodeScalarView(line.dropFirst(location.column - 1))))
}

/// `path:line:column: id` of each diagnostic, for exact comparisons.
func positions(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { d in "\(d.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \(d.id)" }
}

/// Loading from site.yml's list: files and folders, each format found, errors at site.yml.
@Suite struct TranslationLoadingTests {
    static let files: [String: String] = [
        "Content/i18n/ios/Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "tab.reviews" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewertungen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Reviews" } }
              }
            }
          },
          "version" : "1.0"
        }
        """,
        "Content/i18n/android/res/values/strings.xml": """
        <resources>
            <string name="tab_photos">Photos</string>
        </resources>
        """,
        "Content/i18n/android/res/values-de/strings.xml": """
        <resources>
            <string name="tab_photos">Fotos</string>
        </resources>
        """,
        "Content/i18n/web/de.po": """
        msgid ""
        msgstr "Language: de\\n"

        msgid "About"
        msgstr "Info"
        """,
        "Content/i18n/export/de.xliff": """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="Saved" xml:space="preserve">
                <source>Saved</source>
                <target state="translated">Gespeichert</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """,
    ]

    @Test(arguments: [
        ("Reviews", "Bewertungen", "Content/i18n/ios/Localizable.xcstrings", 6, 69, TranslationCatalogFormat.stringCatalog),
        ("Photos", "Fotos", "Content/i18n/android/res/values-de/strings.xml", 2, 31, .androidStrings),
        ("About", "Info", "Content/i18n/web/de.po", 5, 8, .gettext),
        ("Saved", "Gespeichert", "Content/i18n/export/de.xliff", 7, 36, .xliff),
    ])
    func aGermanLabelIsFoundThroughEachFormat(label: String, german: String, file: String, line: Int, column: Int, format: TranslationCatalogFormat) throws {
        let fixture = try CatalogFixture(Self.files)
        defer { fixture.remove() }
        let (translations, diagnostics) = fixture.load(["i18n"])
        #expect(diagnostics.filter { $0.id != "translation.locale-not-found" }.isEmpty, "\(positions(diagnostics))")
        let found = try #require(translations.translation(of: label, locale: "de"))
        #expect(found.text == german)
        #expect(found.format == format)
        #expect(found.location == SourceLocation(file: file, line: line, column: column))
        let fileText = try #require(Self.files[file])
        let atLocation = textAt(found.location, in: fileText)
        #expect(atLocation.hasPrefix(german) || atLocation.hasPrefix("\"" + german))
    }

    @Test func locationsAreNamedAsTheUserKnowsThem() throws {
        let fixture = try CatalogFixture(Self.files)
        defer { fixture.remove() }
        let (translations, _) = fixture.load(["i18n/ios/Localizable.xcstrings", "./i18n/../i18n/web/de.po"])
        #expect(translations.translation(of: "Reviews", locale: "de")?.location.file == "Content/i18n/ios/Localizable.xcstrings")
        #expect(translations.translation(of: "About", locale: "de")?.location.file == "Content/i18n/web/de.po")
    }

    @Test func aMissingPathIsAnErrorAtSiteYml() throws {
        let fixture = try CatalogFixture(Self.files)
        defer { fixture.remove() }
        let (_, diagnostics) = fixture.load(["i18n/web/de.po", "i18n/Localizable.xcstrings"])
        let missing = try #require(diagnostics.first { $0.id == "translation.missing-file" })
        #expect(missing.severity == .error)
        #expect(missing.location == SourceLocation(file: "Content/site.yml", line: 4, column: 5))
        #expect(missing.message == "translation catalog 'i18n/Localizable.xcstrings' does not exist")
    }

    @Test func otherFilesAndEmptyFoldersAreReportedAtSiteYml() throws {
        let fixture = try CatalogFixture(["Content/i18n/en.lproj/Localizable.strings": "\"Reviews\" = \"Reviews\";\n", "Content/empty/readme.txt": "nothing\n"])
        defer { fixture.remove() }
        let (translations, diagnostics) = fixture.load(["i18n/en.lproj/Localizable.strings", "empty"])
        #expect(positions(diagnostics) == ["Content/site.yml:3:5 translation.unsupported-file", "Content/site.yml:4:5 translation.empty-folder"])
        #expect(diagnostics.map(\.severity) == [.error, .warning])
        #expect(translations.isEmpty)
    }

    @Test func aFileListedTwiceIsReadOnce() throws {
        let fixture = try CatalogFixture(Self.files)
        defer { fixture.remove() }
        let (translations, diagnostics) = fixture.load(["i18n", "i18n/web/de.po", "i18n/android/res/values-de/strings.xml"])
        #expect(!diagnostics.contains { $0.id == "translation.conflict" })
        #expect(translations.entries(for: "de").count == 4)
    }

    @Test func aLocaleNoCatalogServesIsAWarningAtLocales() throws {
        let fixture = try CatalogFixture(Self.files)
        defer { fixture.remove() }
        let (_, diagnostics) = fixture.load(["i18n"], locales: ["en", "de", "ja"])
        let warning = try #require(diagnostics.first { $0.id == "translation.locale-not-found" })
        #expect(warning.severity == .warning)
        #expect(warning.message == "no translation catalog has strings for locale 'ja'")
        // `locales: [en, de, ja]`: the warning points at `ja`, not at the list's first item.
        #expect(warning.location == SourceLocation(file: "Content/site.yml", line: 2, column: 19))
    }

    @Test func malformedFilesInAFolderAreReportedAndTheRestLoads() throws {
        var files = Self.files
        files["Content/i18n/web/ar.po"] = "msgid \"About\"\nmsgstr \"حول\n"
        files["Content/i18n/ios/Broken.xcstrings"] = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n}\n"
        let fixture = try CatalogFixture(files)
        defer { fixture.remove() }
        let (translations, diagnostics) = fixture.load(["i18n"])
        #expect(positions(diagnostics.filter { $0.severity == .error }) == [
            "Content/i18n/ios/Broken.xcstrings:5:1 translation.syntax",
            "Content/i18n/web/ar.po:2:8 translation.syntax",
        ])
        #expect(translations.translation(of: "Reviews", locale: "de")?.text == "Bewertungen")
    }

    @Test func aCatalogInAnotherSourceLanguageIsAWarning() throws {
        let fixture = try CatalogFixture(["Content/Localizable.xcstrings": "{\n  \"sourceLanguage\" : \"de\",\n  \"strings\" : {}\n}\n"])
        defer { fixture.remove() }
        let (_, diagnostics) = fixture.load(["Localizable.xcstrings"])
        #expect(positions(diagnostics).contains("Content/Localizable.xcstrings:2:22 translation.source-language"))
    }

    @Test func latin1GettextCatalogsAreDecodedAsDeclared() throws {
        let fixture = try CatalogFixture([:])
        defer { fixture.remove() }
        let text = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"Reviews\"\nmsgstr \"Bewertungen \u{FC}berall\"\n"
        try fixture.write("Content/de.po", try #require(text.data(using: .isoLatin1)))
        let (translations, diagnostics) = fixture.load(["de.po"])
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(translations.translation(of: "Reviews", locale: "de")?.text == "Bewertungen überall")
    }
}
