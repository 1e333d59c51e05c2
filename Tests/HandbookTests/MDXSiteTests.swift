import Foundation
import Testing
@testable import Handbook

/// MDX pages in whole sites: read as pages, their components rendered by the theme, their
/// warnings gathered over the build, their errors failing it with the site left whole.
@Suite struct MDXSiteTests {
    static let buttons = """
    ---
    title: Buttons
    description: Buttons make things happen.
    ---

    import {Box} from '@primer/react'
    export default ComponentLayout

    # {frontmatter.title}

    <Lede>{frontmatter.description}</Lede>

    {/* TODO: screenshots */}

    ## Labels

    <DoDont>

    #### Do

    Save changes

    #### Don't

    Click here

    </DoDont>

    <Panel as="figure">
      A <Badge>new</Badge> figure
    </Panel>

    """

    static let storybook = """
    import { Meta, Canvas, Controls } from '@storybook/blocks';
    import * as ButtonStories from './Button.stories';

    <Meta title="Components/Actions/Button" of={ButtonStories} />

    # Button

    Buttons start actions.

    <Canvas of={ButtonStories.Primary} />

    <Controls />

    """

    static func mdxWarnings(_ report: BuildReport) -> [Diagnostic] {
        report.diagnostics.filter { $0.id.hasPrefix("mdx.") }
    }

