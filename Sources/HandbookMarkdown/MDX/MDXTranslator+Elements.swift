import HandbookDiagnostics

extension MDXTranslator {
    /// A `<` in text: a tag, an HTML comment (dropped: MDX has none), or a plain `<`.
    mutating func tag() throws(DiagnosticsError) {
        let start = index
        let location = location(of: start)
        if bytes[(start + 1)...].starts(with: Array("!--".utf8)) {
            guard let close = MDXSyntax.find(Array("-->".utf8), in: bytes, from: start + 4) else {
                emit(bytes[start..<(start + 1)])
                index += 1
                return
            }
            skip(to: close + 3)
            return
        }
        switch MDXTag.read(bytes, at: start) {
        case .text:
            // A `<` that starts no tag is text; cmark still reads an autolink written after it.
            var end = start + 1
            if let close = bytes[end...].prefix(200).firstIndex(of: UInt8(ascii: ">")),
               !bytes[end..<close].contains(where: { MDXSyntax.isSpace($0) || $0 == UInt8(ascii: "<") }) {
                end = close + 1
            }
            emit(bytes[start..<end])
            index = end
        case .unterminated:
            throw error("this tag is never closed with '>'", at: location, explanation: "In MDX a < followed by a letter starts a tag; write \\< for a literal one.")
        case .tag(let tag):
            // A block when nothing of its input line or its output line comes before it.
            let isBlock = start == lineContentStart && outputLineIsEmpty()
            skip(to: tag.end)
            if tag.isClosing {
                try close(tag, at: location, isBlock: isBlock)
            } else {
                try open(tag, at: location, isBlock: isBlock)
            }
        }
    }

    // MARK: Opening

    mutating func open(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) throws(DiagnosticsError) {
        let isHTML = !tag.name.isEmpty && (tag.name.first?.isLowercase ?? false) && !tag.name.contains(".")
        if isHTML {
            openHTML(tag, at: location, isBlock: isBlock)
            return
        }
        if let source = translation.imports[tag.name], canInclude(source) {
            mark(MDXElement(name: tag.name, role: .block, attributes: tag.attributes.map { ($0.name, attributeValue($0.value)) },
                            location: location, isBlock: isBlock, source: source), tag: tag)
            return
        }
        let role = tag.name.isEmpty ? .children : components.role(of: tag.name)
        if role == nil && !isDropping {
            translation.diagnostics.append(.warning("mdx.unknown-component", tag.name, at: location))
        }
        switch role ?? .children {
        case .children:
            push(tag, .transparent, at: location, isBlock: isBlock)
        case .drop:
            // Only the defaults are said: a component the team listed under `drop` is left out on purpose.
            if !isDropping && components.named[tag.name] == nil { translation.diagnostics.append(.warning("mdx.live-block", tag.name, at: location)) }
            push(tag, .dropped, at: location, isBlock: isBlock)
        case .meta:
            if !isDropping, let title = attributeText(tag, "title") {
                let parts = title.split(separator: "/").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
                translation.metaTitle = parts.last
                translation.metaGroup = parts.count > 1 ? parts.dropLast().joined(separator: "/") : nil
            }
            push(tag, .dropped, at: location, isBlock: isBlock)
        case .code:
            try code(tag, at: location, isBlock: isBlock)
        case .link:
            guard let href = attributeText(tag, "href") ?? attributeText(tag, "to") else {
                push(tag, .transparent, at: location, isBlock: isBlock)
                return
            }
            emit("[")
            push(tag, .link(href: href), at: location, isBlock: isBlock)
            if tag.isSelfClosing { emit("](<\(Self.angleSafe(href))>)") }
        case .lede where ledeRepeatsSummary(tag):
            push(tag, .dropped, at: location, isBlock: isBlock)
        case let role:
            mark(MDXElement(name: tag.name, role: role, attributes: tag.attributes.map { ($0.name, attributeValue($0.value)) },
                            location: location, isBlock: isBlock), tag: tag)
        }
    }

