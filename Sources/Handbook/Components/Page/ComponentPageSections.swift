
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
        // One diagram per token theme, switched with the page's other previews.
        let themes = page.previews.themes
        let shown = PreviewThemeSet(themes)
        var diagrams: [[String: Any]] = []
        for (index, theme) in (themes.isEmpty ? [nil] : themes.map(Optional.some)).enumerated() {
            let id = page.nextID()
            let svg: String
            do throws(DiagnosticsError) {
                svg = try AnatomyDiagram(previews: page.previews).render(example, parts: spec.anatomy.map(\.name), idPrefix: id,
                                                                         metrics: page.metrics(for: page.base), palette: theme?.palette)
            } catch {
                page.report(error)
                continue
            }
            var diagram: [String: Any] = ["svg": svg]
            if let theme, themes.count > 1 { diagram["theme"] = shown.context(for: theme) }
            diagrams.append(diagram)
            if index == 0 { context["diagram"] = svg }
            page.countPreview()
        }
        if !diagrams.isEmpty { context["diagrams"] = diagrams }
        if themes.count > 1 { context["hasThemes"] = true }
        return SectionContent(context: context, words: spec.anatomy.map { "\($0.name): \($0.description)" })
    }
}

/// The spec's own prose (`components/NAME.md`), between the variants and the examples.
struct NotesSection: ComponentPageSection {
    /// The section's id, which the page builder splits into the notes' own places (`NotesSlots`).
    static let slot = "notes"
    let id = NotesSection.slot
    let title = "Notes"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        guard let notes = page.notes, !notes.html.isEmpty else { return nil }
        return SectionContent(context: ["html": notes.html], placement: .inline(toc: notes.toc, search: notes.sections))
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

/// Each example's layout JSON and SVG, for engineers, in the order the examples are shown;
/// for a spec that ships on the web (it names the web, or no platform), how to build it
/// accessibly there: the WAI-ARIA tabs pattern for tabs and segmented controls, a navigation
/// landmark for an app's tab bar.
struct ForEngineersSection: ComponentPageSection {
    let id = "for-engineers"
    let title = "For engineers"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        var context: [String: Any] = ["downloads": page.downloads.map { ["title": $0.title, "name": $0.slug, "json": $0.json] }]
        let platforms = page.spec.platforms
        if platforms.isEmpty || platforms.contains(.web) {
            context[page.spec.kind.definition.navigatesBetweenDestinations ? "webNavigation" : "webTabs"] = true
        }
        return SectionContent(context: context)
    }
}
