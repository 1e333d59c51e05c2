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
        // The verdicts `check` reports from (`SpecContrast`), never worked out again here: the
        // themes this section draws, and Android's Material roles when the spec draws that bar too.
        let platform = all.pack.platform
        let drawn = page.contrast.verdicts(on: platform)
        let material = platform != .android && spec.platforms.contains(.android) ? page.contrast.android : []
        for (index, theme) in themes.enumerated() {
            var single = all
            single.themes = [theme]
            var example = page.base
            example.intent = nil
            example.title = nil
            example.caption = theme.name
            let rendered: PreviewRenderer.Rendered
            let id = page.nextID()
            do throws(DiagnosticsError) {
                rendered = try single.render(example, idPrefix: id, content: spec.content, metrics: page.metrics(for: example))
            } catch {
                page.report(error)
                continue
            }
            page.countPreview()
            page.keep([rendered.record(id, on: single)])
            let cells = (drawn[safe: index] ?? []).map { Self.cell($0, named: $0.pair.what) }
                + (material[safe: index] ?? []).map { Self.cell($0, named: "Android: " + $0.pair.what) }
            words.append(theme.name)
            columns.append(["name": theme.name, "tokens": theme.dataTokens, "figure": ComponentPageDraft.line(rendered.html), "pairs": cells])
        }
        // One table for every theme: a row per pair, a cell per theme, so themes compare at a glance.
        var order: [String] = []
        for column in columns {
            for cell in column["pairs"] as? [[String: Any]] ?? [] where !order.contains(cell["what"] as? String ?? "") { order.append(cell["what"] as? String ?? "") }
        }
        let rows = order.map { what -> [String: Any] in
            let cells = columns.compactMap { ($0["pairs"] as? [[String: Any]])?.first { $0["what"] as? String == what } }
            return ["what": what, "foreground": cells.first?["foreground"] ?? "", "background": cells.first?["background"] ?? "", "cells": cells]
        }
        return SectionContent(context: ["themes": columns, "pairs": rows], words: words)
    }

    /// A verdict as a cell of the table.
    private static func cell(_ verdict: ContrastRules.Verdict, named what: String) -> [String: Any] {
        let minimum = verdict.minimum
        return ["what": what, "foreground": verdict.foreground.name, "background": verdict.background.name,
                "foregroundColor": verdict.foreground.color.cssValue, "backgroundColor": verdict.background.color.cssValue,
                "ratio": ContrastRules.format(verdict.ratio), "minimum": ContrastRules.format(minimum, digits: minimum == minimum.rounded() ? 0 : 1),
                "apca": ContrastRules.format(verdict.apca, digits: 1), "passes": verdict.passes, "rule": verdict.pair.rule.id,
                "theme": (verdict.platform.map { "[\($0.rawValue)] " } ?? "") + "[\(verdict.theme)]"]
    }
}
