import HandbookDiagnostics

/// The lines of a text as scalars, made only when a parser's position needs correcting
/// (XML errors point past the offending token; tag starts are not reported at all).
package struct TextLines {
    private let lines: [[Unicode.Scalar]]

    package init(_ text: String) {
        // Split by scalar: "\r\n" is a single Character and would not split on "\n".
        lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
    }

    /// How many lines the text has.
    package var count: Int { lines.count }

    /// The scalar at a position, if there is one.
    package func scalar(at position: TextPosition) -> Unicode.Scalar? {
        guard position.line >= 1, position.line <= lines.count else { return nil }
        let line = lines[position.line - 1]
        return position.column >= 1 && position.column <= line.count ? line[position.column - 1] : nil
    }

    /// The scalars of a line from a column on (empty when out of range).
    package func rest(of position: TextPosition) -> ArraySlice<Unicode.Scalar> {
        guard position.line >= 1, position.line <= lines.count else { return [] }
        let line = lines[position.line - 1]
        let start = min(max(position.column - 1, 0), line.count)
        return line[start...]
    }

    /// The first position at or after `position` that is not whitespace (the position
    /// itself when the rest of the text is whitespace).
    package func skippingWhitespace(from position: TextPosition) -> TextPosition {
        var current = position
        while current.line <= lines.count {
            let line = lines[current.line - 1]
            var index = max(current.column - 1, 0)
            while index < line.count, line[index].properties.isWhitespace { index += 1 }
            if index < line.count { return TextPosition(line: current.line, column: index + 1) }
            current = TextPosition(line: current.line + 1, column: 1)
        }
        return position
    }

    /// Walks back from `position` (inclusive) to the nearest `target`, across at most
    /// `lineLimit` earlier lines; nil when none is found.
    package func lastOccurrence(of target: Unicode.Scalar, atOrBefore position: TextPosition, lineLimit: Int = 20) -> TextPosition? {
        var line = min(position.line, lines.count)
        guard line >= 1 else { return nil }
        var column = position.line == line ? position.column : lines[line - 1].count
        while line >= 1 && position.line - line <= lineLimit {
            let scalars = lines[line - 1]
            var index = min(column, scalars.count) - 1
            while index >= 0 {
                if scalars[index] == target { return TextPosition(line: line, column: index + 1) }
                index -= 1
            }
            line -= 1
            if line >= 1 { column = lines[line - 1].count }
        }
        return nil
    }
}
