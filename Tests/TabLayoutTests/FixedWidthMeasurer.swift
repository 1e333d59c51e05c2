import TabLayout

/// Every character is half an em wide, so golden geometry does not depend on a font:
/// at 14 pt "Reviews" is 7 × 7 = 49 pt.
struct FixedWidthMeasurer: TextMeasurer {
    var emFraction = 0.5

    func measureWidth(of text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * emFraction
    }
}
