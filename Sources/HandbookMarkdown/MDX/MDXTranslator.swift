import HandbookDiagnostics

/// Turns an MDX page into CommonMark that cmark-gfm reads as any page, in one forward pass.
///
/// - ESM (`import …`, `export …` at the start of a line, outside components and code) is
///   dropped, up to the blank line that ends it.
/// - `{/* … */}` comments are dropped; `{frontmatter.x}`, `{props.x}` and `{meta.x}` become the
///   front matter's value (escaped, so it reads as text); a string literal (`{' '}`) becomes
///   its text; any other expression is dropped and named in one warning per page.
/// - Components take their role (`MDXComponents`): those with HTML of their own become
///   markers, `<!--mdx:N-->`, which the walk replaces (`MarkdownWalk+MDX`); others keep their
///   children or are dropped with them. A tag alone on its line is a block (its marker gets a
///   line of its own), one inside a line of text is inline.
/// - Fenced code and code spans pass through exactly as written.
///
/// Every line of the result knows the file's line it came from (`MDXTranslation.sourceLines`),
/// so cmark's positions become the file's. Malformed MDX (an unclosed or mismatched tag, an
/// unterminated expression) is an error at the opening tag or brace.
public struct MDXTranslator {
    let bytes: [UInt8]
    let path: String
    let components: MDXComponents
    /// The front matter's value for a key (`title`, `description`), as text.
    let lookup: (String) -> String?
    /// The page's summary: a lede that repeats it is not printed twice.
    let summary: String?
    /// The attributes an included file was given (`<RulePreamble category="color" />`):
    /// `{category}` and `{props.category}` read them.
    let props: [String: String]
    /// Whether a Markdown file an `import` names can be included where its component is used.
    let canInclude: (String) -> Bool

    init(text: String, path: String, components: MDXComponents, summary: String?, props: [String: String] = [:],
                canInclude: @escaping (String) -> Bool = { _ in false }, lookup: @escaping (String) -> String?) {
        bytes = Array(text.utf8)
        self.path = path
        self.components = components
        self.summary = summary
        self.props = props
        self.canInclude = canInclude
        self.lookup = lookup
    }

    /// One element open at this point of the file.
    struct Open {
        enum Kind {
            /// Markers around it, for the walk.
            case marked(element: Int)
            /// Its children stay, its tags go.
            case transparent
            /// It and its children go.
            case dropped
            /// `<a href>`: a Markdown link around its children.
            case link(href: String)
        }
        var name: String
        var kind: Kind
        var location: SourceLocation
        var isBlock: Bool
        /// Spaces taken from the start of each line inside it (MDX has no indented code:
        /// indentation inside a component is layout).
        var dedent: Int?
        /// A do or don't part a heading opened inside a `DoDont`, closed by the next heading or the `DoDont`'s end.
        var isPart = false
    }

    // The pass's state.
    var index = 0
    var line = 1
    /// Where the input line being read starts (after its container's indentation is known).
    var lineStart = 0
    /// Where the input line `line` starts, and the last column counted on it: columns are
    /// counted forward from there, so a line of many tags is read once, not once per tag.
    var lineBegin = 0
    var columnMark = (position: 0, column: 1)
    /// The first byte of the input line that is not indentation: a tag there is a block.
    var lineContentStart = 0
    /// Where the output line being written starts, how far it is known to be blank, and whether it is not.
    var outputLineStart = 0
    var blankUpTo = 0
    var outputLineHasContent = false
    var output: [UInt8] = []
    var sourceLines: [Int] = []
    var outputLineSource = 1
    var translation = MDXTranslation(markdown: "", sourceLines: [])
    var stack: [Open] = []
    var dropping = 0
    var fence: (byte: UInt8, count: Int)?
    var leftOut: [(text: String, location: SourceLocation)] = []
    var columns = MDXColumnMap()

    /// Translates the page, or throws the error that keeps it from being read.
    public static func translate(_ text: String, path: String, components: MDXComponents = MDXComponents(), summary: String? = nil,
                                 props: [String: String] = [:], canInclude: @escaping (String) -> Bool = { _ in false },
                                 lookup: @escaping (String) -> String? = { _ in nil }) throws(DiagnosticsError) -> MDXTranslation {
        var translator = MDXTranslator(text: text, path: path, components: components, summary: summary, props: props,
                                       canInclude: canInclude, lookup: lookup)
        return try translator.run()
    }

