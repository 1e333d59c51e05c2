import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// What a language's words mean: the grammars of C-like languages (and Python, Ruby, SQL)
/// share the way a scanned identifier becomes a keyword, literal or type.
struct HighlightVocabulary {
    /// Reserved words, marked as keywords except right after a `.` (a member name).
    var keywords: Set<String>
    /// Words that are keywords only before another word, a quote, `{`, `[` or `*`
    /// (`type Props = …`, `import type {`, `from "x"`), so that `{ type: "a" }` or
    /// `const type = 1` stay plain names.
    var contextualKeywords: Set<String> = []
    /// `true`, `null` and the like.
    var literals: Set<String> = []
    /// Built-in type names that are not capitalised (`string`, `i32`).
    var types: Set<String> = []
    /// Whether a capitalised name with a lowercase letter (`Button`, `T`, not `MAX_SIZE`) is a type.
    var capitalisedNamesAreTypes = true
}

extension HighlightScanner {
    /// Marks the identifier `start..<position` by `vocabulary`; returns its token, nil when it stays plain.
    @discardableResult
    mutating func markWord(from start: Int, in vocabulary: HighlightVocabulary) -> HighlightToken? {
        let token = classifyWord(from: start, in: vocabulary)
        if let token { mark(token, from: start) }
        return token
    }

    private func classifyWord(from start: Int, in vocabulary: HighlightVocabulary) -> HighlightToken? {
        let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
        if let word = word(from: start, to: position) {
            if vocabulary.literals.contains(word) { return .literal }
            if !afterDot, vocabulary.keywords.contains(word) { return .keyword }
            if !afterDot, vocabulary.contextualKeywords.contains(word), nextWordFollows() { return .keyword }
            if !afterDot, vocabulary.types.contains(word) { return .type }
        }
        if vocabulary.capitalisedNamesAreTypes, bytes[start].isUppercaseLetter,
           position - start == 1 || bytes[start..<position].contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            return .type
        }
        return nil
    }

    /// Whether, past spaces and tabs, the cursor is followed by what a contextual keyword introduces.
    private func nextWordFollows() -> Bool {
        let offset = offsetPastBlanks()
        guard let byte = peek(offset) else { return false }
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "[") { return true }
        return offset > 0 && (byte.isIdentifierStart || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
    }

    /// How many spaces and tabs follow the cursor.
    func offsetPastBlanks() -> Int {
        var offset = 0
        while let byte = peek(offset), byte.isBlank { offset += 1 }
        return offset
    }

    /// The byte right after the cursor's spaces and tabs, or nil at the end.
    func nextNonBlank() -> UInt8? {
        peek(offsetPastBlanks())
    }

    /// Moves past a number at the cursor, in the form C-like languages share: `0x`, `0o` and
    /// `0b` prefixes, `_` separators, a fraction only before a digit (so `1..5` and
    /// `1.toString()` stay apart), an exponent, and any suffix letters (`10n`, `1u8`, `2.5f`,
    /// `3L`, `1j`).
    mutating func skipNumber() {
        if peek() == UInt8(ascii: "0"), let marker = peek(1), [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(marker | 0x20) {
            position += 2
            skip { $0.isHexDigit || $0 == UInt8(ascii: "_") }
        } else {
            skip { $0.isDigit || $0 == UInt8(ascii: "_") }
            if peek() == UInt8(ascii: "."), peek(1)?.isDigit == true {
                position += 1
                skip { $0.isDigit || $0 == UInt8(ascii: "_") }
            }
            if let byte = peek(), byte | 0x20 == UInt8(ascii: "e") {
                let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
                if peek(1 + sign)?.isDigit == true {
                    position += 1 + sign
                    skip { $0.isDigit || $0 == UInt8(ascii: "_") }
                }
            }
        }
        skip { $0.isIdentifierByte }
    }

    /// Marks the `//` line comment or `/* … */` block comment (not nested) at the cursor; an
    /// unterminated block comment runs to the end.
    mutating func markCComment() {
        let start = position
        if matches("//") {
            skipToLineEnd()
        } else {
            position += 2
            skip(through: "*/")
        }
        mark(.comment, from: start)
    }

    /// Marks a comment from the cursor to the line end (`#`, `--`).
    mutating func markLineComment() {
        let start = position
        skipToLineEnd()
        mark(.comment, from: start)
    }

    /// Moves past a literal whose opening quote is at the cursor to just past the `quote`
    /// that closes it, across lines; with `escapes` a backslash escapes the next byte. An
    /// unclosed literal runs to the end.
    mutating func skipQuoted(closedBy quote: UInt8, escapes: Bool = true) {
        position += 1
        while let byte = peek() {
            position += 1
            if byte == quote { return }
            if escapes, byte == UInt8(ascii: "\\"), !isAtEnd { position += 1 }
        }
    }

    /// Marks the quoted literal at the cursor as a string: on one line with `\` escapes, or
    /// across lines (with or without escapes).
    mutating func markQuoted(closedBy quote: UInt8, acrossLines: Bool = false, escapes: Bool = true) {
        let start = position
        if acrossLines { skipQuoted(closedBy: quote, escapes: escapes) } else { skipQuotedOnOneLine(closedBy: quote) }
        mark(.string, from: start)
    }
}
