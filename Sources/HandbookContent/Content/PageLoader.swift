import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import HandbookMDX
import Yams

/// Reads one Markdown page: its front matter (`PageFrontMatter`) and its body,
/// rendered through cmark with links resolved against the whole site.
package struct PageLoader: Sendable {
    package let inventory: ContentInventory
    package let targets: LinkTargets
    package let allowsRawHTML: Bool
    /// Renders fenced blocks such as `tabbar` (set by the build once previews exist).
    package let blockRenderer: (@Sendable (_ sourcePath: String) -> MarkdownRenderer.BlockRenderer?)?
    /// What MDX components become (site.yml's `mdx-components` over the defaults).
    package let mdxComponents: MDXComponents
    /// The theme's partials for MDX components, when it has any.
    package let mdxPartials: MDXPartials?
    /// How MDX is read (site.yml's `mdx`): which pages are MDX, and how MDX 1 spellings are reported.
    package let mdx: MDXSettings

    package init(inventory: ContentInventory, targets: LinkTargets, allowsRawHTML: Bool, blockRenderer: (@Sendable (_ sourcePath: String) -> MarkdownRenderer.BlockRenderer?)? = nil,
                 mdxComponents: MDXComponents = MDXComponents(), mdxPartials: MDXPartials? = nil, mdx: MDXSettings = MDXSettings()) {
        self.mdx = mdx
        self.inventory = inventory
        self.targets = targets
        self.allowsRawHTML = allowsRawHTML
        self.blockRenderer = blockRenderer
        self.mdxComponents = mdxComponents
        self.mdxPartials = mdxPartials
    }

    /// A page, or the diagnostics that kept it from loading.
    package func load(_ relative: String) -> (Page?, [Diagnostic]) {
        let display = inventory.displayPath(relative)
        let source: SourceText
        let split: FrontMatter
        do {
            source = try SourceText.read(contentsOf: inventory.filePath(relative), displayPath: display)
            split = try FrontMatter.split(source.text, path: display)
        } catch {
            return (nil, error.diagnostics)
        }
        if let tooLong = LongParagraph.diagnostic(in: split.body, path: display) { return (nil, [tooLong]) }
        var diagnostics: [Diagnostic] = []
        var front = PageFrontMatter()
        // The front matter as written, for an MDX page's {frontmatter.KEY}.
        var values: [String: FrontMatterValue] = [:]
        if let yaml = split.yaml {
            do {
                let document = try YAMLDocument(parsing: yaml, path: display, firstLine: split.yamlFirstLine)
                var reader = YAMLReader(document)
                front = PageFrontMatter.read(document.root, reader: &reader)
                if let root = document.root, case .map(let entries) = FrontMatterValue(root) { values = entries }
                diagnostics += reader.diagnostics
            } catch {
                return (nil, error.diagnostics)
            }
        }
        let isMDX = mdx.readsAsMDX(relative)
        if isMDX { Self.merge(exports: MDXExports.frontMatter(in: split.body), into: &front) }
        var title = front.title
        let directory = SitePath.pageDirectory(forSource: relative)
        var renderer = MarkdownRenderer(
            allowsRawHTML: allowsRawHTML,
            dropsLeadingTitle: title == nil,
            linkResolver: PageLinkResolver(targets: targets, sourcePath: relative, directory: directory),
            blockRenderer: blockRenderer?(relative)
        )
        renderer.writesMarkdown = true
        // `title:` and then the same `# Title`: the layout prints the title once.
        if let title, !isMDX { renderer.droppedTitle = title }
        let body: RenderedMarkdown
        var metaGroup: String?
        let isIndex = SitePath.isIndexPage(relative)
        if isMDX {
            do {
                var (rendered, translation) = try renderMDX(split.body, relative: relative, display: display, front: front, renderer: renderer, values: values)
                title = title ?? translation.metaTitle
                metaGroup = translation.metaGroup
                // `<ChildPages />`, or a folder's index page with nothing to read (its card
                // grid was the team's own component): the folder's listing, as a generated index has it.
                let listsChildren = translation.elements.contains { $0.role == .childPages }
                if isIndex && !listsChildren && rendered.sections.allSatisfy({ $0.text.trimmingSpaces().isEmpty }) && rendered.toc.isEmpty {
                    rendered.html += MDXHTML.childPagesPlaceholder
                    front.listsChildPages = true
                }
                front.listsChildPages = front.listsChildPages || listsChildren
                body = rendered
            } catch {
                return (nil, diagnostics + error.diagnostics)
            }
        } else {
            body = renderer.render(split.body, path: display)
        }
        diagnostics += body.diagnostics
        let folder = relative.split(separator: "/").dropLast().joined(separator: "/")
        let kind: Page.Kind = isIndex && folder.isEmpty ? .home : (isIndex ? .section : .guideline)
        let groupKey = kind == .guideline ? metaGroup.flatMap(sectionKey(forGroup:)) : nil
        if groupKey != nil { front.sectionGroup = metaGroup }
        let page = Page(
            kind: kind,
            sourcePath: relative,
            directory: directory,
            title: title ?? body.leadingTitle ?? Self.title(fromFileName: relative),
            summary: front.summary ?? "",
            order: front.order,
            sectionKey: kind == .home ? nil : groupKey ?? folder,
            body: body,
            frontMatter: front
        )
        return (page, diagnostics)
    }

    /// `writing-tab-labels.md` → `Writing tab labels`.
    package static func title(fromFileName path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if SitePath.indexNames.contains(name.lowercased()) { name = String(path.split(separator: "/").dropLast().last ?? "Home") }
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
