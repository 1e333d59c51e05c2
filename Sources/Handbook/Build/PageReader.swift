import Foundation

/// The fourth step: reads every Markdown page (front matter, cmark-gfm AST → HTML,
/// `tabbar` blocks → previews) on every core, and the content folder's git history beside
/// them. Under `serve`, pages whose files are unchanged come from the cache.
struct PageReader {
    let settings: SiteSettings
    let localization: Localization
    let content: ScannedContent
    let theme: Theme
    let cache: BuildCache?
    /// Pages of earlier builds on disk, for builds outside `serve`.
    var store: PageStore? = nil

    struct Result: Sendable {
        var pages: [Page] = []
        var history = GitHistory()
        var diagnostics: [Diagnostic] = []
        /// Pages taken from the store unchanged rather than read.
        var reused = 0
    }

    func read() -> Result {
        let (inventory, targets, config) = (content.inventory, content.targets, settings.config)
        let previews = settings.previews(theme: theme, localization: localization)
        let blocks = { @Sendable (path: String) in
            TabbarBlockRenderer(previews: previews, links: GuidelineLinker(targets: targets, rulePages: config.rulePages,
                                                                           directory: SitePath.pageDirectory(forSource: path))).blockRenderer()
        }
        let loader = PageLoader(inventory: inventory, targets: targets, allowsRawHTML: config.allowsRawHTML, blockRenderer: blocks)
        cache?.begin(generation: generation)
        let directory = inventory.root
        let knownHistory = cache?.history(of: directory)
        let pendingHistory = knownHistory == nil ? GitHistory.start(contentDirectory: directory) : nil
        let cache = self.cache
        let store = cache == nil ? self.store : nil
        let loadedStore = store?.load() ?? PageStore.Loaded()
        let stored = loadedStore.entries
        let started = Date()
        let loaded = concurrentMap(inventory.pages) { path -> (Page?, [Diagnostic], entry: PageStore.Entry?, reused: Bool) in
            if let cache {
                let (page, found) = cache.page(at: path, file: inventory.filePath(path)) { loader.load(path) }
                return (page, found, nil, false)
            }
            guard store != nil else {
                let (page, found) = loader.load(path)
                return (page, found, nil, false)
            }
            // The stamp before the read: a file written meanwhile is read again next time.
            let stamp = FileStamp.following(inventory.filePath(path))
            if let stamp, let entry = stored[path], entry.stamp == stamp { return (entry.page, entry.diagnostics, entry, true) }
            let (page, found) = loader.load(path)
            return (page, found, stamp.map { PageStore.Entry(stamp: $0, page: page, diagnostics: found) }, false)
        }
        let reused = loaded.filter(\.reused).count
        if let store, reused != loaded.count || stored.count != loaded.count {
            // Appending needs only the pages read; writing the store whole needs every page.
            var entries: [String: PageStore.Entry] = [:]
            var changed: Set<String> = []
            for (path, result) in zip(inventory.pages, loaded) where !loadedStore.appendable || !result.reused {
                entries[path] = result.entry
                if !result.reused { changed.insert(path) }
            }
            store.save(entries, changed: changed, loaded: loadedStore, startedAt: started)
        }
        var result = Result()
        result.reused = reused
        result.history = knownHistory ?? pendingHistory?.finish() ?? GitHistory()
        if knownHistory == nil { cache?.remember(result.history, of: directory) }
        var drafts: [String: Page] = [:]
        for (page, found, _, _) in loaded {
            result.diagnostics += found
            guard let page else { continue }
            if page.frontMatter.draft { drafts[page.sourcePath] = page } else { result.pages.append(page) }
        }
        // Drafts are not published: a link to one would lead nowhere.
        for page in result.pages {
            for link in page.body.links {
                guard let target = link.targetPage, drafts[target] != nil else { continue }
                result.diagnostics.append(.warning("link.draft", "link to '\(inventory.displayPath(target))', a draft that is not published", at: link.location,
                                                   explanation: "Publish the page (remove `draft: true`) or drop the link."))
            }
        }
        return result
    }

    /// Everything a page's HTML depends on besides its own file: settings, the set of link
    /// targets, and the theme (previews are drawn with its partial).
    private var generation: UInt64 {
        // site.yml's bytes stand for its settings; `--base-path` is the one flag that overrides them.
        var hasher = StableHasher()
        hasher.combine(settings.sourceHash)
        hasher.combine(settings.config.basePath)
        let inventory = content.inventory
        hasher.combine(inventory.root)
        for list in [inventory.pages, inventory.staticFiles, inventory.componentSpecs, inventory.componentNotes] {
            hasher.combine(list.count)
            for path in list { hasher.combine(path) }
        }
        hasher.combine(theme.key)
        return hasher.finalize()
    }
}
