import Foundation
import Testing
@testable import Handbook

/// The search index: what it holds, how it is split, and that it loads as scripts.
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

    /// The index's files as the build wrote them, by site path.
    private func indexFiles(_ site: TestSite) -> [String: String] {
        var files: [String: String] = [:]
        for (path, data) in site.snapshot() where path == SearchIndex.sitePath || path.hasPrefix("assets/search/") {
            files[path] = String(decoding: data, as: UTF8.self)
        }
        return files
    }

    /// term → [(page title, entry id, field)], from the entries' term lists in the page shards.
    private func postings(_ files: [String: String]) throws -> [String: [(String, String, Int)]] {
        let reader = try ShardedSearchReader(files: files)
        let terms = try reader.allTerms().map(\.term)
        var result: [String: [(String, String, Int)]] = [:]
        for path in files.keys.sorted() where path.hasPrefix("assets/search/pages-") {
            for page in try #require(try ShardedSearchReader.object(files, path) as? [[Any]]) {
                let title = try #require(page[0] as? String)
                for entry in try #require(page[3] as? [[Any]]) {
                    for (term, field) in ShardedSearchReader.pairs(try #require(entry[3] as? String)) {
                        result[terms[term], default: []].append((title, try #require(entry[0] as? String), field))
                    }
                }
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
        let files = indexFiles(site)
        let found = try postings(files)
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
        let pages = try files.keys.filter { $0.hasPrefix("assets/search/pages-") }.flatMap {
            try #require(try ShardedSearchReader.object(files, $0) as? [[Any]])
        }
        // Five read pages and the components folder's generated index.
        #expect(pages.count == 6)
        #expect(pages.contains { $0[1] as? String == "components/" })
        #expect(pages.compactMap { $0[1] as? String }.allSatisfy { !$0.hasPrefix("/") })
        #expect(!pages.contains { $0[0] as? String == "Page not found" })
        // Every file the manifest's plan names was written, and nothing else.
        let reader = try ShardedSearchReader(files: files)
        #expect(reader.sectionTitles == ["", "Writing", "Components"] || reader.sectionTitles == ["", "Components", "Writing"])
    }

    @Test func everyPageLoadsTheSearchScriptsRelativeToItsDepth() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let labels = try #require(site.read("_site/guidelines/writing/labels/index.html"))
        #expect(labels.contains("<script src=\"../../../assets/search.js\" defer></script>"))
        #expect(labels.contains("data-root=\"../../../\""))
        #expect(labels.contains("aria-controls=\"hb-search-results\""))
        #expect(site.exists("_site/assets/search.js"))
    }

    @Test func identicalContentGivesAnIdenticalIndex() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let first = indexFiles(site)
        #expect(first.count >= 3)
        #expect(site.build().succeeded)
        #expect(indexFiles(site) == first)
    }

    /// Under `serve` no index file is made with the build: each is handed over as a deferred
    /// file, made on the first request for it, with the bytes a build on disk writes.
    @Test func inMemoryEveryIndexFileIsDeferredAndMatchesTheBuildOnDisk() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let onDisk = indexFiles(site)
        var options = BuildOptions(contentDirectory: site.path("Content"))
        options.output = .memory
        let report = SiteBuilder().build(options)
        #expect(report.succeeded)
        #expect(!report.files.keys.contains { $0 == SearchIndex.sitePath || $0.hasPrefix("assets/search/") })
        // (The Markdown twins and llms files are deferred too: `BuildCacheTests` compares them.)
        let deferred = report.deferredFiles.filter { $0.key == SearchIndex.sitePath || $0.key.hasPrefix("assets/search/") }
        #expect(Set(deferred.keys) == Set(onDisk.keys))
        for (path, make) in deferred.sorted(by: { $0.key > $1.key }) {
            #expect(String(decoding: make(), as: UTF8.self) == onDisk[path], "\(path)")
        }
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

