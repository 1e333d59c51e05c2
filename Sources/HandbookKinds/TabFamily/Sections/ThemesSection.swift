import DesignTokens

/// The component in every theme its tokens define, side by side, with the contrast of each
/// pair of paints the guidelines check (WCAG 2.2 ratio and APCA Lc).
package struct ThemesSection: ComponentPageSection {
    package let id = "themes"
    package let title = "Themes"

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let themes = page.previews.themes
        guard !themes.isEmpty else { return nil }
        let spec = page.spec
        var columns: [[String: Any]] = []
        var words: [String] = []
        let all = page.previews
        for theme in themes {
            var single = all
            single.themes = [theme]
            var example = page.base
            example.intent = nil
            example.title = nil
            example.caption = theme.name
            let rendered: PreviewRenderer.Rendered
            do throws(DiagnosticsError) {
                rendered = try single.render(example, idPrefix: page.nextID(), content: spec.content, metrics: page.metrics(for: example))
            } catch {
                page.report(error)
                continue
            }
            page.countPreview()
            let pairs = spec.kind.definition.contrastPairs.compactMap { pair -> [String: Any]? in
                guard let top = theme.paints[pair.foreground], let bottom = theme.paints[pair.background] else { return nil }
                let ratio = Contrast.wcagRatio(foreground: top.color, background: bottom.color)
                // The table states the rule's ratio for normal text; the finding weighs large text too.
                let minimum = pair.minimum(text: 4.5)
                let passes = (ratio * 100).rounded(.down) / 100 >= minimum
                return ["what": pair.what, "foreground": top.name, "background": bottom.name,
                        "foregroundColor": top.color.cssValue, "backgroundColor": bottom.color.cssValue,
                        "ratio": ContrastRules.format(ratio), "minimum": ContrastRules.format(minimum, digits: minimum == 3 ? 0 : 1),
                        "apca": ContrastRules.format(Contrast.apcaLc(text: top.color, background: bottom.color), digits: 1),
                        "passes": passes, "rule": pair.rule.id]
            }
            words.append(theme.name)
            columns.append(["name": theme.name, "tokens": theme.dataTokens, "figure": ComponentPageDraft.line(rendered.html), "pairs": pairs])
        }
        // One table for every theme: a row per pair, a cell per theme, so themes compare at a glance.
        let rows = (columns.first?["pairs"] as? [[String: Any]] ?? []).indices.map { index -> [String: Any] in
            let cells = columns.compactMap { ($0["pairs"] as? [[String: Any]])?[safe: index] }
            return ["what": cells.first?["what"] ?? "", "foreground": cells.first?["foreground"] ?? "", "background": cells.first?["background"] ?? "",
                    "cells": cells]
        }
        return SectionContent(context: ["themes": columns, "pairs": rows], words: words)
    }
}
