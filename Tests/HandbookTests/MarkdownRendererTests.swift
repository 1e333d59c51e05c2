import Testing
@testable import Handbook

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    @Test func headingsGetStableDeduplicatedIDsWithAnchors() {
        let result = renderer.render("## When to use\n\n## When to use\n\n### Don't: “quotes”!\n", path: "a.md")
        #expect(result.html.contains(##"<h2 id="when-to-use">When to use <a class="anchor" href="#when-to-use""##))
        #expect(result.html.contains(#"<h2 id="when-to-use-1">"#))
        #expect(result.headingIDs == ["when-to-use", "when-to-use-1", "dont-quotes"])
        #expect(result.toc.map(\.id) == ["when-to-use", "when-to-use-1"])
        #expect(result.toc[1].children.map(\.title) == ["Don’t: “quotes”!"])
    }

    /// Authors' headings keep their slugs (`#main` links work); the theme's own ids start
    /// with `hb-`, and a heading that would take one of those is numbered.
    @Test func headingsKeepTheirSlugsAndTheThemesIDsStayReserved() {
        let result = renderer.render("## Content\n\n## Main\n\n## Hb content\n", path: "a.md")
        #expect(result.html.contains(#"id="content""#))
        #expect(result.html.contains(#"id="main""#))
        #expect(result.html.contains(#"id="hb-content-1""#))
    }

    @Test func smartPunctuation() {
        let result = renderer.render("\"Tabs\" -- it's --- done...\n", path: "a.md")
        #expect(result.html.contains("“Tabs” – it’s — done…"))
    }

    @Test func rawHTMLIsOmittedWithAWarningUnlessAllowed() {
        let source = "Text\n\n<div onclick=\"x()\">raw</div>\n\nand <b>inline</b>.\n"
        let safe = renderer.render(source, path: "a.md")
        #expect(!safe.html.contains("<div"))
        #expect(!safe.html.contains("<b>"))
        #expect(safe.diagnostics.map(\.id) == ["markdown.raw-html"])
        #expect(safe.diagnostics.first?.location == Handbook.SourceLocation(file: "a.md", line: 3, column: 1))
        let unsafe = MarkdownRenderer(allowsRawHTML: true).render(source, path: "a.md")
        #expect(unsafe.html.contains("<div onclick=\"x()\">raw</div>"))
        #expect(unsafe.diagnostics.isEmpty)
    }

    @Test func dangerousLinksAreRemoved() {
        let result = renderer.render("[x](javascript:alert(1)) ![y](data:text/html,hi)\n", path: "a.md")
        #expect(!result.html.contains("javascript:"))
        #expect(!result.html.contains("data:text"))
        #expect(result.diagnostics.map(\.id) == ["link.unsafe", "link.unsafe"])
    }

    @Test func textIsEscaped() {
        let result = renderer.render("Text <script>alert(1)</script> & `<b>` [a](x \"t\\\"q\")\n", path: "a.md")
        #expect(!result.html.contains("<script>"))
        #expect(result.html.contains("&amp;"))
        #expect(result.html.contains("<code>&lt;b&gt;</code>"))
        #expect(result.html.contains(#"title="t&quot;q""#))
    }

    @Test func leadingTitleIsTakenAndDroppedWhenAsked() {
        let source = "# Tone of voice\n\nBe direct.\n"
        #expect(renderer.render(source, path: "a.md").leadingTitle == "Tone of voice")
        let dropped = MarkdownRenderer(dropsLeadingTitle: true).render(source, path: "a.md")
        #expect(!dropped.html.contains("<h1"))
        #expect(dropped.html == "<p>Be direct.</p>\n")
    }

    @Test func tightAndLooseLists() {
        // As cmark writes them: no line break before `</li>` in a tight list, one after `<li>` in a loose one.
        #expect(renderer.render("- a\n- b\n", path: "a.md").html == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n")
        #expect(renderer.render("3. a\n\n4. b\n", path: "a.md").html.hasPrefix("<ol start=\"3\">\n<li>\n<p>a</p>\n</li>\n"))
    }

    @Test(arguments: [
        ("[a](foo\\bar)", #"<a href="foo%5Cbar">a</a>"#),
        ("[a](<b c>)", #"<a href="b%20c">a</a>"#),
        ("[a](x&y'z)", #"<a href="x&amp;y&#x27;z">a</a>"#),
        ("[a](ä%20{})", #"<a href="%C3%A4%20%7B%7D">a</a>"#),
        ("[a](-_.+!*(),%#@?=;:/$~)", #"<a href="-_.+!*(),%#@?=;:/$~">a</a>"#),
        ("<https://x.y/a\\b>", #"<a href="https://x.y/a%5Cb">https://x.y/a\b</a>"#),
    ])
    func urlsArePercentEncodedAsCmarkDoes(markdown: String, link: String) {
        #expect(renderer.render(markdown + "\n", path: "a.md").html == "<p>\(link)</p>\n")
    }

    @Test func theLanguageIsTheInfoStringsFirstWordWhateverWhitespaceFollows() {
        for info in ["text\tmore", "text  more", "text\u{0B}more", " text\u{0C}x"] {
            #expect(renderer.render("```\(info)\nx\n```\n", path: "a.md").html
                    == "<div class=\"code-block\"><pre><code class=\"language-text\">x\n</code></pre></div>\n", "\(info.debugDescription)")
        }
        var languages: [String] = []
        _ = MarkdownRenderer(blockRenderer: { info, _, _ in languages.append(info); return nil }).render("```tabbar\tx\ny\n```\n", path: "a.md")
        #expect(languages == ["tabbar"])
    }

    @Test func imageAltIsThePlainTextOfItsContent() {
        let html = renderer.render("![a *b* `c` ~~d~~ [e](/f) <i>g</i>\nh](/i.png \"T\")\n", path: "a.md").html
        #expect(html == "<p><img src=\"/i.png\" alt=\"a b c d e &lt;i&gt;g&lt;/i&gt; h\" title=\"T\" /></p>\n")
    }

    @Test func aTableWithoutBodyRowsHasNoBody() {
        let html = renderer.render("| a |\n|---|\n", path: "a.md").html
        #expect(html == "<div class=\"table-wrapper\" tabindex=\"0\"><table>\n<thead>\n<tr>\n<th scope=\"col\">a</th>\n</tr>\n</thead>\n</table></div>\n")
    }

    @Test func textKeepsApostrophesAsCmarkDoes() {
        #expect(renderer.render("`it's` <&>\n", path: "a.md").html == "<p><code>it's</code> &lt;&amp;&gt;</p>\n")
    }

    @Test func codeBlocksCarryTheirLanguageAndReachTheBlockRenderer() {
        let plain = renderer.render("```text\nlet a = \"<x>\"\n```\n", path: "a.md")
        #expect(plain.html == "<div class=\"code-block\"><pre><code class=\"language-text\">let a = &quot;&lt;x&gt;&quot;\n</code></pre></div>\n")
        let swift = renderer.render("```Swift\nlet a = \"<x>\" // hi\n```\n", path: "a.md")
        #expect(swift.html == "<div class=\"code-block\"><pre><code class=\"language-Swift\"><span class=\"tok-keyword\">let</span> a = "
                + "<span class=\"tok-string\">&quot;&lt;x&gt;&quot;</span> <span class=\"tok-comment\">// hi</span>\n</code></pre></div>\n")
        var seen: [Handbook.SourceLocation] = []
        let custom = MarkdownRenderer(blockRenderer: { info, code, location in
            guard info == "tabbar" else { return nil }
            seen.append(location)
            return .init(html: "<figure>\(code.count)</figure>\n")
        })
        let result = custom.render("Intro\n\n```tabbar\nitems: [A]\n```\n", path: "a.md")
        #expect(result.html.contains("<figure>11</figure>"))
        #expect(seen == [Handbook.SourceLocation(file: "a.md", line: 3, column: 1)])
    }

    /// A block the renderer answered without drawing (a `tabbar` block it could not draw) still
    /// read the specs: the page is read again when they change, not kept by its file's stamp.
    @Test func aBlockThatCouldNotBeDrawnStillReadsTheComponents() {
        let blocks = MarkdownRenderer(blockRenderer: { info, _, _ in info == "tabbar" ? .init(html: "<p>broken</p>\n") : nil })
        let broken = blocks.render("```tabbar\nitems: [A]\n```\n", path: "a.md")
        #expect(broken.previewCount == 0 && broken.computedBlocks == 1 && broken.readsComponents)
        let plain = blocks.render("```swift\nlet a = 1\n```\n", path: "a.md")
        #expect(plain.computedBlocks == 0 && !plain.readsComponents)
    }

    @Test func deepNestingDoesNotOverflowTheStack() {
        let source = String(repeating: ">", count: 20_000) + " deep\n" + String(repeating: "*", count: 10_000)
        let result = renderer.render(source, path: "a.md")
        #expect(result.html.contains("deep"))
    }

    @Test func githubTablesWithAlignmentAndPositionsInCells() {
        let source = "Intro\n\n| Component | Use |\n|:---|:-:|\n| Tabs | [within](javascript:x) ~~a~~ screen |\n"
        let result = renderer.render(source, path: "a.md")
        #expect(result.html == """
        <p>Intro</p>
        <div class="table-wrapper" tabindex="0"><table>
        <thead>
        <tr>
        <th style="text-align: left" scope="col">Component</th>
        <th style="text-align: center" scope="col">Use</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td style="text-align: left">Tabs</td>
        <td style="text-align: center"><a href="">within</a> <del>a</del> screen</td>
        </tr>
        </tbody>
        </table></div>

        """)
        #expect(result.diagnostics.first?.location == Handbook.SourceLocation(file: "a.md", line: 5, column: 10))
    }
}
