/// A line of text as the browser will draw it: split into runs of one direction, one
/// script and one font, each shaped by HarfBuzz.
public struct ShapedText: Sendable, Hashable {
    /// One run of the text, in logical order.
    public struct Run: Sendable, Hashable {
        /// Index of the face in the stack that draws it.
        public var face: Int
        /// The characters of the run.
        public var text: String
        public var rightToLeft: Bool
        /// ISO 15924 script tag, e.g. `Arab`, `Latn`, `Hani`.
        public var script: String
        /// Its advance, in points.
        public var width: Double
    }

    /// The advance of the whole text, in points.
    public var width: Double
    public var runs: [Run]
    /// Characters no face of the stack has a glyph for, in order of appearance, each once.
    public var missing: [Unicode.Scalar]

    /// Whether the text's first strong character is right-to-left (Arabic, Hebrew…).
    public var isRightToLeft: Bool { runs.first { !$0.text.allSatisfy(\.isWhitespace) }?.rightToLeft ?? false }
}
