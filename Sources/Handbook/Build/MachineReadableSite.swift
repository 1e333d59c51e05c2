import Foundation
import HandbookContent
import HandbookMarkdown

/// The site as programs and coding assistants read it, written by every build beside the
/// HTML: each page's Markdown twin (`…/index.html.md`, the page's URL with `.md` appended as
/// the llms.txt convention has it: its title, its summary, its body with links leading to
/// other twins and computed previews said as their facts), `llms.txt` (the outline, one line
/// per page) and `llms-full.txt` (every twin in reading order). A twin's links are relative to
/// its folder and `llms.txt`'s to the root, so the files work under a base path and from disk;
/// `llms-full.txt` rewrites each twin's links as it appends it, so they resolve from the root
/// (`MarkdownLinks`). With site.yml's `url:` every link in the three is absolute. A page that
/// draws previews also gets `…/renditions.json` (`PageRenditions`); components add
/// `components/NAME.json` themselves (`ComponentStage`).
struct MachineReadableSite: Sendable {
    let config: SiteConfig
    /// Names pages' files in diagnostics.
    let inventory: ContentInventory
    let pages: [Page]
    let navigation: SiteNavigation
    /// The rebased twins of the last build, taken again where a twin is unchanged (a build into a folder).
    var twins: TwinStore?

    /// The outline's file and the full text's, at the site's root.
    static let outline = "llms.txt"
    static let fullText = "llms-full.txt"

    /// The twin of `page`'s site folder (`guidelines/tabs/` → `guidelines/tabs/index.html.md`).
    static func twinPath(of page: Page) -> String { page.directory + "index.html.md" }

    /// What links are written from: the published root with `url:`, else nothing (relative).
    var absoluteRoot: String? {
        guard config.url != nil else { return nil }
        let root = config.publishedRoot
        return root.hasSuffix("/") ? root : root + "/"
    }

    /// `twin` of `page` as it is published beside the page: absolute links with `url:`.
    func published(_ twin: String, of page: Page) -> String {
        guard let root = absoluteRoot else { return twin }
        return rebased(twin, twinPath: Self.twinPath(of: page), root: root, place: "published ")
    }

    /// `twin` of `page` as `llms-full.txt` holds it: every relative link resolved from the
    /// site's root (absolute with `url:`).
    func inFullText(_ twin: String, of page: Page) -> String {
        rebased(twin, twinPath: Self.twinPath(of: page), root: absoluteRoot ?? "", place: "full ")
    }

    /// `rebased(_:twinPath:root:)`, kept in `twins` under `place` and the path when there is a store.
    private func rebased(_ twin: String, twinPath: String, root: String, place: String) -> String {
        guard let twins else { return Self.rebased(twin, twinPath: twinPath, root: root) }
        return twins.text(place + twinPath, for: root + "\u{0}" + twinPath + "\u{0}" + twin) {
            Self.rebased(twin, twinPath: twinPath, root: root)
        }
    }

    /// `markdown` with each relative destination resolved against `twinPath` and put under
    /// `root`; destinations with a scheme, site-absolute paths, and paths that would leave
    /// the site are kept as written.
    static func rebased(_ markdown: String, twinPath: String, root: String) -> String {
        MarkdownLinks.rewritten(markdown) { url in
            guard !url.isEmpty, !url.hasPrefix("/"), !hasScheme(url) else { return nil }
            if url.hasPrefix("#") { return root + twinPath + url }
            let split = url.firstIndex { $0 == "#" || $0 == "?" } ?? url.endIndex
            guard let resolved = SitePath.resolve(String(url[..<split]), against: twinPath) else { return nil }
            return root + resolved + url[split...]
        }
    }

