import TabLayout

/// The numbered parts of the component, over a diagram of the computed bar.
struct AnatomySection: ComponentPageSection {
    let id = "anatomy"
    let title = "Anatomy"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let spec = page.spec
        // A badge callout needs a badge to point at: lend one to an item that is neither
        // selected nor one the item and icon callouts use (the first two unselected ones).
        var example = page.base
        if spec.anatomy.contains(where: { $0.name.lowercased() == "badge" }), !example.items.contains(where: { $0.badge != nil }) {
            let unselected = example.items.indices.filter { $0 != example.selected }
            let index = unselected.count > 2 ? unselected[2] : (unselected.last ?? example.selected)
            example.items[index].badge = "3"
        }
        var context: [String: Any] = [
            "parts": spec.anatomy.map { ["name": $0.name.capitalizedFirst, "description": $0.description] },
        ]
        if let diagram = AnatomyDiagram(previews: page.previews).render(example, parts: spec.anatomy.map(\.name), idPrefix: page.nextID(),
                                                                         metrics: page.metrics(for: page.base)) {
            context["diagram"] = diagram
            page.countPreview()
        }
        return SectionContent(context: context, words: spec.anatomy.map { "\($0.name): \($0.description)" })
    }
}

/// Every variant at every device width, and for tabs the computed choice between Scroll and Fixed.
struct VariantsSection: ComponentPageSection {
    let id = "variants"
    let title = "Variants"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let spec = page.spec
        let example = comparedExample(page)
        var figures: [String] = []
        var recommendation: [String: Any]?
        switch spec.kind {
        case .tabs:
            var scroll = example, fixed = example
            scroll.variant = .scroll
            fixed.variant = .fixed
            for width in page.deviceWidths {
                figures.append(page.figure(scroll, caption: "Scroll, \(SVGNumber.format(width)) pt", width: width))
                figures.append(page.figure(fixed, caption: "Fixed, \(SVGNumber.format(width)) pt", width: width))
            }
            recommendation = FixedRecommendation(rules: page.previews.rules, deviceWidths: page.deviceWidths)
                .advice(for: fixed, metrics: page.metrics(for: fixed) ?? TabMetrics.defaults(for: .fixed))
        case .tabBar:
            for width in page.deviceWidths {
                var bar = example
                bar.device = width >= Conventions.tabletMinimumWidth ? .tablet : .phone
                figures.append(page.figure(bar, caption: "\(bar.device == .tablet ? "Tablet" : "Phone"), \(SVGNumber.format(width)) pt", width: width))
            }
        case .segmentedControl:
            for width in page.deviceWidths { figures.append(page.figure(example, caption: "\(SVGNumber.format(width)) pt", width: width)) }
        }
        var context: [String: Any] = [
            "variants": spec.variants.filter { !$0.description.isEmpty }.map { ["name": $0.name.capitalizedFirst, "description": $0.description] },
            "figures": figures,
            "pairs": spec.kind == .tabs,
        ]
        if let recommendation { context["recommendation"] = recommendation }
        return SectionContent(context: context, words: spec.variants.map { "\($0.name): \($0.description)" }, keywords: spec.variants.map(\.name))
    }

    /// Tabs compare on the example that needs the widest fixed bar (measured, not counted in
    /// characters), where the choice between Scroll and Fixed matters most.
    private func comparedExample(_ page: ComponentPageDraft) -> TabExample {
        guard page.spec.kind == .tabs else { return page.base }
        let need = { (example: TabExample) -> Double in
            var fixed = example
            fixed.variant = .fixed
            let metrics = page.metrics(for: fixed) ?? TabMetrics.defaults(for: .fixed)
            return page.previews.rules.fixedThreshold(fixed, metrics: metrics)?.width ?? 0
        }
        let candidates = page.spec.examples.filter { $0.intent != .dont && $0.items.count <= 6 }
        return candidates.map { ($0, need($0)) }.max { $0.1 < $1.1 }?.0 ?? page.base
    }
}

/// The spec's own prose (`components/NAME.md`), between the variants and the examples.
struct NotesSection: ComponentPageSection {
    let id = "notes"
    let title = "Notes"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        guard let notes = page.notes, !notes.html.isEmpty else { return nil }
        return SectionContent(context: ["html": notes.html], placement: .inline(toc: notes.toc, search: notes.sections))
    }
}

