import Foundation
import Testing
@testable import Handbook

/// The build as one straight line: named steps, an output mode, diagnostics tagged with
/// their step, one render path, and component pages a team's `Templates/` can restyle.
@Suite struct BuildPipelineTests {
    static let tabs = ComponentPageTests.tabs

    @Test func overridingOneComponentPartialChangesTheTabsPageAndNothingElse() throws {
        let site = try TestSite.basic([
            "Content/components/tabs.yml": Self.tabs,
            "Templates/partials/component/known-gaps.mustache": "<p class=\"team-gaps\">{{#gaps}}[{{.}}]{{/gaps}}</p>\n",
        ])
        defer { site.remove() }
        let themed = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                                      output: .directory(site.path("_site"))))
        #expect(themed.succeeded, "\(themed.diagnostics)")
        let page = try #require(site.read("_site/components/tabs/index.html"))
        #expect(page.contains("<p class=\"team-gaps\">[The disabled state is not specified yet]</p>"))
        // The frame and the other sections are still the built-in theme's.
        #expect(page.contains("<section class=\"component-section\" id=\"known-gaps\">"))
        #expect(page.contains("<ol class=\"anatomy-list\">"))
        #expect(!page.contains("<li>The disabled state is not specified yet</li>"))
    }

    @Test func theSectionFrameAndThePreviewFigureAreThemeableToo() throws {
        let site = try TestSite.basic([
            "Content/components/tabs.yml": Self.tabs,
            "Templates/partials/component/section.mustache": "<article data-section=\"{{id}}\"><h2>{{title}}</h2>{{{body}}}</article>\n",
            "Templates/partials/preview.mustache": "<div class=\"team-preview\">{{{svg}}}</div>\n",
        ])
        defer { site.remove() }
        let report = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                                      output: .directory(site.path("_site"))))
        #expect(report.succeeded)
        let page = try #require(site.read("_site/components/tabs/index.html"))
        #expect(page.contains("<article data-section=\"variants\"><h2>Variants</h2>"))
        #expect(page.contains("<div class=\"team-preview\"><svg"))
        #expect(!page.contains("<figure class=\"preview\">"))
    }

    /// A theme whose layout picks a partial by the page's kind: every page shows its partial.
    @Test func aLayoutWithADynamicPartialShowsItOnEveryPage() throws {
        let site = try TestSite.basic([
            "Templates/layout.mustache": "<!doctype html><title>{{page.title}}</title><main>{{>*page.kind}}</main>\n",
            "Templates/guideline.mustache": "<p>G: {{page.title}}</p>",
            "Templates/section.mustache": "<p>S: {{page.title}}</p>",
            "Templates/home.mustache": "<p>H: {{page.title}}</p>",
        ])
        defer { site.remove() }
        let report = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                                      output: .directory(site.path("_site"))))
        #expect(report.succeeded)
        #expect(site.read("_site/guidelines/writing/labels/index.html")?.contains("<main><p>G: Labels</p></main>") == true)
        #expect(site.read("_site/guidelines/writing/tone/index.html")?.contains("<main><p>G: Tone of voice</p></main>") == true)
        #expect(site.read("_site/guidelines/writing/index.html")?.contains("<main><p>S: Writing</p></main>") == true)
        #expect(site.read("_site/index.html")?.contains("<main><p>H: Welcome</p></main>") == true)
    }

    @Test func everyDiagnosticNamesTheStepThatFoundItAndTheFailedStepStopsTheBuild() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/broken.md": "---\ntitle: [unclosed\n---\n",
            "Content/guidelines/writing/links.md": "# Links\n\n[gone](nowhere.md)\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.failedStep == "Reading pages")
        #expect(Set(report.diagnostics.map(\.step)) == ["Reading pages"])
        #expect(report.stepMilliseconds.map(\.step) == ["Reading settings", "Reading translations", "Reading tokens", "Reading versions", "Scanning content", "Loading theme", "Reading pages"])
        #expect(!site.exists("_site"), "a failed build writes nothing")
    }

    @Test func checkModeWritesNothingAndMemoryModeReturnsTheFiles() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let checked = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), output: .none))
        #expect(checked.succeeded && checked.files.isEmpty && checked.outputPath == nil)
        let memory = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), output: .memory))
        #expect(memory.files["guidelines/writing/labels/index.html"] != nil)
        #expect(memory.deferredFiles["assets/search-index.js"] != nil)
        #expect(!site.exists("_site"))
        let disk = site.build()
        #expect(disk.outputPath == URL(fileURLWithPath: site.path("_site")).standardizedFileURL.path)
        // The same site either way: one render path.
        for (path, data) in memory.files {
            #expect(FileManager.default.contents(atPath: site.path("_site/" + path)) == data, "\(path) differs")
        }
    }

    @Test func rulePagesComeFromSiteYmlAndAMissingPageIsAWarningAtItsValue() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: Test\nrule-pages:\n  labels: guidelines/writing/labels.md\n  tab-bar: guidelines/nowhere.md\n",
            "Content/guidelines/writing/dont.md": "# Don't\n\n```tabbar\nitems: [Add photo, Specs]\nintent: dont\n```\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/site.yml:4:12 site.rule-pages"])
        let page = try #require(site.read("_site/guidelines/writing/dont/index.html"))
        #expect(page.contains("<span class=\"breaks\">Breaks: <a href=\"../labels/index.html\">"))
    }

    @Test func anUnknownRuleFamilyInRulePagesIsAnErrorWithASuggestion() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: Test\nrule-pages:\n  lables: guidelines/writing/labels.md\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/site.yml:3:3 yaml.unknown-key"])
        #expect(report.diagnostics.first?.message.contains("did you mean 'labels'?") == true)
    }

    @Test func aComponentSpecAndAPageCannotShareAURL() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": Self.tabs, "Content/components/tabs/index.md": "# Tabs\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.diagnostics.map(\.id) == ["content.duplicate-url"])
    }
}