    mutating func run() throws(DiagnosticsError) -> MDXTranslation {
        while index < bytes.count {
            try readLine()
        }
        if !output.isEmpty && output.last != 0x0A { endOutputLine() }
        if let open = stack.last(where: { !$0.isPart }) {
            throw error("<\(open.name)> is never closed", at: open.location,
                        explanation: "Close it with </\(open.name)>, or write it as <\(open.name) /> when it has no children.")
        }
        if let first = leftOut.first {
            let names = leftOut.prefix(5).map(\.text).joined(separator: ", ") + (leftOut.count > 5 ? ", …" : "")
            translation.diagnostics.append(.warning("mdx.expression", "\(leftOut.count == 1 ? "an expression is" : "\(leftOut.count) expressions are") left out of the page: \(names)",
                                                    at: first.location,
                                                    explanation: "Handbook runs no JavaScript: it fills in {frontmatter.NAME} and {props.NAME} from the front matter and leaves other expressions out."))
        }
        translation.markdown = String(decoding: output, as: UTF8.self)
        translation.sourceLines = sourceLines
        columns.outputBytes = output
        columns.sourceBytes = bytes
        columns.sourceLineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        translation.columns = columns
        return translation
    }

    // MARK: Lines

    mutating func readLine() throws(DiagnosticsError) {
        lineStart = index
        lineBegin = index
        outputLineSource = line
        var indent = 0
        while index + indent < bytes.count, bytes[index + indent] == 0x20 || bytes[index + indent] == 0x09 { indent += 1 }
        let contentStart = index + indent
        lineContentStart = contentStart
        let isBlank = contentStart >= bytes.count || bytes[contentStart] == 0x0A || bytes[contentStart] == 0x0D
        if fence == nil, stack.isEmpty, indent == 0, isESM(at: index) {
            skipESM()
            return
        }
        // Inside a block component, its children's common indentation is not Markdown's.
        if let top = stack.lastIndex(where: \.isBlock), !isBlank {
            if stack[top].dedent == nil { stack[top].dedent = indent }
            index += min(indent, stack[top].dedent ?? 0)
        }
        if fence != nil {
            copyFenceLine(indent: contentStart - index)
            return
        }
        if let opened = fenceOpening(at: contentStart) {
            fence = opened
            isOpeningLineOfFence = true
            copyFenceLine(indent: contentStart - index)
            return
        }
        if try doDontHeading(at: contentStart) { return }
        try readInline()
        endInputLine()
    }

