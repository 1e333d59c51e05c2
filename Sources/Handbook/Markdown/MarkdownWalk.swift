import CCmark

/// One pass over a cmark document, emitting HTML. Iterative (cmark's iterator), so deeply
/// nested input cannot overflow the stack.
struct MarkdownWalk {
    let renderer: MarkdownRenderer
    let path: String
    private var html = ""
    private var toc: [TOCEntry] = []
    private var slugger = HeadingSlugger()
    private var headingIDs = Set<String>()
    private var openHeading: (level: Int32, id: String)?
    private var diagnostics: [Diagnostic] = []
    private var links: [LinkReference] = []
    /// Words of the current search section; a heading's own words go to its title instead.
    private var text = ""
    private var sections: [TextSection] = []
    private var leadingTitle: String?
    private var sawBlock = false
    private var reportedRawHTML = false
    private var previewCount = 0
    /// Column alignments of the table being rendered (`l`, `c`, `r` or none), and where we are in it.
    private var tableAlignments: [UInt8] = []
    private var tableColumn = 0
    private var inTableHeader = false

    init(renderer: MarkdownRenderer, path: String) {
        self.renderer = renderer
        self.path = path
    }

    var result: RenderedMarkdown {
        var sections = self.sections
        closeSection(into: &sections, id: nil, heading: nil)
        return RenderedMarkdown(html: html, toc: toc, headingIDs: headingIDs, leadingTitle: leadingTitle,
                                diagnostics: diagnostics, links: links, sections: sections, previewCount: previewCount)
    }

    /// Ends the search section being collected and opens one under the given heading.
    private func closeSection(into sections: inout [TextSection], id: String?, heading: String?) {
        if sections.isEmpty {
            if !text.isEmpty { sections.append(TextSection(text: text)) }
        } else {
            sections[sections.count - 1].text = text
        }
        if id != nil { sections.append(TextSection(id: id, heading: heading, text: "")) }
    }

