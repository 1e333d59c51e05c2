import CCmark
import Foundation

/// Rewrites the destinations of a Markdown document's links and images, found in cmark-gfm's
/// tree (never by pattern over the text): `llms-full.txt` makes each twin's relative links
/// resolve from the site root, and a site with `url:` makes them absolute.
package enum MarkdownLinks {
    /// `markdown` with each link and image destination that `transform` maps to another;
    /// the text as it was when none changes. Parsed with GitHub's extensions, so tables are
    /// written back as tables.
    package static func rewritten(_ markdown: String, _ transform: (String) -> String?) -> String {
        guard let document = MarkdownRenderer.parse(markdown, options: CMARK_OPT_UNSAFE) else { return markdown }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return markdown }
        defer { cmark_iter_free(iterator) }
        var changed = false
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let raw = cmark_node_get_url(node) else { continue }
            let url = String(cString: raw)
            guard let replacement = transform(url), replacement != url else { continue }
            cmark_node_set_url(node, replacement)
            changed = true
        }
        guard changed, let rendered = cmark_render_commonmark(document, CMARK_OPT_UNSAFE, 0) else { return markdown }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