    @Test func mdxFilesArePagesWithTheirComponents() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/buttons.mdx": Self.buttons])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("_site/guidelines/writing/buttons/index.html"))
        // The title once (the layout's), the summary once (the layout's lead), nothing of MDX's syntax.
        #expect(page.components(separatedBy: "<h1").count == 2)
        let prose = try #require(page.components(separatedBy: "<div class=\"prose\">").last)
        #expect(page.contains("<p class=\"lead\">Buttons make things happen.</p>"))
        #expect(!prose.contains("Buttons make things happen."), "the lede repeating the summary is not printed again")
        for syntax in ["{frontmatter.", "import ", "export ", "{/*", "<Panel", "<DoDont"] {
            #expect(!page.contains(syntax), "\(syntax)")
        }
        #expect(page.contains("<figure class=\"do-dont__item preview--do\">\n<figcaption><strong class=\"verdict\">Do</strong></figcaption>\n<p>Save changes</p>\n</figure>"))
        #expect(page.contains("<figure class=\"do-dont__item preview--dont\">\n<figcaption><strong class=\"verdict\">Don&#x27;t</strong></figcaption>")
                || page.contains("<strong class=\"verdict\">Don't</strong>"))
        #expect(page.contains("<p>A new figure</p>"))
        #expect(!site.exists("_site/guidelines/writing/buttons.mdx"), "the source is not published")
    }

    @Test func unknownComponentsWarnOncePerNameForTheWholeBuild() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/buttons.mdx": Self.buttons,
            "Content/guidelines/writing/links.mdx": "# Links\n\n<Panel>\nOne\n</Panel>\n\n<Panel>Two</Panel>\n",
        ])
        defer { site.remove() }
        let report = site.build()
        let unknown = report.diagnostics.filter { $0.id == "mdx.unknown-component" }
        #expect(unknown.count == 2, "Panel and Badge: \(unknown.map(\.message))")
        let box = try #require(unknown.first { $0.message.contains("<Panel>") })
        #expect(box.message.contains("used 3 times"))
        #expect(box.message.contains("Content/guidelines/writing/buttons.mdx:29, ") && box.message.contains("Content/guidelines/writing/links.mdx:3, ")
                && box.message.hasSuffix("Content/guidelines/writing/links.mdx:7; its children are kept"), "\(box.message)")
        #expect(box.location?.file.hasSuffix("Content/guidelines/writing/buttons.mdx") == true)
        #expect(box.location?.line == 29)
        #expect(box.location?.column == 1)
        #expect(box.severity == .warning)
    }

    @Test func aStorybookDocsPageIsTitledFromMetaWithoutItsLiveBlocks() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/button.mdx": Self.storybook])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("_site/guidelines/writing/button/index.html"))
        #expect(page.contains("<h1>Button</h1>"))
        #expect(page.components(separatedBy: "<h1").count == 2)
        #expect(page.contains("<p>Buttons start actions.</p>"))
        #expect(!page.contains("Canvas") && !page.contains("Controls") && !page.contains("ButtonStories"))
        let live = report.diagnostics.filter { $0.id == "mdx.live-block" }
        #expect(live.count == 1)
        #expect(live.first?.message.hasPrefix("2 live-code blocks are left out on 1 page (<Canvas>, <Controls>)") == true, "\(live.map(\.message))")
        #expect(live.first?.location?.line == 10)
        #expect(live.first?.location?.column == 1)
        // Meta's group is its place in the sidebar: a section "Actions" inside "Components".
        let sidebar = try #require(page.components(separatedBy: "<nav").dropFirst().first { $0.contains("site-nav") })
        #expect(sidebar.contains(">Actions<"), "\(sidebar.prefix(2_000))")
        #expect(site.exists("_site/components/actions/index.html"))
        #expect(site.read("_site/components/actions/index.html")?.contains("guidelines/writing/button/index.html") == true)
    }

    @Test func siteYamlNamesWhatComponentsBecome() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: Test system\nmdx-components:\n  callout: [DirectiveCard]\n  drop: [Playground]\n  children: [Panel]\n",
            "Content/guidelines/writing/cards.mdx": "# Cards\n\n<DirectiveCard status=\"Caution\">\n\nBeing reworked.\n\n</DirectiveCard>\n\n<Playground id=\"x\" />\n\n<Panel>Kept</Panel>\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(Self.mdxWarnings(report).isEmpty, "\(Self.mdxWarnings(report))")
        let page = try #require(site.read("_site/guidelines/writing/cards/index.html"))
        #expect(page.contains("<div class=\"callout callout--warn\" role=\"note\">\n<p>Being reworked.</p>\n</div>"))
        #expect(page.contains("<p>Kept</p>"))
    }

    @Test func aTeamPartialRendersItsComponent() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/cards.mdx": "# Cards\n\n<Tip kind=\"hint\">\n\nUse *cards*.\n\n</Tip>\n",
            "Templates/partials/mdx/Tip.mustache": "<aside class=\"team-tip\" data-kind=\"{{attributes.kind}}\">{{{children}}}</aside>\n",
        ])
        defer { site.remove() }
        let report = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                                      output: .directory(site.path("_site"))))
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("_site/guidelines/writing/cards/index.html"))
        #expect(page.contains("<aside class=\"team-tip\" data-kind=\"hint\"><p>Use <em>cards</em>.</p>\n</aside>"))
    }

    @Test func importedPartialsAreIncludedWithTheirProps() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/_rule.mdx": "Use {props.kind} labels; see [labels](labels.md).\n",
            "Content/guidelines/writing/rules/short.mdx": "import Rule from '../_rule.mdx';\n\n# Short\n\n<Rule kind=\"short\" />\n\nMore.\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(Self.mdxWarnings(report).isEmpty, "\(Self.mdxWarnings(report))")
        let page = try #require(site.read("_site/guidelines/writing/rules/short/index.html"))
        // The partial's link resolves from its own folder and points from the including page.
        #expect(page.contains("<p>Use short labels; see <a href=\"../../labels/index.html\">labels</a>.</p>\n<p>More.</p>"))
        #expect(!site.exists("_site/guidelines/writing/_rule/index.html"), "a partial is not a page")
        #expect(!site.exists("_site/guidelines/writing/_rule.mdx"), "nor published as a file")
        // A partial's problems are said once, at its own lines, however many pages include it.
        try site.write("Content/guidelines/writing/rules/long.mdx", "import Rule from '../_rule.mdx'\n\n<Rule kind=\"long\" />\n")
        try site.write("Content/guidelines/writing/_rule.mdx", "Use {props.kind} labels <Glossary>here</Glossary> {version}.\n")
        let twice = site.build()
        let unknown = twice.diagnostics.filter { $0.id == "mdx.unknown-component" }
        #expect(unknown.count == 1)
        #expect(unknown.first?.message.contains("<Glossary>, used once: ") == true, "\(unknown.map(\.message))")
        #expect(unknown.first?.location?.file.hasSuffix("guidelines/writing/_rule.mdx") == true)
        #expect(unknown.first?.location?.column == 25)
        let expressions = twice.diagnostics.filter { $0.id == "mdx.expression" }
        #expect(expressions.count == 1)
        #expect(expressions.first?.location?.file.hasSuffix("guidelines/writing/_rule.mdx") == true)
        // A changed partial changes the pages including it, though their own files did not change.
        try site.write("Content/guidelines/writing/_rule.mdx", "Keep {props.kind} labels.\n")
        #expect(site.build().succeeded)
        #expect(site.read("_site/guidelines/writing/rules/short/index.html")?.contains("<p>Keep short labels.</p>") == true)
    }

    @Test func badMDXFailsTheBuildAtTheOpeningTagAndKeepsTheSite() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/buttons.mdx": Self.buttons])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let before = site.snapshot()
        try site.write("Content/guidelines/writing/buttons.mdx", "# Buttons\n\nText.\n\n  <DoDont>\n\n#### Do\n\nYes\n")
        let report = site.build()
        #expect(!report.succeeded)
        let error = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(error.id == "mdx.syntax")
        #expect(error.message == "<DoDont> is never closed")
        #expect(error.location?.file.hasSuffix("Content/guidelines/writing/buttons.mdx") == true)
        #expect(error.location?.line == 5)
        #expect(error.location?.column == 3)
        #expect(site.snapshot() == before, "the previous site is left whole")
    }

    @Test func unreadFileTypesAreCountedInTheSummary() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/old.rst": "Old\n===\n",
            "Content/guidelines/writing/legacy.rst": "Legacy\n======\n",
            "Content/guidelines/writing/Example.tsx": "export const x = 1\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        #expect(report.summary.contains("\nLeft out 2 .rst files and 1 .tsx file: Handbook reads .md and .mdx pages"), "\(report.summary)")
        #expect(!site.exists("_site/guidelines/writing/old.rst"))
        let quiet = try TestSite.basic()
        defer { quiet.remove() }
        #expect(!quiet.build().summary.contains("Left out"))
    }
}
