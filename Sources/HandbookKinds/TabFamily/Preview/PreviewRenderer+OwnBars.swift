import Mustache
import TabLayout

/// The pictures and words the floating and top bars add to an example's figure: the floating
/// bar minimised while the page scrolls, the sidebar a sidebar-adaptable iPad bar turns into,
/// and which lengths came from the spec (`partials/preview-lengths.mustache`: `{lengths:
/// [{name, value, unit}], note}`), since Apple publishes none of them.
extension PreviewRenderer {
    /// The template that says which lengths came from the spec.
    package static let lengthsTemplate = "partials/preview-lengths"

    /// The minimised bar or the sidebar, each a figure of its own in `theme`'s paints.
    package func ownBarFigures(_ layout: TabBarLayout, drawing: TabBarSVGRenderer, theme: Any?) -> String {
        var figures: [(svg: String, label: String, caption: String, alone: String?)] = []
        if let svg = drawing.renderMinimized(layout) {
            let search = layout.floating?.search == nil ? "" : ", the search tab beside it at the trailing edge"
            figures.append((svg, "Floating tab bar, minimised",
                            "Minimised while the page scrolls (iPhone only): the selected tab alone at the leading edge\(search).", nil))
        }
        // The sidebar on the iPad's screen, as tall as it: iPadOS runs it down the leading edge.
        var alone = drawing
        alone.idPrefix += "-alone"
        if let svg = drawing.renderSidebarOnScreen(layout, screen: .screen(for: layout, platform: pack.tag, tablet: true)) {
            figures.append((svg, "Sidebar on a tablet's screen", "The same tabs as a sidebar down the screen's leading edge: the button at the bar's leading edge turns one into the other.", alone.renderSidebar(layout)))
        }
        return figures.map { figure in
            var context: [String: Any] = ["svg": figure.svg, "label": figure.label, "caption": ["text": figure.caption]]
            if let theme { context["theme"] = theme }
            if let alone = figure.alone {
                context["onScreen"] = true
                context["alone"] = alone
            }
            return library.render(context, theme: Conventions.previewTemplate)
        }.joined()
    }

    /// The lengths the spec gave the bar, in the order its keys are declared; empty for other bars.
    package func specLengths(of layout: TabBarLayout) -> [(name: String, value: Double)] {
        if layout.variant == .floatingTabBar, let lengths = layout.metrics.floating {
            return FloatingBarLength.allCases.compactMap { key in lengths[key].map { (key.words, $0) } }
        }
        if layout.variant == .topTabBar, let lengths = layout.metrics.topBar {
            return TopBarLength.allCases.filter { layout.topBar?.sidebar != nil || ($0 != .sidebarWidth && $0 != .sidebarRowHeight) }
                .compactMap { key in lengths[key].map { (key.words, $0) } }
        }
        return []
    }

    /// What the page says under the figure: each length the spec gave, and that Apple gives none.
    package func lengthsNote(_ layout: TabBarLayout) -> String {
        let lengths = specLengths(of: layout)
        guard !lengths.isEmpty else { return "" }
        let context: [String: Any] = [
            "lengths": lengths.map { ["name": $0.name, "value": SVGNumber.format($0.value), "unit": pack.unit] },
            "note": noteOnDerivedLengths(layout),
        ]
        return library.render(context, theme: Self.lengthsTemplate)
    }

    /// The same in Markdown, for the page's twin.
    package func lengthsFacts(_ layout: TabBarLayout) -> String {
        let lengths = specLengths(of: layout)
        guard !lengths.isEmpty else { return "" }
        var text = "\nFrom the spec: " + lengths.map { "\($0.name) \(SVGNumber.format($0.value)) \(pack.unit)" }.joined(separator: ", ") + ". "
        text += noteOnDerivedLengths(layout) + "\n"
        if let minimized = layout.floating?.minimized, layout.items.indices.contains(layout.activeIndex) {
            text += "\nMinimised while the page scrolls: \(layout.items[layout.activeIndex].label) alone, \(MarkdownLiteral.number(minimized.bar.width)) × \(MarkdownLiteral.number(minimized.bar.height)) \(pack.unit)"
            text += (minimized.search == nil ? "" : ", the search tab beside it") + ".\n"
        }
        if let sidebar = layout.topBar?.sidebar {
            text += "\nAs a sidebar: " + sidebar.rows.map { MarkdownLiteral.text($0.text) }.joined(separator: ", ") + ", \(MarkdownLiteral.number(sidebar.panel.width)) \(pack.unit) wide.\n"
        }
        return text
    }

    /// Apple publishes none of these lengths; and what the drawing takes from them.
    private func noteOnDerivedLengths(_ layout: TabBarLayout) -> String {
        var note = "Apple publishes none of these lengths."
        if layout.floating?.search != nil { note += " The search tab is drawn as a circle as tall as the bar." }
        if layout.variant == .floatingTabBar, layout.metrics.floating?[.minimizedWidth] == nil { note += " The minimised bar is as wide as it is high." }
        // An SVG cannot sample what lies behind it as the platform's material does: say so,
        // so nobody takes the tint for a measured one.
        if layout.variant == .floatingTabBar {
            note += " The glass is approximated (a translucent fill, a hairline and a shadow over the page); every length and label is computed."
        }
        return note
    }
}
