/// Measures the advance width of a run of text, in points, at a font size.
///
/// The engine never measures text itself: the build hands it a HarfBuzz measurer over the
/// site's font file, and tests hand it a fixed-width one, so golden geometry does not
/// depend on a font.
public protocol TextMeasurer: Sendable {
    /// The advance width of `text` set on one line at `fontSize` points, unrounded.
    func measureWidth(of text: String, fontSize: Double) -> Double
    /// The width with the font's optional ligatures off, as browsers set letter-spaced text
    /// (Chromium turns `liga` and `clig` off when `letter-spacing` is not zero): "fi" as two
    /// glyphs, to be spaced apart. A measurer without ligatures answers `measureWidth`'s.
    func measureWidthWithoutLigatures(of text: String, fontSize: Double) -> Double
    /// How many units of `text` a browser adds letter-spacing after, when the measurer can
    /// tell from its shaping (glyph clusters); nil leaves it to `LetterSpacedMeasurer`'s rules.
    func letterSpacingUnits(in text: String) -> Int?
}

extension TextMeasurer {
    public func measureWidthWithoutLigatures(of text: String, fontSize: Double) -> Double {
        measureWidth(of: text, fontSize: fontSize)
    }

    public func letterSpacingUnits(in text: String) -> Int? { nil }
}
