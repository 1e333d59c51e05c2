import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// Places a byte of a raw HTML node's text in the Markdown file. cmark gives the node's
/// first line and column only, and its text has lost what containers took from each line
/// (`> `, a list item's indent, a paragraph line's leading spaces), so each of its lines is
/// found again in its source line: at the end of it for an HTML block, where it was found
/// first otherwise.
package struct RawHTMLPlacer {
    private let bytes: [UInt8]
    private let startLine: Int
    private let startColumn: Int
    private let isBlock: Bool
    /// Offsets in `bytes` where the node's lines start.
    private let lineStarts: [Int]

    package init(literal: String, startLine: Int, startColumn: Int, isBlock: Bool) {
        bytes = Array(literal.utf8)
        self.startLine = max(startLine, 1)
        self.startColumn = max(startColumn, 1)
        self.isBlock = isBlock
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The location of the byte at `offset` in the node's text.
    package func location(ofByte offset: Int, in source: inout SourceLines, file: String) -> SourceLocation {
        let lineIndex = (lineStarts.lastIndex { $0 <= offset }) ?? 0
        let lineStart = lineStarts[lineIndex]
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
        let line = startLine + lineIndex
        let fallback = lineIndex == 0 ? startColumn : 1
        guard let sourceLine = source.line(line) else {
            return SourceLocation(file: file, line: line, column: fallback + offset - lineStart)
        }
        let text = bytes[lineStart..<lineEnd]
        let column = Self.column(of: text, in: sourceLine, preferring: lineIndex == 0 && !isBlock ? startColumn : nil,
                                 atEnd: isBlock) ?? fallback
        let byteColumn = column + offset - lineStart
        return SourceLocation(file: file, line: line, column: source.scalarColumn(line: line, byteColumn: byteColumn))
    }

    /// The 1-based byte column where `text` sits in `line`.
    private static func column(of text: ArraySlice<UInt8>, in line: [UInt8], preferring preferred: Int?, atEnd: Bool) -> Int? {
        guard !text.isEmpty, text.count <= line.count else { return nil }
        if let preferred, preferred - 1 + text.count <= line.count, line[(preferred - 1)...].starts(with: text) {
            return preferred
        }
        if atEnd, line.suffix(text.count).elementsEqual(text) {
            return line.count - text.count + 1
        }
        for start in 0...(line.count - text.count) where line[start..<(start + text.count)].elementsEqual(text) {
            return start + 1
        }
        return nil
    }
}
