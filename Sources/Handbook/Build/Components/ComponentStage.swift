import Foundation
import Mustache
import TextMetrics

/// The fifth step: loads component specs and their notes and makes their pages.
struct ComponentStage {
    let inventory: ContentInventory
    let targets: LinkTargets
    var previews: PreviewRenderer
    let config: SiteConfig
    /// The theme's templates, for the pages' section partials.
    let library: MustacheLibrary
    /// The previous version's specs, on a site with versions.
    var previous: PreviousSpecs?
    /// The site's design tokens, which specs' `style:` and metrics refer to.
    var tokens: SiteTokens = .none
    /// The preview font stack, which typography tokens are matched against.
    var fonts: FontStack?
    /// The kinds specs may name.
    var kinds = ComponentKinds.builtIn
    /// The spec files as an earlier step read and loaded them (`BlockStyles.read`): a file
    /// whose text is the same is not parsed again.
    var read: [String: (text: String, loaded: (ComponentSpec?, [Diagnostic]))] = [:]

    /// What one spec made (`make(_:builder:factSheet:notesBytes:)`).
    struct Made: Sendable {
        /// The spec styled by its tokens.
        var spec: ComponentSpec
        var notes: RenderedMarkdown?
        var problems: [Diagnostic]
        var output: ComponentPageBuilder.Output?
        var usedTokens: Set<String>
        /// Its Themes table's verdicts on token colours, for the token pages.
        var tokenContrast: [TokenContrast] = []
        /// Where its examples stop fitting, for its facts (`ComponentFactSheet.thresholds(of:)`);
        /// nil for a spec whose examples the engine refuses (it has no page).
        var thresholds: [DesignSystemAnswer.Threshold]?
    }

    struct Result: Sendable {
        var pages: [Page] = []
        /// Each token a spec uses, with the specs using it (for the token pages).
        var tokenUsers: [String: [ComponentSpec]] = [:]
        /// The specs' Themes verdicts on token colours, for the token pages.
        var tokenContrast: [TokenContrast] = []
        var files: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        /// Every spec read, styled by its tokens, in content order, with what the checks found
        /// of it and its published facts (NAME.json; nil when it has no page): `handbook mcp`
        /// answers from these, so its thresholds and renditions are the page's.
        var specs: [(spec: ComponentSpec, findings: [Diagnostic], facts: String?)] = []
        /// The characters the stage's previews drew, per preview font family
        /// (`ComponentQueries`): results kept between builds bring them back, so the
        /// preview fonts' subsets are the same as when the stage ran.
        var glyphUsage: [String: GlyphUsage] = [:]
    }

    func run() -> Result {
        var result = Result()
        let (specs, found) = loadSpecs { path throws(DiagnosticsError) in
            try SourceText.read(contentsOf: inventory.filePath(path), displayPath: inventory.displayPath(path))
        }
        result.diagnostics = found + relatedWarnings(specs)
        let titles = Self.titles(of: specs)
        let builder = self.builder(titles: titles)
        let factSheet = self.factSheet()
        let built = concurrentMap(specs) { make($0, builder: builder, factSheet: factSheet) }
        for made in built {
            for name in made.usedTokens { result.tokenUsers[name, default: []].append(made.spec) }
            result.tokenContrast += made.tokenContrast
        }
        for made in built {
            let (spec, problems, output) = (made.spec, made.problems, made.output)
            result.diagnostics += problems
            guard let output else {
                result.specs.append((spec, problems, nil))
                continue
            }
            result.diagnostics += output.diagnostics
            result.files.merge(output.files) { first, _ in first }
            let (facts, page) = assemble(made, output: output, factSheet: factSheet)
            result.specs.append((spec, problems + output.diagnostics, facts))
            result.files[Conventions.componentFacts(spec.name)] = facts
            result.pages.append(page)
        }
        result.diagnostics = Self.oneErrorPerToken(result.diagnostics)
        let users = result.tokenUsers.mapValues { $0.map { TokenPages.User(name: $0.name, component: $0.component) } }
        var tokenPages = TokenPages(tokens: tokens, users: users, contrast: result.tokenContrast)
        if let previous { tokenPages.previous = (previous.version, previous.tokens) }
        result.pages += tokenPages.pages()
        return result
    }

