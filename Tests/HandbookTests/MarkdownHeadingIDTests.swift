import Testing
@testable import Handbook
@testable import HandbookMarkdown
@testable import HandbookPreview

/// Heading ids as GitHub makes them (so copied links land), unique, and made in linear work.
@Suite struct MarkdownHeadingIDTests {
    @Test(arguments: [
        ("a & b", "a--b"),
        ("When to use", "when-to-use"),
        ("Don’t: “quotes”!", "dont-quotes"),
        ("Über Straße 日本語 Ελληνικά", "über-straße-日本語-ελληνικά"),
        ("1. Numbers ½ ²", "1-numbers--"),
        ("C++ & C#", "c--c"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("🎉 Party", "-party"),
        ("Ⓐ circled", "ⓐ-circled"),
        ("tab\there", "tabhere"),
        ("!!!", ""),
    ])
    func githubSlugs(text: String, slug: String) {
        #expect(HeadingSlugger.githubSlug(text) == slug)
    }

    @Test func headingsAreReadAsGitHubReadsThem() {
        let source = """
        ## a & b
        ## *em* `code` [link](/u) ![img](/i.png) <span>html</span>
        ## -- dashes ---
        ## Tabs — typed – dashes
        ## Don't "quote"...
        multi
        line
        ---
        """
        let ids = MarkdownRenderer(allowsRawHTML: true).render(source + "\n", path: "a.md").html
            .split(separator: "\n").compactMap { line -> String? in
                guard let start = line.range(of: " id=\""), let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
                return String(line[start.upperBound..<end])
            }
        #expect(ids == ["a--b", "em-code-link--html", "---dashes----", "tabs--typed--dashes", "dont-quote", "multiline"])
    }

    @Test func repeatsAreNumberedWithoutTakingAWrittenID() {
        var slugger = HeadingSlugger()
        let ids = ["x", "x-1", "x", "x", "x-2", "Content", "hb-toc-title", "!!!", "?"].map { slugger.slug(for: $0) }
        #expect(ids == ["x", "x-1", "x-2", "x-3", "x-2-1", "content", "hb-toc-title-1", "section", "section-1"])
    }

    @Test func twentyThousandIdenticalHeadingsCostLinearWork() {
        var slugger = HeadingSlugger()
        var last = ""
        for _ in 0..<20_000 { last = slugger.slug(for: "Same heading") }
        #expect(last == "same-heading-19999")
        // One lookup per heading, plus one per number tried: each number is tried once.
        #expect(slugger.probes <= 2 * 20_000)
    }

    @Test func aPageOfTwentyThousandIdenticalHeadingsHasThemAllUnique() {
        let source = String(repeating: "## Same heading\n\n", count: 20_000)
        let rendered = MarkdownRenderer().render(source, path: "a.md")
        #expect(rendered.headingIDs.count == 20_000)
        #expect(rendered.toc.last?.id == "same-heading-19999")
    }
}
