/// The numbered parts of the component, over a diagram of the computed bar.
package struct AnatomySection: ComponentPageSection {
    package let id = "anatomy"
    package let title = "Anatomy"

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
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
                                                                         metrics: page.metrics(for: page.base, in: theme), palette: theme?.palette)
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
