import HandbookDiagnostics

/// A 1-based line and column (columns count Unicode scalars) inside one file, before it is
/// tied to the path diagnostics show.
package struct TextPosition: Hashable, Sendable, Comparable {
    package var line: Int
    package var column: Int

    package static let start = TextPosition(line: 1, column: 1)

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
