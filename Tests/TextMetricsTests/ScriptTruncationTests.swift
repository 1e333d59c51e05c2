import TabLayout
import Testing
import TextMetrics

/// TabLayout's label fitter cuts labels by grapheme cluster in logical order and measures
/// `prefix…` as a whole: an Arabic prefix takes its new final forms, a mark never leaves
/// its base, and what is drawn is exactly what was measured.
@Suite struct ScriptTruncationTests {
    static let measurer = Result { try FontStackMeasurer() }

    @Test(arguments: [
        ("الإعدادات المتقدمة للحساب", "ar", true), ("アカウント設定とプライバシー", "ja", false),
        ("सेटिंग्स और गोपनीयता नीति", "hi", false), ("การตั้งค่าความเป็นส่วนตัว", "th", false),
        ("הגדרות מתקדמות לחשבון", "he", true), ("Cafe\u{301} de\u{301}ja\u{300} vu e\u{301}te\u{301}", "fr", false),
    ])
    func truncatedLabelsArePrefixesMeasuredAsDrawn(_ label: String, _ language: String, _ rightToLeft: Bool) throws {
        let measurer = try Self.measurer.get().measurer(forLanguage: language)
        let request = TabLayoutRequest(labels: [label, "A", "B"], variant: .fixed, width: 300, rightToLeft: rightToLeft)
        let layout = try TabLayoutEngine(measurer: measurer).layout(request)
        let item = layout.items[0]
        #expect(item.truncated)
        #expect(item.text.hasSuffix("…"))
        let kept = Array(item.text.dropLast())
        #expect(Array(label).starts(with: kept), "whole grapheme clusters, in logical order")
        #expect(!kept.isEmpty)
        #expect(item.labelWidth == measurer.measureWidth(of: item.text, fontSize: layout.fontSize), "the drawn text is what was measured")
        #expect(item.labelX >= item.x && item.labelX + item.labelWidth <= item.x + item.width)
        #expect(TextDirection(firstStrongIn: item.text) == (rightToLeft ? .rightToLeft : .leftToRight))
    }

    /// A cut Arabic word changes shape: the last kept letter takes its final form, so the
    /// prefix is not the same width as the letters' share of the whole word.
    @Test func arabicPrefixesTakeTheirOwnJoiningForms() throws {
        let measurer = try Self.measurer.get()
        let word = "الإعدادات"
        let prefix = String(word.prefix(4))  // "الإع": ع is medial in the word, final when cut
        let alone = measurer.measureWidth(of: prefix, fontSize: 14)
        let withTatweel = measurer.measureWidth(of: prefix + "\u{640}", fontSize: 14) - measurer.measureWidth(of: "\u{640}", fontSize: 14)
        #expect(abs(alone - withTatweel) > 0.01, "ع final (\(alone)) and ع medial (\(withTatweel)) differ")
    }
}