    /// Pushes an element that has children; a self-closing one is done at once.
    mutating func push(_ tag: MDXTag, _ kind: Open.Kind, at location: SourceLocation, isBlock: Bool) {
        guard !tag.isSelfClosing else { return }
        if case .dropped = kind { dropping += 1 }
        stack.append(Open(name: tag.name, kind: kind, location: location, isBlock: isBlock))
    }

    mutating func record(_ element: MDXElement) -> Int {
        guard !isDropping else { return -1 }
        translation.elements.append(element)
        return translation.elements.count - 1
    }

    /// `<!--mdx:N-->` where the element starts or ends: on a line of its own for a block.
    mutating func marker(_ element: Int, opening: Bool, isBlock: Bool) {
        guard !isDropping, element >= 0 else { return }
        if isBlock && !outputLineIsEmpty() { endOutputLine() }
        if isBlock {
            // A block marker starts its line: spaces before it could make it indented code.
            while let last = output.last, last == 0x20 || last == 0x09 { output.removeLast() }
        }
        translation.markers.append(MDXMarker(element: element, isOpening: opening, line: sourceLines.count + 1))
        output += Array("<!--mdx:\(translation.markers.count - 1)-->".utf8)
        if isBlock { endOutputLine() }
    }

    /// Lowercase tags are HTML elements written in JSX: an `img` becomes a Markdown image,
    /// an `a` a Markdown link; the others keep their children.
    mutating func openHTML(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) {
        let void: Set<String> = ["img", "br", "hr", "input", "source", "meta", "link", "wbr", "col", "area", "track", "embed", "param"]
        if tag.name == "img", let source = attributeText(tag, "src") {
            let alt = attributeText(tag, "alt") ?? ""
            emit("![" + Self.escapedMarkdown(alt) + "](<" + Self.angleSafe(source) + ">)")
        }
        guard !void.contains(tag.name) else { return }
        if tag.name == "a", let href = attributeText(tag, "href") {
            emit("[")
            push(tag, .link(href: href), at: location, isBlock: isBlock)
            if tag.isSelfClosing { emit("](<\(Self.angleSafe(href))>)") }
            return
        }
        push(tag, .transparent, at: location, isBlock: isBlock)
    }

    // MARK: Closing

    mutating func close(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) throws(DiagnosticsError) {
        // Void HTML elements were never opened: their closing tags (`</br>`) mean nothing.
        if ["img", "br", "hr", "input", "source", "meta", "link", "wbr"].contains(tag.name) { return }
        closeParts()
        guard let open = stack.last else {
            throw error("</\(tag.name)> closes nothing: no <\(tag.name)> is open here", at: location)
        }
        guard open.name == tag.name else {
            throw error("<\(open.name)> is closed by </\(tag.name)> at line \(location.line), column \(location.column)", at: open.location,
                        explanation: "Close <\(open.name)> before </\(tag.name)>; MDX tags nest like HTML's.")
        }
        finish(stack.removeLast(), isBlock: isBlock)
    }

    /// Ends an element taken off the stack.
    mutating func finish(_ open: Open, isBlock: Bool) {
        switch open.kind {
        case .dropped:
            dropping -= 1
        case .transparent:
            break
        case .link(let href):
            emit("](<\(Self.angleSafe(href))>)")
        case .marked(let element):
            marker(element, opening: false, isBlock: open.isBlock)
        }
    }

    /// Closes the do or don't part open inside a `DoDont`, if any.
    mutating func closeParts() {
        while let last = stack.last, last.isPart {
            finish(stack.removeLast(), isBlock: true)
        }
    }

