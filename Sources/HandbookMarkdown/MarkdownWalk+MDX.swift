import CCmark
import HandbookDiagnostics
import HandbookFoundation

/// An MDX element whose opening the walk has written and whose closing it has not.
package struct OpenMDXElement {
    /// Index into the translation's elements.
    var element: Int
    /// For an element a team's partial renders: where its children's HTML starts.
    var start: Int?
    /// Written as a block although it was text JSX (its paragraph held nothing else).
    var asBlock = false
    /// For an HTML heading (`<h2>`): where its `id` goes and where its words start in the search text.
    var heading: (level: Int, idOffset: Int, explicitID: String?, textStart: Int)?
}

extension MarkdownWalk {
    /// The marker a node holds, when it is one the translation wrote on this line:
    /// `<!--mdx:N-->` (a block) or `<mdx-N>` (inside text).
    package func mdxMarker(in node: OpaquePointer) -> MDXMarker? {
        guard !mdxMarkers.isEmpty, let literal = cmark_node_get_literal(node) else { return nil }
        // Read from cmark's bytes: `<!--mdx:N-->` or `<mdx-N>`, then white space (a block's line ending).
        var bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        let block: [UInt8] = Array("<!--mdx:".utf8), inline: [UInt8] = Array("<mdx-".utf8)
        func starts(_ prefix: [UInt8]) -> Bool {
            for (offset, byte) in prefix.enumerated() where bytes[offset] != byte { return false }
            return true
        }
        let isBlock = starts(block)
        guard isBlock || starts(inline) else { return nil }
        bytes += isBlock ? block.count : inline.count
        var number = 0
        var digits = 0
        while bytes.pointee >= 0x30 && bytes.pointee <= 0x39 && digits < 9 {
            number = number * 10 + Int(bytes.pointee - 0x30)
            bytes += 1
            digits += 1
        }
        guard digits > 0, number < mdxMarkers.count else { return nil }
        for byte in isBlock ? Array("-->".utf8) : [UInt8(ascii: ">")] {
            guard bytes.pointee == byte else { return nil }
            bytes += 1
        }
        while bytes.pointee == 0x20 || bytes.pointee == 0x0A || bytes.pointee == 0x0D || bytes.pointee == 0x09 { bytes += 1 }
        guard bytes.pointee == 0 else { return nil }
        let marker = mdxMarkers[number]
        return marker.line == Int(cmark_node_get_start_line(node)) ? marker : nil
    }

    /// Replaces a marker the MDX translation wrote by its element's HTML. On an MDX page,
    /// raw HTML that is not a marker can only be the translation's leftovers (MDX itself
    /// has none): it is left out and said so, never written. Returns false on other pages.
    package mutating func mdxMarker(_ node: OpaquePointer, block: Bool) -> Bool {
        guard let mdx = renderer.mdx else { return false }
        guard let marker = mdxMarker(in: node) else {
            diagnostics.append(.warning("mdx.dropped", "text the MDX translation could not place", at: location(of: node)))
            if renderer.writesMarkdown { twinEdits.append((node, .removal)) }
            return true
        }
        let element = mdx.elements[marker.element]
        // The Markdown twin keeps the children, not the markers that stand for the tags; a
        // do, don't or callout opens with its word, as the figure's caption shows it.
        if renderer.writesMarkdown {
            let word = marker.isOpening ? Self.twinLabel(of: element) : nil
            twinEdits.append((node, word.map { block ? .replacement($0) : .inlineReplacement($0 + " ") } ?? .removal))
        }
        let asBlock = block || unraveledElements.contains(marker.element)
        // HTML elements keep their own line breaks: text around `<kbd>` stays as written.
        let breaksLines = asBlock && (block || element.role != .html)
        if breaksLines { cr() }
        if marker.isOpening {
            var open = OpenMDXElement(element: marker.element, asBlock: asBlock)
            if element.source != nil {
                html += mdx.include(element)
            } else if mdx.hasPartial(element.name) {
                open.start = html.utf8.count
            } else if element.role == .html {
                open.heading = openHTMLElement(element, node: node)
            } else if element.role == .childPages {
                html += MDXHTML.childPagesPlaceholder
            } else {
                var shown = element
                shown.isBlock = asBlock
                html += MDXHTML.opening(shown, index: marker.element)
            }
            mdxOpen.append(open)
        } else if let index = mdxOpen.lastIndex(where: { $0.element == marker.element }) {
            // Elements opened inside this one and left open by cmark's blocks end with it.
            while mdxOpen.count > index { closeMDXElement(mdx) }
        }
        if breaksLines { cr() }
        return true
    }

