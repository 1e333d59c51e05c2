import Foundation
import Synchronization
import Testing
@testable import Handbook

/// `SiteWriter` on disk: rebuilds touch only what changed, failed builds change nothing, and
/// nothing but the marker of Handbook's own ends up in the site.
@Suite final class SiteWriterTests {
    let folder = OutputFolder()

    deinit { folder.remove() }

    let first = [
        "index.html": "<h1>Home</h1>",
        "guide/index.html": "<h1>Guide</h1>",
        "guide/tabs/index.html": "<h1>Tabs</h1> version one",
        "old/deep/index.html": "<h1>Gone soon</h1>",
        "assets/site.css": "body { margin: 0 }",
        "guide/extra.txt": "Gone soon, from a folder that stays",
    ]
    /// `first` with one page changed (same length), one gone (its folders emptied), one added.
    var second: [String: String] {
        var files = first
        files["guide/tabs/index.html"] = "<h1>Tabs</h1> version two"
        files["old/deep/index.html"] = nil
        files["guide/extra.txt"] = nil
        files["new/index.html"] = "<h1>New</h1>"
        return files
    }

    @Test func aRebuildRewritesOnlyChangedFilesAndRemovesWhatIsGone() throws {
        try folder.build(first)
        try folder.build(first)
        // The folder now in _site is the one the next-but-one build updates in place.
        let before = folder.stamps()
        folder.pause()
        try folder.build(second)
        let writer = try folder.build(second)
        #expect(folder.site() == folder.expected(second))
        let after = folder.stamps()
        for path in ["index.html", "guide/index.html", "assets/site.css", ".handbook-site"] {
            #expect(after[path] == before[path], "\(path) was not rewritten")
        }
        let tabs = try #require(after["guide/tabs/index.html"])
        #expect(tabs != before["guide/tabs/index.html"], "the changed page was rewritten")
        #expect(!folder.exists("_site/old"), "a page that is gone takes its emptied folders with it")
        #expect(!folder.exists("_site/guide/extra.txt"))
        #expect(folder.exists("_site/new/index.html"))
        let summary = writer.summary
        #expect([summary.unchanged, summary.rewritten, summary.created, summary.removed] as [Int] == [4, 1, 1, 4])
        #expect(summary.comparedOnDisk <= 1, "at most the marker, written as the manifest was, is read back; the manifest vouches for the rest")
        #expect(summary.foldersListed == 3, "the top folder and the two being removed; the manifest vouches for guide/, guide/tabs/ and assets/")
    }

    @Test func unchangedFilesAreRecognisedWithoutAManifest() throws {
        // As after a killed build, or with a spare from an earlier Handbook: bytes are compared by reading.
        try folder.build(first)
        try folder.build(first)
        let before = folder.stamps()
        folder.pause()
        try folder.build(second)
        for manifest in ["generation", "site", "next"] { try? FileManager.default.removeItem(atPath: folder.path(".handbook/_site/\(manifest).manifest")) }
        let writer = try folder.build(second)
        #expect(folder.site() == folder.expected(second))
        #expect(folder.stamps()["index.html"] == before["index.html"])
        #expect(writer.summary.unchanged == 4)
        #expect(writer.summary.rewritten == 1)
        #expect(writer.summary.comparedOnDisk == 5)
        #expect(writer.summary.foldersListed == 6, "all but new/, which this build made")
    }

    @Test func anEditedSiteFileIsNotTrustedToTheManifest() throws {
        try folder.build(first)
        try folder.build(first)
        // Someone post-processes _site right after the build: same size, other bytes, a file added.
        try Data("<h1>HOME</h1>".utf8).write(to: URL(fileURLWithPath: folder.path("_site/index.html")))
        try Data("extra".utf8).write(to: URL(fileURLWithPath: folder.path("_site/guide/added.txt")))
        folder.pause()
        try Data("<h1>Guide!</h1>".utf8).write(to: URL(fileURLWithPath: folder.path("_site/guide/index.html")))
        try folder.build(first)
        try folder.build(first)
        #expect(folder.site() == folder.expected(first), "the edited folder, back in _site, holds exactly the build's files")
    }

