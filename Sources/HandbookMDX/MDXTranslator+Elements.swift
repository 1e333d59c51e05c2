import HandbookDiagnostics
import HandbookMarkdown

extension MDXTranslator {
    // MARK: Opening

    /// Whether a tag names an HTML element (`table`, `h4`, `kbd`) rather than a component:
    /// JSX's rule, a lowercase first letter and no member dots.
    static func isHTMLName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isLowercase && !name.contains(".")
    }

    mutating func open(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) throws(DiagnosticsError) {
        let name = tag.name
        let isHTML = Self.isHTMLName(name)
        let role = components.role(of: name)
        // A team's partial renders its component whatever the component's role or case.
        if !name.isEmpty, components.partials.contains(name) {
            if role == .meta { readMeta(tag, at: location) }
            let element = MDXElement(name: name, role: role ?? (isHTML ? .html : .children), attributes: tag.attributes.map { ($0.name, attributeValue($0.value)) },
                                     location: location, isBlock: isBlock)
            mark(element, tag: tag)
            return
        }
        if isHTML {
            openHTML(tag, at: location, isBlock: isBlock)
            return
        }
        if let source = translation.imports[name], canInclude(source) {
            mark(MDXElement(name: name, role: .block, attributes: tag.attributes.map { ($0.name, attributeValue($0.value)) },
                            location: location, isBlock: isBlock, source: source), tag: tag)
            return
        }
        let resolved = name.isEmpty ? .children : role
        // A component whose text is all in its attributes is a card of that text, not nothing.
        if resolved == nil, tag.isSelfClosing, !isDropping, openCard(tag, at: location, isBlock: isBlock) {
            // Text in an attribute the card cannot show (`bios={[{name: 'Ann'}]}`) is still said.
            if cardLeavesOutText(tag) { translation.diagnostics.append(.warning("mdx.unknown-component", name, at: location)) }
            return
        }
        if resolved == nil && !isDropping {
            translation.diagnostics.append(.warning("mdx.unknown-component", name, at: location))
        }
        switch resolved ?? .children {
        case .children:
            push(tag, .transparent, at: location, isBlock: isBlock)
        case .drop:
            // Only the defaults are said: a component the team listed under `drop` is left out on purpose.
            if !isDropping && components.named[name] == nil { translation.diagnostics.append(.warning("mdx.live-block", name, at: location)) }
            push(tag, .dropped, at: location, isBlock: isBlock)
        case .meta:
            if !isDropping { readMeta(tag, at: location) }
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
        case .tabItem:
            openTabItem(tag, at: location, isBlock: isBlock)
        case .card:
            if !openCard(tag, at: location, isBlock: isBlock) {
                mark(MDXElement(name: name, role: .card, attributes: tag.attributes.map { ($0.name, attributeValue($0.value)) },
                                location: location, isBlock: isBlock), tag: tag)
            }
        case .lede where ledeRepeatsSummary(tag):
            push(tag, .dropped, at: location, isBlock: isBlock)
        case let role:
            mark(MDXElement(name: name, role: role, attributes: tag.attributes.map { ($0.name, attributeValue($0.value)) },
                            location: location, isBlock: isBlock), tag: tag)
        }
    }

    /// Storybook's `<Meta title="Group/Name">` gives the page its title and section;
    /// `<Meta of={Stories}>` names the stories file whose default export has the title.
    /// Storybook's `<Meta title="Group/Name">`, and `<Meta of={Stories}>`, whose stories file's
    /// title wins when it has one (an attached docs page takes its stories' title).
    mutating func readMeta(_ tag: MDXTag, at location: SourceLocation) {
        if let title = attributeText(tag, "title") {
            let parts = title.split(separator: "/").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
            translation.metaTitle = parts.last
            translation.metaGroup = parts.count > 1 ? parts.dropLast().joined(separator: "/") : nil
        }
        if case .expression(let source)? = tag.attributes.first(where: { $0.name == "of" })?.value {
            let binding = source.trimmingSpaces()
            translation.metaOf = MDXStoriesReference(binding: binding, source: translation.imports[binding], location: location)
        }
    }

    /// Pushes an element that has children; a self-closing one is done at once.
    mutating func push(_ tag: MDXTag, _ kind: Open.Kind, at location: SourceLocation, isBlock: Bool) {
        guard !tag.isSelfClosing else { return }
        if case .dropped = kind { dropping += 1 }
        stack.append(Open(name: tag.name, kind: kind, location: location, isBlock: isBlock, containerDepth: containers.count))
    }

    mutating func record(_ element: MDXElement) -> Int {
        guard !isDropping else { return -1 }
        translation.elements.append(element)
        return translation.elements.count - 1
    }

    /// A marker where the element starts or ends: `<!--mdx:N-->` on a line of its own (in
    /// its containers) for a block, `<mdx-N>` inside text.
    mutating func marker(_ element: Int, opening: Bool, isBlock: Bool) {
        guard !isDropping, element >= 0 else { return }
        if isBlock { startBlockLine() }
        translation.markers.append(MDXMarker(element: element, isOpening: opening, line: sourceLines.count + 1))
        let number = translation.markers.count - 1
        // A block marker's line is ended by whatever comes next on it (which starts a new
        // line) or by the end of the input line: no blank line, which would loosen a list.
        output += Array((isBlock ? "<!--mdx:\(number)-->" : "<mdx-\(number)>").utf8)
        if isBlock { outputLineHasContent = true }
    }

    /// Makes the output line ready for a block of the translation's own (a marker, a code
    /// block): a new line after anything written on this one; on an empty one, no spaces
    /// after the containers' prefix, which could make it indented code or a paragraph's line.
    mutating func startBlockLine() {
        if !outputLineIsEmpty() { newOutputLine() }
        while let last = output.last, last == 0x20 || last == 0x09, output.count > outputLineStart + containerPrefixLength { output.removeLast() }
    }

    /// How many bytes the containers' prefix takes at the start of an output line.
    var containerPrefixLength: Int {
        var column = 0
        for container in containers {
            switch container.kind {
            case .quote: column += 2
            case .item: column = max(column, container.outputColumn)
            }
        }
        return column
    }

    /// Lowercase tags are HTML elements written in JSX: the walk writes them as HTML
    /// (`<table>`, `<h4>`, `<kbd>`, `<br />`), sanitised; elements that run script or load
    /// other documents are left out, and said so.
    mutating func openHTML(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) {
        // `<a href>` in a line of text is a Markdown link: checked, and a link in the page's twin.
        if tag.name == "a", !isBlock, let href = attributeText(tag, "href"), tag.attributes.allSatisfy({ $0.name == "href" }) {
            emit("[")
            push(tag, .link(href: href), at: location, isBlock: isBlock)
            if tag.isSelfClosing { emit("](<\(Self.angleSafe(href))>)") }
            return
        }
        if MDXHTMLElements.refused.contains(tag.name) {
            if !isDropping { dropped.append(("<\(tag.name)>", location)) }
            push(tag, .dropped, at: location, isBlock: isBlock)
            return
        }
        var attributes: [(name: String, value: String)] = []
        var bare: Set<String> = []
        for (name, value) in tag.attributes {
            let htmlName = MDXHTMLElements.attributeName(name)
            if htmlName.lowercased().hasPrefix("on") {
                if !isDropping { dropped.append(("\(name) on <\(tag.name)>", location)) }
                continue
            }
            switch value {
            case .bare:
                bare.insert(htmlName)
                attributes.append((htmlName, ""))
            case .text(let text):
                attributes.append((htmlName, text))
            case .expression(let source):
                if htmlName == "style", let css = MDXHTMLElements.css(MDXLiteral.parse(Substring(source))) {
                    // `style={{maxWidth: '100%'}}`: the CSS React would write.
                    attributes.append((htmlName, css))
                } else if case .value(let text) = evaluate(source) {
                    attributes.append((htmlName, text))
                } else if case let literal = MDXLiteral.parse(Substring(source)), let text = literal.text {
                    attributes.append((htmlName, text))
                } else if case .flag(false) = MDXLiteral.parse(Substring(source)) {
                    continue
                } else if !isDropping {
                    dropped.append(("\(name)={…} on <\(tag.name)>", location))
                }
            }
        }
        // A style may restyle its own element, never cover the page or load something.
        for index in attributes.indices where attributes[index].0 == "style" {
            let (kept, refused) = MDXHTMLElements.containedStyle(attributes[index].1)
            attributes[index].1 = kept
            if !isDropping { dropped += refused.map { ("style \($0) on <\(tag.name)>", location) } }
        }
        var element = MDXElement(name: tag.name, role: .html, attributes: attributes, location: location, isBlock: isBlock)
        element.bareAttributes = bare
        mark(element, tag: tag)
    }

    // MARK: Closing

    mutating func close(_ tag: MDXTag, at location: SourceLocation, isBlock: Bool) throws(DiagnosticsError) {
        closeParts()
        guard let open = stack.last, open.admonitionColons == 0 else {
            misnested(error("</\(tag.name)> closes nothing: no <\(tag.name)> is open here", at: location,
                            explanation: "Remove it, or open <\(tag.name)> before it (in the same block quote or list item)."))
            return
        }
        if open.name != tag.name {
            misnested(error("<\(open.name)> is closed by </\(tag.name)> at line \(location.line), column \(location.column)", at: open.location,
                            explanation: "Close <\(open.name)> before </\(tag.name)>; MDX tags nest like HTML's."))
        } else if open.isBlock && !isBlock {
            misnested(error("</\(open.name)> is inside a line of text, but <\(open.name)> (line \(open.location.line)) stands on a line of its own", at: location,
                            explanation: "Put </\(open.name)> on a line of its own too, or write the whole element within one paragraph."))
        } else if open.containerDepth != containers.count {
            misnested(error("<\(open.name)> is closed at line \(location.line) outside the block quote or list item it opens in", at: open.location,
                            explanation: "Close <\(open.name)> inside the block quote or list item it starts in."))
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
        try endParagraph()
        let location = location(of: position)
        closeParts()
        let part = record(MDXElement(name: role == .doItem ? "Do" : "Dont", role: role, attributes: [], location: location, isBlock: true, verdict: words))
        marker(part, opening: true, isBlock: true)
        var open = Open(name: "", kind: .marked(element: part), location: location, isBlock: true, containerDepth: containers.count)
        open.isPart = true
        stack.append(open)
        index = end
        endInputLine()
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

    /// The bytes from `index` to the next `</NAME`, for elements read as a whole.
    func rawChildren(of name: String) -> ArraySlice<UInt8>? {
        // Looked for within a bound, so that many unclosed tags cannot make the pass quadratic.
        let window = Array(bytes[index..<min(index + 65_536, bytes.count)])
        guard let close = Self.find(Array("</\(name)".utf8), in: window, from: 0) else { return nil }
        return bytes[index..<(index + close)]
    }

    /// The first index of `needle` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
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
    mutating func mark(_ element: MDXElement, tag: MDXTag) {
        let index = record(element)
        marker(index, opening: true, isBlock: element.isBlock)
        if tag.isSelfClosing {
            marker(index, opening: false, isBlock: element.isBlock)
        } else {
            stack.append(Open(name: tag.name, kind: .marked(element: index), location: element.location, isBlock: element.isBlock,
                              containerDepth: containers.count))
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