    /// Ends the innermost element open: its closing HTML, or its partial around what its
    /// children rendered to.
    package mutating func closeMDXElement(_ mdx: MDXRendering) {
        guard let open = mdxOpen.popLast() else { return }
        var element = mdx.elements[open.element]
        element.isBlock = element.isBlock || open.asBlock
        guard let start = open.start else {
            guard element.source == nil else { return }
            if element.role == .html {
                closeHTMLElement(element, heading: open.heading)
            } else if element.role != .childPages {
                html += MDXHTML.closing(element)
            }
            return
        }
        let cut = html.utf8.index(html.utf8.startIndex, offsetBy: min(start, html.utf8.count))
        let children = String(html[cut...])
        html.removeSubrange(cut...)
        html += mdx.partial(element, children)
    }

    /// Whether a paragraph holds nothing but text JSX and white space (`<Note>text</Note>`
    /// alone on its line): MDX then drops the paragraph and makes the elements blocks
    /// (`@mdx-js/mdx`'s unravelling), so the walk writes no `<p>` around them.
    package mutating func unravels(_ paragraph: OpaquePointer) -> Bool {
        guard !mdxMarkers.isEmpty else { return false }
        var child = cmark_node_first_child(paragraph)
        var open: [Int] = []
        var outermost: [Int] = []
        while let node = child {
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_INLINE, let marker = mdxMarker(in: node) {
                if marker.isOpening {
                    if open.isEmpty { outermost.append(marker.element) }
                    open.append(marker.element)
                } else if open.last == marker.element {
                    open.removeLast()
                } else {
                    return false
                }
            } else if open.isEmpty {
                switch type {
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: break
                case CMARK_NODE_TEXT where string(cmark_node_get_literal(node)).allSatisfy { $0 == " " || $0 == "\t" }: break
                default: return false
                }
            }
            child = cmark_node_next(node)
        }
        guard !outermost.isEmpty && open.isEmpty else { return false }
        unraveledElements.formUnion(outermost)
        return true
    }

    // MARK: HTML elements

    /// Writes an HTML element's opening tag: its attributes sanitised (no event handlers,
    /// no script-running URLs), its URLs resolved and checked like a Markdown link's. A
    /// heading's `id` waits for its text (`closeHTMLElement`).
    mutating func openHTMLElement(_ element: MDXElement, node: OpaquePointer) -> (level: Int, idOffset: Int, explicitID: String?, textStart: Int)? {
        let level = MDXHTMLElements.headingLevel(element.name)
        html += "<" + element.name
        let idOffset = html.utf8.count
        var explicitID: String?
        // Where the element's links are reported; made when the first one is.
        var place: SourceLocation?
        for (name, value) in element.attributes {
            guard Self.isAttributeName(name) else { continue }
            if name == "id" {
                if level != nil {
                    explicitID = value
                    continue
                }
                // An id an author wrote is a place links may point at.
                headingIDs.insert(value)
                slugger.take(value)
            }
            html += " " + name
            if element.bareAttributes.contains(name) { continue }
            var written = value
            if MDXHTMLElements.urlAttributes.contains(name.lowercased()) {
                let at = place ?? location(of: node)
                place = at
                if CmarkEscaping.runsScript(value) {
                    diagnostics.append(.warning("link.unsafe", "\(name) '\(value)' on <\(element.name)> is removed: it could run script or read local files", at: at))
                    written = ""
                } else {
                    let destination = LinkDestination(value)
                    if let path = resolvedPath(destination, isImage: name != "href", at: at) { written = path + destination.suffix }
                }
            }
            html += "=\""
            CmarkEscaping.appendHTML(written, to: &html)
            html += "\""
        }
        html += MDXHTMLElements.void.contains(element.name) ? " />" : ">"
        guard let level else { return nil }
        if let explicitID { slugger.take(explicitID) }
        return (level, idOffset, explicitID, text.utf8.count)
    }

