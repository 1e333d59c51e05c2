import CFriBidi

/// Which way a paragraph or a run of text runs.
public enum TextDirection: String, Sendable, Hashable, Codable {
    /// Left to right (even bidi levels).
    case leftToRight = "ltr"
    /// Right to left (odd bidi levels).
    case rightToLeft = "rtl"

    /// The direction of the first strong character of `text` (Unicode bidi rules P2–P3,
    /// as `dir="auto"` decides), or nil when it has none (digits, punctuation, spaces).
    public init?(firstStrongIn text: String) {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return nil }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        scalars.withUnsafeBufferPointer { chars in
            fribidi_get_bidi_types(chars.baseAddress, FriBidiStrIndex(chars.count), &types)
        }
        switch fribidi_get_par_direction(types, FriBidiStrIndex(types.count)) {
        case FRIBIDI_PAR_RTL: self = .rightToLeft
        case FRIBIDI_PAR_LTR: self = .leftToRight
        default: return nil
        }
    }
}
