import HandbookDiagnostics
import HandbookMarkdown

/// Lines of their own: flow JSX and expressions, ESM, Docusaurus admonitions.
extension MDXTranslator {
    /// One tag or expression of a flow line.
    enum FlowConstruct {
        case tag(MDXTag, start: Int)
        case expression(start: Int, end: Int)
    }

    /// A line of nothing but tags and expressions (`<Note>`, `<X>{a}</X>`, `{/* c */}`) is
    /// flow: its tags are blocks. Returns false, having consumed nothing, when the line holds
    /// anything else (it is then read as text).
    mutating func flowLine(at start: Int) throws(DiagnosticsError) -> Bool {
        var position = start
        var constructs: [FlowConstruct] = []
        while true {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D { position += 1 }
            guard position < bytes.count, bytes[position] != 0x0A else { break }
            if bytes[position] == UInt8(ascii: "<") {
                guard !startsLegacyText(at: position), case .tag(let tag) = try readTag(at: position, flow: true) else { return false }
                constructs.append(.tag(tag, start: position))
                position = tag.end
            } else if bytes[position] == UInt8(ascii: "{") {
                let end: Int
                do {
                    end = try expressionEnd(at: position, flow: true)
                } catch {
                    // One MDX 3 cannot read is MDX 1 text, which the line's reading as text says.
                    guard startsLegacyBrace(at: position, flow: true) else { throw error }
                    return false
                }
                constructs.append(.expression(start: position, end: end))
                position = end
            } else {
                return false
            }
        }
        try endParagraph()
        // Values of expressions side by side on the line stay side by side, a space apart.
        var previousValueEnd: Int?
        for construct in constructs {
            if case .expression(let start, _) = construct, let end = previousValueEnd, end < start, !isDropping, outputLineHasContent {
                output.append(0x20)
            }
            previousValueEnd = nil
            switch construct {
            case .tag(_, let tagStart) where tagStart < index, .expression(let tagStart, _) where tagStart < index:
                // Read already, with an element that takes its children as written (`<Code>`).
                continue
            case .tag(let tag, let tagStart):
                let location = location(of: tagStart)
                skip(to: tag.end)
                if tag.isClosing {
                    try close(tag, at: location, isBlock: true)
                } else {
                    try open(tag, at: location, isBlock: true)
                }
            case .expression(let expressionStart, let end):
                let location = location(of: expressionStart)
                skip(to: end)
                let source = String(decoding: bytes[(expressionStart + 1)..<(end - 1)], as: UTF8.self)
                if flowExpression(source: source, at: location, continuesLine: outputLineHasContent && output.last == 0x20) { previousValueEnd = end }
            }
        }
        if index > position {
            // Such an element ended on a later line: the rest of that line is text.
            try readInline()
        } else {
            index = position
        }
        endInputLine()
        return true
    }

    /// A flow expression's value is a line of text of its own; a comment is nothing.
    /// Returns whether the expression gave text that a value after it on the line continues.
    @discardableResult
    mutating func flowExpression(source: String, at location: SourceLocation, continuesLine: Bool = false) -> Bool {
        guard !isDropping else { return false }
        switch evaluate(source) {
        case .comment:
            return false
        case .value(let text) where Self.isTemplateLiteral(source):
            // A template literal on a line of its own is a code sample: a code block, as written.
            startBlockLine()
            let fence = String(repeating: "`", count: max(3, Self.longestRun(of: "`", in: text) + 1))
            output += Array(fence.utf8)
            for codeLine in Self.dedented(text) {
                newOutputLine()
                output += Array(codeLine.utf8)
            }
            newOutputLine()
            output += Array(fence.utf8)
            outputLineHasContent = true
            return false
        case .value(let text):
            if !continuesLine { startBlockLine() }
            output += Array(Self.escapedMarkdown(text).utf8)
            outputLineHasContent = true
            return true
        case .unknown:
            noteLeftOut(source, at: location)
            return false
        }
    }

    /// Ends the output line and starts the next inside the same containers.
    mutating func newOutputLine() {
        endOutputLine()
        writePrefix(containers.count)
    }

