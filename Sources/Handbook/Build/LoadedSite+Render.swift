import Foundation

extension LoadedSite {
    /// Pages rendered and handed to the output per worker at a time: few enough that a
    /// 10,000-page build holds little HTML at once, enough that the in-memory site's lock
    /// is taken once per run rather than once per page.
    static let renderRun = 32

    /// Renders every page into the layout, and `404.html`, and writes them to `output` —
    /// the one render path for disk, memory and `serve`'s cache. Under `serve`, a page whose
    /// render key is unchanged is taken from the cache instead of rendered. Every write
    /// failure is collected, none stops the others.
    /// On a site with versions, `versions` says how its pages link the others and `version`
    /// which one this is (0 is the current one, at the root; only it has a `404.html`).
    /// With `queries`, the layout's shapes and the sidebars earlier builds made are taken from
    /// the query store, and those this one makes are fed to it; with `keptIn` too (a build into
    /// that folder), a page whose render key is that of the last build there is kept, not
    /// rendered again (`RenderedPageQuery`). Returns the failures and the pages kept.
    func render(into output: any SiteOutput, cache: BuildCache?, versions: VersionLinks? = nil, version: Int = 0,
                queries: QueryStore? = nil, keptIn folder: String? = nil) -> (failures: [Diagnostic], kept: Int) {
        let renderer = pageRenderer(cache: cache, versions: versions.map { ($0, version) })
        if let queries {
            let key = "\(theme.key) \(VersionBundle.toolIdentity)"
            theme.layout.remember(in: queries, key: key)
            renderer.sidebar.remember(in: queries, key: key)
        }
        let rendered = queries.flatMap { store in folder.map { (store: store, output: $0) } }
        let directories = pages.map(\.directory)
        let shared = stableSharedKey(versions: versions, version: version)
        // On every core: each key writes out the page's title, summary, folders and neighbours,
        // a twentieth of a guideline page's save under `serve` at 1,000 pages.
        let keys = cache == nil ? [] : concurrentMap(Array(pages.indices)) { renderer.stableKey(page: $0, shared: shared) }
        let kept = cache?.renderedPages(for: directories, keys: keys) ?? []
        let runs = stride(from: 0, to: pages.count, by: Self.renderRun).map { $0..<min($0 + Self.renderRun, pages.count) }
        let written = concurrentMap(runs) { run -> (html: [Data], failures: [Diagnostic], kept: Int) in
            var files: [(path: String, data: Data)] = []
            var problems: [Diagnostic] = []
            var keptFiles = 0
            for index in run {
                let path = directories[index] + "index.html"
                if rendered == nil, !kept.isEmpty, let html = kept[index] {
                    files.append((path, html))
                    continue
                }
                // A page whose inputs are those of the last build is the file that build wrote.
                let query = rendered.map { RenderedPageQuery(output: $0.output, directory: directories[index]) }
                if let rendered, let query {
                    rendered.store.set(QueryInput(query.input, (), digest: renderer.stableKey(page: index, shared: shared)))
                    if let last = rendered.store.fed(query), output.keep(path, hash: last.hash) {
                        keptFiles += 1
                        continue
                    }
                }
                guard let html = renderer.render(page: index) else {
                    problems.append(Self.unreadableText(of: pages[index], in: inventory))
                    continue
                }
                // Hashed once: the next build keeps the page by this hash, and the folder
                // compares the file by it (hashing and copying every page twice had been a
                // tenth of rendering a site whose title changed).
                let hash = html.withUnsafeBytes { ContentHash.of($0) }
                if let rendered, let query {
                    rendered.store.feed(query, .init(hash: hash), inputs: [query.input])
                }
                guard cache != nil else {
                    do throws(DiagnosticsError) {
                        try output.write(html, hash: hash, to: path)
                    } catch {
                        problems += error.diagnostics
                    }
                    continue
                }
                files.append((path, Data(html)))
            }
            return (cache == nil ? [] : files.map(\.data), problems + output.write(files), keptFiles)
        }
        cache?.keepRenderedPages(for: directories, keys: keys, html: written.flatMap(\.html))
        if let rendered {
            rendered.store.retain(RenderedPageQuery.self, keys: Set(directories.map { RenderedPageQuery(output: rendered.output, directory: $0).key }),
                                  under: RenderedPageQuery.prefix(rendered.output))
        }
        let keptPages = written.reduce(0) { $0 + $1.kept }
        guard version == 0 else { return (written.flatMap(\.failures), keptPages) }
        let notFound = Data(renderer.renderNotFound(basePath: config.basePath).utf8)
        return (written.flatMap(\.failures) + output.write([(path: "404.html", data: notFound)]), keptPages)
    }

    /// A page whose HTML, kept in the page store's file or the build's scratch file, could not
    /// be read back: the build fails, and the site stays as it was.
    static func unreadableText(of page: Page, in inventory: ContentInventory) -> Diagnostic {
        .error("build.page-text", "cannot read back the rendered text of this page from Handbook's cache",
               at: SourceLocation(file: inventory.displayPath(page.sourcePath), line: 1, column: 1),
               explanation: "The cache file was removed or damaged during the build. Build again; if it happens again, remove Handbook's cache folder.")
    }

    /// Everything every page's HTML depends on besides its own parts, as a key that is the
    /// same in every process (`PageRenderer.stableKey`): Handbook itself, site.yml, the base
    /// path, the theme, the live-reload script, the git folder and the versions.
    private func stableSharedKey(versions: VersionLinks?, version: Int) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(VersionBundle.toolIdentity)
        hasher.combine(settingsHash)
        hasher.combine(config.basePath)
        hasher.combine(liveReload)
        hasher.combine(theme.key)
        hasher.combine(history.contentPrefix)
        hasher.combine(Conventions.previewFontsStylesheet)
        for entry in versions?.entries ?? [] {
            hasher.combine(entry.name)
            hasher.combine(entry.prefix)
            hasher.combine(entry.directories.sorted().joined(separator: "\n"))
        }
        hasher.combine(version)
        return hasher.finalize()
    }

    /// The layout renderer, with sidebars kept between `serve` builds while their inputs stand.
    private func pageRenderer(cache: BuildCache?, versions: (links: VersionLinks, index: Int)?) -> PageRenderer {
        let (pages, navigation, library) = (self.pages, self.navigation, theme.library)
        var sidebar = NavigationRenderer(navigation: navigation, pages: pages, library: library)
        if let cache {
            // Kept with what it rendered while its inputs and the theme stand.
            var hasher = StableHasher()
            hasher.combine(theme.key)
            hasher.combine(sidebar.inputKey)
            sidebar = cache.sidebar(key: hasher.finalize(), fresh: sidebar)
        }
        return PageRenderer(config: config, theme: theme, pages: pages, navigation: navigation, fontPath: Conventions.previewFontsStylesheet,
                            liveReload: liveReload, history: history, sidebar: sidebar, versions: versions)
    }
}
