import Foundation
import Testing
@testable import Handbook

/// Docs written for other generators build as they are: their front matter, folders and
/// links, as a team migrating would bring them.
@Suite struct MigrationTests {
    /// Every `href`/`src` in the built site that points inside it, with the file it is in.
    static func internalLinks(in site: TestSite) -> [(file: String, url: String)] {
        var links: [(String, String)] = []
        for (path, data) in site.snapshot() where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for attribute in ["href=\"", "src=\""] {
                for piece in html.components(separatedBy: attribute).dropFirst() {
                    let url = String(piece.prefix { $0 != "\"" })
                    if url.isEmpty || url.hasPrefix("#") || url.contains(":") || url.hasPrefix("//") || url.hasPrefix("/") { continue }
                    links.append((path, url))
                }
            }
        }
        return links
    }

    /// Links that lead to no file of the built site, opened from disk.
    static func danglingLinks(in site: TestSite) -> [String] {
        internalLinks(in: site).compactMap { file, url in
            let target = String(url.prefix { $0 != "#" && $0 != "?" }).removingPercentEncoding ?? url
            let folder = (file as NSString).deletingLastPathComponent
            let resolved = ((folder.isEmpty ? "" : folder + "/") + target as NSString).standardizingPath
            return site.exists("_site/" + resolved) ? nil : "\(file) → \(url)"
        }
    }

    /// Pages at the content's top (MkDocs keeps most there) belong to the section keyed "",
    /// which is also the key of "no section expanded": their sidebar, like the home page's,
    /// expands nothing, whichever page a build renders first; a page in a folder expands its own.
    @Test func topLevelPagesExpandNoSection() throws {
        let site = try TestSite([
            "Content/site.yml": "title: Docs\n",
            "Content/index.md": "# Welcome\n\nHome.\n",
            "Content/getting-started.md": "# Getting started\n\nFirst.\n",
            "Content/api/index.md": "# API\n\nReference.\n",
            "Content/api/endpoints.md": "# Endpoints\n\nList.\n",
        ])
        defer { site.remove() }
        #expect(site.build().succeeded)
        for page in ["_site/index.html", "_site/getting-started/index.html"] {
            #expect(site.read(page)?.contains("is-expanded") == false, "\(page)")
        }
        #expect(site.read("_site/api/endpoints/index.html")?.contains("site-nav__section is-expanded") == true)
    }

    @Test func mkdocsStyle() throws {
        let site = try TestSite([
            "Content/site.yml": "title: Docs\n",
            "Content/index.md": "# Welcome\n\nRead [getting started](getting-started.md) and [the API](api/index.md).\n",
            "Content/getting-started.md": "---\ntitle: Getting started\ndescription: First steps.\nhide: [toc]\n---\n\nSee [the API](api/) and [install](#install).\n\n## Install\n\n![logo](img/logo.svg)\n",
            "Content/img/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "Content/api/index.md": "---\ntitle: API\n---\n\nSee [endpoints](endpoints.md) and [home](../index.md).\n",
            "Content/api/endpoints.md": "# Endpoints\n\n[Back](./index.md)\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.pageCount == 4)
        #expect(Self.danglingLinks(in: site).isEmpty, "\(Self.danglingLinks(in: site))")
        let page = try #require(site.read("_site/getting-started/index.html"))
        #expect(page.contains("<p class=\"lead\">First steps.</p>"), "description is the summary")
    }

    @Test func jekyllStyle() throws {
        let site = try TestSite([
            "Content/site.yml": "title: Docs\n",
            "Content/docs/index.md": "---\nlayout: default\ntitle: Docs\nnav_order: 2\nhas_children: true\n---\n\nThe [button](button.html) and [tabs](/docs/tabs/).\n",
            "Content/docs/button.md": "---\nlayout: default\ntitle: Button\nparent: Docs\nnav_order: 2\npermalink: /docs/button/\n---\n\nA button. [Tabs](tabs)\n",
            "Content/docs/tabs.md": "---\nlayout: default\ntitle: Tabs\nparent: Docs\nnav_order: 1\n---\n\nTabs.\n",
            "Content/docs/old.md": "---\ntitle: Old\ndraft: true\n---\n\nGone.\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(!site.exists("_site/docs/old/index.html"), "a draft is not published")
        #expect(site.exists("_site/index.html"), "a site without index.md gets a home page")
        #expect(Self.danglingLinks(in: site).isEmpty, "\(Self.danglingLinks(in: site))")
        // nav_order orders the sidebar: Tabs (1) before Button (2).
        let nav = try #require(site.read("_site/docs/button/index.html"))
        let tabs = try #require(nav.range(of: ">Tabs</a>")), button = try #require(nav.range(of: ">Button</a>"))
        #expect(tabs.lowerBound < button.lowerBound)
        let home = try #require(site.read("_site/index.html"))
        #expect(home.contains("<ul class=\"index-list\">") && home.contains("<a href=\"docs/index.html\">Docs</a>"))
    }

    @Test func hugoStyle() throws {
        let site = try TestSite([
            "Content/site.yml": "title: Docs\n",
            "Content/_index.md": "---\ntitle: Home\n---\n",
            "Content/guides/_index.md": "---\ntitle: Guides\nweight: 1\n---\n\nAll guides.\n",
            "Content/guides/color.md": "---\ntitle: Color\nweight: 20\ndate: 2024-03-01\nlastmod: 2024-05-02T10:00:00Z\ntags: [color, tokens]\nlinkTitle: Colour\n---\n\nSee [type](/guides/type/).\n",
            "Content/guides/type.md": "---\ntitle: Typography\nweight: 10\ncategories: [foundations]\n---\n\nSee [color](../color/).\n",
            "Content/guides/deep/nested/page.md": "# Deep\n\n[Up](/guides/color/)\n",
            "Content/guides/deep/other/page.md": "# Other deep\n\n[Home](/)\n",
            "Content/guides/deep/alpha/page.md": "# Alpha\n",
            "Templates/partials/page-meta.mustache": "<p class=\"meta\">{{page.date}}{{#page.tags}} #{{.}}{{/page.tags}} {{page.params.categories}}</p>\n",
        ])
        defer { site.remove() }
        let report = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                                      output: .directory(site.path("_site"))))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(Self.danglingLinks(in: site).isEmpty, "\(Self.danglingLinks(in: site))")
        let color = try #require(site.read("_site/guides/color/index.html"))
        #expect(color.contains("<p class=\"meta\">2024-03-01 #color #tokens </p>"))
        #expect(color.contains(">Colour</a>"), "linkTitle names the page in the sidebar")
        #expect(color.contains("Last updated") == false || color.contains("2 May 2024"))
        // Folders nest: the deep page's sections sit inside Guides, expanded on its way down.
        let deep = try #require(site.read("_site/guides/deep/nested/page/index.html"))
        #expect(deep.contains(">Nested</a>") && deep.contains(">Deep</a>"))
        // Hugo's `_index.md` is its folder's index page.
        #expect(site.exists("_site/guides/index.html") && !site.exists("_site/guides/_index/index.html"))
        #expect(site.read("_site/index.html")?.contains("<h1>Home</h1>") == true)
    }

    @Test func docusaurusStyle() throws {
        let site = try TestSite([
            "Content/site.yml": "title: Docs\n",
            "Content/docs/intro.md": "---\nsidebar_position: 1\nsidebar_label: Intro\nslug: /\n---\n\n# Introduction\n\nSee [the tutorial](./tutorial/basics.md) and [advanced](/docs/tutorial/advanced).\n",
            "Content/docs/tutorial/basics.md": "---\nsidebar_position: 2.5\n---\n\n# Basics\n\n[Back](../intro.md#introduction)\n",
            "Content/docs/tutorial/advanced.md": "---\nsidebar_position: 1\ntitel: Advanced\n---\n\n# Advanced\n\n[Gone](./missing.md)\n",
            "Content/components/badge.md": "# Badge\n\nA page among the components, without a spec.\n",
            "Content/components/index.md": "# Components\n\nEvery component.\n",
        ])
        defer { site.remove() }
        let report = site.build()
        // Only the deliberately broken link and the misspelt key are reported.
        #expect(report.locations(in: site).sorted() == ["Content/docs/tutorial/advanced.md:3:1 front-matter.unknown-key",
                                                        "Content/docs/tutorial/advanced.md:8:1 link.broken"])
        #expect(site.exists("_site/components/badge/index.html") && site.exists("_site/components/index.html"))
        #expect(Self.danglingLinks(in: site).count == 1, "\(Self.danglingLinks(in: site))")
    }
}