    /// `https:`, `mailto:` …: a scheme before any slash.
    static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Writes every twin, the outline and the full text; the failures are returned. The
    /// twins are made a batch at a time in reading order, written, and handed on to the full
    /// text, which the output writes a block at a time: only one batch is ever held. At
    /// 10,000 pages every twin at once had been 31 MB of the build's peak, the full text 32 MB.
    func publish(into output: any SiteOutput) -> [Diagnostic] {
        let order = readingOrder
        if output.defersFiles { return publishDeferred(into: output, order: order) }
        var failures: [Diagnostic] = []
        let batch = LoadedSite.renderRun * 16
        do throws(DiagnosticsError) {
            try output.writeStreamed(to: Self.fullText) { append in
                append(fullTextHeader)
                for start in stride(from: 0, to: order.count, by: batch) {
                    let indices = Array(order[start..<min(start + batch, order.count)])
                    let runs = stride(from: 0, to: indices.count, by: LoadedSite.renderRun).map { indices[$0..<min($0 + LoadedSite.renderRun, indices.count)] }
                    // Written as text: a `Data` copy of every twin cost more than the writes.
                    let made = concurrentMap(runs) { run in
                        run.map { index -> (String, [Diagnostic]) in
                            guard let twin = twin(of: index) else { return ("", [LoadedSite.unreadableText(of: pages[index], in: inventory)]) }
                            do throws(DiagnosticsError) {
                                try output.write(published(twin, of: pages[index]), to: Self.twinPath(of: pages[index]))
                                if let renditions = PageRenditions.json(of: pages[index], in: inventory) {
                                    try output.write(renditions, to: PageRenditions.path(of: pages[index]))
                                }
                                return (inFullText(twin, of: pages[index]), [])
                            } catch {
                                return (inFullText(twin, of: pages[index]), error.diagnostics)
                            }
                        }
                    }
                    for (index, (twin, problems)) in zip(indices, made.joined()) {
                        failures += problems
                        append(fullTextSeparator(for: pages[index]))
                        append(twin)
                    }
                }
            }
        } catch {
            failures += error.diagnostics
        }
        do throws(DiagnosticsError) {
            try output.write(outlineText, to: Self.outline)
        } catch {
            failures += error.diagnostics
        }
        return failures
    }