extension BuildPipelineTests {
    /// No silent tofu: a label with a character no preview font draws is a warning at the
    /// label naming the character; `check` fails on it.
    @Test func aLabelNoFontDrawsIsAMissingGlyphWarning() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/tibetan.md": "# Tibetan\n\n```tabbar\nitems: [Home, ཀ་ཁ, Search]\n```\n"])
        defer { site.remove() }
        let report = site.build(check: true)
        #expect(report.locations(in: site) == ["Content/guidelines/writing/tibetan.md:4:15 font.missing-glyph"])
        #expect(report.diagnostics.first?.message == "'ཀ་ཁ' has characters no preview font draws: U+0F40 TIBETAN LETTER KA, U+0F0B TIBETAN MARK INTERSYLLABIC TSHEG, U+0F41 TIBETAN LETTER KHA")
    }

    /// The site serves the preview fonts subset to what the previews draw, one face per
    /// script used, with disjoint ranges, inline (a site opened from disk may not load font files).
    @Test func theSiteServesSubsetFontsForTheScriptsItDraws() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/scripts.md": "# Scripts\n\n```tabbar\nitems: [Reviews, المراجعات, レビュー]\n```\n"])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let css = try #require(site.read("_site/assets/preview-fonts.css"))
        for face in ["Inter Medium", "Noto Sans Arabic", "Noto Sans CJK JP"] { #expect(css.contains("/* \(face) */"), "\(face)") }
        #expect(!css.contains("Noto Sans Thai") && !css.contains("url(\"assets/"))
        #expect(css.components(separatedBy: "@font-face").count == 4)
        let page = try #require(site.read("_site/guidelines/writing/scripts/index.html"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../../../assets/preview-fonts.css\">"))
        #expect(page.contains("x=\"215.553\" direction=\"rtl\" y=\"29.089\" font-size=\"14\" fill=\"var(--hb-preview-label, #3d4350)\">المراجعات</text>"),
                "drawn right to left from its right edge")
    }
}