    /// Every spec, each file's text from `read`, in content order: the specs read (two specs of
    /// one component: the second is an error and left out), and what was found reading them.
    func loadSpecs(read: (String) throws(DiagnosticsError) -> SourceText) -> (specs: [ComponentSpec], diagnostics: [Diagnostic]) {
        var specs: [ComponentSpec] = []
        var diagnostics: [Diagnostic] = []
        var owners: [String: String] = [:]
        for path in inventory.componentSpecs {
            let display = inventory.displayPath(path)
            let source: SourceText
            do {
                source = try read(path)
            } catch {
                diagnostics += error.diagnostics
                continue
            }
            let (spec, found) = load(source, path: path)
            diagnostics += found
            guard let spec else { continue }
            // Two specs may not describe the same component (two files, one `component:`).
            let at = spec.componentLocation ?? SourceLocation(file: display, line: 1, column: 1)
            if let other = owners[spec.component.lowercased()] {
                diagnostics.append(.error("spec.duplicate", "two specs describe '\(spec.component)': this one and '\(other)'", at: at,
                                          explanation: "Each component has one spec and one page at \(Conventions.componentPage(spec.name))."))
                continue
            }
            owners[spec.component.lowercased()] = display
            specs.append(spec)
            for platform in spec.platforms {
                if let missing = previews.platformFonts?.missingFaceWarning(for: PlatformPacks.pack(for: platform), at: spec.platformsLocation) {
                    diagnostics.append(missing)
                }
            }
        }
        return (specs, diagnostics)
    }

    /// The spec in `source`, the file at content path `path`, as the loader reads it: from
    /// `read` when an earlier step loaded the same text.
    func load(_ source: SourceText, path: String) -> (ComponentSpec?, [Diagnostic]) {
        if let known = read[path], known.text == source.text { return known.loaded }
        return ComponentSpecLoader.load(source, name: Conventions.componentName(ofSpec: path), sourcePath: path, kinds: kinds)
    }

    /// Each component's title by its spec's name.
    static func titles(of specs: [ComponentSpec]) -> [String: String] {
        Dictionary(specs.map { ($0.name, $0.component) }, uniquingKeysWith: { first, _ in first })
    }

    /// A warning for each related component no spec is named after.
    func relatedWarnings(_ specs: [ComponentSpec]) -> [Diagnostic] {
        let titles = Self.titles(of: specs)
        var warnings: [Diagnostic] = []
        for spec in specs {
            for (name, location) in zip(spec.related, spec.relatedLocations) where titles[name] == nil {
                let hint = Spelling.suggestion(for: name, among: Array(titles.keys)).map { "; did you mean '\($0)'?" } ?? ""
                warnings.append(.warning("spec.related", "no component spec is named '\(name)'\(hint)", at: location,
                                         explanation: "Related components are named by their spec's file name, e.g. tab-bar for components/tab-bar.yml."))
            }
        }
        return warnings
    }

    /// What makes each spec's page, with related components named by `titles`.
    func builder(titles: [String: String]) -> ComponentPageBuilder {
        var builder = ComponentPageBuilder(previews: previews, deviceWidths: config.deviceWidths, componentTitles: titles,
                                           targets: targets, rulePages: config.rulePages, library: library, previous: previous)
        builder.tokens = tokens
        return builder
    }

    /// What makes each spec's facts.
    func factSheet() -> ComponentFactSheet {
        ComponentFactSheet(previews: previews, sourceLocale: previews.localization.locales.first ?? config.language)
    }