    /// Registers every twin, the outline and the full text to be made when a reader first asks
    /// for one (`serve`): a save then reloads pages without making a thousand twins again.
    /// The same text as `publish` writes.
    private func publishDeferred(into output: any SiteOutput, order: [Int]) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        // `serve` reads pages into memory, never into a file (`PageReader`), so every twin's
        // text is there to read: `twin(of:)` cannot miss here.
        var files: [(path: String, make: @Sendable () -> String)] = order.map { index in
            (Self.twinPath(of: pages[index]), { published(twin(of: index) ?? "", of: pages[index]) })
        }
        for index in order where !pages[index].body.renditions.isEmpty {
            files.append((PageRenditions.path(of: pages[index]), { PageRenditions.json(of: pages[index], in: inventory) ?? "" }))
        }
        files.append((Self.outline, { outlineText }))
        files.append((Self.fullText, {
            var text = fullTextHeader
            for index in order { text += fullTextSeparator(for: pages[index]) + inFullText(twin(of: index) ?? "", of: pages[index]) }
            return text
        }))
        for file in files {
            do throws(DiagnosticsError) {
                try output.writeDeferred(to: file.path, file.make)
            } catch {
                failures += error.diagnostics
            }
        }
        return failures
    }

    /// The page's Markdown: `# Title`, the summary as a quote, then the body. A page with no
    /// body of its own (a folder's generated index) lists the pages in its folder. `nil` when
    /// the body cannot be read back from the file it was kept in.
    func twin(of index: Int) -> String? {
        let page = pages[index]
        guard let text = Self.twin(of: page) else { return nil }
        guard page.markdown.isEmpty, page.kind == .home || page.kind == .section else { return text }
        let inside = children(of: page)
        guard !inside.isEmpty else { return text }
        return text + inside.map { child in
            "- [\(Self.linkText(pages[child].title))](\(String(pages[child].directory.dropFirst(page.directory.count)))index.html.md)"
                + (pages[child].summary.isEmpty ? "" : ": " + Self.markdownText(pages[child].summary))
        }.joined(separator: "\n") + "\n"
    }

    /// A page's own Markdown twin: `# Title`, the summary as a quote, then its body's twin.
    static func twin(of page: Page) -> String? {
        guard let body = page.markdown.read() else { return nil }
        var text = "# \(markdownText(page.title))\n\n"
        if !page.summary.isEmpty { text += page.summary.split(separator: "\n").map { "> " + markdownText(String($0)) }.joined(separator: "\n") + "\n\n" }
        return text + body
    }


    /// The pages one folder below `page`'s, in reading order.
    private func children(of page: Page) -> [Int] {
        navigation.readingOrder.filter { other in
            let directory = pages[other].directory
            guard directory != page.directory, directory.hasPrefix(page.directory) else { return false }
            return directory.dropFirst(page.directory.count).dropLast().contains("/") == false
        }
    }

    /// `llms.txt`: the site's name, its description, then one list per section of the
    /// sidebar, each page a link to its twin with its summary; components add their JSON.
    var outlineText: String {
        var text = "# \(Self.markdownText(config.title))\n\n"
        if !config.description.isEmpty { text += "> \(Self.markdownText(config.description))\n\n" }
        let root = absoluteRoot ?? ""
        text += "Every page below is Markdown: the HTML page's URL with `.md` appended. "
        text += "Tab bar previews are computed from the real fonts at real widths; the Markdown states their geometry and the guideline findings.\n"
        var listed = Set<Int>()
        if let home = pages.firstIndex(where: { $0.kind == .home }) {
            listed.insert(home)
            text += "\n- [\(Self.linkText(pages[home].title))](\(root)\(Self.twinPath(of: pages[home])))" + (pages[home].summary.isEmpty ? "" : ": \(Self.markdownText(pages[home].summary))") + "\n"
        }
        for section in navigation.sections {
            let members = ([section.indexPage].compactMap { $0 } + section.pages).filter { listed.insert($0).inserted }
            guard !members.isEmpty else { continue }
            let names = section.ancestors.compactMap { key in navigation.sections.first { $0.key == key }?.title } + [section.title]
            text += "\n## \(Self.markdownText(names.joined(separator: " › ")))\n\n"
            for index in members {
                let page = pages[index]
                var line = "- [\(Self.linkText(page.title))](\(root)\(Self.twinPath(of: page)))"
                if !page.summary.isEmpty { line += ": " + Self.markdownText(page.summary) }
                if page.kind == .component, let name = page.directory.split(separator: "/").last {
                    line += " ([facts as JSON](\(root)\(Conventions.componentFacts(String(name)))))"
                }
                text += line + "\n"
            }
        }
        text += "\n## Optional\n\n- [Every page in one file](\(root)\(Self.fullText)): the Markdown of every page above, in reading order\n"
        return text
    }

    /// Every page in reading order: the sidebar's order, then pages it does not list.
    var readingOrder: [Int] {
        let ordered = Set(navigation.readingOrder)
        return navigation.readingOrder + pages.indices.filter { !ordered.contains($0) }
    }

    /// The full text's first line.
    var fullTextHeader: String { "# \(Self.markdownText(config.title)): every page\n" }

    /// What comes before a page's twin in the full text: a rule and where the twin is.
    func fullTextSeparator(for page: Page) -> String { "\n---\n\nSource: \(absoluteRoot ?? "")\(Self.twinPath(of: page))\n\n" }

    /// A title safe as a link's text.
    static func linkText(_ title: String) -> String { markdownText(title) }

    /// Plain text (a title, a summary, the site's description) as Markdown that reads as the
    /// same text: a backslash before each character that could open raw HTML, an autolink,
    /// an entity or a link (`<`, `>`, `&`, `[`, `]`, `\`). A summary of
    /// `<script>…</script>` is words in the twin, as it is in the page.
    static func markdownText(_ text: String) -> String {
        // Most texts have none, and building a new string costs microseconds a call.
        guard text.utf8.contains(where: isSpecial) else { return text }
        var escaped = ""
        for character in text {
            if let ascii = character.asciiValue, isSpecial(ascii) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The bytes `markdownText` escapes (a switch: a set built per call was most of the
    /// outline's time at 1,000 pages).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"): true
        default: false
        }
    }
}
