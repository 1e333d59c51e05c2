import HandbookDiagnostics

extension MDXTranslator {
    /// Reads the rest of the line from `index` as text: code spans and link destinations are
    /// copied as written, expressions and tags translated. A tag or an expression may run
    /// over several lines of the paragraph.
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
                try textExpression()
            case UInt8(ascii: "<"):
                try textTag()
            case UInt8(ascii: "]") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "("):
                copyLinkResource()
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
        while probe < bytes.count {
            if bytes[probe] == 0x0A {
                // A blank line ends the paragraph, and the search.
                var next = probe + 1
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D || bytes[next] == UInt8(ascii: ">") { next += 1 }
                if next >= bytes.count || bytes[next] == 0x0A { break }
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

    /// `](destination "title")` after a link's text: the destination and title are the
    /// link's, not text (a `<` or `{` in them starts nothing), when they are well formed.
    mutating func copyLinkResource() {
        var probe = index + 2
        while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
        if probe < bytes.count, bytes[probe] == UInt8(ascii: "<") {
            // `<destination>`: no line ending or `<` inside.
            probe += 1
            while probe < bytes.count, bytes[probe] != UInt8(ascii: ">"), bytes[probe] != 0x0A, bytes[probe] != UInt8(ascii: "<") {
                probe += bytes[probe] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard probe < bytes.count, bytes[probe] == UInt8(ascii: ">") else { return copyOne() }
            probe += 1
        } else {
            var parentheses = 0
            while probe < bytes.count, bytes[probe] > 0x20 {
                if bytes[probe] == UInt8(ascii: "\\") {
                    probe += 2
                    continue
                }
                if bytes[probe] == UInt8(ascii: "(") { parentheses += 1 }
                if bytes[probe] == UInt8(ascii: ")") {
                    if parentheses == 0 { break }
                    parentheses -= 1
                }
                probe += 1
            }
        }
        while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
        if probe < bytes.count, let close = [UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "'"): UInt8(ascii: "'"), UInt8(ascii: "("): UInt8(ascii: ")")][bytes[probe]] {
            probe += 1
            while probe < bytes.count, bytes[probe] != close, bytes[probe] != 0x0A { probe += bytes[probe] == UInt8(ascii: "\\") ? 2 : 1 }
            guard probe < bytes.count, bytes[probe] == close else { return copyOne() }
            probe += 1
            while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
        }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: ")") else { return copyOne() }
        emit(bytes[index...probe])
        index = probe + 1
    }

    mutating func copyOne() {
        emit(bytes[index..<(index + 1)])
        index += 1
    }

    /// Copies bytes that may hold line endings, starting an output line for each (the
    /// next line's container prefix is copied with it, as cmark needs it).
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

    // MARK: Text JSX

    /// A `<` in text: a text tag, or a `<` before white space (text).
    mutating func textTag() throws(DiagnosticsError) {
        let start = index
        if legacyAngle(at: start) { return }
        switch try readTag(at: start, flow: false) {
        case .text:
            copyOne()
        case .tag(let tag):
            let location = location(of: start)
            skip(to: tag.end)
            if tag.isClosing {
                try close(tag, at: location, isBlock: false)
            } else {
                try open(tag, at: location, isBlock: false)
            }
        }
    }

    // MARK: Expressions

    /// `{…}` in text: a comment is dropped, the front matter's values and string literals
    /// become text, anything else is left out (and named in the page's warning).
    mutating func textExpression() throws(DiagnosticsError) {
        let start = index
        let location = location(of: start)
        let end: Int
        do {
            end = try expressionEnd(at: start, flow: false)
        } catch {
            guard startsLegacyBrace(at: start, flow: false) else { throw error }
            if headingID(at: start, legacy: true) { return }
            return legacyBrace(at: start)
        }
        let source = String(decoding: bytes[(start + 1)..<(end - 1)], as: UTF8.self)
        skip(to: end)
        guard !isDropping else { return }
        switch evaluate(source) {
        case .comment:
            // `## Usage {/* #use */}`: the heading's own id, as Docusaurus 3 reads it.
            _ = headingID(at: start, legacy: false)
        case .value(let text) where Self.isTemplateLiteral(source):
            // A template literal is code: a code span, as written.
            let ticks = String(repeating: "`", count: Self.longestRun(of: "`", in: text) + 1)
            output += Array("\(ticks) \(Self.collapsed(text)) \(ticks)".utf8)
        case .value(let text):
            output += Array(Self.escapedMarkdown(text).utf8)
        case .unknown:
            noteLeftOut(source, at: location)
        }
    }

    /// Whether the expression is a template literal (`{`npm install`}`), which docs write for code.
    static func isTemplateLiteral(_ source: String) -> Bool {
        let trimmed = source.trimmingSpaces()
        return trimmed.hasPrefix("`") && trimmed.hasSuffix("`")
    }

    /// Names an expression left out in the page's `mdx.expression` warning.
    mutating func noteLeftOut(_ source: String, at location: SourceLocation) {
        // One line in the message, however the expression was laid out.
        let flat = Self.collapsed(source)
        let shown = "{" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "}"
        leftOut.append((shown + (isFrontMatterPath(flat) ? " (not in the front matter)" : ""), location))
    }

    enum Evaluation {
        case comment
        case value(String)
        case unknown
    }

    /// What an expression's source gives, without running it.
    func evaluate(_ source: String) -> Evaluation {
        let trimmed = Self.withoutComments(source).trimmingSpaces()
        if trimmed.isEmpty { return .comment }
        if let value = frontMatterValue(trimmed) ?? props[trimmed] { return .value(value) }
        if let first = trimmed.utf8.first, first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "`"),
           case .string(let text) = MDXLiteral.parse(Substring(trimmed)) {
            return .value(text)
        }
        return .unknown
    }

    /// The source without its `/* … */` and `// …` comments (outside strings), for telling a
    /// comment from an expression. Only leading and trailing comments matter here.
    static func withoutComments(_ source: String) -> String {
        var text = Substring(source)
        while true {
            let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            if trimmed.hasPrefix("/*"), let end = trimmed.range(of: "*/") {
                text = trimmed[end.upperBound...]
            } else if trimmed.hasPrefix("//") {
                text = trimmed.drop { $0 != "\n" }
            } else {
                return String(trimmed)
            }
        }
    }

    /// Whether the expression names a front matter value (which the page does not have).
    func isFrontMatterPath(_ expression: String) -> Bool {
        let parts = expression.split(separator: ".")
        return parts.count >= 2 && ["frontmatter", "frontMatter"].contains(parts[0]) && parts.allSatisfy { $0.utf8.allSatisfy(Self.isKeyByte) }
    }

    /// A byte of a front matter key in a dotted path: ASCII letters, digits, `_`, `$`, `-`, or any non-ASCII.
    static func isKeyByte(_ byte: UInt8) -> Bool {
        JSCharacters.isASCIIIdentifierPart(byte) || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    /// `frontmatter.title`, `frontmatter.hero.alt`, `props.title`, `props.frontmatter.title`,
    /// `meta.title`: the front matter's value, any key as written.
    func frontMatterValue(_ expression: String) -> String? {
        guard expression.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        guard parts.count >= 2, ["frontmatter", "props", "meta", "frontMatter"].contains(parts[0]),
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isKeyByte) }) else { return nil }
        var keys = parts.dropFirst()
        if keys.count >= 2, ["frontmatter", "frontMatter", "meta"].contains(keys.first ?? "") { keys = keys.dropFirst() }
        let path = keys.joined(separator: ".")
        return (parts[0] == "props" ? props[path] : nil) ?? lookup(path)
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
