import Foundation
import TabLayout
import Yams

/// Renders Markdown fenced blocks with the info string `tabbar`: the YAML of one example
/// becomes an inline preview; its errors point at lines of the .md file.
package struct TabbarBlockRenderer {
    package let previews: PreviewRenderer
    /// Links Don't captions to their guidelines from the page holding the blocks.
    package var links: GuidelineLinker?
    /// The site's specs, whose style each block is drawn in (`BlockStyles`).
    package var styles = BlockStyles.none

    package init(previews: PreviewRenderer, links: GuidelineLinker? = nil, styles: BlockStyles = .none) {
        self.previews = previews
        self.links = links
        self.styles = styles
    }

    /// A block renderer for one page; ids count up so several previews share the page, and the
    /// first block drawn in several token themes brings the switch between them.
    package func blockRenderer() -> MarkdownRenderer.BlockRenderer {
        var count = 0
        var switched = false
        let facts = EngineFact(styles: styles, previews: previews)
        return { info, code, location in
            // A fact cited in prose: the link's reference, then its written text.
            if info == "fact" {
                let (reference, written) = code.firstIndex(of: "\n").map { (String(code[..<$0]), String(code[code.index(after: $0)...])) } ?? (code, "")
                return facts.resolve(reference, written: written, at: location)
            }
            guard info == "tabbar" else { return nil }
            count += 1
            // The YAML starts on the line after the opening fence.
            let document: YAMLDocument
            do throws(DiagnosticsError) {
                document = try YAMLDocument(parsing: code, path: location.file, firstLine: location.line + 1)
            } catch {
                return .init(html: PreviewRenderer.brokenFigure, diagnostics: error.diagnostics)
            }
            var reader = YAMLReader(document)
            guard let root = document.root else {
                return .init(html: PreviewRenderer.brokenFigure, diagnostics: [.error("example.empty", "this tabbar block is empty", at: location)])
            }
            guard let example = ExampleReader.read(root, kind: nil, defaultVariant: .scroll, reader: &reader) else {
                return .init(html: PreviewRenderer.brokenFigure, diagnostics: reader.diagnostics)
            }
            var problems = reader.diagnostics
            if let name = example.component, !styles.names.contains(name) {
                let hint = Spelling.suggestion(for: name, among: styles.names).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(.warning("spec.related", "no component spec is named '\(name)'\(hint); the block is drawn in the theme's own colours",
                                         at: example.componentLocation ?? location))
            }
            let style = styles.style(for: example, component: example.component)
            do throws(DiagnosticsError) {
                var (drawing, iconProblems) = previews.withIcons(for: [example])
                var metrics: TabMetrics?
                if let style {
                    drawing = drawing.scoped(to: style.spec)
                    // The paints the component page draws each platform in: Material's roles on Android.
                    drawing.setThemes(style.themes, android: style.androidThemes)
                    drawing.generation = style.spec.generation
                    if style.spec.kind.definition.usesSpecMetrics(for: example.variant) { metrics = style.spec.tabMetrics }
                }
                if let platform = example.platform ?? style?.spec.platform { drawing = drawing.on(PlatformPacks.pack(for: platform), tagging: false) }
                // An app's bar is drawn on its device's screen, as the component page draws it;
                // tabs and segmented controls, which live inside a screen's content, alone.
                let id = "tabbar-\(count)"
                let rendered = try drawing.render(example, idPrefix: id, metrics: metrics, links: links,
                                                  onScreen: example.onScreen ?? (example.variant.tab?.home == .screenEdge))
                var html = rendered.html
                if drawing.themes.count > 1 && !switched {
                    switched = true
                    html = ThemeSwitchSection.html(themes: drawing.themes, library: previews.library) + html
                }
                return .init(html: html, diagnostics: problems + iconProblems + rendered.diagnostics, previewCount: 1,
                             markdown: rendered.facts, renditions: [Self.json(rendered.record(id, on: drawing))])
            } catch {
                return .init(html: PreviewRenderer.brokenFigure, diagnostics: problems + error.diagnostics)
            }
        }
    }

    /// A block's rendition record as one JSON object (keys sorted, so a page's file is the
    /// same bytes every build).
    private static func json(_ record: DesignSystemAnswer.Rendition) -> String {
        var record = record
        record.section = "guideline"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them: encoding cannot fail on these values.
        guard let data = try? encoder.encode(record) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
