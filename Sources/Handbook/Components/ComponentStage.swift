import Foundation
import TabLayout

/// The build step that loads component specs and their notes and makes their pages.
struct ComponentStage {
    let inventory: ContentInventory
    let targets: LinkTargets
    let previews: PreviewRenderer
    let config: SiteConfig

    struct Result {
        var pages: [Page] = []
        var files: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
    }

    static func name(of specPath: String) -> String {
        var name = String(specPath.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        return SitePath.slug(name)
    }

    func run() -> Result {
        var result = Result()
        var specs: [ComponentSpec] = []
        var owners: [String: String] = [:]
        for path in inventory.componentSpecs {
            let display = inventory.displayPath(path)
            let source: SourceText
            do {
                source = try SourceText.read(contentsOf: inventory.filePath(path), displayPath: display)
            } catch {
                result.diagnostics += error.diagnostics
                continue
            }
            let (spec, found) = ComponentSpecLoader.load(source, name: Self.name(of: path), sourcePath: path)
            result.diagnostics += found
            guard let spec else { continue }
            if let other = owners[spec.component.lowercased()] {
                result.diagnostics.append(.error("spec.duplicate", "two specs describe '\(spec.component)': this one and '\(other)'",
                                                 at: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            owners[spec.component.lowercased()] = display
            specs.append(spec)
        }
        let titles = Dictionary(specs.map { ($0.name, $0.component) }, uniquingKeysWith: { first, _ in first })
        let builder = ComponentPageBuilder(previews: previews, deviceWidths: config.deviceWidths, componentTitles: titles)
        let built = concurrentMap(specs) { spec in
            let notes = notes(for: spec)
            return (spec, notes, builder.build(spec, notes: notes))
        }
        for (spec, notes, output) in built {
            result.diagnostics += output.diagnostics
            result.files.merge(output.files) { first, _ in first }
            var ids = Set(output.toc.map(\.id))
            ids.formUnion(notes?.headingIDs ?? [])
            let body = RenderedMarkdown(html: output.html, toc: output.toc, headingIDs: ids, leadingTitle: nil,
                                        diagnostics: [], links: notes?.links ?? [], plainText: spec.summary,
                                        previewCount: output.previewCount + (notes?.previewCount ?? 0))
            result.pages.append(Page(kind: .component, sourcePath: spec.sourcePath, directory: "components/\(spec.name)/",
                                     title: spec.component, summary: spec.summary, order: nil, sectionKey: "components", body: body))
        }
        return result
    }

    /// The spec's `NAME.md`, rendered with links resolved from the component's page.
    private func notes(for spec: ComponentSpec) -> RenderedMarkdown? {
        let path = "components/\(spec.name).md"
        guard inventory.componentNotes.contains(path) else { return nil }
        let display = inventory.displayPath(path)
        guard let source = try? SourceText.read(contentsOf: inventory.filePath(path), displayPath: display),
              let split = try? FrontMatter.split(source.text, path: display) else { return nil }
        let renderer = MarkdownRenderer(
            allowsRawHTML: config.allowsRawHTML, dropsLeadingTitle: true,
            linkResolver: PageLinkResolver(targets: targets, sourcePath: path, directory: "components/\(spec.name)/"),
            blockRenderer: TabbarBlockRenderer(previews: previews).blockRenderer())
        return renderer.render(split.body, path: display)
    }
}
