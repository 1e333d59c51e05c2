import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The Python grammar: keywords (and the soft keywords `match`, `case`), `True`/`False`/`None`,
/// built-in types and capitalised names as types, `#` comments, `@` decorators, numbers, and
/// strings with any prefix: triple-quoted ones span lines, and f-strings' `{ … }` fields hold
/// highlighted code (`{{` is a brace).
struct PythonHighlighting: HighlightGrammar {
    var scanner: HighlightScanner

    /// Code (counting the braces it opened), or an f-string's text.
    private enum Context { case code(braces: Int), formatted(quote: UInt8, triple: Bool) }
    private var contexts: [Context] = [.code(braces: 0)]

    init(scanner: HighlightScanner) {
        self.scanner = scanner
    }

    private static let maximumDepth = 64

    mutating func step() {
        switch contexts.last ?? .code(braces: 0) {
        case .code(let braces): stepCode(braces: braces)
        case .formatted(let quote, let triple): scanFormattedText(quote: quote, triple: triple)
        }
    }

    private mutating func stepCode(braces: Int) {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "#"):
            scanner.markLineComment()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            scanString(from: start, formatted: false)
        case UInt8(ascii: "@") where scanner.peek(1)?.isIdentifierStart == true && startsLine(before: start):
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte || $0 == UInt8(ascii: ".") }
            scanner.mark(.attribute, from: start)
        case UInt8(ascii: "{"):
            scanner.position += 1
            contexts[contexts.count - 1] = .code(braces: braces + 1)
        case UInt8(ascii: "}") where braces == 0 && contexts.count > 1:
            // The end of an f-string's field: its text goes on.
            scanner.position += 1
            scanner.mark(.punctuation, from: start)
            contexts.removeLast()
        case UInt8(ascii: "}"):
            scanner.position += 1
            if braces > 0 { contexts[contexts.count - 1] = .code(braces: braces - 1) }
        case _ where byte.isDigit, UInt8(ascii: ".") where scanner.peek(1)?.isDigit == true && !(start > 0 && scanner.bytes[start - 1].isIdentifierByte):
            scanner.skipNumber()
            scanner.mark(.number, from: start)
        case _ where byte.isIdentifierStart:
            scanner.skip { $0.isIdentifierByte }
            if let quote = scanner.peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), let prefix = stringPrefix(from: start) {
                scanString(from: start, formatted: prefix.contains("f"))
            } else {
                scanner.markWord(from: start, in: Self.words)
            }
        default:
            scanner.position += 1
        }
    }

    /// Whether only indentation comes before `index` on its line.
    private func startsLine(before index: Int) -> Bool {
        var index = index - 1
        while index >= 0, scanner.bytes[index].isBlank { index -= 1 }
        return index < 0 || scanner.bytes[index].isLineEnd
    }

    /// The identifier `start..<cursor` lowercased when it is a string prefix (`r`, `b`, `f`, `rb`, `fr` …).
    private func stringPrefix(from start: Int) -> String? {
        guard let word = scanner.word(from: start, to: scanner.position)?.lowercased(), word.count <= 2,
              Self.prefixes.contains(word) else { return nil }
        return word
    }

    /// A string whose prefix (if any) starts at `start` and whose quote is at the cursor. A
    /// plain one is scanned whole; an f-string's text goes on in its own context.
    private mutating func scanString(from start: Int, formatted: Bool) {
        guard let quote = scanner.peek() else { return }
        let triple = quote == UInt8(ascii: "\"") ? scanner.matches("\"\"\"") : scanner.matches("'''")
        scanner.position += triple ? 3 : 1
        if formatted, contexts.count < Self.maximumDepth {
            contexts.append(.formatted(quote: quote, triple: triple))
            scanFormattedText(quote: quote, triple: triple, from: start)
            return
        }
        while let byte = scanner.peek() {
            if byte.isLineEnd, !triple { break }
            scanner.position += 1
            if byte == UInt8(ascii: "\\"), !scanner.isAtEnd {
                scanner.position += 1
            } else if byte == quote, !triple || scanner.peek() == quote && scanner.peek(1) == quote {
                if triple { scanner.position += 2 }
                break
            }
        }
        scanner.mark(.string, from: start)
    }

    /// An f-string's text from `start` (default: the cursor) up to its closing quote (which
    /// ends it) or a `{` field (which opens code); `{{` and `}}` are text.
    private mutating func scanFormattedText(quote: UInt8, triple: Bool, from start: Int? = nil) {
        let start = start ?? scanner.position
        while let byte = scanner.peek() {
            if byte.isLineEnd, !triple {
                scanner.mark(.string, from: start)
                contexts.removeLast()
                return
            }
            switch byte {
            case UInt8(ascii: "\\"):
                scanner.position += min(2, scanner.bytes.count - scanner.position)
            case UInt8(ascii: "{") where scanner.peek(1) == UInt8(ascii: "{"), UInt8(ascii: "}") where scanner.peek(1) == UInt8(ascii: "}"):
                scanner.position += 2
            case UInt8(ascii: "{") where contexts.count < Self.maximumDepth:
                scanner.mark(.string, from: start)
                scanner.position += 1
                scanner.mark(.punctuation, from: scanner.position - 1)
                contexts.append(.code(braces: 0))
                return
            case quote where !triple || closesTriple(quote):
                scanner.position += triple ? 3 : 1
                scanner.mark(.string, from: start)
                contexts.removeLast()
                return
            default:
                scanner.position += 1
            }
        }
        scanner.mark(.string, from: start)
    }

    /// Whether the quote at the cursor and the two after it close a triple-quoted string.
    private func closesTriple(_ quote: UInt8) -> Bool {
        scanner.peek(1) == quote && scanner.peek(2) == quote
    }

    private static let prefixes: Set<String> = ["r", "u", "b", "f", "br", "rb", "fr", "rf"]

    /// The Python Language Reference's keywords and soft keywords; the built-in types.
    static let words = HighlightVocabulary(
        keywords: [
            "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif",
            "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
            "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
        ],
        contextualKeywords: ["match", "case"],
        literals: ["True", "False", "None"],
        types: ["bool", "bytes", "complex", "dict", "float", "frozenset", "int", "list", "object", "set", "str", "tuple"])
}