    /// A spec's page and its facts as JSON, from what the spec made.
    func assemble(_ made: Made, output: ComponentPageBuilder.Output,
                          factSheet: ComponentFactSheet) -> (facts: String, page: Page) {
        let (spec, notes, problems) = (made.spec, made.notes, made.problems)
        let ids = Set(output.toc.map(\.id)).union(notes?.headingIDs ?? [])
        var body = RenderedMarkdown(html: output.html, toc: output.toc, headingIDs: ids, leadingTitle: nil,
                                    diagnostics: [], links: notes?.links ?? [], sections: output.sections,
                                    previewCount: output.previewCount + (notes?.previewCount ?? 0))
        // The machine-readable twins: the facts as JSON beside the page, and as Markdown.
        // Links inside the JSON are relative to its folder (`components/`).
        // Places named relative to the content folder: the file is published.
        let published = (problems + output.diagnostics).map { finding in
            var finding = finding
            if let file = finding.location?.file { finding.location?.file = inventory.contentRelative(file) }
            finding.notes = finding.notes.map { note in
                var note = note
                if let file = note.location?.file { note.location?.file = inventory.contentRelative(file) }
                return note
            }
            return finding
        }
        let renditions = output.renditions.map { $0.contentRelative(in: inventory) }
        let facts = factSheet.answer(for: spec, findings: published, url: spec.name + "/", thresholds: made.thresholds, changes: output.changes,
                                     renditions: renditions)
        body.markdown = ComponentMarkdown(facts: facts, examples: output.exampleFacts, notes: notes?.markdown,
                                          json: "../" + spec.name + ".json").markdown
        let page = Page(kind: .component, sourcePath: spec.sourcePath, directory: Conventions.componentPage(spec.name),
                        title: spec.component, summary: spec.summary, order: nil, sectionKey: Conventions.componentsFolder, body: body)
        return (Self.json(facts), page)
    }

    /// What one spec makes: the spec styled by its tokens, its notes, its findings, its page's
    /// sections (nil when the engine refuses an example), the tokens it used and its facts'
    /// thresholds (laid out by the engine, as the page is).
    /// `notesBytes`: the notes file's bytes when the caller read them (the component queries
    /// read through their context), else the file is read here.
    func make(_ spec: ComponentSpec, builder: ComponentPageBuilder, factSheet: ComponentFactSheet, notesBytes: [UInt8]? = nil) -> Made {
        var spec = spec
        let styled = StyledSpec(spec, tokens: tokens, stack: fonts ?? FontStack.default)
        spec.metrics = styled.metrics
        var problems = styled.diagnostics
        var (previews, iconProblems) = previews.withIcons(for: spec.examples)
        previews.generation = spec.generation
        previews.memoScope = spec.drawingKey.map { .init(spec: spec.name, drawing: $0) }
        problems += iconProblems
        var builder = builder
        builder.previews = previews
        // An example the engine refuses would leave every picture of the page empty: the
        // spec gets errors instead of a page.
        let refusals = spec.kind.definition.refusals(of: spec, previews: previews)
        guard refusals.isEmpty else { return .init(spec: spec, notes: nil, problems: problems + refusals, output: nil, usedTokens: styled.usedTokens) }
        // Judged once: the page's Themes table shows these verdicts, the findings are the failing ones.
        let contrast = SpecContrast(spec: spec, styled: styled, previews: previews)
        problems += contrast.findings
        problems += spec.kind.definition.findings(for: spec, previews: previews)
        problems += contextFindings(of: spec, in: styled.metricContexts, besides: problems)
        let (notes, noteProblems) = notes(for: spec, bytes: notesBytes)
        return .init(spec: spec, notes: notes, problems: problems + noteProblems, output: builder.build(spec, notes: notes, themes: styled.themes, androidThemes: styled.androidThemes, contrast: contrast),
                     usedTokens: styled.usedTokens, tokenContrast: TokenContrast.rows(of: contrast), thresholds: factSheet.thresholds(of: spec))
    }

    /// The checks of every context whose tokens change the spec's lengths or type (each
    /// Dynamic Type size, a density): what they find that the default context does not,
    /// named by the contexts that find it (`[xLarge, xxLarge] fixed tabs truncate 'Reviews' …`).
    private func contextFindings(of spec: ComponentSpec, in contexts: [StyledSpec.MetricContext], besides found: [Diagnostic]) -> [Diagnostic] {
        guard !contexts.isEmpty else { return [] }
        // What the default context finds, its examples' findings among it (the page reports
        // those as it draws them): a context reports only what that does not.
        let known = Set((found + spec.kind.definition.exampleFindings(for: spec, previews: previews)).map(FindingFingerprint.init))
        var extra: [(fingerprint: FindingFingerprint, finding: Diagnostic, contexts: [String])] = []
        for context in contexts {
            var sized = spec
            sized.metrics = context.metrics
            let kind = spec.kind.definition
            let findings = kind.exampleFindings(for: sized, previews: previews) + kind.findings(for: sized, previews: previews)
                + kind.targetFindings(for: sized, previews: previews)
            for finding in findings {
                let fingerprint = FindingFingerprint(finding)
                guard !known.contains(fingerprint) else { continue }
                if let index = extra.firstIndex(where: { $0.fingerprint == fingerprint }) {
                    if !extra[index].contexts.contains(context.label) { extra[index].contexts.append(context.label) }
                } else {
                    extra.append((fingerprint, finding, [context.label]))
                }
            }
        }
        return extra.map { entry in
            var finding = entry.finding
            finding.message = "[\(entry.contexts.joined(separator: ", "))] " + finding.message
            return finding
        }
    }