    /// Reads the tag at `start`, turning a grammar problem into the page's error.
    mutating func readTag(at start: Int, flow: Bool) throws(DiagnosticsError) -> MDXTag.Reading {
        do {
            return try MDXTag.read(bytes, at: start, resume: resumption(flow: flow))
        } catch where error.atEnd {
            // Said where the text runs out, as MDX says it, with a note where the tag opens.
            let opening = location(of: start)
            throw runsOut("the tag <\(tagName(at: start))… that opens at line \(opening.line), column \(opening.column) is never closed with '>'",
                          at: error.offset, opening: opening, what: "the tag opens here",
                          explanation: "In MDX a '<' followed by anything but a space starts a JSX tag, which '>' or '/>' must end \(flow ? "" : "in the same paragraph"); write \\< (or &lt;) for a literal '<'.")
        } catch {
            throw self.error(error.message, at: location(of: error.offset), explanation: error.explanation)
        }
    }

    /// Where the expression whose `{` is at `start` ends, or the page's error.
    mutating func expressionEnd(at start: Int, flow: Bool) throws(DiagnosticsError) -> Int {
        let explanation = "In MDX a { starts a JavaScript expression that a } ends; write \\{ for a literal brace."
        // With no `}` anywhere after it, MDX never reads it as JavaScript: it runs out.
        let extent = flow ? bytes.count : endOfParagraph(from: start)
        guard closesBrace(after: start, before: extent) else {
            let opening = location(of: start)
            throw runsOut("the expression that opens at line \(opening.line), column \(opening.column) is never closed with '}'", at: extent,
                          opening: opening, what: "the expression opens here", explanation: explanation)
        }
        do {
            return try JSParser.endOfExpression(in: bytes, at: start, resume: resumption(flow: flow))
        } catch where error.atEnd {
            let opening = location(of: start)
            throw runsOut("the expression that opens at line \(opening.line), column \(opening.column) is never closed with '}'", at: error.offset,
                          opening: opening, what: "the expression opens here", explanation: explanation)
        } catch {
            throw self.error("this is not a JavaScript expression: \(error.message)", at: location(of: error.offset), explanation: explanation)
        }
    }

    /// An error where the text (or the paragraph) runs out inside a construct, as MDX
    /// reports it, with a note at the construct's opening, where the fix usually goes.
    mutating func runsOut(_ message: String, at offset: Int, opening: SourceLocation, what: String, explanation: String) -> DiagnosticsError {
        var diagnostic = Diagnostic.error("mdx.syntax", message, at: location(of: min(offset, bytes.count)), explanation: explanation)
        diagnostic.notes = [Diagnostic.Note(what, at: opening)]
        return DiagnosticsError([diagnostic])
    }

