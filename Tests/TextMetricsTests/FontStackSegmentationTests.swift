import Testing
import TextMetrics

/// How the default stack splits mixed text: bidi levels from fribidi, scripts with
/// Common and Inherited resolved to their neighbours, one face per grapheme cluster.
@Suite struct FontStackSegmentationTests {
    static let measurer = Result { try FontStackMeasurer() }

    /// A run as `face|script|level|text`.
    struct Expected: CustomTestStringConvertible, Sendable {
        var text: String
        var runs: [String]
        var testDescription: String { text }
    }

    static let table: [Expected] = [
        Expected(text: "Settings الإعدادات", runs: ["Inter Medium|Latn|0|Settings ", "Noto Sans Arabic|Arab|1|الإعدادات"]),
        Expected(text: "الإعدادات Settings", runs: ["Noto Sans Arabic|Arab|1|الإعدادات", "Inter Medium|Arab|1| ", "Inter Medium|Latn|2|Settings"]),
        Expected(text: "設定 Settings", runs: ["Noto Sans CJK JP|Hani|0|設定", "Inter Medium|Hani|0| ", "Inter Medium|Latn|0|Settings"]),
        Expected(text: "(設定)", runs: ["Inter Medium|Hani|0|(", "Noto Sans CJK JP|Hani|0|設定", "Inter Medium|Hani|0|)"]),
        Expected(text: "ホーム設定", runs: ["Noto Sans CJK JP|Kana|0|ホーム", "Noto Sans CJK JP|Hani|0|設定"]),
        Expected(text: "ตั้งค่า", runs: ["Noto Sans Thai|Thai|0|ตั้งค่า"]),
        Expected(text: "การแจ้งเตือน 2", runs: ["Noto Sans Thai|Thai|0|การแจ้งเตือน", "Inter Medium|Thai|0| 2"]),
        Expected(text: "क्षत्रिय", runs: ["Noto Sans Devanagari|Deva|0|क्षत्रिय"]),
        Expected(text: "सेटिंग्स", runs: ["Noto Sans Devanagari|Deva|0|सेटिंग्स"]),
        Expected(text: "גרסה 2", runs: ["Noto Sans Hebrew|Hebr|1|גרסה", "Inter Medium|Hebr|1| ", "Inter Medium|Hebr|2|2"]),
        Expected(text: "2 הגדרות", runs: ["Inter Medium|Hebr|2|2", "Inter Medium|Hebr|1| ", "Noto Sans Hebrew|Hebr|1|הגדרות"]),
        Expected(text: "한국어 설정", runs: ["Noto Sans CJK JP|Hang|0|한국어", "Inter Medium|Hang|0| ", "Noto Sans CJK JP|Hang|0|설정"]),
        Expected(text: "Ωμέγα Привет", runs: ["Inter Medium|Grek|0|Ωμέγα ", "Inter Medium|Cyrl|0|Привет"]),
        Expected(text: "Cafe\u{301} déjà vu", runs: ["Inter Medium|Latn|0|Cafe\u{301} déjà vu"]),
        Expected(text: "123", runs: ["Inter Medium|Zyyy|0|123"]),
    ]

    @Test(arguments: table)
    func runsSplitByLevelScriptAndFace(_ expected: Expected) throws {
        let shaped = try Self.measurer.get().shape(expected.text, fontSize: 14)
        #expect(shaped.runs.map { "\($0.faceName)|\($0.script)|\($0.bidiLevel)|\($0.text)" } == expected.runs)
        #expect(shaped.runs.map(\.text).joined() == expected.text, "runs cover the text in logical order")
        #expect(shaped.missingScalars.isEmpty)
        #expect(abs(shaped.runs.reduce(0) { $0 + $1.width } - shaped.width) < 1e-9)
    }

    @Test(arguments: [
        ("Settings", TextDirection?.some(.leftToRight)), ("الإعدادات", .rightToLeft), ("הגדרות", .rightToLeft),
        ("2 הגדרות", .rightToLeft), ("123 …", nil), ("", nil), ("設定", .leftToRight), ("\u{200F}abc", .rightToLeft),
    ])
    func paragraphDirectionIsTheFirstStrongCharacters(_ text: String, _ direction: TextDirection?) throws {
        #expect(TextDirection(firstStrongIn: text) == direction)
        #expect(try Self.measurer.get().shape(text, fontSize: 14).direction == direction ?? .leftToRight)
    }

    /// Each grapheme cluster goes whole to the first face that covers all of it.
    @Test(arguments: [
        ("e\u{301}", "Inter Medium"), ("ก\u{E49}", "Noto Sans Thai"), ("क्ष", "Noto Sans Devanagari"),
        ("مَ", "Noto Sans Arabic"), ("שָׁ", "Noto Sans Hebrew"), ("…", "Inter Medium"), ("漢", "Noto Sans CJK JP"),
        ("각", "Noto Sans CJK JP"), ("ä", "Inter Medium"),
        // A zero-width joiner is hidden by shaping when a face lacks it, so it never
        // pushes a cluster to another face.
        ("क\u{94D}\u{200D}", "Noto Sans Devanagari"),
    ])
    func clustersGoWholeToTheFirstCoveringFace(_ cluster: String, _ face: String) throws {
        let shaped = try Self.measurer.get().shape(cluster, fontSize: 14)
        #expect(shaped.faceNames == [face])
        #expect(shaped.missingScalars.isEmpty)
    }

    /// The default stack has no Tibetan, no emoji and no Ethiopic: those characters are
    /// named for a `font.missing-glyph` warning, and measured as the first face's boxes.
    @Test(arguments: [
        ("བོད", ["U+0F56", "U+0F7C", "U+0F51"]), ("Tab 🙂", ["U+1F642"]), ("👍🏽", ["U+1F44D", "U+1F3FD"]),
        ("ⵜⴰⵎ ⵜ", ["U+2D5C", "U+2D30", "U+2D4E"]), ("Settings", []),
    ])
    func charactersNoFaceCoversAreReported(_ text: String, _ missing: [String]) throws {
        let shaped = try Self.measurer.get().shape(text, fontSize: 14)
        #expect(shaped.missingScalarNames == missing)
        if !missing.isEmpty {
            #expect(shaped.faceNames.contains("Inter Medium"), "drawn as the first face's empty boxes")
            #expect(shaped.width > 0)
        }
    }

    @Test func codePointNamesHaveAtLeastFourDigits() {
        #expect(Unicode.Scalar(0x41).codePointName == "U+0041")
        #expect(Unicode.Scalar(0x1F642)!.codePointName == "U+1F642")
    }
}