    /// Inside a `DoDont`, a heading `Do` or `Don't` ends the part before it and opens the next.
    mutating func doDontHeading(at position: Int) throws(DiagnosticsError) -> Bool {
        guard !isDropping, let owner = stack.last(where: { !$0.isPart }), case .marked(let element) = owner.kind,
              translation.elements[element].role == .doDont, position < bytes.count, bytes[position] == UInt8(ascii: "#") else { return false }
        var end = position
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        let text = String(decoding: bytes[position..<end], as: UTF8.self)
        let words = String(text.drop { $0 == "#" }).trimmingSpaces().trimmingCharacters("#").trimmingSpaces()
        let normalised = words.lowercased().replacingAll("’", "'")
        let role: MDXRole
        switch normalised {
        case "do": role = .doItem
        case "don't", "dont", "do not": role = .dontItem
        default: return false
        }
        guard text.prefix(7).contains(" ") else { return false }
        let location = location(of: position)
        closeParts()
        let part = record(MDXElement(name: role == .doItem ? "Do" : "Dont", role: role, attributes: [], location: location, isBlock: true, verdict: words))
        marker(part, opening: true, isBlock: true)
        var open = Open(name: "", kind: .marked(element: part), location: location, isBlock: true)
        open.isPart = true
        stack.append(open)
        index = end
        if index < bytes.count {
            crossLine(at: index)
            index += 1
        }
        outputLineSource = line
        return true
    }

    // MARK: Values

    func attributeValue(_ value: MDXTag.Value) -> String {
        switch value {
        case .bare: return "true"
        case .text(let text): return text
        case .expression(let source):
            if case .value(let text) = evaluate(source) { return text }
            return MDXLiteral.parse(Substring(source)).text ?? source
        }
    }

    /// An attribute's value when it is text (written, or an expression Handbook can read).
    func attributeText(_ tag: MDXTag, _ name: String) -> String? {
        guard let value = tag.attributes.first(where: { $0.name == name })?.value else { return nil }
        switch value {
        case .bare: return nil
        case .text(let text): return text
        case .expression(let source):
            if case .value(let text) = evaluate(source) { return text }
            return MDXLiteral.parse(Substring(source)).text
        }
    }

    /// Whether a `<Lede>`'s children are the page's summary (Polaris writes
    /// `<Lede>{frontmatter.description}</Lede>`), which the layout already prints.
    mutating func ledeRepeatsSummary(_ tag: MDXTag) -> Bool {
        guard !tag.isSelfClosing, let children = rawChildren(of: tag.name) else { return false }
        let written = String(decoding: children, as: UTF8.self).trimmingSpaces()
        let text: String
        if written.hasPrefix("{"), written.hasSuffix("}"), case .value(let value) = evaluate(String(written.dropFirst().dropLast())) {
            text = value
        } else {
            text = written
        }
        guard let summary else { return false }
        return Self.collapsed(text) == Self.collapsed(summary)
    }

    /// The bytes from `index` to the next `</NAME>`, for elements read as a whole.
    func rawChildren(of name: String) -> ArraySlice<UInt8>? {
        // Looked for within a bound, so that many unclosed tags cannot make the pass quadratic.
        let window = Array(bytes[index..<min(index + 65_536, bytes.count)])
        guard let close = MDXSyntax.find(Array("</\(name)".utf8), in: window, from: 0) else { return nil }
        return bytes[index..<(index + close)]
    }

    /// A destination written between `<` and `>`: those two and line breaks would end it.
    static func angleSafe(_ destination: String) -> String {
        destination.replacingAll("<", "%3C").replacingAll(">", "%3E").replacingAll("\n", "%0A")
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// Records `element` for the walk and writes its opening marker, and its closing one at
    /// once for a self-closing tag; otherwise the tag stays open until its closing tag.
    private mutating func mark(_ element: MDXElement, tag: MDXTag) {
        let index = record(element)
        marker(index, opening: true, isBlock: element.isBlock)
        if tag.isSelfClosing {
            marker(index, opening: false, isBlock: element.isBlock)
        } else {
            stack.append(Open(name: tag.name, kind: .marked(element: index), location: element.location, isBlock: element.isBlock))
        }
    }
}

extension String {
    /// Every `target` replaced by `replacement`.
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    func trimmingCharacters(_ character: Character) -> String {
        var result = Substring(self)
        while result.last == character { result = result.dropLast() }
        return String(result)
    }

}
