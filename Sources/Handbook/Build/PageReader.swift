import Foundation
import TextMetrics

/// The fourth step: reads every Markdown page (front matter, cmark-gfm AST → HTML,
/// `tabbar` blocks → previews) on every core, and the content folder's git history beside
/// them. Under `serve`, pages whose files are unchanged come from the cache.
struct PageReader {
    /// Where pages read by earlier builds are kept, so unchanged files are not read again.
    enum Source {
        /// `serve`'s memory of this session's builds.
        case session(BuildCache)
        /// The page store in the user's cache, for builds outside `serve`.
        case store(PageStore)
        /// Every page is read.
        case none
    }

    let settings: SiteSettings
    let localization: Localization
    let content: ScannedContent
    let theme: Theme
    let source: Source
    /// Where the pages with previews are kept between builds (`PreviewPagesQuery`), with a page store.
    var queries: QueryStore?
    /// The site's specs as blocks draw them.
    var blockStyles = BlockStyles.none
    /// `serve`'s pictures, begun in this build's component context: blocks are drawn through
    /// them as the component pages' figures are, so a colour saved paints a kept block again
    /// rather than laying it out and drawing it again.
    var renditions: RenditionMemo?

    struct Result: Sendable {
        var pages: [Page] = []
        var history = GitHistory()
        var diagnostics: [Diagnostic] = []
        /// Pages taken from the store unchanged rather than read.
        var reused = 0
    }