    mutating func render(_ document: OpaquePointer) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let entering = event == CMARK_EVENT_ENTER
            if visit(node, entering: entering) == .skipChildren {
                cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
            }
        }
    }

    private enum Next { case children, skipChildren }

    private mutating func visit(_ node: OpaquePointer, entering: Bool) -> Next {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_BLOCK_QUOTE:
            html += entering ? "<blockquote>\n" : "</blockquote>\n"
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            if entering {
                let start = cmark_node_get_list_start(node)
                html += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
            } else {
                html += ordered ? "</ol>\n" : "</ul>\n"
            }
        case CMARK_NODE_ITEM:
            html += entering ? "<li>" : "</li>\n"
        case CMARK_NODE_PARAGRAPH:
            if !isInTightList(node) { html += entering ? "<p>" : "</p>\n" } else if !entering { html += "\n" }
            if !entering { text += "\n" }
        case CMARK_NODE_HEADING:
            return heading(node, entering: entering)
        case CMARK_NODE_CODE_BLOCK:
            codeBlock(node)
        case CMARK_NODE_HTML_BLOCK:
            rawHTML(node, block: true)
        case CMARK_NODE_THEMATIC_BREAK:
            html += "<hr>\n"
        case CMARK_NODE_TEXT:
            let literal = string(cmark_node_get_literal(node))
            html += HTML.escape(literal)
            if openHeading == nil { text += literal }
        case CMARK_NODE_SOFTBREAK:
            html += "\n"
            text += " "
        case CMARK_NODE_LINEBREAK:
            html += "<br>\n"
            text += " "
        case CMARK_NODE_CODE:
            let literal = string(cmark_node_get_literal(node))
            html += "<code>" + HTML.escape(literal) + "</code>"
            if openHeading == nil { text += literal }
        case CMARK_NODE_HTML_INLINE:
            rawHTML(node, block: false)
        case CMARK_NODE_EMPH:
            html += entering ? "<em>" : "</em>"
        case CMARK_NODE_STRONG:
            html += entering ? "<strong>" : "</strong>"
        case CMARK_NODE_LINK:
            if entering {
                let href = destination(string(cmark_node_get_url(node)), isImage: false, node: node)
                html += "<a href=\"\(HTML.escapeURL(href))\"" + titleAttribute(node) + ">"
            } else {
                html += "</a>"
            }
        case CMARK_NODE_IMAGE:
            let src = destination(string(cmark_node_get_url(node)), isImage: true, node: node)
            let alt = plainText(of: node)
            html += "<img src=\"\(HTML.escapeURL(src))\" alt=\"\(HTML.escape(alt))\"" + titleAttribute(node) + ">"
            return .skipChildren
        default:
            extensionNode(node, entering: entering)
        }
        if entering && isBlock(type) && type != CMARK_NODE_DOCUMENT { sawBlock = true }
        return .children
    }

    // MARK: Blocks

    private mutating func heading(_ node: OpaquePointer, entering: Bool) -> Next {
        let level = cmark_node_get_heading_level(node)
        guard entering else {
            if let open = openHeading {
                html += " <a class=\"anchor\" href=\"#\(open.id)\" aria-label=\"Link to this section\">#</a></h\(open.level)>\n"
                openHeading = nil
            }
            return .children
        }
        let title = plainText(of: node)
        if level == 1 && !sawBlock && leadingTitle == nil {
            leadingTitle = title
            if renderer.dropsLeadingTitle {
                sawBlock = true
                return .skipChildren
            }
        }
        sawBlock = true
        let id = slugger.slug(for: title)
        headingIDs.insert(id)
        if level == 2 {
            toc.append(TOCEntry(id: id, title: title, children: []))
        } else if level == 3 {
            if toc.isEmpty {
                toc.append(TOCEntry(id: id, title: title, children: []))
            } else {
                toc[toc.count - 1].children.append(TOCEntry(id: id, title: title, children: []))
            }
        }
        openHeading = (level, id)
        html += "<h\(level) id=\"\(id)\">"
        closeSection(into: &sections, id: id, heading: title)
        text = ""
        return .children
    }

    private mutating func codeBlock(_ node: OpaquePointer) {
        let info = string(cmark_node_get_fence_info(node)).trimmingSpaces()
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        let code = string(cmark_node_get_literal(node))
        if !language.isEmpty, let blockRenderer = renderer.blockRenderer,
           let rendering = blockRenderer(language, code, location(of: node)) {
            html += rendering.html
            diagnostics += rendering.diagnostics
            previewCount += rendering.previewCount
            return
        }
        let classAttribute = language.isEmpty ? "" : " class=\"language-\(HTML.escape(language))\""
        let body = SyntaxHighlighter.language(named: language).map { SyntaxHighlighter.highlight(code, as: $0) } ?? HTML.escape(code)
        html += "<div class=\"code-block\"><pre><code\(classAttribute)>" + body + "</code></pre></div>\n"
        text += code
    }

    private mutating func rawHTML(_ node: OpaquePointer, block: Bool) {
        if renderer.allowsRawHTML {
            html += string(cmark_node_get_literal(node))
            return
        }
        html += block ? "<!-- raw HTML omitted -->\n" : "<!-- raw HTML omitted -->"
        if !reportedRawHTML {
            reportedRawHTML = true
            diagnostics.append(.warning("markdown.raw-html", "raw HTML is left out of the page", at: location(of: node),
                                        explanation: "Write it in Markdown, or set `unsafe-html: true` in site.yml to pass raw HTML through."))
        }
    }

    // MARK: GitHub extensions

    /// Tables and strikethrough, whose node types cmark-gfm does not export: known by name.
    private mutating func extensionNode(_ node: OpaquePointer, entering: Bool) {
        switch string(cmark_node_get_type_string(node)) {
        case "table":
            if entering {
                let columns = Int(cmark_gfm_extensions_get_table_columns(node))
                let alignments = cmark_gfm_extensions_get_table_alignments(node)
                tableAlignments = (0..<columns).map { alignments?[$0] ?? 0 }
                html += "<div class=\"table-wrapper\" tabindex=\"0\"><table>\n"
            } else {
                html += inTableHeader ? "</thead>\n</table></div>\n" : "</tbody>\n</table></div>\n"
                inTableHeader = false
            }
        case "table_header":
            if entering {
                inTableHeader = true
                tableColumn = 0
                html += "<thead>\n<tr>\n"
            } else {
                html += "</tr>\n</thead>\n<tbody>\n"
                inTableHeader = false
            }
        case "table_row":
            if entering { tableColumn = 0 }
            html += entering ? "<tr>\n" : "</tr>\n"
        case "table_cell":
            let tag = inTableHeader ? "th" : "td"
            if entering {
                let alignment = tableColumn < tableAlignments.count ? tableAlignments[tableColumn] : 0
                let align = ["l": "left", "c": "center", "r": "right"][String(UnicodeScalar(alignment))]
                html += "<\(tag)" + (align.map { " style=\"text-align: \($0)\"" } ?? "") + (inTableHeader ? " scope=\"col\"" : "") + ">"
                tableColumn += 1
            } else {
                html += "</\(tag)>\n"
                text += " "
            }
        case "strikethrough":
            html += entering ? "<del>" : "</del>"
        default:
            break
        }
    }

    // MARK: Links

    private mutating func destination(_ raw: String, isImage: Bool, node: OpaquePointer) -> String {
        if HTML.isDangerousURL(raw) {
            diagnostics.append(.warning("link.unsafe", "\(isImage ? "image" : "link") to '\(raw)' is removed: it could run script or read local files",
                                        at: location(of: node)))
            return ""
        }
        var pathPart = Substring(raw)
        var fragment: Substring?
        if let hash = raw.firstIndex(of: "#") {
            pathPart = raw[..<hash]
            fragment = raw[raw.index(after: hash)...]
        }
        if pathPart.isEmpty {
            if let fragment, !fragment.isEmpty {
                links.append(LinkReference(targetPage: nil, fragment: String(fragment), location: location(of: node)))
            }
            return raw
        }
        guard let resolver = renderer.linkResolver else { return raw }
        var query = ""
        if let mark = pathPart.firstIndex(of: "?") {
            query = String(pathPart[mark...])
            pathPart = pathPart[..<mark]
        }
        switch resolver.resolve(String(pathPart), isImage: isImage) {
        case .external:
            return raw
        case let .internal(url, page):
            // Every link into another page is kept: its anchor is checked once all headings are
            // known, and a link to a page that turns out to be a draft is reported.
            if let page {
                links.append(LinkReference(targetPage: page, fragment: fragment.map(String.init) ?? "", location: location(of: node)))
            }
            return url + query + (fragment.map { "#" + $0 } ?? "")
        case let .broken(reason):
            let id = isImage ? "image.missing" : "link.broken"
            diagnostics.append(.warning(id, reason, at: location(of: node)))
            return raw
        }
    }

    private func titleAttribute(_ node: OpaquePointer) -> String {
        let title = string(cmark_node_get_title(node))
        return title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
    }

    // MARK: Helpers

    private func location(of node: OpaquePointer) -> SourceLocation {
        var current: OpaquePointer? = node
        while let candidate = current {
            let line = Int(cmark_node_get_start_line(candidate))
            if line > 0 {
                return SourceLocation(file: path, line: line, column: Int(cmark_node_get_start_column(candidate)))
            }
            current = cmark_node_parent(candidate)
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }

    private func isInTightList(_ paragraph: OpaquePointer) -> Bool {
        guard let item = cmark_node_parent(paragraph), cmark_node_get_type(item) == CMARK_NODE_ITEM,
              let list = cmark_node_parent(item) else { return false }
        return cmark_node_get_list_tight(list) != 0
    }

    private func isBlock(_ type: cmark_node_type) -> Bool {
        type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK)
    }

    /// The text of a node's inline content, without markup.
    private func plainText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var result = ""
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: result += string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: result += " "
            default: break
            }
        }
        return result.trimmingSpaces()
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
