import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The lines of a Markdown text, indexed on first use, for turning cmark's positions into
/// diagnostics' (cmark counts columns in bytes, diagnostics in Unicode scalars) and for
/// finding where a line of raw HTML sits in its source line.
package struct SourceLines {
    package let text: String
    /// Where each line starts, in UTF-8 offsets; lines end at `\n`, `\r\n` or a lone `\r`, as in cmark.
    private var starts: [Int]?

    package init(_ text: String) {
        self.text = text
    }

    /// The bytes of line `number` (1-based) without its line ending, or `nil` past the end.
    package mutating func line(_ number: Int) -> [UInt8]? {
        let starts = lineStarts()
        guard number >= 1, number <= starts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[number - 1])
        var end = start
        while end < utf8.endIndex, utf8[end] != UInt8(ascii: "\n"), utf8[end] != UInt8(ascii: "\r") {
            end = utf8.index(after: end)
        }
        return Array(utf8[start..<end])
    }

    /// The column, counted in scalars, of the byte at 1-based `byteColumn` of line `number`.
    /// Reads only the bytes before it, and none at all in an ASCII text.
    package mutating func scalarColumn(line number: Int, byteColumn: Int) -> Int {
        let starts = lineStarts()
        guard byteColumn > 1, !isASCII, number >= 1, number <= starts.count else { return max(byteColumn, 1) }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[number - 1])
        let end = utf8.index(start, offsetBy: byteColumn - 1, limitedBy: utf8.endIndex) ?? utf8.endIndex
        // Continuation bytes (10xxxxxx) do not start a scalar.
        return utf8[start..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private var isASCII = false

    private mutating func lineStarts() -> [Int] {
        if let starts { return starts }
        var found = [0]
        var offset = 0
        var previous: UInt8 = 0
        var highBits: UInt8 = 0
        for byte in text.utf8 {
            offset += 1
            highBits |= byte
            if byte == UInt8(ascii: "\n") {
                if previous == UInt8(ascii: "\r") { found[found.count - 1] = offset } else { found.append(offset) }
            } else if byte == UInt8(ascii: "\r") {
                found.append(offset)
            }
            previous = byte
        }
        // A final line ending opens no further line.
        if found.count > 1, found.last == offset { found.removeLast() }
        isASCII = highBits < 0x80
        starts = found
        return found
    }
}
