import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The Markdown grammar (and MDX's Markdown): headings as keywords; list markers, block
/// quotes, thematic breaks and fences as punctuation; fenced code and code spans as strings;
/// front matter as a comment; `*emphasis*` and `**strong**` as attributes; link and image
/// destinations and autolinks as strings; and the names of HTML or JSX tags as tags.
///
/// Inline delimiters close on their own line. A line where a delimiter run found no closer is
/// not searched again for that run, which keeps the scan linear.
struct MarkdownHighlighting: HighlightGrammar {
    var scanner: HighlightScanner
    /// Per delimiter run (`*`, `**`, `_`, a backtick run…), the line end up to which it has no closer.
    private var unclosedBefore: [UInt16: Int] = [:]

    init(scanner: HighlightScanner) {
        self.scanner = scanner
    }

    mutating func step() {
        let start = scanner.position
        if start == 0 || scanner.bytes[start - 1].isLineEnd, scanBlockStart() { return }
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "\\"):
            scanner.position += 1
            if let next = scanner.peek(), !next.isLineEnd { scanner.skipCharacter() }
        case UInt8(ascii: "`"):
            scanCodeSpan()
        case UInt8(ascii: "*"), UInt8(ascii: "_"):
            scanEmphasis()
        case UInt8(ascii: "]") where scanner.peek(1) == UInt8(ascii: "("):
            scanner.position += 1
            scanDelimited(closedBy: UInt8(ascii: ")"), as: .string)
        case UInt8(ascii: "<") where scanner.peek(1)?.isASCIILetter == true || scanner.peek(1) == UInt8(ascii: "/"):
            scanAngle()
        case _ where byte.isLineEnd:
            scanner.position += 1
        default:
            scanner.position += 1
            scanner.skip { !Self.inlineStarts.contains($0) && !$0.isLineEnd }
        }
    }

    // MARK: Blocks

    /// At a line's start: front matter, a fence, a heading, a thematic break, or the markers
    /// of quotes and list items. Returns whether it consumed the whole construct.
    private mutating func scanBlockStart() -> Bool {
        let start = scanner.position
        if start == 0, scanner.matches("---"), scanner.peek(3)?.isLineEnd == true {
            scanner.position += 3
            skipToClosingLine { $0.matches("---") || $0.matches("...") }
            scanner.mark(.comment, from: start)
            return true
        }
        scanner.skip { $0.isBlank }
        let indent = scanner.position
        guard let byte = scanner.peek() else { return true }
        if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"), scanner.matches(byte == UInt8(ascii: "`") ? "```" : "~~~") {
            scanFence(marker: byte)
            return true
        }
        if byte == UInt8(ascii: "#") {
            var level = 0
            while scanner.peek(level) == UInt8(ascii: "#") { level += 1 }
            if level <= 6, scanner.peek(level).map({ $0.isWhitespace }) ?? true {
                scanner.skipToLineEnd()
                scanner.mark(.keyword, from: indent)
                return true
            }
        }
        if isThematicBreak() {
            scanner.skipToLineEnd()
            scanner.mark(.punctuation, from: indent)
            return true
        }
        // Block quote and list markers, as many as nest (`> - item`).
        while let marker = scanner.peek() {
            let markerStart = scanner.position
            if marker == UInt8(ascii: ">") {
                scanner.position += 1
            } else if (marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+")), scanner.peek(1)?.isBlank == true {
                scanner.position += 1
            } else if marker.isDigit {
                var offset = 0
                while offset < 9, scanner.peek(offset)?.isDigit == true { offset += 1 }
                guard let close = scanner.peek(offset), close == UInt8(ascii: ".") || close == UInt8(ascii: ")"), scanner.peek(offset + 1)?.isBlank == true else { break }
                scanner.position += offset + 1
            } else {
                break
            }
            scanner.mark(.punctuation, from: markerStart)
            scanner.skip { $0.isBlank }
        }
        return false
    }

    /// `---`, `***`, `___` (three or more, spaces between allowed) or a setext `===` underline.
    private func isThematicBreak() -> Bool {
        guard let marker = scanner.peek(), [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "=")].contains(marker) else { return false }
        var offset = 0, count = 0
        while let byte = scanner.peek(offset), !byte.isLineEnd {
            if byte == marker { count += 1 } else if !byte.isBlank { return false }
            offset += 1
        }
        return count >= 3 || marker == UInt8(ascii: "=") && count >= 1
    }

    /// A fenced code block: the fence lines as punctuation, the code as a string; an unclosed
    /// one runs to the end, as in CommonMark.
    private mutating func scanFence(marker: UInt8) {
        let fenceStart = scanner.position
        scanner.skip { $0 == marker }
        let length = scanner.position - fenceStart
        scanner.skipToLineEnd()
        scanner.mark(.punctuation, from: fenceStart)
        let bodyStart = scanner.position
        while !scanner.isAtEnd {
            scanner.skip { $0.isLineEnd }
            let lineStart = scanner.position
            scanner.skip { $0.isBlank }
            let closeStart = scanner.position
            scanner.skip { $0 == marker }
            if scanner.position - closeStart >= length, scanner.nextNonBlank().map({ $0.isLineEnd }) ?? true {
                scanner.mark(.string, from: bodyStart, to: lineStart)
                scanner.skipToLineEnd()
                scanner.mark(.punctuation, from: closeStart)
                return
            }
            scanner.skipToLineEnd()
        }
        scanner.mark(.string, from: bodyStart)
    }

    /// Moves past the lines up to and including the first that `isClosing` accepts at its start.
    private mutating func skipToClosingLine(_ isClosing: (HighlightScanner) -> Bool) {
        while !scanner.isAtEnd {
            scanner.skipToLineEnd()
            scanner.skip { $0.isLineEnd }
            if isClosing(scanner) {
                scanner.position += 3
                return
            }
        }
    }

    // MARK: Inline

    /// A code span: a backtick run up to a run of the same length on the line.
    private mutating func scanCodeSpan() {
        let start = scanner.position
        scanner.skip { $0 == UInt8(ascii: "`") }
        let length = scanner.position - start
        guard length <= 16, let end = closer(run: UInt8(ascii: "`"), length: length, from: scanner.position, where: { _ in true }) else { return }
        scanner.position = end
        scanner.mark(.string, from: start)
    }

    /// `*a*`, `**a**`, `_a_`, `__a__`: an opener before a non-blank (an `_` not inside a word),
    /// closed by the same run after a non-blank on the line.
    private mutating func scanEmphasis() {
        let start = scanner.position
        guard let marker = scanner.peek() else { return }
        scanner.skip { $0 == marker }
        let length = scanner.position - start
        let intraword = marker == UInt8(ascii: "_") && start > 0 && scanner.bytes[start - 1].isIdentifierByte
        guard length <= 2, !intraword, let next = scanner.peek(), !next.isWhitespace,
              let end = closer(run: marker, length: length, from: scanner.position, where: { !$0.isWhitespace }) else { return }
        scanner.position = end
        scanner.mark(.attribute, from: start)
    }

    /// The end of the first run of exactly `length` `run` bytes on the line at or after `index`
    /// whose preceding byte passes `accepts`; remembers a failure for the rest of the line.
    private mutating func closer(run: UInt8, length: Int, from index: Int, where accepts: (UInt8) -> Bool) -> Int? {
        let key = UInt16(run) << 8 | UInt16(length)
        if let before = unclosedBefore[key], index < before { return nil }
        var index = index
        while index < scanner.bytes.count, !scanner.bytes[index].isLineEnd {
            guard scanner.bytes[index] == run else {
                index += 1
                continue
            }
            let runStart = index
            while index < scanner.bytes.count, scanner.bytes[index] == run { index += 1 }
            if index - runStart == length, accepts(scanner.bytes[runStart - 1]) { return index }
        }
        unclosedBefore[key] = index
        return nil
    }

    /// From a link's `](` (or another opener), the rest up to `close` on the line as `token`.
    private mutating func scanDelimited(closedBy close: UInt8, as token: HighlightToken) {
        let start = scanner.position
        var index = start + 1
        while index < scanner.bytes.count, !scanner.bytes[index].isLineEnd, scanner.bytes[index] != close { index += 1 }
        guard index < scanner.bytes.count, scanner.bytes[index] == close else { return }
        scanner.position = index + 1
        scanner.mark(token, from: start)
    }

    /// `<https://…>` as a string; `<Tabs>`, `</div>` with the tag's name marked.
    private mutating func scanAngle() {
        let start = scanner.position
        var offset = 1
        while let byte = scanner.peek(offset), byte.isASCIILetter || byte.isDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") { offset += 1 }
        if scanner.peek(offset) == UInt8(ascii: ":") {
            scanDelimited(closedBy: UInt8(ascii: ">"), as: .string)
            return
        }
        scanner.position += scanner.peek(1) == UInt8(ascii: "/") ? 2 : 1
        let nameStart = scanner.position
        scanner.skip { $0.isIdentifierByte || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") }
        scanner.mark(.tag, from: nameStart)
        if scanner.position == start { scanner.position += 1 }
    }

    private static let inlineStarts: Set<UInt8> = [
        UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "]"), UInt8(ascii: "<"),
    ]
}
