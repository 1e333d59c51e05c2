import HandbookDiagnostics

/// Turns an MDX page into CommonMark that cmark-gfm reads as any page, in one forward pass.
///
/// Where JSX, expressions and ESM start and end follows MDX's own grammar (micromark with
/// its MDX extensions, as `@mdx-js/mdx` 3 reads a file): a `<` before anything but white
/// space is a tag, a `{` is JavaScript up to the `}` that ends a valid expression
/// (`JSParser`), and `import`/`export` at the start of a line outside a paragraph is ESM up
/// to a blank line. A line of nothing but tags and expressions is *flow* (block) JSX; a tag
/// inside a line of text is *text* JSX, which must close in its paragraph. Block quotes and
/// list items are followed line by line (`MDXTranslator+Containers`), since a tag or an
/// expression may sit in them or run over their lines. MDX has no indented code, no HTML
/// and no autolinks: indentation is layout, and `<!--`, `<https://…>` are errors, as there.
///
/// - ESM is dropped; its imports name the files and stories components stand for.
/// - `{/* … */}` comments are dropped; `{frontmatter.x}`, `{props.x}` and `{meta.x}` become
///   the front matter's value (escaped, so it reads as text); a string literal (`{' '}`)
///   becomes its text; any other expression is dropped and named in one warning per page.
/// - Components take their role (`MDXComponents`): those with HTML of their own become
///   markers — `<!--mdx:N-->` on a line of its own for a block, `<mdx-N>` inside text —
///   which the walk replaces (`MarkdownWalk+MDX`); others keep their children or are dropped
///   with them. Lowercase tags are HTML elements, written by the walk (sanitised).
/// - Fenced code and code spans pass through exactly as written.
///
/// Every line of the result knows the file's line it came from (`MDXTranslation.sourceLines`),
/// so cmark's positions become the file's. A file the grammar rejects is an error
/// (`mdx.syntax`) where it breaks, saying what to write instead.
public struct MDXTranslator {
    let bytes: [UInt8]
    let path: String
    let components: MDXComponents
    /// The front matter's value for a key or a dotted path (`title`, `hero.image`), as text.
    let lookup: (String) -> String?
    /// The page's summary: a lede that repeats it is not printed twice.
    let summary: String?
    /// The attributes an included file was given (`<RulePreamble category="color" />`):
    /// `{category}` and `{props.category}` read them.
    let props: [String: String]
    /// Whether a Markdown file an `import` names can be included where its component is used.
    let canInclude: (String) -> Bool
    /// Where each line of the file starts.
    let sourceLineStarts: [Int]
    /// Every `}`, and every newline a blank line follows (where a paragraph ends), in order:
    /// whether a `{` is ever closed within its paragraph is two binary searches, not a scan
    /// from it, so a line of 10,000 braces is read in linear time (it took 18 s as a scan).
    let closingBraces: [Int]
    let paragraphEnds: [Int]
    /// How MDX 1 spellings are reported (site.yml's `mdx: { legacy: }`).
    let legacy: MDXLegacyLevel

    init(text: String, path: String, components: MDXComponents, summary: String?, props: [String: String] = [:], legacy: MDXLegacyLevel = .warn,
         canInclude: @escaping (String) -> Bool = { _ in false }, lookup: @escaping (String) -> String?) {
        bytes = Array(text.utf8)
        self.legacy = legacy
        self.path = path
        self.components = components
        self.summary = summary
        self.props = props
        self.canInclude = canInclude
        self.lookup = lookup
        let bytes = self.bytes
        sourceLineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        closingBraces = bytes.indices.filter { bytes[$0] == UInt8(ascii: "}") }
        paragraphEnds = sourceLineStarts.dropFirst().filter { Self.isBlank(from: $0, in: bytes) }.map { $0 - 1 }
    }

    /// The first of `positions` (in order) at or after `position`, if any.
    static func first(of positions: [Int], atOrAfter position: Int) -> Int? {
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < positions.count ? positions[low] : nil
    }

