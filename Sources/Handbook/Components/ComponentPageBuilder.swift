import TabLayout

/// Builds a component's page from its spec and notes: anatomy, variants at every device
/// width with a computed recommendation, states, text sizes, right-to-left and
/// pseudo-localised labels, examples, known gaps, related components and, for engineers,
/// each example's layout JSON and SVG. Every picture is computed by the engine.
struct ComponentPageBuilder {
    let previews: PreviewRenderer
    let deviceWidths: [Double]
    /// Titles of the site's components by name, for related links.
    let componentTitles: [String: String]
    /// The site's pages, for linking Don't captions to their guidelines.
    var targets = LinkTargets()

    struct Output {
        var html: String
        var toc: [TOCEntry]
        /// The page's words by section, for the search index.
        var sections: [TextSection]
        var files: [String: String]
        var diagnostics: [Diagnostic]
        var previewCount: Int
    }

    func build(_ spec: ComponentSpec, notes: RenderedMarkdown?) -> Output {
        var out = Output(html: "", toc: [], sections: [TextSection(text: spec.summary)], files: [:], diagnostics: [], previewCount: 0)
        var ids = 0
        func nextID() -> String { ids += 1; return "\(spec.name)-\(ids)" }
        // The notes' headings keep their ids; a section whose id they already use (a note
        // with "## Examples") takes a prefixed one, so no id appears twice on the page.
        let noteIDs = notes?.headingIDs ?? []
        func section(_ name: String, _ title: String, _ body: String, words: [String] = [], keywords: [String] = []) {
            let id = noteIDs.contains(name) ? "component-\(name)" : name
            out.sections.append(TextSection(id: id, heading: title, text: words.joined(separator: "\n"), keywords: keywords.joined(separator: " ")))
            out.html += "<section class=\"component-section\" id=\"\(id)\">\n<h2>\(HTML.escape(title)) <a class=\"anchor\" href=\"#\(id)\" aria-label=\"Link to this section\">#</a></h2>\n\(body)</section>\n"
            out.toc.append(TOCEntry(id: id, title: title, children: []))
        }
        func figure(_ example: TabExample, caption: String, width: Double? = nil) -> String {
            var example = example
            example.intent = nil
            example.caption = caption
            example.title = nil
            if let width { example.width = width }
            guard let rendered = previews.render(example, idPrefix: nextID(), content: spec.content, metrics: metrics(for: example, in: spec)) else { return "" }
            out.previewCount += 1
            return rendered.html
        }
        let base = spec.examples.first { $0.intent != .dont } ?? spec.examples.first ?? defaultExample(spec)

        // Anatomy
        var anatomy = ""
        // A badge callout needs a badge to point at: lend one to an item that is neither
        // selected nor one the item and icon callouts use (the first two unselected ones).
        var anatomyExample = base
        if spec.anatomy.contains(where: { $0.name.lowercased() == "badge" }), !base.items.contains(where: { $0.badge != nil }) {
            let unselected = base.items.indices.filter { $0 != base.selected }
            let index = unselected.count > 2 ? unselected[2] : (unselected.last ?? base.selected)
            anatomyExample.items[index].badge = "3"
        }
        if let diagram = AnatomyDiagram(previews: previews).render(anatomyExample, parts: spec.anatomy.map(\.name), idPrefix: nextID(),
                                                                   metrics: metrics(for: base, in: spec)) {
            anatomy += "<figure class=\"preview preview--anatomy\">\n\(diagram)\n</figure>\n"
            out.previewCount += 1
        }
        anatomy += "<ol class=\"anatomy-list\">\n" + spec.anatomy.map { "<li><strong>\(HTML.escape($0.name.capitalizedFirst))</strong> — \(HTML.escape($0.description))</li>" }.joined(separator: "\n") + "\n</ol>\n"
        section("anatomy", "Anatomy", anatomy, words: spec.anatomy.map { "\($0.name): \($0.description)" })

        // Variants
        // Variants compare on the items that need the widest fixed bar (measured, not counted
        // in characters), where the choice between Scroll and Fixed matters most.
        let candidates = spec.examples.filter { $0.intent != .dont && $0.items.count <= 6 }
        let need = { (example: TabExample) -> Double in
            var fixed = example
            fixed.variant = .fixed
            let metrics = metrics(for: fixed, in: spec) ?? TabMetrics.defaults(for: .fixed)
            return previews.rules.fixedThreshold(fixed, metrics: metrics)?.width ?? 0
        }
        let telling = spec.kind == .tabs ? candidates.map { ($0, need($0)) }.max { $0.1 < $1.1 }?.0 ?? base : base
        section("variants", "Variants", variantsSection(spec, base: telling, figure: figure),
                words: spec.variants.map { "\($0.name): \($0.description)" }, keywords: spec.variants.map(\.name))

        // Notes (When to use, …)
        if let notes, !notes.html.isEmpty {
            out.html += "<div class=\"component-notes\">\n\(notes.html)</div>\n"
            out.toc += notes.toc
            out.sections += notes.sections
        }

        // Examples
        var examples = ""
        // Download names come from titles; two examples may share one, so they are numbered.
        var fileNames = HeadingSlugger(reserved: [])
        var downloads: [(title: String, slug: String, json: String)] = []
        let links = GuidelineLinker(targets: targets, directory: "components/\(spec.name)/")
        for example in spec.examples {
            guard let rendered = previews.render(example, idPrefix: nextID(), content: spec.content, metrics: metrics(for: example, in: spec),
                                                 links: links) else { continue }
            out.previewCount += 1
            out.diagnostics += rendered.diagnostics
            if let title = example.title { examples += "<h3>\(HTML.escape(title))</h3>\n" }
            examples += rendered.html
            let slug = fileNames.slug(for: example.title ?? "example")
            var file = TabBarSVGRenderer(idPrefix: slug, textScale: example.textScale)
            file.standalone = true
            out.files["components/\(spec.name)/examples/\(slug).svg"] = file.render(rendered.layout)
            let json = LayoutJSON.encode(rendered.layout)
            out.files["components/\(spec.name)/examples/\(slug).json"] = json
            let verdict = example.intent.map { $0 == .do ? " (Do)" : " (Don’t)" } ?? ""
            downloads.append(((example.title ?? "Example") + verdict, slug, json))
        }
        // Labels are searchable: a reader looking for "Inbox" finds the component that shows it.
        let exampleWords = spec.examples.map { example in
            ([example.title, example.caption].compactMap { $0 } + example.items.map(\.label)).joined(separator: " ")
        }
        if !examples.isEmpty { section("examples", "Examples", examples, words: exampleWords) }

        // States
        section("states", "States", statesSection(spec, base: base, figure: figure), words: spec.states)

        // Text sizes
        let sizes = [1.0, 1.35, 2.0].map { scale -> String in
            var example = base
            example.textScale = scale
            return figure(example, caption: "Text at \(SVGNumber.format(scale * 100)) %")
        }.joined()
        section("text-sizes", "Text sizes", "<p>The same items with larger text, as readers set it for accessibility. Only the font size grows; the engine re-measures every label.</p>\n<div class=\"preview-grid\">\n\(sizes)</div>\n")

        // Right-to-left and pseudo-localised
        var mirrored = base
        mirrored.rightToLeft = true
        var pseudo = base
        pseudo.items = base.items.map { item in var item = item; item.label = PseudoLocalizer.lengthen(item.label); return item }
        section("localization", "Right-to-left and translation",
                "<p>Mirrored for right-to-left languages, and with labels lengthened about 40 % with accented letters, to show where translations will truncate.</p>\n<div class=\"preview-grid\">\n"
                + figure(mirrored, caption: "Right to left") + figure(pseudo, caption: "Pseudo-localized (+40 %)") + "</div>\n")

        // Known gaps
        // States the spec does not show are gaps too, unless the spec already names them.
        var gaps = spec.knownGaps
        for state in ["disabled", "badge"] where !spec.states.contains(state) {
            let named = gaps.contains { $0.lowercased().contains(state) || (state == "badge" && $0.lowercased().contains("badges")) }
            if !named { gaps.append(state == "badge" ? "Badges are not specified yet" : "The \(state) state is not specified yet") }
        }
        if !gaps.isEmpty {
            section("known-gaps", "Known gaps", "<ul>\n" + gaps.map { "<li>\(HTML.escape($0))</li>" }.joined(separator: "\n") + "\n</ul>\n", words: gaps)
        }

        // Related
        if !spec.related.isEmpty {
            let links = spec.related.map { name -> String in
                if let title = componentTitles[name] { return "<li><a href=\"../\(HTML.escape(name))/index.html\">\(HTML.escape(title))</a></li>" }
                return "<li>\(HTML.escape(name))</li>"
            }
            section("related", "Related components", "<ul>\n" + links.joined(separator: "\n") + "\n</ul>\n")
        }

        // For engineers
        var engineers = "<p>Each example's computed geometry (points, from the preview font's metrics) and its SVG.</p>\n"
        // In the order of the examples above, named by their titles.
        for (title, name, json) in downloads {
            engineers += "<details class=\"for-engineers\">\n<summary>\(HTML.escape(title)) — <code>\(HTML.escape(name)).svg</code></summary>\n<pre><code class=\"language-json\">\(HTML.escape(json))</code></pre>\n"
            engineers += "<p><a href=\"examples/\(HTML.escape(name)).svg\" download>Download SVG</a> · <a href=\"examples/\(HTML.escape(name)).json\" download>Download JSON</a></p>\n</details>\n"
        }
        section("for-engineers", "For engineers", engineers)
        return out
    }

