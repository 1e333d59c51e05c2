import Testing
@testable import Handbook

/// Handbook's HTML against cmark-gfm's own renderer for the same tree: identical once the
/// deliberate differences (listed on `MarkdownReference`) are taken out. 192 hand-written
/// cases and 2,500 composed documents, each with raw HTML allowed and not.
@Suite struct MarkdownDifferentialTests {
    /// Documents the seeded composer makes, each rendered with raw HTML allowed and not.
    static let composedCount = 2_500

    @Test(arguments: [false, true])
    func handWrittenCasesMatchCmark(unsafe: Bool) throws {
        var identical = 0
        for markdown in MarkdownCases.all {
            let pair = try #require(MarkdownReference.render(markdown, unsafe: unsafe))
            #expect(pair.handbook == pair.cmark, "\(markdown.debugDescription)")
            if pair.handbook == pair.cmark { identical += 1 }
        }
        #expect(identical == MarkdownCases.all.count)
    }

    @Test(arguments: [false, true])
    func composedDocumentsMatchCmark(unsafe: Bool) throws {
        var identical = 0
        var firstFailures: [String] = []
        // How many documents hold each construct, so the composer is seen to reach them all.
        let constructs = ["<table>", "<tbody>", "<li>", "<ol start=", "<blockquote>", "<pre><code class=", "<del>", "<img", "<h1>",
                          "<h6>", "<hr />", "<br />", "<em>", "<strong>", "<code>", "<a href=\"mailto:", "<a href=\"http://www.", "&amp;",
                          "style=\"text-align: center\"", unsafe ? "<div class=\"x\">" : "<!-- raw HTML omitted -->"]
        var seen = Dictionary(uniqueKeysWithValues: constructs.map { ($0, 0) })
        for seed in 0..<UInt64(Self.composedCount) {
            var composer = MarkdownComposer(seed: seed)
            let markdown = composer.document()
            let pair = try #require(MarkdownReference.render(markdown, unsafe: unsafe))
            for construct in constructs where pair.cmark.contains(construct) { seen[construct, default: 0] += 1 }
            if pair.handbook == pair.cmark {
                identical += 1
            } else if firstFailures.count < 3 {
                firstFailures.append("seed \(seed): \(markdown.debugDescription)\n--- handbook\n\(pair.handbook)\n--- cmark\n\(pair.cmark)")
            }
        }
        #expect(identical == Self.composedCount, "\(firstFailures.joined(separator: "\n\n"))")
        #expect(seen.values.allSatisfy { $0 >= 20 }, "\(seen)")
    }
}
