/// The spec's own prose (`components/NAME.md`), between the variants and the examples.
package struct NotesSection: ComponentPageSection {
    package init() {}

    /// The section's id, which the page builder splits into the notes' own places (`NotesSlots`).
    package static let slot = "notes"
    package let id = NotesSection.slot
    package let title = "Notes"

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        guard let notes = page.notes, !notes.html.isEmpty else { return nil }
        return SectionContent(context: ["html": notes.html], placement: .inline(toc: notes.toc, search: notes.sections))
    }
}

/// Each state the spec lists, shown on one item.
package struct StatesSection: ComponentPageSection {
    package let id = "states"
    package let title = "States"

    package init() {}

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let base = page.base
        let states = page.spec.states.isEmpty ? ["default", "active"] : page.spec.states
        let target = base.items.count > 1 ? (base.selected == 1 ? 0 : 1) : 0
        var figures: [String] = []
        for state in states {
            var example = base
            example.items = base.items.map { item in
                var item = item
                (item.pressed, item.hovered, item.focused, item.disabled, item.badge) = (false, false, false, false, nil)
                return item
            }
            switch state {
            case "pressed": example.items[target].pressed = true
            case "hover": example.items[target].hovered = true
            case "focus": example.items[target].focused = true
            case "active": example.selected = target
            case "disabled": example.items[target].disabled = true
            case "badge": example.items[target].badge = "3"
            default: break
            }
            if state != "active" && example.selected == target { example.selected = target == 0 ? min(1, example.items.count - 1) : 0 }
            if let figure = page.figure(example, caption: "\(state.capitalizedFirst): \(base.items[target].label)") { figures.append(figure) }
        }
        return SectionContent(context: ["figures": figures], words: page.spec.states)
    }
}

/// The bar mirrored for right-to-left languages, and with pseudo-localised labels.
package struct LocalizationSection: ComponentPageSection {
    package let id = "localization"
    package let title = "Right-to-left and translation"

    package init() {}

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        var mirrored = page.base
        mirrored.rightToLeft = true
        var pseudo = page.base
        pseudo.items = pseudo.items.map { item in var item = item; item.label = PseudoLocalizer.lengthen(item.label); return item }
        let figures = [page.figure(mirrored, caption: "Right to left"), page.figure(pseudo, caption: "Pseudo-localized (+40 %)")].compactMap { $0 }
        return SectionContent(context: ["figures": figures])
    }
}

/// What the spec does not cover yet; states its kind can show but the spec does not count
/// too (a badge only for a kind that draws badges).
package struct KnownGapsSection: ComponentPageSection {
    package let id = "known-gaps"
    package let title = "Known gaps"

    package init() {}

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let spec = page.spec
        var gaps = spec.knownGaps
        for state in ["disabled", "badge"] where spec.kind.supportedStates.contains(state) && !spec.states.contains(state) {
            let named = gaps.contains { $0.lowercased().contains(state) || (state == "badge" && $0.lowercased().contains("badges")) }
            if !named { gaps.append(state == "badge" ? "Badges are not specified yet" : "The \(state) state is not specified yet") }
        }
        guard !gaps.isEmpty else { return nil }
        return SectionContent(context: ["gaps": gaps], words: gaps)
    }
}

/// Links to related components (plain names for those the site has no spec for).
package struct RelatedSection: ComponentPageSection {
    package let id = "related"
    package let title = "Related components"

    package init() {}

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
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
package struct ForEngineersSection: ComponentPageSection {
    package let id = "for-engineers"
    package let title = "For engineers"

    package init() {}

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        var context: [String: Any] = ["downloads": page.downloads.map { ["title": $0.title, "name": $0.slug, "json": $0.json] }]
        let platforms = page.spec.platforms
        if platforms.isEmpty || platforms.contains(.web) {
            context[page.spec.kind.definition.navigatesBetweenDestinations ? "webNavigation" : "webTabs"] = true
        }
        return SectionContent(context: context)
    }
}
