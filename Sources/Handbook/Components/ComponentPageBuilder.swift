import Mustache

/// Makes a component's page from its spec and notes: each section (`sections`, in page
/// order) makes its data, the theme's partials make the markup. Every picture is computed
/// by the engine.
struct ComponentPageBuilder {
    var previews: PreviewRenderer
    let deviceWidths: [Double]
    /// Titles of the site's components by name, for related links.
    let componentTitles: [String: String]
    /// The site's pages, for linking Don't captions to their guidelines.
    let targets: LinkTargets
    let rulePages: RulePages
    /// The theme's templates: the section partials and their frame.
    let library: MustacheLibrary
    /// The previous version's specs, on a site with versions.
    var previous: PreviousSpecs?

    /// The sections of a page of the tab family (tabs, tab bar, segmented control), in order.
    /// One line registers a new section; a kind with an engine of its own lists its own.
    static let tabFamilySections: [any ComponentPageSection] = [
        ThemeSwitchSection(), ChangesSection(), AnatomySection(), ThemesSection(), VariantsSection(), NotesSection(), ExamplesSection(), StatesSection(),
        TextSizesSection(), LocalizationSection(), LanguagesSection(), KnownGapsSection(), RelatedSection(), ForEngineersSection(),
    ]

    struct Output {
        var html = ""
        var toc: [TOCEntry] = []
        /// The page's words by section, for the search index.
        var sections: [TextSection]
        var files: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var previewCount = 0
        /// What each example's pictures show, in Markdown (`PreviewFacts`), for the page's twin.
        var exampleFacts: [String] = []
    }

    func build(_ spec: ComponentSpec, notes: RenderedMarkdown?, themes: [PreviewTheme] = [], androidThemes: [PreviewTheme] = []) -> Output {
        let directory = Conventions.componentPage(spec.name)
        // Every section draws the spec's first platform (the web when it names none), its
        // examples as that platform draws them; the Examples section draws each platform.
        var previews = self.previews.on(PlatformPacks.pack(for: spec.platform), tagging: spec.platforms.count > 1)
        previews.setThemes(themes, android: androidThemes)
        previews.generation = spec.generation
        var spec = spec
        spec.examples = spec.examples.map { previews.adapt($0, metrics: nil).example }
        var page = ComponentPageDraft(spec: spec, notes: notes, previews: previews, deviceWidths: deviceWidths, componentTitles: componentTitles,
                                      previous: previous,
                                      links: GuidelineLinker(targets: targets, rulePages: rulePages, directory: directory))
        var out = Output(sections: [TextSection(text: spec.summary)])
        // The notes' headings keep their ids; a section whose id they already use (a note
        // with "## Examples") takes a prefixed one, so no id appears twice on the page.
        let noteIDs = notes?.headingIDs ?? []
        var slots: [String: NotesSlots.Part] = [:]
        var made: [String] = []
        for section in spec.kind.definition.sections {
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
        return out
    }
}
