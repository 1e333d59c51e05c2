import Mustache

/// Renders the sidebar once per section (not once per page) and personalises it for each
/// page with one linear pass: the root marker becomes the page's relative root and the
/// current page's marker becomes `aria-current`.
struct NavigationRenderer: Sendable {
    /// Sidebar HTML by expanded section key (`""` for none), holding markers.
    private let templates: [String: String]

    private static let rootMarker: UInt8 = 0x01
    private static let currentOpen: UInt8 = 0x02
    private static let currentClose: UInt8 = 0x03

    init(navigation: SiteNavigation, pages: [Page], library: MustacheLibrary) {
        var templates: [String: String] = [:]
        let keys = [""] + navigation.sections.map(\.key)
        for expanded in keys {
            let sections: [[String: Any]] = navigation.sections.map { section in
                let linked = section.indexPage ?? section.pages.first
                return [
                    "title": section.title,
                    "url": linked.map { "\u{1}" + SitePath.relative(from: "", to: pages[$0].directory) } ?? "",
                    "expanded": section.key == expanded,
                    "depth": section.ancestors.count,
                    "pages": section.pages.map { index -> [String: Any] in
                        [
                            "title": pages[index].title,
                            "url": "\u{1}" + SitePath.relative(from: "", to: pages[index].directory),
                            "current": "\u{2}\(index)\u{3}",
                        ]
                    },
                ]
            }
            templates[expanded] = library.render(["sections": sections], withTemplate: "partials/navigation") ?? ""
        }
        self.templates = templates
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
