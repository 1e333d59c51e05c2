import Foundation
import Testing
@testable import Handbook
@testable import HandbookMarkdown
@testable import HandbookMDX

/// MDX 1 spellings that MDX 3's compiler rejects, read as MDX 1 read them: each kind named
/// once per file (`mdx.legacy`) at its first place with the MDX 3 spelling to write, and an
/// error instead when site.yml holds the site to MDX 3.
@Suite struct MDXLegacyTests {
    static func translate(_ text: String, legacy: MDXLegacyLevel = .warn) throws(DiagnosticsError) -> MDXTranslation {
        try MDXTranslator.translate(text, path: "p.mdx", legacy: legacy, lookup: { $0 == "title" ? "Buttons" : nil })
    }

    static func html(_ translation: MDXTranslation) -> String {
        var renderer = MarkdownRenderer()
        renderer.mdx = MDXRendering(translation: translation)
        return renderer.render(translation.markdown, path: "p.mdx").html
    }

    /// Each case: the page, where its one finding is, what the HTML holds, and the MDX 3
    /// spelling the message names.
    static let spellings: [(name: String, text: String, line: Int, column: Int, html: String, instead: String)] = [
        ("htmlComment", "x <!-- c --> y\n", 1, 3, "<p>x  y</p>", "{/* … */}"),
        ("htmlCommentOnItsLines", "Intro\n<!--\nA note\n\nstill the note -->\n\nAfter\n", 2, 1, "<p>Intro</p>\n<p>After</p>", "{/* … */}"),
        ("autolink", "Visit <https://example.com> now\n", 1, 7, "<a href=\"https://example.com\">https://example.com</a> now", "[text](https://…)"),
        ("emailAutolink", "Mail <a@b.c>\n", 1, 6, "<a href=\"mailto:a@b.c\">a@b.c</a>", "[text](https://…)"),
        ("lessThanBeforeDigit", "a <3 b\n", 1, 3, "<p>a &lt;3 b</p>", "&lt;"),
        ("lessThanBeforeUnicodeSpace", "| Range | Width |\n| - | - |\n| narrow | <\u{2006}768px |\n", 3, 12, "<td>&lt;\u{2006}768px</td>", "{'<'}"),
        ("lessThanAtTheEnd", "a <", 1, 3, "<p>a &lt;</p>", "&lt;"),
        ("proseInBraces", "x {color: red; margin: 0} y\n", 1, 3, "<p>x {color: red; margin: 0} y</p>", "\\{"),
        ("wordsInBraces", "x {a b} y\n", 1, 3, "<p>x {a b} y</p>", "\\{"),
        ("unterminatedFlowExpression", "{a\n\nmore\n", 1, 1, "<p>{a</p>\n<p>more</p>", "\\{"),
        ("unterminatedTextExpression", "Text {a\nb\n\nmore }\n", 1, 6, "<p>Text {a\nb</p>\n<p>more }</p>", "\\{"),
        ("headingID", "## Using pnpm {#use-it}\n", 1, 15, "<h2 id=\"use-it\">Using pnpm <a class=\"anchor\" href=\"#use-it\"", "{/* #id */}"),
    ]

