import Foundation
import Testing
@testable import Handbook
@testable import HandbookMarkdown
import HandbookFoundation

/// The same input gives the same bytes, however the pages fall on the cores. cmark-gfm keeps
/// its extensions' trigger characters in one table for the whole process and switches them
/// off at the end of every parse, so pages parsed side by side once lost autolinks and
/// strikethrough at random (a different page's URL was plain text in each build).
@Suite struct DeterminismTests {
    /// A page holding everything that rides on an extension's trigger character: bare URLs
    /// (`:`), `www.` links (`w`), strikethrough (`~`), a table and a footnote-like reference.
    static func page(_ number: Int) -> String {
        """
        # Rule \(number)

        > See **https://example.com/rules/r\(number)** for documentation.

        Visit www.example.org/r\(number) or write to team\(number)@example.com; ~~old~~ new.

        | Rule | Link |
        | --- | --- |
        | r\(number) | https://example.com/t/\(number) |

        A rule with a note.[^n\(number)]

        [^n\(number)]: Written for https://example.com/notes/\(number).
        """
    }

    @Test func pagesParsedOnEveryCoreAtOnceGetTheSameLinksAsOneByOne() {
        let renderer = MarkdownRenderer()
        let pages = (0..<2000).map(Self.page)
        let alone = pages.map { renderer.render($0, path: "page.md").html }
        for _ in 0..<3 {
            let together = concurrentMap(pages) { renderer.render($0, path: "page.md").html }
            let differing = pages.indices.filter { together[$0] != alone[$0] }
            #expect(differing.isEmpty, "pages rendered differently beside others: \(differing.prefix(10))")
        }
        #expect(alone[71].contains("<a href=\"https://example.com/rules/r71\">"), "\(alone[71])")
        #expect(alone[71].contains("<del>old</del>"), "\(alone[71])")
    }

    @Test func buildsFromFreshCachesGiveTheSameBytesEveryTime() throws {
        var files = ["Content/site.yml": "title: Determinism\n"]
        // A thousand pages, every third one MDX with a component, as the corpus had.
        for number in 0..<1000 {
            let body = Self.page(number).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
            if number % 3 == 0 {
                files["Content/guidelines/rules/r\(number).mdx"] = "---\ntitle: Rule \(number)\n---\n\n<Callout type=\"note\">Rule {\(number)} of the set.</Callout>\n\n" + body + "\n"
            } else {
                files["Content/guidelines/rules/r\(number).md"] = "---\ntitle: Rule \(number)\n---\n\n" + body + "\n"
            }
        }
        let site = try TestSite(files)
        defer { site.remove() }
        var first: [String: Data]?
        for _ in 0..<10 {
            try? FileManager.default.removeItem(atPath: site.path("_site"))
            try? FileManager.default.removeItem(atPath: site.path(".cache"))
            try? FileManager.default.removeItem(atPath: site.path(".handbook"))
            #expect(site.build().succeeded)
            let snapshot = site.snapshot()
            #expect(snapshot.count > 1000)
            if let first {
                let differing = snapshot.keys.filter { snapshot[$0] != first[$0] }.sorted()
                #expect(differing.isEmpty, "files that differ between identical builds: \(differing.prefix(5))")
            } else {
                first = snapshot
            }
        }
        let page = try #require(site.read("_site/guidelines/rules/r186/index.html"))
        #expect(page.contains("<a href=\"https://example.com/rules/r186\">"))
        let mdx = try #require(site.read("_site/guidelines/rules/r291/index.html"))
        #expect(mdx.contains("<a href=\"https://example.com/rules/r291\">") && mdx.contains("https://example.com/notes/291"))
    }
}
