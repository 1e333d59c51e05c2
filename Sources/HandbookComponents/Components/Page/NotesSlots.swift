import Foundation

/// A spec's notes (`NAME.md`) cut at their `##` headings into the places a component page
/// shows them: what the component is for up front (`usage`: the lead before the first heading,
/// "When to use", "When not to use"), its accessibility beside the themes and contrast
/// (`accessibility`), and the rest of the guidance after the examples (`guidance`), as
/// Material's and Apple's own pages lead with what the component is for.
package struct NotesSlots {
    /// One place's part of the notes.
    package struct Part {
        package var html = ""
        package var toc: [TOCEntry] = []
        package var search: [TextSection] = []
    }

    /// The slot names, as `partials/component/page.mustache` places them.
    package static let usage = "usage", guidance = "guidance", accessibility = "accessibility"

    /// Headings (their ids) that belong up front or beside the contrast.
    package static let usageIDs: Set<String> = ["when-to-use", "when-not-to-use", "when-to-use-it", "usage", "purpose", "overview"]
    package static let accessibilityIDs: Set<String> = ["accessibility", "a11y"]

    /// The notes' parts by slot. The HTML is the notes' own (Handbook's walk writes each `##`
    /// heading as `<h2 id="…">`), cut where each heading starts.
    package static func split(_ notes: RenderedMarkdown) -> [String: Part] {
        let html = notes.html
        let headings = notes.toc
        var starts: [(id: String, index: String.Index)] = []
        var from = html.startIndex
        for entry in headings {
            guard let found = html.range(of: "<h2 id=\"\(entry.id)\"", range: from..<html.endIndex) else { continue }
            starts.append((entry.id, found.lowerBound))
            from = found.upperBound
        }
        func slot(of id: String?) -> String {
            guard let id else { return usage }
            return usageIDs.contains(id) ? usage : accessibilityIDs.contains(id) ? accessibility : guidance
        }
        var parts: [String: Part] = [:]
        // The lead, before the first heading.
        let leadEnd = starts.first?.index ?? html.endIndex
        parts[usage, default: Part()].html += String(html[html.startIndex..<leadEnd])
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].index : html.endIndex
            let name = slot(of: start.id)
            parts[name, default: Part()].html += String(html[start.index..<end])
            if let entry = headings.first(where: { $0.id == start.id }) { parts[name, default: Part()].toc.append(entry) }
        }
        // Search sections follow their heading: an h2's, then its h3s', in order.
        var current = usage
        for section in notes.sections {
            if let id = section.id, starts.contains(where: { $0.id == id }) { current = slot(of: id) }
            parts[current, default: Part()].search.append(section)
        }
        return parts.filter { !$0.value.html.isWhitespaceOnly || !$0.value.search.isEmpty }
    }
}
