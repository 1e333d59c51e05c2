/// A label as drawn: whole, or cut to the longest prefix that fits followed by "…".
public struct FittedLabel: Sendable, Hashable {
    /// The text drawn: the label, or a prefix of it and "…" (empty when not even "…" fits).
    public var text: String
    /// The drawn text's measured width.
    public var width: Double
    /// Whether the label was cut.
    public var truncated: Bool

    public init(text: String, width: Double, truncated: Bool) {
        self.text = text
        self.width = width
        self.truncated = truncated
    }
}

/// Truncates labels the way the engine promises: the longest prefix (trailing spaces
/// trimmed) plus "…" whose measured width fits the space, never squeezing glyphs.
/// When not even "…" fits, the drawn text is empty.
struct LabelFitter {
    static let ellipsis = "…"

    let measurer: any TextMeasurer
    let fontSize: Double

    func fit(_ label: String, into available: Double) -> FittedLabel {
        let whole = measurer.measureWidth(of: label, fontSize: fontSize)
        if whole <= available {
            return FittedLabel(text: label, width: whole, truncated: false)
        }
        let characters = Array(label)
        // Widths grow with the prefix (kerning can only nudge them), so a binary search
        // over prefix lengths finds the longest one that fits in O(log n) measurements;
        // only measured fits are accepted, so the result always fits.
        var best = FittedLabel(text: "", width: 0, truncated: true)
        var low = 0
        var high = characters.count - 1
        while low <= high {
            let count = (low + high) / 2
            let candidate = Self.truncated(characters, keeping: count)
            let width = measurer.measureWidth(of: candidate, fontSize: fontSize)
            if width <= available {
                best = FittedLabel(text: candidate, width: width, truncated: true)
                low = count + 1
            } else {
                high = count - 1
            }
        }
        return best
    }

    static func truncated(_ characters: [Character], keeping count: Int) -> String {
        var prefix = characters[0..<count]
        while let last = prefix.last, last.isWhitespace {
            prefix.removeLast()
        }
        return String(prefix) + ellipsis
    }
}
