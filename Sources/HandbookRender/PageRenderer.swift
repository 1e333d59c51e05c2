import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Mustache

/// Lays pages into `layout.mustache` with the context described in ARCHITECTURE.md.
package struct PageRenderer: Sendable {
    package let config: SiteConfig
    package let library: MustacheLibrary
    package let layout: ShapedLayout
    package let pages: [Page]
    package let navigation: SiteNavigation
    package let sidebar: NavigationRenderer
    /// Site path of the preview fonts' stylesheet.
    package let fontPath: String
    /// Injected before `</body>` by `handbook serve`.
    package let liveReload: String
    /// Last-changed dates and the content folder's place in the repository.
    package let history: GitHistory
    /// Position of each page in the reading order.
    private let readingPosition: [Int: Int]
    /// On a site with versions: how pages link the others, and which version this is.
    package let versions: (links: VersionLinks, index: Int)?

    package init(config: SiteConfig, theme: Theme, pages: [Page], navigation: SiteNavigation, fontPath: String, liveReload: String,
         history: GitHistory = GitHistory(), sidebar: NavigationRenderer? = nil,
         versions: (links: VersionLinks, index: Int)? = nil) {
        self.versions = versions
        let library = theme.library
        self.config = config
        self.library = library
        layout = theme.layout
        self.pages = pages
        self.navigation = navigation
        self.sidebar = sidebar ?? NavigationRenderer(navigation: navigation, pages: pages, library: library)
        self.fontPath = fontPath
        self.liveReload = liveReload
        self.history = history
        var positions: [Int: Int] = [:]
        for (position, index) in navigation.readingOrder.enumerated() { positions[index] = position }
        readingPosition = positions
    }

    /// Changes whenever anything `render(page:)` reads for page `index` changes, and is the
    /// same in every process: `serve`'s cache and the render memory kept on disk both use it.
    /// `shared` stands for the site-wide parts (see `LoadedSite.stableSharedKey`).
    package func stableKey(page index: Int, shared: UInt64) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(shared)
        hasher.combine(index)
        // Each part read where it is: a `Page` copied out retains every one of its parts, for
        // each of the site's pages on every save under `serve`.
        hasher.combine(pages[index].kind.rawValue)
        hasher.combine(pages[index].title)
        hasher.combine(pages[index].summary)
        hasher.combine(pages[index].directory)
        hasher.combine(pages[index].bodyHash)
        hasher.combine(pages[index].frontMatterHash)
        hasher.combine(pages[index].sourcePath)
        hasher.combine(lastUpdated(pages[index]))
        // The sidebar holds every section's title and link, which is all breadcrumbs are made of.
        hasher.combine(sidebar.identity(ofSection: pages[index].sectionKey))
        if let position = readingPosition[index] {
            for neighbour in [position - 1, position + 1] where navigation.readingOrder.indices.contains(neighbour) {
                let other = navigation.readingOrder[neighbour]
                hasher.combine(pages[other].title)
                hasher.combine(pages[other].directory)
            }
        }
        return hasher.finalize()
    }

    /// The full HTML of page `index` as UTF-8 bytes; `nil` when the page's body cannot be read
    /// back from the file it was kept in (`Page.html`).
    package func render(page index: Int) -> [UInt8]? {
        let page = pages[index]
        guard let content = page.html.read() else { return nil }
        let root = SitePath.root(from: page.directory)
        var context = baseContext(page: page, content: content, root: root)
        context["navigation"] = sidebar.html(forPage: index, inSection: page.sectionKey, root: root)
        context["breadcrumbs"] = breadcrumbs(for: page)
        if let position = readingPosition[index] {
            if position > 0 { context["previous"] = link(to: navigation.readingOrder[position - 1], from: page) }
            if position + 1 < navigation.readingOrder.count { context["next"] = link(to: navigation.readingOrder[position + 1], from: page) }
        }
        return layout.renderBytes(context)
    }

    /// `404.html`: served at any URL, so its links start from the base path.
    package func renderNotFound(basePath: String) -> String {
        let content = "<p>There is no page at this address. It may have moved when the guidelines were reorganised.</p>\n<p><a href=\"\(HTML.escape(basePath))index.html\">Go to the home page</a></p>\n"
        let body = RenderedMarkdown(html: content, toc: [], headingIDs: [], leadingTitle: nil, diagnostics: [], links: [], sections: [])
        let page = Page(kind: .notFound, sourcePath: "", directory: "", title: "Page not found", summary: "", order: nil, sectionKey: nil, body: body)
        var context = baseContext(page: page, content: content, root: basePath)
        context["navigation"] = sidebar.html(forPage: nil, inSection: nil, root: basePath)
        context["breadcrumbs"] = [[String: Any]]()
        return library.render(context, theme: Conventions.layoutTemplate)
    }

    /// The later of the dates of a page's files (a component has a spec and notes).
    private func lastUpdated(_ page: Page) -> String? {
        var files = [page.sourcePath]
        if page.kind == .component, let name = page.directory.split(separator: "/").last {
            files.append(Conventions.componentNotes(String(name)))
        }
        // Git knows best; a page outside a repository may say itself (`lastmod`).
        return files.compactMap { history.lastChanged[$0] }.max() ?? page.frontMatter.lastModified.map { String($0.prefix(10)) }
    }

    private func baseContext(page: Page, content: String, root: String) -> [String: Any] {
        var pageContext: [String: Any] = [
            "title": page.title,
            "summary": page.summary,
            "description": page.summary.isEmpty ? config.description : page.summary,
            "kind": page.kind.rawValue,
            "content": content,
            "toc": page.body.toc.map(tocContext),
            "hasToc": !page.body.toc.isEmpty,
            "tags": page.frontMatter.tags,
            "params": page.frontMatter.params.mapValues(\.templateValue),
        ]
        if let date = page.frontMatter.date { pageContext["date"] = date }
        if page.kind != .notFound {
            if config.url != nil { pageContext["url"] = config.publishedRoot + page.directory }
            let edit = page.sourcePath.isEmpty ? nil : config.editLink(forSource: page.sourcePath, contentPrefix: history.contentPrefix)
            let updated = lastUpdated(page)
            if let edit { pageContext["editURL"] = edit }
            if let updated {
                pageContext["lastUpdated"] = updated
                pageContext["lastUpdatedText"] = GitHistory.readableDate(updated)
            }
            pageContext["hasMeta"] = edit != nil || updated != nil
            // The page's Markdown twin beside it, for assistants and feed readers.
            pageContext["markdown"] = "index.html.md"
        }
        for kind in [Page.Kind.home, .guideline, .section, .component, .notFound] {
            pageContext["is" + kind.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()] = page.kind == kind
        }
        var site: [String: Any] = ["title": config.title, "description": config.description]
        if let accent = config.accentColor { site["accent"] = accent }
        return [
            "lang": config.language,
            "site": site,
            "page": pageContext,
            "root": root,
            "canonicalPath": page.directory,
            "previewFonts": ["stylesheet": fontPath],
            "liveReload": liveReload,
            "generator": "Handbook \(handbookVersion)",
        ].merging(versions.map { ["versions": $0.links.context(forPage: page.directory, inVersion: $0.index)] } ?? [:]) { first, _ in first }
    }

    private func tocContext(_ entry: TOCEntry) -> [String: Any] {
        ["id": entry.id, "title": entry.title, "children": entry.children.map(tocContext), "hasChildren": !entry.children.isEmpty]
    }

    private func link(to index: Int, from page: Page) -> [String: Any] {
        ["title": pages[index].title, "url": SitePath.relative(from: page.directory, to: pages[index].directory)]
    }

    private func breadcrumbs(for page: Page) -> [[String: Any]] {
        guard page.kind != .home else { return [] }
        var crumbs: [[String: Any]] = [["title": "Home", "url": SitePath.relative(from: page.directory, to: "")]]
        guard let section = navigation.section(page.sectionKey) else { return crumbs }
        for key in section.ancestors + (page.kind == .section ? [] : [section.key]) {
            guard let ancestor = navigation.section(key) else { continue }
            if let target = ancestor.indexPage ?? ancestor.pages.first {
                crumbs.append(["title": ancestor.title, "url": SitePath.relative(from: page.directory, to: pages[target].directory)])
            }
        }
        return crumbs
    }
}
