import HandbookDiagnostics
import Testing
@testable import HandbookMDX

/// Where JSX, expressions and ESM start and end, as MDX's own compiler (micromark with the
/// MDX extensions, as `@mdx-js/mdx` 3 reads a file) has it. Every case was run through that
/// parser: the accepted ones translate, the rejected ones fail with `mdx.syntax` on the line
/// it reports (for a construct the text runs out in, where it runs out; the opening is a note).
/// The MDX 1 spellings it rejects (`<!-- -->`, `<3`, `{a b}`) are read as MDX 1 did:
/// `MDXLegacyTests`.
@Suite struct MDXGrammarTests {
    static func translate(_ text: String) throws(DiagnosticsError) -> MDXTranslation {
        try MDXTranslator.translate(text, path: "p.mdx", lookup: { $0 == "title" ? "Buttons" : nil })
    }

    @Test(arguments: [
        ("jsxInAttributeWithApostrophe", "<PropsTable data={[{ description: (<span>the field's value</span>) }]} />\n"),
        ("jsxInExpressionWithApostrophe", "{[<span key=\"a\">it's</span>]}\n"),
        ("spacesInClosingTag", "<Note>\ntext\n</ Note >\n"),
        ("templateLiteralWithJSX", "a <b c={`x ${<i>y</i>} \"q\" 'r'`} /> d\n"),
        ("regexWithBraces", "a {/[}{]/.test(x) ? 'a' : \"b\"} b\n"),
        ("commentsInExpression", "a {b /* } */ + c // }\n} d\n"),
        ("emptyAndCommentExpressions", "a {} b {/* note */} c\n"),
        ("arrowFunctionsAndSpread", "<X y={() => { return <div>it's {'}'}</div> }} z={async (a, {b = 1}, ...c) => a ?? b?.[c]} {...rest} />\n"),
        ("memberAndNamespacedNames", "<Foo.Bar baz:qux=\"1\" data-x='2' />\n"),
        ("fragments", "<>\n*text*\n</>\n"),
        ("lessThanBeforeSpaceIsText", "a < b and c > d\n"),
        ("importContinuingAParagraphIsText", "Some text\nimport x from \"y\"\n"),
        ("esmWithBlankLineInside", "export const meta = {\n\n  title: \"x\"\n}\n\n# Hi\n"),
        ("flowTagInterruptsParagraph", "Some text\n<Note>\nx\n</Note>\n"),
        ("textElementInBlockQuote", "> <Note>text</Note>\n"),
        ("calloutUnderListItem", "1. Step\n   <Callout>\n   Note\n   </Callout>\n2. Two\n"),
        ("headingSyntaxInsideText", "<Note>## x</Note>\n"),
        ("indentedComponent", "    <Note>\n    indented\n    </Note>\n"),
        ("lineBreakElement", "Line one<br />line two\n"),
        ("tableElements", "<table>\n  <tr>\n    <td>One</td>\n  </tr>\n</table>\n"),
    ])
    func theReferenceAccepts(name: String, text: String) throws {
        let translation = try Self.translate(text)
        // Nothing of the syntax reaches the Markdown cmark reads.
        #expect(!translation.markdown.contains("</"), "\(name): \(translation.markdown)")
    }

    @Test(arguments: [
        ("voidElementWithoutSlash", "<br>\n", 1),
        ("emptyAttributeExpression", "<X y={} />\n", 1),
        ("importAsProse", "import the file from Figma.\n", 1),
        ("exportAsProse", "export the file as PDF\n", 1),
        ("statementAfterImport", "import x from \"y\"\nconst z = 1\n", 2),
        ("duplicateImport", "import {a} from 'x'\n\ntext\n\nimport {a} from 'y'\n", 5),
        ("textElementAcrossParagraphs", "a <b>x\n\ny</b>\n", 1),
        ("closingTagAloneAfterText", "<Note>Some text\n</Note>\n", 1),
        ("closedOutsideBlockQuote", "> <Note>\n> x\n</Note>\n", 1),
        ("mismatchAfterSyntaxError", "<Box>\n  <Caption>\n    x\n</Box>\n{unterminated\n<Open attr=\"x\"\n", 7),
        ("unterminatedTag", "a\n\n<Box title=\"x\"\n\nmore text\n", 6),
        ("unclosedElement", "<Note>\n\ntext\n", 1),
    ])
    func theReferenceRejects(name: String, text: String, line: Int) throws {
        do {
            let translation = try Self.translate(text)
            Issue.record("\(name) was accepted: \(translation.markdown)")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.id == "mdx.syntax")
            #expect(diagnostic.location?.line == line, "\(name): \(diagnostic.message)")
            #expect(diagnostic.explanation?.isEmpty == false, "\(name) says what to write instead: \(diagnostic.message)")
        }
    }
}