    /// A broken token several specs use is one error at the token, naming every use (each
    /// spec's `style:` or `metrics:` value is a note), not one error per spec.
    static func oneErrorPerToken(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var merged: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .error, SiteTokens.tokenLevel.contains(diagnostic.id), !diagnostic.notes.isEmpty,
               let index = merged.firstIndex(where: { $0.id == diagnostic.id && $0.location == diagnostic.location && $0.message == diagnostic.message }) {
                for note in diagnostic.notes where !merged[index].notes.contains(note) { merged[index].notes.append(note) }
            } else {
                merged.append(diagnostic)
            }
        }
        return merged.map { diagnostic in
            guard diagnostic.severity == .error, SiteTokens.tokenLevel.contains(diagnostic.id), !diagnostic.notes.isEmpty else { return diagnostic }
            var named = diagnostic
            let uses = diagnostic.notes.compactMap(\.location).map(StyledSpec.place)
            named.explanation = [diagnostic.explanation, "Used by " + uses.joined(separator: ", ") + "; each spec that uses it gets no page until it is fixed."]
                .compactMap { $0 }.joined(separator: " ")
            return named
        }
    }

    /// The spec's `NAME.md`, rendered once with links resolved from the component's page,
    /// and what was found wrong in it (broken links, `tabbar` blocks, unreadable files).
    private func notes(for spec: ComponentSpec, bytes: [UInt8]?) -> (RenderedMarkdown?, [Diagnostic]) {
        let path = Conventions.componentNotes(spec.name)
        guard inventory.componentNotes.contains(path) else { return (nil, []) }
        let display = inventory.displayPath(path)
        let split: FrontMatter
        do {
            let source = if let bytes { try SourceText.decode(Data(bytes), path: display) }
                else { try SourceText.read(contentsOf: inventory.filePath(path), displayPath: display) }
            split = try FrontMatter.split(source.text, path: display)
        } catch {
            return (nil, error.diagnostics)
        }
        let directory = Conventions.componentPage(spec.name)
        var renderer = MarkdownRenderer(
            allowsRawHTML: config.allowsRawHTML, dropsLeadingTitle: true,
            linkResolver: PageLinkResolver(targets: targets, sourcePath: path, directory: directory),
            blockRenderer: ComponentKinds.previewBlocks(previews: previews, links: GuidelineLinker(targets: targets, rulePages: config.rulePages,
                                                                                                  directory: directory)))
        renderer.writesMarkdown = true
        let rendered = renderer.render(split.body, path: display)
        return (rendered, rendered.diagnostics)
    }

    /// A component's facts as the JSON file the site publishes: keys sorted, indented, so a
    /// rebuild writes the same bytes and a diff between versions reads line by line.
    static func json(_ facts: DesignSystemAnswer.Component) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them: encoding cannot fail on these values.
        guard let data = try? encoder.encode(facts) else { return "{}\n" }
        // As the example downloads: markup characters as escapes, so the file is safe to
        // inline in a page (`<`, `>` and `&` occur only inside JSON strings).
        // One pass over the bytes: the facts of a spec in many locales run to megabytes.
        var escaped: [UInt8] = []
        escaped.reserveCapacity(data.count + 1)
        for byte in data {
            switch byte {
            case UInt8(ascii: "&"): escaped += #"\u0026"#.utf8
            case UInt8(ascii: "<"): escaped += #"\u003c"#.utf8
            case UInt8(ascii: ">"): escaped += #"\u003e"#.utf8
            default: escaped.append(byte)
            }
        }
        escaped.append(UInt8(ascii: "\n"))
        return String(decoding: escaped, as: UTF8.self)
    }
}
