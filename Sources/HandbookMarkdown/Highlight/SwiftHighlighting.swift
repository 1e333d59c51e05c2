import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The Swift grammar: keywords, types, `@` attributes, `#` directives and macros, nested
/// comments, strings of every delimiter (multi-line, raw, interpolated) and numbers.
struct SwiftHighlighting: HighlightGrammar {
    var scanner: HighlightScanner

    mutating func step() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "/") where scanner.matches("//") || scanner.matches("/*"):
            scanner.markLineOrNestedComment()
        case UInt8(ascii: "\""):
            scanString(hashes: 0, depth: 0)
            scanner.mark(.string, from: start)
        case UInt8(ascii: "#"):
            scanHashes()
        case UInt8(ascii: "@") where scanner.peek(1)?.isIdentifierStart == true:
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte }
            scanner.mark(.attribute, from: start)
        case UInt8(ascii: "`"):
            // A backticked name is an identifier even when it spells a keyword.
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte }
            if scanner.peek() == UInt8(ascii: "`") { scanner.position += 1 }
        case _ where byte.isDigit:
            scanNumber()
            scanner.mark(.number, from: start)
        case _ where byte.isIdentifierStart || byte == UInt8(ascii: "$"):
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte }
            classifyIdentifier(from: start)
        default:
            scanner.position += 1
        }
    }

    private mutating func classifyIdentifier(from start: Int) {
        let afterDot = start > 0 && scanner.bytes[start - 1] == UInt8(ascii: ".")
        if let word = scanner.word(from: start, to: scanner.position) {
            if Self.literals.contains(word) {
                return scanner.mark(.literal, from: start)
            }
            // After a dot most keywords are member names (`.default`, `.init` stays a keyword).
            if Self.keywords.contains(word), !afterDot || Self.memberKeywords.contains(word) {
                return scanner.mark(.keyword, from: start)
            }
        }
        if scanner.bytes[start].isUppercaseLetter {
            scanner.mark(.type, from: start)
        }
    }

    /// `#"raw"#` strings, `#if`-style directives and `#macro`s (as keywords), or plain `#`s.
    private mutating func scanHashes() {
        let start = scanner.position
        var count = 0
        while scanner.peek(count) == UInt8(ascii: "#") { count += 1 }
        if scanner.peek(count) == UInt8(ascii: "\"") {
            scanner.position += count
            scanString(hashes: count, depth: 0)
            scanner.mark(.string, from: start)
        } else if count == 1, scanner.peek(1)?.isIdentifierStart == true {
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte }
            scanner.mark(.keyword, from: start)
        } else {
            scanner.position += count
        }
    }

    /// Moves past a string whose opening quote is at the cursor, `hashes` being the raw
    /// delimiter's `#` count. A single-line string that is not closed stops at the line end.
    private mutating func scanString(hashes: Int, depth: Int) {
        let multiline = scanner.matches("\"\"\"")
        scanner.position += multiline ? 3 : 1
        while let byte = scanner.peek() {
            if byte.isLineEnd, !multiline { return }
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: 1) {
                scanner.position += 1 + hashes
                if scanner.peek() == UInt8(ascii: "(") {
                    scanner.position += 1
                    skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")"), acrossLines: multiline, depth: depth) { $0.scanString(hashes: 0, depth: $1) }
                } else if let escaped = scanner.peek(), multiline || !escaped.isLineEnd {
                    scanner.position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if !multiline || scanner.matches("\"\"\""), hashesFollow(hashes, at: quotes) {
                    scanner.position += quotes + hashes
                    return
                }
            }
            scanner.position += 1
        }
    }


    private func hashesFollow(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { scanner.peek(offset + $0) == UInt8(ascii: "#") }
    }

    /// Decimal, hexadecimal (with `p` exponents), binary and octal literals, with `_` separators.
    private mutating func scanNumber() {
        if scanner.matches("0x") || scanner.matches("0X") {
            scanner.position += 2
            scanner.skip { $0.isHexDigit || $0 == UInt8(ascii: "_") }
            scanFraction()
            scanExponent(marker: UInt8(ascii: "p"))
        } else if scanner.matches("0b") || scanner.matches("0o") {
            scanner.position += 2
            scanner.skip { $0.isDigit || $0 == UInt8(ascii: "_") }
        } else {
            scanner.skip { $0.isDigit || $0 == UInt8(ascii: "_") }
            scanFraction()
            scanExponent(marker: UInt8(ascii: "e"))
        }
    }

    /// A `.` counts only before a digit, so `1..<5` and `0xFF.description` stay apart.
    private mutating func scanFraction() {
        guard scanner.peek() == UInt8(ascii: "."), scanner.peek(1)?.isDigit == true else { return }
        scanner.position += 1
        scanner.skip { $0.isHexDigit || $0 == UInt8(ascii: "_") }
    }

    private mutating func scanExponent(marker: UInt8) {
        guard let byte = scanner.peek(), byte | 0x20 == marker else { return }
        let sign = scanner.peek(1) == UInt8(ascii: "+") || scanner.peek(1) == UInt8(ascii: "-") ? 1 : 0
        guard scanner.peek(1 + sign)?.isDigit == true else { return }
        scanner.position += 1 + sign
        scanner.skip { $0.isDigit || $0 == UInt8(ascii: "_") }
    }

    static let literals: Set<String> = ["true", "false", "nil"]

    /// Keywords and contextual keywords (The Swift Programming Language, "Lexical Structure"),
    /// without `left`, `right` and `none`, which are far more often plain names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
        "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "is", "self", "Self", "super", "throws", "try", "_",
        "actor", "any", "associativity", "async", "consume", "convenience", "copy", "didSet",
        "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix",
        "isolated", "lazy", "macro", "mutating", "nonmutating", "optional", "override",
        "postfix", "precedence", "prefix", "Protocol", "required", "sending", "set", "some",
        "Type", "unowned", "unsafe", "weak", "willSet",
    ]

    /// Keywords that keep their meaning after a dot: `.init`, `.self`, `T.Type`.
    static let memberKeywords: Set<String> = ["init", "self", "Type", "Protocol"]
}
