import Testing
@testable import Handbook

/// When a leading `---` opens front matter, and when it is Markdown's thematic break.
@Suite struct FrontMatterTests {
    @Test(arguments: [
        ("---\ntitle: A\n---\n# Body\n", "title: A"),
        ("---\ntitle: A\n...\nBody\n", "title: A"),
        ("---  \r\ntitle: A\r\nsummary: B\r\n---\r\nBody\r\n", "title: A\r\nsummary: B"),
        ("---\n# a comment\ntitle: A\n---\n", "# a comment\ntitle: A"),
        ("---\n\"quoted key\": 1\n---\n", "\"quoted key\": 1"),
        ("---\n{title: A}\n---\n", "{title: A}"),
        ("---\n? title\n: A\n---\n", "? title\n: A"),
        ("---\n---\nBody\n", ""),
        ("---\n\n---\n", ""),
        // Meant as a mapping, with a mistake in it: front matter, so the mistake is reported.
        ("---\ntitle: [unclosed\n---\n", "title: [unclosed"),
        ("---\nsumary: typo\n---\n", "sumary: typo"),
    ])
    func frontMatter(text: String, yaml: String) throws {
        let split = try FrontMatter.split(text, path: "a.md")
        #expect(split.yaml == yaml)
        #expect(split.yamlFirstLine == 2)
    }

    @Test(arguments: [
        "---\nFoo\n---\nBar\n---\nBaz\n",
        "---\n\nA thematic break opens this page.\n",
        "---\n- a list\n- between breaks\n---\n",
        "---\n# Heading\n---\n",
        "---\n[link](x.md) and **bold**: text\n---\n",
        "---\nhttp://example.com\n---\n",
        "---\nNote:this has no space after the colon\n---\n",
        "---\n> quote: yes\n---\n",
        "---\n",
        "--- \n\nNote: a paragraph that looks like a key, never closed\n",
        "----\ntitle: A\n----\n",
        "# Title\n---\ntitle: A\n---\n",
    ])
    func markdown(text: String) throws {
        let split = try FrontMatter.split(text, path: "a.md")
        #expect(split.yaml == nil)
        #expect(split.body == text)
    }

    @Test func aThematicBreakAtTheTopRendersAsOne() throws {
        let split = try FrontMatter.split("---\nFoo\n---\nBar\n---\nBaz\n", path: "a.md")
        let html = MarkdownRenderer().render(split.body, path: "a.md").html
        #expect(html.hasPrefix("<hr />\n<h2 id=\"foo\">Foo"))
        #expect(html.hasSuffix("<p>Baz</p>\n"))
    }

    @Test func unclosedFrontMatterWithAKnownKeyIsAnError() {
        for text in ["---\ntitle: Labels\n", "---\n\norder: 2\nBody\n", "---\r\nsummary: x\r\n"] {
            #expect(throws: DiagnosticsError.self, "\(text.debugDescription)") { try FrontMatter.split(text, path: "a.md") }
        }
        do {
            _ = try FrontMatter.split("---\ntitle: Labels\n", path: "a.md")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["front-matter.unclosed"])
            #expect(error.diagnostics.first?.location == Handbook.SourceLocation(file: "a.md", line: 1, column: 1))
        }
    }

    @Test func theBodyKeepsTheFilesLineNumbers() throws {
        let text = "---\ntitle: A\nsummary: B\n---\n\nSee [x](nowhere.md).\n\n<b>raw</b>\n"
        let split = try FrontMatter.split(text, path: "a.md")
        #expect(split.body.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        let rendered = MarkdownRenderer().render(split.body, path: "a.md")
        #expect(rendered.diagnostics.first?.location == Handbook.SourceLocation(file: "a.md", line: 8, column: 1))
    }
}
