import CFriBidi

/// The direction a piece of text reads in, by the Unicode bidi algorithm (fribidi).
public enum TextDirection {
    /// Whether `text`'s first strong character is right to left: such a label is drawn
    /// with a right-to-left base direction, so its ellipsis lands at its visual end.
    public static func isRightToLeft(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { handbook_first_strong_is_rtl($0.baseAddress, Int32($0.count)) } == 1
    }
}
