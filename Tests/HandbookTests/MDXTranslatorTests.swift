import Foundation
import Testing
@testable import Handbook
@testable import HandbookMarkdown
@testable import HandbookMDX

/// The MDX layer on its own: what each construct becomes in CommonMark, the line map, and
/// errors at the opening tag or brace with line and column.
@Suite struct MDXTranslatorTests {
    static func translate(_ text: String, summary: String? = nil, components: MDXComponents = MDXComponents(),
                          values: [String: String] = ["title": "Buttons", "description": "Press them."]) throws -> MDXTranslation {
        try MDXTranslator.translate(text, path: "p.mdx", components: components, summary: summary, lookup: { values[$0] })
    }

    static func html(_ text: String, summary: String? = nil) throws -> String {
        let translation = try translate(text, summary: summary)
        var renderer = MarkdownRenderer()
        renderer.mdx = MDXRendering(translation: translation)
        return renderer.render(translation.markdown, path: "p.mdx").html
    }

    static func error(_ text: String) -> Diagnostic? {
        do {
            _ = try MDXTranslator.translate(text, path: "p.mdx")
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test func esmAndCommentsAreDroppedAndFrontMatterFilledIn() throws {
        let translation = try Self.translate("import {Box} from '@primer/react'\nexport const query = graphql`\n  query {\n\n  }\n`\n\n# {frontmatter.title}\n\n{/* a note */}Text *{props.description}*\n")
        #expect(!translation.markdown.contains("import"))
        #expect(!translation.markdown.contains("graphql"))
        #expect(!translation.markdown.contains("/*"))
        #expect(translation.markdown.contains("# Buttons\n"))
        #expect(translation.markdown.contains("Text *Press them.*"))
        // Each output line knows its file line: the heading is line 8.
        let headingLine = translation.markdown.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "# Buttons" }
        #expect(headingLine.map { translation.sourceLines[$0] } == 8)
        #expect(translation.diagnostics.isEmpty)
    }

    /// ESM starts only where a paragraph could: a line continuing a paragraph is prose,
    /// while a paragraph that starts with `import ` is JavaScript, and must be.
    @Test func importContinuingAParagraphIsProseAndStartingOneIsESM() throws {
        let translation = try Self.translate("Export the file as PDF, then\nimport it again.\n\nimport Foo from './foo'\n")
        #expect(translation.markdown == "Export the file as PDF, then\nimport it again.\n\n\n")
        #expect(translation.imports == ["Foo": "./foo"])
        let error = try #require(Self.error("Intro.\n\nimport the file from Figma, then\nexport it.\n"))
        #expect(error.location == SourceLocation(file: "p.mdx", line: 3, column: 12))
        #expect(error.message == "this 'import' is not a JavaScript import statement: unexpected 'file'; expected 'from'")
        #expect(error.explanation?.contains("write {'import'}") == true)
    }

    @Test func valuesAreEscapedAsText() throws {
        let translation = try Self.translate("Say {frontmatter.title}.\n", values: ["title": "*not* <b>bold</b>"])
        #expect(try Self.html("Say {frontmatter.title}.\n").contains("Say Buttons."))
        #expect(translation.markdown.contains("\\*not\\* \\<b\\>bold\\</b\\>"))
    }

    @Test func otherExpressionsAreNamedInOneWarningPerPage() throws {
        let translation = try Self.translate("# Title\n\nVersion {props.data.version} and {posts.map(post =>\n  post.title)} and {' '} and {frontmatter.status}.\n")
        #expect(translation.diagnostics.count == 1)
        let warning = try #require(translation.diagnostics.first)
        #expect(warning.id == "mdx.expression")
        #expect(warning.message == "3 expressions are left out of the page: {props.data.version}, {posts.map(post => post.title)}, {frontmatter.status} (not in the front matter)")
        #expect(warning.location == SourceLocation(file: "p.mdx", line: 3, column: 9))
        #expect(translation.markdown.contains("Version  and  and   and ."))
    }

    struct BrokenLinks: LinkResolving {
        func resolve(_ path: String, isImage: Bool) -> LinkResolution { .broken(reason: "missing") }
    }

    /// cmark's positions on a line the translation changed are the file's again.
    @Test func positionsInTranslatedLinesAreTheFilesColumns() throws {
        let text = "# T\n\nSee {frontmatter.title} and [x](y.md) or <Badge>new</Badge> [z](w.md).\n\n<Note>\n  Also [é](v.md)\n</Note>\n"
        let translation = try Self.translate(text)
        var renderer = MarkdownRenderer(linkResolver: BrokenLinks())
        renderer.mdx = MDXRendering(translation: translation)
        let rendered = renderer.render(translation.markdown, path: "p.mdx")
        let places = rendered.diagnostics.filter { $0.id == "link.broken" }.compactMap(\.location).map(translation.sourceLocation(of:))
        #expect(places == [SourceLocation(file: "p.mdx", line: 3, column: 29), SourceLocation(file: "p.mdx", line: 3, column: 61),
                           SourceLocation(file: "p.mdx", line: 6, column: 8)])
    }

    @Test func codeStaysAsWritten() throws {
        let text = "```jsx\nimport {Box} from 'x'\n<Box>{frontmatter.title}</Box>\n{/* kept */}\n```\n\nUse `<Button>{x}</Button>` and ``{a}`` here.\n"
        let translation = try Self.translate(text)
        #expect(translation.markdown == text)
        #expect(translation.diagnostics.isEmpty)
        #expect(translation.elements.isEmpty)
    }

    @Test func doDontBecomesTheThemeFigures() throws {
        let html = try Self.html("<DoDont>\n\n#### Do\n\nPick a shipping method\n\n#### Don’t\n\nPick one\n\n</DoDont>\n")
        #expect(html == """
        <div class="do-dont">
        <figure class="do-dont__item preview--do">
        <figcaption><strong class="verdict">Do</strong></figcaption>
        <p>Pick a shipping method</p>
        </figure>
        <figure class="do-dont__item preview--dont">
        <figcaption><strong class="verdict">Don’t</strong></figcaption>
        <p>Pick one</p>
        </figure>
        </div>

        """)
    }

    @Test func calloutsLedesAndBlocks() throws {
        let html = try Self.html("<Banner status=\"critical\" title=\"Deprecated\">\n  Use *Box*.\n</Banner>\n\n<Lede>Short.</Lede>\n\n<Large>\n\nBig.\n\n</Large>\n")
        #expect(html.contains("<div class=\"callout callout--warn\" role=\"note\">\n<p><strong>Deprecated</strong></p>\n<p>Use <em>Box</em>.</p>\n</div>"))
        // Alone on its line, the lede is the paragraph (MDX unwraps it): no <p> inside.
        #expect(html.contains("<div class=\"lead\">\nShort.\n</div>"))
        #expect(html.contains("<div class=\"mdx-block mdx-large\">\n<p>Big.</p>\n</div>"))
    }

    @Test func aLedeRepeatingTheSummaryIsNotPrintedTwice() throws {
        let html = try Self.html("<Lede>{frontmatter.description}</Lede>\n\nBody.\n", summary: "Press them.")
        #expect(html == "<p>Body.</p>\n")
    }

    @Test func codeComponentsBecomeCodeBlocks() throws {
        let html = try Self.html("<Code\n  code={{\n    className: 'language-bash',\n    code: `npm install x`,\n  }}\n/>\n\n<Code className=\"language-html\">{`<a href=\"#\">x</a>`}</Code>\n")
        #expect(html.contains("<pre><code class=\"language-bash\"><span class=\"tok-tag\">npm</span> install x\n</code></pre>"), "\(html)")
        // The template literal's text, highlighted as HTML like any fenced HTML block.
        #expect(html.contains("<pre><code class=\"language-html\">&lt;<span class=\"tok-tag\">a</span>"))
        #expect(html.contains("&gt;x&lt;/<span class=\"tok-tag\">a</span>&gt;\n</code></pre>"))
    }

    @Test func liveBlocksAreDroppedAndMetaGivesTheTitle() throws {
        let translation = try Self.translate("import * as Stories from './Button.stories'\n\n<Meta title=\"Components/Actions/Button\" of={Stories} />\n\nButtons do things.\n\n<Canvas>\n  <Story of={Stories.Primary} />\n</Canvas>\n\n<Controls />\n")
        #expect(translation.metaTitle == "Button")
        #expect(translation.metaGroup == "Components/Actions")
        #expect(translation.markdown.trimmingCharacters(in: .whitespacesAndNewlines) == "Buttons do things.")
        #expect(translation.diagnostics.map(\.id) == ["mdx.live-block", "mdx.live-block"])
        #expect(translation.diagnostics.map(\.message) == ["Canvas", "Controls"])
    }

    @Test func unknownComponentsKeepTheirChildren() throws {
        let translation = try Self.translate("<Panel display=\"flex\" sx={{gap: 3}}>\n  <Figure>\n    Single line\n  </Figure>\n</Panel>\n\nA <Badge>new</Badge> thing.\n")
        #expect(translation.markdown.contains("Single line\n"))
        #expect(!translation.markdown.contains("    Single line"), "indentation inside components is not code")
        #expect(translation.markdown.contains("A new thing."))
        #expect(translation.diagnostics.map(\.message) == ["Panel", "Figure", "Badge"])
        #expect(translation.diagnostics.map(\.location) == [SourceLocation(file: "p.mdx", line: 1, column: 1), SourceLocation(file: "p.mdx", line: 2, column: 3),
                                                           SourceLocation(file: "p.mdx", line: 7, column: 3)])
    }

    @Test func htmlElementsAreHTMLAndLinksMarkdown() throws {
        let html = try Self.html("<img\n  width=\"960\"\n  alt=\"Anatomy\"\n  src=\"https://example.com/a.png\"\n/>\n\nSee <a href=\"https://example.com\">the site</a> or <Link href=\"https://example.org\">*this*</Link>.\n")
        #expect(html.contains("<img width=\"960\" alt=\"Anatomy\" src=\"https://example.com/a.png\" />"), "\(html)")
        #expect(html.contains("<a href=\"https://example.com\">the site</a>"))
        #expect(html.contains("<a href=\"https://example.org\"><em>this</em></a>"))
    }

    /// Errors are where MDX's compiler puts them: a tag that does not nest at its opening; a
    /// tag the text runs out in where it runs out (the end of its paragraph, or of the file
    /// for a block), with a note at the opening. (An expression that runs out is MDX 1 text:
    /// `MDXLegacyTests`.)
    @Test(arguments: [
        ("Intro.\n\n<DoDont>\n\nText\n", 3, 1, "<DoDont> is never closed", 0, 0),
        ("<Box>\n  <Caption>\n    x\n</Box>\n", 2, 3, "<Caption> is closed by </Box> at line 4, column 1", 0, 0),
        ("Text\n\n</Box>\n", 3, 1, "</Box> closes nothing", 0, 0),
        ("Héllo <Box title=\"x\"\n", 1, 21, "the tag <Box… that opens at line 1, column 7 is never closed", 1, 7),
    ])
    func badInputIsAnErrorWhereMDXSaysIt(text: String, line: Int, column: Int, message: String, openingLine: Int, openingColumn: Int) throws {
        let error = try #require(Self.error(text))
        #expect(error.id == "mdx.syntax")
        #expect(error.severity == .error)
        #expect(error.location == SourceLocation(file: "p.mdx", line: line, column: column))
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.notes.first?.location?.line == (openingLine == 0 ? nil : openingLine))
        #expect(error.notes.first?.location?.column == (openingColumn == 0 ? nil : openingColumn))
    }

    /// A syntax error anywhere comes before a tag that does not nest, as in MDX (its
    /// tokenizer runs over the whole file before tags are matched).
    @Test func aSyntaxErrorComesBeforeANestingError() throws {
        let error = try #require(Self.error("<Box>\n  <Caption>\n    x\n</Box>\n\nText <X y={a b} />\n"))
        #expect(error.location == SourceLocation(file: "p.mdx", line: 6, column: 14))
        #expect(error.message.hasPrefix("this is not a JavaScript expression"), "\(error.message)")
    }

    /// JavaScript nested past what Handbook reads is an error, on a thread with a small stack too.
    @Test func deeplyNestedJavaScriptIsAnErrorNotACrash() throws {
        let text = "{" + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}\n\n" + String(repeating: "<Box>", count: 5_000) + "x" + String(repeating: "</Box>", count: 5_000) + "\n"
        final class Outcome: @unchecked Sendable { var error: Diagnostic? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.error = Self.error(text)
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(outcome.error?.message == "this is not a JavaScript expression: the code is nested too deeply for Handbook to read")
        #expect(outcome.error?.location?.line == 1)
    }

    @Test func exportedMetaGivesFrontMatter() {
        let exports = MDXExports.frontMatter(in: "import x from 'y'\nexport const meta = {\n  title: 'Colour',\n  description: \"Use it well.\",\n  order: 3,\n}\n\n# Hi\n")
        #expect(exports.map(\.key) == ["title", "description", "order"])
        #expect(exports.map(\.value) == [.string("Colour"), .string("Use it well."), .number(3)])
    }

    /// Deep nesting and long runs of tags cost time in proportion to their size.
    @Test func pathologicalNestingStaysLinear() throws {
        func time(_ depth: Int) throws -> Double {
            let text = String(repeating: "<Large>\n", count: depth) + "x\n" + String(repeating: "</Large>\n", count: depth)
                + String(repeating: "<DoDont>\n#### Do\n", count: depth) + String(repeating: "</DoDont>\n", count: depth)
                + String(repeating: "{[a, {b: `c`}]}", count: depth) + "\n"
                // Many tags on one line: each is placed without reading the line again.
                + "Text " + String(repeating: "<Box><Note>", count: depth) + "x" + String(repeating: "</Note></Box>", count: depth) + "\n"
            let start = Date()
            let translation = try Self.translate(text)
            var renderer = MarkdownRenderer()
            renderer.mdx = MDXRendering(translation: translation)
            _ = renderer.render(translation.markdown, path: "p.mdx")
            return Date().timeIntervalSince(start)
        }
        _ = try time(500)
        let small = try time(2_000), large = try time(16_000)
        #expect(large < small * 8 * 3 + 0.05, "8× the input took \(large / max(small, 1e-6))× the time")
    }
}
