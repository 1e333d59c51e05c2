import Foundation
import TextMetrics

/// The component stage as queries over the one store (`QueryStore`): the stage's result
/// (`ComponentsQuery`), each spec's results (`ComponentSpecQuery`) and the components' titles
/// the specs link each other by (`ComponentTitlesQuery`). Each reads the spec and notes files
/// through its context, so a spec edited between two builds makes that spec alone again, and a
/// guideline page edited makes none; what every spec depends on besides its files is one input,
/// `ComponentContext.input` (Handbook, site.yml, the theme, the file lists, the catalogs, the
/// tokens and the fonts).
///
/// The specs are made on every core at once, each in a `GlyphCapture` of its own, so the
/// characters its previews drew (cached widths and kept pictures included) are its own and
/// kept with its results; the stage's result keeps them all, and a build that takes it gives
/// them back to the measurers, so the preview fonts are subset from the same characters as in
/// a build from scratch.
struct ComponentQueries: Sendable {
    let stage: ComponentStage
    let settings: SiteSettings
    let input: QueryInput<Void>

    /// Registers the input and the providers (so a kept value that read a spec's results or the
    /// titles can be checked by making them again) for this build.
    func prepare(_ store: QueryStore) {
        store.set(input)
        let queries = self
        store.provide(ComponentTitlesQuery.self) { _ in ComponentTitlesQuery(queries: queries) }
        store.provide(ComponentSpecQuery.self) { path in ComponentSpecQuery(key: path, queries: queries) }
    }

    /// The stage's result: taken while no spec, note or input changed; else each spec's results
    /// taken or made, and the token pages made from them. With `styledSpecs`, also every spec
    /// styled by its tokens with its findings and the tokens it uses (`handbook mcp`'s answers).
    /// The measurers' record ends as a run of the whole stage leaves it.
    func result(_ store: QueryStore, styledSpecs: Bool = false) -> (result: ComponentStage.Result, reused: Bool, madeSpecs: Int, madeTokenPages: Bool) {
        prepare(store)
        let measurers = ComponentContext.measurers(settings)
        let earlier = measurers.mapValues(\.glyphUsage)
        let value = store.value(ComponentsQuery(queries: self))
        // A spec deleted or renamed: its results are not kept for ever.
        store.retain(ComponentSpecQuery.self, keys: Set(stage.inventory.componentSpecs))
        // The token pages of the use this revision has (checked with the stage's result or made
        // by it); those of earlier uses are not kept for ever.
        store.retainChecked(TokenPagesQuery.self)
        var result = ComponentStage.Result()
        if styledSpecs { addStyledSpecs(to: &result, store) }
        ComponentContext.clear(settings)
        let fonts = ComponentContext.stacks(settings)
        result.pages = value.pages
        result.files = value.files
        result.diagnostics = value.diagnostics
        result.glyphUsage = value.glyphs.usage(fonts: fonts)
        ComponentContext.restore(result.glyphUsage, settings: settings)
        ComponentContext.restore(earlier, settings: settings)
        return (result, store.counts(ComponentsQuery.name).reused > 0, store.counts(ComponentSpecQuery.name).made,
                store.counts(TokenPagesQuery.name).made > 0)
    }

    /// Every spec as read, styled by its tokens (as `ComponentStage.make` styles it), with the
    /// findings and tokens of its results — which the stage's query checked or made in this
    /// revision, so none is made here.
    private func addStyledSpecs(to result: inout ComponentStage.Result, _ store: QueryStore) {
        let stage = self.stage
        let loaded = stage.loadSpecs { path throws(DiagnosticsError) in
            try SourceText.read(contentsOf: stage.inventory.filePath(path), displayPath: stage.inventory.displayPath(path))
        }
        for var spec in loaded.specs {
            spec.metrics = StyledSpec(spec, tokens: stage.tokens, stack: stage.fonts ?? FontStack.default).metrics
            let made = store.value(ComponentSpecQuery(key: spec.sourcePath, queries: self))
            result.specs.append((spec, made.diagnostics, made.facts))
            for name in made.usedTokens { result.tokenUsers[name, default: []].append(spec) }
        }
    }

