/// A measurer that adds CSS `letter-spacing` to another's widths: the browser adds the
/// spacing after every typographic character unit (a grapheme cluster), the last one
/// included, so a label of n clusters is n × spacing wider. Truncation candidates (a prefix
/// and "…") are measured the same way, so the engine truncates where the browser would.
public struct LetterSpacedMeasurer: TextMeasurer {
    public let base: any TextMeasurer
    /// Extra advance per cluster in points (negative tightens).
    public let spacing: Double

    public init(base: any TextMeasurer, spacing: Double) {
        self.base = base
        self.spacing = spacing
    }

    public func measureWidth(of text: String, fontSize: Double) -> Double {
        base.measureWidth(of: text, fontSize: fontSize) + spacing * Double(text.count)
    }
}

extension TabMetrics {
    /// `base` with this bar's letter spacing applied to labels; `base` itself when there is none.
    public func labelMeasurer(over base: any TextMeasurer) -> any TextMeasurer {
        letterSpacing == 0 ? base : LetterSpacedMeasurer(base: base, spacing: letterSpacing)
    }
}
