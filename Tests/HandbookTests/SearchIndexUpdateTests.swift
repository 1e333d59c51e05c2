import Foundation
import Synchronization
import Testing
@testable import Handbook

/// An index updated shard by shard from the last build's state is byte for byte the index
/// made from scratch, after every kind of edit; edits it cannot follow make it from scratch.
@Suite struct SearchIndexUpdateTests {
    static let corpus = SearchTestCorpus(pageCount: 240)

    /// Plans to cut by: many small shards (so cuts move), and the default.
    static let plans: [(String, SearchIndexPlan?)] = [
        ("tiny shards", SearchIndexPlan(pageCount: corpus.pages.count, pagesPerShard: 3, termShardCount: 40)),
        ("default", nil),
    ]

    /// The state a build of `pages` leaves, read back through its store coding as the next build reads it.
    static func state(of pages: [Page], plan: SearchIndexPlan) throws -> (state: SearchIndexState, files: [String: String]) {
        let index = SearchIndex(pages: pages, navigation: SiteNavigation(pages: pages, navigationOrder: []), plan: plan)
        let files = Mutex<[String: String]>([:])
        let made = index.make { path, text in files.withLock { $0[path] = text } }
        var writer = StoreWriter()
        SearchIndexState(index: index, pages: pages, made: made).write(to: &writer)
        var reader = StoreReader(writer.bytes)
        return (try SearchIndexState(from: &reader), files.withLock { $0 })
    }

    static func fresh(_ pages: [Page], plan: SearchIndexPlan) -> [String: String] {
        SearchIndex(pages: pages, navigation: SiteNavigation(pages: pages, navigationOrder: []), plan: plan).files
    }

    /// The files after an update: the last build's where kept (checked by hash), the written ones elsewhere.
    static func apply(_ update: SearchIndexUpdate, to files: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (path, hash) in update.kept {
            #expect(files[path].map { ContentHash.of($0) } == hash, "kept \(path) is the last build's file")
            result[path] = files[path]
        }
        for (path, script) in update.written { result[path] = script }
        return result
    }

    /// A page like `page` with another body.
    static func edited(_ page: Page, title: String? = nil, body: [TextSection]) -> Page {
        let rendered = RenderedMarkdown(html: "", toc: [], headingIDs: [], leadingTitle: nil, diagnostics: [], links: [], sections: body)
        return Page(kind: page.kind, sourcePath: page.sourcePath, directory: page.directory, title: title ?? page.title, summary: page.summary,
                    order: page.order, sectionKey: page.sectionKey, body: rendered)
    }

    @Test(arguments: plans)
    func successiveEditsWithTheSitesWordsGiveTheIndexMadeFromScratch(name: String, plan: SearchIndexPlan?) throws {
        var pages = Self.corpus.pages
        let plan = plan ?? SearchIndexPlan(pages: pages)
        var (state, files) = try Self.state(of: pages, plan: plan)
        var random = SplitMix64(seed: 29)
        let vocabulary = SearchTestCorpus.vocabulary
        var updated = 0
        for round in 0..<24 {
            // One or two pages get new text from the site's words: terms move between
            // fields, lists grow and shrink, the term shards' cuts shift.
            for _ in 0..<(1 + round % 2) {
                let target = 5 + random.next(below: pages.count - 5)
                let words = (0..<(1 + random.next(below: 40))).map { _ in vocabulary[random.next(below: vocabulary.count)] }.joined(separator: " ")
                let heading = vocabulary[random.next(below: vocabulary.count)]
                pages[target] = Self.edited(pages[target], body: [TextSection(text: words), TextSection(id: "x", heading: heading, text: words)])
            }
            let navigation = SiteNavigation(pages: pages, navigationOrder: [])
            let expected = Self.fresh(pages, plan: plan)
            guard let update = SearchIndexUpdate.make(from: state, pages: pages, navigation: navigation, plan: plan) else {
                // A word left on no page anymore: made from scratch.
                (state, files) = try Self.state(of: pages, plan: plan)
                #expect(files == expected)
                continue
            }
            updated += 1
            let result = Self.apply(update, to: files)
            #expect(result == expected, "round \(round)")
            #expect(update.written.count < expected.count / 2, "only the shards the edit touches are written")
            (state, files) = (update.state, result)
        }
        #expect(updated > 12)
    }

    @Test func anUnchangedSiteWritesNothing() throws {
        let pages = Self.corpus.pages
        let plan = SearchIndexPlan(pages: pages)
        let (state, files) = try Self.state(of: pages, plan: plan)
        let update = try #require(SearchIndexUpdate.make(from: state, pages: pages, navigation: Self.corpus.navigation, plan: plan))
        #expect(update.written.isEmpty && update.kept.count == files.count)
    }

    /// New words renumber every term, a removed page renumbers the pages, a new title
    /// reorders them: each is made from scratch, not updated.
    @Test func editsThatRenumberAreMadeFromScratch() throws {
        let pages = Self.corpus.pages
        let plan = SearchIndexPlan(pageCount: pages.count, pagesPerShard: 3, termShardCount: 40)
        let (state, _) = try Self.state(of: pages, plan: plan)
        var newWord = pages
        newWord[7] = Self.edited(pages[7], body: [TextSection(text: "zeppelin tab")])
        var removed = pages
        removed.remove(at: 9)
        var retitled = pages
        retitled[11] = Self.edited(pages[11], title: "Aaaa first of all", body: [TextSection(text: "tab")])
        for (name, edited) in [("new word", newWord), ("page removed", removed), ("retitled", retitled)] {
            let editedPlan = edited.count == pages.count ? plan : SearchIndexPlan(pageCount: edited.count, pagesPerShard: 3, termShardCount: 40)
            #expect(SearchIndexUpdate.make(from: state, pages: edited, navigation: SiteNavigation(pages: edited, navigationOrder: []),
                                           plan: editedPlan) == nil, "\(name)")
        }
    }

    /// The state is trusted to write shards from, so any damage reads as no state.
    @Test func aDamagedStateIsNotRead() throws {
        let pages = Array(Self.corpus.pages.prefix(60))
        let index = SearchIndex(pages: pages, navigation: SiteNavigation(pages: pages, navigationOrder: []), plan: SearchIndexPlan(pages: pages))
        var writer = StoreWriter()
        SearchIndexState(index: index, pages: pages, made: index.make { _, _ in }).write(to: &writer)
        let bytes = writer.bytes
        var random = SplitMix64(seed: 3)
        for _ in 0..<50 {
            var damaged = bytes
            let at = random.next(below: damaged.count)
            damaged[at] ^= UInt8(1 << random.next(below: 8))
            var reader = StoreReader(damaged)
            #expect(throws: StoreReader.Damaged.self) { _ = try SearchIndexState(from: &reader) }
        }
    }
}
