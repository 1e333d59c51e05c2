import Foundation
import Testing
@testable import Handbook

/// Titles in printable ASCII are compared without Foundation; the result must be ICU's.
@Suite struct TitleCollationTests {
    @Test func asciiTitlesCompareAsFoundationComparesThem() throws {
        var random = SplitMix64(seed: 11)
        let alphabet = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZaAbBzZ  ")
        let locale = Locale(identifier: "en")
        func title() -> String {
            // Mostly near-equal titles: a shared stem, so later levels decide.
            let stem = random.next(below: 2) == 0 ? "Tab " : "tab"
            return stem + String((0..<random.next(below: 5)).map { _ in alphabet[random.next(below: alphabet.count)] })
        }
        for _ in 0..<20_000 {
            let (a, b) = (title(), title())
            let fast = try #require(TitleOrder.asciiKey(a).flatMap { x in TitleOrder.asciiKey(b).map { TitleOrder.compare(x, $0) } })
            #expect(fast == a.compare(b, options: [], range: nil, locale: locale), "'\(a)' '\(b)'")
        }
        #expect(TitleOrder.asciiKey("Écran") == nil)
        #expect(TitleOrder.asciiKey("tab\u{7}") == nil, "control characters are ignorable in ICU: left to Foundation")
    }
}
