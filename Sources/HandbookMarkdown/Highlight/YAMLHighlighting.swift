import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The YAML grammar: mapping keys (plain or quoted, after `- ` too) as properties, quoted
/// strings, numbers, `true`/`false`/`null`/`~` literals, block scalars (`|`, `>`: the
/// indented block is one string), anchors, aliases and tags (as attributes), `#` comments
/// and `---`/`...` document markers. Plain scalars stay plain.
///
/// The scan goes line by line; a quoted scalar or a flow collection may carry it over line
/// ends, and a block scalar header makes the next more-indented lines its content.
struct YAMLHighlighting: HighlightGrammar {
    var scanner: HighlightScanner
    /// Open `[` and `{` not yet closed; inside them `,` and brackets end plain scalars.
    private var flowDepth = 0
    /// Set by a block scalar header: its content is the following lines indented more than this.
    private var blockParentIndent: Int?

    init(scanner: HighlightScanner) {
        self.scanner = scanner
    }

    mutating func step() { line() }

    /// One line from its start, with its line break.
    private mutating func line() {
        if let parent = blockParentIndent {
            blockParentIndent = nil
            // The block ends before the first line that is not its content; that line follows.
            scanBlockScalar(parentIndent: parent)
            if scanner.isAtEnd { return }
        }
        let start = scanner.position
        let isMarker = isDocumentMarker(at: start)
        if isMarker {
            flowDepth = 0
            scanner.position += 3
            scanner.mark(.keyword, from: start)
        } else if scanner.peek() == UInt8(ascii: "%"), flowDepth == 0 {
            scanner.skip { !$0.isWhitespace }
            scanner.mark(.keyword, from: start)
        }
        scanner.skip { $0 == UInt8(ascii: " ") }
        // A node after `---` is at the top level, whatever column it starts in.
        scanContent(lineIndent: isMarker ? 0 : scanner.position - start)
        if scanner.peek() == UInt8(ascii: "\r") { scanner.position += 1 }
        if scanner.peek() == UInt8(ascii: "\n") { scanner.position += 1 }
    }

