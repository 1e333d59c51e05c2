import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// Splits a Markdown file into its YAML front matter and its body.
///
/// A first line `---` opens front matter only when a later line `---` (or `...`) closes it
/// and what lies between is a YAML mapping — one that parses, or one that plainly means to
/// be (it starts with `key:`, so a typo in it is reported, not rendered). Anything else is
/// Markdown from the first line on: `---` at the top of a page is a thematic break, as
/// CommonMark says. An opening `---` followed by `title:`, `order:` or `summary:` that no
/// line closes is an error, since no page means that as Markdown.
///
/// The body keeps the file's line numbering: front matter lines are blanked rather than
/// removed, so cmark's source positions are positions in the .md file. Works on UTF-8
/// bytes, since it runs over every page of every build.
public struct FrontMatter: Sendable {
    /// The YAML between the `---` fences, or `nil` when the file has none.
    public var yaml: String?
    /// The line in the file where the YAML starts (1-based), for diagnostics.
    public var yamlFirstLine: Int
    /// The Markdown with the front matter replaced by blank lines.
    public var body: String

    /// Keys Handbook reads from front matter: an unclosed block starting with one of them
    /// is front matter missing its end, not a thematic break and a paragraph.
    package static let knownKeys = ["title", "order", "summary"]

    /// Splits `text`; an opening `---`, a known key, and no closing line is an error at line 1.
    public static func split(_ text: String, path: String) throws(DiagnosticsError) -> FrontMatter {
        let markdown = FrontMatter(yaml: nil, yamlFirstLine: 1, body: text)
        let bytes = text.utf8
        var lines = LineCursor(bytes)
        guard let opening = lines.next(), isFence(bytes[opening.range], closing: false) else { return markdown }
        let yamlStart = opening.next
        // The first line that is neither blank nor a comment decides; a block of blank lines
        // is empty front matter, but one of comments only is Markdown (`# Heading`).
        var firstContent: Substring.UTF8View.SubSequence?
        var sawComment = false
        while let line = lines.next() {
            let content = bytes[line.range]
            if isFence(content, closing: true) {
                guard firstContent.map(beginsMapping) ?? !sawComment else { return markdown }
                // The YAML without the line ending before the closing line (`\n` or `\r\n`).
                var yamlEnd = line.range.lowerBound
                for ending in [UInt8(ascii: "\n"), UInt8(ascii: "\r")] where yamlEnd > yamlStart && bytes[bytes.index(before: yamlEnd)] == ending {
                    yamlEnd = bytes.index(before: yamlEnd)
                }
                let body = String(repeating: "\n", count: line.number) + text[line.next...]
                return FrontMatter(yaml: String(text[yamlStart..<yamlEnd]), yamlFirstLine: 2, body: body)
            }
            if firstContent == nil {
                if isComment(content) {
                    sawComment = true
                } else if !isBlank(content) {
                    firstContent = content
                }
            }
        }
        guard let firstContent, beginsWithKnownKey(firstContent) else { return markdown }
        throw DiagnosticsError([.error("front-matter.unclosed", "front matter starts here but never ends",
                                       at: SourceLocation(file: path, line: 1, column: 1),
                                       explanation: "Close the front matter with a line holding only `---`.")])
    }

    package typealias Bytes = Substring.UTF8View.SubSequence

    /// `---` (or `...` to close), with trailing spaces, tabs or a carriage return allowed.
    private static func isFence(_ line: Bytes, closing: Bool) -> Bool {
        let bare = trimmingTrailingSpace(line)
        return bare.elementsEqual("---".utf8) || (closing && bare.elementsEqual("...".utf8))
    }

    private static func isBlank(_ line: Bytes) -> Bool {
        trimmingTrailingSpace(line.drop(while: isSpace)).isEmpty
    }

    private static func isComment(_ line: Bytes) -> Bool {
        line.drop(while: isSpace).first == UInt8(ascii: "#")
    }

    /// Whether a YAML document whose first line this is has a mapping at its root: the line
    /// starts a flow mapping (`{`), an explicit key (`? `), or is `key:` with the key plain or
    /// quoted and the colon followed by a space, a tab or the end of the line.
    package static func beginsMapping(_ line: Bytes) -> Bool {
        keyEnd(of: line) != nil || line.drop(while: isSpace).first == UInt8(ascii: "{")
            || line.drop(while: isSpace).starts(with: "? ".utf8) || trimmingTrailingSpace(line.drop(while: isSpace)).elementsEqual("?".utf8)
    }

    private static func beginsWithKnownKey(_ line: Bytes) -> Bool {
        guard let end = keyEnd(of: line) else { return false }
        let key = String(decoding: line[line.startIndex..<end], as: UTF8.self).trimmingSpaces()
        return knownKeys.contains(key)
    }

    /// Where the `:` of a `key:` line is, when the line is one.
    private static func keyEnd(of line: Bytes) -> Bytes.Index? {
        let content = line.drop(while: isSpace)
        guard let first = content.first else { return nil }
        var index = content.startIndex
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            // A quoted key: skip to its closing quote (`\"` escapes in double quotes, `''` in single).
            index = content.index(after: index)
            while index < content.endIndex {
                let byte = content[index]
                if first == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                    index = content.index(index, offsetBy: 2, limitedBy: content.endIndex) ?? content.endIndex
                    continue
                }
                if byte == first {
                    let after = content.index(after: index)
                    if first == UInt8(ascii: "'"), after < content.endIndex, content[after] == first {
                        index = content.index(after: after)
                        continue
                    }
                    index = after
                    break
                }
                index = content.index(after: index)
            }
            let rest = content[index...].drop(while: isSpace)
            return isMappingColon(rest.startIndex, in: content) ? rest.startIndex : nil
        }
        // A plain key cannot start with an indicator.
        if Set("-?:,[]{}#&*!|>'\"%@`".utf8).contains(first) {
            let second = content.dropFirst().first
            let startsPlain = (first == UInt8(ascii: "-") || first == UInt8(ascii: "?") || first == UInt8(ascii: ":"))
                && second != nil && !isSpace(second ?? 0)
            guard startsPlain else { return nil }
        }
        while index < content.endIndex {
            if isMappingColon(index, in: content) { return index }
            // ` #` starts a comment: no key on this line.
            if content[index] == UInt8(ascii: "#"), index > content.startIndex, isSpace(content[content.index(before: index)]) { return nil }
            index = content.index(after: index)
        }
        return nil
    }

    /// A `:` followed by a space, a tab, a carriage return or the end of the line.
    private static func isMappingColon(_ index: Bytes.Index, in line: Bytes) -> Bool {
        guard index < line.endIndex, line[index] == UInt8(ascii: ":") else { return false }
        let after = line.index(after: index)
        return after == line.endIndex || isSpace(line[after]) || line[after] == UInt8(ascii: "\r")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func trimmingTrailingSpace(_ line: Bytes) -> Bytes {
        var bare = line
        while let last = bare.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
            bare = bare.dropLast()
        }
        return bare
    }
}

/// The lines of a text one after another: each line's bytes without its `\n`, its 1-based
/// number, and where the next line starts.
private struct LineCursor {
    package let bytes: Substring.UTF8View.SubSequence
    package var position: String.Index
    package var number = 0

    package init(_ utf8: String.UTF8View) {
        bytes = utf8[...]
        position = utf8.startIndex
    }

    package mutating func next() -> (range: Range<String.Index>, number: Int, next: String.Index)? {
        guard position < bytes.endIndex else { return nil }
        let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let next = end < bytes.endIndex ? bytes.index(after: end) : end
        defer { position = next }
        number += 1
        return (position..<end, number, next)
    }
}
