import TextMetrics

/// Everything a build read, finished and fixed: every page of every kind with its search
/// terms and body hash, the navigation built once, the files components publish. Rendering
/// and publishing read it and change nothing.
struct LoadedSite: Sendable {
    let config: SiteConfig
    let inventory: ContentInventory
    let theme: Theme
    /// Measures previews; it knows every character each font drew, for the web fonts.
    let measurer: FontStackMeasurer
    /// The measurers of platforms with a face of their own, for their web fonts.
    let platformFonts: PlatformFonts
    /// Markdown pages in content order, then component pages.
    let pages: [Page]
    let navigation: SiteNavigation
    /// Files besides pages (example SVG and JSON downloads), by site path.
    let files: [String: String]
    /// Last-changed dates of content files, from git.
    let history: GitHistory
    /// Injected before `</body>` under `handbook serve`.
    let liveReload: String
    /// A hash of site.yml's text (`SiteSettings.sourceHash`).
    let settingsHash: UInt64
    /// Two sources claiming one address (`PageAddresses`).
    let addressProblems: [Diagnostic]

    /// Assembles the loaded parts of `state`.
    init(_ state: BuildState) throws(DiagnosticsError) {
        let settings = try state.require(\.settings)
        let guidelines = try state.require(\.guidelines)
        let components = try state.require(\.components)
        config = settings.config
        inventory = try state.require(\.content).inventory
        theme = try state.require(\.theme)
        measurer = settings.measurer
        platformFonts = settings.platformFonts
        let addressed = PageAddresses.resolve(guidelines.pages + components.pages, inventory: inventory)
        var pages = addressed.pages
        addressProblems = addressed.diagnostics
        var navigation = SiteNavigation(pages: pages, navigationOrder: config.navigation)
        // Folders without an index.md get one, and so does the site: without it the brand
        // link and every "Home" crumb would lead nowhere.
        GeneratedIndex(config: config, library: theme.library).complete(pages: &pages, navigation: &navigation)
        self.pages = pages
        self.navigation = navigation
        files = components.files
        history = guidelines.history
        liveReload = state.options.liveReloadScript
        settingsHash = settings.sourceHash
    }

    /// Computed previews on all pages, for the build's summary.
    var previewCount: Int { pages.reduce(0) { $0 + $1.body.previewCount } }

    /// Links into other pages' headings (`page.md#heading`), checked now that every page's
    /// headings are known. Only the pages a fragment names have their ids collected: most
    /// pages are the target of no such link, and collecting every page's cost a 1,000-page
    /// rebuild more than the check itself.
    func checkAnchors() -> [Diagnostic] {
        // The last page of a source path stands for it, as when every page's ids were listed.
        let bySource = Dictionary(pages.indices.map { (pages[$0].sourcePath, $0) }, uniquingKeysWith: { _, last in last })
        var idsByPage: [String: Set<String>] = [:]
        func ids(of source: String) -> Set<String>? {
            if let known = idsByPage[source] { return known }
            guard let index = bySource[source] else { return nil }
            // A link to a page's title (its first `#` heading, shown by the layout) lands on the page's top.
            var slugger = HeadingSlugger(reserved: [])
            let ids = pages[index].body.headingIDs.union([slugger.slug(for: pages[index].title)])
            idsByPage[source] = ids
            return ids
        }
        var found: [Diagnostic] = []
        for page in pages {
            for link in page.body.links where !link.fragment.isEmpty {
                let target = link.targetPage ?? page.sourcePath
                guard let ids = ids(of: target), !ids.contains(link.fragment),
                      !ids.contains(SitePath.percentDecoded(link.fragment)) else { continue }
                let which = link.targetPage == nil ? "this page" : "'\(inventory.displayPath(target))'"
                found.append(.warning("link.anchor", "no heading '#\(link.fragment)' on \(which)", at: link.location))
            }
        }
        return found
    }
}