    /// Whether an ESM statement starts at `position`: `import` followed by `{`, `*`, a quote
    /// or a name and `from`; `export` followed by a declaration, `default`, `{` or `*`. A
    /// paragraph that happens to start with "export the file" stays prose.
    func isESM(at position: Int) -> Bool {
        guard bytes[position...].starts(with: Array("import ".utf8)) || bytes[position...].starts(with: Array("export ".utf8)) else { return false }
        var end = position
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        let words = String(decoding: bytes[position..<end], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2 else { return false }
        let next = words[1]
        if words[0] == "import" {
            return next.hasPrefix("{") || next.hasPrefix("*") || next.hasPrefix("'") || next.hasPrefix("\"")
                || words.dropFirst(2).contains { $0 == "from" || $0.hasPrefix("{") || $0 == "," } || next.hasSuffix(",")
        }
        if words[0] == "export" {
            return ["const", "let", "var", "function", "async", "class", "default", "type", "interface"].contains(String(next))
                || next.hasPrefix("{") || next.hasPrefix("*")
        }
        return false
    }

    /// Skips an ESM block: its lines up to a blank line outside any bracket, string or template.
    /// Its `import NAME from './file.mdx'` lines are kept in `translation.imports`.
    mutating func skipESM() {
        let start = index
        defer { recordImports(String(decoding: bytes[start..<index], as: UTF8.self)) }
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(depth - 1, 0)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                let end = byte == UInt8(ascii: "`") ? MDXSyntax.find([byte], in: bytes, from: index + 1).map { $0 + 1 } : MDXSyntax.endOfQuote(bytes, from: index)
                let stop = end ?? bytes.count
                for position in index..<stop where bytes[position] == 0x0A { crossLine(at: position) }
                index = stop
                continue
            case 0x0A:
                crossLine(at: index)
                index += 1
                var probe = index
                while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 || bytes[probe] == 0x0D { probe += 1 }
                if depth == 0 && (probe >= bytes.count || bytes[probe] == 0x0A) {
                    endOutputLine()
                    return
                }
                continue
            default: break
            }
            index += 1
        }
        endOutputLine()
    }

    /// `import NAME from 'PATH'` of a Markdown or MDX file: the component `NAME` stands for that file.
    mutating func recordImports(_ esm: String) {
        for statement in esm.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
            let words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard words.count == 4, words[0] == "import", words[2] == "from", let quote = words[3].first, quote == "'" || quote == "\"",
                  words[3].last == quote, words[3].count > 2, words[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else { continue }
            let target = String(words[3].dropFirst().dropLast())
            guard target.hasSuffix(".mdx") || target.hasSuffix(".md") else { continue }
            translation.imports[String(words[1])] = target
        }
    }

    /// A fence opening line: three or more backticks or tildes (backticks not in the info string).
    func fenceOpening(at position: Int) -> (byte: UInt8, count: Int)? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "`") || bytes[position] == UInt8(ascii: "~") else { return nil }
        let byte = bytes[position]
        var end = position
        while end < bytes.count, bytes[end] == byte { end += 1 }
        guard end - position >= 3 else { return nil }
        if byte == UInt8(ascii: "`") {
            var probe = end
            while probe < bytes.count, bytes[probe] != 0x0A {
                if bytes[probe] == byte { return nil }
                probe += 1
            }
        }
        return (byte, end - position)
    }

    /// Copies a line of fenced code as written (from `index`), closing the fence on its closing line.
    mutating func copyFenceLine(indent: Int) {
        let start = index
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if let open = fence, !isOpeningLineOfFence {
            let content = start + indent
            var run = content
            while run < end, bytes[run] == open.byte { run += 1 }
            let rest = bytes[run..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if indent < 4, run - content >= open.count, rest { fence = nil }
        }
        isOpeningLineOfFence = false
        emit(bytes[start..<end])
        index = end
        endInputLine()
    }

    var isOpeningLineOfFence = false
    var isDropping: Bool { dropping > 0 }

    /// Ends the input line at `index` (its `\n`, or the end of the text) and the output line.
    mutating func endInputLine() {
        if index < bytes.count, bytes[index] == 0x0A {
            crossLine(at: index)
            index += 1
            endOutputLine()
        } else {
            endOutputLine()
        }
    }

    mutating func endOutputLine() {
        output.append(0x0A)
        columns.outputLineStarts.append(output.count)
        sourceLines.append(outputLineSource)
        outputLineSource = line
        outputLineStart = output.count
        blankUpTo = output.count
        outputLineHasContent = false
    }

    /// Moves to the next input line past the line feed at `position`.
    mutating func crossLine(at position: Int) {
        line += 1
        lineBegin = position + 1
    }

    /// Whether the output line being written holds nothing but spaces so far. Each byte is
    /// looked at once: the answer so far is kept.
    mutating func outputLineIsEmpty() -> Bool {
        if outputLineHasContent { return false }
        blankUpTo = min(max(blankUpTo, outputLineStart), output.count)
        while blankUpTo < output.count {
            guard output[blankUpTo] == 0x20 || output[blankUpTo] == 0x09 else {
                outputLineHasContent = true
                return false
            }
            blankUpTo += 1
        }
        return true
    }

    /// The location of `position`, which is on line `line`. Columns count scalars:
    /// continuation bytes do not start one.
    mutating func location(of position: Int) -> SourceLocation {
        if columnMark.position < lineBegin || columnMark.position > position { columnMark = (lineBegin, 1) }
        let column = bytes[columnMark.position..<position].reduce(columnMark.column) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        columnMark = (position, column)
        return SourceLocation(file: path, line: line, column: column)
    }

    func error(_ message: String, at location: SourceLocation, explanation: String? = nil) -> DiagnosticsError {
        DiagnosticsError([.error("mdx.syntax", message, at: location, explanation: explanation)])
    }
}
