import HandbookDiagnostics

extension MDXTranslator {
    /// Reads the rest of the line from `index`: text is copied, code spans as written,
    /// expressions and tags translated. A tag or an expression may run over several lines.
    mutating func readInline() throws(DiagnosticsError) {
        while index < bytes.count, bytes[index] != 0x0A {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "`"):
                copyCodeSpan()
            case UInt8(ascii: "\\"):
                let end = index + 1 < bytes.count && bytes[index + 1] != 0x0A ? index + 2 : index + 1
                emit(bytes[index..<end])
                index = end
            case UInt8(ascii: "{"):
                try expression()
            case UInt8(ascii: "<"):
                try tag()
            default:
                emit(bytes[index..<(index + 1)])
                index += 1
            }
        }
    }

    /// Appends to the output unless an element being dropped holds it.
    mutating func emit(_ text: ArraySlice<UInt8>) {
        guard !isDropping else { return }
        columns.record(output: output.count, source: text.startIndex, length: text.count)
        output += text
    }

    mutating func emit(_ text: String) {
        if !isDropping { output += Array(text.utf8) }
    }

    /// A code span: the backtick run, and everything up to a run of the same length in the
    /// same paragraph, as written; a run with no partner is text.
    mutating func copyCodeSpan() {
        let start = index
        var run = index
        while run < bytes.count, bytes[run] == UInt8(ascii: "`") { run += 1 }
        let length = run - start
        var probe = run
        var lines = 0
        while probe < bytes.count {
            if bytes[probe] == 0x0A {
                // A blank line ends the paragraph, and the search.
                var next = probe + 1
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D { next += 1 }
                if next >= bytes.count || bytes[next] == 0x0A { break }
                lines += 1
            }
            if bytes[probe] == UInt8(ascii: "`") {
                var end = probe
                while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
                if end - probe == length {
                    copyLines(start..<end)
                    index = end
                    return
                }
                probe = end
                continue
            }
            probe += 1
        }
        emit(bytes[start..<run])
        index = run
    }

    /// Copies bytes that may hold line endings, starting an output line for each.
    mutating func copyLines(_ range: Range<Int>) {
        var from = range.lowerBound
        for position in range where bytes[position] == 0x0A {
            emit(bytes[from..<position])
            crossLine(at: position)
            if !isDropping { endOutputLine() }
            from = position + 1
        }
        emit(bytes[from..<range.upperBound])
    }

    /// Counts the lines a construct from `index` to `end` spans, and moves past it.
    mutating func skip(to end: Int) {
        for position in index..<end where bytes[position] == 0x0A { crossLine(at: position) }
        index = end
    }

    // MARK: Expressions

    /// `{…}`: a comment is dropped, the front matter's values and string literals become
    /// text, anything else is left out (and named in the page's warning).
    mutating func expression() throws(DiagnosticsError) {
        let location = location(of: index)
        guard let end = MDXSyntax.endOfBraces(bytes, from: index) else {
            throw error("this expression is never closed with '}'", at: location,
                        explanation: "In MDX a { starts a JavaScript expression; write \\{ for a literal brace.")
        }
        let source = String(decoding: bytes[(index + 1)..<(end - 1)], as: UTF8.self)
        skip(to: end)
        guard !isDropping else { return }
        switch evaluate(source) {
        case .comment:
            break
        case .value(let text):
            output += Array(Self.escapedMarkdown(text).utf8)
        case .unknown:
            // One line in the message, however the expression was laid out.
            let flat = Self.collapsed(source)
            let shown = "{" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "}"
            leftOut.append((shown + (isFrontMatterPath(flat) ? " (not in the front matter)" : ""), location))
        }
    }

    enum Evaluation {
        case comment
        case value(String)
        case unknown
    }

    /// What an expression's source gives, without running it.
    func evaluate(_ source: String) -> Evaluation {
        let trimmed = source.trimmingSpaces()
        if trimmed.isEmpty || (trimmed.hasPrefix("/*") && trimmed.hasSuffix("*/")) || trimmed.hasPrefix("//") { return .comment }
        if let value = frontMatterValue(trimmed) ?? props[trimmed] { return .value(value) }
        if let first = trimmed.utf8.first, first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "`"),
           case .string(let text) = MDXLiteral.parse(Substring(trimmed)) {
            return .value(text)
        }
        return .unknown
    }

    /// Whether the expression names a front matter value (which the page does not have).
    func isFrontMatterPath(_ expression: String) -> Bool {
        let parts = expression.split(separator: ".")
        return parts.count >= 2 && ["frontmatter", "frontMatter"].contains(parts[0]) && parts.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }

    /// `frontmatter.title`, `props.title`, `props.frontmatter.title`, `meta.title`: the front matter's value.
    func frontMatterValue(_ expression: String) -> String? {
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, ["frontmatter", "props", "meta", "frontMatter"].contains(parts[0]) else { return nil }
        var keys = parts.dropFirst()
        if keys.count == 2, ["frontmatter", "frontMatter", "meta"].contains(keys.first ?? "") { keys = keys.dropFirst() }
        guard keys.count == 1, let key = keys.first else { return nil }
        return (parts[0] == "props" ? props[key] : nil) ?? lookup(key)
    }

    /// Text put into Markdown: every ASCII punctuation character that could start markup is escaped.
    static func escapedMarkdown(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>&!#|~{}".contains(character) { result.append("\\") }
            result.append(character == "\n" ? " " : character)
        }
        return result
    }
}
