/// One step of the build: a name for progress lines and diagnostics, and what it does to
/// the build's state. `SiteBuilder` runs `BuildStep.all` in order and stops after the first
/// step that reports an error.
struct BuildStep: Sendable {
    let name: String
    let run: @Sendable (inout BuildState) throws(DiagnosticsError) -> Void

    /// The build, from settings to files on disk: load the site (settings → translations →
    /// the older versions' sources → content → theme → pages → components → the loaded
    /// site), load the older versions, then render and publish them all.
    static let all: [BuildStep] = [
        readingSettings, readingTranslations, readingTokens, readingVersions, scanningContent, loadingTheme, readingPages, loadingComponents, checkingLinks,
        loadingVersions, renderingPages, publishing,
    ]

    /// What loading one older version runs: the site's own loading steps.
    static let loading: [BuildStep] = [readingSettings, readingTranslations, readingTokens, scanningContent, loadingTheme, readingPages, loadingComponents, checkingLinks]

    /// What `handbook mcp` loads to answer from: the site's own loading, with the previous
    /// version's specs read first, so a component's answer carries the same Changes its
    /// `NAME.json` publishes (the older versions' pages are not built: no answer reads them).
    static let answering: [BuildStep] = [readingSettings, readingTranslations, readingTokens, readingVersions, scanningContent, loadingTheme, readingPages, loadingComponents, checkingLinks]

    static let readingSettings =
        BuildStep(name: "Reading settings") { state throws(DiagnosticsError) in
            let settings = try SiteSettings.read(state.options)
            state.diagnostics += settings.warnings
            state.settings = settings
        }

    static let readingTranslations =
        BuildStep(name: "Reading translations") { state throws(DiagnosticsError) in
            let settings = try state.require(\.settings)
            let (translations, found) = Translations.load(settings.config.translations.map { ($0.value, $0.location) },
                                                          contentRoot: state.options.contentDirectory, displayRoot: state.options.contentDirectory,
                                                          locales: settings.config.locales.map(\.value), localeLocations: settings.config.locales.map(\.location))
            state.diagnostics += found
            state.localization = Localization(translations: translations, measurer: settings.measurer)
        }

    static let readingTokens =
        BuildStep(name: "Reading tokens") { state throws(DiagnosticsError) in
            let settings = try state.require(\.settings)
            let (tokens, found) = SiteTokens.load(settings.config.tokens, contentDirectory: state.options.contentDirectory)
            state.diagnostics += found
            state.tokens = tokens
        }

    static let readingVersions =
        BuildStep(name: "Reading versions") { state throws(DiagnosticsError) in
            let sources = try VersionSource.resolve(try state.require(\.settings).config.versions, options: state.options)
            state.versionSources = sources
            let kinds = state.options.kinds
            state.previousSpecs = sources.first.map { PreviousSpecs($0, kinds: kinds) }
        }

    static let loadingVersions =
        BuildStep(name: "Loading versions") { state throws(DiagnosticsError) in
            state.loadVersions(site: try state.require(\.site))
        }

    static let scanningContent =
        BuildStep(name: "Scanning content") { state throws(DiagnosticsError) in
            let content = try ScannedContent.scan(state.options, settings: state.require(\.settings))
            state.diagnostics += content.warnings
            state.content = content
        }

    static let loadingTheme =
        BuildStep(name: "Loading theme") { state throws(DiagnosticsError) in
            let (path, required) = state.options.themeDirectory
            if let cache = state.options.cache {
                state.theme = try cache.theme(folder: path, required: required) { () throws(DiagnosticsError) in
                    try Theme.load(overrideDirectory: path, required: required)
                }
            } else {
                state.theme = try Theme.load(overrideDirectory: path, required: required)
            }
        }

    static let readingPages =
        BuildStep(name: "Reading pages") { state throws(DiagnosticsError) in
            let content = try state.require(\.content), settings = try state.require(\.settings)
            let theme = try state.require(\.theme), localization = try state.require(\.localization)
            var source = PageReader.Source.none
            var queries: QueryStore?
            // The block styles' key is kept in the query store across builds (`BlockStyles.KeyMemo`).
            let styles = BlockStyles.load(inventory: content.inventory, tokens: state.tokens, stack: settings.fonts.stack, kinds: state.options.kinds,
                                          memo: state.queries(root: content.inventory.root), session: state.options.cache?.blockStyles)
            if let cache = state.options.cache {
                source = .session(cache)
            } else if let pageStore = PageStore(content: content, config: settings.config, cacheFolder: state.options.cacheFolder,
                                                mdxPartialsKey: MDXSupport.partialsKey(of: theme)) {
                source = .store(pageStore)
                if let context = try state.componentContext(), let store = state.queries(root: content.inventory.root) {
                    PreviewPagesQuery.prepare(store, contextKey: context ^ styles.key, pageStore: pageStore)
                    queries = store
                }
            }
            var reader = PageReader(settings: settings, localization: localization, content: content, theme: theme, source: source)
            reader.queries = queries
            reader.blockStyles = styles
            // Under `serve`, blocks are drawn through the pictures the component pages keep.
            reader.renditions = try state.renditions()
            state.blockStyles = styles
            let guidelines = reader.read()
            state.diagnostics += guidelines.diagnostics
            state.guidelines = guidelines
        }

