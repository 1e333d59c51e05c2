import Foundation
import Testing
@testable import Handbook

@Suite struct SiteBuildTests {
    @Test func buildsPagesWithPrettyRelativeURLs() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.pageCount == 4)
        for file in ["index.html", "guidelines/writing/index.html", "guidelines/writing/labels/index.html",
                     "guidelines/writing/tone-of-voice/index.html".replacingOccurrences(of: "tone-of-voice", with: "tone"),
                     "404.html", "sitemap.xml", ".nojekyll", "assets/handbook.css", "assets/preview-fonts.css"] {
            #expect(site.exists("_site/" + file), "missing \(file)")
        }
        let labels = try #require(site.read("_site/guidelines/writing/labels/index.html"))
        #expect(labels.contains("href=\"../../../assets/handbook.css\""))
        #expect(labels.contains("<h2 id=\"length\">"))
        #expect(labels.contains("href=\"#length\""))
        // The current page is marked in the sidebar, and only it.
        let currentLinks = labels.matches(of: /<a href="[^"]*" aria-current="page"/)
        #expect(currentLinks.count == 1)
        #expect(labels.contains("href=\"../../../guidelines/writing/labels/index.html\" aria-current=\"page\""))
        let home = try #require(site.read("_site/index.html"))
        #expect(home.contains("href=\"guidelines/writing/labels/index.html\""), "links from Markdown are rewritten to page URLs")
    }

    @Test func titlesComeFromFrontMatterThenFirstHeading() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        _ = site.build()
        let tone = try #require(site.read("_site/guidelines/writing/tone/index.html"))
        #expect(tone.contains("<title>Tone of voice"))
        #expect(!tone.contains("<h2 id=\"tone-of-voice\""))
    }

    @Test func navigationFollowsOrderAndPreviousNextFollowReadingOrder() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/zeta.md": "---\ntitle: Alpha last\norder: 9\n---\nx\n"])
        defer { site.remove() }
        _ = site.build()
        let labels = try #require(site.read("_site/guidelines/writing/labels/index.html"))
        let labelsAt = try #require(labels.range(of: ">Labels<")).lowerBound
        let alphaAt = try #require(labels.range(of: ">Alpha last<")).lowerBound
        #expect(labelsAt < alphaAt)
        #expect(labels.contains("rel=\"prev\"") && labels.contains("rel=\"next\""))
    }

    @Test func brokenFrontMatterFailsWithItsLineAndKeepsThePreviousSite() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let before = site.snapshot()
        try site.write("Content/guidelines/writing/labels.md", "---\ntitle: Labels\norder: [1\nsummary: x\n---\n\nBody\n")
        let report = site.build()
        #expect(!report.succeeded)
        let first = try #require(report.diagnostics.first)
        #expect(first.severity == .error)
        #expect(first.id == "yaml.syntax")
        #expect(first.location?.file == site.path("Content/guidelines/writing/labels.md"))
        #expect(first.location?.line == 4)
        #expect(site.snapshot() == before, "a failed build leaves the previous site exactly as it was")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root).filter { $0.hasPrefix("._site") }
        #expect(leftovers.isEmpty, "the staging folder is removed")
    }

    @Test func unclosedFrontMatterAndInvalidUTF8ArePositioned() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        try site.write("Content/guidelines/writing/labels.md", "---\ntitle: Labels\n")
        try site.write("Content/guidelines/writing/tone.md", Data("# Tone\n\nCaf".utf8) + Data([0xC3, 0x28]) + Data(" ok\n".utf8))
        let report = site.build()
        #expect(report.locations(in: site) == [
            "Content/guidelines/writing/labels.md:1:1 front-matter.unclosed",
            "Content/guidelines/writing/tone.md:3:4 file.invalid-utf8",
        ])
    }

    /// A near-miss of a known key is a warning with a suggestion (the build goes on; `check` fails).
    @Test func unknownFrontMatterKeySuggestsTheRightOne() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/extra.md": "---\ntitle: Extra\nsumary: typo\nlayout: post\n---\nx\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.id) == ["front-matter.unknown-key"], "layout is another generator's key: kept, not reported")
        let diagnostic = try #require(report.diagnostics.first { $0.id == "front-matter.unknown-key" })
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("did you mean 'summary'?"))
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.location?.column == 1)
    }

    /// `title: {$ref: …}` (Salt's site resolves such references) is valid front matter Handbook
    /// cannot follow: the page builds, titled by its heading, with a warning at the value.
    @Test func aTitleThatIsAReferenceIsAWarningAndTheHeadingTitlesThePage() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/usage.mdx": "---\ntitle:\n  $ref: ./#/title\nlayout: DetailComponent\n---\n\n# Accordion usage\n\nText.\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.locations(in: site) == ["Content/guidelines/writing/usage.mdx:3:3 front-matter.value"])
        #expect(report.diagnostics.first?.severity == .warning)
        #expect(report.diagnostics.first?.message == "'title' is a reference ($ref: ./#/title) that Handbook does not follow; 'title' is ignored")
        #expect(site.read("_site/guidelines/writing/usage/index.html")?.contains(">Accordion usage</h1>") == true)
    }

    @Test func brokenLinksAndMissingImagesAreWarningsWithPositions() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/links.md": """
        ---
        title: Links
        ---

        A [missing page](nope.md), an ![image](img/none.png),
        a [bad anchor](labels.md#nowhere) and a [good one](labels.md#details).
        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        #expect(report.locations(in: site) == [
            "Content/guidelines/writing/links.md:5:3 link.broken",
            "Content/guidelines/writing/links.md:5:31 image.missing",
            "Content/guidelines/writing/links.md:6:3 link.anchor",
        ])
    }

    @Test func imagesAreCopiedAndLinkedRelatively() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/pic.md": "---\ntitle: Pic\n---\n![A tab bar](img/bar.png)\n"])
        defer { site.remove() }
        try site.write("Content/guidelines/writing/img/bar.png", Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(site.build().diagnostics.isEmpty)
        #expect(site.exists("_site/guidelines/writing/img/bar.png"))
        #expect(site.read("_site/guidelines/writing/pic/index.html")?.contains("src=\"../img/bar.png\"") == true)
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        _ = site.build()
        let first = site.snapshot()
        _ = site.build()
        #expect(site.snapshot() == first)
    }

    @Test func missingContentFolderAndBrokenSiteYAML() throws {
        let site = try TestSite(["Content/site.yml": "title: [oops\n"])
        defer { site.remove() }
        #expect(site.build().locations(in: site) == ["Content/site.yml:2:1 yaml.syntax"])
        let empty = try TestSite([:])
        defer { empty.remove() }
        #expect(empty.build().diagnostics.map(\.id) == ["content.missing"])
    }

    @Test func siteSettingsAreTypeChecked() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: T\ndevice-widths: [320, -1]\nnavigaton: [a]\n"])
        defer { site.remove() }
        #expect(site.build().locations(in: site) == [
            "Content/site.yml:2:22 yaml.value",
            "Content/site.yml:3:1 yaml.unknown-key",
        ])
    }

    @Test func refusesToReplaceAFolderItDidNotBuild() throws {
        let site = try TestSite.basic(["_site/precious.txt": "keep me"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.diagnostics.map(\.id) == ["output.not-a-site"])
        #expect(site.read("_site/precious.txt") == "keep me")
    }

    @Test func basePathReachesThe404PageAndSitemap() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        _ = site.build(basePath: "handbook")
        #expect(site.read("_site/404.html")?.contains("href=\"/handbook/assets/handbook.css\"") == true)
        #expect(site.read("_site/sitemap.xml")?.contains("<loc>/handbook/guidelines/writing/labels/</loc>") == true)
    }

    @Test func templatesOverrideTheBuiltInThemeFileByFile() throws {
        let site = try TestSite.basic(["Templates/partials/footer.mustache": "<footer>Custom footer</footer>"])
        defer { site.remove() }
        let options = BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"), output: .directory(site.path("_site")))
        let report = SiteBuilder().build(options)
        #expect(report.succeeded)
        let home = try #require(site.read("_site/index.html"))
        #expect(home.contains("Custom footer"))
        #expect(home.contains("assets/handbook.css"), "the rest of the theme is still the built-in one")
    }

    @Test func aBrokenTemplateIsPositioned() throws {
        let site = try TestSite.basic(["Templates/partials/footer.mustache": "<footer>\n{{#open}}\n</footer>"])
        defer { site.remove() }
        let report = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"), output: .directory(site.path("_site"))))
        #expect(report.diagnostics.map(\.id) == ["theme.syntax"])
        #expect(report.diagnostics.first?.location?.file == site.path("Templates") + "/partials/footer.mustache")
    }

    @Test func initScaffoldBuildsCleanly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-init-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try SiteScaffold.create(at: folder)
        let report = SiteBuilder().build(BuildOptions(contentDirectory: folder + "/Content", output: .directory(folder + "/_site")))
        #expect(report.succeeded)
        #expect(throws: DiagnosticsError.self) { try SiteScaffold.create(at: folder) }
    }
}
