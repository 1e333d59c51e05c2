import Mustache

/// Renders the sidebar once per section (not once per page) and personalises it for each
/// page by copying runs of its bytes: the root marker becomes the page's relative root and
/// the current page's marker becomes `aria-current`.
struct NavigationRenderer: Sendable {
    /// Sidebar HTML by expanded section key (`""` for none), split at its markers.
    private let templates: [String: Sidebar]
    /// Hash of each sidebar template, so a page can tell cheaply whether its sidebar changed.
    private let templateHashes: [String: Int]
    /// The same, in every process, for keys kept on disk.
    private let stableHashes: [String: UInt64]

    private static let rootMarker: UInt8 = 0x01
    private static let currentOpen: UInt8 = 0x02
    private static let currentClose: UInt8 = 0x03

    init(navigation: SiteNavigation, pages: [Page], library: MustacheLibrary) {
        // Links are computed once; each variant differs only in which sections are expanded:
        // the current page's section and every section around it.
        func link(_ index: Int) -> String { "\u{1}" + SitePath.relative(from: "", to: pages[index].directory) }
        func entry(_ key: String, expanded: Set<String>) -> [String: Any] {
            guard let section = navigation.section(key) else { return [:] }
            let linked = section.indexPage ?? section.pages.first
            let isExpanded = expanded.contains(key)
            return [
                "title": section.title,
                "url": linked.map(link) ?? "",
                // A section's index page is current on its own link.
                "current": section.indexPage.map { "\u{2}\($0)\u{3}" } ?? "",
                "expanded": isExpanded,
                "pages": isExpanded ? section.pages.map { ["title": pages[$0].navigationTitle, "url": link($0), "current": "\u{2}\($0)\u{3}"] } : [],
                "children": isExpanded ? section.children.map { entry($0, expanded: expanded) } : [],
            ]
        }
        // One variant per section plus the all-collapsed one (position -1), rendered on every core.
        let rendered = concurrentMap(Array(-1..<navigation.sections.count)) { position -> (String, String) in
            let section = position >= 0 ? navigation.sections[position] : nil
            let expanded = Set(section.map { $0.ancestors + [$0.key] } ?? [])
            let context = ["sections": navigation.roots.map { entry($0, expanded: expanded) }]
            return (section?.key ?? "", library.render(context, withTemplate: Conventions.navigationTemplate) ?? "")
        }
        let templates = Dictionary(rendered, uniquingKeysWith: { first, _ in first })
        self.templates = templates.mapValues(Sidebar.init)
        templateHashes = templates.mapValues { $0.hashValue }
        stableHashes = templates.mapValues { ContentHash.of($0) }
    }

    /// Everything the sidebars are made from besides the theme: section titles and order,
    /// and each listed page's title and folder. Equal keys give equal sidebars.
    static func inputKey(navigation: SiteNavigation, pages: [Page]) -> Int {
        var hasher = Hasher()
        for section in navigation.sections {
            hasher.combine(section.key)
            hasher.combine(section.title)
            hasher.combine(section.ancestors)
            hasher.combine(section.children)
            hasher.combine(section.indexPage.map { pages[$0].directory })
            for index in section.pages {
                hasher.combine(index)
                hasher.combine(pages[index].navigationTitle)
                hasher.combine(pages[index].directory)
            }
        }
        return hasher.finalize()
    }

    /// Identifies the sidebar of pages in `sectionKey`.
    func identity(ofSection sectionKey: String?) -> Int {
        templateHashes[sectionKey ?? ""] ?? templateHashes[""] ?? 0
    }

    /// `identity(ofSection:)`, the same in every process.
    func stableIdentity(ofSection sectionKey: String?) -> UInt64 {
        stableHashes[sectionKey ?? ""] ?? stableHashes[""] ?? 0
    }

    /// The sidebar for page `index` in section `sectionKey`, with links relative to `root`.
    func html(forPage index: Int?, inSection sectionKey: String?, root: String) -> String {
        guard let sidebar = templates[sectionKey ?? ""] ?? templates[""] else { return "" }
        return sidebar.personalised(forPage: index, root: root)
    }

    /// One rendered sidebar, split once at its markers so that each page copies whole runs
    /// of bytes: a 500-page section's sidebar is ~50 KB, copied for every page in it.
    private struct Sidebar: Sendable {
        enum Marker: Sendable {
            case root
            case current(page: Int)
            case end
        }

        let bytes: [UInt8]
        /// Each run of plain bytes and the marker after it.
        let runs: [(text: Range<Int>, marker: Marker)]
        private static let current = Array(" aria-current=\"page\"".utf8)

        init(_ html: String) {
            bytes = Array(html.utf8)
            var runs: [(text: Range<Int>, marker: Marker)] = []
            var start = 0, position = 0
            while position < bytes.count {
                switch bytes[position] {
                case NavigationRenderer.rootMarker:
                    runs.append((start..<position, .root))
                    position += 1
                case NavigationRenderer.currentOpen:
                    let textEnd = position
                    var number = 0
                    position += 1
                    while position < bytes.count, bytes[position] != NavigationRenderer.currentClose {
                        number = number * 10 + Int(bytes[position] &- UInt8(ascii: "0"))
                        position += 1
                    }
                    runs.append((start..<textEnd, .current(page: number)))
                    position += 1
                default:
                    position += 1
                    continue
                }
                start = position
            }
            runs.append((start..<bytes.count, .end))
            self.runs = runs
        }

        func personalised(forPage index: Int?, root: String) -> String {
            let rootBytes = Array(root.utf8)
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + runs.count * rootBytes.count)
            bytes.withUnsafeBufferPointer { all in
                for run in runs {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: all[run.text]))
                    switch run.marker {
                    case .root: output.append(contentsOf: rootBytes)
                    case .current(let page) where page == index: output.append(contentsOf: Self.current)
                    case .current, .end: break
                    }
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}
