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
    func render(into output: any SiteOutput, cache: BuildCache?, versions: VersionLinks? = nil, version: Int = 0) -> [Diagnostic] {
        let renderer = pageRenderer(cache: cache, versions: versions.map { ($0, version) })
        let directories = pages.map(\.directory)
        let keys = cache == nil ? [] : pages.indices.map(renderer.renderKey)
        let kept = cache?.renderedPages(for: directories, keys: keys) ?? []
        let runs = stride(from: 0, to: pages.count, by: Self.renderRun).map { $0..<min($0 + Self.renderRun, pages.count) }
        let written = concurrentMap(runs) { run -> (html: [Data], failures: [Diagnostic]) in
            let files = run.map { index -> (path: String, data: Data) in
                let html = (kept.isEmpty ? nil : kept[index]) ?? Data(renderer.render(page: index).utf8)
                return (path: directories[index] + "index.html", data: html)
            }
            return (cache == nil ? [] : files.map(\.data), output.write(files))
        }
        cache?.keepRenderedPages(for: directories, keys: keys, html: written.flatMap(\.html))
        guard version == 0 else { return written.flatMap(\.failures) }
        let notFound = Data(renderer.renderNotFound(basePath: config.basePath).utf8)
        return written.flatMap(\.failures) + output.write([(path: "404.html", data: notFound)])
    }

    /// The layout renderer, with sidebars kept between `serve` builds while their inputs stand.
    private func pageRenderer(cache: BuildCache?, versions: (links: VersionLinks, index: Int)?) -> PageRenderer {
        let (pages, navigation, library) = (self.pages, self.navigation, theme.library)
        let themeKey = cache == nil ? 0 : theme.key
        let sidebar = cache.map { cache in
            var hasher = Hasher()
            hasher.combine(themeKey)
            hasher.combine(NavigationRenderer.inputKey(navigation: navigation, pages: pages))
            return cache.sidebar(key: hasher.finalize()) { NavigationRenderer(navigation: navigation, pages: pages, library: library) }
        }
        return PageRenderer(config: config, theme: theme, pages: pages, navigation: navigation, fontPath: Conventions.previewFontsStylesheet,
                            liveReload: liveReload, history: history, themeKey: themeKey, sidebar: sidebar, versions: versions)
    }
}
