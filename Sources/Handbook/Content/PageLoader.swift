import Yams

/// Reads one Markdown page: its front matter (title, order, summary) and its body,
/// rendered through cmark with links resolved against the whole site.
struct PageLoader: Sendable {
    let inventory: ContentInventory
    let targets: LinkTargets
    let allowsRawHTML: Bool
    /// Renders fenced blocks such as `tabbar` (set by the build once previews exist).
    let blockRenderer: (@Sendable (_ sourcePath: String) -> MarkdownRenderer.BlockRenderer?)?

    static let frontMatterKeys = ["title", "order", "summary"]

    /// A page, or the diagnostics that kept it from loading.
    func load(_ relative: String) -> (Page?, [Diagnostic]) {
        let display = inventory.displayPath(relative)
        let source: SourceText
        let split: FrontMatter
        do {
            source = try SourceText.read(contentsOf: inventory.filePath(relative), displayPath: display)
            split = try FrontMatter.split(source.text, path: display)
        } catch {
            return (nil, error.diagnostics)
        }
        var diagnostics: [Diagnostic] = []
        var title: String?, summary: String?, order: Int?
        if let yaml = split.yaml {
            do {
                let document = try YAMLDocument(parsing: yaml, path: display, firstLine: split.yamlFirstLine)
                var reader = YAMLReader(document)
                for (key, _, value) in reader.mapping(document.root, allowed: Self.frontMatterKeys, what: "front matter") ?? [] {
                    switch key {
                    case "title": title = reader.string(value, what: "title")
                    case "summary": summary = reader.string(value, what: "summary")
                    case "order": order = reader.int(value, what: "order")
                    default: break
                    }
                }
                diagnostics += reader.diagnostics
            } catch {
                return (nil, error.diagnostics)
            }
        }
        let directory = SitePath.pageDirectory(forSource: relative)
        let renderer = MarkdownRenderer(
            allowsRawHTML: allowsRawHTML,
            dropsLeadingTitle: title == nil,
            linkResolver: PageLinkResolver(targets: targets, sourcePath: relative, directory: directory),
            blockRenderer: blockRenderer?(relative)
        )
        let body = renderer.render(split.body, path: display)
        diagnostics += body.diagnostics
        let isIndex = relative.split(separator: "/").last?.lowercased().hasPrefix("index.") == true
        let folder = relative.split(separator: "/").dropLast().joined(separator: "/")
        let kind: Page.Kind = relative.lowercased() == "index.md" ? .home : (isIndex ? .section : .guideline)
        let page = Page(
            kind: kind,
            sourcePath: relative,
            directory: directory,
            title: title ?? body.leadingTitle ?? Self.title(fromFileName: relative),
            summary: summary ?? "",
            order: order,
            sectionKey: kind == .home ? nil : folder,
            body: body
        )
        return (page, diagnostics)
    }

    /// `writing-tab-labels.md` → `Writing tab labels`.
    static func title(fromFileName path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if name.lowercased() == "index" { name = String(path.split(separator: "/").dropLast().last ?? "Home") }
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