    // MARK: Sections

    private func variantsSection(_ spec: ComponentSpec, base: TabExample, figure: (TabExample, String, Double?) -> String) -> String {
        var body = ""
        for variant in spec.variants where !variant.description.isEmpty {
            body += "<p><strong>\(HTML.escape(variant.name.capitalizedFirst))</strong> — \(HTML.escape(variant.description))</p>\n"
        }
        let widths = deviceWidths.sorted()
        switch spec.kind {
        case .tabs:
            var scroll = base, fixed = base
            scroll.variant = .scroll
            fixed.variant = .fixed
            body += "<div class=\"preview-grid preview-grid--pairs\">\n"
            for width in widths {
                body += figure(scroll, "Scroll, \(SVGNumber.format(width)) pt", width) + figure(fixed, "Fixed, \(SVGNumber.format(width)) pt", width)
            }
            body += "</div>\n"
            body += recommendation(fixed, metrics: metrics(for: fixed, in: spec))
        case .tabBar:
            body += "<div class=\"preview-grid\">\n"
            for width in widths {
                var example = base
                example.device = width >= 600 ? .tablet : .phone
                body += figure(example, "\(example.device == .tablet ? "Tablet" : "Phone"), \(SVGNumber.format(width)) pt", width)
            }
            body += "</div>\n"
        case .segmentedControl:
            body += "<div class=\"preview-grid\">\n"
            for width in widths { body += figure(base, "\(SVGNumber.format(width)) pt", width) }
            body += "</div>\n"
        }
        return body
    }

