import Foundation
import Testing
@testable import Handbook

/// `serve` runs the component queries `handbook build` runs, on a store kept in memory
/// (`BuildCache.queries`): a save of one spec or its notes makes only that spec again, and an
/// edit of anything every spec depends on (a catalog entry, a token) makes them all again — and after
/// every edit the served site is byte for byte an in-memory build from scratch, the preview
/// fonts (made from the characters the previews drew) included.
@Suite struct ServeComponentQueriesTests {
    /// Each edit of the bundled site, how many of its three specs' results are kept, and
    /// whether the guideline pages are kept (their `tabbar` blocks draw in the specs' styles:
    /// a spec edit that changes none of what blocks draw leaves them; an edit that does reads
    /// again only the pages that draw blocks or cite facts, never the others).
    static let edits: [(what: String, path: String, from: String, to: String, kept: Int, pagesKept: Bool)] = [
        ("summary", "Content/components/tab-bar.yml", "\nsummary: ", "\nsummary: Edited by the test. ", 2, true),
        ("caption", "Content/components/tab-bar.yml", "caption: Five areas people return to all day",
         "caption: Five places people return to all day", 2, true),
        ("metric", "Content/components/tab-bar.yml", "  font-size: 10\n", "  font-size: 11\n", 2, false),
        ("notes", "Content/components/tabs.md", "\n## ", "\nA sentence added by the test.\n\n## ", 2, true),
        ("catalog entry", "Content/i18n/Localizable.xcstrings", "\"Mediathek\"", "\"Bibliothek\"", 0, false),
        ("design token", "Content/tokens/dark.tokens.json", "\"secondary\": { \"$value\": \"#b4bcc8\" }",
         "\"secondary\": { \"$value\": \"#b6bdc8\" }", 0, false),
        ("nothing", "Content/components/tab-bar.yml", "", "", 3, true),
    ]

    /// The bundled Content's files, by their paths in a test site.
    static func bundled() -> [String: String] {
        TestSite.files(under: RebuildIdentityTests.bundled)
            .reduce(into: [String: String]()) { $0["Content/" + $1.key] = String(decoding: $1.value, as: UTF8.self) }
    }

    func inMemory(_ site: TestSite, cache: BuildCache) -> BuildReport {
        var options = BuildOptions(contentDirectory: site.path("Content"))
        options.output = .memory
        options.cache = cache
        return SiteBuilder().build(options)
    }

    /// Every file of an in-memory build, those made on first request included.
    func files(_ report: BuildReport) -> [String: Data] {
        report.files.merging(report.deferredFiles.mapValues { $0() }) { first, _ in first }
    }

    @Test func eachEditMakesOnlyWhatItTouchedAndTheSiteIsABuildFromScratch() throws {
        let bundled = Self.bundled()
        let site = try TestSite(bundled)
        defer { site.remove() }
        let cache = BuildCache()
        let first = inMemory(site, cache: cache)
        #expect(first.succeeded, "\(first.diagnostics)")
        #expect(first.madeSpecs == 3, "the first build makes every spec")
        // What a build takes from its own pictures (a layout asked for twice), with nothing kept before it.
        let takenFromScratch = cache.renditions.counts.hits
        let pages = bundled.filter { $0.key.hasSuffix(".md") && !$0.key.hasPrefix("Content/components/") }
        let drawing = pages.filter { $0.value.contains("```tabbar") || $0.value.contains("](fact:") }.count
        #expect(drawing > 0 && drawing < pages.count, "the bundled site has pages with blocks and pages without")
        for edit in Self.edits {
            let text = try #require(site.read(edit.path), "\(edit.what)")
            if edit.from.isEmpty {
                // Saved again unchanged: the stage's whole result is kept.
                try site.write(edit.path, text)
            } else {
                #expect(text.contains(edit.from), "\(edit.what): the bundled file no longer holds what the test edits")
                try site.write(edit.path, text.replacingOccurrences(of: edit.from, with: edit.to, options: [], range: text.range(of: edit.from)))
            }
            let served = inMemory(site, cache: cache)
            #expect(served.succeeded, "\(edit.what): \(served.diagnostics)")
            #expect(cache.lastBuildCounts.reread == (edit.pagesKept ? 0 : drawing), "\(edit.what): \(cache.lastBuildCounts) pages re-read and kept")
            if !edit.from.isEmpty {
                #expect(!served.reusedComponents, "\(edit.what): the stage runs")
                #expect(served.madeSpecs == 3 - edit.kept, "\(edit.what): specs made again")
            } else {
                #expect(served.reusedComponents && served.madeSpecs == 0, "\(edit.what): nothing the stage reads changed")
            }
            if edit.what == "caption" {
                // The edited spec's pictures are kept but for the captioned example's own
                // figures (`RenditionMemo`): its layouts, thresholds and width control are taken.
                let counts = cache.renditions.counts
                #expect(counts.hits > 10 * counts.misses, "\(edit.what): \(counts.hits) pictures taken, \(counts.misses) drawn again")
            }
            if edit.what == "design token" {
                // A colour: every picture that paints it is drawn again, but what only lays out
                // (truncation widths, the width control's thresholds) is taken, not bisected again.
                let counts = cache.renditions.counts
                #expect(counts.hits > takenFromScratch && counts.misses > 0, "\(edit.what): \(counts.hits) taken (\(takenFromScratch) from scratch), \(counts.misses) made")
            }
            let fresh = inMemory(site, cache: BuildCache())
            let (kept, scratch) = (files(served), files(fresh))
            #expect(kept.keys.sorted() == scratch.keys.sorted(), "\(edit.what): the same files")
            let differing = scratch.keys.filter { kept[$0] != scratch[$0] }.sorted()
            #expect(differing.isEmpty, "after the \(edit.what) edit these differ from a build from scratch: \(differing.prefix(5))")
            #expect(served.diagnostics == fresh.diagnostics, "\(edit.what): the same findings")
        }
        let page = try #require(inMemory(site, cache: cache).files["components/tab-bar/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(page.contains("Edited by the test.") && page.contains("Five places people return to all day"))
    }

    /// A guideline page saved under `serve` is read again, and its `tabbar` blocks come from
    /// the pictures the memo keeps (`RenditionMemo`, the component pages' own), drawn in no
    /// new way: the page is the one a build from scratch makes.
    @Test func aSavedPagesBlocksAreTakenFromTheKeptPictures() throws {
        let site = try TestSite(Self.bundled())
        defer { site.remove() }
        let cache = BuildCache()
        #expect(inMemory(site, cache: cache).succeeded)
        let path = "Content/guidelines/navigation/tab-bars.md"
        let text = try #require(site.read(path))
        let blocks = text.components(separatedBy: "```tabbar").count - 1
        #expect(blocks > 1, "the bundled page draws blocks")
        try site.write(path, text + "\nA sentence added by the test.\n")
        let served = inMemory(site, cache: cache)
        #expect(served.succeeded && served.reusedComponents, "only the page changed")
        let counts = cache.renditions.counts
        #expect(counts.misses == 0 && counts.hits >= blocks, "\(counts.hits) pictures taken, \(counts.misses) drawn for \(blocks) blocks")
        let page = "guidelines/navigation/tab-bars/index.html"
        let kept = try #require(served.files[page])
        #expect(kept == inMemory(site, cache: BuildCache()).files[page], "the page a build from scratch makes")
        #expect(String(decoding: kept, as: UTF8.self).contains("A sentence added by the test."))
    }
}