/// Every example of the spec, Do and Don't, with its findings; each also published as SVG and JSON.
struct ExamplesSection: ComponentPageSection {
    let id = "examples"
    let title = "Examples"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let spec = page.spec
        var examples: [[String: Any]] = []
        // Download names come from titles; two examples may share one, so they are numbered.
        var fileNames = HeadingSlugger(reserved: [])
        for example in spec.examples {
            guard let rendered = page.previews.render(example, idPrefix: page.nextID(), content: spec.content,
                                                      metrics: page.metrics(for: example), links: page.links, inEveryLocale: true) else { continue }
            page.countPreview()
            page.diagnostics += rendered.diagnostics
            var entry: [String: Any] = ["figure": ComponentPageDraft.line(rendered.html)]
            if let title = example.title { entry["title"] = title }
            examples.append(entry)
            let slug = fileNames.slug(for: example.title ?? "example")
            var file = TabBarSVGRenderer(idPrefix: slug, textScale: example.textScale)
            file.standalone = true
            page.files[page.directory + "examples/\(slug).svg"] = file.render(rendered.layout)
            let json = LayoutJSON.encode(rendered.layout)
            page.files[page.directory + "examples/\(slug).json"] = json
            let verdict = example.intent.map { $0 == .do ? " (Do)" : " (Don’t)" } ?? ""
            page.downloads.append(.init(title: (example.title ?? "Example") + verdict, slug: slug, json: json))
        }
        guard !examples.isEmpty else { return nil }
        // Labels are searchable: a reader looking for "Inbox" finds the component that shows it.
        let words = spec.examples.map { example in
            ([example.title, example.caption].compactMap { $0 } + example.items.map(\.label)).joined(separator: " ")
        }
        return SectionContent(context: ["examples": examples], words: words)
    }
}

/// Each state the spec lists, shown on one item.
struct StatesSection: ComponentPageSection {
    let id = "states"
    let title = "States"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let base = page.base
        let states = page.spec.states.isEmpty ? ["default", "active"] : page.spec.states
        let target = base.items.count > 1 ? (base.selected == 1 ? 0 : 1) : 0
        var figures: [String] = []
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
            figures.append(page.figure(example, caption: "\(state.capitalizedFirst): \(base.items[target].label)"))
        }
        return SectionContent(context: ["figures": figures], words: page.spec.states)
    }
}

/// The same items at larger text sizes, re-measured by the engine.
struct TextSizesSection: ComponentPageSection {
    let id = "text-sizes"
    let title = "Text sizes"
    static let scales = [1.0, 1.35, 2.0]

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        var figures: [String] = []
        for scale in Self.scales {
            var example = page.base
            example.textScale = scale
            figures.append(page.figure(example, caption: "Text at \(SVGNumber.format(scale * 100)) %"))
        }
        return SectionContent(context: ["figures": figures])
    }
}

/// The bar mirrored for right-to-left languages, and with pseudo-localised labels.
struct LocalizationSection: ComponentPageSection {
    let id = "localization"
    let title = "Right-to-left and translation"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        var mirrored = page.base
        mirrored.rightToLeft = true
        var pseudo = page.base
        pseudo.items = pseudo.items.map { item in var item = item; item.label = PseudoLocalizer.lengthen(item.label); return item }
        let figures = [page.figure(mirrored, caption: "Right to left"), page.figure(pseudo, caption: "Pseudo-localized (+40 %)")]
        return SectionContent(context: ["figures": figures])
    }
}

/// What the spec does not cover yet; states it does not show count too.
struct KnownGapsSection: ComponentPageSection {
    let id = "known-gaps"
    let title = "Known gaps"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let spec = page.spec
        var gaps = spec.knownGaps
        for state in ["disabled", "badge"] where !spec.states.contains(state) {
            let named = gaps.contains { $0.lowercased().contains(state) || (state == "badge" && $0.lowercased().contains("badges")) }
            if !named { gaps.append(state == "badge" ? "Badges are not specified yet" : "The \(state) state is not specified yet") }
        }
        guard !gaps.isEmpty else { return nil }
        return SectionContent(context: ["gaps": gaps], words: gaps)
    }
}

/// Links to related components (plain names for those the site has no spec for).
struct RelatedSection: ComponentPageSection {
    let id = "related"
    let title = "Related components"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        guard !page.spec.related.isEmpty else { return nil }
        let related = page.spec.related.map { name -> [String: Any] in
            guard let title = page.componentTitles[name] else { return ["title": name] }
            return ["title": title, "url": SitePath.relative(from: page.directory, to: Conventions.componentPage(name))]
        }
        return SectionContent(context: ["related": related])
    }
}

/// Each example's layout JSON and SVG, for engineers, in the order the examples are shown.
struct ForEngineersSection: ComponentPageSection {
    let id = "for-engineers"
    let title = "For engineers"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        SectionContent(context: ["downloads": page.downloads.map { ["title": $0.title, "name": $0.slug, "json": $0.json] }])
    }
}
