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
            // Two specs may not share a page: not the same component, nor file names that
            // slug to the same folder (`Tabs.yml` beside `tabs.yml`).
            let at = spec.componentLocation ?? SourceLocation(file: display, line: 1, column: 1)
            if let other = owners[spec.component.lowercased()] ?? owners["file:" + spec.name] {
                result.diagnostics.append(.error("spec.duplicate", "two specs describe '\(spec.component)': this one and '\(other)'", at: at,
                                                 explanation: "Each component has one spec and one page at components/\(spec.name)/."))
                continue
            }
            owners[spec.component.lowercased()] = display
            owners["file:" + spec.name] = display
            specs.append(spec)
        }
        let titles = Dictionary(specs.map { ($0.name, $0.component) }, uniquingKeysWith: { first, _ in first })
        for spec in specs {
            for (name, location) in zip(spec.related, spec.relatedLocations) where titles[name] == nil {
                let hint = Spelling.suggestion(for: name, among: Array(titles.keys)).map { "; did you mean '\($0)'?" } ?? ""
                result.diagnostics.append(.warning("spec.related", "no component spec is named '\(name)'\(hint)", at: location,
                                                   explanation: "Related components are named by their spec's file name, e.g. tab-bar for components/tab-bar.yml."))
            }
        }
        let builder = ComponentPageBuilder(previews: previews, deviceWidths: config.deviceWidths, componentTitles: titles, targets: targets)
        let built = concurrentMap(specs) { spec in
            let (notes, problems) = notes(for: spec)
            return (spec, notes, problems, builder.build(spec, notes: notes))
        }
        for (spec, notes, problems, output) in built {
            result.diagnostics += problems + output.diagnostics
            result.files.merge(output.files) { first, _ in first }
            let ids = Set(output.toc.map(\.id)).union(notes?.headingIDs ?? [])
            let body = RenderedMarkdown(html: output.html, toc: output.toc, headingIDs: ids, leadingTitle: nil,
                                        diagnostics: [], links: notes?.links ?? [], sections: output.sections,
                                        previewCount: output.previewCount + (notes?.previewCount ?? 0))
            result.pages.append(Page(kind: .component, sourcePath: spec.sourcePath, directory: "components/\(spec.name)/",
                                     title: spec.component, summary: spec.summary, order: nil, sectionKey: "components", body: body))
        }
        return result
    }

    /// The spec's `NAME.md`, rendered once with links resolved from the component's page,
    /// and what was found wrong in it (broken links, `tabbar` blocks, unreadable files).
    private func notes(for spec: ComponentSpec) -> (RenderedMarkdown?, [Diagnostic]) {
        let path = "components/\(spec.name).md"
        guard inventory.componentNotes.contains(path) else { return (nil, []) }
        let display = inventory.displayPath(path)
        let split: FrontMatter
        do {
            let source = try SourceText.read(contentsOf: inventory.filePath(path), displayPath: display)
            split = try FrontMatter.split(source.text, path: display)
        } catch {
            return (nil, error.diagnostics)
        }
        let renderer = MarkdownRenderer(
            allowsRawHTML: config.allowsRawHTML, dropsLeadingTitle: true,
            linkResolver: PageLinkResolver(targets: targets, sourcePath: path, directory: "components/\(spec.name)/"),
            blockRenderer: TabbarBlockRenderer(previews: previews, links: GuidelineLinker(targets: targets, directory: "components/\(spec.name)/")).blockRenderer())
        let rendered = renderer.render(split.body, path: display)
        return (rendered, rendered.diagnostics)
    }
}
