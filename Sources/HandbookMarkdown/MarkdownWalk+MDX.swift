import CCmark
import HandbookDiagnostics

extension MarkdownWalk {
    /// Replaces a marker the MDX translation wrote (`<!--mdx:N-->`) by its element's HTML;
    /// false for any other raw HTML, which the raw HTML policy then decides. A marker counts
    /// only on the line the translation wrote it on.
    package mutating func mdxMarker(_ node: OpaquePointer, block: Bool) -> Bool {
        guard let mdx = renderer.mdx else { return false }
        let literal = string(cmark_node_get_literal(node)).trimmingSpaces()
        guard literal.hasPrefix("<!--mdx:"), literal.hasSuffix("-->"), let number = Int(literal.dropFirst(8).dropLast(3)),
              number >= 0, number < mdx.translation.markers.count else { return false }
        let marker = mdx.translation.markers[number]
        guard marker.line == Int(cmark_node_get_start_line(node)) else { return false }
        // The Markdown twin keeps the children, not the markers that stand for the tags; a
        // do, don't or callout opens with its word, as the figure's caption shows it.
        if renderer.writesMarkdown {
            let word = marker.isOpening ? Self.twinLabel(of: mdx.translation.elements[marker.element]) : nil
            twinEdits.append((node, word.map { block ? .replacement($0) : .inlineReplacement($0 + " ") } ?? .removal))
        }
        let element = mdx.translation.elements[marker.element]
        if block { cr() }
        if marker.isOpening {
            if element.source != nil {
                html += mdx.include(element)
                mdxOpen.append((marker.element, nil))
            } else if mdx.hasPartial(element.name) {
                mdxOpen.append((marker.element, html.utf8.count))
            } else {
                html += MDXHTML.opening(element)
                mdxOpen.append((marker.element, nil))
            }
        } else if let index = mdxOpen.lastIndex(where: { $0.element == marker.element }) {
            // Elements opened inside this one and left open by cmark's blocks end with it.
            while mdxOpen.count > index { closeMDXElement(mdx) }
        }
        if block { cr() }
        return true
    }

    /// Ends the innermost element open: its closing HTML, or its partial around what its
    /// children rendered to.
    package mutating func closeMDXElement(_ mdx: MDXRendering) {
        guard let open = mdxOpen.popLast() else { return }
        let element = mdx.translation.elements[open.element]
        guard let start = open.start else {
            if element.source == nil { html += MDXHTML.closing(element) }
            return
        }
        let cut = html.utf8.index(html.utf8.startIndex, offsetBy: min(start, html.utf8.count))
        let children = String(html[cut...])
        html.removeSubrange(cut...)
        html += mdx.partial(element, children)
    }
}

extension MarkdownWalk {
    /// The word a do, don't or callout opens with in the Markdown twin (`**Don’t:**`).
    static func twinLabel(of element: MDXElement) -> String? {
        switch element.role {
        case .doItem: "**\(element.verdict ?? "Do"):**"
        case .dontItem: "**\(element.verdict ?? "Don’t"):**"
        case .callout:
            "**" + (element.attributes.first { $0.name == "status" || $0.name == "tone" || $0.name == "type" }?.value.capitalized ?? "Note") + ":**"
        default: nil
        }
    }
}
