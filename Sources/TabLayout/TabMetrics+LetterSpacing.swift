extension TabMetrics {
    /// `base` with this bar's letter spacing applied to labels; `base` itself when there is none.
    public func labelMeasurer(over base: any TextMeasurer) -> any TextMeasurer {
        letterSpacing == 0 ? base : LetterSpacedMeasurer(base: base, spacing: letterSpacing)
    }
}
