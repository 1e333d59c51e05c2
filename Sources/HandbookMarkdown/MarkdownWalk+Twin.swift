import CCmark
import Foundation

extension MarkdownWalk {
    /// What the Markdown twin (`…/index.html.md`) changes in the document the HTML came from.
    package enum TwinEdit {
        /// A link or image whose destination the site rewrote: the twin's destination.
        case destination(String)
        /// A block drawn by a block renderer (`tabbar`): its computed facts, as Markdown.
        case replacement(String)
        /// An inline node (an MDX tag inside a paragraph) written as this Markdown instead.
        case inlineReplacement(String)
        /// The leading title, which the twin writes itself from the page's title.
        case removal
    }

    /// Records the twin's destination for a link or image: a page (`../tabs/index.html`)
    /// becomes its twin (`../tabs/index.html.md`, the llms.txt convention: the page's URL
    /// with `.md` appended), so a reader of the Markdown stays in Markdown.
    package mutating func recordTwinDestination(_ resolved: String, raw: String, landsOnPage: Bool, node: OpaquePointer) {
        guard renderer.writesMarkdown else { return }
        var url = resolved
        if landsOnPage {
            let destination = LinkDestination(resolved)
            var path = destination.path
            if path.hasSuffix("index.html") {
                path += ".md"
            } else if path.isEmpty || path.hasSuffix("/") {
                path += "index.html.md"
            }
            url = path + destination.suffix
        }
        if url != raw { twinEdits.append((node, .destination(url))) }
    }

    /// The document as CommonMark after the twin's edits: links into the site lead to the
    /// pages' twins, computed blocks are their facts, and the leading title is left to the
    /// caller. Runs after the HTML is written, since it changes the tree.
    package func twin(of document: OpaquePointer) -> String {
        for (node, edit) in twinEdits {
            switch edit {
            case .destination(let url):
                cmark_node_set_url(node, url)
            case .replacement(let markdown):
                // An HTML block is written out as it is, so the facts keep their own Markdown.
                guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { continue }
                cmark_node_set_literal(block, markdown.hasSuffix("\n") ? markdown : markdown + "\n")
                cmark_node_replace(node, block)
                cmark_node_free(node)
            case .inlineReplacement(let markdown):
                guard let inline = cmark_node_new(CMARK_NODE_HTML_INLINE) else { continue }
                cmark_node_set_literal(inline, markdown)
                cmark_node_replace(node, inline)
                cmark_node_free(node)
            case .removal:
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
        guard let rendered = cmark_render_commonmark(document, CMARK_OPT_DEFAULT, 0) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