    @Test func aFailedBuildLeavesThePreviousSiteAndTheNextBuildFinishesTheSpare() throws {
        try folder.build(first)
        try folder.build(first)
        let before = folder.site()
        let writer = try SiteWriter(output: folder.output)
        for (path, text) in second.sorted(by: { $0.key < $1.key }).prefix(3) { try writer.write(text, to: path) }
        writer.abandon()
        #expect(folder.site() == before, "the previous site is byte-identical")
        #expect(folder.bookkeeping() == ["generation", "generation.manifest", "lock", "site.manifest"])
        try folder.build(second)
        #expect(folder.site() == folder.expected(second))
    }

    @Test func theFirstBuildAndABuildOverAnOlderHandbooksSiteWork() throws {
        try folder.build(first)
        #expect(folder.site() == folder.expected(first))
        #expect(!folder.exists(".handbook/_site/generation"), "a first build has no spare yet")
        // An earlier Handbook left _site with its marker and no .handbook/.
        try FileManager.default.removeItem(atPath: folder.path(".handbook"))
        try folder.build(second)
        #expect(folder.site() == folder.expected(second))
        #expect(folder.files(".handbook/_site/generation") == folder.expected(first), "the old site became the spare")
        #expect(folder.read(".handbook/.gitignore")?.hasSuffix("\n*\n") == true)
    }

    @Test func theSiteHoldsNoBookkeepingButTheMarker() throws {
        for _ in 0..<3 { try folder.build(second) }
        #expect(Set(folder.site().keys) == Set(second.keys).union([".handbook-site"]))
        let beside = try FileManager.default.contentsOfDirectory(atPath: folder.root).sorted()
        #expect(beside == [".handbook", "_site"])
    }

    @Test func refusesAFolderItDidNotBuildWithoutLeavingAnythingBeside() throws {
        try folder.write("_site/precious.txt", "keep me")
        #expect(throws: DiagnosticsError.self) { try SiteWriter(output: folder.output) }
        #expect(folder.read("_site/precious.txt") == "keep me")
        #expect(!folder.exists(".handbook"))
    }

    @Test func leftoversOfKilledBuildsAreCollected() throws {
        try folder.build(first)
        // A staging folder of a dead build from before this scheme, and one of a live process.
        let dead = try deadProcessID()
        try folder.write("._site.staging-\(dead)/index.html", "half")
        try folder.write("._site.staging-\(dead).old/index.html", "old")
        try folder.write("._site.staging-\(getppid())/index.html", "still running")
        try folder.build(second)
        #expect(folder.site() == folder.expected(second))
        #expect(!folder.exists("._site.staging-\(dead)") && !folder.exists("._site.staging-\(dead).old"))
        #expect(folder.exists("._site.staging-\(getppid())"), "a running process's folder is left alone")
    }

    @Test func aSwapCutShortBetweenItsTwoRenamesIsUndoneByTheNextBuild() throws {
        try folder.build(first)
        try folder.build(first)
        // Killed after moving the old site aside, before moving the new one in.
        try FileManager.default.moveItem(atPath: folder.path("_site"), toPath: folder.path(".handbook/_site/aside"))
        let writer = try SiteWriter(output: folder.output)
        #expect(folder.site() == folder.expected(first), "the old site is back before anything is written")
        writer.abandon()
        try folder.build(second)
        #expect(folder.site() == folder.expected(second))
        #expect(!folder.exists(".handbook/_site/aside"))
    }