    /// The tokens of a line up to its line break.
    private mutating func scanContent(lineIndent: Int) {
        // Where the innermost node of this line starts (a key or a `-`): a block scalar's
        // content must be indented past it.
        var nodeStart: Int?
        while let byte = scanner.peek(), !byte.isLineEnd {
            let start = scanner.position
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                scanner.position += 1
            case UInt8(ascii: "#") where start == 0 || scanner.bytes[start - 1].isWhitespace:
                scanner.skipToLineEnd()
                scanner.mark(.comment, from: start)
            case _ where (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":")) && endsIndicator(at: 1):
                if byte == UInt8(ascii: "-") { nodeStart = start }
                scanner.position += 1
            case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
                scanner.skip { !$0.isWhitespace && !$0.isFlowIndicator }
                scanner.mark(.attribute, from: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanQuoted()
                let end = scanner.position
                scanner.skip { $0.isBlank }
                let isKey = scanner.peek() == UInt8(ascii: ":")
                if isKey { nodeStart = start }
                scanner.mark(isKey ? .property : .string, from: start, to: end)
            case _ where (byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">")) && flowDepth == 0 && isBlockScalarHeader():
                scanner.skip { $0 == byte || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0.isDigit }
                scanner.mark(.punctuation, from: start)
                blockParentIndent = nodeStart.map(column(of:)) ?? lineIndent - 1
                // Only a comment may follow a header (anything else stays plain); ending the
                // line here keeps one header per line.
                scanner.skip { $0.isBlank }
                let rest = scanner.position
                let isComment = scanner.peek() == UInt8(ascii: "#")
                scanner.skipToLineEnd()
                if isComment { scanner.mark(.comment, from: rest) }
                return
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                scanner.position += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
                scanner.position += 1
            case UInt8(ascii: ",") where flowDepth > 0:
                scanner.position += 1
            default:
                if scanPlainScalar(from: start) { nodeStart = start }
            }
        }
    }

    /// A plain scalar up to a line end, ` #`, `: ` (then it is a key) or, in a flow
    /// collection, a flow indicator. Returns whether it is a key.
    private mutating func scanPlainScalar(from start: Int) -> Bool {
        while let byte = scanner.peek(), !byte.isLineEnd {
            if byte == UInt8(ascii: ":"), endsIndicator(at: 1) { break }
            if byte.isBlank, scanner.peek(1) == UInt8(ascii: "#") { break }
            if flowDepth > 0, byte.isFlowIndicator { break }
            scanner.position += 1
        }
        var end = scanner.position
        while end > start, scanner.bytes[end - 1].isBlank { end -= 1 }
        if scanner.peek() == UInt8(ascii: ":") {
            scanner.mark(.property, from: start, to: end)
            return true
        }
        if let word = scanner.word(from: start, to: end), Self.literals.contains(word) {
            scanner.mark(.literal, from: start, to: end)
        } else if isNumber(from: start, to: end) {
            scanner.mark(.number, from: start, to: end)
        }
        return false
    }

    /// Whether the byte `offset` past the cursor ends an indicator (`- `, `: `, `? `).
    private func endsIndicator(at offset: Int) -> Bool {
        guard let next = scanner.peek(offset) else { return true }
        return next.isWhitespace || (flowDepth > 0 && next.isFlowIndicator)
    }

    /// `|` or `>` with optional chomping and indentation indicators, then only blanks or a comment.
    private func isBlockScalarHeader() -> Bool {
        var offset = 1
        while offset < 4, let byte = scanner.peek(offset), byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte.isDigit {
            offset += 1
        }
        guard let next = scanner.peek(offset) else { return true }
        return next.isWhitespace
    }

    /// The lines after a block scalar header that are blank or indented past `parentIndent`,
    /// as one string from the first content character to the last.
    private mutating func scanBlockScalar(parentIndent: Int) {
        var first: Int?
        var last = scanner.position
        while !scanner.isAtEnd {
            var indent = 0
            while scanner.peek(indent) == UInt8(ascii: " ") { indent += 1 }
            let isBlank = scanner.peek(indent)?.isLineEnd ?? true
            if !isBlank, indent <= parentIndent || (indent == 0 && isDocumentMarker(at: scanner.position)) { break }
            scanner.position += indent
            let contentStart = scanner.position
            scanner.skipToLineEnd()
            if !isBlank {
                first = first ?? contentStart
                last = scanner.position
            }
            if scanner.peek() == UInt8(ascii: "\r") { scanner.position += 1 }
            if scanner.peek() == UInt8(ascii: "\n") { scanner.position += 1 }
        }
        if let first { scanner.mark(.string, from: first, to: last) }
    }

    /// `---` or `...` at the start of a line, followed by whitespace or the end.
    private func isDocumentMarker(at index: Int) -> Bool {
        guard index == 0 || scanner.bytes[index - 1].isLineEnd else { return false }
        let offset = index - scanner.position
        guard scanner.matches("---", at: offset) || scanner.matches("...", at: offset) else { return false }
        return scanner.peek(offset + 3)?.isWhitespace ?? true
    }

    private func lineStart(of index: Int) -> Int {
        var start = min(index, scanner.bytes.count)
        while start > 0, !scanner.bytes[start - 1].isLineEnd { start -= 1 }
        return start
    }

    private func column(of index: Int) -> Int { index - lineStart(of: index) }

    /// A double-quoted scalar (with `\` escapes) or a single-quoted one (with `''`); either may
    /// span lines, and an unclosed one runs to the end.
    private mutating func scanQuoted() {
        guard let quote = scanner.peek() else { return }
        scanner.position += 1
        while let byte = scanner.peek() {
            scanner.position += 1
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\""), scanner.peek() != nil {
                scanner.position += 1
            } else if byte == quote {
                guard quote == UInt8(ascii: "'"), scanner.peek() == quote else { return }
                scanner.position += 1
            }
        }
    }

    /// YAML 1.2 core schema numbers: decimal, `0x`, `0o`, exponents, `.inf` and `.nan`.
    private func isNumber(from start: Int, to end: Int) -> Bool {
        var index = start
        let bytes = scanner.bytes
        if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        if let word = scanner.word(from: index, to: end), Self.specialNumbers.contains(word) { return true }
        if end - index > 2, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] == UInt8(ascii: "x") || bytes[index + 1] == UInt8(ascii: "o") {
            let octal = bytes[index + 1] == UInt8(ascii: "o")
            return bytes[(index + 2)..<end].allSatisfy { octal ? ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7")) : $0.isHexDigit }
        }
        let integerStart = index
        while index < end, bytes[index].isDigit { index += 1 }
        var digits = index - integerStart
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < end, bytes[index].isDigit { index += 1 }
            digits += index - fractionStart
        }
        guard digits > 0 else { return false }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < end, bytes[index].isDigit { index += 1 }
            if index == exponentStart { return false }
        }
        return index == end
    }

    static let literals: Set<String> = ["true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL", "~"]
    static let specialNumbers: Set<String> = [".inf", ".Inf", ".INF", ".nan", ".NaN", ".NAN"]
}

private extension UInt8 {
    var isFlowIndicator: Bool {
        self == UInt8(ascii: ",") || self == UInt8(ascii: "[") || self == UInt8(ascii: "]")
            || self == UInt8(ascii: "{") || self == UInt8(ascii: "}")
    }
}
