import Foundation
import TabLayout
import TextMetrics

/// What the build steps share: settings, the content inventory, the theme, the pages.
struct BuildContext {
    let options: BuildOptions
    var diagnostics: [Diagnostic] = []
    var config = SiteConfig()
    var inventory = ContentInventory(root: "", displayRoot: "")
    var theme: Theme?
    var font: PreviewFont?
    var targets = LinkTargets()
    var pages: [Page] = []
    var navigation = SiteNavigation(pages: [], navigationOrder: [])
    var previewCount = 0
    /// Measures labels with the preview font; every preview and check uses it.
    var measurer: HarfBuzzMeasurer?
    /// Files besides pages (example SVG and JSON downloads), by site path.
    var extraFiles: [String: String] = [:]
    /// Last-changed dates of content files, from git.
    var history = GitHistory()

    init(options: BuildOptions) {
        self.options = options
    }

    private var siteFile: String { inventory.displayPath("site.yml") }

    mutating func readSettings() throws(DiagnosticsError) {
        inventory = ContentInventory(root: options.contentDirectory, displayRoot: options.contentDirectory)
        let path = inventory.filePath("site.yml")
        guard FileManager.default.fileExists(atPath: path) else {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: options.contentDirectory, isDirectory: &isDirectory) || !isDirectory.boolValue {
                throw DiagnosticsError([.error("content.missing", "content folder '\(options.contentDirectory)' does not exist", at: nil,
                                               explanation: "Run in the folder that holds Content/, pass --content DIR, or create a site with `handbook init DIR`.")])
            }
            throw DiagnosticsError([.error("site.missing", "'\(siteFile)' is missing; a site needs at least `title:` there", at: nil)])
        }
        let source = try SourceText.read(contentsOf: path, displayPath: siteFile)
        let (parsed, found) = SiteConfig.parse(source)
        config = parsed
        if let basePath = options.basePath { config.basePath = SiteConfig.normalizedBasePath(basePath) }
        diagnostics += found
        let located = try PreviewFont.locate(config: config, contentDirectory: options.contentDirectory, siteFile: siteFile)
        font = located
        do {
            measurer = try HarfBuzzMeasurer(fontFile: located.file)
        } catch {
            throw DiagnosticsError([.error("site.font", "cannot use '\(located.file)' as the preview font: \(error)", at: nil)])
        }
    }

    private var previews: PreviewRenderer? {
        measurer.map { PreviewRenderer(measurer: $0, deviceWidths: config.deviceWidths) }
    }

    /// Component specs become pages in the `components` section.
    mutating func loadComponents() {
        guard let previews else { return }
        let result = ComponentStage(inventory: inventory, targets: targets, previews: previews, config: config).run()
        diagnostics += result.diagnostics
        pages += result.pages
        extraFiles = result.files
        navigation = SiteNavigation(pages: pages, navigationOrder: config.navigation)
        previewCount = pages.reduce(0) { $0 + $1.body.previewCount }
    }

    mutating func scanContent() throws(DiagnosticsError) {
        let (scanned, found) = ContentInventory.scan(root: options.contentDirectory, displayRoot: options.contentDirectory)
        inventory = scanned
        diagnostics += found
        var owners: [String: String] = [:]
        for source in inventory.pages {
            let directory = SitePath.pageDirectory(forSource: source)
            if let other = owners[directory] {
                diagnostics.append(.error("content.duplicate-url", "'\(inventory.displayPath(source))' and '\(inventory.displayPath(other))' would both be published at /\(directory)",
                                          at: SourceLocation(file: inventory.displayPath(source), line: 1, column: 1)))
            }
            owners[directory] = source
            targets.addPage(source: source, directory: directory)
        }
        for file in inventory.staticFiles { targets.addFile(file) }
        for spec in inventory.componentSpecs {
            let name = ComponentStage.name(of: spec)
            targets.addComponent(name: name, sourcePaths: [spec, "components/\(name).md"], page: spec)
        }
    }

    mutating func loadTheme() throws(DiagnosticsError) {
        let explicit = options.templatesDirectory
        theme = try Theme.load(overrideDirectory: explicit ?? "Templates", required: explicit != nil)
    }

    mutating func readPages() throws(DiagnosticsError) {
        let targets = self.targets
        let blocks = previews.map { previews in
            { @Sendable (path: String) in
                TabbarBlockRenderer(previews: previews, links: GuidelineLinker(targets: targets, directory: SitePath.pageDirectory(forSource: path))).blockRenderer()
            }
        }
        let loader = PageLoader(inventory: inventory, targets: targets, allowsRawHTML: config.allowsRawHTML, blockRenderer: blocks)
        let cache = options.cache
        cache?.begin(generation: markdownGeneration)
        let inventory = self.inventory
        let directory = options.contentDirectory
        let knownHistory = cache?.history(of: directory)
        let pendingHistory = knownHistory == nil ? GitHistory.start(contentDirectory: directory) : nil
        let load = { (path: String) -> (Page?, [Diagnostic]) in
            var (page, found) = loader.load(path)
            if let read = page {
                page?.searchTerms = SearchTerms(page: read)
                page?.bodyHash = read.body.html.hashValue
            }
            return (page, found)
        }
        let results = concurrentMap(inventory.pages) { path in
            guard let cache else { return load(path) }
            return cache.page(at: path, file: inventory.filePath(path)) { load(path) }
        }
        history = knownHistory ?? pendingHistory?.finish() ?? GitHistory()
        if knownHistory == nil { cache?.remember(history, of: directory) }
        for (page, found) in results {
            diagnostics += found
            if let page { pages.append(page) }
        }
        navigation = SiteNavigation(pages: pages, navigationOrder: config.navigation)
    }

    /// Identifies the theme's files, for the render cache.
    private var themeKey: Int {
        guard options.cache != nil, let theme else { return 0 }
        var hasher = Hasher()
        for (path, data) in theme.files.sorted(by: { $0.key < $1.key }) {
            hasher.combine(path)
            hasher.combine(data)
        }
        return hasher.finalize()
    }

    /// Everything a page's rendered Markdown depends on besides its own file.
    private var markdownGeneration: Int {
        var hasher = Hasher()
        hasher.combine(config)
        hasher.combine(inventory.root)
        hasher.combine(inventory.pages)
        hasher.combine(inventory.staticFiles)
        hasher.combine(inventory.componentSpecs)
        hasher.combine(inventory.componentNotes)
        return hasher.finalize()
    }

    /// Anchors (`page.md#heading`) can only be checked once every page's headings are known.
    mutating func checkLinks() {
        var idsByPage: [String: Set<String>] = [:]
        for page in pages { idsByPage[page.sourcePath] = page.body.headingIDs }
        for page in pages {
            for link in page.body.links {
                let target = link.targetPage ?? page.sourcePath
                guard let ids = idsByPage[target], !ids.contains(link.fragment),
                      !ids.contains(SitePath.percentDecoded(link.fragment)) else { continue }
                let which = link.targetPage == nil ? "this page" : "'\(inventory.displayPath(target))'"
                diagnostics.append(.warning("link.anchor", "no heading '#\(link.fragment)' on \(which)", at: link.location))
            }
        }
    }

    mutating func renderPages(into writer: (any SiteOutput)?) throws(DiagnosticsError) {
        guard let theme, let font else { return }
        let (pages, navigation, library) = (self.pages, self.navigation, theme.library)
        let cache = options.cache
        let sidebar = cache.map { cache in
            var hasher = Hasher()
            hasher.combine(themeKey)
            hasher.combine(NavigationRenderer.inputKey(navigation: navigation, pages: pages))
            return cache.sidebar(key: hasher.finalize()) { NavigationRenderer(navigation: navigation, pages: pages, library: library) }
        }
        let renderer = PageRenderer(config: config, theme: theme, pages: pages, navigation: navigation, fontPath: font.sitePath,
                                    liveReload: options.liveReloadScript, history: history, themeKey: themeKey, sidebar: sidebar)
        if let cache {
            // serve: nearly every page is as it was. Keys are compared in one pass, only the
            // pages whose key changed are rendered (on every core), and the site is handed
            // over page by page from one thread: two threads taking turns at the in-memory
            // site's lock cost more than the copying.
            let keys = pages.indices.map { renderer.renderKey(page: $0) }
            let html = cache.html(for: pages.map(\.directory), keys: keys) { Data(renderer.render(page: $0).utf8) }
            if let writer {
                for (index, data) in html.enumerated() { try writer.write(data, to: pages[index].directory + "index.html") }
            }
        } else {
            let failures = concurrentMap(Array(pages.indices)) { index -> DiagnosticsError? in
                let html = renderer.render(page: index)
                guard let writer else { return nil }
                do throws(DiagnosticsError) {
                    try writer.write(html, to: pages[index].directory + "index.html")
                    return nil
                } catch {
                    return error
                }
            }
            diagnostics += failures.compactMap { $0 }.flatMap { $0.diagnostics }
        }
        if let writer {
            try writer.write(renderer.renderNotFound(basePath: config.basePath), to: "404.html")
        }
    }

    /// Everything besides the pages: assets, the font, content files, sitemap, `.nojekyll`; then the swap.
    func publish(with writer: any SiteOutput) throws(DiagnosticsError) {
        guard let theme, let font else { return }
        for asset in theme.assets { try writer.write(asset.data, to: asset.path) }
        guard let fontData = FileManager.default.contents(atPath: font.file) else {
            throw DiagnosticsError([.error("site.font", "cannot read font file '\(font.file)'", at: nil)])
        }
        try writer.write(fontData, to: font.sitePath)
        for file in inventory.staticFiles {
            guard let data = FileManager.default.contents(atPath: inventory.filePath(file)) else {
                throw DiagnosticsError([.error("file.unreadable", "cannot read file", at: SourceLocation(file: inventory.displayPath(file), line: 1, column: 1))])
            }
            try writer.write(data, to: file)
        }
        for (path, text) in extraFiles.sorted(by: { $0.key < $1.key }) { try writer.write(text, to: path) }
        try writer.write(Sitemap(config: config, pages: pages).xml, to: "sitemap.xml")
        try SearchPublisher.publish(pages: pages, navigation: navigation, to: writer)
        try writer.write("", to: ".nojekyll")
        try writer.commit()
    }
}
