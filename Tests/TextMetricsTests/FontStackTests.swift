import Foundation
import Testing
import TextMetrics

/// The font stack: which face draws which cluster, runs split by direction and script,
/// characters no face has, subsets that measure like their fonts, and CSS ranges.
@Suite struct FontStackTests {
    static let stack = Result { try FontStack.installedDefault().get() }
    static func measurer(_ language: String? = nil) throws -> FontStackMeasurer {
        try FontStackMeasurer(stack: stack.get(), language: language)
    }

    /// Face names, run by run, with each run's direction and script.
    static func runs(_ text: String, language: String? = nil) throws -> [String] {
        let measurer = try measurer(language)
        return measurer.shape(text, fontSize: 14).runs.map { run in
            "\(measurer.stack.faces[run.face].name) \(run.rightToLeft ? "rtl" : "ltr") \(run.script): \(run.text)"
        }
    }

    @Test func eachClusterGoesToTheFirstFaceThatCoversIt() throws {
        #expect(try Self.runs("Settings الإعدادات") == [
            "Inter Medium ltr Latn: Settings ", "Noto Sans Arabic rtl Arab: الإعدادات",
        ])
        // The space inside Arabic text takes Arabic's script but Inter draws it: Inter comes first and has it.
        #expect(try Self.runs("الملف الشخصي") == [
            "Noto Sans Arabic rtl Arab: الملف", "Inter Medium rtl Arab:  ", "Noto Sans Arabic rtl Arab: الشخصي",
        ])
        #expect(try Self.runs("設定 Settings") == ["Noto Sans CJK JP ltr Hani: 設定", "Inter Medium ltr Hani:  ", "Inter Medium ltr Latn: Settings"])
        #expect(try Self.runs("חיפוש 2") == ["Noto Sans Hebrew rtl Hebr: חיפוש", "Inter Medium rtl Hebr:  ", "Inter Medium ltr Hebr: 2"])
        // Thai marks and Devanagari conjuncts stay in their base's cluster and face.
        #expect(try Self.runs("การตั้งค่า") == ["Noto Sans Thai ltr Thai: การตั้งค่า"])
        #expect(try Self.runs("सेटिंग्स") == ["Noto Sans Devanagari ltr Deva: सेटिंग्स"])
    }

    @Test func aCharacterNoFaceHasIsReported() throws {
        let measurer = try Self.measurer()
        #expect(measurer.missingCharacters(in: "Home ཀ་") == ["\u{0F40}", "\u{0F0B}"])
        #expect(measurer.missingCharacters(in: "Übersicht الإعدادات 設定 설정").isEmpty)
        // Joiners and variation selectors draw nothing, so no face needs them.
        #expect(measurer.missingCharacters(in: "می\u{200C}خواهم").isEmpty)
    }

    @Test func languagesShareWidthsButNotCacheEntries() throws {
        let latin = try Self.measurer()
        let japanese = latin.forLanguage("ja")
        #expect(japanese.stack == latin.stack)
        #expect(latin.measureWidth(of: "Reviews", fontSize: 14) == japanese.measureWidth(of: "Reviews", fontSize: 14))
        #expect(abs(japanese.measureWidth(of: "設定", fontSize: 14) - 28) < 0.001, "CJK ideographs are one em wide")
    }

    /// A subset keeps every layout feature: it shapes the drawn text exactly as the full font did.
    @Test(arguments: [("Bewertungen Größentabelle", 0), ("الإعدادات العامة", 1), ("การตั้งค่า", 3), ("प्रोफ़ाइल सेटिंग्स", 4), ("レビューを書く 設定", 5)])
    func aSubsetMeasuresLikeItsFont(text: String, face: Int) throws {
        let stack = try Self.stack.get()
        let full = try Self.measurer().shape(text, fontSize: 14)
        let used = Set(full.runs.filter { $0.face == face }.flatMap { $0.text.unicodeScalars.map(\.value) })
        let bytes = try FontSubsetter.subset(stack.faces[face], scalars: used)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-subset-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var faces = stack.faces
        faces[face] = FontFace(file: file.path, name: "subset")
        let subset = try FontStackMeasurer(stack: FontStack(faces)).shape(text, fontSize: 14)
        #expect(abs(subset.width - full.width) < 0.0001, "\(text): subset \(subset.width), full \(full.width)")
        #expect(bytes.count < 200_000)
    }

    @Test func rangesAreDisjointAndCompact() {
        #expect(WebFontCSS.unicodeRange([0x41, 0x42, 0x43, 0x20, 0x627, 0x629]) == "U+20, U+41-43, U+627, U+629")
        let disjoint = WebFontCSS.disjoint([0: [0x20, 0x41], 1: [0x20, 0x627], 3: [0x627, 0xE01]])
        #expect(disjoint == [0: [0x20, 0x41], 1: [0x627], 3: [0xE01]])
        let css = WebFontCSS.rules(family: "Handbook Preview", faces: [WebFontCSS.Face(url: "a.woff2", format: "woff2", scalars: [0x41], name: "A")])
        #expect(css.contains("font-family: \"Handbook Preview\"; src: url(\"a.woff2\") format(\"woff2\"); font-weight: 500;"))
        #expect(css.contains("unicode-range: U+41;"))
    }

    @Test func textDirectionFollowsTheFirstStrongCharacter() {
        #expect(TextDirection.isRightToLeft("الإعدادات"))
        #expect(TextDirection.isRightToLeft("2 חיפוש"))
        #expect(!TextDirection.isRightToLeft("Settings الإعدادات"))
        #expect(!TextDirection.isRightToLeft("123"))
    }
}
