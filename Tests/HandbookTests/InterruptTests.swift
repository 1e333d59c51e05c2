import Foundation
import Synchronization
import Testing

/// The `handbook` binary interrupted mid-build (SIGINT, SIGTERM, SIGKILL at several points)
/// and run twice at once: the previous site stays byte-identical, the exit codes are 130 and
/// 143, and after the next build nothing is left beside the site but `.handbook/`.
/// `make test` builds the binary (`swift build`) before the tests run.
@Suite struct InterruptTests {
    /// Where in a build the signal is sent; each is observed, never guessed from a delay.
    enum Moment: CustomStringConvertible, CaseIterable {
        /// The handlers are installed (`/proc/PID/status`); the build is reading pages.
        case reading
        /// The build holds the output's lock: it is rendering and writing pages.
        case staging
        /// A good part of the pages have been rewritten in the staging folder.
        case writing

        var description: String {
            switch self {
            case .reading: "while reading"
            case .staging: "once staging"
            case .writing: "while writing"
            }
        }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGKILL])
    func anInterruptedBuildLeavesThePreviousSiteAndNothingAfterTheNextBuild(signal: Int32) throws {
        let site = try GeneratedSite(pages: 400)
        defer { site.remove() }
        for version in 0..<2 { try site.buildSucceeds(title: "Version \(version)") }
        for (index, moment) in Moment.allCases.enumerated() {
            let before = site.files("_site")
            let previousTitle = "Version \(index + 1)"
            try site.setTitle("Version \(index + 2)")
            let build = try SpawnedBuild(site: site)
            try build.wait(for: moment, pages: 400)
            kill(build.process.processIdentifier, signal)
            let end = build.finish()
            switch signal {
            case SIGKILL:
                #expect(end.reason == .uncaughtSignal && end.status == SIGKILL, "\(moment): \(end)")
            default:
                #expect(end.reason == .exit && end.status == 128 + signal, "\(moment): \(end)")
                #expect(end.stderr.contains("'_site' was left as it was") || moment == .reading, "\(moment): \(end.stderr)")
            }
            #expect(GeneratedSite.differences(site.files("_site"), before) == [], "\(moment): the previous site is byte-identical")
            #expect(site.beside() == [".handbook", "Content", "_site"], "\(moment)")

            try site.buildSucceeds(title: nil)
            #expect(GeneratedSite.differences(site.files("_site"), try site.reference()) == [], "\(moment): the next build is whole")
            #expect(GeneratedSite.differences(site.files(".handbook/_site/generation"), before) == [], "\(moment): the spare is exactly the previous site")
            #expect(site.beside() == [".handbook", "Content", "_site"], "\(moment)")
            #expect(site.bookkeeping() == ["generation", "generation.manifest", "lock", "site.manifest"], "\(moment)")
            #expect(!site.read("_site/index.html").contains(previousTitle))
        }
    }

    @Test func twoBuildsAtOnceBothSucceedAndLeaveAWholeSite() throws {
        let site = try GeneratedSite(pages: 300)
        defer { site.remove() }
        try site.buildSucceeds(title: "Together")
        let builds = try [SpawnedBuild(site: site), SpawnedBuild(site: site)]
        for build in builds {
            let end = build.finish()
            #expect(end.reason == .exit && end.status == 0, "\(end)")
        }
        #expect(GeneratedSite.differences(site.files("_site"), try site.reference()) == [])
        #expect(site.beside() == [".handbook", "Content", "_site"])
        #expect(site.bookkeeping() == ["generation", "generation.manifest", "lock", "site.manifest"])
    }

    @Test func aBuildWaitsForTheLockSaysSoAndCanBeInterruptedWhileWaiting() throws {
        let site = try GeneratedSite(pages: 20)
        defer { site.remove() }
        try site.buildSucceeds(title: "Locked")
        let before = site.files("_site")
        // This test holds the lock, as a running build would.
        let lock = open(site.path(".handbook/_site/lock"), O_RDWR | O_CLOEXEC)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)
        try site.setTitle("Waited")
        let waiting = try SpawnedBuild(site: site)
        try waiting.waitForStderr("Waiting for another build into '_site'")
        kill(waiting.process.processIdentifier, SIGINT)
        let interrupted = waiting.finish()
        #expect(interrupted.reason == .exit && interrupted.status == 130, "\(interrupted)")
        #expect(GeneratedSite.differences(site.files("_site"), before) == [])

        let patient = try SpawnedBuild(site: site)
        try patient.waitForStderr("Waiting for another build")
        close(lock)
        let end = patient.finish()
        #expect(end.reason == .exit && end.status == 0, "\(end)")
        #expect(site.read("_site/index.html").contains("Waited"))
    }
}

/// A content folder of generated guideline pages in a temporary folder, built with the binary.
struct GeneratedSite {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-interrupt-\(UUID().uuidString)").path

