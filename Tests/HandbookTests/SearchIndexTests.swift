import Foundation
import Testing
@testable import Handbook

/// The search index: what it holds, how it is split, and that it loads as a script.
@Suite struct SearchIndexTests {
    @Test(arguments: [
        ("Tab bars hold the app’s top-level areas", ["tab", "bars", "hold", "app", "top", "level", "areas"]),
        ("Étiquettes CRÉÉES à 320 pt", ["etiquettes", "creees", "320", "pt"]),
        ("A 5-item bar", ["5", "item", "bar"]),
        ("x_y  日本語のラベル", ["日本語のラヘル"]),
    ])
    func termsAreFoldedAndSplitLikeTheBrowserDoes(text: String, expected: [String]) {
        #expect(SearchTokenizer.terms(of: text) == expected)
    }

    /// Parses the published script back into its JSON object.
    private func load(_ script: String) throws -> [String: Any] {
        let prefix = "window.handbookSearchIndex="
        #expect(script.hasPrefix(prefix))
        let json = try #require(script.dropFirst(prefix.count).trimmingCharacters(in: .whitespacesAndNewlines).dropLastIf(";"))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// term → [(page title, entry id, field)], decoded the way search.js decodes it.
    private func postings(_ index: [String: Any]) throws -> [String: [(String, String, Int)]] {
        let pages = try #require(index["pages"] as? [[Any]])
        let entries = try #require(index["entries"] as? [[Any]])
        let terms = try #require(index["terms"] as? String).split(separator: " ").map(String.init)
        let lists = try #require(index["postings"] as? String).split(separator: ";", omittingEmptySubsequences: false)
        #expect(terms.count == lists.count)
        var result: [String: [(String, String, Int)]] = [:]
        for (term, list) in zip(terms, lists) {
            var entry = 0
            for code in list.split(separator: ",") {
                let number = try #require(Int(code, radix: 36))
                entry += number >> 2
                let row = entries[entry]
                let page = try #require(row[0] as? Int)
                result[term, default: []].append((try #require(pages[page][0] as? String), try #require(row[1] as? String), number & 3))
            }
        }
        return result
    }

    @Test func indexHoldsTitlesHeadingsTextComponentLabelsAndGaps() throws {
        let site = try TestSite.basic([
            "Content/components/tabs.yml": """
            component: Tabs
            summary: Switch between views of one subject.
            kind: tabs
            anatomy:
              - part: indicator
                description: Marks the selected tab.
            variants:
              fixed:
                description: Equal widths.
            known-gaps:
              - Vertical tabs are not specified
            examples:
              - title: Library
                variant: fixed
                items: [Albums, Podcasts, Audiobooks]
            """,
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let script = try #require(site.read("_site/" + SearchIndex.sitePath))
        let found = try postings(try load(script))
        // Title words rank above heading words above text.
        #expect(found["labels"]?.contains { $0 == ("Labels", "", 3) } == true)
        #expect(found["length"]?.contains { $0 == ("Labels", "length", 2) } == true)
        #expect(found["short"]?.contains { $0 == ("Labels", "length", 1) } == true)
        #expect(found["nouns"]?.contains { $0 == ("Labels", "", 1) } == true, "the summary is searchable")
        // A component: its name, an example's labels, a known gap, an anatomy part.
        #expect(found["tabs"]?.contains { $0 == ("Tabs", "", 3) } == true)
        #expect(found["podcasts"]?.contains { $0.0 == "Tabs" && $0.1 == "examples" } == true)
        #expect(found["vertical"]?.contains { $0.0 == "Tabs" && $0.1 == "known-gaps" } == true)
        #expect(found["indicator"]?.contains { $0.0 == "Tabs" && $0.1 == "anatomy" } == true)
        #expect(found["the"] == nil, "stop words are left out")
        // Every page's URL is relative to the site root, so the index works under any base path.
        let pages = try #require(try load(script)["pages"] as? [[Any]])
        #expect(pages.compactMap { $0[1] as? String }.allSatisfy { !$0.hasPrefix("/") })
        #expect(!pages.contains { $0[0] as? String == "Page not found" })
    }

    @Test func everyPageLoadsTheSearchScriptsRelativeToItsDepth() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let labels = try #require(site.read("_site/guidelines/writing/labels/index.html"))
        #expect(labels.contains("<script src=\"../../../assets/search.js\" defer></script>"))
        #expect(labels.contains("data-root=\"../../../\""))
        #expect(labels.contains("aria-controls=\"search-results\""))
        #expect(site.exists("_site/assets/search.js"))
    }

    @Test func identicalContentGivesAnIdenticalIndex() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let first = site.read("_site/" + SearchIndex.sitePath)
        #expect(site.build().succeeded)
        #expect(site.read("_site/" + SearchIndex.sitePath) == first)
    }

    @Test func excerptsAreCutAtAWordAndCollapseSpace() {
        let text = String(repeating: "word  \n", count: 60)
        let excerpt = SearchTerms.excerpt(text)
        #expect(excerpt.hasSuffix("word…"))
        #expect(excerpt.count <= SearchTerms.excerptLength + 1)
        #expect(!excerpt.contains("  ") && !excerpt.contains("\n"))
        #expect(SearchTerms.excerpt("short text") == "short text")
    }
}

private extension String {
    func dropLastIf(_ suffix: String) -> String? {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
