import Foundation
import Testing
@testable import Handbook

/// MDX pages' elements in whole sites: lowercase tags as HTML, components by partial whatever
/// their name, admonitions with their tone, and nothing internal or left out without a word.
@Suite struct MDXElementSiteTests {
    /// The page's prose: what the layout holds in `<div class="prose">`.
    static func page(_ site: TestSite, _ path: String) throws -> String {
        let page = try #require(site.read(path))
        let after = try #require(page.components(separatedBy: "<div class=\"prose\">").last)
        return try #require(after.components(separatedBy: "\n    </div>\n").first)
    }

    @Test func lowercaseHTMLIsHTML() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/keys.mdx": """
        # Keys

        <table>
          <thead>
            <tr>
              <th>Key</th>
              <th>Does</th>
            </tr>
          </thead>
          <tbody>
            <tr><td><kbd>Ctrl</kbd> + <strong>S</strong></td><td>Saves</td></tr>
          </tbody>
        </table>

        <h4>Fourth level</h4>

        <h2 id="own-id">Written <em>here</em></h2>

        Line one<br />line two, `a`<br />`b`.

        <details open>
        <summary>More</summary>

        Hidden *text*.

        </details>

        See [the fourth](#fourth-level) and [mine](#own-id).

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.filter { $0.id.hasPrefix("link.") || $0.id.hasPrefix("mdx.") || $0.id.hasPrefix("markdown.") }.isEmpty, "\(report.diagnostics)")
        let prose = try Self.page(site, "_site/guidelines/writing/keys/index.html")
        #expect(prose.contains("<table>\n<thead>\n<tr>\n<th>Key</th>\n<th>Does</th>\n</tr>\n</thead>"), "\(prose)")
        #expect(prose.contains("<tr><td><kbd>Ctrl</kbd> + <strong>S</strong></td><td>Saves</td></tr>"))
        #expect(prose.contains("<h4 id=\"fourth-level\">Fourth level <a class=\"anchor\" href=\"#fourth-level\""))
        #expect(prose.contains("<h2 id=\"own-id\">Written <em>here</em> <a class=\"anchor\" href=\"#own-id\""))
        #expect(prose.contains("<p>Line one<br />line two, <code>a</code><br /><code>b</code>.</p>"))
        #expect(prose.contains("<details open>\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>"))
        // An h2 written as HTML joins the table of contents.
        let page = try #require(site.read("_site/guidelines/writing/keys/index.html"))
        #expect(page.contains("<li><a href=\"#own-id\">Written here</a>"))
    }

    @Test func htmlIsSanitisedAndWhatIsLeftOutIsSaidOncePerPage() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/unsafe.mdx": """
        # Unsafe

        <script>alert(1)</script>

        <a href="javascript:alert(1)" onClick={() => steal()} style={styles.link}>Click</a>

        <button onMouseOver="x()" type="button" style={{marginTop: 4, lineHeight: 1.5, color: 'red'}}>Press</button>

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.page(site, "_site/guidelines/writing/unsafe/index.html")
        for leak in ["<script", "alert(1)", "onclick", "onClick", "onMouseOver", "javascript:", "styles.link"] {
            #expect(!prose.contains(leak), "\(leak)")
        }
        #expect(prose.contains("<a href=\"\">Click</a>"))
        // A style object is the CSS React would write.
        #expect(prose.contains("<button type=\"button\" style=\"margin-top: 4px; line-height: 1.5; color: red\">Press</button>"), "\(prose)")
        let dropped = report.diagnostics.filter { $0.id == "mdx.dropped" }
        #expect(dropped.count == 1)
        #expect(dropped.first?.location?.line == 3)
        #expect(dropped.first?.message == "4 things are left out of the page: <script> (line 3), onClick on <a> (line 5), style={…} on <a> (line 5), onMouseOver on <button> (line 7)",
                "\(dropped.map(\.message))")
        #expect(report.diagnostics.contains { $0.id == "link.unsafe" && $0.location?.line == 5 })
    }

    /// Nothing of the translation's own (markers) reaches a page or its twin, with raw HTML
    /// allowed or not; JSX in a block quote keeps its text.
    @Test func jsxInABlockQuoteKeepsItsTextAndNothingInternalLeaks() throws {
        for unsafe in [false, true] {
            let site = try TestSite.basic([
                "Content/site.yml": "title: Test system\nunsafe-html: \(unsafe)\n",
                "Content/guidelines/writing/quote.mdx": "# Quote\n\n> <Note>Quoted text</Note>\n>\n> <Badge>new</Badge> inline, `code`<br />more\n\n<Note>\nBlock\n</Note>\n",
            ])
            defer { site.remove() }
            let report = site.build()
            #expect(report.succeeded)
            #expect(!report.diagnostics.contains { $0.id == "markdown.raw-html" || $0.id == "mdx.dropped" }, "\(report.diagnostics)")
            let prose = try Self.page(site, "_site/guidelines/writing/quote/index.html")
            #expect(prose.contains("<blockquote>\n<div class=\"callout\" role=\"note\">\nQuoted text\n</div>\n<p>new inline, <code>code</code><br />more</p>\n</blockquote>"), "\(prose)")
            for path in ["_site/guidelines/writing/quote/index.html", "_site/guidelines/writing/quote/index.html.md", "_site/llms-full.txt"] {
                let text = try #require(site.read(path))
                #expect(!text.contains("<!--mdx") && !text.contains("<mdx-") && !text.contains("raw HTML omitted"), "\(path)")
            }
        }
    }

    @Test func aPartialRendersItsComponentWhateverItsNameOrRole() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/cards.mdx": "# Cards\n\n<Panel tone=\"info\">\n\nPanel *text*\n\n</Panel>\n\nPress <kbd>Ctrl</kbd> now.\n\n<Canvas of={x} />\n",
            "Templates/partials/mdx/Panel.mustache": "<section class=\"team-panel\" data-tone=\"{{attributes.tone}}\">{{{children}}}</section>\n",
            "Templates/partials/mdx/kbd.mustache": "<kbd class=\"team-key\">{{{children}}}</kbd>",
            "Templates/partials/mdx/Canvas.mustache": "<p class=\"team-canvas\">Live example: {{attributes.of}}</p>\n",
        ])
        defer { site.remove() }
        let report = SiteBuilder().build(BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                                      output: .directory(site.path("_site"))))
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!report.diagnostics.contains { $0.id.hasPrefix("mdx.") }, "the partials say what they are: \(report.diagnostics)")
        let prose = try Self.page(site, "_site/guidelines/writing/cards/index.html")
        #expect(prose.contains("<section class=\"team-panel\" data-tone=\"info\"><p>Panel <em>text</em></p>\n</section>"), "\(prose)")
        #expect(prose.contains("<p>Press <kbd class=\"team-key\">Ctrl</kbd> now.</p>"))
        #expect(prose.contains("<p class=\"team-canvas\">Live example: x</p>"))
    }

    @Test func admonitionsTakeTheirTone() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/notes.mdx": """
        # Notes

        <Warning>Warned</Warning>

        <Caution title="Careful">Cautioned</Caution>

        <Danger>Endangered</Danger>

        <Tip>Tipped</Tip>

        <Note>Noted</Note>

        <Callout kind="success">Succeeded</Callout>

        :::note Docusaurus
        An admonition.
        :::

        :::warning
        A warning.
        :::

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.page(site, "_site/guidelines/writing/notes/index.html")
        for (tone, text) in [("callout callout--warn", "Warned"), ("callout callout--warn", "Endangered"), ("callout callout--ok", "Tipped"),
                             ("callout", "Noted"), ("callout callout--ok", "Succeeded")] {
            #expect(prose.contains("<div class=\"\(tone)\" role=\"note\">\n\(text)\n</div>"), "\(text): \(prose)")
        }
        #expect(prose.contains("<div class=\"callout callout--warn\" role=\"note\">\n<p><strong>Careful</strong></p>\nCautioned\n</div>"))
        #expect(prose.contains("<div class=\"callout\" role=\"note\">\n<p><strong>Docusaurus</strong></p>\n<p>An admonition.</p>\n</div>"))
        #expect(prose.contains("<div class=\"callout callout--warn\" role=\"note\">\n<p>A warning.</p>\n</div>"))
        #expect(!prose.contains(":::"))
    }

    @Test func layoutFollowsMDX() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/steps.mdx": """
        # Steps

        1. First
           <Callout>
           Under the first step.
           </Callout>
        2. Second

        <Note>## not a heading</Note>

        <Example>{`const label = "Save";`}</Example>

        A paragraph
        import continues it.

        """])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let prose = try Self.page(site, "_site/guidelines/writing/steps/index.html")
        #expect(prose.contains("<ol>\n<li>First\n<div class=\"callout\" role=\"note\">\nUnder the first step.\n</div>\n</li>\n<li>Second</li>\n</ol>"), "\(prose)")
        #expect(!prose.contains("<ol start="))
        #expect(!prose.contains("<h2"))
        #expect(prose.contains("## not a heading"))
        // A template literal is code, as written: no curly quotes.
        #expect(prose.contains("<div class=\"code-block\"><pre><code>const label = &quot;Save&quot;;\n</code></pre></div>"), "\(prose)")
        #expect(prose.contains("<p>A paragraph\nimport continues it.</p>"))
    }
}
