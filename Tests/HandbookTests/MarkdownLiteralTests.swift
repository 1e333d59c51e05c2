import Foundation
import Testing
@testable import HandbookComponents

/// The text and numbers written into pages' Markdown twins, worked on bytes for speed: each
/// gives what the Foundation-based forms they replaced give, on ordinary text and on the
/// edges (markup characters, line breaks outside ASCII, negative tenths).
@Suite struct MarkdownLiteralTests {
    @Test(arguments: [(0.0, "0"), (12.0, "12"), (12.34, "12.3"), (12.35, "12.4"), (-12.34, "-12.3"), (-0.4, "-0.4"),
                      (-0.04, "0"), (0.05, "0.1"), (390.0, "390"), (99.96, "100"), (-7.0, "-7")])
    func lengthsAreWrittenToOneDecimal(value: Double, written: String) {
        #expect(MarkdownLiteral.number(value) == written)
        // As `String(format:)` writes the tenths the text keeps.
        let rounded = (value * 10).rounded() / 10
        #expect(MarkdownLiteral.number(value) == (rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)))
    }

    @Test func aLengthBeyondTenthsIsWrittenAsItIs() {
        #expect(MarkdownLiteral.number(.infinity) == "inf")
        #expect(MarkdownLiteral.number(1e300) == "1e+300")
    }

    @Test func markupIsEscapedAndALineIsOneTableRow() {
        #expect(MarkdownLiteral.text("Home") == "Home")
        #expect(MarkdownLiteral.text("Für *dich* | <b>&#1</b> [x]_`\\") == "Für \\*dich\\* \\| \\<b\\>\\&\\#1\\</b\\> \\[x\\]\\_\\`\\\\")
        #expect(MarkdownLiteral.text("a\nb") == "a\nb")
        #expect(MarkdownLiteral.cell("a\nb*") == "a b\\*")
        #expect(MarkdownLiteral.cell("ホーム\n設定") == "ホーム 設定")
        #expect(MarkdownLiteral.cell("") == "")
    }

    @Test func lineBreaksAreTrimmedAsFoundationTrimsThem() {
        let texts = ["", "\n", "\n\r\n", "text", "\n\ntext\n", "\r\ntext\r\n\n", "\n a \n", "\u{2028}text\u{85}", "\ntext\u{2029}",
                     "\nｔｅｘｔ\n", "\n\u{301}text\n", "テキスト\n", "\n\n\t\n"]
        for text in texts {
            #expect(text.trimmingLineBreaks() == text.trimmingCharacters(in: .newlines), "\(text.debugDescription)")
        }
    }

    @Test func whiteSpaceOnlyIsWhatFoundationTrimsToNothing() {
        let texts = ["", " ", "\n\t \r\n", "<p>", "  <div>", "\u{3000}", " \u{00A0}\n", "\u{3000}x", "\u{200B}"]
        for text in texts {
            #expect(text.isWhitespaceOnly == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(text.debugDescription)")
        }
    }
}
