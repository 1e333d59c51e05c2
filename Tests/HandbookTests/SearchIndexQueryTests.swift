import Foundation
import Testing
@testable import Handbook

/// A rebuild into the same folder updates the search index shard by shard from the last
/// index kept in the query store (`SearchIndexQuery`), and the site is byte for byte what a
/// build from scratch makes, after every kind of edit; a damaged store or a shard changed by
/// hand is made again.
@Suite struct SearchIndexQueryTests {
    /// A site of enough pages that the index has several page shards.
    static func site() throws -> TestSite {
        var files: [String: String] = [:]
        let words = ["tab", "label", "badge", "scroll", "width", "screen", "icon", "state", "focus", "motion"]
        for number in 0..<60 {
            let text = (0..<40).map { words[($0 * 7 + number * 3) % words.count] }.joined(separator: " ")
            files["Content/guidelines/part-\(number % 3)/page-\(number).md"] =
                "---\ntitle: Page \(number)\n---\n\n\(text).\n\n## Heading \(words[number % words.count])\n\n\(text) \(number).\n"
        }
        return try TestSite.basic(files)
    }

    /// The site a build from nothing makes, for comparison.
    static func fresh(_ site: TestSite) throws -> [String: Data] {
        let copy = try TestSite(site.snapshot("Content").reduce(into: [:]) { files, file in
            files["Content/" + file.key] = String(decoding: file.value, as: UTF8.self)
        })
        defer { copy.remove() }
        #expect(copy.build().succeeded)
        return copy.snapshot()
    }

    static func searchFiles(_ snapshot: [String: Data]) -> Int {
        snapshot.keys.filter { $0.hasPrefix("assets/search/") || $0 == SearchIndexPlan.manifestPath }.count
    }

    @Test func eachKindOfEditGivesTheSiteABuildFromScratchMakes() throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let total = Self.searchFiles(site.snapshot())
        #expect(total >= 5, "a manifest, a term shard and page shards")
        #expect(site.build().keptSearchFiles == total, "nothing changed, every file kept")
        // Words the site has: the page's shard and the lists it changes are written, the rest kept.
        try site.write("Content/guidelines/part-1/page-4.md", "---\ntitle: Page 4\n---\n\nScroll badge.\n\n## Heading tab\n\nFocus.\n")
        let edited = site.build()
        #expect(edited.succeeded && edited.keptSearchFiles > 0 && edited.keptSearchFiles < total)
        #expect(site.snapshot() == (try Self.fresh(site)))
        // New words: every term is numbered again.
        try site.write("Content/guidelines/part-1/page-4.md", "---\ntitle: Page 4\n---\n\nZeppelin quasar.\n")
        #expect(site.build().succeeded)
        #expect(site.snapshot() == (try Self.fresh(site)))
        // The words gone again, a heading renamed, a title changed, a page removed, the site's title.
        try site.write("Content/guidelines/part-1/page-4.md", "---\ntitle: Page 4\n---\n\nTab.\n\n## Another heading\n\nLabel.\n")
        #expect(site.build().succeeded)
        #expect(site.snapshot() == (try Self.fresh(site)))
        try site.write("Content/guidelines/part-2/page-5.md", "---\ntitle: A first page\n---\n\nTab.\n")
        #expect(site.build().succeeded)
        #expect(site.snapshot() == (try Self.fresh(site)))
        try FileManager.default.removeItem(atPath: site.path("Content/guidelines/part-0/page-6.md"))
        #expect(site.build().succeeded)
        #expect(site.snapshot() == (try Self.fresh(site)))
        try site.write("Content/site.yml", "title: Another system\n")
        #expect(site.build().succeeded)
        #expect(site.snapshot() == (try Self.fresh(site)))
    }

    /// The kept index is trusted to write shards from: a damaged one is not read, and the index is made anew.
    @Test func aDamagedIndexIsMadeAgain() throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let file = try site.queryStore()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        // A bit flipped inside the kept index, past its name.
        let start = try #require(Data(bytes).range(of: Data("search-index 1".utf8))?.upperBound)
        bytes[start + 400] ^= 0x10
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        try site.write("Content/guidelines/part-1/page-4.md", "---\ntitle: Page 4\n---\n\nScroll badge.\n")
        let rebuilt = site.build()
        #expect(rebuilt.succeeded && rebuilt.keptSearchFiles == 0)
        #expect(site.snapshot() == (try Self.fresh(site)))
        // And it is whole again for the next build.
        try site.write("Content/guidelines/part-1/page-4.md", "---\ntitle: Page 4\n---\n\nScroll icon.\n")
        #expect(site.build().keptSearchFiles > 0)
        #expect(site.snapshot() == (try Self.fresh(site)))
    }

    /// A kept file is kept by its hash: one changed by hand in the site is written again.
    @Test func aShardChangedByHandIsWrittenAgain() throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(site.build().succeeded)
        #expect(site.build().succeeded)
        try site.write("_site/assets/search/pages-0.js", "edited by hand")
        try site.write(".handbook/_site/generation/assets/search/pages-0.js", "edited by hand")
        try site.write("Content/guidelines/part-1/page-4.md", "---\ntitle: Page 4\n---\n\nScroll badge.\n")
        #expect(site.build().succeeded)
        #expect(site.snapshot() == (try Self.fresh(site)))
    }
}
