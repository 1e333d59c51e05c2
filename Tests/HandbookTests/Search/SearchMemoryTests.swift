import Foundation
import Synchronization
import Testing
@testable import Handbook

/// The search index kept between builds into a folder (`SearchMemory`): not merged again
/// while what it reads of the pages stands, made again when a page's words change, and the
/// same site either way.
@Suite struct SearchMemoryTests {
    /// A site output that holds files in memory and keeps a file when asked for the hash it holds.
    final class Recorder: SiteOutput {
        let files = Mutex<[String: Data]>([:])
        let writes = Mutex<[String]>([])

        func write(_ text: String, to relative: String) throws(DiagnosticsError) { try write(Data(text.utf8), to: relative) }
        func write(_ data: Data, to relative: String) throws(DiagnosticsError) {
            files.withLock { $0[relative] = data }
            writes.withLock { $0.append(relative) }
        }
        func commit() throws(DiagnosticsError) {}
        func abandon() {}
        func keep(_ relative: String, hash: UInt64) -> Bool {
            files.withLock { $0[relative].map { ContentHash.of([UInt8]($0)) == hash } ?? false }
        }
    }

    func pages(_ words: String) -> [Page] {
        ["tabs", "labels"].map { name in
            let body = RenderedMarkdown(html: "<p>\(words)</p>", toc: [], headingIDs: [], diagnostics: [], links: [],
                                        sections: [TextSection(text: "\(name) \(words)")])
            return Page(kind: .guideline, sourcePath: "guidelines/\(name).md", directory: "guidelines/\(name)/", title: name.capitalized,
                        summary: "", order: nil, sectionKey: "guidelines", body: body)
        }
    }

    @Test func anIndexWhoseInputsStandIsKeptAndOneWhoseWordsChangedIsMadeAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-search-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let memory = SearchMemory(file: folder + "/search")
        let output = Recorder()
        let first = pages("Keep labels short")
        try SearchPublisher.publish(pages: first, navigation: SiteNavigation(pages: first, navigationOrder: []), to: output, memory: memory)
        let made = output.files.withLock { $0 }
        #expect(made.keys.contains("assets/search-index.js") && made.count > 2)
        // The same pages: every file is kept, none is written.
        output.writes.withLock { $0.removeAll() }
        try SearchPublisher.publish(pages: first, navigation: SiteNavigation(pages: first, navigationOrder: []), to: output, memory: memory)
        #expect(output.writes.withLock { $0 }.isEmpty)
        // Other words: the index is made again, and is what a build without memory makes.
        let second = pages("Keep labels shorter")
        try SearchPublisher.publish(pages: second, navigation: SiteNavigation(pages: second, navigationOrder: []), to: output, memory: memory)
        #expect(!output.writes.withLock { $0 }.isEmpty)
        let fresh = Recorder()
        try SearchPublisher.publish(pages: second, navigation: SiteNavigation(pages: second, navigationOrder: []), to: fresh)
        #expect(output.files.withLock { $0 } == fresh.files.withLock { $0 })
        #expect(output.files.withLock { $0 } != made)
    }

    @Test func aNewSiteTitleKeepsTheIndexAndTheSiteIsTheSame() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        try site.write("Content/site.yml", "title: Another system\ndescription: A test.\n")
        #expect(site.build().succeeded)
        let kept = site.snapshot()
        let fresh = try TestSite(TestSite.files(under: site.path("Content")).reduce(into: [:]) { $0["Content/" + $1.key] = String(decoding: $1.value, as: UTF8.self) })
        defer { fresh.remove() }
        #expect(fresh.build().succeeded)
        #expect(kept == fresh.snapshot())
    }
}