    /// The spec files as read through `context`; an unreadable one is reported as the stage reports it.
    func read(_ path: String, through context: QueryContext) throws(DiagnosticsError) -> SourceText {
        let inventory = stage.inventory
        guard let bytes = context.bytes(of: inventory.filePath(path)) else {
            return try SourceText.read(contentsOf: inventory.filePath(path), displayPath: inventory.displayPath(path))
        }
        return try SourceText.decode(Data(bytes), path: inventory.displayPath(path))
    }
}

/// The component stage's result as kept: pages, published files, findings and the characters
/// the previews drew.
struct ComponentResults: StoreCodable {
    var pages: [Page] = []
    var files: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    var glyphs = KeptGlyphs([:])

    init() {}

    init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        pages = try reader.array { reader throws(StoreReader.Damaged) in try Page(from: &reader) }
        files = try Self.readFiles(&reader)
        diagnostics = try reader.array { reader throws(StoreReader.Damaged) in try Diagnostic(from: &reader) }
        glyphs = try KeptGlyphs(from: &reader)
    }

    func write(to writer: inout StoreWriter) {
        writer.array(pages) { $1.write(to: &$0) }
        Self.writeFiles(files, to: &writer)
        writer.array(diagnostics) { $1.write(to: &$0) }
        glyphs.write(to: &writer)
    }

    static func readFiles(_ reader: inout StoreReader) throws(StoreReader.Damaged) -> [String: String] {
        let pairs = try reader.array { reader throws(StoreReader.Damaged) in (try reader.string(), try reader.string()) }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    static func writeFiles(_ files: [String: String], to writer: inout StoreWriter) {
        writer.array(files.sorted { $0.key < $1.key }) { writer, file in
            writer.string(file.key)
            writer.string(file.value)
        }
    }
}

/// The stage's result (`ComponentResults`), the stage run over queries: specs read and checked
/// (two specs of one component, related names, platform fonts), each spec's results
/// (`ComponentSpecQuery`), then the token pages.
struct ComponentsQuery: Query {
    static let name = "components 2"
    let key = ""
    let queries: ComponentQueries

    func make(_ context: QueryContext) -> ComponentResults {
        let stage = queries.stage
        _ = context.read(queries.input)
        let loaded = stage.loadSpecs { path throws(DiagnosticsError) in try queries.read(path, through: context) }
        var results = ComponentResults()
        results.diagnostics = loaded.diagnostics + stage.relatedWarnings(loaded.specs)
        var tokenUse = TokenUse()
        var usage: [String: GlyphUsage] = [:]
        let fonts = ComponentContext.stacks(queries.settings)
        // The titles every spec's page reads, checked or made before the specs, which are
        // made on every core: none of them makes the titles on its own.
        _ = context.value(ComponentTitlesQuery(queries: queries))
        let specs = concurrentMap(loaded.specs) { spec in context.value(ComponentSpecQuery(key: spec.sourcePath, queries: queries)) }
        for (spec, made) in zip(loaded.specs, specs) {
            for name in made.usedTokens { tokenUse.users[name, default: []].append(TokenPages.User(name: spec.name, component: spec.component)) }
            tokenUse.contrast += made.tokenContrast
            results.diagnostics += made.diagnostics
            results.files.merge(made.files) { first, _ in first }
            if let page = made.page, let facts = made.facts {
                results.files[Conventions.componentFacts(spec.name)] = facts
                results.pages.append(page)
            }
            usage.merge(made.glyphs.usage(fonts: fonts)) { $0.merging($1) }
        }
        // A broken token several specs use is one error naming each use, as in `ComponentStage.run`.
        results.diagnostics = ComponentStage.oneErrorPerToken(results.diagnostics)
        let tokenPages = TokenPagesQuery(use: tokenUse, queries: queries)
        results.pages += context.value(tokenPages).pages
        results.glyphs = KeptGlyphs(usage)
        return results
    }
}

/// The names and titles of the site's components (related links name them), read from every spec.
struct ComponentTitlesQuery: Query {
    static let name = "component-titles 1"
    let key = ""
    let queries: ComponentQueries

