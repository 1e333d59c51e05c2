import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The HTML/XML grammar (SVG and property lists too): tag names, attribute names, quoted
/// and unquoted attribute values (as strings), comments, `<!doctype>` and `<?xml?>` (as
/// keywords), CDATA (as a string) and entities (as literals). Text stays plain, and so do
/// the contents of `<script>` and `<style>`, which are other languages.
struct MarkupHighlighting: HighlightGrammar {
    var scanner: HighlightScanner

    mutating func step() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "<") where scanner.matches("<!--"):
            scanner.position += 4
            scanner.skip(through: "-->")
            scanner.mark(.comment, from: start)
        case UInt8(ascii: "<") where scanner.matches("<![CDATA["):
            scanner.position += 9
            scanner.skip(through: "]]>")
            scanner.mark(.string, from: start)
        case UInt8(ascii: "<") where scanner.matches("<!") && scanner.peek(2)?.isASCIILetter == true:
            scanner.position += 2
            scanner.skip { $0.isMarkupNameByte }
            scanner.mark(.keyword, from: start)
            scanDeclaration()
        case UInt8(ascii: "<") where scanner.matches("<?"):
            scanner.position += 2
            scanner.skip { $0.isMarkupNameByte }
            scanner.mark(.keyword, from: start)
            _ = scanAttributes()
        case UInt8(ascii: "<") where scanner.matches("</") && scanner.peek(2)?.isIdentifierStart == true:
            scanner.position += 2
            scanTagName()
            _ = scanAttributes()
        case UInt8(ascii: "<") where scanner.peek(1)?.isIdentifierStart == true:
            scanner.position += 1
            let name = scanTagName()
            if scanAttributes() == .opened, let name, name == "script" || name == "style" {
                skipRawText(until: name)
            }
        case UInt8(ascii: "&"):
            scanEntity()
        default:
            scanner.position += 1
        }
    }

    /// Marks the tag name at the cursor; returns it lowercased when short enough to matter.
    @discardableResult
    private mutating func scanTagName() -> String? {
        let start = scanner.position
        scanner.skip { $0.isMarkupNameByte }
        scanner.mark(.tag, from: start)
        return scanner.word(from: start, to: scanner.position)?.lowercased()
    }

    private enum TagEnd { case opened, selfClosed, unclosed }

    /// Attribute names and values up to the tag's `>` (or `?>`), which it consumes. A `<`
    /// ends a broken tag without being consumed, so the next tag still reads as one.
    private mutating func scanAttributes() -> TagEnd {
        var lastByte: UInt8 = 0
        while let byte = scanner.peek() {
            let start = scanner.position
            switch byte {
            case UInt8(ascii: ">"):
                scanner.position += 1
                return lastByte == UInt8(ascii: "/") ? .selfClosed : .opened
            case UInt8(ascii: "<"):
                return .unclosed
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanQuoted()
                scanner.mark(.string, from: start)
            case UInt8(ascii: "="):
                scanner.position += 1
                scanner.skip { $0.isWhitespace }
                scanAttributeValue()
            case _ where byte.isWhitespace || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?"):
                scanner.position += 1
            default:
                scanner.skip { !$0.isWhitespace && !Self.attributeNameStops.contains($0) }
                scanner.mark(.attribute, from: start)
            }
            lastByte = byte
        }
        return .unclosed
    }

    /// A quoted value, or an unquoted one up to whitespace or `>`.
    private mutating func scanAttributeValue() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            scanQuoted()
        } else {
            scanner.skip { !$0.isWhitespace && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "<") }
        }
        scanner.mark(.string, from: start)
    }

    /// A quoted value may span lines; an unclosed one runs to the end, as in a browser.
    private mutating func scanQuoted() {
        guard let quote = scanner.peek() else { return }
        scanner.position += 1
        scanner.skip { $0 != quote }
        if !scanner.isAtEnd { scanner.position += 1 }
    }

    /// The rest of `<!doctype …>`: quoted identifiers are strings, the rest is plain.
    private mutating func scanDeclaration() {
        while let byte = scanner.peek(), byte != UInt8(ascii: "<") {
            let start = scanner.position
            if byte == UInt8(ascii: ">") {
                scanner.position += 1
                return
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                scanQuoted()
                scanner.mark(.string, from: start)
            } else {
                scanner.position += 1
            }
        }
    }

    /// Leaves a script's or style sheet's body plain, up to its closing tag (any case).
    private mutating func skipRawText(until name: String) {
        let closing = Array(("</" + name).utf8)
        while let byte = scanner.peek() {
            if byte == UInt8(ascii: "<"), closing.indices.allSatisfy({ scanner.peek($0).map { $0 | 0x20 } == closing[$0] | 0x20 }) {
                return
            }
            scanner.position += 1
        }
    }

    /// `&amp;`, `&#38;`, `&#x26;`; an `&` that does not start one stays plain.
    private mutating func scanEntity() {
        let start = scanner.position
        var offset = 1
        if scanner.peek(1) == UInt8(ascii: "#") {
            offset = scanner.peek(2) == UInt8(ascii: "x") || scanner.peek(2) == UInt8(ascii: "X") ? 3 : 2
        }
        let nameStart = offset
        while offset < 40, let byte = scanner.peek(offset), byte.isASCIILetter || byte.isDigit { offset += 1 }
        guard offset > nameStart, scanner.peek(offset) == UInt8(ascii: ";") else {
            scanner.position += 1
            return
        }
        scanner.position = start + offset + 1
        scanner.mark(.literal, from: start)
    }

    static let attributeNameStops: Set<UInt8> = [
        UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "'"),
    ]
}

private extension UInt8 {
    var isMarkupNameByte: Bool {
        isIdentifierByte || self == UInt8(ascii: "-") || self == UInt8(ascii: ":") || self == UInt8(ascii: ".")
    }
}