    @Test func linksAndMisplacedFilesInTheSpareAreReplacedNotFollowed() throws {
        try folder.build(first)
        try folder.build(first)
        // The spare (the old _site) had a page folder turned into a link, a file where a
        // folder belongs and a folder where a file belongs.
        let outside = folder.path("outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let spare = ".handbook/_site/generation"
        try FileManager.default.removeItem(atPath: folder.path(spare + "/guide"))
        try FileManager.default.createSymbolicLink(atPath: folder.path(spare + "/guide"), withDestinationPath: outside)
        try FileManager.default.removeItem(atPath: folder.path(spare + "/assets"))
        try folder.write(spare + "/assets", "a file")
        try FileManager.default.removeItem(atPath: folder.path(spare + "/index.html"))
        try folder.write(spare + "/index.html/inner.html", "a folder")
        try folder.build(first)
        #expect(folder.site() == folder.expected(first))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty, "nothing was written through the link")
    }

    @Test func aSecondWriterWaitsForTheFirst() throws {
        let writer = try SiteWriter(output: folder.output)
        try writer.write("<h1>First</h1>", to: "index.html")
        let committed = Mutex(false)
        let outcome = Mutex<Result<Bool, DiagnosticsError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let output = folder.output
        // A thread of its own: the second writer blocks in its initialiser, on the lock.
        Thread {
            outcome.withLock {
                $0 = Result { () throws(DiagnosticsError) -> Bool in
                    let other = try SiteWriter(output: output)
                    let sawCommit = committed.withLock { $0 }
                    try other.write("<h1>Second</h1>", to: "index.html")
                    try other.commit()
                    return sawCommit
                }
            }
            done.signal()
        }.start()
        // Give it time to reach the lock (if it has not, the test proves less, never fails).
        usleep(50_000)
        committed.withLock { $0 = true }
        try writer.commit()
        done.wait()
        #expect(try outcome.withLock { $0 }?.get() == true, "the second writer got the output only after the first committed")
        #expect(folder.read("_site/index.html") == "<h1>Second</h1>")
    }

    @Test func manifestEntriesWrittenInTheManifestsOwnClockTickAreListedButNotTrusted() throws {
        let path = folder.path("file.manifest")
        try folder.write("file.manifest", "")
        let stamp = { (changed: Int64) in FileStamp(inode: 1, size: 1, modified: changed, changed: changed) }
        let entries = ["old": GenerationManifest.Entry(stamp: stamp(1), hash: 7), "racy": GenerationManifest.Entry(stamp: stamp(Int64.max / 2), hash: 7),
                       "a b/new\nline\\": GenerationManifest.Entry(stamp: stamp(2), hash: 8)]
        try GenerationManifest(folder: 42, entries: entries, folders: ["a b": stamp(3), "later": stamp(Int64.max / 2)]).save(to: path)
        let loaded = GenerationManifest.load(describing: 42, from: [folder.path("missing.manifest"), path])
        #expect(loaded.entries == entries)
        #expect(loaded.folders == ["a b": stamp(3), "later": stamp(Int64.max / 2)])
        #expect(loaded.vouches(for: stamp(1)) && loaded.vouches(for: stamp(3)))
        #expect(!loaded.vouches(for: stamp(Int64.max / 2)))
        #expect(GenerationManifest.load(describing: 43, from: [path]).entries.isEmpty, "a manifest of another folder is ignored")
    }

    @Test func aFileRewrittenJustBeforeTheManifestIsStillSweptWhenItGoesAway() throws {
        // Stamps from the manifest's own clock tick are not trusted, but they still list what
        // a folder holds: a file rewritten in place then (its folder's stamp unchanged) must
        // still be removed two builds later.
        var files = first
        files["guide/late.txt"] = "one"
        try folder.build(files)
        try folder.build(files)
        files["guide/late.txt"] = "two"
        let writer = try SiteWriter(output: folder.output)
        for (path, text) in files where path != "guide/late.txt" { try writer.write(text, to: path) }
        folder.pause()
        try writer.write("two", to: "guide/late.txt")
        try writer.commit()
        try folder.build(first)
        try folder.build(first)
        #expect(folder.site() == folder.expected(first))
    }

    @Test(arguments: [false, true])
    func writerThreadsMakingTheSameFoldersAtOnceLoseNothing(overFiles: Bool) throws {
        // Many threads create the same new folders at the same moment; with `overFiles`, the
        // spare has files where those folders belong, which each thread may try to replace.
        // Thread w writes r<k>/shared/f<w>.html; all threads start each round together (a spin
        // barrier), so they reach each new folder at the same moment.
        let threads = 4, rounds = 300
        let path = { @Sendable (round: Int, thread: Int) in "r\(round)/shared/f\(thread).html" }
        var files: [String: String] = [:]
        for round in 0..<rounds { for thread in 0..<threads { files[path(round, thread)] = "<p>\(round) \(thread)</p>" } }
        try folder.build(["index.html": "x"])
        try folder.build(["index.html": "x"])
        if overFiles {
            for round in 0..<rounds { try folder.write(".handbook/_site/generation/r\(round)", "in the way") }
        }
        let writer = try SiteWriter(output: folder.output)
        let failures = Mutex<[String]>([])
        let arrived = Atomic<Int>(0)
        let done = DispatchGroup()
        for thread in 0..<threads {
            done.enter()
            Thread {
                for round in 0..<rounds {
                    arrived.add(1, ordering: .sequentiallyConsistent)
                    while arrived.load(ordering: .sequentiallyConsistent) < (round + 1) * threads { sched_yield() }
                    do throws(DiagnosticsError) {
                        try writer.write("<p>\(round) \(thread)</p>", to: path(round, thread))
                    } catch {
                        failures.withLock { $0.append("\(path(round, thread)): \(error.diagnostics.map(\.message))") }
                    }
                }
                done.leave()
            }.start()
        }
        done.wait()
        #expect(failures.withLock { $0 }.isEmpty)
        try writer.commit()
        #expect(folder.site() == folder.expected(files))
    }

    @Test func pathsOutsideTheSiteAreRefused() throws {
        let writer = try SiteWriter(output: folder.output)
        defer { writer.abandon() }
        for path in ["../escape.html", "/etc/passwd", "a//b", "a/./b", ""] {
            #expect(throws: DiagnosticsError.self, "\(path)") { try writer.write("x", to: path) }
        }
        #expect(!folder.exists("escape.html"))
    }

    @Test func contentHashesTellNearlyEqualFilesApart() {
        var seen = Set<UInt64>()
        let base = [UInt8](repeating: 0x61, count: 100)
        for length in 0...100 {
            seen.insert(base[..<length].withUnsafeBytes { ContentHash.of($0) })
        }
        for position in 0..<100 {
            var bytes = base
            bytes[position] = 0x62
            seen.insert(bytes.withUnsafeBytes { ContentHash.of($0) })
        }
        #expect(seen.count == 201)
        #expect(Array("stable".utf8).withUnsafeBytes { ContentHash.of($0) } == Array("stable".utf8).withUnsafeBytes { ContentHash.of($0) })
    }

    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}

/// A temporary folder holding `_site` and whatever Handbook keeps beside it.
struct OutputFolder {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-writer-\(UUID().uuidString)").path