    /// The name after the `<` at `start`, for messages (`Box`).
    func tagName(at start: Int) -> String {
        var end = start + 1
        while end < bytes.count, end - start < 40, JSCharacters.isASCIIIdentifierPart(bytes[end]) || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "-") || bytes[end] >= 0x80 { end += 1 }
        return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    }

    // MARK: ESM

    /// `import ` or `export ` (with a space) at the start of a line.
    func isESMStart(at position: Int) -> Bool {
        bytes[position...].starts(with: Array("import ".utf8)) || bytes[position...].starts(with: Array("export ".utf8))
    }

    /// An ESM block: the lines up to a blank line, read as JavaScript; when it is incomplete
    /// there (an object with a blank line in it), the next paragraph is taken too, as
    /// micromark does. It must hold imports and exports only. Its imports are kept.
    mutating func readESM() throws(DiagnosticsError) {
        let start = index
        var end = endOfParagraph(from: start)
        var result: Result<[ESMImport], ESMStatementError>
        while true {
            do {
                result = try JSParser.module(in: bytes, from: start, limit: end)
                break
            } catch {
                if error.atEnd && end < bytes.count {
                    end = endOfParagraph(from: nextLine(after: end))
                    continue
                }
                let word = bytes[start] == UInt8(ascii: "i") ? "import" : "export"
                throw self.error("this '\(word)' is not a JavaScript \(word) statement: \(error.message)", at: location(of: error.offset),
                                 explanation: "A line that starts with '\(word) ' outside a paragraph is JavaScript in MDX. If it is prose, start it with another word, or write {'\(word)'}; otherwise write a complete \(word) statement.")
            }
        }
        let imports: [ESMImport]
        switch result {
        case .success(let found):
            imports = found
        case .failure(let statement):
            throw error("only import and export statements may stand here", at: location(of: statement.offset),
                        explanation: "A paragraph that starts with 'import ' or 'export ' is JavaScript in MDX, and must hold import and export statements only. If it is prose, start it with another word or write {'import'}.")
        }
        // A name imported twice is declared twice: JavaScript refuses it.
        for found in imports {
            guard translation.imports[found.binding] == nil && !importedNames.contains(found.binding) else {
                throw error("'\(found.binding)' is imported twice", at: location(of: found.offset),
                            explanation: "Each name can be imported once per MDX file; remove this import or import the name under another one (import {\(found.binding) as Other} from …).")
            }
            importedNames.insert(found.binding)
            translation.imports[found.binding] = found.source
        }
        skip(to: end)
        index = end
        // One empty output line stands for the block.
        endInputLine()
    }

    /// The end of the paragraph starting at `position`: the line ending before a blank line, or the end.
    func endOfParagraph(from position: Int) -> Int {
        Self.first(of: paragraphEnds, atOrAfter: position) ?? bytes.count
    }

    /// The position after the line ending at or after `position`.
    func nextLine(after position: Int) -> Int {
        guard let newline = bytes[position...].firstIndex(of: 0x0A) else { return bytes.count }
        return newline + 1
    }

    // MARK: Admonitions

    /// The directive names that are admonitions: Docusaurus's, VitePress's and GitHub's.
    static let admonitionTypes: Set<String> = ["note", "tip", "info", "warning", "danger", "caution", "important", "success", "secondary"]

    /// Docusaurus's `:::note Title` … `:::`: a callout (its tone from the type), closed by a
    /// line of as many colons. Not MDX (MDX reads it as text), but Docusaurus sites write it.
    /// Any other name (`:::code-group`, `:::steps`, `:::details`) is a directive of its own
    /// (`MDXTranslator+Directives`), never a callout titled with part of its name.
    mutating func admonition(at start: Int) throws(DiagnosticsError) -> Bool {
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: ":") { end += 1 }
        let colons = end - start
        guard colons >= 3 else { return false }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let rest = String(decoding: bytes[end..<lineEnd], as: UTF8.self).trimmingSpaces()
        if rest.isEmpty {
            // A closing line: only when an admonition of as many colons is the innermost element.
            guard let innermost = stack.last(where: { !$0.isPart }), innermost.admonitionColons == colons else { return false }
            try endParagraph()
            closeParts()
            skip(to: lineEnd)
            finish(stack.removeLast(), isBlock: true)
            index = lineEnd
            endInputLine()
            return true
        }
        // The name, as remark-directive reads it: a letter, then letters, digits, `-` and `_`.
        guard let first = rest.first, first.isLetter else { return false }
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        var title = String(rest.dropFirst(name.count)).trimmingSpaces()
        // `:::note[Title]` and `:::note Title`; a `{…}` of attributes is no title.
        if title.hasPrefix("["), let close = title.firstIndex(of: "]") { title = String(title[title.index(after: title.startIndex)..<close]) }
        if title.hasPrefix("{") { title = "" }
        try endParagraph()
        let location = location(of: start)
        let type = name.lowercased()
        var attributes: [(name: String, value: String)] = [("type", type)]
        if !title.isEmpty { attributes.append(("title", title)) }
        var element: MDXElement
        if Self.admonitionTypes.contains(type) {
            element = MDXElement(name: "Admonition", role: .callout, attributes: attributes, location: location, isBlock: true)
        } else {
            // Not an admonition: a neutral box that keeps its name (`:::code-group` of tabs, `:::steps`).
            let role: MDXRole = type == "code-group" ? .tabs : .directive
            element = MDXElement(name: name, role: role, attributes: attributes, location: location, isBlock: true)
            element.directive = type
        }
        let recorded = record(element)
        marker(recorded, opening: true, isBlock: true)
        stack.append(Open(name: ":::\(name)", kind: .marked(element: recorded), location: location, isBlock: true, containerDepth: containers.count,
                          admonitionColons: colons))
        skip(to: lineEnd)
        index = lineEnd
        endInputLine()
        return true
    }
}
