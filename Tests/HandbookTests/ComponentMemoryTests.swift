import Foundation
import Testing
@testable import Handbook

/// The components' results kept between builds in the one query store (`ComponentQueries`):
/// taken when nothing they depend on changed, made again after any edit that could change them
/// — a spec edited makes that spec alone again — and in every case the same site as a build
/// from scratch, the preview fonts' subsets included, which depend on the characters the
/// previews drew.
@Suite struct ComponentMemoryTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "About" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Über" } } } },
        "Photos" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fotos" } } } }
      },
      "version" : "1.0"
    }
    """

    func site() throws -> TestSite {
        try TokenSiteTests.site(siteExtra: "tokens: tokens/site.resolver.json\nlocales: [en, de]\ntranslations: [i18n/app.xcstrings]\n",
                                extra: ["Content/i18n/app.xcstrings": Self.catalog,
                                        "Content/guidelines/tabs.md": "# Tabs\n\nSee the [spec](../components/tabs.yml).\n"])
    }

    /// The site as a build from scratch makes it: no cache, no earlier output.
    func scratch(_ site: TestSite) throws -> [String: Data] {
        let fresh = try TestSite(TestSite.files(under: site.path("Content")).mapValues { String(decoding: $0, as: UTF8.self) }
            .reduce(into: [:]) { $0["Content/" + $1.key] = $1.value })
        defer { fresh.remove() }
        #expect(!fresh.build().diagnostics.hasErrors)
        return fresh.snapshot()
    }

    @Test func anUnchangedSiteTakesItsComponentsFromMemoryAndIsTheSame() throws {
        let site = try site()
        defer { site.remove() }
        let first = site.build()
        #expect(!first.diagnostics.hasErrors && !first.reusedComponents, "\(first.diagnostics)")
        let second = site.build()
        #expect(second.reusedComponents)
        #expect(second.componentCount == first.componentCount && second.previewCount == first.previewCount)
        #expect(second.diagnostics.map(\.message) == first.diagnostics.map(\.message), "findings are kept with the results")
        let kept = site.snapshot()
        let fresh = try scratch(site)
        #expect(kept == fresh)
        // "Ü" is drawn only by the German preview of the spec: the fonts still carry it.
        #expect(String(decoding: kept["assets/preview-fonts.css"] ?? Data(), as: UTF8.self).contains("U+DC"))
    }

    /// Each edit that can change a component: its spec, a catalog entry, a token, site.yml.
    static let edits: [(what: String, path: String, from: String, to: String)] = [
        ("spec", "Content/components/tabs.yml", "items: [About, Specs, Photos]", "items: [About, Specs, Photos, Reviews]"),
        ("catalog entry", "Content/i18n/app.xcstrings", "\"Fotos\"", "\"Bilder\""),
        ("token", "Content/tokens/dark.tokens.json", "#97a3ff", "#a0a8ff"),
        ("site.yml", "Content/site.yml", "locales: [en, de]", "locales: [en, de, ja]"),
    ]

    @Test(arguments: edits.indices)
    func anEditThatChangesAComponentMakesItAgain(_ index: Int) throws {
        let edit = Self.edits[index]
        let site = try site()
        defer { site.remove() }
        _ = site.build()
        let text = try #require(site.read(edit.path))
        #expect(text.contains(edit.from))
        try site.write(edit.path, text.replacingOccurrences(of: edit.from, with: edit.to))
        let report = site.build()
        #expect(!report.reusedComponents, "\(edit.what)")
        #expect(site.snapshot() == (try scratch(site)), "\(edit.what)")
        #expect(site.build().reusedComponents, "and kept again after")
    }

    @Test(arguments: [("Content/guidelines/tabs.md", "# Tabs\n\nRead the [spec](../components/tabs.yml) first.\n"),
                      ("Content/site.yml", "title: Another title\ndescription: Ours.\ntokens: tokens/site.resolver.json\nlocales: [en, de]\ntranslations: [i18n/app.xcstrings]\n")])
    func aPageOrTitleEditKeepsTheComponents(path: String, text: String) throws {
        let site = try site()
        defer { site.remove() }
        _ = site.build()
        try site.write(path, text)
        let report = site.build()
        #expect(report.reusedComponents)
        #expect(site.snapshot() == (try scratch(site)))
    }

    @Test func aDamagedMemoryIsMadeAgain() throws {
        let site = try site()
        defer { site.remove() }
        _ = site.build()
        try Data("handbook-queries 1 garbage".utf8).write(to: URL(fileURLWithPath: try site.queryStore()))
        let report = site.build()
        #expect(!report.reusedComponents)
        #expect(site.snapshot() == (try scratch(site)))
        #expect(site.build().reusedComponents)
    }

    /// A second spec beside the first, of another component.
    static let segments = TokenSiteTests.spec.replacingOccurrences(of: "component: Tabs", with: "component: Segments")
        .replacingOccurrences(of: "items: [About, Specs, Photos]", with: "items: [Day, Week, Month]")

    /// Two `handbook build`s, a spec edited between them: the second makes that spec alone,
    /// takes the other's results from the store, and gives the site a build from scratch gives.
    @Test func aSpecEditedBetweenTwoBuildsMakesThatSpecAlone() throws {
        let site = try TokenSiteTests.site(siteExtra: "tokens: tokens/site.resolver.json\nlocales: [en, de]\ntranslations: [i18n/app.xcstrings]\n",
                                           extra: ["Content/i18n/app.xcstrings": Self.catalog, "Content/components/segments.yml": Self.segments])
        defer { site.remove() }
        let first = site.build()
        #expect(!first.diagnostics.hasErrors && first.madeSpecs == 2, "\(first.diagnostics)")
        let unchanged = site.build()
        #expect(unchanged.reusedComponents && unchanged.madeSpecs == 0)
        let text = try #require(site.read("Content/components/segments.yml"))
        try site.write("Content/components/segments.yml", text.replacingOccurrences(of: "[Day, Week, Month]", with: "[Day, Week, Month, Year]"))
        let edited = site.build()
        #expect(!edited.reusedComponents)
        #expect(edited.madeSpecs == 1, "the tabs spec's results came from the store")
        #expect(site.read("_site/components/segments/index.html")?.contains(">Year</text>") == true)
        #expect(site.snapshot() == (try scratch(site)))
        // The spec's notes are read through the queries too.
        try site.write("Content/components/tabs.md", "# Tabs\n\nWhen to use tabs.\n")
        #expect(site.build().madeSpecs == 2, "a note added changes the file list every spec's links resolve against")
        try site.write("Content/components/tabs.md", "# Tabs\n\nWhen to use tabs, and when not.\n")
        let noted = site.build()
        #expect(noted.madeSpecs == 1 && site.read("_site/components/tabs/index.html")?.contains("and when not") == true)
        #expect(site.snapshot() == (try scratch(site)))
        // A spec deleted: its results go from the store.
        let store = try site.queryStore()
        let entry = Data("\(ComponentSpecQuery.name)\u{0}components/segments.yml".utf8)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)).range(of: entry) != nil)
        try FileManager.default.removeItem(atPath: site.path("Content/components/segments.yml"))
        #expect(!site.build().diagnostics.hasErrors)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)).range(of: entry) == nil)
    }

    /// The token pages are taken from the store while the tokens and what the specs' results
    /// say of them (who uses each token, the contrast rows) are unchanged: a spec's summary
    /// edited makes the spec again but not them; a spec that paints its labels with another
    /// token, or a token edited, makes them again. Each time the site is a build from scratch.
    @Test func theTokenPagesAreMadeAgainOnlyWhenWhatTheyShowChanged() throws {
        let site = try site()
        defer { site.remove() }
        let first = site.build()
        #expect(!first.diagnostics.hasErrors && first.madeTokenPages, "\(first.diagnostics)")
        let spec = try #require(site.read("Content/components/tabs.yml"))
        try site.write("Content/components/tabs.yml", spec.replacingOccurrences(of: "summary: Sections.", with: "summary: Sections of one thing."))
        let summary = site.build()
        #expect(summary.madeSpecs == 1 && !summary.madeTokenPages)
        #expect(site.snapshot() == (try scratch(site)))
        try site.write("Content/components/tabs.yml", spec.replacingOccurrences(of: "label: \"{color.text.secondary}\"", with: "label: \"{color.text.faint}\""))
        let restyled = site.build()
        #expect(restyled.madeTokenPages, "the label's token changed: the pages list another user and other contrast rows")
        #expect(site.snapshot() == (try scratch(site)))
        let tokens = try #require(site.read("Content/tokens/dark.tokens.json"))
        try site.write("Content/tokens/dark.tokens.json", tokens.replacingOccurrences(of: "#97a3ff", with: "#a0a8ff"))
        #expect(site.build().madeTokenPages, "a token's value is on its page")
        #expect(site.snapshot() == (try scratch(site)))
        #expect(!site.build().madeTokenPages)
    }

    @Test func theDesignSystemHasItsSpecsAfterABuildKeptItsResults() throws {
        let site = try site()
        defer { site.remove() }
        // A build into the user cache, as `handbook build` makes one, keeps the results
        // without the specs; `handbook mcp` answers from the specs all the same.
        var options = BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: nil, output: .directory(site.path("_site")), basePath: nil)
        options.cacheFolder = UserCacheFolder.path
        _ = SiteBuilder().build(options)
        #expect(SiteBuilder().build(options).reusedComponents)
        let (system, _) = DesignSystem.load(contentDirectory: site.path("Content"))
        #expect(system?.components.map(\.spec.name) == ["tabs"])
    }
}
