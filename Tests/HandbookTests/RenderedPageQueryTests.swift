import Foundation
import Testing
@testable import Handbook

/// A rebuild into the same folder keeps the pages whose inputs are unchanged instead of
/// rendering them again (`RenderedPageQuery`), and the site is byte for byte what a full
/// render makes.
@Suite struct RenderedPageQueryTests {
    /// The site a build from nothing makes, for comparison.
    func fresh(_ site: TestSite) throws -> [String: Data] {
        let copy = try TestSite(site.snapshot("Content").reduce(into: [:]) { files, file in
            files["Content/" + file.key] = String(decoding: file.value, as: UTF8.self)
        })
        defer { copy.remove() }
        #expect(copy.build().succeeded)
        return copy.snapshot()
    }

    @Test func unchangedPagesAreKeptAndTheSiteIsWhatAFullRenderMakes() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let first = site.build()
        #expect(first.succeeded && first.keptPages == 0)
        // The second build copies from the site (the spare is empty); the third keeps the spare's files.
        for _ in 0..<2 {
            let again = site.build()
            #expect(again.keptPages == again.pageCount)
            #expect(site.snapshot() == (try fresh(site)))
        }
        // A body edit changes that page only; a title edit changes the sidebar of every page.
        try site.write("Content/guidelines/writing/tone.md", "# Tone of voice\n\nBe kind.\n")
        let edited = site.build()
        #expect(edited.keptPages == edited.pageCount - 1)
        #expect(site.snapshot() == (try fresh(site)))
        // Its title is in the sidebars that list it and its neighbours' links.
        try site.write("Content/guidelines/writing/tone.md", "# Voice\n\nBe kind.\n")
        let retitled = site.build()
        #expect(retitled.keptPages < retitled.pageCount - 1)
        #expect(site.snapshot() == (try fresh(site)))
        try site.write("Content/site.yml", "title: Another system\n")
        #expect(site.build().keptPages == 0)
        #expect(site.snapshot() == (try fresh(site)))
    }

    /// The pages' hashes live in the query store: an edit appends its page's value, an
    /// unchanged build writes nothing, and a deleted page's value is forgotten, the store
    /// written whole without it.
    @Test func anEditAppendsOneValueToTheStore() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let file = URL(fileURLWithPath: try site.queryStore())
        let whole = try Data(contentsOf: file)
        let tone = Data("\u{0}guidelines/writing/tone/".utf8)
        #expect(whole.range(of: Data("rendered-page 1".utf8)) != nil && whole.range(of: tone) != nil)
        #expect(site.build().succeeded)
        #expect(try Data(contentsOf: file) == whole, "nothing changed, nothing written")
        try site.write("Content/guidelines/writing/tone.md", "# Tone of voice\n\nBe kind.\n")
        #expect(site.build().succeeded)
        let appended = try Data(contentsOf: file)
        #expect(appended.count > whole.count && appended.prefix(whole.count) == whole)
        try FileManager.default.removeItem(atPath: site.path("Content/guidelines/writing/tone.md"))
        #expect(site.build().succeeded)
        let rewritten = try Data(contentsOf: file)
        #expect(rewritten.prefix(appended.count) != appended, "written whole")
        #expect(rewritten.range(of: tone) == nil, "without the deleted page")
        #expect(site.snapshot() == (try fresh(site)))
    }

    @Test func aPageChangedByHandInTheSiteIsRenderedAgain() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        try site.write("_site/guidelines/writing/tone/index.html", "edited by hand")
        let report = site.build()
        #expect(report.keptPages == report.pageCount - 1)
        #expect(site.snapshot() == (try fresh(site)))
    }
}
