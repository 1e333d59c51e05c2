import Foundation
import Testing
@testable import Handbook
@testable import HandbookTranslations

/// Android `res/values*/strings.xml`: qualifiers, aapt2's escapes, plurals, references, errors.
@Suite struct TranslationAndroidTests {
    /// Modelled on what Android Studio's resource editor writes.
    static let files: [String: String] = [
        "Content/app/src/main/res/values/strings.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="app_name" translatable="false">ShopKit</string>
            <string name="tab_reviews">Reviews</string>
            <string name="tab_about">About</string>
            <string name="tab_photos">Photos</string>
            <string name="welcome">Welcome to <b>ShopKit</b>!</string>
            <string name="review_hint"><![CDATA[Tap <i>Write</i> to add one]]></string>
            <string name="share_message">Don\\'t miss <xliff:g id="product" example="Shoes">%1$s</xliff:g></string>
            <plurals name="review_count">
                <item quantity="one">%d review</item>
                <item quantity="other">%d reviews</item>
            </plurals>
            <string-array name="sort_orders">
                <item>Newest</item>
                <item>Oldest</item>
            </string-array>
            <string name="tab_reviews_short">@string/tab_reviews</string>
        </resources>
        """,
        "Content/app/src/main/res/values-de/strings.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="tab_reviews">Bewertungen</string>
            <string name="tab_about">Info</string>
            <string name="welcome">Willkommen bei <b>ShopKit</b>!</string>
            <string name="share_message">Verpass nicht <xliff:g id="product" example="Schuhe">%1$s</xliff:g></string>
            <plurals name="review_count">
                <item quantity="one">%d Bewertung</item>
                <item quantity="other">%d Bewertungen</item>
            </plurals>
            <string name="tab_reviews_short">@string/tab_reviews</string>
            <string name="app_name">ShopKit DE</string>
        </resources>
        """,
        "Content/app/src/main/res/values-ar/strings.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="tab_reviews">المراجعات</string>
            <plurals name="review_count">
                <item quantity="zero">لا مراجعات</item>
                <item quantity="one">مراجعة واحدة</item>
                <item quantity="other">%d مراجعة</item>
            </plurals>
        </resources>
        """,
        "Content/app/src/main/res/values-ja/strings.xml": "<resources><string name=\"tab_reviews\">レビュー</string></resources>\n",
        "Content/app/src/main/res/values-zh-rCN/strings.xml": "<resources><string name=\"tab_reviews\">评价</string></resources>\n",
        "Content/app/src/main/res/values-b+sr+Latn/strings.xml": "<resources><string name=\"tab_reviews\">Recenzije</string></resources>\n",
        "Content/app/src/main/res/values-night/strings.xml": "<resources><string name=\"tab_reviews\">Reviews at night</string></resources>\n",
        "Content/app/src/main/res/layout/main.xml": "<LinearLayout/>\n",
    ]

    static func load(_ paths: [String] = ["app"], locales: [String] = ["en", "de", "ar", "ja", "zh-Hans", "sr-Latn"]) throws -> (Translations, [Diagnostic]) {
        let fixture = try CatalogFixture(files)
        defer { fixture.remove() }
        return fixture.load(paths, locales: locales)
    }

    @Test(arguments: [
        ("values", AndroidValuesFolder.defaultLanguage), ("values-de", .locale("de")), ("values-zh-rCN", .locale("zh-CN")),
        ("values-b+sr+Latn", .locale("sr-Latn")), ("values-b+es+419", .locale("es-419")), ("values-iw", .locale("he")),
        ("values-mcc310-en-rUS", .locale("en-US")), ("values-night", .otherConfiguration), ("values-de-land", .otherConfiguration),
        ("values-v21", .otherConfiguration), ("values-sw600dp", .otherConfiguration), ("values-rDE", .otherConfiguration),
    ])
    func qualifiersNameLocales(folder: String, expected: AndroidValuesFolder) {
        #expect(AndroidValuesFolder(folderName: folder) == expected)
    }

    @Test(arguments: [
        ("Don\\'t", "Don't"), ("\\\"Quoted\\\"", "\"Quoted\""), ("Line\\nBreak", "Line\nBreak"), ("Tab\\tStop", "Tab\tStop"),
        ("\\@home", "@home"), ("\\?help", "?help"), ("back\\\\slash", "back\\slash"), ("\\u00e9t\\u00E9", "été"),
        ("  lots   of\n      space  ", "lots of space"), ("\"  kept  as  is  \"", "  kept  as  is  "), ("\"It's\" fine", "It's fine"),
        ("Tap <i>Write</i>", "Tap <i>Write</i>"),
    ])
    func aapt2EscapesAndWhitespace(raw: String, text: String) {
        let decoded = AndroidStringText(decoding: raw)
        #expect(decoded.text == text)
        #expect(decoded.reference == nil)
        #expect(!decoded.hasUnescapedApostrophe)
    }

    @Test func referencesAndApostrophesAreNoticed() {
        #expect(AndroidStringText(decoding: " @string/tab_reviews ").reference == "@string/tab_reviews")
        #expect(AndroidStringText(decoding: "?attr/title").reference == "?attr/title")
        #expect(AndroidStringText(decoding: "It's").hasUnescapedApostrophe)
    }

    @Test(arguments: [
        ("Reviews", "de", "Bewertungen"), ("Reviews", "ar", "المراجعات"), ("Reviews", "ja", "レビュー"),
        ("Reviews", "zh-Hans", "评价"), ("Reviews", "sr-Latn", "Recenzije"), ("About", "de", "Info"),
        ("Welcome to ShopKit!", "de", "Willkommen bei ShopKit!"), ("Don't miss %1$s", "de", "Verpass nicht %1$s"),
        ("%d reviews", "de", "%d Bewertungen"), ("%d reviews", "ar", "%d مراجعة"), ("Tap <i>Write</i> to add one", "en", "Tap <i>Write</i> to add one"),
    ])
    func labelsFindTheirTranslations(label: String, locale: String, text: String) throws {
        let (translations, diagnostics) = try Self.load()
        #expect(diagnostics.isEmpty, "\(positions(diagnostics))")
        #expect(translations.translation(of: label, locale: locale)?.text == text)
    }

    @Test func positionsAreWhereTheTextIs() throws {
        let (translations, _) = try Self.load()
        let german = try #require(translations.translation(of: "Reviews", locale: "de"))
        #expect(german.location == SourceLocation(file: "Content/app/src/main/res/values-de/strings.xml", line: 3, column: 32))
        #expect(german.key == "tab_reviews")
        let plural = try #require(translations.translation(of: "whatever", key: "review_count", locale: "ar"))
        #expect(plural.location == SourceLocation(file: "Content/app/src/main/res/values-ar/strings.xml", line: 7, column: 32))
        for locale in ["de", "ar", "ja", "en"] {
            for entry in translations.entries(for: locale) {
                let relative = String(entry.location.file.dropFirst("Content/".count))
                let file = try #require(Self.files["Content/" + relative])
                let flatFirstWord = entry.text.split(separator: " ").first.map(String.init) ?? entry.text
                #expect(textAt(entry.location, in: file).contains(flatFirstWord.prefix(2)), "\(entry.key) \(locale)")
            }
        }
    }

    @Test func undeclaredPrefixesAndItemStringsAreRead() {
        let text = "<resources>\n  <string name=\"a\" tools:ignore=\"MissingTranslation\">Teilen <xliff:g id=\"n\">%s</xliff:g></string>\n  <item type=\"string\" name=\"b\">Fotos</item>\n  <item type=\"dimen\" name=\"c\">4dp</item>\n</resources>\n"
        let (strings, diagnostics) = AndroidStringsParser.parse(SourceText(path: "strings.xml", text: text))
        #expect(diagnostics.isEmpty)
        #expect(strings.map(\.name) == ["a", "b"])
        #expect(strings.map(\.value.text) == ["Teilen %s", "Fotos"])
    }

    @Test func aTextOnItsOwnLineIsLocatedWhereItStarts() {
        let text = "<resources>\n  <string name=\"tab_reviews\">\n      Bewertungen\n  </string>\n</resources>\n"
        let (strings, diagnostics) = AndroidStringsParser.parse(SourceText(path: "strings.xml", text: text))
        #expect(diagnostics.isEmpty)
        #expect(strings.first?.value.text == "Bewertungen")
        #expect(strings.first?.position == TextPosition(line: 3, column: 7))
    }

    @Test func referencesResolveToTheStringTheyName() throws {
        let (translations, _) = try Self.load()
        let short = try #require(translations.translation(of: "x", key: "tab_reviews_short", locale: "de"))
        #expect(short.text == "Bewertungen")
        #expect(short.sourceText == "Reviews")
        #expect(short.location.line == 3)
    }

    @Test func untranslatableStringsAndOtherConfigurationsStayOut() throws {
        let (translations, _) = try Self.load()
        #expect(translations.isMarkedDoNotTranslate("ShopKit"))
        #expect(translations.translation(of: "ShopKit", locale: "de") == nil)
        #expect(translations.missingLocales(for: "ShopKit").isEmpty)
        #expect(!translations.catalogLocales.contains { $0.contains("night") })
        #expect(translations.entries(for: "en").allSatisfy { $0.text != "Reviews at night" && $0.text != "Newest" })
        #expect(translations.missingLocales(for: "About") == ["ar", "ja", "zh-Hans", "sr-Latn"])
    }

    @Test func aLocaleFileListedAloneStillHasSourceTexts() throws {
        let (translations, diagnostics) = try Self.load(["app/src/main/res/values-de/strings.xml"], locales: ["en", "de"])
        #expect(diagnostics.isEmpty)
        #expect(translations.translation(of: "reviews", locale: "de")?.text == "Bewertungen")
    }

    @Test func aConfigurationFolderListedAloneIsAWarning() throws {
        let (_, diagnostics) = try Self.load(["app/src/main/res/values-night/strings.xml"], locales: ["en", "de"])
        #expect(positions(diagnostics) == ["Content/site.yml:3:5 translation.unknown-locale"])
    }

    @Test(arguments: [
        ("<resources>\n    <string name=\"a\">Fotos</strin>\n</resources>\n", 2, 27, "invalid XML: closing tag </strin> does not match <string> opened on line 2"),
        ("<resources>\n    <string name=\"a\">Fotos & Videos</string>\n</resources>\n", 2, 28, "invalid XML: '&' must be written &amp;"),
        ("<resources>\n    <string name=\"a\">Fotos &nbsp;</string>\n</resources>\n", 2, 28, "invalid XML: unknown entity '&nbsp;' (XML knows &amp; &lt; &gt; &quot; &apos;; write a lone & as &amp;)"),
        ("<resources>\n    <string name=\"a\">Fotos</string>\n", 2, 36, "invalid XML: the file ends before <resources> (line 1) is closed"),
        ("<resources>\n    <string name=\"a>Fotos</string>\n</resources>\n", 2, 26, "invalid XML: '<' cannot be inside an attribute value; write &lt;"),
        ("\n<?xml version=\"1.0\"?>\n<resources/>\n", 2, 6, "invalid XML: the XML declaration <?xml …?> must be the very first thing in the file"),
        ("", 1, 1, "invalid XML: the file holds no element"),
        ("<resources>\r\n    <string name=\"a\">Fotos</strin>\r\n</resources>\r\n", 2, 27, "invalid XML: closing tag </strin> does not match <string> opened on line 2"),
        ("<resources><string name=\"a\">Fotos</strin></resources>", 1, 34, "invalid XML: closing tag </strin> does not match <string> opened on line 1"),
    ])
    func malformedXMLIsAnErrorAtItsPlace(text: String, line: Int, column: Int, message: String) {
        let (strings, diagnostics) = AndroidStringsParser.parse(SourceText(path: "strings.xml", text: text))
        #expect(strings.isEmpty)
        #expect(diagnostics.map(\.id) == ["translation.syntax"])
        #expect(diagnostics.first?.message == message)
        #expect(diagnostics.first?.location == SourceLocation(file: "strings.xml", line: line, column: column))
    }

    @Test(arguments: [
        ("<resources>\n  <string name=\"a\">It's</string>\n</resources>", "translation.syntax", 2, 22, "unescaped apostrophe in string 'a'; Android needs \\' or the text in double quotes"),
        ("<resources>\n  <string>Fotos</string>\n</resources>", "translation.structure", 2, 3, "<string> needs a name attribute"),
        ("<?xml version=\"1.0\"?>\n<xliff>\n</xliff>", "translation.structure", 2, 1, "an Android strings file's root element must be <resources>, not <xliff>"),
    ])
    func wrongContentIsAnErrorAtItsPlace(text: String, id: String, line: Int, column: Int, message: String) {
        let (_, diagnostics) = AndroidStringsParser.parse(SourceText(path: "strings.xml", text: text))
        #expect(diagnostics.map(\.id) == [id])
        #expect(diagnostics.first?.message == message)
        #expect(diagnostics.first?.location == SourceLocation(file: "strings.xml", line: line, column: column))
    }
}

/// Android apps alias one qualifier folder to another by a link (`values-zh-rHK` →
/// `values-zh-rTW`): the build once warned that the folder was skipped.
@Suite struct AndroidQualifierLinkTests {
    @Test func aValuesFolderLinkedToASiblingIsReadWithoutAWarning() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: T\nlocales: [en, zh-TW, zh-HK]\ntranslations: [res]\n",
            "Content/components/tabs.yml": "component: Tabs\nsummary: Sections.\nkind: tabs\nexamples:\n  - { title: Order, variant: fixed, items: [Saved, About] }\n",
            "Content/res/values/strings.xml": "<resources><string name=\"saved\">Saved</string><string name=\"about\">About</string></resources>\n",
            "Content/res/values-zh/strings.xml": "<resources><string name=\"saved\">已保存</string><string name=\"about\">关于</string></resources>\n",
            "Content/res/values-zh-rTW/strings.xml": "<resources><string name=\"saved\">已儲存</string><string name=\"about\">關於</string></resources>\n",
        ])
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.path("Content/res/values-zh-rHK"), withDestinationPath: "values-zh-rTW")
        let report = site.build(check: true)
        #expect(report.succeeded)
        #expect(report.diagnostics.filter { $0.id.hasPrefix("content.") || $0.id.hasPrefix("translation.") }.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/tabs/index.html"))
        #expect(page.contains("已儲存") && page.contains("關於") && !page.contains("已保存"))
    }
}
