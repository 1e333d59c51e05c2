/// Sections and reading order of the site, derived from content folders.
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
        /// The sections enclosing this one, outermost first (for breadcrumbs).
        public var ancestors: [String]
    }

    public var sections: [Section]
    /// Every page index in reading order, for previous/next links.
    public var readingOrder: [Int]

    /// Groups `pages` by folder; `navigationOrder` (site.yml `navigation`) names folders first.
    public init(pages: [Page], navigationOrder: [String]) {
        var byKey: [String: Section] = [:]
        for (index, page) in pages.enumerated() {
            guard let key = page.sectionKey else { continue }
            var section = byKey[key] ?? Section(key: key, title: "", indexPage: nil, pages: [], ancestors: [])
            if page.kind == .section { section.indexPage = index } else { section.pages.append(index) }
            byKey[key] = section
        }
        for key in byKey.keys {
            guard var section = byKey[key] else { continue }
            section.title = section.indexPage.map { pages[$0].title } ?? Self.title(forFolder: key)
            section.pages.sort { Self.precedes(pages[$0], pages[$1]) }
            section.ancestors = Self.prefixes(of: key).filter { byKey[$0] != nil }
            byKey[key] = section
        }
        func rank(_ section: Section) -> (Int, Int, String, String) {
            let last = String(section.key.split(separator: "/").last ?? "")
            let named = navigationOrder.firstIndex { $0 == section.key || $0 == last } ?? Int.max
            let order = section.indexPage.flatMap { pages[$0].order } ?? Int.max
            return (named, order, section.title, section.key)
        }
        sections = byKey.values.sorted { rank($0) < rank($1) }
        var order: [Int] = pages.indices.filter { pages[$0].kind == .home }
        for section in sections {
            if let index = section.indexPage { order.append(index) }
            order += section.pages
        }
        readingOrder = order
    }

    /// The section with `key`.
    public func section(_ key: String?) -> Section? {
        guard let key else { return nil }
        return sections.first { $0.key == key }
    }

    static func precedes(_ a: Page, _ b: Page) -> Bool {
        switch (a.order, b.order) {
        case let (x?, y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default: return (a.title, a.sourcePath) < (b.title, b.sourcePath)
        }
    }

    /// `guidelines/navigation` → `Navigation`.
    static func title(forFolder key: String) -> String {
        let name = key.split(separator: "/").last.map(String.init) ?? "Overview"
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// `a/b/c` → `["a", "a/b"]`.
    static func prefixes(of key: String) -> [String] {
        let parts = key.split(separator: "/")
        guard parts.count > 1 else { return [] }
        return (1..<parts.count).map { parts[0..<$0].joined(separator: "/") }
    }
}
