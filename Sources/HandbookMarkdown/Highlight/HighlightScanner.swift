import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The kinds of token a grammar marks; each becomes a `tok-…` class in the HTML.
enum HighlightToken: String {
    case keyword, type, string, number, comment, literal, attribute, tag, property, punctuation
    /// A diff's added and removed lines, and its file headers and hunk ranges.
    case inserted, deleted, meta

    var className: String { "tok-" + rawValue }
}

/// A cursor over a code block's UTF-8 bytes that writes escaped HTML as the grammar marks tokens.
///
/// Grammars move `position` and call `mark(_:from:to:)` for each token. Every byte between
/// tokens is written as plain escaped text, and a mark that would overlap text already
/// written is clipped, so the output always round-trips to the input whatever a grammar
/// decides. Token boundaries fall on ASCII bytes only (grammars treat bytes ≥ 0x80 alike),
/// so no multi-byte character is ever split.
struct HighlightScanner {
    let bytes: [UInt8]
    var position = 0
    /// Bytes before this index are already in `html`.
    private var written = 0
    private var html = ""

    init(_ code: String) {
        bytes = Array(code.utf8)
        html.reserveCapacity(bytes.count + bytes.count / 2)
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte `offset` past the cursor, or nil past the end.
    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    /// Whether the bytes at `position + offset` spell `literal` (ASCII).
    func matches(_ literal: StaticString, at offset: Int = 0) -> Bool {
        let start = position + offset
        return literal.withUTF8Buffer { expected in
            guard start >= 0, start + expected.count <= bytes.count else { return false }
            for (index, byte) in expected.enumerated() where bytes[start + index] != byte {
                return false
            }
            return true
        }
    }

    /// Wraps `start..<end` (default: up to the cursor) in a token span; empty ranges write nothing.
    mutating func mark(_ token: HighlightToken, from start: Int, to end: Int? = nil) {
        let end = min(end ?? position, bytes.count)
        let start = max(start, written)
        guard start < end else { return }
        writePlain(upTo: start)
        html += "<span class=\"" + token.className + "\">"
        html += HTML.escape(String(decoding: bytes[start..<end], as: UTF8.self))
        html += "</span>"
        written = end
    }

    /// The finished HTML: every byte not yet written goes out as plain text.
    mutating func finish() -> String {
        writePlain(upTo: bytes.count)
        return html
    }

    private mutating func writePlain(upTo end: Int) {
        guard written < end else { return }
        html += HTML.escape(String(decoding: bytes[written..<end], as: UTF8.self))
        written = end
    }

    // MARK: Moving the cursor

    /// Moves past one whole character: a grammar loop's way to make progress on a byte it
    /// did not consume, without splitting a multi-byte character.
    mutating func skipCharacter() {
        position += 1
        skip { $0 & 0xC0 == 0x80 }
    }

    mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
    }

    /// Moves past a quoted literal whose opening quote is at the cursor, to just past the
    /// `quote` that closes it; a backslash escapes the next character. A literal left open
    /// stops at the line end (JSON strings, Kotlin characters).
    mutating func skipQuotedOnOneLine(closedBy quote: UInt8) {
        position += 1
        while let byte = peek(), !byte.isLineEnd {
            position += 1
            if byte == quote { return }
            if byte == UInt8(ascii: "\\"), let escaped = peek(), !escaped.isLineEnd {
                position += 1
            }
        }
    }

    /// Moves to the next line break (`\n` or `\r`) without consuming it.
    mutating func skipToLineEnd() {
        skip { !$0.isLineEnd }
    }

    /// Moves past the next `terminator`, or to the end when there is none.
    mutating func skip(through terminator: StaticString) {
        while position < bytes.count {
            if matches(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
    }

    /// Marks the `//` line comment or nested `/* … */` comment at the cursor (Swift and
    /// Kotlin write comments alike).
    mutating func markLineOrNestedComment() {
        let start = position
        if matches("//") { skipToLineEnd() } else { skipNestedComment() }
        mark(.comment, from: start)
    }

    /// Moves past a `/* … */` comment that starts at the cursor, counting nested openers
    /// (Swift and Kotlin both nest); an unterminated comment runs to the end.
    mutating func skipNestedComment() {
        var depth = 0
        while position < bytes.count {
            if matches("/*") {
                depth += 1
                position += 2
            } else if matches("*/") {
                depth -= 1
                position += 2
                if depth <= 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// The bytes `start..<end` as a String when short enough to be a keyword (≤ 15 bytes, which
    /// Swift stores inline without allocating); nil otherwise.
    func word(from start: Int, to end: Int) -> String? {
        guard start < end, end - start <= 15, end <= bytes.count else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The nearest byte before `index` that is not a space or tab, or nil at the start.
    func previousNonBlank(before index: Int) -> UInt8? {
        var index = index - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        return index >= 0 ? bytes[index] : nil
    }
}

extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isHexDigit: Bool { isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f")) }
    var isASCIILetter: Bool { self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z") }
    var isUppercaseLetter: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    /// Letters, `_` and every non-ASCII byte: identifiers may hold any non-ASCII character,
    /// and treating all of a character's bytes alike keeps it whole.
    var isIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") || self >= 0x80 }
    var isIdentifierByte: Bool { isIdentifierStart || isDigit }
    var isLineEnd: Bool { self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
    var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
    var isWhitespace: Bool { isBlank || isLineEnd || self == 0x0C }
}
