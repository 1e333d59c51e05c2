import Foundation
import Testing
@testable import Handbook

/// `handbook build` and `check` keep the pages they read on disk and re-read only the
/// Markdown files that changed since: same site, same diagnostics, fewer reads.
@Suite struct PageStoreTests {
    /// Sets every content file's modification time an hour back: the store keeps only
    /// files that have settled (a file saved this moment may be saved again unseen).
    func settle(_ site: TestSite) throws {
        let past = Date(timeIntervalSinceNow: -3600)
        for case let relative as String in FileManager.default.enumerator(atPath: site.path("Content"))?.allObjects ?? [] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: site.path("Content/" + relative))
        }
    }

    @Test func unchangedPagesAreTakenFromTheStoreAndTheSiteIsTheSame() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/broken.md": "# Broken\n\n[gone](nowhere.md)\n"])
        defer { site.remove() }
        try settle(site)
        let first = site.build()
        #expect(first.succeeded && first.reusedPages == 0)
        let built = site.snapshot()
        let second = site.build()
        #expect(second.reusedPages == 5, "every page settled and unchanged")
        #expect(site.snapshot() == built)
        // A stored page's diagnostics are reported again, where they were.
        #expect(second.locations(in: site) == first.locations(in: site) && !first.diagnostics.isEmpty)

        try site.write("Content/guidelines/writing/tone.md", "# Tone of voice\n\nBe kind.\n")
        let third = site.build()
        #expect(third.reusedPages == 4)
        #expect(site.read("_site/guidelines/writing/tone/index.html")?.contains("Be kind.") == true)
    }

    @Test func aNewPageOrADamagedStoreMeansReadingEverything() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        try settle(site)
        #expect(site.build().succeeded)
        // Links resolve against the set of pages: a new page may change any page's links.
        try site.write("Content/guidelines/writing/nowhere.md", "# Nowhere\n")
        try settle(site)
        #expect(site.build().reusedPages == 0)
        #expect(site.build().reusedPages == 5)
        let stores = try FileManager.default.contentsOfDirectory(atPath: site.path(".cache/pages"))
        #expect(stores.count == 1)
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: site.path(".cache/pages/" + stores[0])))
        let report = site.build()
        #expect(report.succeeded && report.reusedPages == 0)
    }

    @Test func everyPartOfAPageReadsBackAsWritten() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/rich.md": "---\ntitle: Rich\nweight: 3\ntags: [a, b]\ndraft: false\ncustom: { nested: [1, true, x] }\n---\n\n# Rich\n\n## One\n\n### Two\n\nText with [a link](labels.md#length) and `code`.\n",
        ])
        defer { site.remove() }
        let options = BuildOptions(contentDirectory: site.path("Content"), output: .none)
        var state = BuildState(options: options)
        for step in BuildStep.all.prefix(while: { $0.name != "Loading components" }) { try step.run(&state) }
        let pages = try #require(state.guidelines?.pages)
        for page in pages {
            var writer = StoreWriter()
            page.write(to: &writer)
            var reader = StoreReader(writer.bytes)
            let read = try Page(from: &reader)
            #expect(reader.isAtEnd)
            var again = StoreWriter()
            read.write(to: &again)
            #expect(again.bytes == writer.bytes, "\(page.sourcePath)")
            #expect(read.frontMatter == page.frontMatter && read.body.toc == page.body.toc && read.body.headingIDs == page.body.headingIDs)
            #expect(read.bodyHash == page.bodyHash)
        }
        #expect(pages.contains { $0.frontMatter.params["custom"] != nil })
    }
}

/// A rebuild after an edit appends the pages it read to the store instead of writing it
/// whole, and a batch cut short by a killed build costs only the pages in it.
@Suite struct PageStoreAppendTests {
    /// Sets one file's modification time back, as if saved a while ago.
    func settle(_ site: TestSite, _ relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: site.path(relative))
    }

    @Test func anEditAppendsItsPageAndACutBatchIsReadAgain() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        try PageStoreTests().settle(site)
        #expect(site.build().succeeded)
        let folder = site.path(".cache/pages")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        let store = folder + "/" + name
        let whole = try Data(contentsOf: URL(fileURLWithPath: store))

        try site.write("Content/guidelines/writing/tone.md", "# Tone of voice\n\nBe kind.\n")
        try settle(site, "Content/guidelines/writing/tone.md")
        #expect(site.build().reusedPages == 3)
        let appended = try Data(contentsOf: URL(fileURLWithPath: store))
        #expect(appended.count > whole.count && appended.prefix(whole.count) == whole, "the first batch is left as it was")
        // The appended entry replaces the first: every page is reused, with the new text.
        let again = site.build()
        #expect(again.reusedPages == 4)
        #expect(site.read("_site/guidelines/writing/tone/index.html")?.contains("Be kind.") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == appended, "nothing changed, nothing written")
        // (The basic site's fifth page draws previews, which are never stored.)

        // A build killed while appending leaves part of a batch: the pages before it still count.
        try appended.prefix(appended.count - 3).write(to: URL(fileURLWithPath: store))
        let cut = site.build()
        #expect(cut.succeeded && cut.reusedPages == 3)
        #expect(site.read("_site/guidelines/writing/tone/index.html")?.contains("Be kind.") == true)
    }

    @Test func manyAppendsAreFoldedIntoOneBatch() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        try PageStoreTests().settle(site)
        #expect(site.build().succeeded)
        let folder = site.path(".cache/pages")
        let store = folder + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first))
        var sizes: [Int] = []
        for round in 0..<80 {
            try site.write("Content/guidelines/writing/tone.md", "# Tone of voice\n\nRound \(round).\n")
            try settle(site, "Content/guidelines/writing/tone.md")
            #expect(site.build().reusedPages == 3)
            sizes.append(try FileManager.default.attributesOfItem(atPath: store)[.size] as? Int ?? 0)
        }
        // Superseded entries past the allowance make the next save write the file whole.
        #expect(zip(sizes, sizes.dropFirst()).contains { $0 > $1 }, "the store was compacted at least once")
        #expect(try #require(sizes.last) < 2 * (try #require(sizes.first)) + 200_000)
    }
}
