import Foundation
import Testing
@testable import Handbook

@Suite struct BuildCacheTests {
    func inMemory(_ site: TestSite, cache: BuildCache) -> BuildReport {
        var options = BuildOptions(contentDirectory: site.path("Content"))
        options.output = .memory
        options.cache = cache
        return SiteBuilder().build(options)
    }

    @Test func aSaveRereadsOnlyThatPageAndTheOutputFollows() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        // Past one tick of the file clock: a stamp taken within it vouches for nothing
        // (`FileStamp.isSettled`), and every page would be read again.
        Thread.sleep(forTimeInterval: 0.05)
        let cache = BuildCache()
        let first = inMemory(site, cache: cache)
        #expect(first.succeeded)
        #expect(cache.lastBuildCounts.reread == 4)
        #expect(!site.exists("_site"), "an in-memory build writes nothing")

        try site.write("Content/guidelines/writing/labels.md", "---\ntitle: Labels renamed\norder: 1\n---\n\nNew body.\n")
        let second = inMemory(site, cache: cache)
        #expect(cache.lastBuildCounts == (reread: 1, reused: 3))
        let labels = try #require(second.files["guidelines/writing/labels/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(labels.contains("New body."))
        // The sidebar of a neighbour shows the new title too.
        let tone = try #require(second.files["guidelines/writing/tone/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        #expect(tone.contains("Labels renamed"))
    }

    @Test func cachedBuildsMatchFreshBuilds() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let cache = BuildCache()
        _ = inMemory(site, cache: cache)
        try site.write("Content/guidelines/writing/tone.md", "# Tone\n\nChanged.\n")
        let cached = inMemory(site, cache: cache)
        let fresh = inMemory(site, cache: BuildCache())
        #expect(cached.files == fresh.files)
    }

    @Test func addingAPageRelinksEveryPage() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/later.md": "---\ntitle: Later\n---\n[soon](soon.md)\n"])
        defer { site.remove() }
        let cache = BuildCache()
        #expect(inMemory(site, cache: cache).diagnostics.map(\.id) == ["link.broken"])
        try site.write("Content/guidelines/writing/soon.md", "---\ntitle: Soon\n---\nHere.\n")
        #expect(inMemory(site, cache: cache).diagnostics.isEmpty)
    }

    /// `serve` makes the Markdown twins, `llms.txt` and `llms-full.txt` (and the search index)
    /// only when asked for, and keeps the preview fonts' stylesheet while its faces and
    /// characters stand: asked for, every file is what a build into a folder writes.
    @Test func deferredFilesAreWhatABuildIntoAFolderWrites() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let cache = BuildCache()
        _ = inMemory(site, cache: cache)
        try site.write("Content/guidelines/writing/tone.md", "# Tone\n\nChanged.\n")
        let served = inMemory(site, cache: cache)
        #expect(served.files["llms-full.txt"] == nil && served.deferredFiles["llms-full.txt"] != nil, "made when asked for")
        let files = served.files.merging(served.deferredFiles.mapValues { $0() }) { first, _ in first }
        #expect(site.build().succeeded)
        // Less the marker a build into a folder leaves to say the folder is a site of its own.
        let written = site.snapshot().filter { $0.key != ".handbook-site" }
        #expect(files.keys.sorted() == written.keys.sorted())
        let differing = written.keys.filter { files[$0] != written[$0] }.sorted()
        #expect(differing.isEmpty, "in memory and on disk differ: \(differing.prefix(5))")
        #expect(String(decoding: files["llms-full.txt"] ?? Data(), as: UTF8.self).contains("Changed."))
    }

    /// `serve` keeps the theme while its folder's files stand: a template saved is the next
    /// build's, and the site is what a build with a fresh cache makes; one added is seen too.
    @Test func aSavedTemplateIsTheNextBuildsTheme() throws {
        let site = try TestSite.basic(["Templates/partials/footer.mustache": "<footer>First footer.</footer>\n"])
        defer { site.remove() }
        func build(_ cache: BuildCache) -> BuildReport {
            var options = BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"))
            options.output = .memory
            options.cache = cache
            return SiteBuilder().build(options)
        }
        func home(_ report: BuildReport) -> String { String(decoding: report.files["index.html"] ?? Data(), as: UTF8.self) }
        let cache = BuildCache()
        #expect(home(build(cache)).contains("First footer."))
        #expect(home(build(cache)).contains("First footer."), "kept")
        try site.write("Templates/partials/footer.mustache", "<footer>Second footer, longer than the first.</footer>\n")
        let saved = build(cache)
        #expect(home(saved).contains("Second footer") && !home(saved).contains("First footer."))
        #expect(saved.files == build(BuildCache()).files)
        try site.write("Templates/assets/extra.css", "body { margin: 0; }\n")
        #expect(build(cache).files["assets/extra.css"] != nil, "a file added to the folder")
    }
}
