import Foundation
import Mustache

/// Index pages for folders that have none: the home page of a site without
/// `Content/index.md`, and a section page for each folder of pages without an `index.md`
/// (so `components/` and a link to `guides/` lead somewhere). Each lists what is inside
/// with the theme's `partials/index-list.mustache`.
struct GeneratedIndex {
    let config: SiteConfig
    let library: MustacheLibrary

    /// Adds the missing index pages to `pages` and `navigation`, and fills in the listing of
    /// index pages that ask for one (`<ChildPages />`).
    func complete(pages: inout [Page], navigation: inout SiteNavigation) {
        for section in navigation.sections {
            guard let index = section.indexPage, pages[index].frontMatter.listsChildPages else { continue }
            let entries = section.pages.map { entry(pages[$0]) } + section.children.compactMap { landing(of: $0, pages: pages, navigation: navigation) }
            pages[index] = listing(entries, in: pages[index])
        }
        // Pages at the root form a section whose index is the home page.
        for section in navigation.sections where section.indexPage == nil && !section.key.isEmpty {
            let entries = section.pages.map { entry(pages[$0]) } + section.children.compactMap { landing(of: $0, pages: pages, navigation: navigation) }
            pages.append(page(kind: .section, directory: section.key + "/", title: section.title, summary: "", sectionKey: section.key, entries: entries))
            navigation.setIndex(pages.count - 1, ofSection: section.key)
        }
        guard !pages.contains(where: { $0.kind == .home }) else { return }
        let sections = navigation.roots.compactMap { landing(of: $0, pages: pages, navigation: navigation) }
        pages.append(page(kind: .home, directory: "", title: config.title, summary: config.description, sectionKey: nil, entries: sections))
        navigation.setHome(pages.count - 1)
    }

    /// A section as an entry: its title, its index page (or first page) and that page's summary.
    private func landing(of key: String, pages: [Page], navigation: SiteNavigation) -> [String: Any]? {
        guard let section = navigation.section(key), let index = section.indexPage ?? section.pages.first else { return nil }
        var entry = self.entry(pages[index])
        entry["title"] = section.title
        return entry
    }

    private func entry(_ page: Page) -> [String: Any] {
        var entry: [String: Any] = ["title": page.navigationTitle, "directory": page.directory]
        if !page.summary.isEmpty { entry["summary"] = page.summary }
        return entry
    }

    /// `page` with its `<ChildPages />` placeholder replaced by the list of `entries`; its
    /// search terms stay its own.
    private func listing(_ entries: [[String: Any]], in page: Page) -> Page {
        guard let html = page.html.read() else { return page }
        let list = library.render(["entries": linked(entries, from: page.directory)], theme: Conventions.indexListTemplate)
        let filled = html.replacingOccurrences(of: MDXHTML.childPagesPlaceholder, with: list)
        return Page(kind: page.kind, sourcePath: page.sourcePath, directory: page.directory, title: page.title, summary: page.summary,
                    order: page.order, sectionKey: page.sectionKey, body: page.body, html: StoredText(filled), markdown: page.markdown,
                    searchTerms: page.searchTerms, bodyHash: ContentHash.of(filled), frontMatter: page.frontMatter)
    }

    private func linked(_ entries: [[String: Any]], from directory: String) -> [[String: Any]] {
        entries.map { entry -> [String: Any] in
            var entry = entry
            entry["url"] = SitePath.relative(from: directory, to: entry["directory"] as? String ?? "")
            return entry
        }
    }

    private func page(kind: Page.Kind, directory: String, title: String, summary: String, sectionKey: String?, entries: [[String: Any]]) -> Page {
        let linked = entries.map { entry -> [String: Any] in
            var entry = entry
            entry["url"] = SitePath.relative(from: directory, to: entry["directory"] as? String ?? "")
            return entry
        }
        let html = library.render(["entries": linked], theme: Conventions.indexListTemplate)
        let words = linked.compactMap { $0["title"] as? String }.joined(separator: "\n")
        let body = RenderedMarkdown(html: html, toc: [], headingIDs: [], leadingTitle: nil, diagnostics: [], links: [],
                                    sections: [TextSection(text: words)])
        return Page(kind: kind, sourcePath: "", directory: directory, title: title, summary: summary, order: nil, sectionKey: sectionKey, body: body)
    }
}
