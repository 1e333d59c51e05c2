import Mustache

/// The home page of a site without `Content/index.md`: the site's title and description,
/// and its top-level sections (`partials/home-sections.mustache`).
struct GeneratedHome {
    let config: SiteConfig
    let library: MustacheLibrary

    func page(pages: [Page], navigation: SiteNavigation) -> Page {
        let sections = navigation.roots.compactMap(navigation.section).compactMap { section -> [String: Any]? in
            guard let landing = section.indexPage ?? section.pages.first else { return nil }
            var entry: [String: Any] = ["title": section.title, "url": SitePath.relative(from: "", to: pages[landing].directory)]
            if let index = section.indexPage, !pages[index].summary.isEmpty { entry["summary"] = pages[index].summary }
            return entry
        }
        let html = library.render(["sections": sections], withTemplate: Conventions.generatedHomeTemplate) ?? ""
        let words = sections.compactMap { $0["title"] as? String }.joined(separator: "\n")
        let body = RenderedMarkdown(html: html, toc: [], headingIDs: [], leadingTitle: nil, diagnostics: [], links: [],
                                    sections: [TextSection(text: words)])
        return Page(kind: .home, sourcePath: "", directory: "", title: config.title, summary: config.description, order: nil, sectionKey: nil, body: body)
    }
}
