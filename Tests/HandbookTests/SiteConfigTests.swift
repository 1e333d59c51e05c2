import Testing
@testable import Handbook

/// site.yml's keys for locales, translations, the font stack and versions: stored with the
/// places they were written, every wrong value reported where it is.
@Suite struct SiteConfigTests {
    static func parse(_ text: String) -> (SiteConfig, [Diagnostic]) {
        SiteConfig.parse(SourceText(path: "site.yml", text: text))
    }

    static func at(_ line: Int, _ column: Int) -> Handbook.SourceLocation { SourceLocation(file: "site.yml", line: line, column: column) }

    @Test func localesTranslationsFontsAndVersionsAreStoredWithTheirPlaces() {
        let (config, diagnostics) = Self.parse("""
        title: T
        locales: [en, de, ar, zh-Hant]
        translations:
          - translations/Localizable.xcstrings
          - android/res
        fonts:
          - fonts/Inter-Medium.otf
          - { file: /usr/share/fonts/opentype/noto/NotoSansCJK-Medium.ttc, face: 2, name: Noto Sans CJK }
        versions:
          - { name: "1.0", ref: v1 }
          - { name: 2.0-beta, ref: release/2 }

        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config.locales.map(\.value) == ["en", "de", "ar", "zh-Hant"])
        #expect(config.locales[3].location == Self.at(2, 23))
        #expect(config.sourceLanguage == "en")
        #expect(config.translations.map(\.value) == ["translations/Localizable.xcstrings", "android/res"])
        #expect(config.translations[1].location == Self.at(5, 5))
        #expect(config.fonts.map(\.file) == ["fonts/Inter-Medium.otf", "/usr/share/fonts/opentype/noto/NotoSansCJK-Medium.ttc"])
        #expect(config.fonts[1].face == 2 && config.fonts[1].name == "Noto Sans CJK" && config.fonts[0].face == nil)
        #expect(config.fonts[1].location == Self.at(8, 5))
        // The stack is the fonts list itself; `font` stays unset.
        #expect(config.fontFile == nil)
        #expect(config.versions.map(\.name) == ["1.0", "2.0-beta"] && config.versions.map(\.ref) == ["v1", "release/2"])
        #expect(config.versions[0].location == Self.at(10, 5))
    }

    @Test func withoutTheNewKeysNothingChanges() {
        let (config, diagnostics) = Self.parse("title: T\nlanguage: de\nfont: fonts/A.otf\n")
        #expect(diagnostics.isEmpty)
        #expect(config.locales.isEmpty && config.translations.isEmpty && config.fonts.isEmpty && config.versions.isEmpty)
        #expect(config.sourceLanguage == "de")
        #expect(config.fontFile == "fonts/A.otf" && config.fontLocation == Self.at(3, 7))
    }

    @Test(arguments: [
        ("locales: [en, en_US]", "site.locales", 2, 15, "'en_US' is not a BCP 47 language tag like en, de-CH or zh-Hant"),
        ("locales: [en, de, en]", "site.locales", 2, 19, "locale 'en' appears twice"),
        ("locales: []", "site.locales", 2, 10, "locales needs at least one language, the source language first"),
        ("locales: en", "yaml.type", 2, 10, "locales must be a list"),
        ("translations: [/etc/strings.po]", "site.translations", 2, 16,
         "translation path '/etc/strings.po' must be relative to the content folder"),
        ("fonts: [{ face: 1 }]", "site.fonts", 2, 9, "a font needs a 'file'"),
        ("fonts: [{ file: a.ttc, face: -1 }]", "yaml.value", 2, 30, "face must not be negative"),
        ("fonts: [{ file: a.ttc, weight: 500 }]", "yaml.unknown-key", 2, 24, "unknown key 'weight' in a font"),
        ("font: a.otf\nfonts: [b.otf]", "site.fonts", 3, 1, "font and fonts both name the preview font; keep fonts (font is its one-font shorthand)"),
        ("versions: [{ name: \"1.0\", ref: v1 }, { name: \"1.0\", ref: v1.1 }]", "site.versions", 2, 46, "version '1.0' appears twice"),
        ("versions: [{ name: old/1, ref: v1 }]", "site.versions", 2, 20,
         "version name 'old/1' must be a folder name: letters, digits, '.', '_' and '-'"),
        ("versions: [{ name: \"1.0\" }]", "site.versions", 2, 12, "a version needs a 'ref'"),
        ("versions: [{ nmae: \"1.0\", ref: v1 }]", "yaml.unknown-key", 2, 14, "unknown key 'nmae' in a version; did you mean 'name'?"),
        ("theme: { accent: blue }", "site.theme.accent", 2, 18, "theme accent must be a colour like #0b63ce"),
        ("device-widths: []", "site.device-widths", 2, 16, "device-widths needs at least one width"),
        ("navigaton: [a]", "yaml.unknown-key", 2, 1, "unknown key 'navigaton' in site.yml; did you mean 'navigation'?"),
    ])
    func eachWrongValueIsReportedWhereItIs(tail: String, id: String, line: Int, column: Int, message: String) throws {
        let (_, diagnostics) = Self.parse("title: T\n" + tail + "\n")
        let found = try #require(diagnostics.first { $0.id == id }, "\(id) not in \(diagnostics.map { "\($0.id): \($0.message)" })")
        #expect(found.severity == .error)
        #expect(found.message == message)
        #expect(found.location == Self.at(line, column))
    }
}
