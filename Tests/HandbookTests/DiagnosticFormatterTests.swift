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

    @Test func notesArePrintedAsCompilersPrintThem() {
        var finding = Diagnostic.warning("translation.untranslated", "'Mentions' is not translated", at: Handbook.SourceLocation(file: "t.yml", line: 1, column: 3),
                                         explanation: "Translate it.")
        finding.notes = [Diagnostic.Note("'Mentions' is key 'tab.mentions' in be", at: Handbook.SourceLocation(file: "L.xcstrings", line: 22, column: 59)),
                         Diagnostic.Note("no place", at: nil)]
        let text = DiagnosticFormatter(sources: ["t.yml": "- Mentions\n"]).format([finding])
        #expect(text == """
        t.yml:1:3: warning: 'Mentions' is not translated [translation.untranslated]
         1 | - Mentions
           |   ^
          note: Translate it.
          L.xcstrings:22:59: note: 'Mentions' is key 'tab.mentions' in be
          note: no place

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