    var output: String { root + "/_site" }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `files` into `_site` with a `SiteWriter` and commits.
    @discardableResult
    func build(_ files: [String: String]) throws -> SiteWriter {
        let writer = try SiteWriter(output: output)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try writer.write(text, to: path) }
        // Files written in the same clock tick as the manifest are not trusted to it; a real
        // build spends far longer than a tick between its pages and the manifest.
        pause()
        try writer.commit()
        return writer
    }

    /// Sleeps past the file system's timestamp granularity (a few milliseconds), so that a
    /// file written after this has a different mtime than one written before.
    func pause() {
        usleep(20_000)
    }

    /// What a build of `files` must leave in `_site`.
    func expected(_ files: [String: String]) -> [String: Data] {
        var result = files.mapValues { Data($0.utf8) }
        result[".handbook-site"] = Data(SiteWriter.markerText.utf8)
        return result
    }

    func site() -> [String: Data] { files("_site") }

    /// Every file under `folder`, by relative path, with its bytes.
    func files(_ folder: String) -> [String: Data] { TestSite.files(under: path(folder)) }

    /// Each file of `_site` with its inode, size, mtime and ctime.
    func stamps() -> [String: FileStamp] {
        site().keys.reduce(into: [:]) { $0[$1] = FileStamp.of(output + "/" + $1) }
    }

    /// The entries of `.handbook/_site/`, sorted.
    func bookkeeping() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(".handbook/_site"))) ?? []).sorted()
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
