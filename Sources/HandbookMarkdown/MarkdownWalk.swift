import CCmark
import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// One pass over a cmark document, emitting HTML. Iterative (cmark's iterator), so deeply
/// nested input cannot overflow the stack.
///
/// The HTML is cmark's own `cmark_render_html` output byte for byte (same escaping, same
/// line breaks) except where Handbook means to differ: heading ids and anchor links, the
/// code-block wrapper and highlighting, `tabbar` previews, the table wrapper and
/// `scope="col"`, the raw HTML policy, script-running URLs removed even when raw HTML is
/// allowed, and internal links rewritten. `MarkdownDifferentialTests` holds it to that.
package struct MarkdownWalk {
    package let renderer: MarkdownRenderer
    package let path: String
    /// Where source positions point: the Markdown text, for columns counted in scalars and
    /// for placing raw HTML attributes.
    package var source: SourceLines
    package var html = ""
    package var toc: [TOCEntry] = []
    package var slugger = HeadingSlugger()
    package var headingIDs = Set<String>()
    package var openHeading: (level: Int32, id: String)?
    /// Headings met so far, and their slug texts without smart punctuation once needed.
    package var headingCount = 0
    package var unsmartenedHeadings: [String]?
    package var diagnostics: [Diagnostic] = []
    package var links: [LinkReference] = []
    /// Words of the current search section; a heading's own words go to its title instead.
    package var text = ""
    package var sections: [TextSection] = []
    package var leadingTitle: String?
    /// Whether the heading that repeats the title was left out (only one is).
    package var droppedTitleHeading = false
    package var sawBlock = false
    package var reportedRawHTML = false
    package var previewCount = 0
    /// Facts the page cites from the engine (`fact:` links).
    package var citedFacts = 0
    /// Fenced blocks the block renderer answered, drawn or not (`RenderedMarkdown.computedBlocks`).
    package var computedBlocks = 0
    package var renditions: [String] = []
    /// The image whose content is being written as its `alt` text (cmark's "plain" mode).
    package var altTextImage: OpaquePointer?
    /// Column alignments of the table being rendered (`l`, `c`, `r` or none), and where we are in it.
    package var tableAlignments: [UInt8] = []
    package var tableColumn = 0
    package var inTableHeader = false
    package var openedTableBody = false
    /// Raw HTML is tokenized across nodes: a `<script>` opened in one block ends in another.
    package var rawHTMLTokenizer = HTMLTokenizer()
    /// What the Markdown twin changes, when the renderer writes one (`MarkdownWalk+Twin`).
    package var twinEdits: [(node: OpaquePointer, edit: TwinEdit)] = []
    /// MDX elements open (`MarkdownWalk+MDX`): each one's index and, for an element a
    /// team's partial renders, where its children's HTML starts.
    package var mdxOpen: [OpenMDXElement] = []
    /// Paragraphs of nothing but text JSX, written without `<p>` (`unravels`), and the
    /// elements at their top, written as blocks.
    package var unraveled = Set<OpaquePointer>()
    package var unraveledElements = Set<Int>()
    /// The MDX translation's markers (none on other pages), kept here so a node is checked
    /// without copying the renderer's MDX state.
    package let mdxMarkers: [MDXMarker]

    package init(renderer: MarkdownRenderer, path: String, source: String) {
        self.renderer = renderer
        mdxMarkers = renderer.mdx?.markers ?? []
        self.path = path
        self.source = SourceLines(source)
    }

    package var result: RenderedMarkdown {
        var sections = self.sections
        Self.closeSection(&sections, text: text, id: nil, heading: nil)
        var result = RenderedMarkdown(html: html, toc: toc, headingIDs: headingIDs, leadingTitle: leadingTitle,
                                      diagnostics: diagnostics, links: links, sections: sections, previewCount: previewCount)
        result.citedFacts = citedFacts
        result.computedBlocks = computedBlocks
        result.renditions = renditions
        return result
    }

    /// Ends the search section being collected and opens one under the given heading.
    /// Static, so that appending to the walk's own `sections` never copies the array (an
    /// instance method reading `self` while `self.sections` is borrowed `inout` did, once
    /// per heading: quadratic in the number of headings).
    package static func closeSection(_ sections: inout [TextSection], text: String, id: String?, heading: String?) {
        if sections.isEmpty {
            if !text.isEmpty { sections.append(TextSection(text: text)) }
        } else {
            sections[sections.count - 1].text = text
        }
        if id != nil { sections.append(TextSection(id: id, heading: heading, text: "")) }
    }

    package mutating func render(_ document: OpaquePointer) {
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
        if let mdx = renderer.mdx {
            while !mdxOpen.isEmpty { closeMDXElement(mdx) }
        }
    }

    package enum Next { case children, skipChildren }

    /// A line break unless the HTML so far ends with one (cmark's `cmark_html_render_cr`).
    package mutating func cr() {
        if let last = html.utf8.last, last != UInt8(ascii: "\n") { html += "\n" }
    }

    private mutating func visit(_ node: OpaquePointer, entering: Bool) -> Next {
        if let image = altTextImage {
            if node == image {
                altTextImage = nil
            } else {
                altText(node, entering: entering)
                return .children
            }
        }
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_BLOCK_QUOTE:
            cr()
            html += entering ? "<blockquote>\n" : "</blockquote>\n"
        case CMARK_NODE_LIST:
            list(node, entering: entering)
        case CMARK_NODE_ITEM:
            if entering {
                cr()
                html += "<li>"
            } else {
                html += "</li>\n"
            }
        case CMARK_NODE_PARAGRAPH:
            if entering, !mdxMarkers.isEmpty, unravels(node) { unraveled.insert(node) }
            if unraveled.contains(node) {
                cr()
            } else if !isInTightList(node) {
                if entering {
                    cr()
                    html += "<p>"
                } else {
                    html += "</p>\n"
                }
            }
            if !entering { text += "\n" }
        case CMARK_NODE_HEADING:
            return heading(node, entering: entering)
        case CMARK_NODE_CODE_BLOCK:
            codeBlock(node)
        case CMARK_NODE_HTML_BLOCK:
            guard !mdxMarker(node, block: true), !dropsComment(node) else { return .children }
            cr()
            rawHTML(node, block: true)
            cr()
        case CMARK_NODE_THEMATIC_BREAK:
            cr()
            html += "<hr />\n"
        case CMARK_NODE_TEXT:
            let literal = string(cmark_node_get_literal(node))
            CmarkEscaping.appendHTML(literal, to: &html)
            if openHeading == nil { text += literal }
        case CMARK_NODE_SOFTBREAK:
            html += "\n"
            text += " "
        case CMARK_NODE_LINEBREAK:
            html += "<br />\n"
            text += " "
        case CMARK_NODE_CODE:
            let literal = string(cmark_node_get_literal(node))
            html += "<code>"
            CmarkEscaping.appendHTML(literal, to: &html)
            html += "</code>"
            if openHeading == nil { text += literal }
        case CMARK_NODE_HTML_INLINE:
            guard !mdxMarker(node, block: false), !dropsComment(node) else { return .children }
            rawHTML(node, block: false)
        case CMARK_NODE_EMPH:
            html += entering ? "<em>" : "</em>"
        case CMARK_NODE_STRONG:
            html += entering ? "<strong>" : "</strong>"
        case CMARK_NODE_LINK:
            if entering, let reference = Self.factReference(string(cmark_node_get_url(node))) {
                computedFact(reference, node: node)
                return .skipChildren
            }
            if entering {
                let href = markdownDestination(string(cmark_node_get_url(node)), isImage: false, node: node)
                html += "<a href=\""
                CmarkEscaping.appendHref(href, to: &html)
                html += "\""
                appendTitle(node)
                html += ">"
            } else {
                html += "</a>"
            }
        case CMARK_NODE_IMAGE:
            // Enter: the start of the tag; the content is written as `alt` (see `altText`);
            // exit (back at this node): the title and the end of the tag.
            if entering {
                let src = markdownDestination(string(cmark_node_get_url(node)), isImage: true, node: node)
                html += "<img src=\""
                CmarkEscaping.appendHref(src, to: &html)
                html += "\" alt=\""
                altTextImage = node
            } else {
                html += "\""
                appendTitle(node)
                html += " />"
            }
        default:
            extensionNode(node, entering: entering)
        }
        if entering && isBlock(type) && type != CMARK_NODE_DOCUMENT { sawBlock = true }
        return .children
    }

    /// An image's content as its `alt` text, the way cmark writes it: the text of text,
    /// code and inline HTML escaped, line breaks as spaces, all other markup left out.
    private mutating func altText(_ node: OpaquePointer, entering: Bool) {
        guard entering else { return }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_INLINE where renderer.mdx != nil:
            // An MDX marker in an image's text: the element's words stay, its tags do not.
            break
        case CMARK_NODE_HTML_INLINE where Self.isOnlyComments(string(cmark_node_get_literal(node))):
            // A comment in an image's text is nothing there either.
            break
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            CmarkEscaping.appendHTML(string(cmark_node_get_literal(node)), to: &html)
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            html += " "
        default:
            break
        }
    }

    // MARK: Blocks

    private mutating func list(_ node: OpaquePointer, entering: Bool) {
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        guard entering else {
            html += ordered ? "</ol>\n" : "</ul>\n"
            return
        }
        cr()
        let start = cmark_node_get_list_start(node)
        html += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
    }

    private mutating func codeBlock(_ node: OpaquePointer) {
        let info = string(cmark_node_get_fence_info(node))
        let language = Self.language(ofInfo: info)
        let code = string(cmark_node_get_literal(node))
        cr()
        if !language.isEmpty, let blockRenderer = renderer.blockRenderer,
           let rendering = blockRenderer(language, code, location(of: node)) {
            html += rendering.html
            diagnostics += rendering.diagnostics
            previewCount += rendering.previewCount
            computedBlocks += 1
            renditions += rendering.renditions
            if renderer.writesMarkdown, let facts = rendering.markdown { twinEdits.append((node, .replacement(facts))) }
            return
        }
        // A titled fence (`title="src/App.tsx"`) is a figure the title captions.
        let title = FenceMeta.title(ofInfo: info)
        if let title {
            html += "<figure class=\"code-figure\">\n<figcaption class=\"code-figure__title\">"
            CmarkEscaping.appendHTML(title, to: &html)
            html += "</figcaption>\n"
        }
        html += "<div class=\"code-block\"><pre><code"
        if !info.isEmpty {
            html += " class=\"language-"
            CmarkEscaping.appendHTML(language, to: &html)
            html += "\""
        }
        html += ">"
        if let grammar = SyntaxHighlighter.language(named: language) {
            html += SyntaxHighlighter.highlight(code, as: grammar)
        } else {
            CmarkEscaping.appendHTML(code, to: &html)
        }
        html += "</code></pre></div>\n"
        if title != nil { html += "</figure>\n" }
        text += code
    }

    /// The first word of a fence's info string: what comes before any whitespace (space,
    /// tab, line feed, vertical tab, form feed or carriage return, as `cmark_isspace` has it).
    package static func language(ofInfo info: String) -> String {
        let word = info.utf8.prefix { !(0x09...0x0D).contains($0) && $0 != 0x20 }
        return String(decoding: word, as: UTF8.self)
    }

    private func isInTightList(_ paragraph: OpaquePointer) -> Bool {
        guard let item = cmark_node_parent(paragraph), let list = cmark_node_parent(item),
              cmark_node_get_type(list) == CMARK_NODE_LIST else { return false }
        return cmark_node_get_list_tight(list) != 0
    }

    private func isBlock(_ type: cmark_node_type) -> Bool {
        type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK)
    }

    private mutating func appendTitle(_ node: OpaquePointer) {
        let title = string(cmark_node_get_title(node))
        guard !title.isEmpty else { return }
        html += " title=\""
        CmarkEscaping.appendHTML(title, to: &html)
        html += "\""
    }

    package func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
