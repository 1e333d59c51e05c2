import Foundation
import Testing
@testable import Handbook
@testable import HandbookTranslations

/// XLIFF 1.2 (as Xcode exports it) and 2.0: units, states, inline markup, locales, errors.
@Suite struct TranslationXLIFFTests {
    /// Modelled on `Localized Contents/ja.xliff` of an Xcode 16 `.xcloc` export.
    static let xcodeExport = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="ShopKit/Localizable.xcstrings" source-language="en" target-language="ja" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/>
        </header>
        <body>
          <trans-unit id="About" xml:space="preserve">
            <source>About</source>
            <target state="translated">概要</target>
            <note/>
          </trans-unit>
          <trans-unit id="Reviews" xml:space="preserve">
            <source>Reviews</source>
            <target state="translated">レビュー</target>
            <note>Tab title</note>
          </trans-unit>
          <trans-unit id="Saved" xml:space="preserve">
            <source>Saved</source>
            <target state="new">Saved</target>
            <note/>
          </trans-unit>
          <trans-unit id="ShopKit" xml:space="preserve" translate="no">
            <source>ShopKit</source>
            <note/>
          </trans-unit>
          <trans-unit id="Welcome back, %@!" xml:space="preserve">
            <source>Welcome back, <ph id="1">%@</ph>!</source>
            <target state="translated">おかえりなさい、<ph id="1">%@</ph>さん！<bpt id="2">&lt;b&gt;</bpt>新着<ept id="2">&lt;/b&gt;</ept><x id="3" equiv-text="{{n}}"/><x id="4" equiv-text="&lt;br/&gt;"/></target>
            <alt-trans><target>ようこそ</target></alt-trans>
          </trans-unit>
        </body>
      </file>
      <file original="ShopKit/InfoPlist.xcstrings" source-language="en" target-language="ja" datatype="plaintext">
        <body>
          <group id="plist">
            <trans-unit id="CFBundleDisplayName" resname="app.name" xml:space="preserve">
              <source>ShopKit Store</source>
              <target state="translated">ショップキット</target>
            </trans-unit>
          </group>
        </body>
      </file>
    </xliff>
    """

    static let version2 = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ar">
      <file id="f1" original="tabs.json">
        <unit id="u1" name="tab.reviews">
          <notes><note category="context">Tab title</note></notes>
          <segment state="final">
            <source>Reviews</source>
            <target>المراجعات</target>
          </segment>
        </unit>
        <unit id="u2" name="tab.about">
          <segment state="initial">
            <source>About</source>
            <target>About</target>
          </segment>
        </unit>
        <unit id="welcome">
          <segment><source>Welcome back,</source><target>مرحبًا بعودتك،</target></segment>
          <ignorable><source> </source></ignorable>
          <segment><source><pc id="1">Anna</pc><ph id="2" equiv="!"/></source><target><pc id="1">آنا</pc><ph id="2" equiv="!"/></target></segment>
        </unit>
        <unit id="photos" translate="no"><segment><source>Photos</source></segment></unit>
        <unit id="saved"><segment><source>Saved</source></segment></unit>
        <unit id="split"><segment><source>Shop</source><target>متجر</target></segment><segment><source>now</source></segment></unit>
      </file>
    </xliff>
    """

    static func parse(_ text: String, path: String = "ja.xliff") -> ParsedCatalog {
        XLIFFParser.parse(SourceText(path: path, text: text))
    }

