import Testing
@testable import Handbook

@Suite struct DiagnosticFormatterTests {
    @Test func compilerStyleWithExcerptAndCaret() {
        let formatter = DiagnosticFormatter(sources: ["a.md": "line one\n\ttitle: [x\n"])
        let text = formatter.format([
            .warning("link.broken", "later", at: Handbook.SourceLocation(file: "b.md", line: 1, column: 1)),
            .error("yaml.syntax", "invalid YAML", at: Handbook.SourceLocation(file: "a.md", line: 2, column: 9), explanation: "Close the list."),
        ])
        #expect(text == """
        a.md:2:9: error: invalid YAML [yaml.syntax]
         2 | \ttitle: [x
           | \t       ^
          note: Close the list.
        b.md:1:1: warning: later [link.broken]

        """)
    }

    @Test func frontMatterKeepsLineNumbers() throws {
        let split = try FrontMatter.split("---\ntitle: A\n---\n# Body\n", path: "a.md")
        #expect(split.yaml == "title: A")
        #expect(split.body == "\n\n\n# Body\n")
        #expect(try FrontMatter.split("# No front matter\n", path: "a.md").yaml == nil)
    }
}
