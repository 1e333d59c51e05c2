import Foundation
import Testing
@testable import Handbook

/// Docusaurus-shaped pages build as Docusaurus builds them: `<Tabs>`/`<TabItem>` as tabs that
/// work without script, any `:::name` directive kept by name, fence titles as captions, and
/// components whose text is in their attributes as cards of that text.
@Suite struct MDXDocusaurusSiteTests {
    static func prose(_ site: TestSite, _ path: String) throws -> String {
        try MDXElementSiteTests.page(site, path)
    }

    @Test func tabItemsAreTabsLabelledByTheirLabelElseTheirValue() throws {
        let site = try TestSite.basic(["Content/guidelines/rules/no-alert.mdx": """
        # No alert

        <Tabs>
          <TabItem value="❌ Incorrect">

        ```js
        alert('x')
        ```

          </TabItem>
          <TabItem value="ok" label="✅ Correct">

        Use a dialog.

          </TabItem>
        </Tabs>

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.filter { $0.id.hasPrefix("mdx.") }.isEmpty, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/rules/no-alert/index.html")
        // One tab list, each tab a link to its panel, the first selected.
        #expect(prose.contains("<div class=\"tabs\" data-tabs>\n<div class=\"tabs__list\" role=\"tablist\">"
            + "<a class=\"tabs__tab\" role=\"tab\" id=\"tabs-0-tab-0\" href=\"#tabs-0-panel-0\" aria-controls=\"tabs-0-panel-0\" aria-selected=\"true\" data-value=\"❌ Incorrect\">❌ Incorrect</a>"
            + "<a class=\"tabs__tab\" role=\"tab\" id=\"tabs-0-tab-1\" href=\"#tabs-0-panel-1\" aria-controls=\"tabs-0-panel-1\" aria-selected=\"false\" data-value=\"ok\">✅ Correct</a></div>"), "\(prose)")
        // Each panel is labelled by its tab and, for readers without the tab list, by its own label.
        #expect(prose.contains("<div class=\"tabs__panel\" role=\"tabpanel\" id=\"tabs-0-panel-0\" aria-labelledby=\"tabs-0-tab-0\" tabindex=\"0\" data-selected>\n<p class=\"tabs__panel-label\" aria-hidden=\"true\">❌ Incorrect</p>\n<div class=\"code-block\">"), "\(prose)")
        #expect(prose.contains("<div class=\"tabs__panel\" role=\"tabpanel\" id=\"tabs-0-panel-1\" aria-labelledby=\"tabs-0-tab-1\" tabindex=\"0\">\n<p class=\"tabs__panel-label\" aria-hidden=\"true\">✅ Correct</p>\n<p>Use a dialog.</p>\n</div>"), "\(prose)")
        // The twin says which example is which.
        let twin = try #require(site.read("_site/guidelines/rules/no-alert/index.html.md"))
        #expect(twin.contains("**❌ Incorrect:**"), "\(twin)")
        #expect(twin.contains("**✅ Correct:**"), "\(twin)")
    }

    @Test(arguments: [
        ("<Tabs>\n<TabItem value=\"a\">\nA\n</TabItem>\n<TabItem value=\"b\" default>\nB\n</TabItem>\n</Tabs>", 1),
        ("<Tabs defaultValue=\"c\">\n<TabItem value=\"a\" default>\nA\n</TabItem>\n<TabItem value=\"b\">\nB\n</TabItem>\n<TabItem value=\"c\">\nC\n</TabItem>\n</Tabs>", 2),
        ("<Tabs defaultValue=\"nowhere\">\n<TabItem value=\"a\">\nA\n</TabItem>\n<TabItem value=\"b\">\nB\n</TabItem>\n</Tabs>", 0),
        ("<Tabs values={[{label: 'Apple', value: 'apple'}, {label: 'Pear', value: 'pear'}]} defaultValue=\"pear\">\n<TabItem value=\"apple\">\nA\n</TabItem>\n<TabItem value=\"pear\">\nB\n</TabItem>\n</Tabs>", 1),
    ])
    func theDefaultTabIsShownFirst(source: String, selected: Int) throws {
        let site = try TestSite.basic(["Content/guidelines/tabs.mdx": "# Tabs\n\n" + source + "\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/tabs/index.html")
        #expect(prose.components(separatedBy: "aria-selected=\"true\"").count == 2, "\(prose)")
        #expect(prose.contains("id=\"tabs-0-tab-\(selected)\" href=\"#tabs-0-panel-\(selected)\" aria-controls=\"tabs-0-panel-\(selected)\" aria-selected=\"true\""), "\(prose)")
        #expect(prose.contains("id=\"tabs-0-panel-\(selected)\" aria-labelledby=\"tabs-0-tab-\(selected)\" tabindex=\"0\" data-selected>"), "\(prose)")
        #expect(prose.components(separatedBy: " data-selected>").count == 2, "\(prose)")
        if source.contains("Apple") {
            #expect(prose.contains(">Apple</a>") && prose.contains(">Pear</a>"), "\(prose)")
        }
    }

    @Test func tabLabelsAreEscapedAndStrayItemsStayLabelled() throws {
        let site = try TestSite.basic(["Content/guidelines/tabs.mdx": """
        # Tabs

        <Tabs groupId="os&quot;">
        <TabItem value="a" label="<img src=x onerror=alert(1)>">
        A
        </TabItem>
        </Tabs>

        <TabItem value="alone">
        Alone
        </TabItem>

        <Tabs>
        </Tabs>

        Inline <Tabs><TabItem value="x">tab</TabItem></Tabs> text.

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/tabs/index.html")
        #expect(!prose.contains("<img"), "\(prose)")
        #expect(prose.contains(">&lt;img src=x onerror=alert(1)&gt;</a>"), "\(prose)")
        #expect(prose.contains("data-tabs-group=\"os&amp;quot;\""), "\(prose)")
        #expect(prose.contains("<div class=\"mdx-block mdx-tab-item\">\n<p class=\"tabs__panel-label\">alone</p>\n<p>Alone</p>\n</div>"), "\(prose)")
        // Inside a line of text the words stay, in spans that a paragraph may hold.
        #expect(prose.contains("<p>Inline <span class=\"mdx-tabs\"><span class=\"mdx-tab-item\">tab</span></span> text.</p>"), "\(prose)")
        // Tabs with no items have no empty tab list.
        #expect(prose.components(separatedBy: "role=\"tablist\"").count == 2, "\(prose)")
    }

    @Test func directivesKeepTheirNames() throws {
        let site = try TestSite.basic(["Content/guidelines/directives.mdx": """
        # Directives

        :::tip[Bracketed]
        Tipped.
        :::

        :::tip Spaced
        Also tipped.
        :::

        :::details Click me
        Hidden.
        :::

        :::my-box
        Boxed.
        :::

        :::warning
        Still warned.
        :::

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/directives/index.html")
        #expect(prose.contains("<div class=\"callout callout--ok\" role=\"note\">\n<p><strong>Bracketed</strong></p>\n<p>Tipped.</p>\n</div>"), "\(prose)")
        #expect(prose.contains("<div class=\"callout callout--ok\" role=\"note\">\n<p><strong>Spaced</strong></p>\n<p>Also tipped.</p>\n</div>"), "\(prose)")
        #expect(prose.contains("<details class=\"directive directive-details\">\n<summary>Click me</summary>\n<p>Hidden.</p>\n</details>"), "\(prose)")
        #expect(prose.contains("<div class=\"directive directive-my-box\">\n<p>Boxed.</p>\n</div>"), "\(prose)")
        #expect(prose.contains("<div class=\"callout callout--warn\" role=\"note\">\n<p>Still warned.</p>\n</div>"), "\(prose)")
        #expect(!prose.contains("-box</strong>") && !prose.contains(":::"), "\(prose)")
        // The twin keeps a directive's title.
        let twin = try #require(site.read("_site/guidelines/directives/index.html.md"))
        #expect(twin.contains("**Click me**\n\nHidden."), "\(twin)")
    }

    @Test func aCodeGroupIsTabsOfItsFencesLabelledByTheirTitles() throws {
        let site = try TestSite.basic(["Content/guidelines/install.mdx": """
        # Install

        :::code-group
        ```sh [npm]
        npm install handbook
        ```

        ```sh title="yarn.sh"
        yarn add handbook
        ```

        ```sh
        pnpm add handbook
        ```
        :::

        After.

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/install/index.html")
        #expect(prose.contains("<div class=\"tabs directive directive-code-group\" data-tabs>\n<div class=\"tabs__list\" role=\"tablist\">"), "\(prose)")
        for (index, label) in ["npm", "yarn.sh", "sh"].enumerated() {
            #expect(prose.contains("id=\"tabs-0-tab-\(index)\" href=\"#tabs-0-panel-\(index)\" aria-controls=\"tabs-0-panel-\(index)\" aria-selected=\"\(index == 0)\" data-value=\"\(label)\">\(label)</a>"), "\(label): \(prose)")
        }
        // The tab names the fence: no caption repeats it.
        #expect(prose.contains("<p class=\"tabs__panel-label\" aria-hidden=\"true\">npm</p>\n<div class=\"code-block\"><pre><code class=\"language-sh\">"), "\(prose)")
        #expect(!prose.contains("<figure"), "\(prose)")
        #expect(prose.contains("</span> add handbook\n</code></pre></div>\n</div>\n</div>\n<p>After.</p>"), "\(prose)")
        #expect(!prose.replacingOccurrences(of: "directive-code-group", with: "").contains("-group"), "\(prose)")
    }

    @Test func stepsAreAnOrderedListOfTheirHeadingsSections() throws {
        let site = try TestSite.basic(["Content/guidelines/setup.mdx": """
        # Setup

        :::steps
        Before the steps.

        ### Install

        Run it.

        #### Detail

        Inside the first step.

        ### Configure

        Write site.yml.
        :::

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/setup/index.html")
        #expect(prose.contains("<div class=\"directive directive-steps\">\n<p>Before the steps.</p>\n<ol class=\"directive-steps__list\">\n<li class=\"directive-steps__step\">\n<h3 id=\"install\">Install"), "\(prose)")
        #expect(prose.contains("<p>Inside the first step.</p>\n</li>\n<li class=\"directive-steps__step\">\n<h3 id=\"configure\">Configure"), "\(prose)")
        #expect(prose.contains("<p>Write site.yml.</p>\n</li>\n</ol>\n</div>"), "\(prose)")
    }

    @Test(arguments: ["md", "mdx"])
    func aFenceTitleCaptionsItsCode(ext: String) throws {
        let site = try TestSite.basic(["Content/guidelines/app.\(ext)": """
        # App

        ```tsx {1,3-4} title="src/<App>.tsx" showLineNumbers
        export const App = 1
        ```

        ```tsx showLineNumbers
        untitled
        ```

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/app/index.html")
        #expect(prose.contains("<figure class=\"code-figure\">\n<figcaption class=\"code-figure__title\">src/&lt;App&gt;.tsx</figcaption>\n<div class=\"code-block\"><pre><code class=\"language-tsx\">"), "\(prose)")
        #expect(prose.contains("</code></pre></div>\n</figure>"), "\(prose)")
        #expect(prose.components(separatedBy: "<figure class=\"code-figure\">").count == 2, "\(prose)")
    }

    @Test func attributeOnlyComponentsAreCardsOfTheirText() throws {
        let site = try TestSite.basic([
            "Content/guidelines/intro.mdx": """
            # Intro

            <ResourceCard title="Color *tokens*" description="How colour is named." href="/guidelines/target/" />

            <ResourceCard description="Only described." />

            - Item <Badge label="New" /> text
            - <ResourceCard heading="In a list" summary="Still tight." />

            <Icon name="arrow" />

            <TeamList description="Leaders." bios={[{name: 'Ann'}]} size={2} />

            """,
            "Content/guidelines/target.md": "# Target\n",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/intro/index.html")
        #expect(prose.contains("<div class=\"mdx-card mdx-resource-card\">\n<p><strong><a href=\"../target/index.html\">Color *tokens*</a></strong></p>\n<p>How colour is named.</p>\n</div>"), "\(prose)")
        #expect(prose.contains("<div class=\"mdx-card mdx-resource-card\">\n<p>Only described.</p>\n</div>"), "\(prose)")
        #expect(prose.contains("Item <span class=\"mdx-card mdx-badge\"><strong>New</strong></span> text"), "\(prose)")
        #expect(prose.contains("<div class=\"mdx-card mdx-resource-card\">\n<strong>In a list</strong><br />\nStill tight.\n</div>"), "\(prose)")
        // Only the component whose text is lost is said, where it is used.
        let unknown = report.diagnostics.filter { $0.id == "mdx.unknown-component" }
        #expect(prose.contains("<div class=\"mdx-card mdx-team-list\">\n<p>Leaders.</p>\n</div>"), "\(prose)")
        #expect(unknown.count == 2, "\(unknown)")
        #expect(unknown.first?.message.contains("<Icon>") == true, "\(unknown)")
        #expect(unknown.last?.message.contains("<TeamList>") == true, "\(unknown)")
        #expect(unknown.last?.location?.line == 12)
        #expect(unknown.last?.location?.column == 1)
        #expect(unknown.first?.location?.file.hasSuffix("Content/guidelines/intro.mdx") == true)
        #expect(unknown.first?.location?.line == 10)
        #expect(unknown.first?.location?.column == 1)
        #expect(report.diagnostics.filter { $0.id.hasPrefix("link.") }.isEmpty, "\(report.diagnostics)")
    }

    @Test func directivesLeftOpenOrNestedStayWhole() throws {
        let site = try TestSite.basic(["Content/guidelines/open.mdx": """
        # Open

        ::::code-group
        ```js title="a.js"
        a()
        ```
        :::tip
        Inside the group.
        :::
        ::::

        - :::steps
          ## One
          First.
          ## Two
          :::

        :::steps
        ### Left open
        ```sh [never closed]
        echo
        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.prose(site, "_site/guidelines/open/index.html")
        // The fence is the group's one tab; the tip stays in the group, after it.
        #expect(prose.contains(">a.js</a></div>"), "\(prose)")
        #expect(prose.contains("</code></pre></div>\n</div>\n<div class=\"callout callout--ok\" role=\"note\">\n<p>Inside the group.</p>\n</div>\n</div>"), "\(prose)")
        // Steps in a list item stay in it.
        #expect(prose.contains("<li>\n<div class=\"directive directive-steps\">\n<ol class=\"directive-steps__list\">\n<li class=\"directive-steps__step\">\n<h2 id=\"one\">"), "\(prose)")
        #expect(prose.contains("</h2>\n</li>\n</ol>\n</div>\n</li>\n</ul>"), "\(prose)")
        // Left open at the end of the file: every element it opened is closed.
        #expect(prose.hasSuffix("echo</span>\n</code></pre></div>\n</figure>\n</li>\n</ol>\n</div>\n"), "\(prose)")
        #expect(!prose.contains("mdx:"), "\(prose)")
    }
}
