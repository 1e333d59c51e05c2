import Foundation
import Testing
@testable import Handbook

/// What an MDX page is as a whole: its one title, its front matter values, Storybook's
/// `<Meta of>` and groups, and index pages that list their folder.
@Suite struct MDXPageSiteTests {
    static func titles(_ page: String) -> Int {
        page.components(separatedBy: "<h1").count - 1
    }

    @Test func theTitleIsPrintedOnceWhereverItsHeadingStands() throws {
        let site = try TestSite.basic([
            // Polaris: a hero image, then `# {frontmatter.title}`.
            "Content/guidelines/writing/hero.mdx": "---\ntitle: Hero page\n---\n\nimport Image from '../image'\n\n<img src=\"https://example.com/hero.png\" alt=\"\" />\n\n# {frontmatter.title}\n\nBody.\n",
            // No front matter: the first `#` heading, after a block, is the title.
            "Content/guidelines/writing/after-block.mdx": "<Note>\nFirst.\n</Note>\n\n# Real title\n\nBody.\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let hero = try #require(site.read("_site/guidelines/writing/hero/index.html"))
        #expect(Self.titles(hero) == 1)
        #expect(hero.contains("<h1>Hero page</h1>"))
        let after = try #require(site.read("_site/guidelines/writing/after-block/index.html"))
        #expect(Self.titles(after) == 1)
        #expect(after.contains("<h1>Real title</h1>"), "not the file's name")
        #expect(after.contains("<title>Real title"))
    }

    @Test func frontMatterValuesAreReadAsWritten() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/values.mdx": """
        ---
        title: Values
        shortDescription: A short one.
        releaseStatus: Beta
        hero:
          alt: The hero
        tags: [a, b]
        ---

        {frontmatter.shortDescription} {frontmatter.releaseStatus} {frontmatter.hero.alt} {frontmatter.tags}

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.id == "mdx.expression" }, "\(report.diagnostics)")
        let page = try #require(site.read("_site/guidelines/writing/values/index.html"))
        #expect(page.contains("<p>A short one. Beta The hero a, b</p>"))
    }

    @Test func headingsKeepTheirSlugsAndTheThemesIDsAreItsOwn() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/ids.mdx": "# Ids\n\n## Main\n\n## Content\n\n## Search results\n\n## Top\n\nSee [main](#main), [content](#content) and [top](#top).\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        #expect(!report.diagnostics.contains { $0.id == "link.anchor" }, "\(report.diagnostics)")
        let page = try #require(site.read("_site/guidelines/writing/ids/index.html"))
        for id in ["main", "content", "search-results", "top"] { #expect(page.contains("<h2 id=\"\(id)\">"), "\(id)") }
        // Every id on the page once: the layout's own are prefixed.
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(page.contains("<main id=\"hb-content\""))
        #expect(page.contains("href=\"#hb-content\">Skip to content"))
    }

    static let storiesFile = """
    import type { Meta, StoryObj } from '@storybook/react';
    import { Button } from './Button';

    const meta: Meta<typeof Button> = {
      title: 'AI For LLMs/Button',
      component: Button,
      argTypes: { size: { options: ['small', 'large'] } },
    } satisfies Meta<typeof Button>;

    export default meta;
    type Story = StoryObj<typeof meta>;

    export const Primary: Story = { args: { label: 'Button' } };
    """

    @Test func storybookPagesAreTitledFromTheirStoriesFiles() throws {
        let site = try TestSite.basic([
            "Content/guidelines/button/stories/Button.mdx": "import { Meta, Canvas } from '@storybook/blocks';\nimport * as ButtonStories from './Button.stories';\n\n<Meta of={ButtonStories} />\n\nButtons start actions.\n\n<Canvas of={ButtonStories.Primary} />\n",
            "Content/guidelines/button/stories/Button.stories.tsx": Self.storiesFile,
            // A group that names a section the site has joins it.
            "Content/guidelines/navigation/index.md": "---\ntitle: Navigation\n---\n\nGetting around.\n",
            "Content/guidelines/navigation/bars.md": "# Bars\n\nBars.\n",
            "Content/guidelines/tabs/Tabs.mdx": "import { Meta } from '@storybook/blocks';\n\n<Meta title=\"Navigation/Tabs\" />\n\nTabs switch views.\n",
            // Without a title to read: the page's heading, and one warning.
            "Content/guidelines/chip/Chip.mdx": "import * as ChipStories from './Chip.stories';\n\n<Meta of={ChipStories} />\n\n# Chip\n\nChips.\n",
            "Content/guidelines/chip/Chip.stories.ts": "export default { component: Chip };\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let button = try #require(site.read("_site/guidelines/button/stories/button/index.html"))
        #expect(button.contains("<h1>Button</h1>"))
        let sidebar = try #require(button.components(separatedBy: "<nav").dropFirst().first { $0.contains("site-nav") })
        #expect(sidebar.contains(">AI For LLMs<"), "the group keeps its case: \(sidebar.prefix(3_000))")
        #expect(!sidebar.contains(">Stories<") && !sidebar.contains(">ButtonStories<"))
        // "Navigation/Tabs" is in the site's own Navigation section, not a second one.
        let tabs = try #require(site.read("_site/guidelines/tabs/tabs/index.html"))
        #expect(tabs.contains("<h1>Tabs</h1>"))
        let navigationSections = tabs.components(separatedBy: "site-nav__section-link").dropFirst().filter { $0.prefix(200).contains(">Navigation</a>") }
        #expect(navigationSections.count == 1, "one Navigation section")
        #expect(navigationSections.first?.hasPrefix("\" href=\"../../../guidelines/navigation/index.html\"") == true)
        #expect(site.exists("_site/guidelines/navigation/index.html"))
        let chip = try #require(site.read("_site/guidelines/chip/chip/index.html"))
        #expect(chip.contains("<h1>Chip</h1>"))
        let warnings = report.diagnostics.filter { $0.id == "mdx.stories-title" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location?.line == 3)
        #expect(warnings.first?.location?.file.hasSuffix("guidelines/chip/Chip.mdx") == true)
        // A changed stories file changes its page, though the page's own file did not change.
        try site.write("Content/guidelines/button/stories/Button.stories.tsx", Self.storiesFile.replacingOccurrences(of: "AI For LLMs/Button", with: "AI For LLMs/Big button"))
        #expect(site.build().succeeded)
        #expect(site.read("_site/guidelines/button/stories/button/index.html")?.contains("<h1>Big button</h1>") == true)
    }

    @Test func aStoriesFileThatCannotBeReadIsNamedInTheWarning() throws {
        let site = try TestSite.basic([
            "Content/guidelines/chip/Chip.mdx": "import * as ChipStories from './Chip.stories';\n\n<Meta of={ChipStories} />\n\n# Chip\n\nChips.\n",
        ])
        defer { site.remove() }
        // The title is there, but the file is Latin-1: "Café" has a lone 0xE9 byte on line 2.
        try site.write("Content/guidelines/chip/Chip.stories.ts", Data("export default {\n  title: 'Caf".utf8) + Data([0xE9]) + Data("/Chip' };\n".utf8))
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("_site/guidelines/chip/chip/index.html")?.contains("<h1>Chip</h1>") == true)
        let warnings = report.diagnostics.filter { $0.id == "mdx.stories-title" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location?.line == 3)
        let message = try #require(warnings.first?.message)
        #expect(message.contains("cannot be read from './Chip.stories'"), "\(message)")
        #expect(message.contains("Chip.stories.ts:2:"), "\(message)")
        #expect(message.contains("not valid UTF-8"), "\(message)")
    }

    @Test func indexPagesListTheirFolder() throws {
        let site = try TestSite.basic([
            "Content/components/index.mdx": "---\ntitle: Components\n---\n\nEvery component:\n\n<ChildPages />\n",
            "Content/components/button.mdx": "---\ntitle: Button\ndescription: Starts actions.\n---\n\nText.\n",
            "Content/components/chip.mdx": "# Chip\n\nText.\n",
            // A card grid Handbook cannot draw: the folder's listing stands in for it.
            "Content/patterns/index.mdx": "---\ntitle: Patterns\n---\n\n<PatternCards />\n",
            "Content/patterns/forms.mdx": "# Forms\n\nText.\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let components = try #require(site.read("_site/components/index.html"))
        #expect(components.contains("<p>Every component:</p>"))
        #expect(components.contains("<a href=\"button/index.html\">Button</a>"), "\(components)")
        #expect(components.contains("Starts actions."))
        #expect(components.contains("<a href=\"chip/index.html\">Chip</a>"))
        #expect(!components.contains("handbook:child-pages"))
        let patterns = try #require(site.read("_site/patterns/index.html"))
        #expect(patterns.contains("<a href=\"forms/index.html\">Forms</a>"))
    }
}
