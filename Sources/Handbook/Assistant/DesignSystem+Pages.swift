import Foundation

/// `get_page`'s reading of a path: a page's file, its URL path, or any URL `search` returns
/// (a section's `#anchor`, a component's page, `index.html`, a twin's `index.html.md`, or the
/// published URL when site.yml sets `url:`).
extension DesignSystem {
    /// What a path names: a guideline page or a component's page, and the section its anchor names.
    public enum PageTarget: Sendable {
        case guideline(Page, anchor: String?)
        case component(Component, anchor: String?)
    }

    /// The page `path` names, or nil.
    public func target(of path: String) -> PageTarget? {
        var trimmed = path.trimmingCharacters(in: .whitespaces)
        var anchor: String?
        if let hash = trimmed.firstIndex(of: "#") {
            anchor = String(trimmed[trimmed.index(after: hash)...])
            trimmed = String(trimmed[..<hash])
        }
        if anchor?.isEmpty == true { anchor = nil }
        if let published = config.url, !published.isEmpty {
            let root = published.hasSuffix("/") ? published : published + "/"
            if trimmed.hasPrefix(root) { trimmed = String(trimmed.dropFirst(root.count)) }
        }
        if trimmed.hasPrefix("/") { trimmed = String(trimmed.dropFirst()) }
        for suffix in ["index.html.md", "index.html", "index.md"] where trimmed.hasSuffix("/" + suffix) || trimmed == suffix {
            trimmed = String(trimmed.dropLast(suffix.count))
            break
        }
        if let page = page(at: trimmed) { return .guideline(page, anchor: anchor) }
        let folder = trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
        if let component = components.first(where: { url(ofComponent: $0.spec) == folder || $0.spec.sourcePath == trimmed }) {
            return .component(component, anchor: anchor)
        }
        return nil
    }

    /// The part of `markdown` under the `##` or `###` heading whose id is `anchor`, up to the
    /// next heading of its level or above; nil when no heading has that id.
    public static func section(_ anchor: String, of markdown: String) -> (heading: String, markdown: String)? {
        var slugger = HeadingSlugger(reserved: [])
        var found: (heading: String, level: Int, lines: [Substring])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let level = line.prefix { $0 == "#" }.count
            if (level == 2 || level == 3), line.dropFirst(level).hasPrefix(" ") {
                if let open = found, level <= open.level { break }
                let heading = line.dropFirst(level).trimmingCharacters(in: .whitespaces)
                if found == nil, slugger.slug(for: heading) == anchor {
                    found = (heading, level, [line])
                    continue
                }
            }
            found?.lines.append(line)
        }
        return found.map { ($0.heading, $0.lines.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n") }
    }
}