    func read() -> Result {
        let (inventory, targets, config) = (content.inventory, content.targets, settings.config)
        var drawing = settings.previews(theme: theme, localization: localization, inventory: content.inventory)
        drawing.memo = renditions
        let previews = drawing
        let styles = blockStyles
        let blocks = { @Sendable (path: String) in
            var drawing = previews
            // A page's blocks are kept under the page (their Don't captions link from its
            // folder) and the spec each is drawn in (`PreviewRenderer.scoped(to:)`).
            drawing.memoScope = drawing.memo.map { _ in .init(spec: "page " + path, drawing: 0) }
            return ComponentKinds.previewBlocks(previews: drawing, links: GuidelineLinker(targets: targets, rulePages: config.rulePages,
                                                                                         directory: SitePath.pageDirectory(forSource: path)), styles: styles)
        }
        let loader = PageLoader(inventory: inventory, targets: targets, allowsRawHTML: config.allowsRawHTML, blockRenderer: blocks,
                                mdxComponents: config.mdxComponents, mdxPartials: MDXSupport.partials(of: theme), mdx: config.mdx)
        var cache: BuildCache?
        if case .session(let session) = source { cache = session }
        let directory = inventory.root
        let knownHistory = cache?.history(of: directory)
        let pendingHistory = knownHistory == nil ? GitHistory.start(contentDirectory: directory) : nil
        var result = Result()
        let loaded: [(page: Page?, diagnostics: [Diagnostic])]
        switch source {
        case .session(let cache):
            cache.begin(generation: generation, reading: PageStore.readingKey(content: content, config: config, mdxPartialsKey: MDXSupport.partialsKey(of: theme)))
            loaded = concurrentMap(inventory.pages) { path in cache.page(at: path, file: inventory.filePath(path)) { loader.load(path) } }
        case .store(let store):
            (loaded, result.reused) = read(through: store, loader: loader)
        case .none:
            loaded = concurrentMap(inventory.pages) { loader.load($0) }
        }
        result.history = knownHistory ?? pendingHistory?.finish() ?? GitHistory()
        if knownHistory == nil { cache?.remember(result.history, of: directory) }
        var drafts: [String: Page] = [:]
        for (page, found) in loaded {
            result.diagnostics += found
            guard let page else { continue }
            if page.frontMatter.draft { drafts[page.sourcePath] = page } else { result.pages.append(page) }
        }
        result.diagnostics = MDXSupport.gathered(result.diagnostics)
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

    /// Every page, from the store while its file's stamp is unchanged, else read; then the
    /// store is brought up to date. Also says how many pages came from the store.
    private func read(through store: PageStore, loader: PageLoader) -> ([(page: Page?, diagnostics: [Diagnostic])], reused: Int) {
        let inventory = content.inventory
        // The stamps before the reads: a file written meanwhile is read again next time. Taken
        // first, so that stored pages whose files changed are dropped as the store is read:
        // when every file changed (another branch checked out) the store's pages had been held
        // beside those read again, 320 MB at 10,000 pages.
        let stamps = Dictionary(zip(inventory.pages, concurrentMap(inventory.pages) { FileStamp.following(inventory.filePath($0)) }),
                                uniquingKeysWith: { first, _ in first })
        let loadedStore = store.load { path, entry in stamps[path].map { $0 == entry.stamp } ?? false }
        let stored = loadedStore.entries
        let started = Date()
        let scratch = store.scratchFile()
        // What this build's previews draw is recorded apart, to keep with the pages that drew it.
        let measurers = ComponentContext.measurers(settings)
        let earlier = measurers.mapValues(\.glyphUsage)
        for measurer in measurers.values {
            measurer.resetGlyphUsage()
        }
        let keptValue = queries?.fed(PreviewPagesQuery())
        let kept = keptValue.map { (pages: $0.pages, glyphs: $0.glyphs.usage(fonts: ComponentContext.stacks(settings))) }
        let loaded = concurrentMap(inventory.pages) { path -> (entry: PageStore.Entry?, page: Page?, diagnostics: [Diagnostic], reused: Bool) in
            let stamp = stamps[path] ?? nil
            if let stamp, let entry = stored[path] ?? kept?.pages[path], entry.stamp == stamp { return (entry, entry.page, entry.diagnostics, true) }
            var (page, found) = loader.load(path)
            // Held only until rendered and written, like the stored pages' texts.
            if let scratch { page?.keepTexts(in: scratch) }
            return (stamp.map { PageStore.Entry(stamp: $0, page: page, diagnostics: found) }, page, found, false)
        }
        let drawn = ComponentContext.measurers(settings).mapValues(\.glyphUsage).filter { !$0.value.isEmpty }
        ComponentContext.restore(earlier, settings: settings)
        ComponentContext.restore(kept?.glyphs ?? [:], settings: settings)
        keepPreviewPages(zip(inventory.pages, loaded).map { ($0, $1.entry, $1.reused) }, drawn: drawn, kept: kept)
        let reused = loaded.filter(\.reused).count
        if reused != loaded.count || stored.count != loaded.count {
            // Appending needs only the pages read; writing the store whole needs every page.
            var entries: [String: PageStore.Entry] = [:]
            var changed: Set<String> = []
            for (path, result) in zip(inventory.pages, loaded) where !loadedStore.appendable || !result.reused {
                entries[path] = result.entry
                if !result.reused { changed.insert(path) }
            }
            store.save(entries, changed: changed, loaded: loadedStore, startedAt: started)
        }
        return (loaded.map { ($0.page, $0.diagnostics) }, reused)
    }

    /// Feeds the query store the pages with previews, settled and read or kept in this build,
    /// with what they drew, when any of them was read again (else the store already holds them).
    private func keepPreviewPages(_ results: [(path: String, entry: PageStore.Entry?, reused: Bool)], drawn: [String: GlyphUsage],
                                  kept: (pages: [String: PageStore.Entry], glyphs: [String: GlyphUsage])?) {
        guard let queries else { return }
        let limit = Int64(Date().timeIntervalSince1970 - Double(PageStore.settleSeconds)) * 1_000_000_000
        var pages: [String: PageStore.Entry] = [:]
        var read = false
        for result in results {
            guard let entry = result.entry, entry.page?.body.readsComponents == true else { continue }
            // A page saved this moment may be saved again unseen: it is not kept (the kept value,
            // which holds it at another stamp, is stale by that stamp).
            guard entry.stamp.modified < limit else { return }
            pages[result.path] = entry
            if !result.reused { read = true }
        }
        guard read || pages.count != kept?.pages.count else { return }
        let glyphs = drawn.merging(kept?.glyphs ?? [:]) { $0.merging($1) }
        let inventory = content.inventory
        queries.feed(PreviewPagesQuery(), PreviewPagesQuery.Value(pages: pages, glyphs: KeptGlyphs(glyphs)), inputs: [PreviewPagesQuery.input],
                     files: pages.map { (inventory.filePath($0.key), $0.value.stamp) })
    }

    /// Everything a page with previews depends on besides its own file and what every page
    /// reads (`PageStore.readingKey`): settings, the set of link targets, the theme (previews
    /// are drawn with its partial), the catalogs' entries, the specs as blocks draw them and the icons.
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
        // A `tabbar` block drawn in a locale shows the catalogs' entries: an edited entry is
        // another picture (the page store keeps no page with previews; this memory does).
        hasher.combine(localization.translations.fingerprint)
        // A block is drawn as its spec, in its tokens, with the team's icons.
        hasher.combine(blockStyles.key)
        hasher.combine(ComponentContext.iconsKey(content.inventory, settings: settings))
        // MDX partials change the pages that include them.
        for path in inventory.mdxPartials + inventory.storiesFiles { hasher.combine(path + " " + (FileStamp.of(inventory.filePath(path)).map { String(describing: $0) } ?? "")) }
        return hasher.finalize()
    }
}