    /// "Fixed fits these labels down to 320 pt" or "Fixed truncates Specifications below 412 pt: use Scroll".
    private func recommendation(_ fixed: TabExample, metrics: TabMetrics?) -> String {
        let metrics = metrics ?? TabMetrics.defaults(for: .fixed)
        guard let smallest = deviceWidths.min(), let threshold = previews.rules.fixedThreshold(fixed, metrics: metrics) else { return "" }
        let large = previews.rules.fixedThreshold(fixed, metrics: metrics, textScale: GuidelineRules.largeTextScale)
        let below = GuidelineRules.wholePoints
        if threshold.width <= smallest, let large, large.width <= smallest {
            return "<p class=\"callout callout--ok\">Fixed fits these labels down to \(SVGNumber.format(smallest)) pt, also with text at 135 %.</p>\n"
        }
        if threshold.width <= smallest, let large {
            return "<p class=\"callout callout--warn\">Fixed fits these labels down to \(SVGNumber.format(smallest)) pt, but with text at 135 % it truncates \(HTML.escape(large.label)) below \(below(large.width)) pt: use Scroll.</p>\n"
        }
        return "<p class=\"callout callout--warn\">Fixed truncates \(HTML.escape(threshold.label)) below \(below(threshold.width)) pt: use Scroll.</p>\n"
    }

    private func statesSection(_ spec: ComponentSpec, base: TabExample, figure: (TabExample, String, Double?) -> String) -> String {
        let states = spec.states.isEmpty ? ["default", "active"] : spec.states
        var body = "<div class=\"preview-grid\">\n"
        let target = base.items.count > 1 ? (base.selected == 1 ? 0 : 1) : 0
        for state in states {
            var example = base
            example.items = base.items.map { item in var item = item; item.pressed = false; item.disabled = false; item.badge = nil; return item }
            switch state {
            case "pressed": example.items[target].pressed = true
            case "active": example.selected = target
            case "disabled": example.items[target].disabled = true
            case "badge": example.items[target].badge = "3"
            default: break
            }
            if state != "active" && example.selected == target { example.selected = target == 0 ? min(1, example.items.count - 1) : 0 }
            body += figure(example, "\(state.capitalizedFirst): \(base.items[target].label)", nil)
        }
        return body + "</div>\n"
    }

    // MARK: Helpers

    /// The spec's metrics for examples drawn as the spec's own kind (a tabs spec's scroll and
    /// fixed bars); the engine's defaults for any other variant an example borrows.
    private func metrics(for example: TabExample, in spec: ComponentSpec) -> TabMetrics? {
        guard let metrics = spec.metrics else { return nil }
        switch (spec.kind, example.variant) {
        case (.tabs, .scroll), (.tabs, .fixed), (.tabBar, .tabBar), (.segmentedControl, .segmented): return metrics
        default: return nil
        }
    }

    private func defaultExample(_ spec: ComponentSpec) -> TabExample {
        let location = SourceLocation(file: spec.sourcePath, line: 1, column: 1)
        let labels = spec.kind == .tabBar ? ["Home", "Search", "Library", "Profile"] : ["Overview", "Details", "Reviews"]
        return TabExample(variant: spec.kind.defaultVariant,
                          items: labels.map { TabExample.Item(label: $0, labelLocation: location) },
                          location: location, itemsLocation: location)
    }
}
