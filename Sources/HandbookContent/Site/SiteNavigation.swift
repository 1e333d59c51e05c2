import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// Sections and reading order of the site, derived from content folders: every folder
/// holding pages is a section, nested under the nearest enclosing folder that is one, at
/// any depth.
public struct SiteNavigation: Sendable {
    /// A content folder with pages, shown as a group in the sidebar.
    public struct Section: Sendable {
        /// The folder, content-relative (`guidelines/navigation`); `components` for component pages.
        public var key: String
        public var title: String
        /// Index into the site's pages of the folder's `index.md`, if it has one.
        public var indexPage: Int?
        /// Indices of the other pages, in reading order.
        public var pages: [Int]
        /// The sections enclosing this one, outermost first (for breadcrumbs and the sidebar).
        public var ancestors: [String]
        /// The sections directly inside this one, in order.
        public var children: [String] = []
    }

    /// Every section, in reading order (each followed by the sections inside it).
    public var sections: [Section]
    /// Keys of the sections no other section encloses, in order.
    public var roots: [String]
    /// Every page index in reading order, for previous/next links.
    public var readingOrder: [Int]
    private var positions: [String: Int]

    /// Groups `pages` by folder; `navigationOrder` (site.yml `navigation`) names folders first.
    public init(pages: [Page], navigationOrder: [String]) {
        var byKey: [String: Section] = [:]
        for (index, page) in pages.enumerated() {
            guard let key = page.sectionKey else { continue }
            var section = byKey[key] ?? Section(key: key, title: "", indexPage: nil, pages: [], ancestors: [])
            if page.kind == .section { section.indexPage = index } else { section.pages.append(index) }
            byKey[key] = section
        }
        // Storybook groups name their sections as written ("AI For LLMs"), not from the folder's slug.
        var groupTitles: [String: String] = [:]
        for page in pages {
            guard let group = page.frontMatter.sectionGroup, let key = page.sectionKey else { continue }
            let names = group.split(separator: "/").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
            let folders = key.split(separator: "/")
            for (offset, name) in names.reversed().enumerated() where offset < folders.count {
                let prefix = folders.dropLast(offset).joined(separator: "/")
                if groupTitles[prefix] == nil { groupTitles[prefix] = name }
            }
        }
        for key in byKey.keys {
            guard var section = byKey[key] else { continue }
            section.title = section.indexPage.map { pages[$0].navigationTitle } ?? groupTitles[key] ?? Self.title(forFolder: key)
            section.pages.sort { Self.precedes(pages[$0], pages[$1]) }
            section.ancestors = Self.prefixes(of: key).filter { byKey[$0] != nil }
            byKey[key] = section
        }
        func rank(_ key: String) -> (Int, Double, String, String) {
            let section = byKey[key]
            let last = String(key.split(separator: "/").last ?? "")
            let named = navigationOrder.firstIndex { $0 == key || $0 == last } ?? Int.max
            let order = section?.indexPage.flatMap { pages[$0].order } ?? .infinity
            return (named, order, section?.title ?? "", key)
        }
        var childKeys: [String: [String]] = [:]
        var roots: [String] = []
        for (key, section) in byKey {
            if let parent = section.ancestors.last { childKeys[parent, default: []].append(key) } else { roots.append(key) }
        }
        let sortedChildren = childKeys.mapValues { $0.sorted { rank($0) < rank($1) } }
        for (key, children) in sortedChildren { byKey[key]?.children = children }
        self.roots = roots.sorted { rank($0) < rank($1) }
        // Depth first: a section, then the sections inside it.
        var ordered: [Section] = []
        var pending = Array(self.roots.reversed())
        while let key = pending.popLast() {
            guard let section = byKey[key] else { continue }
            ordered.append(section)
            pending += section.children.reversed()
        }
        sections = ordered
        positions = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1.key, $0) })
        var order: [Int] = pages.indices.filter { pages[$0].kind == .home }
        for section in ordered {
            if let index = section.indexPage { order.append(index) }
            order += section.pages
        }
        readingOrder = order
    }

    /// Makes page `index` the home page, first in reading order (a generated home page,
    /// added after the navigation was made from the others).
    public mutating func setHome(_ index: Int) {
        readingOrder.removeAll { $0 == index }
        readingOrder.insert(index, at: 0)
    }

    /// Makes page `index` the index page of section `key` (a generated one), first of the
    /// section in reading order.
    public mutating func setIndex(_ index: Int, ofSection key: String) {
        guard let position = positions[key] else { return }
        sections[position].indexPage = index
        let first = sections[position].pages.first.flatMap { readingOrder.firstIndex(of: $0) } ?? readingOrder.count
        readingOrder.insert(index, at: first)
    }

    /// Whether a section has `key`: `section(key) != nil` without copying the section out.
    public func hasSection(_ key: String?) -> Bool {
        key.map { positions[$0] != nil } ?? false
    }

    /// The section with `key`.
    public func section(_ key: String?) -> Section? {
        guard let key, let position = positions[key] else { return nil }
        return sections[position]
    }

    package static func precedes(_ a: Page, _ b: Page) -> Bool {
        switch (a.order, b.order) {
        case let (x?, y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default: return (a.title, a.sourcePath) < (b.title, b.sourcePath)
        }
    }

    /// `guidelines/navigation` → `Navigation`.
    package static func title(forFolder key: String) -> String {
        let name = key.split(separator: "/").last.map(String.init) ?? "Overview"
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// `a/b/c` → `["a", "a/b"]`.
    package static func prefixes(of key: String) -> [String] {
        let parts = key.split(separator: "/")
        guard parts.count > 1 else { return [] }
        return (1..<parts.count).map { parts[0..<$0].joined(separator: "/") }
    }
}
