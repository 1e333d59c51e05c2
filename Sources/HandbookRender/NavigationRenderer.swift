import Synchronization
import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Mustache

/// Renders the sidebar once per section (not once per page), and only for sections with a
/// page to render, and personalises it for each page by copying runs of its bytes: the root
/// marker becomes the page's relative root and the current page's marker becomes
/// `aria-current`. A rebuild that keeps every page but one renders one sidebar.
package struct NavigationRenderer: Sendable {
    private let navigation: SiteNavigation
    private let pages: [Page]
    private let library: MustacheLibrary
    /// Hash of everything the sidebars are made from besides the theme (`inputKey`).
    package let inputKey: UInt64
    /// The sidebars rendered so far, by expanded section key (`""` for none).
    private let rendered: RenderedSidebars

    private static let rootMarker: UInt8 = 0x01
    private static let currentOpen: UInt8 = 0x02
    private static let currentClose: UInt8 = 0x03

    package init(navigation: SiteNavigation, pages: [Page], library: MustacheLibrary) {
        self.navigation = navigation
        self.pages = pages
        self.library = library
        inputKey = Self.inputKey(navigation: navigation, pages: pages)
        rendered = RenderedSidebars()
    }

    /// Everything the sidebars are made from besides the theme: section titles and order,
    /// and each listed page's title and folder. Equal keys give equal sidebars, in every process.
    private static func inputKey(navigation: SiteNavigation, pages: [Page]) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(navigation.roots.joined(separator: "\n"))
        for section in navigation.sections {
            hasher.combine(section.key)
            hasher.combine(section.title)
            hasher.combine(section.ancestors.joined(separator: "\n"))
            hasher.combine(section.children.joined(separator: "\n"))
            hasher.combine(section.indexPage.map { pages[$0].directory })
            hasher.combine(section.pages.count)
            for index in section.pages {
                hasher.combine(index)
                hasher.combine(pages[index].navigationTitle)
                hasher.combine(pages[index].directory)
            }
        }
        return hasher.finalize()
    }

    /// The key of the variant pages of `sectionKey` are shown: sections not in the sidebar get the all-collapsed one.
    private func variant(_ sectionKey: String?) -> String {
        // A section is kept under its key (`SiteNavigation`): asked by key, not copied out.
        navigation.hasSection(sectionKey) ? sectionKey ?? "" : ""
    }

    /// Identifies the sidebar of pages in `sectionKey`, the same in every process (with the
    /// theme, which `PageRenderer`'s keys hold besides).
    package func identity(ofSection sectionKey: String?) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(inputKey)
        hasher.combine(variant(sectionKey))
        return hasher.finalize()
    }

    /// The sidebar for page `index` in section `sectionKey`, with links relative to `root`.
    package func html(forPage index: Int?, inSection sectionKey: String?, root: String) -> String {
        let key = variant(sectionKey)
        let sidebar = rendered.sidebar(key) { render(expanding: key) }
        return sidebar.personalised(forPage: index, root: root)
    }

    /// The sidebar with section `key` and every section around it expanded (none for `""`).
    private func render(expanding key: String) -> String {
        // Links are made as the sections are; the variants differ only in which are expanded.
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
        // "" is no section expanded: the home page's, and that of pages at the content's top
        // (whose folder key is "" too).
        let section = key.isEmpty ? nil : navigation.section(key)
        let expanded = Set(section.map { $0.ancestors + [$0.key] } ?? [])
        let context = ["sections": navigation.roots.map { entry($0, expanded: expanded) }]
        return library.render(context, theme: Conventions.navigationTemplate)
    }

    /// Takes the sidebars earlier builds rendered from `store` and feeds it those rendered from
    /// now on (`SidebarQuery`). `key` names what they depend on besides the sections and pages
    /// this renderer lists (its `inputKey`): the theme and Handbook. A build that renders every
    /// page (a site title edited) had rendered every section's sidebar again through
    /// swift-mustache, a tenth of its time at 10,000 pages.
    package func remember(in store: QueryStore, key: String) {
        var hasher = StableHasher()
        hasher.combine(key)
        hasher.combine(inputKey)
        store.set(QueryInput(SidebarQuery.input, (), digest: hasher.finalize()))
        rendered.memory.withLock { $0 = store }
    }

    /// How many sidebars this renderer rendered through swift-mustache rather than found kept.
    package var sidebarsRendered: Int { rendered.renders.load(ordering: .relaxed) }

    /// Sidebars rendered on first use, shared by every copy of the renderer and every core.
    private final class RenderedSidebars: Sendable {
        private let sidebars = Locked<[String: Sidebar]>([:])
        /// The query store earlier builds' sidebars are kept in, by variant.
        let memory = Locked<QueryStore?>(nil)
        /// Sidebars rendered through swift-mustache.
        let renders = Atomic<Int>(0)

        package func sidebar(_ key: String, render: () -> String) -> Sidebar {
            if let known = sidebars.withLock({ $0[key] }) { return known }
            let store = memory.withLock { $0 }
            let kept = store?.fed(SidebarQuery(key: key))?.text
            // Rendered outside the lock: two cores may render the same one once each, never wait.
            let html = kept ?? render()
            if kept == nil {
                renders.add(1, ordering: .relaxed)
                store?.feed(SidebarQuery(key: key), StoredString(html), inputs: [SidebarQuery.input])
            }
            let made = Sidebar(html)
            return sidebars.withLock { sidebars in
                if let known = sidebars[key] { return known }
                sidebars[key] = made
                return made
            }
        }
    }

    /// One rendered sidebar, split once at its markers so that each page copies whole runs
    /// of bytes: a 500-page section's sidebar is ~50 KB, copied for every page in it.
    private struct Sidebar: Sendable {
        package enum Marker: Sendable {
            case root
            case current(page: Int)
            case end
        }

        package let bytes: [UInt8]
        /// Each run of plain bytes and the marker after it.
        package let runs: [(text: Range<Int>, marker: Marker)]
        private static let current = Array(" aria-current=\"page\"".utf8)

        package init(_ html: String) {
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

        package func personalised(forPage index: Int?, root: String) -> String {
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

/// One section's sidebar, rendered for the first page that shows it and fed to the query
/// store with the one input it depends on: the sections and pages listed, the theme and
/// Handbook (`NavigationRenderer.remember(in:key:)`).
struct SidebarQuery: FedQuery {
    static let name = "sidebar 1"
    /// The input every sidebar reads.
    static let input = "navigation"
    /// Which sidebar: the section expanded.
    let key: String
    typealias Value = StoredString
}
