import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The JSON grammar: object keys (a string followed by `:`) as properties, other strings,
/// numbers, `true`/`false`/`null`, and JSONC's `//` and `/* */` comments. Anything that is
/// not JSON stays plain.
struct JSONHighlighting: HighlightGrammar {
    var scanner: HighlightScanner

    mutating func step() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "\""):
            scanString()
            let end = scanner.position
            scanner.skip { $0.isWhitespace }
            let isKey = scanner.peek() == UInt8(ascii: ":")
            scanner.mark(isKey ? .property : .string, from: start, to: end)
        case UInt8(ascii: "/") where scanner.matches("//"):
            scanner.skipToLineEnd()
            scanner.mark(.comment, from: start)
        case UInt8(ascii: "/") where scanner.matches("/*"):
            scanner.position += 2
            scanner.skip(through: "*/")
            scanner.mark(.comment, from: start)
        case UInt8(ascii: "-") where scanner.peek(1)?.isDigit == true:
            scanner.position += 1
            scanNumber()
            scanner.mark(.number, from: start)
        case _ where byte.isDigit:
            scanNumber()
            scanner.mark(.number, from: start)
        case _ where byte.isIdentifierStart:
            scanner.skip { $0.isIdentifierByte }
            if let word = scanner.word(from: start, to: scanner.position), Self.literals.contains(word) {
                scanner.mark(.literal, from: start)
            }
        default:
            scanner.position += 1
        }
    }

    /// Moves past a string whose opening quote is at the cursor; JSON strings cannot hold a
    /// line break, so an unclosed one stops at the line end.
    private mutating func scanString() {
        scanner.skipQuotedOnOneLine(closedBy: UInt8(ascii: "\""))
    }

    /// Digits, an optional fraction and an optional exponent.
    private mutating func scanNumber() {
        scanner.skip { $0.isDigit }
        if scanner.peek() == UInt8(ascii: "."), scanner.peek(1)?.isDigit == true {
            scanner.position += 1
            scanner.skip { $0.isDigit }
        }
        if let byte = scanner.peek(), byte | 0x20 == UInt8(ascii: "e") {
            let sign = scanner.peek(1) == UInt8(ascii: "+") || scanner.peek(1) == UInt8(ascii: "-") ? 1 : 0
            if scanner.peek(1 + sign)?.isDigit == true {
                scanner.position += 1 + sign
                scanner.skip { $0.isDigit }
            }
        }
    }

    static let literals: Set<String> = ["true", "false", "null"]
}