    func make(_ context: QueryContext) -> ComponentTitles {
        let loaded = queries.stage.loadSpecs { path throws(DiagnosticsError) in try queries.read(path, through: context) }
        return ComponentTitles(titles: ComponentStage.titles(of: loaded.specs))
    }
}

/// Each component's title by its spec's name.
struct ComponentTitles: StoreCodable {
    var titles: [String: String]

    init(titles: [String: String]) {
        self.titles = titles
    }

    init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        titles = try ComponentResults.readFiles(&reader)
    }

    func write(to writer: inout StoreWriter) {
        ComponentResults.writeFiles(titles, to: &writer)
    }
}

/// What one spec makes: its page and facts (none when the engine refuses an example), the
/// files it publishes, its findings, the tokens it uses and the characters its previews drew.
struct ComponentSpecQuery: Query {
    static let name = "component-spec 3"
    /// The spec's content path.
    let key: String
    let queries: ComponentQueries

    func make(_ context: QueryContext) -> ComponentSpecResults {
        let stage = queries.stage
        _ = context.read(queries.input)
        let titles = context.value(ComponentTitlesQuery(queries: queries)).titles
        let name = Conventions.componentName(ofSpec: key)
        // Read and checked by the stage before it asked for this spec's results: a file that
        // cannot be read or parsed now changed meanwhile, and the next build reads it again.
        guard let source = try? queries.read(key, through: context),
              let spec = stage.load(source, path: key).0 else { return ComponentSpecResults() }
        let notesPath = Conventions.componentNotes(name)
        let notes = stage.inventory.componentNotes.contains(notesPath) ? context.bytes(of: stage.inventory.filePath(notesPath)) : nil
        let builder = stage.builder(titles: titles)
        let factSheet = stage.factSheet()
        // Captured, not read from the measurers' shared record, which the other specs made
        // meanwhile on other cores write to as well.
        let ((made, assembled), drawn) = GlyphCapture.capturing { () -> (ComponentStage.Made, (facts: String, page: Page)?) in
            let made = stage.make(spec, builder: builder, factSheet: factSheet, notesBytes: notes)
            return (made, made.output.map { stage.assemble(made, output: $0, factSheet: factSheet) })
        }
        var results = ComponentSpecResults()
        results.diagnostics = made.problems + (made.output?.diagnostics ?? [])
        results.usedTokens = made.usedTokens.sorted()
        results.tokenContrast = made.tokenContrast
        if let output = made.output, let assembled {
            results.files = output.files
            results.facts = assembled.facts
            results.page = assembled.page
        }
        results.glyphs = KeptGlyphs(ComponentContext.byFamily(drawn, families: ComponentContext.stacks(queries.settings)))
        return results
    }
}

/// One spec's results as kept (`ComponentSpecQuery`).
struct ComponentSpecResults: StoreCodable {
    var page: Page?
    var facts: String?
    var files: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    var usedTokens: [String] = []
    var tokenContrast: [TokenContrast] = []
    var glyphs = KeptGlyphs([:])

    init() {}

    init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        page = try reader.optional { reader throws(StoreReader.Damaged) in try Page(from: &reader) }
        facts = try reader.optional { reader throws(StoreReader.Damaged) in try reader.string() }
        files = try ComponentResults.readFiles(&reader)
        diagnostics = try reader.array { reader throws(StoreReader.Damaged) in try Diagnostic(from: &reader) }
        usedTokens = try reader.array { reader throws(StoreReader.Damaged) in try reader.string() }
        tokenContrast = try reader.array { reader throws(StoreReader.Damaged) in try TokenContrast.read(from: &reader) }
        glyphs = try KeptGlyphs(from: &reader)
    }

    func write(to writer: inout StoreWriter) {
        writer.optional(page) { $1.write(to: &$0) }
        writer.optional(facts) { $0.string($1) }
        ComponentResults.writeFiles(files, to: &writer)
        writer.array(diagnostics) { $1.write(to: &$0) }
        writer.array(usedTokens) { $0.string($1) }
        writer.array(tokenContrast) { $1.write(to: &$0) }
        glyphs.write(to: &writer)
    }
}
