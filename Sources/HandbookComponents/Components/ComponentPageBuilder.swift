import Mustache

/// Makes a component's page from its spec and notes: each section (`sections`, in page
/// order) makes its data, the theme's partials make the markup. Every picture is computed
/// by the engine.
package struct ComponentPageBuilder {
    package var previews: PreviewRenderer
    package let deviceWidths: [Double]
    /// Titles of the site's components by name, for related links.
    package let componentTitles: [String: String]
    /// The site's pages, for linking Don't captions to their guidelines.
    package let targets: LinkTargets
    package let rulePages: RulePages
    /// The theme's templates: the section partials and their frame.
    package let library: MustacheLibrary
    /// The previous version's specs, on a site with versions.
    package var previous: PreviousSpecs?
    /// The site's tokens, for what changed in those a spec uses since the previous version.
    package var tokens: SiteTokens = .none

    package init(previews: PreviewRenderer, deviceWidths: [Double], componentTitles: [String: String], targets: LinkTargets, rulePages: RulePages, library: MustacheLibrary, previous: PreviousSpecs? = nil, tokens: SiteTokens = .none) {
        self.previews = previews
        self.deviceWidths = deviceWidths
        self.componentTitles = componentTitles
        self.targets = targets
        self.rulePages = rulePages
        self.library = library
        self.previous = previous
        self.tokens = tokens
    }

    package struct Output {
        package var html = ""
        package var toc: [TOCEntry] = []
        /// The page's words by section, for the search index.
        package var sections: [TextSection]
        package var files: [String: String] = [:]
        package var diagnostics: [Diagnostic] = []
        package var previewCount = 0
        /// What each example's pictures show, in Markdown (`PreviewFacts`), for the page's twin.
        package var exampleFacts: [String] = []
        /// What changed since the previous version, for the component's facts.
        package var changes: DesignSystemAnswer.Component.Changes?
        /// Every computed preview the sections drew (`ComponentPageDraft.renditions`).
        package var renditions: [DesignSystemAnswer.Rendition] = []
    }

    package func build(_ spec: ComponentSpec, notes: RenderedMarkdown?, themes: [PreviewTheme] = [], androidThemes: [PreviewTheme] = [],
                       contrast: SpecContrast = .none) -> Output {
        let directory = Conventions.componentPage(spec.name)
        // Every section draws the spec's first platform (the web when it names none), its
        // examples as that platform draws them; the Examples section draws each platform.
        var previews = self.previews.on(PlatformPacks.pack(for: spec.platform), tagging: spec.platforms.count > 1)
        previews.setThemes(themes, android: androidThemes)
        previews.generation = spec.generation
        var spec = spec
        spec.examples = spec.examples.map { spec.kind.definition.adapt($0, on: previews) }
        var page = ComponentPageDraft(spec: spec, notes: notes, previews: previews, deviceWidths: deviceWidths, componentTitles: componentTitles,
                                      previous: previous,
                                      links: GuidelineLinker(targets: targets, rulePages: rulePages, directory: directory))
        page.tokens = tokens
        page.contrast = contrast
        var out = Output(sections: [TextSection(text: spec.summary)])
        // The notes' headings keep their ids; a section whose id they already use (a note
        // with "## Examples") takes a prefixed one, so no id appears twice on the page.
        let noteIDs = notes?.headingIDs ?? []
        var slots: [String: NotesSlots.Part] = [:]
        var made: [String] = []
        for section in spec.kind.definition.sections {
            page.section = section.id
            guard let content = section.content(&page) else { continue }
            if section.id == NotesSection.slot, let notes {
                // The notes go where the page puts what the component is for, its guidance and its accessibility.
                for (name, part) in NotesSlots.split(notes) {
                    var part = part
                    part.html = library.render(["html": part.html], withTemplate: Conventions.componentSectionTemplate(section.id)) ?? ""
                    slots[name] = part
                    made.append(name)
                }
                continue
            }
            // A built-in section's partial is in the built-in theme, which a team's folder can
            // replace but not remove; a kind registered in code brings its own (the toy kind's
            // test does), and one that forgets it shows its section's heading alone.
            let body = library.render(content.context, withTemplate: Conventions.componentSectionTemplate(section.id)) ?? ""
            switch content.placement {
            case .framed:
                let id = noteIDs.contains(section.id) ? "component-\(section.id)" : section.id
                slots[section.id] = NotesSlots.Part(html: library.render(["id": id, "title": section.title, "body": body], theme: Conventions.componentSectionTemplate),
                                                    toc: [TOCEntry(id: id, title: section.title, children: [])],
                                                    search: [TextSection(id: id, heading: section.title, text: content.words.joined(separator: "\n"),
                                                                         keywords: content.keywords.joined(separator: " "))])
            case .inline(let toc, let search):
                slots[section.id] = NotesSlots.Part(html: body, toc: toc, search: search)
            }
            made.append(section.id)
        }
        for name in ComponentPageOrder(library: library).order(of: made) {
            guard let part = slots[name] else { continue }
            out.html += part.html
            out.toc += part.toc
            out.sections += part.search
        }
        out.files = page.files
        out.diagnostics = page.diagnostics
        out.previewCount = page.previewCount
        out.exampleFacts = page.exampleFacts
        out.changes = page.changeFacts
        out.renditions = page.renditions
        return out
    }
}
