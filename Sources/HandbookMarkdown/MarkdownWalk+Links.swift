import CCmark
import Foundation
import HandbookDiagnostics
import HandbookFoundation

extension MarkdownWalk {
    /// The URL to write for a Markdown link or image: removed (empty) when it could run
    /// script, otherwise rewritten by `resolvedPath` or left as written.
    package mutating func markdownDestination(_ raw: String, isImage: Bool, node: OpaquePointer) -> String {
        if CmarkEscaping.isDangerousURL(raw) {
            diagnostics.append(.warning("link.unsafe", "\(isImage ? "image" : "link") to '\(raw)' is removed: it could run script or read local files",
                                        at: location(of: node)))
            // The twin links as the page does: nowhere.
            if renderer.writesMarkdown { twinEdits.append((node, .destination(""))) }
            return ""
        }
        let destination = LinkDestination(raw)
        let pageLinks = links.count
        guard let path = resolvedPath(destination, isImage: isImage, at: location(of: node)) else { return raw }
        let landsOnPage = links.count > pageLinks && links.last?.targetPage != nil
        recordTwinDestination(path + destination.suffix, raw: raw, landsOnPage: landsOnPage, node: node)
        return path + destination.suffix
    }

    /// Resolves a destination found in the page (Markdown or raw HTML) and records what the
    /// build checks later: the new path for a link into the site (query and fragment not
    /// included), or `nil` to leave it as written (external, same-page, broken, or no
    /// resolver). Broken targets become warnings at `location`; fragments are kept for the
    /// anchor check.
    package mutating func resolvedPath(_ destination: LinkDestination, isImage: Bool, at location: SourceLocation) -> String? {
        if destination.path.isEmpty {
            if let fragment = destination.fragment, !fragment.isEmpty {
                links.append(LinkReference(targetPage: nil, fragment: fragment, location: location))
            }
            return nil
        }
        guard let resolver = renderer.linkResolver else { return nil }
        switch resolver.resolve(destination.path, isImage: isImage) {
        case .external:
            return nil
        case let .internal(url, page):
            // Every link into another page is kept: its anchor is checked once all headings
            // are known, and a link to a page that turns out to be a draft is reported.
            if let page {
                links.append(LinkReference(targetPage: page, fragment: destination.fragment ?? "", location: location))
            }
            return url
        case let .broken(reason):
            diagnostics.append(.warning(isImage ? "image.missing" : "link.broken", reason, at: location))
            return nil
        }
    }

    /// Raw HTML: passed through with its links resolved when the site allows it, otherwise
    /// left out (as cmark does without `CMARK_OPT_UNSAFE`) with one warning per page.
    package mutating func rawHTML(_ node: OpaquePointer, block: Bool) {
        let literal = string(cmark_node_get_literal(node))
        guard renderer.allowsRawHTML else {
            html += "<!-- raw HTML omitted -->"
            // Left out of the twin too: it is published beside the page, on the same origin.
            if renderer.writesMarkdown { twinEdits.append((node, .removal)) }
            if !reportedRawHTML {
                reportedRawHTML = true
                diagnostics.append(.warning("markdown.raw-html", "raw HTML is left out of the page", at: location(of: node),
                                            explanation: "Write it in Markdown, or set `unsafe-html: true` in site.yml to pass raw HTML through."))
            }
            return
        }
        let placer = RawHTMLPlacer(literal: literal, startLine: Int(cmark_node_get_start_line(node)),
                                   startColumn: Int(cmark_node_get_start_column(node)), isBlock: block)
        var rewriter = RawHTMLLinkRewriter(tokenizer: rawHTMLTokenizer)
        let rewritten = rewriter.rewrite(literal) { value, isImage, offset in
            let location = placer.location(ofByte: offset, in: &source, file: path)
            // Trusted HTML still links as Markdown does: a `javascript:` URL (spelt with
            // entities, tabs or a leading space as browsers forgive) runs on the site's origin.
            if CmarkEscaping.runsScript(value) {
                diagnostics.append(.warning("link.unsafe", "the link '\(value.prefix(60))' would run script; it leads nowhere on the page", at: location,
                                            explanation: "Links in raw HTML are checked like Markdown links: javascript:, vbscript:, file: and data: other than images are left out."))
                return "#"
            }
            return resolvedPath(LinkDestination(value), isImage: isImage, at: location)
        }
        html += rewritten
        // The twin carries the HTML as the page does, its links checked and rewritten.
        if renderer.writesMarkdown && rewritten != literal { twinEdits.append((node, block ? .replacement(rewritten) : .inlineReplacement(rewritten))) }
        rawHTMLTokenizer = rewriter.tokenizer
    }

    /// Whether the raw HTML node is nothing but comments, the author's notes to themselves:
    /// then it is nothing on the page or in its twin, and nothing to warn about, trusted
    /// HTML or not.
    package mutating func dropsComment(_ node: OpaquePointer) -> Bool {
        guard Self.isOnlyComments(string(cmark_node_get_literal(node))) else { return false }
        if renderer.writesMarkdown { twinEdits.append((node, .removal)) }
        return true
    }

    /// Whether raw HTML is nothing but `<!-- … -->` comments and white space.
    static func isOnlyComments(_ literal: String) -> Bool {
        var rest = Substring(literal)
        var sawComment = false
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard rest.hasPrefix("<!--") else { return sawComment && rest.isEmpty }
            guard let end = rest.dropFirst(4).range(of: "-->") else { return false }
            rest = rest[end.upperBound...]
            sawComment = true
        }
    }

    /// Where a node starts, as a diagnostic location (the nearest ancestor with a position
    /// for nodes cmark gives none).
    package mutating func location(of node: OpaquePointer) -> SourceLocation {
        var current: OpaquePointer? = node
        while let candidate = current {
            let line = Int(cmark_node_get_start_line(candidate))
            if line > 0 {
                let column = source.scalarColumn(line: line, byteColumn: Int(cmark_node_get_start_column(candidate)))
                return SourceLocation(file: path, line: line, column: column)
            }
            current = cmark_node_parent(candidate)
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }
}

/// A link destination split into the path that is resolved against the site and what
/// follows it (`?query` and `#fragment`), which is kept as written.
package struct LinkDestination {
    package var path: String
    /// `?…#…` as written, or empty.
    package var suffix: String
    /// The text after `#`, or `nil` without one.
    package var fragment: String?

    package init(_ raw: String) {
        let end = raw.firstIndex { $0 == "?" || $0 == "#" } ?? raw.endIndex
        path = String(raw[..<end])
        suffix = String(raw[end...])
        fragment = raw.firstIndex(of: "#").map { String(raw[raw.index(after: $0)...]) }
    }
}
