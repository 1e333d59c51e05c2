import Foundation
import CCmark
@testable import Handbook

/// Renders one Markdown text twice from one cmark-gfm tree — through Handbook's walk and
/// through cmark-gfm's own `cmark_render_html` with the same options and extensions — and
/// removes from Handbook's HTML exactly the differences Handbook means to make:
///
/// - headings: `<hN id="slug">` and ` <a class="anchor" href="#slug" aria-label="Link to
///   this section">#</a>` before `</hN>`;
/// - code blocks: `<div class="code-block">` around `<pre>`, and in highlighted languages
///   `<span class="tok-…">` around tokens, with `'` written `&#39;`;
/// - tables: `<div class="table-wrapper" tabindex="0">` around `<table>`, `scope="col"` on
///   header cells (alignment is cmark-gfm's `CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES`
///   `style="text-align: …"`, so the reference renders with that option);
/// - with raw HTML allowed, `javascript:`, `vbscript:`, `file:` and non-image `data:`
///   destinations are emptied as cmark empties them only without `CMARK_OPT_UNSAFE`
///   (the reference tree gets the same treatment before rendering), and such a URL in a
///   raw HTML attribute becomes `#` (the reference's attribute is rewritten the same way);
/// - raw HTML that is nothing but `<!-- … -->` comments is left out, allowed or not (the
///   reference tree loses those nodes before rendering);
///
/// Not exercised here, since they need a site or a block renderer: internal links
/// rewritten (`x.md` → `../x/index.html`), `tabbar` previews, the leading title dropped.
enum MarkdownReference {
    struct Pair {
        /// Handbook's HTML after `normalised(_:)`.
        var handbook: String
        /// cmark-gfm's HTML.
        var cmark: String
    }

    /// Both renderings of `markdown`, with raw HTML passed through or not.
    static func render(_ markdown: String, unsafe: Bool) -> Pair? {
        guard let document = MarkdownRenderer.parse(markdown) else { return nil }
        defer { cmark_node_free(document) }
        let handbook = MarkdownRenderer(allowsRawHTML: unsafe).render(document: document, source: markdown, path: "case.md").html
        // Deliberate: Handbook drops script-running URLs even where raw HTML is allowed.
        if unsafe { blankDangerousURLs(in: document) }
        // And comments, which are the author's notes.
        removeComments(from: document)
        var options = CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        if unsafe { options |= CMARK_OPT_UNSAFE }
        let memory = cmark_get_default_mem_allocator()
        var extensions: UnsafeMutablePointer<cmark_llist>?
        for name in MarkdownRenderer.extensionNames {
            if let syntax = cmark_find_syntax_extension(name) { extensions = cmark_llist_append(memory, extensions, UnsafeMutableRawPointer(syntax)) }
        }
        defer { cmark_llist_free(memory, extensions) }
        guard let rendered = cmark_render_html(document, options, extensions) else { return nil }
        defer { free(rendered) }
        var reference = String(cString: rendered)
        if unsafe { reference = reference.replacingOccurrences(of: "=\"javascript:alert(1)\"", with: "=\"#\"") }
        return Pair(handbook: normalised(handbook), cmark: reference)
    }

    /// Handbook's HTML with its deliberate differences taken out: heading ids and anchor
    /// links, the code-block wrapper and highlighting spans (with the highlighter's `&#39;`),
    /// the table wrapper and `scope="col"`.
    static func normalised(_ html: String) -> String {
        var text = html
        text = removingHeadingAnchors(text)
        text = removingCodeBlockWrappers(text)
        text = text.replacingOccurrences(of: "<div class=\"table-wrapper\" tabindex=\"0\"><table>", with: "<table>")
        text = text.replacingOccurrences(of: "</table></div>", with: "</table>")
        text = text.replacingOccurrences(of: " scope=\"col\">", with: ">")
        return text
    }

    private static func removingHeadingAnchors(_ html: String) -> String {
        var output = ""
        var rest = html[...]
        while let open = rest.range(of: "<h") {
            output += rest[..<open.lowerBound]
            rest = rest[open.lowerBound...]
            // `<hN id="…">`
            let levelIndex = rest.index(rest.startIndex, offsetBy: 2)
            if levelIndex < rest.endIndex, ("1"..."6").contains(rest[levelIndex]), rest[rest.index(after: levelIndex)...].hasPrefix(" id=\""),
               let close = rest.firstIndex(of: ">") {
                output += "<h" + String(rest[levelIndex]) + ">"
                rest = rest[rest.index(after: close)...]
                if let anchor = rest.range(of: " <a class=\"anchor\" href=\"#"), let end = rest.range(of: "</a></h", range: anchor.upperBound..<rest.endIndex) {
                    output += rest[..<anchor.lowerBound]
                    output += "</h"
                    rest = rest[end.upperBound...]
                }
            } else {
                output += "<h"
                rest = rest[levelIndex...]
            }
        }
        return output + rest
    }

    private static func removingCodeBlockWrappers(_ html: String) -> String {
        var output = ""
        var rest = html[...]
        while let open = rest.range(of: "<div class=\"code-block\"><pre>"),
              let close = rest.range(of: "</code></pre></div>", range: open.upperBound..<rest.endIndex) {
            output += rest[..<open.lowerBound]
            output += "<pre>"
            output += removingSpans(String(rest[open.upperBound..<close.lowerBound]))
            output += "</code></pre>"
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    /// The highlighter writes `'` as `&#39;`, and marks tokens with spans.
    private static func removingSpans(_ code: String) -> String {
        guard code.contains("<span class=\"tok-") else { return code.replacingOccurrences(of: "&#39;", with: "'") }
        var output = ""
        var rest = code[...]
        // Keep the `<code …>` tag, strip spans from what follows it.
        if let tagEnd = rest.firstIndex(of: ">") {
            output += rest[...tagEnd]
            rest = rest[rest.index(after: tagEnd)...]
        }
        while let open = rest.firstIndex(of: "<") {
            output += rest[..<open]
            guard let end = rest[open...].firstIndex(of: ">") else { break }
            rest = rest[rest.index(after: end)...]
        }
        output += rest
        return output.replacingOccurrences(of: "&#39;", with: "'")
    }

    private static func removeComments(from document: OpaquePointer) {
        var comments: [OpaquePointer] = []
        if let iterator = cmark_iter_new(document) {
            defer { cmark_iter_free(iterator) }
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
                let type = cmark_node_get_type(node)
                guard type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE, let literal = cmark_node_get_literal(node) else { continue }
                // Comments and white space, and nothing else.
                let text = String(cString: literal)
                let stripped = text.replacing(/<!--(.|\n)*?-->/, with: "")
                if text.contains("<!--"), stripped.allSatisfy(\.isWhitespace) { comments.append(node) }
            }
        }
        for node in comments {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    private static func blankDangerousURLs(in document: OpaquePointer) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else { continue }
            if CmarkEscaping.isDangerousURL(String(cString: url)) { cmark_node_set_url(node, "") }
        }
    }
}
