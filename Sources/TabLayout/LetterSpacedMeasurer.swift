/// A measurer that adds CSS `letter-spacing` to another's widths: the browser adds the
/// spacing after every typographic character unit (a grapheme cluster), the last one
/// included, so a label of n clusters is n × spacing wider — except in cursive scripts
/// (Arabic, Syriac, N'Ko, Mongolian …), whose joined letters Chromium leaves unspaced, as
/// CSS Text 3 advises (measured: Arabic labels came out exactly 0.1 px × letters narrower
/// in the browser before this). Truncation candidates (a prefix and "…") are measured the
/// same way, so the engine truncates where the browser would.
public struct LetterSpacedMeasurer: TextMeasurer {
    public let base: any TextMeasurer
    /// Extra advance per cluster in points (negative tightens).
    public let spacing: Double

    public init(base: any TextMeasurer, spacing: Double) {
        self.base = base
        self.spacing = spacing
    }

    public func measureWidth(of text: String, fontSize: Double) -> Double {
        let spaced = text.reduce(0) { count, cluster in Self.isCursive(cluster) ? count : count + 1 }
        return base.measureWidth(of: text, fontSize: fontSize) + spacing * Double(spaced)
    }

    /// Whether a cluster's first scalar belongs to a script browsers do not letter-space.
    static func isCursive(_ cluster: Character) -> Bool {
        guard let scalar = cluster.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x0600...0x08FF, // Arabic, Syriac, Arabic Supplement, Thaana, N'Ko, Samaritan, Mandaic, Arabic Extended
             0x1800...0x18AF, // Mongolian
             0xFB50...0xFDFF, 0xFE70...0xFEFF, // Arabic presentation forms
             0x10D00...0x10D3F, // Hanifi Rohingya
             0x1E900...0x1E95F: // Adlam
            return true
        default:
            return false
        }
    }
}

extension TabMetrics {
    /// `base` with this bar's letter spacing applied to labels; `base` itself when there is none.
    public func labelMeasurer(over base: any TextMeasurer) -> any TextMeasurer {
        letterSpacing == 0 ? base : LetterSpacedMeasurer(base: base, spacing: letterSpacing)
    }
}
