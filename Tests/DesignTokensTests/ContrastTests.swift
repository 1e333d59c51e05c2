import DesignTokens
import Testing

/// WCAG ratios computed independently with ColorAide 8.13.1 (`Color(a).contrast(b, method="wcag21")`,
/// the same formula WCAG 2.2 keeps). APCA's reference values: black on white Lc 106.04,
/// white on black Lc −107.88 (APCA-W3 0.0.98G-4g).
@Suite struct ContrastTests {
    static let pairs: [(String, String, Double)] = [
        ("#4f5664", "#ffffff", 7.374705214088571),
        ("#3e4bd6", "#ffffff", 6.599300423800314),
        ("#b4bcc8", "#1c222b", 8.352918072209382),
        ("#97a3ff", "#1c222b", 6.853123005966948),
        ("#777777", "#ffffff", 4.478089453577213),
        ("#000000", "#ffffff", 21),
        ("#c8221a", "#ffffff", 5.675617002160793),
    ]

    @Test(arguments: pairs)
    func wcagRatioMatchesAnIndependentComputation(foreground: String, background: String, expected: Double) throws {
        let a = try #require(TokenColor(hex: foreground)).srgb, b = try #require(TokenColor(hex: background)).srgb
        #expect(Contrast.wcagRatio(a, b).isClose(to: expected, within: 0.01))
        #expect(Contrast.wcagRatio(b, a).isClose(to: expected, within: 0.01))
    }

    @Test func wcagRatioOfColoursInOtherSpaces() {
        let white = SRGBColor.white
        let p3 = TokenColor(colorSpace: .displayP3, components: [0.3, 0.35, 0.9]).srgb
        #expect(Contrast.wcagRatio(foreground: p3, background: white).isClose(to: 5.284128077605581, within: 0.01))
        let oklch = TokenColor(colorSpace: .oklch, components: [0.5, 0.2, 275]).srgb
        #expect(Contrast.wcagRatio(foreground: oklch, background: white).isClose(to: 6.429607089136739, within: 0.01))
    }

    @Test func translucentForegroundIsCompositedFirst() {
        let halfBlack = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        // ColorAide: black at 50 % over white is rgb(127.5 127.5 127.5), 3.9767:1 on white.
        #expect(Contrast.wcagRatio(foreground: halfBlack, background: .white).isClose(to: 3.976653024912437, within: 0.01))
    }

    @Test func apcaReferenceValues() {
        let black = SRGBColor(red: 0, green: 0, blue: 0)
        #expect(Contrast.apcaLc(text: black, background: .white).isClose(to: 106.04, within: 0.1))
        #expect(Contrast.apcaLc(text: .white, background: black).isClose(to: -107.88, within: 0.1))
        #expect(Contrast.apcaLc(text: .white, background: .white) == 0)
    }
}
