import DesignTokens
import Testing

/// Expected sRGB values were computed independently with ColorAide 8.13.1 (Python,
/// `Color(css).convert("srgb").coords()`; the out-of-gamut one with `fit("srgb", method="minde-chroma")`,
/// CSS Color 4's gamut mapping).
@Suite struct ColorTests {
    static let conversions: [(ColorSpace, [Double], [Double])] = [
        (.displayP3, [0.3, 0.35, 0.9], [0.287308, 0.351918, 0.933556]),
        (.oklch, [0.74, 0.11, 275], [0.590178, 0.647272, 0.941835]),
        (.oklch, [0.5, 0.2, 275], [0.284231, 0.301554, 0.822629]),
        (.lab, [50, 20, -30], [0.521155, 0.423657, 0.66851]),
        (.lch, [60, 40, 120], [0.488332, 0.603181, 0.316322]),
        (.hsl, [200, 50, 40], [0.2, 0.466667, 0.6]),
        (.hwb, [120, 20, 30], [0.2, 0.7, 0.2]),
        (.prophotoRGB, [0.3, 0.4, 0.5], [0.061195, 0.495256, 0.586673]),
        (.rec2020, [0.3, 0.4, 0.5], [0.11968, 0.376723, 0.4843]),
        (.oklab, [0.6, 0.05, -0.1], [0.529436, 0.443432, 0.732834]),
        (.srgbLinear, [0.2, 0.4, 0.6], [0.484529, 0.665185, 0.797738]),
    ]

    @Test(arguments: conversions)
    func convertsToSRGBAsCSSColor4Does(space: ColorSpace, components: [Double], expected: [Double]) {
        let color = TokenColor(colorSpace: space, components: components).srgb
        #expect(color.red.isClose(to: expected[0], within: 1e-4))
        #expect(color.green.isClose(to: expected[1], within: 1e-4))
        #expect(color.blue.isClose(to: expected[2], within: 1e-4))
    }

    @Test func mapsAnOutOfGamutColourByReducingChroma() {
        let green = TokenColor(colorSpace: .displayP3, components: [0, 1, 0])
        #expect(!green.isInSRGBGamut)
        let mapped = green.srgb
        #expect(mapped.red.isClose(to: 0, within: 0.005))
        #expect(mapped.green.isClose(to: 0.985764, within: 0.005))
        #expect(mapped.blue.isClose(to: 0.159742, within: 0.005))
        #expect([mapped.red, mapped.green, mapped.blue].allSatisfy { (0...1).contains($0) })
    }

    @Test(arguments: [("#fff", "#ffffff"), ("#3E4BD6", "#3e4bd6"), ("#11223380", "rgba(17, 34, 51, 0.502)"), ("#0008", "rgba(0, 0, 0, 0.533)")])
    func readsHexAndWritesCSS(hex: String, css: String) throws {
        let color = try #require(TokenColor(hex: hex))
        #expect(color.srgb.cssValue == css)
        #expect(color.hex == hex)
    }

    @Test(arguments: ["fff", "#ff", "#12345", "#gggggg", "#1234567"])
    func rejectsWhatIsNotHex(text: String) {
        #expect(TokenColor(hex: text) == nil)
    }

    @Test func noneComponentsCountAsZero() {
        let grey = TokenColor(colorSpace: .oklch, components: [0.5, nil, nil]).srgb
        #expect(grey.red.isClose(to: grey.green, within: 1e-6) && grey.green.isClose(to: grey.blue, within: 1e-6))
    }
}

extension Double {
    func isClose(to other: Double, within tolerance: Double) -> Bool { abs(self - other) <= tolerance }

    @Test func everyChannelIsRoundedOnceAndAlike() {
        // 0.1 × 255 is 25.5: green and blue are the same number and must draw the same byte.
        #expect(TokenColor(colorSpace: .srgb, components: [0.6, 0.1, 0.1]).srgb.cssValue == "#991a1a")
        #expect(TokenColor(colorSpace: .hsl, components: [0, 100, 50]).srgb.cssValue == "#ff0000")
        #expect(TokenColor(hex: "#3d4350")?.srgb.cssValue == "#3d4350")
    }
}
