import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

extension PageLoader {
    /// A team's partials for MDX components (`Templates/partials/mdx/NAME.mustache`), given
    /// by the build, which holds the theme.
    package struct MDXPartials: Sendable {
        /// The component names the theme has a partial for.
        package var names: Set<String>
        /// Renders the partial of `element.name` with the element's attributes and its children's HTML.
        package var render: @Sendable (_ element: MDXElement, _ children: String) -> String

        package init(names: Set<String>, render: @escaping @Sendable (MDXElement, String) -> String) {
            self.names = names
            self.render = render
        }
    }

    /// Whether the page at `relative` is MDX.
    static func isMDX(_ relative: String) -> Bool {
        relative.lowercased().hasSuffix(".mdx")
    }

    /// Front matter an MDX page gives as ESM (`export const meta = {…}`) fills what its YAML left out.
    static func merge(exports: [(key: String, value: MDXLiteral)], into front: inout PageFrontMatter) {
        for (key, value) in exports {
            guard let text = value.text else { continue }
            switch PageFrontMatter.meanings.first(where: { $0.key == key })?.meaning {
            case .title: front.title = front.title ?? text
            case .summary: front.summary = front.summary ?? text
            case .order: front.order = front.order ?? Double(text)
            case .navigationTitle: front.navigationTitle = front.navigationTitle ?? text
            case .draft: front.draft = front.draft || text == "true"
            case .date, .lastModified, .tags: break
            case nil: if front.params[key] == nil { front.params[key] = .text(text) }
            }
        }
    }

    /// The problems found in the partials a page includes, gathered while its walk runs.
    final class IncludedProblems {
        var diagnostics: [Diagnostic] = []
    }

    /// The HTML of the partial file an element stands for (`_preamble.mdx`), rendered with the
    /// element's attributes as its props and the including page's front matter; links in it
    /// resolve from the partial's folder and point from the including page. Its problems are
    /// reported at its own lines (the build says each once, however many pages include it);
    /// a partial that cannot be read or translated includes nothing.
    func include(_ element: MDXElement, from relative: String, front: PageFrontMatter, renderer: MarkdownRenderer,
                 depth: Int) -> (html: String, diagnostics: [Diagnostic]) {
        guard let source = element.source, let included = SitePath.resolve(source, against: relative) else { return ("", []) }
        let display = inventory.displayPath(included)
        do {
            let text = try SourceText.read(contentsOf: inventory.filePath(included), displayPath: display)
            let split = try FrontMatter.split(text.text, path: display)
            var nested = renderer
            nested.linkResolver = PageLinkResolver(targets: targets, sourcePath: included, directory: SitePath.pageDirectory(forSource: relative))
            let props = Dictionary(element.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let (body, _) = try renderMDX(split.body, relative: included, display: display, front: front, renderer: nested, props: props, depth: depth + 1)
            return (body.html, body.diagnostics)
        } catch {
            return ("", error.diagnostics)
        }
    }

    /// The text `{frontmatter.KEY}` stands for.
    static func value(of key: String, in front: PageFrontMatter) -> String? {
        switch key {
        case "title": return front.title
        case "description", "summary": return front.summary
        default:
            switch front.params[key] {
            case .text(let text): return text
            case .flag(let flag): return flag ? "true" : "false"
            default: return nil
            }
        }
    }

    /// The sidebar section of a Storybook page's `<Meta title="Group/Name">`: the group as a
    /// folder path (`Components/Actions` → `components/actions`), unless a page other than a
    /// folder's index is already published there (its generated index would take that place).
    func sectionKey(forGroup group: String) -> String? {
        let key = group.split(separator: "/").map { SitePath.slug(String($0).trimmingSpaces()) }.filter { !$0.isEmpty }.joined(separator: "/")
        guard !key.isEmpty else { return nil }
        if let target = targets.target(for: key + "/"), let page = target.page, !SitePath.isIndexPage(page) { return nil }
        return key
    }

    /// How deep included files may include others: far enough for a partial in a partial,
    /// short of a cycle.
    static let includeDepth = 4

    /// Translates an MDX body and renders it; the translation's warnings come back with the body's.
    /// `relative` is the file the text is from; `props` the attributes it was included with.
    func renderMDX(_ text: String, relative: String, display: String, front: PageFrontMatter, renderer: MarkdownRenderer,
                   props: [String: String] = [:], depth: Int = 0) throws(DiagnosticsError) -> (RenderedMarkdown, MDXTranslation) {
        let partialFiles = Set(inventory.mdxPartials)
        let translation = try MDXTranslator.translate(text, path: display, components: mdxComponents, summary: depth == 0 ? front.summary : nil, props: props,
                                                      canInclude: { depth < Self.includeDepth && SitePath.resolve($0, against: relative).map(partialFiles.contains) == true }) { key in
            Self.value(of: key, in: front)
        }
        var renderer = renderer
        let title = depth == 0 ? front.title ?? translation.metaTitle : nil
        renderer.dropsLeadingTitle = depth == 0 && title == nil
        renderer.droppedTitle = title
        let partials = mdxPartials
        let included = IncludedProblems()
        renderer.mdx = MDXRendering(translation: translation, hasPartial: { partials?.names.contains($0) ?? false },
                                    partial: { partials?.render($0, $1) ?? $1 },
                                    include: { element in
                                        let (html, diagnostics) = include(element, from: relative, front: front, renderer: renderer, depth: depth)
                                        included.diagnostics += diagnostics
                                        return html
                                    })
        var body = renderer.render(translation.markdown, path: display)
        // Positions in the translation are positions in the file again.
        body.diagnostics = body.diagnostics.map { diagnostic in
            var moved = diagnostic
            if let location = diagnostic.location, location.file == display { moved.location = translation.sourceLocation(of: location) }
            return moved
        }
        body.links = body.links.map { link in
            var moved = link
            moved.location = translation.sourceLocation(of: link.location)
            return moved
        }
        body.diagnostics += translation.diagnostics + included.diagnostics
        return (body, translation)
    }
}
