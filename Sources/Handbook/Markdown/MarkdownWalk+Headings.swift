import CCmark

extension MarkdownWalk {
    /// `<hN id="…">` with an anchor link before `</hN>`; h2 and h3 go into the table of
    /// contents, and a level-1 heading that opens the page may become its title.
    mutating func heading(_ node: OpaquePointer, entering: Bool) -> Next {
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
        let id = slugger.slug(for: slugText(of: node))
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
        cr()
        // The id is made of letters, digits, `-` and `_` only: nothing in it needs escaping.
        html += "<h\(level) id=\"\(id)\">"
        closeSection(into: &sections, id: id, heading: title)
        text = ""
        return .children
    }

    /// The text of a node's inline content, without markup: its title in the table of
    /// contents and in search.
    func plainText(of node: OpaquePointer) -> String {
        var result = ""
        forEachInline(in: node, skippingImages: false) { child, type in
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: result += string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: result += " "
            default: break
            }
        }
        return result.trimmingSpaces()
    }

    /// The heading's text as GitHub reads it for a slug: the text content of its HTML, so
    /// images add nothing and line breaks add a newline (which the slug drops). Smart
    /// punctuation turned `--` and `---` into dashes, which the slug would drop; GitHub
    /// renders them as hyphens, which it keeps, so a node of nothing but such dashes (the
    /// one cmark makes from a run of hyphens) is read back as the hyphens.
    func slugText(of node: OpaquePointer) -> String {
        var result = ""
        forEachInline(in: node, skippingImages: true) { child, type in
            switch type {
            case CMARK_NODE_TEXT:
                let literal = string(cmark_node_get_literal(child))
                if !literal.isEmpty, literal.unicodeScalars.allSatisfy({ $0 == "\u{2013}" || $0 == "\u{2014}" }) {
                    for dash in literal.unicodeScalars { result += dash == "\u{2013}" ? "--" : "---" }
                } else {
                    result += literal
                }
            case CMARK_NODE_CODE:
                result += string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                result += "\n"
            default:
                break
            }
        }
        return result
    }

    /// Calls `body` for each node inside `node` in document order, leaving out what lies
    /// inside images when asked.
    private func forEachInline(in node: OpaquePointer, skippingImages: Bool, _ body: (OpaquePointer, cmark_node_type) -> Void) {
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if skippingImages && type == CMARK_NODE_IMAGE {
                cmark_iter_reset(iterator, child, CMARK_EVENT_EXIT)
                continue
            }
            body(child, type)
        }
    }
}