    @Test func xcodeExportsAreRead() throws {
        let catalog = Self.parse(Self.xcodeExport)
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.entries.map(\.key) == ["About", "Reviews", "Welcome back, %@!", "app.name"])
        #expect(catalog.entries.map(\.text) == ["概要", "レビュー", "おかえりなさい、%@さん！新着{{n}}", "ショップキット"])
        #expect(catalog.entries.allSatisfy { $0.locale == "ja" && $0.format == .xliff })
        #expect(catalog.entries[2].sourceText == "Welcome back, %@!")
        #expect(catalog.doNotTranslate == [DoNotTranslate(key: "ShopKit", sourceText: "ShopKit")])
        #expect(catalog.declaredSourceLocale?.locale == "en")
        #expect(catalog.declaredSourceLocale?.location == SourceLocation(file: "ja.xliff", line: 3, column: 3))
        let reviews = catalog.entries[1]
        #expect(reviews.location == SourceLocation(file: "ja.xliff", line: 15, column: 36))
        for entry in catalog.entries {
            #expect(textAt(entry.location, in: Self.xcodeExport).hasPrefix(entry.text.prefix(2)), "\(entry.key)")
        }
    }

    @Test func newTargetsAreNotTranslations() {
        let (translations, _) = Translations.assemble([Self.parse(Self.xcodeExport)], locales: ["en", "ja"])
        #expect(translations.translation(of: "Saved", locale: "ja") == nil)
        #expect(translations.translation(of: "Reviews", locale: "ja")?.text == "レビュー")
        #expect(translations.translation(of: "ShopKit Store", locale: "ja")?.text == "ショップキット")
        #expect(translations.missingLocales(for: "ShopKit").isEmpty)
        #expect(translations.missingLocales(for: "Saved") == ["ja"])
    }

    @Test func version2UnitsAreRead() throws {
        let catalog = Self.parse(Self.version2, path: "ar.xlf")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.entries.map(\.key) == ["tab.reviews", "welcome"])
        #expect(catalog.entries.map(\.text) == ["المراجعات", "مرحبًا بعودتك، آنا!"])
        #expect(catalog.entries.map(\.sourceText) == ["Reviews", "Welcome back, Anna!"])
        #expect(catalog.entries.map { [$0.location.line, $0.location.column] } == [[8, 17], [18, 54]])
        #expect(catalog.entries.allSatisfy { $0.locale == "ar" })
        #expect(catalog.doNotTranslate.map(\.key) == ["photos"])
    }

    @Test func aFileWithoutTargetLanguageIsSkippedWithAWarning() {
        let catalog = Self.parse("<xliff version=\"1.2\">\n  <file source-language=\"en\" original=\"a\">\n    <body><trans-unit id=\"a\"><source>Reviews</source><target>Bewertungen</target></trans-unit></body>\n  </file>\n</xliff>\n")
        #expect(catalog.entries.isEmpty)
        #expect(positions(catalog.diagnostics) == ["ja.xliff:2:3 translation.unknown-locale"])
        #expect(catalog.diagnostics.first?.message == "this XLIFF <file> has no target-language; its units are skipped")
    }

    @Test(arguments: [
        ("<xliff version=\"1.2\">\n  <file source-language=\"en\" target-language=\"de\">\n    <trans-unit id=\"a\"><source>Reviews</source><target>Bewertungen</source></trans-unit>\n", "translation.syntax", 3, 67,
         "invalid XML: closing tag </source> does not match <target> opened on line 3"),
        ("<xliff version=\"2.0\" srcLang=\"en\" trgLang=\"de\">\n  <file id=\"f\">\n    <unit id=\"a\"><segment><source>Fotos &amp Videos</source></segment></unit>\n", "translation.syntax", 3, 41,
         "invalid XML: entity '&amp' is missing its ';'"),
        ("<?xml version=\"1.0\"?>\n<resources>\n  <string name=\"a\">Reviews</string>\n</resources>\n", "translation.structure", 2, 1,
         "not an XLIFF file: the root element is <resources>, expected <xliff>"),
        ("<xliff version=\"3.0\">\n</xliff>\n", "translation.structure", 1, 1, "XLIFF version 3.0 is not supported; Handbook reads 1.2 and 2.0"),
        ("<xliff version=\"1.2\">\n  <file source-language=\"en\" target-language=\"de\"><body>\n    <trans-unit><source>Reviews</source></trans-unit>\n  </body></file>\n</xliff>\n", "translation.structure", 3, 5,
         "<trans-unit> needs an id"),
    ])
    func malformedFilesAreErrorsAtTheirPlace(text: String, id: String, line: Int, column: Int, message: String) throws {
        let catalog = Self.parse(text)
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(catalog.diagnostics.count == 1)
        #expect(diagnostic.id == id)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == SourceLocation(file: "ja.xliff", line: line, column: column))
    }
}
