import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The CSS grammar: selectors (as tags), property names (custom `--properties` included),
/// at-rules (as attributes), strings, numbers with units, hex colours (as numbers),
/// `!important`, `url(…)` and comments, in nested blocks too.
///
/// Whether a statement is a rule or a declaration is decided by what ends it: a `{` before
/// any `;` or `}` makes a selector. That one rule covers top-level rules, nesting, rules in
/// `@media`, and bare declarations pasted without a selector.
struct CSSHighlighting: HighlightGrammar {
    var scanner: HighlightScanner

    mutating func step() { statement() }

    private mutating func statement() {
        scanner.skip { $0.isWhitespace }
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "/") where scanner.matches("/*"):
            scanComment()
            scanner.mark(.comment, from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
            scanner.position += 1
        case UInt8(ascii: "@"):
            scanner.position += 1
            scanner.skip { $0.isCSSNameByte }
            if scanner.position > start + 1 { scanner.mark(.attribute, from: start) }
            scanValue()
        case _ where startsRule():
            scanSelector()
        default:
            scanDeclaration()
        }
    }

    /// Whether a `{` comes before the next `;` or `}` (outside strings and comments).
    private mutating func startsRule() -> Bool {
        let start = scanner.position
        defer { scanner.position = start }
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "{"): return true
            case UInt8(ascii: ";"), UInt8(ascii: "}"): return false
            case UInt8(ascii: "/") where scanner.matches("/*"): scanComment()
            case UInt8(ascii: "\""), UInt8(ascii: "'"): scanString()
            default: scanner.position += 1
            }
        }
        return false
    }

    /// A selector list up to its `{`: each compound selector is a tag; spaces, commas and
    /// combinators stay plain, except inside parentheses (`:is(a, b)` is one compound).
    private mutating func scanSelector() {
        while let byte = scanner.peek(), !byte.endsCSSStatement {
            let start = scanner.position
            if scanner.matches("/*") {
                scanComment()
                scanner.mark(.comment, from: start)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                scanString()
                scanner.mark(.string, from: start)
            } else if byte.isWhitespace || Self.selectorSeparators.contains(byte) {
                scanner.position += 1
            } else {
                scanCompoundSelector()
                scanner.mark(.tag, from: start)
            }
        }
    }

    private mutating func scanCompoundSelector() {
        var parentheses = 0
        while let byte = scanner.peek(), !byte.endsCSSStatement, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'"),
              !scanner.matches("/*") {
            if parentheses == 0, byte.isWhitespace || Self.selectorSeparators.contains(byte) { return }
            if byte == UInt8(ascii: "(") { parentheses += 1 }
            if byte == UInt8(ascii: ")") { parentheses = max(0, parentheses - 1) }
            scanner.position += 1
        }
    }

    /// `name: value` up to `;` or `}`; a name not followed by `:` stays plain.
    private mutating func scanDeclaration() {
        let start = scanner.position
        scanner.skip { $0.isCSSNameByte }
        let end = scanner.position
        scanner.skip { $0.isBlank }
        if scanner.peek() == UInt8(ascii: ":") {
            scanner.mark(.property, from: start, to: end)
        }
        scanValue()
    }

    /// A value (or an at-rule's prelude) up to the next `;`, `{` or `}`, which it leaves.
    private mutating func scanValue() {
        while let byte = scanner.peek(), !byte.endsCSSStatement {
            let start = scanner.position
            switch byte {
            case UInt8(ascii: "/") where scanner.matches("/*"):
                scanComment()
                scanner.mark(.comment, from: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanString()
                scanner.mark(.string, from: start)
            case UInt8(ascii: "#"):
                scanner.position += 1
                scanner.skip { $0.isCSSNameByte }
                if scanner.position > start + 1, scanner.bytes[(start + 1)..<scanner.position].allSatisfy(\.isHexDigit) {
                    scanner.mark(.number, from: start)
                }
            case UInt8(ascii: "!") where scanner.peek(1)?.isIdentifierStart == true:
                scanner.position += 1
                scanner.skip { $0.isCSSNameByte }
                scanner.mark(.keyword, from: start)
            case _ where startsNumber():
                scanNumber()
                scanner.mark(.number, from: start)
            case _ where byte.isIdentifierStart || byte == UInt8(ascii: "-"):
                scanner.skip { $0.isCSSNameByte }
                scanNameInValue(from: start)
            default:
                scanner.position += 1
            }
        }
    }

    /// `url(…)` without quotes becomes a string; `name:` inside a value (as in
    /// `@media (min-width: 40em)`) becomes a property.
    private mutating func scanNameInValue(from start: Int) {
        let end = scanner.position
        if scanner.word(from: start, to: end)?.lowercased() == "url", scanner.peek() == UInt8(ascii: "("),
           let next = scanner.peek(1), next != UInt8(ascii: "\""), next != UInt8(ascii: "'") {
            scanner.position += 1
            let contents = scanner.position
            scanner.skip { !$0.isWhitespace && $0 != UInt8(ascii: ")") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") }
            scanner.mark(.string, from: contents)
            return
        }
        scanner.skip { $0.isBlank }
        if scanner.peek() == UInt8(ascii: ":") {
            scanner.mark(.property, from: start, to: end)
        }
    }

    private func startsNumber() -> Bool {
        var offset = 0
        if scanner.peek() == UInt8(ascii: "+") || scanner.peek() == UInt8(ascii: "-") { offset = 1 }
        if scanner.peek(offset) == UInt8(ascii: ".") { offset += 1 }
        return scanner.peek(offset)?.isDigit == true
    }

    /// A signed number with its unit (`12px`, `-.5em`, `100%`, `1e3`).
    private mutating func scanNumber() {
        if scanner.peek() == UInt8(ascii: "+") || scanner.peek() == UInt8(ascii: "-") { scanner.position += 1 }
        scanner.skip { $0.isDigit }
        if scanner.peek() == UInt8(ascii: "."), scanner.peek(1)?.isDigit == true {
            scanner.position += 1
            scanner.skip { $0.isDigit }
        }
        if scanner.peek() == UInt8(ascii: "e") || scanner.peek() == UInt8(ascii: "E"), scanner.peek(1)?.isDigit == true {
            scanner.position += 1
            scanner.skip { $0.isDigit }
        }
        if scanner.peek() == UInt8(ascii: "%") {
            scanner.position += 1
        } else {
            scanner.skip { $0.isASCIILetter }
        }
    }

    /// A quoted string; CSS strings cannot hold a raw line break, so an unclosed one stops there.
    private mutating func scanString() {
        guard let quote = scanner.peek() else { return }
        scanner.position += 1
        while let byte = scanner.peek(), !byte.isLineEnd {
            scanner.position += 1
            if byte == quote { return }
            if byte == UInt8(ascii: "\\"), scanner.peek() != nil { scanner.position += 1 }
        }
    }

    private mutating func scanComment() {
        scanner.position += 2
        scanner.skip(through: "*/")
    }

    static let selectorSeparators: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~")]
}

private extension UInt8 {
    var isCSSNameByte: Bool { isIdentifierByte || self == UInt8(ascii: "-") }
    var endsCSSStatement: Bool { self == UInt8(ascii: ";") || self == UInt8(ascii: "{") || self == UInt8(ascii: "}") }
}
