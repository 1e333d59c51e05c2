/// A 1-based line and column (columns count Unicode scalars) inside one file, before it is
/// tied to the path diagnostics show.
struct TextPosition: Hashable, Sendable, Comparable {
    var line: Int
    var column: Int

    static let start = TextPosition(line: 1, column: 1)

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
