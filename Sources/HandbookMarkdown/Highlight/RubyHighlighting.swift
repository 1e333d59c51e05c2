import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The Ruby grammar: keywords, `true`/`false`/`nil`, constants as types, `#` and
/// `=begin … =end` comments, `'…'` strings, `"…"` and backtick strings whose `#{ … }` holds
/// highlighted code, symbols (`:name`, `key:`) as literals, `@instance`, `@@class` and
/// `$global` variables as properties, and numbers. Method names may end in `?` or `!`.
struct RubyHighlighting: HighlightGrammar {
    var scanner: HighlightScanner

    /// Code (counting the braces it opened), or an interpolating string's text.
    private enum Context { case code(braces: Int), interpolating(quote: UInt8) }
    private var contexts: [Context] = [.code(braces: 0)]

    init(scanner: HighlightScanner) {
        self.scanner = scanner
    }

    private static let maximumDepth = 64

    mutating func step() {
        switch contexts.last ?? .code(braces: 0) {
        case .code(let braces): stepCode(braces: braces)
        case .interpolating(let quote): scanInterpolatingText(quote: quote)
        }
    }

    private mutating func stepCode(braces: Int) {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        let atLineStart = start == 0 || scanner.bytes[start - 1].isLineEnd
        switch byte {
        case UInt8(ascii: "=") where atLineStart && scanner.matches("=begin"):
            scanner.skip(through: "\n=end")
            scanner.skipToLineEnd()
            scanner.mark(.comment, from: start)
        case UInt8(ascii: "#"):
            scanner.markLineComment()
        case UInt8(ascii: "'"):
            scanner.markQuoted(closedBy: byte, acrossLines: true)
        case UInt8(ascii: "\""), UInt8(ascii: "`"):
            if contexts.count < Self.maximumDepth {
                scanner.position += 1
                contexts.append(.interpolating(quote: byte))
                scanInterpolatingText(quote: byte, from: start)
            } else {
                scanner.markQuoted(closedBy: byte, acrossLines: true)
            }
        case UInt8(ascii: "{"):
            scanner.position += 1
            contexts[contexts.count - 1] = .code(braces: braces + 1)
        case UInt8(ascii: "}") where braces == 0 && contexts.count > 1:
            scanner.position += 1
            scanner.mark(.punctuation, from: start)
            contexts.removeLast()
        case UInt8(ascii: "}"):
            scanner.position += 1
            if braces > 0 { contexts[contexts.count - 1] = .code(braces: braces - 1) }
        case UInt8(ascii: ":") where scanner.peek(1)?.isIdentifierStart == true && !(start > 0 && (scanner.bytes[start - 1] == UInt8(ascii: ":") || scanner.bytes[start - 1].isIdentifierByte)):
            scanner.position += 1
            skipName()
            scanner.mark(.literal, from: start)
        case UInt8(ascii: "@") where scanner.peek(1)?.isIdentifierStart == true || scanner.peek(1) == byte && scanner.peek(2)?.isIdentifierStart == true,
             UInt8(ascii: "$") where scanner.peek(1)?.isIdentifierStart == true:
            scanner.skip { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "$") }
            scanner.skip { $0.isIdentifierByte }
            scanner.mark(.property, from: start)
        case _ where byte.isDigit:
            scanner.skipNumber()
            scanner.mark(.number, from: start)
        case _ where byte.isIdentifierStart:
            skipName()
            if scanner.peek() == UInt8(ascii: ":"), scanner.peek(1) != UInt8(ascii: ":") {
                // `key: value`: a symbol key.
                scanner.position += 1
                scanner.mark(.literal, from: start)
            } else {
                scanner.markWord(from: start, in: Self.words)
            }
        default:
            scanner.position += 1
        }
    }

    /// A name, with the `?` or `!` a method's name may end in (not the `!=` after it).
    private mutating func skipName() {
        scanner.skip { $0.isIdentifierByte }
        if let last = scanner.peek(), last == UInt8(ascii: "?") || last == UInt8(ascii: "!"), scanner.peek(1) != UInt8(ascii: "=") {
            scanner.position += 1
        }
    }

    /// A string's text from `start` (default: the cursor) up to its closing quote or a `#{`.
    private mutating func scanInterpolatingText(quote: UInt8, from start: Int? = nil) {
        let start = start ?? scanner.position
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "\\"):
                scanner.position += min(2, scanner.bytes.count - scanner.position)
            case quote:
                scanner.position += 1
                scanner.mark(.string, from: start)
                contexts.removeLast()
                return
            case UInt8(ascii: "#") where scanner.peek(1) == UInt8(ascii: "{") && contexts.count < Self.maximumDepth:
                scanner.mark(.string, from: start)
                scanner.position += 2
                scanner.mark(.punctuation, from: scanner.position - 2)
                contexts.append(.code(braces: 0))
                return
            default:
                scanner.position += 1
            }
        }
        scanner.mark(.string, from: start)
    }

    /// The Ruby keywords (ruby-doc.org, "Keywords"), with `require`, `include` and the
    /// attribute declarations, which read as keywords in Rails-style code.
    static let words = HighlightVocabulary(
        keywords: [
            "BEGIN", "END", "alias", "and", "begin", "break", "case", "class", "def", "defined?", "do",
            "else", "elsif", "end", "ensure", "for", "if", "in", "module", "next", "not", "or", "redo",
            "rescue", "retry", "return", "self", "super", "then", "undef", "unless", "until", "when",
            "while", "yield", "__method__", "require", "require_relative", "include", "extend",
            "attr_reader", "attr_writer", "attr_accessor", "private", "protected", "public", "raise",
        ],
        literals: ["true", "false", "nil"])
}