    mutating func closeHTMLElement(_ element: MDXElement, heading: (level: Int, idOffset: Int, explicitID: String?, textStart: Int)?) {
        guard let heading else {
            if !MDXHTMLElements.void.contains(element.name) { html += "</\(element.name)>" }
            return
        }
        // Its words are the heading's, not the section's before it.
        let cut = text.utf8.index(text.utf8.startIndex, offsetBy: min(heading.textStart, text.utf8.count))
        let title = String(text[cut...]).trimmingSpaces()
        text.removeSubrange(cut...)
        let id = heading.explicitID ?? slugger.slug(for: title)
        headingIDs.insert(id)
        let at = html.utf8.index(html.utf8.startIndex, offsetBy: min(heading.idOffset, html.utf8.count))
        html.insert(contentsOf: " id=\"" + Self.attributeEscaped(id) + "\"", at: at)
        html += " <a class=\"anchor\" href=\"#\(Self.attributeEscaped(id))\" aria-label=\"Link to this section\">#</a></h\(heading.level)>"
        if heading.level == 2 {
            toc.append(TOCEntry(id: id, title: title, children: []))
        } else if heading.level == 3 {
            if toc.isEmpty { toc.append(TOCEntry(id: id, title: title, children: [])) } else { toc[toc.count - 1].children.append(TOCEntry(id: id, title: title, children: [])) }
        }
        Self.closeSection(&sections, text: text, id: id, heading: title)
        text = ""
    }

    static func attributeEscaped(_ value: String) -> String {
        var escaped = ""
        CmarkEscaping.appendHTML(value, to: &escaped)
        return escaped
    }

    /// An attribute name HTML can hold: ASCII letters, digits, `-`, `_`, `$`, `:` and `.`,
    /// starting with a letter, `_`, `$` or `:` (a JSX name, or a namespaced one).
    static func isAttributeName(_ name: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
        guard let first = name.utf8.first, isLetter(first) || "_$:".utf8.contains(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || "_$-:.".utf8.contains($0) }
    }
}

extension MarkdownWalk {
    /// The word a do, don't or callout opens with in the Markdown twin (`**Don’t:**`); an
    /// image element is its Markdown.
    static func twinLabel(of element: MDXElement) -> String? {
        switch element.role {
        case .doItem: "**\(element.verdict ?? "Do"):**"
        case .dontItem: "**\(element.verdict ?? "Don’t"):**"
        case .callout, .warning, .tip:
            "**" + (element.attributes.first { ["status", "tone", "type", "kind"].contains($0.name) }?.value.capitalized
                ?? (element.role == .warning ? "Warning" : element.role == .tip ? "Tip" : "Note")) + ":**"
        case .tabItem:
            // Its label as text: the twin's reader sees which example is which.
            element.tabPlace.map { "**" + twinEscaped($0.label) + ":**" }
        case .directive:
            element.attribute("title").flatMap { $0.isEmpty ? nil : "**" + twinEscaped($0) + "**" }
        case .html where element.name == "img":
            element.attribute("src").map { "![\(element.attribute("alt") ?? "")](\($0))" }
        default: nil
        }
    }
}

extension MarkdownWalk {
    /// A label put into the twin's Markdown: what could start markup is escaped.
    static func twinEscaped(_ label: String) -> String {
        label.map { "\\`*_[]<>".contains($0) ? "\\\($0)" : String($0) }.joined()
    }
}
