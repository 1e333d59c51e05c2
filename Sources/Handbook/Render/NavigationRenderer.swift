import Mustache

/// Renders the sidebar once per section (not once per page) and personalises it for each
/// page with one linear pass: the root marker becomes the page's relative root and the
/// current page's marker becomes `aria-current`.
struct NavigationRenderer: Sendable {
    /// Sidebar HTML by expanded section key (`""` for none), holding markers.
    private let templates: [String: String]
    /// Hash of each sidebar template, so a page can tell cheaply whether its sidebar changed.
    private let templateHashes: [String: Int]

    private static let rootMarker: UInt8 = 0x01
    private static let currentOpen: UInt8 = 0x02
    private static let currentClose: UInt8 = 0x03

    init(navigation: SiteNavigation, pages: [Page], library: MustacheLibrary) {
        // Links are computed once; each variant differs only in which section is expanded.
        let sections: [[String: Any]] = navigation.sections.map { section in
            let linked = section.indexPage ?? section.pages.first
            return [
                "title": section.title,
                "url": linked.map { "\u{1}" + SitePath.relative(from: "", to: pages[$0].directory) } ?? "",
                "depth": section.ancestors.count,
            ]
        }
        func pageLinks(_ section: SiteNavigation.Section) -> [[String: Any]] {
            section.pages.map { index in
                [
                    "title": pages[index].title,
                    "url": "\u{1}" + SitePath.relative(from: "", to: pages[index].directory),
                    "current": "\u{2}\(index)\u{3}",
                ]
            }
        }
        let collapsed = sections.map { $0.merging(["expanded": false, "pages": [[String: Any]]()]) { $1 } }
        // One variant per section plus the all-collapsed one (position -1), rendered on every core.
        let rendered = concurrentMap(Array(-1..<navigation.sections.count)) { position -> (String, String) in
            guard position >= 0 else { return ("", library.render(["sections": collapsed], withTemplate: "partials/navigation") ?? "") }
            var variant = collapsed
            variant[position]["expanded"] = true
            variant[position]["pages"] = pageLinks(navigation.sections[position])
            return (navigation.sections[position].key, library.render(["sections": variant], withTemplate: "partials/navigation") ?? "")
        }
        let templates = Dictionary(rendered, uniquingKeysWith: { first, _ in first })
        self.templates = templates
        templateHashes = templates.mapValues { $0.hashValue }
    }

    /// Everything the sidebars are made from besides the theme: section titles and order,
    /// and each listed page's title and folder. Equal keys give equal sidebars.
    static func inputKey(navigation: SiteNavigation, pages: [Page]) -> Int {
        var hasher = Hasher()
        for section in navigation.sections {
            hasher.combine(section.key)
            hasher.combine(section.title)
            hasher.combine(section.ancestors)
            hasher.combine(section.indexPage.map { pages[$0].directory })
            for index in section.pages {
                hasher.combine(index)
                hasher.combine(pages[index].title)
                hasher.combine(pages[index].directory)
            }
        }
        return hasher.finalize()
    }

    /// Identifies the sidebar of pages in `sectionKey`.
    func identity(ofSection sectionKey: String?) -> Int {
        templateHashes[sectionKey ?? ""] ?? templateHashes[""] ?? 0
    }

    /// The sidebar for page `index` in section `sectionKey`, with links relative to `root`.
    func html(forPage index: Int?, inSection sectionKey: String?, root: String) -> String {
        let template = templates[sectionKey ?? ""] ?? templates[""] ?? ""
        let current = Array(" aria-current=\"page\"".utf8)
        let rootBytes = Array(root.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(template.utf8.count + 256)
        var number: Int?
        for byte in template.utf8 {
            if let value = number {
                if byte == Self.currentClose {
                    if value == index { output += current }
                    number = nil
                } else {
                    number = value * 10 + Int(byte &- UInt8(ascii: "0"))
                }
                continue
            }
            switch byte {
            case Self.rootMarker: output += rootBytes
            case Self.currentOpen: number = 0
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
