/// A text as the measurer shaped it: its width, the runs it was split into, the faces
/// that drew it and the characters no face could draw.
public struct ShapedText: Sendable, Hashable {
    /// The text, as given.
    public var text: String
    /// The size it was shaped at, in points.
    public var fontSize: Double
    /// The sum of all glyph advances, in points: the same number `measureWidth` gives.
    public var width: Double
    /// The paragraph direction: that of the first strong character, else left to right.
    public var direction: TextDirection
    /// Runs of one bidi level, one script and one face, in logical (reading) order.
    public var runs: [ShapedRun]
    /// Characters no face of the stack covers (drawn as the first face's empty box, and
    /// by some other font in a browser), in order of first appearance, each once.
    public var missingScalars: [Unicode.Scalar]

    /// Indices into the stack of the faces that drew the text, in stack order.
    public var faceIndices: [Int] {
        Array(Set(runs.map(\.faceIndex))).sorted()
    }

    /// Names of the faces that drew the text, in stack order (for `handbook layout` JSON).
    public var faceNames: [String] {
        faceIndices.compactMap { index in runs.first { $0.faceIndex == index }?.faceName }
    }

    /// Each missing character as `U+XXXX` (at least four hex digits), for diagnostics.
    public var missingScalarNames: [String] {
        missingScalars.map(\.codePointName)
    }
}

/// One run of a shaped text: one face, one direction, one script.
public struct ShapedRun: Sendable, Hashable {
    /// Index of the face in the stack.
    public var faceIndex: Int
    /// The face's display name, e.g. "Noto Sans Arabic".
    public var faceName: String
    /// Right to left for odd bidi levels.
    public var direction: TextDirection
    /// The resolved bidi embedding level.
    public var bidiLevel: Int
    /// The ISO 15924 script tag the run was shaped with, e.g. "Arab", "Latn", "Hani".
    public var script: String
    /// Offsets of the run's scalars in `text.unicodeScalars`.
    public var scalarRange: Range<Int>
    /// The run's text.
    public var text: String
    /// The run's advance, in points.
    public var width: Double
}

extension Unicode.Scalar {
    /// `U+0F40`-style name: uppercase hex, at least four digits.
    public var codePointName: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
