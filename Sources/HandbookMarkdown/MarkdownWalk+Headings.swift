import CCmark
import Foundation
import HandbookDiagnostics
import HandbookFoundation

extension MarkdownWalk {
    /// `<hN id="…">` with an anchor link before `</hN>`; h2 and h3 go into the table of
    /// contents, and a level-1 heading that opens the page may become its title.
    package mutating func heading(_ node: OpaquePointer, entering: Bool) -> Next {
        let level = cmark_node_get_heading_level(node)
        if entering { headingCount += 1 }
        guard entering else {
            if let open = openHeading {
                html += " <a class=\"anchor\" href=\"#\(open.id)\" aria-label=\"Link to this section\">#</a></h\(open.level)>\n"
                openHeading = nil
            }
            return .children
        }
        let title = plainText(of: node)
        // The page's title, which the layout prints: the first level-1 heading when it opens
        // the page (on an MDX page, wherever it stands), or the one that repeats the title.
        if level == 1 && (renderer.titleAnywhere ? !droppedTitleHeading : (!sawBlock && leadingTitle == nil)) {
            if leadingTitle == nil { leadingTitle = title }
            if (renderer.dropsLeadingTitle && leadingTitle == title) || (renderer.droppedTitle.map { $0 == title } ?? false) {
                droppedTitleHeading = true
                if renderer.writesMarkdown { twinEdits.append((node, .removal)) }
                sawBlock = true
                return .skipChildren
            }
        }
        sawBlock = true
        var slugSource = slugText(of: node)
        if slugSource.unicodeScalars.contains(where: { $0 == "\u{2013}" || $0 == "\u{2014}" }) {
            slugSource = unsmartenedSlugText(ofHeading: headingCount - 1) ?? slugSource
        }
        // An id the heading gives itself (an MDX page's `{#id}`) is used as written, once.
        let explicit = renderer.mdx?.headingIDs[Int(cmark_node_get_start_line(node))].flatMap { headingIDs.contains($0) ? nil : $0 }
        let id = explicit ?? slugger.slug(for: slugSource)
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
        Self.closeSection(&sections, text: text, id: id, heading: title)
        text = ""
        return .children
    }

    /// The text of a node's inline content, without markup: its title in the table of
    /// contents and in search.
    package func plainText(of node: OpaquePointer) -> String {
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
    /// images add nothing and line breaks add a newline (which the slug drops).
    package func slugText(of node: OpaquePointer) -> String {
        var result = ""
        forEachInline(in: node, skippingImages: true) { child, type in
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                result += string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                result += "\n"
            default:
                break
            }
        }
        return result
    }

    /// The slug text of the page's `index`th heading as written, before smart punctuation:
    /// GitHub keeps `--` as hyphens (which a slug keeps) where smart punctuation made a dash
    /// (which a slug drops), while a dash typed as such is dropped by both. cmark merges the
    /// dash into its neighbouring text, so the page is parsed once more without smart
    /// punctuation — only for pages with such a heading — and its headings read in the same
    /// order (smart punctuation changes no block).
    package mutating func unsmartenedSlugText(ofHeading index: Int) -> String? {
        if unsmartenedHeadings == nil {
            var texts: [String] = []
            if let document = MarkdownRenderer.parse(source.text, options: MarkdownRenderer.parseOptions & ~CMARK_OPT_SMART) {
                defer { cmark_node_free(document) }
                forEachInline(in: document, skippingImages: false) { node, type in
                    if type == CMARK_NODE_HEADING { texts.append(slugText(of: node)) }
                }
            }
            unsmartenedHeadings = texts
        }
        guard let texts = unsmartenedHeadings, index < texts.count else { return nil }
        return texts[index]
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