    static var binary: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [".build/debug/handbook", ".build/release/handbook"].map { root.appendingPathComponent($0).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    init(pages: Int) throws {
        let words = "tab label item screen section navigation content indicator width device phone tablet scroll fixed badge".split(separator: " ")
        try write("Content/index.md", "---\ntitle: Home\n---\n\nGenerated pages.\n")
        for page in 0..<pages {
            let section = page % 6
            if page < 6 { try write("Content/guidelines/section-\(section)/index.md", "---\ntitle: Section \(section)\norder: \(section)\n---\n\nPages.\n") }
            let body = (0..<12).map { line in
                (0..<14).map { words[(page * 7 + line * 3 + $0) % words.count] }.joined(separator: " ") + "."
            }.joined(separator: "\n\n")
            try write("Content/guidelines/section-\(section)/page-\(page).md", "---\ntitle: Page \(page)\norder: \(page)\n---\n\n## Part one\n\n\(body)\n\n## Part two\n\n\(body)\n")
        }
        try setTitle("Version 0")
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Changes the site's title, which every page shows: a build then rewrites every page.
    func setTitle(_ title: String) throws {
        try write("Content/site.yml", "title: \(title)\n")
    }

    /// Builds into `_site` (after setting `title`, if given) and expects success.
    func buildSucceeds(title: String?) throws {
        if let title { try setTitle(title) }
        let end = try SpawnedBuild(site: self).finish()
        #expect(end.reason == .exit && end.status == 0, "\(end)")
    }

    /// The site a build of the current content into a new folder makes.
    func reference() throws -> [String: Data] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-reference-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/_site"
        let end = try SpawnedBuild(site: self, output: output).finish()
        #expect(end.status == 0, "\(end)")
        return TestSite.files(under: output)
    }

    func files(_ folder: String) -> [String: Data] { TestSite.files(under: path(folder)) }

    /// The paths (at most five) where two file sets differ: a readable failure for 600 pages.
    static func differences(_ found: [String: Data], _ expected: [String: Data]) -> [String] {
        Array(Set(found.keys).union(expected.keys).filter { found[$0] != expected[$0] }.sorted().prefix(5))
    }

    func read(_ relative: String) -> String {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// What sits beside the site, sorted.
    func beside() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted() }

    /// The entries of `.handbook/_site/`, sorted.
    func bookkeeping() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path(".handbook/_site"))) ?? []).sorted() }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// A `handbook build` running in the background, its stderr collected as it comes.
final class SpawnedBuild {
    struct End: CustomStringConvertible {
        var reason: Process.TerminationReason
        var status: Int32
        var stderr: String
        var description: String { "\(reason == .exit ? "exit" : "signal") \(status): \(stderr)" }
    }

    /// Text a reader thread appends to.
    private final class Collected: Sendable {
        let text = Mutex("")
        let done = DispatchSemaphore(value: 0)
    }

    let process = Process()
    private let site: GeneratedSite
    private let collected = Collected()

    init(site: GeneratedSite, output: String = "_site") throws {
        self.site = site
        let binary = try #require(GeneratedSite.binary, "build the binary first: swift build")
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["build", "--quiet", "--output", output]
        process.currentDirectoryURL = URL(fileURLWithPath: site.root)
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        let handle = pipe.fileHandleForReading
        let collected = self.collected
        try process.run()
        Thread {
            while case let data = handle.availableData, !data.isEmpty {
                collected.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
            collected.done.signal()
        }.start()
    }

    /// Polls until the build reaches `moment` (or fails the test if it ends first).
    func wait(for moment: InterruptTests.Moment, pages: Int) throws {
        let pid = process.processIdentifier
        let lock = site.path(".handbook/_site/lock")
        try poll("\(moment)") {
            switch moment {
            case .reading:
                return Self.catchesInterrupts(pid)
            case .staging:
                return (try? String(contentsOfFile: lock, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "\(pid)"
            case .writing:
                return rewrittenPages() >= pages / 5
            }
        }
    }

    /// Polls until stderr contains `text`.
    func waitForStderr(_ text: String) throws {
        try poll("stderr to say '\(text)'") { collected.text.withLock { $0.contains(text) } }
    }

    private func poll(_ what: String, until reached: () -> Bool) throws {
        while !reached() {
            guard process.isRunning else {
                Issue.record("the build ended before \(what): \(finish())")
                throw CancellationError()
            }
            usleep(2_000)
        }
    }

    /// Pages in the staging folder that this build has written (newer than the site's pages).
    private func rewrittenPages() -> Int {
        guard let reference = try? FileManager.default.attributesOfItem(atPath: site.path("_site/index.html"))[.modificationDate] as? Date else { return 0 }
        let staging = site.path(".handbook/_site/generation")
        let pages = FileManager.default.enumerator(atPath: staging)?.allObjects as? [String] ?? []
        return pages.filter { relative in
            guard relative.hasSuffix(".html"),
                  let modified = try? FileManager.default.attributesOfItem(atPath: staging + "/" + relative)[.modificationDate] as? Date else { return false }
            return modified > reference
        }.count
    }

    /// Whether the process has installed its SIGINT and SIGTERM handlers (`SigCgt` in /proc).
    private static func catchesInterrupts(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
              let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
        let wanted: UInt64 = (1 << (UInt64(SIGINT) - 1)) | (1 << (UInt64(SIGTERM) - 1))
        return mask & wanted == wanted
    }

    /// Waits for the build to end.
    func finish() -> End {
        process.waitUntilExit()
        collected.done.wait()
        collected.done.signal()  // finish() may be called again
        return End(reason: process.terminationReason, status: process.terminationStatus, stderr: collected.text.withLock { $0 })
    }
}