    static let loadingComponents =
        BuildStep(name: "Loading components") { state throws(DiagnosticsError) in
            let settings = try state.require(\.settings)
            let theme = try state.require(\.theme)
            let content = try state.require(\.content)
            let localization = try state.require(\.localization)
            var stage = ComponentStage(inventory: content.inventory, targets: content.targets,
                                       previews: settings.previews(theme: theme, localization: localization, inventory: content.inventory),
                                       config: settings.config, library: theme.library, previous: state.previousSpecs,
                                       tokens: state.tokens, fonts: settings.fonts.stack, kinds: state.options.kinds,
                                       read: state.blockStyles.read)
            // Results are kept while nothing they depend on changed, in the query store (serve's
            // in memory). Not for an older version's specs (a site with versions compares against
            // them) nor kinds registered by a caller.
            let context = state.previousSpecs == nil && state.options.kinds.isBuiltIn ? try state.componentContext() : nil
            var components: ComponentStage.Result
            if let context, let queries = state.queries(root: content.inventory.root) {
                // Under `serve`, the specs' pictures are kept between saves too (each spec is
                // made in a capture of its own, so what each draws is its own).
                let memo = try state.renditions()
                stage.previews.memo = memo
                defer { memo?.end() }
                let run = ComponentQueries(stage: stage, settings: settings, input: QueryInput("component-context", (), digest: context))
                    .result(queries, styledSpecs: state.options.keepsSpecs)
                components = run.result
                state.reusedComponents = run.reused
                state.madeSpecs = run.madeSpecs
                state.madeTokenPages = run.madeTokenPages
            } else {
                components = stage.run()
            }
            // A broken token is a warning until a spec uses it (`SiteTokens.untilUsed`); then
            // the spec's error at the token's place stands instead of the warning.
            let errors = Set(components.diagnostics.filter { $0.severity == .error }.map { TokenProblem(id: $0.id, location: $0.location) })
            state.diagnostics = state.diagnostics.compactMap { warning in
                guard warning.severity == .warning else { return warning }
                // A warning that gathered other places keeps those the errors do not name.
                var kept = warning
                kept.notes.removeAll { errors.contains(TokenProblem(id: warning.id, location: $0.location)) }
                guard errors.contains(TokenProblem(id: warning.id, location: warning.location)) else { return kept }
                guard !kept.notes.isEmpty else { return nil }
                kept.location = kept.notes.removeFirst().location
                return kept
            }
            state.diagnostics += components.diagnostics
            state.components = components
        }

    static let checkingLinks =
        BuildStep(name: "Checking links") { state throws(DiagnosticsError) in
            let site = try LoadedSite(state)
            state.diagnostics += site.addressProblems + site.checkAnchors()
            state.site = site
        }

    static let renderingPages =
        BuildStep(name: "Rendering pages") { state throws(DiagnosticsError) in
            try state.prepareOutput()
            guard let output = state.output?.site else { return }
            let site = try state.require(\.site)
            // The site holds every page from here on; the read pages' own list (7 MB at
            // 10,000 pages) would otherwise be held beside it until the build ends.
            state.guidelines?.pages = []
            let links = state.versionLinks
            // Outside `serve`, pages whose inputs are unchanged since the last build into the
            // same folder are kept, not rendered again; the layout's shapes and the sidebars
            // are kept for later builds. All in the query store (`serve` keeps its pages, theme
            // and renderer in memory).
            var folder: String?
            if case .directory(let writer) = state.output { folder = writer.output }
            let queries = folder == nil ? nil : state.queries(root: site.inventory.root)
            let rendered = site.render(into: output, cache: state.options.cache, versions: links, version: 0, queries: queries, keptIn: folder)
            state.diagnostics += rendered.failures
            state.keptPages = rendered.kept
            state.renderVersions(into: output)
        }

    static let publishing =
        BuildStep(name: "Publishing") { state throws(DiagnosticsError) in
            guard let output = state.output?.site else { return }
            let site = try state.require(\.site)
            let queries = state.queries(root: site.inventory.root)
            // Into a folder, the last build's search index is updated where a change touches it.
            var memory: KeptSearchIndex?
            var twins: TwinStore?
            if case .directory(let writer) = state.output {
                if let queries { memory = KeptSearchIndex(queries: queries, output: writer.output) }
                twins = TwinStore(cacheFolder: state.options.cacheFolder, root: site.inventory.root)
            }
            state.diagnostics += site.publish(into: output, searchIndex: memory, queries: queries, twins: twins)
            twins?.save()
            state.keptSearchFiles = memory?.kept ?? 0
            state.keptPublishedFiles = queries?.counts(PreviewFontsQuery.name).reused ?? 0
            state.publishVersions()
        }
}

/// A problem's rule and place, to match a token's warning with the error that replaces it.
private struct TokenProblem: Hashable {
    var id: String
    var location: SourceLocation?
}
