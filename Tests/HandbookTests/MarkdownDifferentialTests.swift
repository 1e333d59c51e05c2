import Testing
@testable import Handbook

/// Handbook's HTML against cmark-gfm's own renderer for the same tree: identical once the
/// deliberate differences (ARCHITECTURE.md, "Markdown against cmark") are taken out.
@Suite struct MarkdownDifferentialTests {
    /// Documents the seeded composer makes, each rendered with raw HTML allowed and not.
    static let composedCount = 1_500

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
        for seed in 0..<UInt64(Self.composedCount) {
            var composer = MarkdownComposer(seed: seed)
            let markdown = composer.document()
            let pair = try #require(MarkdownReference.render(markdown, unsafe: unsafe))
            if pair.handbook == pair.cmark {
                identical += 1
            } else if firstFailures.count < 3 {
                firstFailures.append("seed \(seed): \(markdown.debugDescription)\n--- handbook\n\(pair.handbook)\n--- cmark\n\(pair.cmark)")
            }
        }
        #expect(identical == Self.composedCount, "\(firstFailures.joined(separator: "\n\n"))")
    }
}