    /// Whether a `}` comes at or after `start` and before `end`.
    func closesBrace(after start: Int, before end: Int) -> Bool {
        Self.first(of: closingBraces, atOrAfter: start).map { $0 < end } ?? false
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
            /// `<Link href>`: a Markdown link around its children.
            case link(href: String)
        }
        var name: String
        var kind: Kind
        var location: SourceLocation
        /// Flow (a tag on a line of its own) rather than text (inside a line of text).
        var isBlock: Bool
        /// How many block quotes and list items were open when it opened: it must close in them.
        var containerDepth: Int
        /// A do or don't part a heading opened inside a `DoDont`, closed by the next heading or the `DoDont`'s end.
        var isPart = false
        /// A Docusaurus admonition (`:::note`), closed by a line of as many colons.
        var admonitionColons = 0
        /// For `:::steps`: the level of the headings that start its steps (the first one's).
        var stepLevel = 0
    }

    /// A block quote or list item the line being read is in.
    struct Container {
        enum Kind { case quote, item }
        var kind: Kind
        /// For a list item, the column its content starts at, in the file and in the translation.
        var inputColumn: Int
        var outputColumn: Int
    }

    /// An open fenced code block.
    struct Fence {
        var byte: UInt8
        var count: Int
        /// The fence's indentation in the file, taken off its lines as micromark does.
        var indent: Int
        /// The fence's indentation in the translation (three spaces at most).
        var outputIndent: Int
        var containerDepth: Int
        /// The tab a `:::code-group` made of this fence, closed with it; -1 for none.
        var tabItem = -1
    }

    // The pass's state.
    var index = 0
    var line = 1
    /// Where the input line `line` starts, and the last column counted on it: columns are
    /// counted forward from there, so a line of many tags is read once, not once per tag.
    var lineBegin = 0
    var columnMark = (position: 0, column: 1)
    /// The mark before the last: a look ahead (an expression's error past the `{` being read)
    /// moves the last mark forward, and the next `{` counts on from this one, not from the
    /// line's start (a line of 10,000 braces took 14 s counted from its start).
    var earlierColumnMark = (position: 0, column: 1)
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
    var fence: Fence?
    var containers: [Container] = []
    /// Whether a paragraph is open (so a line may continue it, and ESM may not start).
    var inParagraph = false
    var leftOut: [(text: String, location: SourceLocation)] = []
    /// What the page wrote that is not on the page, for the one `mdx.dropped` warning.
    var dropped: [(text: String, location: SourceLocation)] = []
    var columns = MDXColumnMap()
    /// The names the page's imports bind so far.
    var importedNames = Set<String>()
    /// The first tag that does not nest (closed by another's closing tag, left open at a
    /// paragraph's end): said once the whole file is read, since a syntax error anywhere
    /// comes first, as in MDX's compiler (its tokenizer runs before tags are matched).
    var nestingError: DiagnosticsError?
    /// The first place of each MDX 1 spelling the file writes, for its one `mdx.legacy` finding.
    var legacyFound: [MDXLegacySpelling: SourceLocation] = [:]
    /// Whether the line being read is an ATX heading, which may end with its own id (`{#id}`).
    var inHeading = false
    var isDropping: Bool { dropping > 0 }

    /// Translates the page, or throws the errors that keep it from being read. `legacy`
    /// says whether MDX 1 spellings (`<!-- -->`, `<3`) are warnings or errors; they are read
    /// as MDX 1 read them either way.
    public static func translate(_ text: String, path: String, components: MDXComponents = MDXComponents(), summary: String? = nil,
                                 props: [String: String] = [:], legacy: MDXLegacyLevel = .warn, canInclude: @escaping (String) -> Bool = { _ in false },
                                 lookup: @escaping (String) -> String? = { _ in nil }) throws(DiagnosticsError) -> MDXTranslation {
        var translator = MDXTranslator(text: text, path: path, components: components, summary: summary, props: props, legacy: legacy,
                                       canInclude: canInclude, lookup: lookup)
        let translation: MDXTranslation
        do {
            translation = try translator.run()
        } catch {
            // Held to MDX 3, the MDX 1 spellings before a syntax error are errors too, said first.
            guard legacy == .error else { throw error }
            throw DiagnosticsError(translator.legacyDiagnostics + error.diagnostics)
        }
        if legacy == .error, !translator.legacyFound.isEmpty { throw DiagnosticsError(translator.legacyDiagnostics) }
        return translation
    }

    mutating func run() throws(DiagnosticsError) -> MDXTranslation {
        while index < bytes.count {
            try readLine()
        }
        if !output.isEmpty && output.last != 0x0A { endOutputLine() }
        if let open = fence {
            // A fence left open ends with the file: the markers of what closes after it are not code.
            writePrefix(containers.count)
            output += Array(repeating: open.byte, count: open.count)
            endOutputLine()
            fence = nil
            if open.tabItem >= 0 {
                writePrefix(containers.count)
                marker(open.tabItem, opening: false, isBlock: true)
                endOutputLine()
            }
        }
        try endParagraph()
        try closeContainers(to: 0)
        closeParts()
        if let nestingError { throw nestingError }
        if let open = stack.last(where: { !$0.isPart && $0.admonitionColons == 0 }) {
            throw error("<\(open.name)> is never closed", at: open.location,
                        explanation: "Close it with </\(open.name)>, or write it as <\(open.name) /> when it has no children (MDX has no void elements: <br />, <img … />).")
        }
        while let open = stack.last, open.admonitionColons > 0 { finish(stack.removeLast(), isBlock: true) }
        if let first = leftOut.first {
            let names = leftOut.prefix(5).map(\.text).joined(separator: ", ") + (leftOut.count > 5 ? ", …" : "")
            translation.diagnostics.append(.warning("mdx.expression", "\(leftOut.count == 1 ? "an expression is" : "\(leftOut.count) expressions are") left out of the page: \(names)",
                                                    at: first.location,
                                                    explanation: "Handbook runs no JavaScript: it fills in {frontmatter.NAME} and {props.NAME} from the front matter and leaves other expressions out."))
        }
        selectTabs()
        translation.diagnostics += legacyDiagnostics
        translation.dropped = dropped.map { MDXDropped(text: $0.text, location: $0.location) }
        translation.markdown = String(decoding: output, as: UTF8.self)
        translation.sourceLines = sourceLines
        columns.outputBytes = output
        columns.sourceBytes = bytes
        columns.sourceLineStarts = sourceLineStarts
        translation.columns = columns
        return translation
    }

    // MARK: Lines

    /// Reads one line of the file: its containers, then what it holds.
    mutating func readLine() throws(DiagnosticsError) {
        lineBegin = index
        columnMark = (index, 1)
        earlierColumnMark = columnMark
        outputLineSource = line
        // The block quotes and list items it continues.
        var cursor = Cursor(position: index, column: 0, outputColumn: 0)
        var matched = 0
        while matched < containers.count, let next = continuation(of: containers[matched], from: cursor) {
            cursor = next
            matched += 1
        }
        var lazy = false
        if matched < containers.count {
            // A paragraph's lazy continuation line keeps the containers it does not repeat.
            if inParagraph, fence == nil, !isBlank(from: cursor.position), !interruptsParagraph(at: cursor.position) {
                lazy = true
            } else {
                try closeContainers(to: matched)
                // Markers of elements that closed with them end their line before this one's starts.
                if output.count > outputLineStart { endOutputLine() }
            }
        }
        if let open = fence, open.containerDepth == containers.count, !lazy {
            writePrefix(containers.count)
            index = cursor.position
            copyFenceLine(open)
            return
        }
        writePrefix(lazy ? matched : containers.count)
        index = cursor.position
        // New block quotes and list items.
        if !lazy {
            while try startContainer(at: &cursor) {}
        }
        // The line's content, after its indentation.
        var contentStart = index
        var indentColumns = 0
        while contentStart < bytes.count, bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09 {
            indentColumns += bytes[contentStart] == 0x09 ? 4 - (cursor.column + indentColumns) % 4 : 1
            contentStart += 1
        }
        if contentStart >= bytes.count || bytes[contentStart] == 0x0A || bytes[contentStart] == 0x0D && (contentStart + 1 >= bytes.count || bytes[contentStart + 1] == 0x0A) {
            try endParagraph()
            index = contentStart < bytes.count && bytes[contentStart] == 0x0D ? contentStart + 1 : contentStart
            endInputLine()
            return
        }
        // MDX has no indented code: deep indentation that starts a block is dropped, so
        // cmark does not read code there either; a paragraph's own lines keep theirs.
        if indentColumns >= 4 && !inParagraph {
            index = contentStart
        } else {
            emit(bytes[index..<contentStart])
            index = contentStart
        }
        if let opened = fenceOpening(at: contentStart) {
            try endParagraph()
            let outputIndent = min(indentColumns, 3)
            let tab = codeGroupTab(fenceAt: contentStart, after: opened.count)
            if tab >= 0 {
                // The tab's marker has a line of its own; the fence starts the next, as indented.
                newOutputLine()
                output += Array(repeating: 0x20, count: outputIndent)
            } else if indentColumns >= 4 {
                output += Array(repeating: 0x20, count: 3)
            }
            fence = Fence(byte: opened.byte, count: opened.count, indent: indentColumns, outputIndent: outputIndent, containerDepth: containers.count, tabItem: tab)
            if tab >= 0 {
                // The tab is labelled with the fence's title: the fence keeps its language only.
                var end = contentStart + opened.count
                while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
                while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
                emit(bytes[contentStart..<end])
                index = end
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                endInputLine()
                return
            }
            copyRestOfLine()
            return
        }
        if containers.isEmpty, contentStart == lineBegin, !inParagraph, isESMStart(at: contentStart) {
            try readESM()
            return
        }
        if !inParagraph || interruptsParagraph(at: contentStart), try admonition(at: contentStart) { return }
        if try doDontHeading(at: contentStart) { return }
        try stepHeading(at: contentStart)
        if bytes[contentStart] == UInt8(ascii: "<"), try legacyCommentLine(at: contentStart) { return }
        if bytes[contentStart] == UInt8(ascii: "<") || bytes[contentStart] == UInt8(ascii: "{"), try flowLine(at: contentStart) { return }
        try textLine(at: contentStart)
    }

    /// A line of text: a paragraph's line, a heading, a table row, a thematic break.
    mutating func textLine(at start: Int) throws(DiagnosticsError) {
        let heading = isATXHeading(at: start)
        let endsParagraph = heading || isThematicBreak(at: start) || (inParagraph && isSetextUnderline(at: start))
        if heading || isThematicBreak(at: start) { try endParagraph() }
        inHeading = heading
        defer { inHeading = false }
        try readInline()
        endInputLine()
        if endsParagraph {
            try endParagraph()
        } else {
            inParagraph = true
        }
    }

    /// Ends the paragraph (or heading) being read: an element opened inside its text must have closed.
    mutating func endParagraph() throws(DiagnosticsError) {
        inParagraph = false
        // Text elements open only inside a paragraph, so any open one is at the top.
        guard let open = stack.last, !open.isBlock else { return }
        misnested(error("<\(open.name)> is not closed before the end of its paragraph", at: open.location,
                        explanation: "A tag inside a line of text must close in the same paragraph. To hold several paragraphs, put <\(open.name)> and </\(open.name)> on lines of their own."))
        // Read on as if it were closed: the page fails, but a syntax error further on is said first.
        while let last = stack.last, !last.isBlock { finish(stack.removeLast(), isBlock: false) }
    }

    /// Keeps the first nesting error, to be thrown when the file has been read.
    mutating func misnested(_ error: DiagnosticsError) {
        if nestingError == nil { nestingError = error }
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

    /// A line inside fenced code, from `index` (after its containers): as written, less the
    /// fence's indentation; the closing fence ends it.
    mutating func copyFenceLine(_ open: Fence) {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var content = index
        var removed = 0
        while content < end, removed < open.indent, bytes[content] == 0x20 || bytes[content] == 0x09 {
            removed += bytes[content] == 0x09 ? 4 : 1
            content += 1
        }
        var probe = content
        while probe < end, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
        var run = probe
        while run < end, bytes[run] == open.byte { run += 1 }
        let isClosing = run - probe >= open.count && bytes[run..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        output += Array(repeating: 0x20, count: open.outputIndent)
        if isClosing {
            fence = nil
            emit(bytes[probe..<end])
        } else {
            emit(bytes[content..<end])
        }
        index = end
        endInputLine()
        if isClosing, open.tabItem >= 0 {
            // The code group's tab ends with its fence, on a line of its own.
            writePrefix(containers.count)
            marker(open.tabItem, opening: false, isBlock: true)
            endOutputLine()
        }
    }

    /// Copies the rest of the line as written.
    mutating func copyRestOfLine() {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        emit(bytes[index..<end])
        index = end
        endInputLine()
    }

    /// Ends the input line at `index` (its `\n`, or the end of the text) and the output line.
    mutating func endInputLine() {
        if index < bytes.count, bytes[index] == 0x0A {
            crossLine(at: index)
            index += 1
        }
        endOutputLine()
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

    /// Whether the output line being written holds nothing but spaces and container prefixes so far.
    /// Each byte is looked at once: the answer so far is kept.
    mutating func outputLineIsEmpty() -> Bool {
        if outputLineHasContent { return false }
        blankUpTo = min(max(blankUpTo, outputLineStart), output.count)
        while blankUpTo < output.count {
            guard output[blankUpTo] == 0x20 || output[blankUpTo] == 0x09 || output[blankUpTo] == UInt8(ascii: ">") else {
                outputLineHasContent = true
                return false
            }
            blankUpTo += 1
        }
        return true
    }

    /// The location of `position` in the file. Columns count scalars: continuation bytes do
    /// not start one. Counting goes forward from the last place asked on the same line.
    mutating func location(of position: Int) -> SourceLocation {
        var low = 0, high = sourceLineStarts.count
        while low + 1 < high {
            let middle = (low + high) / 2
            if sourceLineStarts[middle] <= position { low = middle } else { high = middle }
        }
        let start = sourceLineStarts[low]
        var mark = columnMark
        if mark.position < start || mark.position > position {
            mark = earlierColumnMark.position >= start && earlierColumnMark.position <= position ? earlierColumnMark : (start, 1)
        }
        let column = bytes[mark.position..<min(position, bytes.count)].reduce(mark.column) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        if position != columnMark.position { earlierColumnMark = columnMark }
        columnMark = (position, column)
        return SourceLocation(file: path, line: low + 1, column: column)
    }

    func error(_ message: String, at location: SourceLocation, explanation: String? = nil) -> DiagnosticsError {
        DiagnosticsError([.error("mdx.syntax", message, at: location, explanation: explanation)])
    }
}
