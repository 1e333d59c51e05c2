import TabLayout
import Yams

/// Renders Markdown fenced blocks with the info string `tabbar`: the YAML of one example
/// becomes an inline preview; its errors point at lines of the .md file.
struct TabbarBlockRenderer {
    let previews: PreviewRenderer
    /// Links Don't captions to their guidelines from the page holding the blocks.
    var links: GuidelineLinker?

    /// A block renderer for one page; ids count up so several previews share the page.
    func blockRenderer() -> MarkdownRenderer.BlockRenderer {
        var count = 0
        return { info, code, location in
            guard info == "tabbar" else { return nil }
            count += 1
            // The YAML starts on the line after the opening fence.
            let document: YAMLDocument
            do throws(DiagnosticsError) {
                document = try YAMLDocument(parsing: code, path: location.file, firstLine: location.line + 1)
            } catch {
                return .init(html: Self.brokenFigure, diagnostics: error.diagnostics)
            }
            var reader = YAMLReader(document)
            guard let root = document.root else {
                return .init(html: Self.brokenFigure, diagnostics: [.error("example.empty", "this tabbar block is empty", at: location)])
            }
            guard let example = ExampleReader.read(root, kind: nil, defaultVariant: .scroll, reader: &reader) else {
                return .init(html: Self.brokenFigure, diagnostics: reader.diagnostics)
            }
            do throws(DiagnosticsError) {
                let drawing = example.platform.map { previews.on(PlatformPacks.pack(for: $0), tagging: false) } ?? previews
                let rendered = try drawing.render(example, idPrefix: "tabbar-\(count)", links: links)
                return .init(html: rendered.html, diagnostics: reader.diagnostics + rendered.diagnostics, previewCount: 1,
                             markdown: rendered.facts)
            } catch {
                return .init(html: Self.brokenFigure, diagnostics: reader.diagnostics + error.diagnostics)
            }
        }
    }

    static let brokenFigure = "<p class=\"callout callout--warn\">This preview could not be drawn; see the build's diagnostics.</p>\n"
}
