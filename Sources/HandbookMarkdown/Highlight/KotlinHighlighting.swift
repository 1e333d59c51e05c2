import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The Kotlin grammar: hard, soft and modifier keywords, types, `@` annotations, nested
/// comments, `"…"` strings with `$` templates, `"""` raw strings, characters and numbers.
struct KotlinHighlighting: HighlightGrammar {
    var scanner: HighlightScanner

    mutating func step() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "/") where scanner.matches("//") || scanner.matches("/*"):
            scanner.markLineOrNestedComment()
        case UInt8(ascii: "\""):
            scanString(depth: 0)
            scanner.mark(.string, from: start)
        case UInt8(ascii: "'"):
            scanCharacter()
            scanner.mark(.string, from: start)
        case UInt8(ascii: "@") where scanner.peek(1)?.isIdentifierStart == true:
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte }
            // Right after a name (`return@forEach`, `this@Outer`) it is a label, not an annotation.
            if start == 0 || !scanner.bytes[start - 1].isIdentifierByte {
                scanner.mark(.attribute, from: start)
            }
        case UInt8(ascii: "`"):
            // A backticked name is an identifier even when it spells a keyword.
            scanner.position += 1
            scanner.skip { $0 != UInt8(ascii: "`") && !$0.isLineEnd }
            if scanner.peek() == UInt8(ascii: "`") { scanner.position += 1 }
        case _ where byte.isDigit:
            scanNumber()
            scanner.mark(.number, from: start)
        case _ where byte.isIdentifierStart:
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
            // After a dot a keyword is a member name (`state.data`, `list.value`).
            if Self.keywords.contains(word), !afterDot {
                return scanner.mark(.keyword, from: start)
            }
        }
        if scanner.bytes[start].isUppercaseLetter {
            scanner.mark(.type, from: start)
        }
    }

    /// Moves past a string whose opening quote is at the cursor. `"""` strings are raw and
    /// end at the last quote of a run of three or more; `"…"` strings take `\` escapes and
    /// stop at the line end when not closed. `${ … }` templates may hold nested strings.
    private mutating func scanString(depth: Int) {
        let raw = scanner.matches("\"\"\"")
        scanner.position += raw ? 3 : 1
        while let byte = scanner.peek() {
            switch byte {
            case _ where byte.isLineEnd && !raw:
                return
            case UInt8(ascii: "\\") where !raw:
                scanner.position += 1
                if let escaped = scanner.peek(), !escaped.isLineEnd { scanner.position += 1 }
            case UInt8(ascii: "$") where scanner.peek(1) == UInt8(ascii: "{"):
                scanner.position += 2
                skipBalanced(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), acrossLines: raw, depth: depth) { $0.scanString(depth: $1) }
            case UInt8(ascii: "\"") where !raw:
                scanner.position += 1
                return
            case UInt8(ascii: "\"") where scanner.matches("\"\"\""):
                scanner.skip { $0 == UInt8(ascii: "\"") }
                return
            default:
                scanner.position += 1
            }
        }
    }


    /// `'a'`, `'\n'`, `'\u0041'`; an unclosed literal stops at the line end.
    private mutating func scanCharacter() {
        scanner.skipQuotedOnOneLine(closedBy: UInt8(ascii: "'"))
    }

    /// Decimal, hexadecimal and binary literals with `_` separators and `L`, `u`, `f` suffixes.
    private mutating func scanNumber() {
        if scanner.matches("0x") || scanner.matches("0X") || scanner.matches("0b") || scanner.matches("0B") {
            scanner.position += 2
            scanner.skip { $0.isHexDigit || $0 == UInt8(ascii: "_") }
        } else {
            scanner.skip { $0.isDigit || $0 == UInt8(ascii: "_") }
            if scanner.peek() == UInt8(ascii: "."), scanner.peek(1)?.isDigit == true {
                scanner.position += 1
                scanner.skip { $0.isDigit || $0 == UInt8(ascii: "_") }
            }
            if let byte = scanner.peek(), byte | 0x20 == UInt8(ascii: "e") {
                let sign = scanner.peek(1) == UInt8(ascii: "+") || scanner.peek(1) == UInt8(ascii: "-") ? 1 : 0
                if scanner.peek(1 + sign)?.isDigit == true {
                    scanner.position += 1 + sign
                    scanner.skip { $0.isDigit }
                }
            }
        }
        if let byte = scanner.peek(), byte | 0x20 == UInt8(ascii: "f") {
            scanner.position += 1
            return
        }
        if let byte = scanner.peek(), byte | 0x20 == UInt8(ascii: "u") { scanner.position += 1 }
        if scanner.peek() == UInt8(ascii: "L") { scanner.position += 1 }
    }

    static let literals: Set<String> = ["true", "false", "null"]

    /// Hard, soft and modifier keywords (kotlinlang.org, "Keywords and operators"), without
    /// the annotation use-site targets (`value`, `field`, `file`, `param`, `property`,
    /// `receiver`, `setparam`, `delegate`), which are far more often plain names.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "for", "fun", "if", "in", "interface",
        "is", "object", "package", "return", "super", "this", "throw", "try", "typealias",
        "typeof", "val", "var", "when", "while",
        "by", "catch", "constructor", "finally", "get", "import", "init", "set", "where",
        "abstract", "actual", "annotation", "companion", "const", "crossinline", "data", "enum",
        "expect", "external", "final", "infix", "inline", "inner", "internal", "lateinit",
        "noinline", "open", "operator", "out", "override", "private", "protected", "public",
        "reified", "sealed", "suspend", "tailrec", "vararg",
    ]
}
