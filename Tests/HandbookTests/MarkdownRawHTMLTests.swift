import Testing
@testable import Handbook

/// Links in raw HTML (allowed by `unsafe-html`) are resolved and checked like Markdown's.
@Suite struct MarkdownRawHTMLTests {
    /// A site with `guide.md` (a page), `img/a.png` (a file); the page lives one level down.
    struct Resolver: LinkResolving {
        func resolve(_ path: String, isImage: Bool) -> LinkResolution {
            switch path {
            case "guide.md": return .internal(url: "../guide/index.html", page: "guide.md")
            case "img/a.png": return .internal(url: "../img/a.png", page: nil)
            case "with space.png": return .internal(url: "../with space.png", page: nil)
            case _ where path.contains(":"): return .external
            default: return .broken(reason: "\(isImage ? "image" : "link") '\(path)' leads nowhere")
            }
        }
    }

    let renderer = MarkdownRenderer(allowsRawHTML: true, linkResolver: Resolver())

    private func locations(_ result: RenderedMarkdown) -> [String] {
        result.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" }
    }

    @Test func hrefAndSrcAreRewrittenInPlace() {
        let source = #"<div class=x><a href="guide.md#part" data-x='1'>x</a> <img alt=y src='img/a.png' /></div>"# + "\n"
        let result = renderer.render(source, path: "a.md")
        #expect(result.html == #"<div class=x><a href="../guide/index.html#part" data-x='1'>x</a> <img alt=y src='../img/a.png' /></div>"# + "\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.links.map { "\($0.targetPage ?? "-")#\($0.fragment)" } == ["guide.md#part"])
    }

    @Test func inlineHTMLKeepsItsQueryEntitiesAndUnquotedValues() {
        let result = renderer.render("See <a href=\"guide.md?x=1&amp;y=2#p\">this</a>, <a href=guide.md#part>that</a> and <video poster=\"img/a.png\" src=\"https://x.y/v.mp4\">.\n", path: "a.md")
        #expect(result.html == "<p>See <a href=\"../guide/index.html?x=1&amp;y=2#p\">this</a>, <a href=../guide/index.html#part>that</a> and <video poster=\"../img/a.png\" src=\"https://x.y/v.mp4\">.</p>\n")
    }

    @Test func srcsetCandidatesAreEachResolved() {
        let result = renderer.render(#"<img srcset="img/a.png 1x, missing.png 2x,img/a.png (max-width: 3px, x) 3w">"# + "\n", path: "a.md")
        #expect(result.html == #"<img srcset="../img/a.png 1x, missing.png 2x,../img/a.png (max-width: 3px, x) 3w">"# + "\n")
        #expect(locations(result) == ["1:28 image.missing"])
    }

    @Test func rewrittenPathsAreEncodedForTheirAttribute() {
        let result = renderer.render("<img src=\"with space.png\"><img src=with&#32;space.png>\n", path: "a.md")
        #expect(result.html == "<p><img src=\"../with%20space.png\"><img src=../with%20space.png></p>\n")
    }

    @Test func brokenLinksAreReportedAtTheirValue() {
        let source = """
        Intro

        > <div>
        > <a href="missing.md">x</a>
        > </div>

        - item <a
          href="gone.md">y</a>

        <p>é <img src="none.png"></p>

        Text é [md](nowhere.md)
        """
        let result = renderer.render(source + "\n", path: "a.md")
        #expect(locations(result) == ["4:12 link.broken", "8:9 link.broken", "10:16 image.missing", "12:8 link.broken"])
    }

    @Test func scriptsCommentsAndCDATAAreLeftAlone() {
        let source = """
        <script>var s = '<a href="missing.md">';</script>
        <!-- <a href="missing.md"> --> <![CDATA[ <img src="missing.png"> ]]>

        <style>
        a[href="missing.md"] { color: red }
        </style>
        """
        let result = renderer.render(source + "\n", path: "a.md")
        #expect(result.diagnostics.isEmpty)
        #expect(result.html == source.replacingOccurrences(of: "\n\n", with: "\n") + "\n")
    }

    @Test func aScriptOpenedInOneBlockHidesLinksUntilItCloses() {
        let result = renderer.render("<div><script>\n\n<a href=\"missing.md\">\n\n</script><a href=\"guide.md\"></div>\n", path: "a.md")
        #expect(result.diagnostics.isEmpty)
        #expect(result.html.contains(#"<a href="../guide/index.html">"#))
    }

    @Test func sameDocumentAnchorsAreKeptForTheAnchorCheck() {
        let result = renderer.render("<a href=\"#Local\">x</a>\n", path: "a.md")
        #expect(result.links.map { "\($0.targetPage ?? "-")#\($0.fragment)" } == ["-#Local"])
        #expect(result.html == "<p><a href=\"#Local\">x</a></p>\n")
    }

    @Test func withoutUnsafeHTMLNothingIsRewrittenOrChecked() {
        let result = MarkdownRenderer(linkResolver: Resolver()).render("<a href=\"missing.md\">x</a>\n", path: "a.md")
        #expect(result.html == "<p><!-- raw HTML omitted -->x<!-- raw HTML omitted --></p>\n")
        #expect(result.diagnostics.map(\.id) == ["markdown.raw-html"])
    }
}