    @Test(arguments: spellings)
    func mdx1SpellingsAreReadAsMDX1WithOneWarning(spelling: (name: String, text: String, line: Int, column: Int, html: String, instead: String)) throws {
        let translation = try Self.translate(spelling.text)
        let html = Self.html(translation)
        #expect(html.contains(spelling.html), "\(spelling.name): \(html)")
        #expect(!html.contains("<!--") && !html.contains("note"), "\(spelling.name): nothing of a comment is on the page")
        let findings = translation.diagnostics.filter { $0.id == "mdx.legacy" }
        #expect(findings.count == 1, "\(spelling.name): \(translation.diagnostics.map(\.message))")
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.location == SourceLocation(file: "p.mdx", line: spelling.line, column: spelling.column), "\(spelling.name)")
        #expect(findings.first?.message.contains(spelling.instead) == true, "\(spelling.name): \(findings.first?.message ?? "")")
    }

    @Test(arguments: spellings)
    func heldToMDX3TheyAreErrorsAtTheSamePlace(spelling: (name: String, text: String, line: Int, column: Int, html: String, instead: String)) throws {
        do {
            let translation = try Self.translate(spelling.text, legacy: .error)
            Issue.record("\(spelling.name) was accepted: \(translation.markdown)")
        } catch {
            let finding = try #require(error.diagnostics.first)
            #expect(finding.id == "mdx.legacy")
            #expect(finding.severity == .error)
            #expect(finding.location == SourceLocation(file: "p.mdx", line: spelling.line, column: spelling.column), "\(spelling.name)")
        }
    }

    /// Every comment of a file and every `<3` are read; each kind is said once, at its first.
    @Test func eachKindIsSaidOncePerFileAtItsFirstPlace() throws {
        let text = "# Sizes\n\n<!-- one -->\n\nSmall is <4px and tiny <2px.\n\n<!-- two --> Text <!-- three -->\n\nLarge is <=64px.\n"
        let translation = try Self.translate(text)
        let findings = translation.diagnostics.filter { $0.id == "mdx.legacy" }
        #expect(findings.map(\.location) == [SourceLocation(file: "p.mdx", line: 3, column: 1), SourceLocation(file: "p.mdx", line: 5, column: 10)])
        let html = Self.html(translation)
        #expect(html.contains("<p>Small is &lt;4px and tiny &lt;2px.</p>"))
        #expect(html.contains("<p>Large is &lt;=64px.</p>"))
        #expect(!html.contains("one") && !html.contains("two") && !html.contains("three"))
        #expect(html.contains("Text"))
    }

    /// The lines after a comment that ran over several keep their own numbers.
    @Test func linesAfterACommentKeepTheirNumbers() throws {
        let translation = try Self.translate("<!--\na\n\nb\n-->\n\n## After\n")
        let lines = translation.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = try #require(lines.firstIndex { $0 == "## After" })
        #expect(translation.sourceLines[heading] == 7)
    }

    /// What MDX 3 reads is read as before, with no finding: a `<` before a space, a tag,
    /// an expression, and the spellings the findings ask for.
    @Test func whatMDX3ReadsHasNoFinding() throws {
        let translation = try Self.translate("a < b, {'<'}3 and &lt;3, \\{x}, {frontmatter.title} and <Note>n</Note> {/* c */}\n\n<svg:rect />\n")
        #expect(translation.diagnostics.filter { $0.id == "mdx.legacy" }.isEmpty, "\(translation.diagnostics.map(\.message))")
        let html = Self.html(translation)
        #expect(html.contains("a &lt; b, &lt;3 and &lt;3, {x}, Buttons and <span class=\"callout\" role=\"note\">n</span>"), "\(html)")
    }

    /// Docusaurus's MDX 3 spelling of a heading's id is a comment, and the id all the same;
    /// braces that are not a whole id at the heading's end stay what they were.
    @Test func aHeadingIDInACommentIsTheHeadingsID() throws {
        let translation = try Self.translate("## Usage {/* #use */}\n\n## Other {#not an id}\n")
        #expect(translation.diagnostics.filter { $0.id == "mdx.legacy" }.map(\.location?.line) == [3], "the second is MDX 1 text")
        let html = Self.html(translation)
        #expect(html.contains("<h2 id=\"use\">Usage <a"), "\(html)")
        #expect(html.contains("<h2 id=\"other-not-an-id\">Other {#not an id} <a"), "\(html)")
    }

    /// Code nested past what Handbook reads is JavaScript all the same: an error, never text.
    @Test func javaScriptTooDeepIsStillAnError() {
        let text = "a {" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "} b\n"
        #expect(throws: DiagnosticsError.self) { try Self.translate(text) }
    }

    /// Held to MDX 3, the MDX 1 spellings before a syntax error are said too, first.
    @Test func heldToMDX3TheSpellingsComeWithTheSyntaxError() {
        do {
            _ = try Self.translate("<!-- c -->\n\nText <X y={a b} />\n", legacy: .error)
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["mdx.legacy", "mdx.syntax"])
            #expect(error.diagnostics.map { $0.location?.line } == [1, 3])
        }
    }
}
