import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import HandbookMDX

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
    func include(_ element: MDXElement, from relative: String, front: PageFrontMatter, values: [String: FrontMatterValue], renderer: MarkdownRenderer,
                 depth: Int) -> (html: String, diagnostics: [Diagnostic]) {
        guard let source = element.source, let included = SitePath.resolve(source, against: relative) else { return ("", []) }
        let display = inventory.displayPath(included)
        do {
            let text = try SourceText.read(contentsOf: inventory.filePath(included), displayPath: display)
            let split = try FrontMatter.split(text.text, path: display)
            var nested = renderer
            nested.linkResolver = PageLinkResolver(targets: targets, sourcePath: included, directory: SitePath.pageDirectory(forSource: relative))
            let props = Dictionary(element.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let (body, _) = try renderMDX(split.body, relative: included, display: display, front: front, renderer: nested, values: values, props: props, depth: depth + 1)
            return (body.html, body.diagnostics)
        } catch {
            return ("", error.diagnostics)
        }
    }

    /// The text `{frontmatter.KEY}` stands for: the front matter's value under the key as
    /// written, at any depth (`hero.alt`), as text; `title` and `description` also as the
    /// page reads them (from `export const meta` too).
    static func value(of path: String, in front: PageFrontMatter, values: [String: FrontMatterValue]) -> String? {
        let keys = path.split(separator: ".").map(String.init)
        var current: FrontMatterValue? = keys.first.flatMap { values[$0] ?? front.params[$0] }
        for key in keys.dropFirst() {
            guard case .map(let entries)? = current else { current = nil; break }
            current = entries[key]
        }
        switch current {
        case .text(let text)?: return text
        case .flag(let flag)?: return flag ? "true" : "false"
        case .list(let items)?:
            let texts = items.compactMap { item -> String? in if case .text(let text) = item { return text } else { return nil } }
            return texts.count == items.count ? texts.joined(separator: ", ") : nil
        case .map?: return nil
        case nil: break
        }
        switch path {
        case "title": return front.title
        case "description", "summary": return front.summary
        default: return nil
        }
    }

    /// The sidebar section of a Storybook page's `<Meta title="Group/Name">`: the group as a
    /// folder path (`Components/Actions` → `components/actions`). A group whose first part
    /// names a folder of the site already (`Navigation` beside `guidelines/navigation/`)
    /// joins that folder's section. Not used when a page other than a folder's index is
    /// already published there (its generated index would take that place).
    func sectionKey(forGroup group: String) -> String? {
        let slugs = group.split(separator: "/").map { SitePath.slug(String($0).trimmingSpaces()) }.filter { !$0.isEmpty }
        guard let first = slugs.first else { return nil }
        let folders = Set(inventory.pages.map { $0.split(separator: "/").dropLast().joined(separator: "/") })
        let existing = folders.filter { $0 == first || $0.hasSuffix("/" + first) }.min { ($0.count, $0) < ($1.count, $1) }
        let key = ([existing ?? first] + slugs.dropFirst()).joined(separator: "/")
        if let target = targets.target(for: key + "/"), let page = target.page, !SitePath.isIndexPage(page) { return nil }
        return key
    }

    /// What `<Meta of={Stories} />` finds in the stories file it names.
    enum StoriesLookup {
        /// The default export's `title`, and the file it is in.
        case titled(title: String, file: String)
        /// No stories file, or one whose title is not written as text.
        case untitled
        /// No stories file could be read: the first one's problem (not UTF-8, no permission).
        case unreadable(Diagnostic)
    }

    /// The title of the stories file `<Meta of={Stories} />` names (`import * as Stories from
    /// './Button.stories'`): its default export's `title`, read as text.
    func storiesTitle(_ reference: MDXStoriesReference, from relative: String) -> StoriesLookup {
        guard let source = reference.source, source.hasPrefix("."), let resolved = SitePath.resolve(source, against: relative) else { return .untitled }
        let known = Set(inventory.unreadFiles + inventory.staticFiles)
        var unreadable: Diagnostic?
        for candidate in [resolved] + ["tsx", "ts", "jsx", "js", "mjs"].map({ resolved + "." + $0 }) where known.contains(candidate) {
            let text: SourceText
            do {
                text = try SourceText.read(contentsOf: inventory.filePath(candidate), displayPath: inventory.displayPath(candidate))
            } catch {
                // The next name may read; if none does, the warning says why this one did not.
                unreadable = unreadable ?? error.diagnostics.first
                continue
            }
            return StoriesTitle.read(text.text).map { .titled(title: $0.title, file: candidate) } ?? .untitled
        }
        return unreadable.map(StoriesLookup.unreadable) ?? .untitled
    }

    /// How deep included files may include others: far enough for a partial in a partial,
    /// short of a cycle.
    static let includeDepth = 4

    /// Translates an MDX body and renders it; the translation's warnings come back with the body's.
    /// `relative` is the file the text is from; `props` the attributes it was included with;
    /// `values` the front matter as written.
    func renderMDX(_ text: String, relative: String, display: String, front: PageFrontMatter, renderer: MarkdownRenderer,
                   values: [String: FrontMatterValue] = [:], props: [String: String] = [:], depth: Int = 0) throws(DiagnosticsError) -> (RenderedMarkdown, MDXTranslation) {
        let partialFiles = Set(inventory.mdxPartials)
        var components = mdxComponents
        components.partials = mdxPartials?.names ?? []
        var translation = try MDXTranslator.translate(text, path: display, components: components, summary: depth == 0 ? front.summary : nil, props: props,
                                                      legacy: mdx.legacy,
                                                      canInclude: { depth < Self.includeDepth && SitePath.resolve($0, against: relative).map(partialFiles.contains) == true }) { key in
            Self.value(of: key, in: front, values: values)
        }
        var storiesProblem: Diagnostic?
        if depth == 0, front.title == nil, let reference = translation.metaOf {
            let lookup = storiesTitle(reference, from: relative)
            if case .titled(let title, _) = lookup {
                let parts = title.split(separator: "/").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
                translation.metaTitle = parts.last
                translation.metaGroup = parts.count > 1 ? parts.dropLast().joined(separator: "/") : nil
            } else if translation.metaTitle == nil {
                let file = reference.source.map { "'\($0)'" } ?? "no file (nothing imports \(reference.binding))"
                var why = "the title is not in \(file)"
                if case .unreadable(let problem) = lookup {
                    let place = problem.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
                    why = "the title cannot be read from \(file): \(place)\(problem.message)"
                }
                storiesProblem = .warning("mdx.stories-title", "<Meta of={\(reference.binding)} />: \(why); the page takes its # heading for a title",
                                          at: reference.location,
                                          explanation: "Handbook reads the stories file's default export for `title: 'Group/Name'` without running it. Write the title there as a string, or give the page a title in front matter or <Meta title=\"Group/Name\" />.")
            }
        }
        var renderer = renderer
        let title = depth == 0 ? front.title ?? translation.metaTitle : nil
        renderer.dropsLeadingTitle = depth == 0 && title == nil
        renderer.droppedTitle = title
        renderer.titleAnywhere = true
        let partials = mdxPartials
        let included = IncludedProblems()
        let finalTranslation = translation
        renderer.mdx = MDXRendering(translation: finalTranslation, hasPartial: { partials?.names.contains($0) ?? false },
                                    partial: { partials?.render($0, $1) ?? $1 },
                                    include: { element in
                                        let (html, diagnostics) = include(element, from: relative, front: front, values: values, renderer: renderer, depth: depth)
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
        body.diagnostics = Self.oneDroppedWarning(body.diagnostics, translation.dropped)
        body.diagnostics += translation.diagnostics + included.diagnostics + (storiesProblem.map { [$0] } ?? [])
        return (body, translation)
    }

    /// Everything the page left out (the translation's and the walk's) said in one `mdx.dropped` warning, at the first.
    static func oneDroppedWarning(_ diagnostics: [Diagnostic], _ dropped: [MDXDropped]) -> [Diagnostic] {
        var places = dropped.map { ($0.text, $0.location) }
        var others: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.id == "mdx.dropped", let location = diagnostic.location {
                places.append((diagnostic.message, location))
            } else {
                others.append(diagnostic)
            }
        }
        guard !places.isEmpty else { return others }
        places.sort { $0.1 < $1.1 }
        let listed = places.prefix(5).map { "\($0.0) (line \($0.1.line))" }.joined(separator: ", ") + (places.count > 5 ? ", and \(places.count - 5) more" : "")
        return others + [.warning("mdx.dropped", "\(places.count == 1 ? "1 thing is" : "\(places.count) things are") left out of the page: \(listed)", at: places[0].1,
                                  explanation: "Scripts, styles, frames and event handlers are never published; an attribute whose value is JavaScript Handbook cannot read (style={{…}}) is left off its element. Write the content as Markdown or plain attributes to keep it.")]
    }
}
