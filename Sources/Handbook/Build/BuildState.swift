import Foundation

/// What the build's steps hand on to each other. Each part is set once, by the step named
/// beside it, and read by the steps after it; the loaded site is immutable once made.
struct BuildState {
    let options: BuildOptions
    var diagnostics: [Diagnostic] = []
    /// "Reading settings": site.yml, the preview font and its measurer.
    var settings: SiteSettings?
    /// "Reading translations": site.yml's locales and the app's catalogs.
    var localization: Localization?
    /// "Reading tokens": site.yml's design tokens, resolved in every theme (`.none` without).
    var tokens: SiteTokens = .none
    /// "Reading versions": the older versions' sources, exported from git, and the specs of
    /// the version before this one, for the component pages' changes.
    var versionSources: [VersionSource]?
    var previousSpecs: PreviousSpecs?
    /// "Scanning content": the content folder's files and every link target.
    var content: ScannedContent?
    /// "Loading theme".
    var theme: Theme?
    /// "Reading pages": the Markdown pages and the content folder's git history, and the specs
    /// as `tabbar` blocks draw them (each spec file read and loaded once).
    var guidelines: PageReader.Result?
    var blockStyles = BlockStyles.none
    /// "Loading components": component pages and the files they publish.
    var components: ComponentStage.Result?
    /// "Checking links": everything above, finished and fixed.
    var site: LoadedSite?
    /// "Loading versions": each older version, loaded as the site is, and how pages link them.
    var versions: [LoadedVersion]?
    var versionLinks: VersionLinks?
    /// "Rendering pages": pages whose inputs were unchanged, kept rather than rendered.
    var keptPages = 0
    /// Files of the search index kept from the last build into the same folder.
    var keptSearchFiles = 0
    /// Other published files taken from the query store rather than made (`PreviewFontsQuery`).
    var keptPublishedFiles = 0
    /// "Rendering pages": the versions written from the cache rather than rendered.
    var reusedVersions: [String] = []
    /// Whether the components' results came from an earlier build.
    var reusedComponents = false
    /// "Loading components": specs whose results were made in this build, not taken from the query store.
    var madeSpecs = 0
    /// "Loading components": whether the token pages were written out, not taken from the query store.
    var madeTokenPages = false
    /// The one store of the build's derived values (`QueryStore`), in the user cache; made on
    /// first need, written when the build ends.
    private(set) var queryStore: QueryStore?
    /// "Rendering pages": where the files go.
    var output: PreparedOutput?
    /// `ComponentContext.key`, worked out on first need: the pages with previews and the
    /// component queries both read it, and it reads the token files and the fonts' stamps.
    private var componentContextKey: UInt64??
    /// `serve`'s pictures (`RenditionMemo`), begun in this build's component context by the
    /// first step that draws (`renditions()`).
    private var begunRenditions: RenditionMemo??

    init(options: BuildOptions) {
        self.options = options
    }

    /// The part an earlier step made. Steps run only after the ones before them succeeded,
    /// so a missing part is a bug in the step list, reported rather than trapped on.
    func require<Part>(_ part: KeyPath<BuildState, Part?>) throws(DiagnosticsError) -> Part {
        guard let value = self[keyPath: part] else {
            throw DiagnosticsError([.error("build.internal", "a build step ran before the step that prepares its input", at: nil)])
        }
        return value
    }

    /// The query store for the content folder `root`: `serve`'s in memory, else the one in the
    /// user cache (none without one). Each build is a revision of it.
    mutating func queries(root: String) -> QueryStore? {
        if let queryStore { return queryStore }
        if let cache = options.cache {
            cache.queries.begin()
            queryStore = cache.queries
            return queryStore
        }
        guard let folder = options.cacheFolder else { return nil }
        let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        // Each query's name carries its own version; the store's key is Handbook's format and identity.
        queryStore = QueryStore(file: folder + "/queries/" + UserCacheFolder.key(resolved.utf8) + ".queries",
                                key: "handbook-queries 1 " + VersionBundle.toolIdentity)
        // Stores of content folders that moved or went.
        UserCacheFolder.prune(folder + "/queries", suffix: ".queries")
        return queryStore
    }

    /// What every component's results, and every page with previews, depend on besides their
    /// own files (`ComponentContext.key`); nil when a token file cannot be read.
    mutating func componentContext() throws(DiagnosticsError) -> UInt64? {
        if let known = componentContextKey { return known }
        let key = ComponentContext.key(content: try require(\.content), settings: try require(\.settings), theme: try require(\.theme),
                                       localization: try require(\.localization), tokens: tokens, contentDirectory: options.contentDirectory)
        componentContextKey = .some(key)
        return key
    }

    /// `serve`'s memory of pictures, begun once per build in this build's component context,
    /// for the guideline pages' blocks and the component pages alike: nil outside `serve`, for
    /// an older version's specs or kinds a caller registered (their results are not kept), and
    /// without a component context.
    mutating func renditions() throws(DiagnosticsError) -> RenditionMemo? {
        if let begun = begunRenditions { return begun }
        var memo: RenditionMemo?
        if let cache = options.cache, previousSpecs == nil, options.kinds.isBuiltIn, let context = try componentContext() {
            let (content, settings, theme, localization) = (try require(\.content), try require(\.settings), try require(\.theme), try require(\.localization))
            let families = ComponentContext.stacks(settings)
            let layout = ComponentContext.layoutKey(content: content, settings: settings, theme: theme, localization: localization, tokens: tokens)
            cache.renditions.begin(context: context, layout: layout) { drawn in ComponentContext.restore(drawn, families: families, settings: settings) }
            memo = cache.renditions
        }
        begunRenditions = .some(memo)
        return memo
    }

    /// Opens the output the options name (a staging folder, memory, or none).
    mutating func prepareOutput() throws(DiagnosticsError) {
        switch options.output {
        case .directory(let path): output = .directory(try SiteWriter(output: path))
        case .memory: output = .memory(MemorySite())
        case .none: output = nil
        }
    }
}

/// An output opened for writing, keeping its concrete type for what the report needs.
enum PreparedOutput {
    case directory(SiteWriter)
    case memory(MemorySite)

    var site: any SiteOutput {
        switch self {
        case .directory(let writer): writer
        case .memory(let memory): memory
        }
    }
}
