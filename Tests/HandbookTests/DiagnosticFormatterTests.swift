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

    @Test func longLinesAreWindowedAroundTheColumn() {
        let line = String(repeating: "a", count: 150) + "X" + String(repeating: "b", count: 150)
        let (excerpt, caret) = DiagnosticFormatter.window(of: line, around: 151)
        #expect(excerpt.hasPrefix("…") && excerpt.hasSuffix("…"))
        #expect(Array(excerpt)[caret - 1] == "X")
        #expect(DiagnosticFormatter.window(of: "short", around: 3) == ("short", 3))
    }
}
