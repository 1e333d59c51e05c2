import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Handbook
import Synchronization
import Testing
@testable import HandbookServer

/// The dev server on a free loopback port, spoken to over HTTP.
@Suite(.serialized) struct DevServerTests {
    /// A fixture site in a temporary folder and a running server for it.
    final class Running: Sendable {
        let root: String
        let port: Int
        let task: Task<Void, any Error>

        init(_ changes: [String: String] = [:]) async throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-serve-\(UUID().uuidString)").path
            var files = [
                "Content/site.yml": "title: Served\n",
                "Content/index.md": "---\ntitle: Home\n---\nWelcome.\n",
                "Content/guidelines/a/page.md": "---\ntitle: Page\norder: 1\n---\nFirst version.\n",
            ]
            files.merge(changes) { $1 }
            for (path, text) in files {
                let url = URL(fileURLWithPath: root + "/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let ready = AsyncStream<Int>.makeStream()
            let server = DevServer(options: BuildOptions(contentDirectory: root + "/Content"),
                                   port: 0, onReady: { ready.continuation.yield($0) })
            task = Task { try await server.run() }
            var iterator = ready.stream.makeAsyncIterator()
            port = await iterator.next() ?? 0
        }

        func get(_ path: String, method: String = "GET", headers: [String: String] = [:]) async -> RawHTTP.Response? {
            let port = self.port
            return await withCheckedContinuation { continuation in
                // A minute, not RawHTTP's 5 s: the first answer waits for the first build, which on
                // a machine busy with the rest of the suite took longer than 5 s (a nil "/" in CI).
                DispatchQueue.global().async { continuation.resume(returning: RawHTTP.get(port: port, path: path, method: method, headers: headers, timeout: 60)) }
            }
        }

        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }

        /// Waits (bounded) until `condition` holds for the page at `path`.
        func waitFor(_ path: String, seconds: Double = 30, _ condition: (RawHTTP.Response) -> Bool) async -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let response = await get(path), condition(response) { return true }
                try? await Task.sleep(for: .milliseconds(40))
            }
            return false
        }

        func stop() {
            task.cancel()
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    @Test func servesPagesWithTypesValidatorsAndTheSite404() async throws {
        let server = try await Running()
        defer { server.stop() }
        #expect(server.port > 0)
        let home = try #require(await server.get("/"))
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.body.contains("new EventSource(\"/__handbook/events\")"), "the live-reload script is injected when serving")
        let css = try #require(await server.get("/assets/handbook.css"))
        #expect(css.headers["content-type"] == "text/css; charset=utf-8")
        let etag = try #require(css.headers["etag"])
        #expect(await server.get("/assets/handbook.css", headers: ["If-None-Match": etag])?.status == 304)
        #expect(await server.get("/assets/preview-fonts.css")?.headers["content-type"] == "text/css; charset=utf-8")
        #expect(await server.get("/sitemap.xml")?.headers["content-type"] == "application/xml")
        let redirect = try #require(await server.get("/guidelines/a/page"))
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/guidelines/a/page/")
        let missing = try #require(await server.get("/nowhere/"))
        #expect(missing.status == 404)
        #expect(missing.body.contains("Page not found"))
    }

    /// A page on another site can reach the loopback server under a name of its own (DNS
    /// rebinding); only the server's own names are answered, and nothing is type-sniffed.
    @Test func onlyItsOwnHostNamesAreAnsweredAndNothingIsSniffed() async throws {
        let server = try await Running()
        defer { server.stop() }
        let home = try #require(await server.get("/"))
        #expect(home.headers["x-content-type-options"] == "nosniff")
        #expect(await server.get("/", headers: ["Host": "localhost:\(server.port)"])?.status == 200)
        let rebound = try #require(await server.get("/", headers: ["Host": "attacker.example:\(server.port)"]))
        #expect(rebound.status == 403)
        #expect(rebound.headers["x-content-type-options"] == "nosniff")
        #expect(!rebound.body.contains("<html"))
    }

    @Test(arguments: [
        ("localhost:8000", true), ("127.0.0.1:8000", true), ("[::1]:8000", true), ("docs.localhost", true),
        ("192.168.1.20:8000", true), ("attacker.example:8000", false), ("127.0.0.1.nip.io", false), ("", false),
    ])
    func hostNamesAreJudgedAsADevServerMust(host: String, accepted: Bool) {
        #expect(SiteResponder.acceptsHost(host, boundHost: "127.0.0.1") == accepted)
    }

    @Test func headAnswersLikeGetWithoutABodyAndOtherMethodsAreRefused() async throws {
        let server = try await Running()
        defer { server.stop() }
        let page = try #require(await server.get("/guidelines/a/page/"))
        let head = try #require(await server.get("/guidelines/a/page/", method: "HEAD"))
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-length"] == String(page.body.utf8.count))
        #expect(head.headers["etag"] == page.headers["etag"])
        #expect(head.headers["content-type"] == "text/html; charset=utf-8")
        for method in ["POST", "PUT", "DELETE"] {
            let refused = try #require(await server.get("/", method: method))
            #expect(refused.status == 405)
            #expect(refused.headers["allow"] == "GET, HEAD")
        }
        // A validator list, weak or strong, revalidates too.
        let etag = try #require(page.headers["etag"])
        #expect(await server.get("/guidelines/a/page/", headers: ["If-None-Match": "\"other\", W/\(etag)"])?.status == 304)
        #expect(await server.get("/guidelines/a/page/", headers: ["If-None-Match": "\"other\""])?.status == 200)
    }

    #if os(Linux)
    /// A file saved by truncating it and then writing it (no rename) is one change on Linux,
    /// where the watcher wakes when the file is closed: one rebuild, of the whole text, not one
    /// of the empty file first.
    @Test func aFileTruncatedThenWrittenIsRebuiltOnce() async throws {
        let server = try await Running()
        defer { server.stop() }
        func generation() async -> String? { await server.get("/__handbook/status")?.body }
        #expect(await generation()?.contains("\"generation\": 1,") == true)
        let descriptor = open(server.root + "/Content/guidelines/a/page.md", O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        // Longer than a poll and its settling took: the empty file stands for a while.
        try await Task.sleep(for: .milliseconds(200))
        let text = Array("---\ntitle: Page\norder: 1\n---\nWritten in place.\n".utf8)
        #expect(text.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == text.count)
        close(descriptor)
        #expect(await server.waitFor("/guidelines/a/page/") { $0.body.contains("Written in place.") })
        try await Task.sleep(for: .milliseconds(300))
        #expect(await generation()?.contains("\"generation\": 2,") == true, "one rebuild after the first build")
    }
    #endif

    @Test func aFirstBuildThatFailsShowsItsDiagnosticsUntilASaveFixesIt() async throws {
        let server = try await Running(["Content/guidelines/a/page.md": "---\ntitle: [broken\n---\nText.\n"])
        defer { server.stop() }
        let page = try #require(await server.get("/"))
        #expect(page.status == 503)
        #expect(page.body.contains("page.md:3:1: error: invalid YAML"), "the console's text, on the page")
        #expect(page.body.contains("new EventSource(\"/__handbook/events\")"), "the page reloads itself when a build succeeds")
        try server.write("Content/guidelines/a/page.md", "---\ntitle: Page\n---\nFixed.\n")
        #expect(await server.waitFor("/guidelines/a/page/") { $0.status == 200 && $0.body.contains("Fixed.") })
    }

    @Test(arguments: ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fetc/passwd", "//etc/passwd", "/assets//handbook.css", "/./index.html"])
    func pathsLeadingOutsideTheSiteAre404(path: String) async throws {
        let server = try await Running()
        defer { server.stop() }
        #expect(await server.get(path)?.status == 404)
    }

    /// A link out of the content made while serving is refused: the rebuild fails at the link,
    /// and nothing behind it is ever served.
    @Test func aLinkOutsideCreatedWhileServingIsRefused() async throws {
        let server = try await Running()
        defer { server.stop() }
        let outside = server.root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("# Secret\n\nThe machine's own file.\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.md"))
        try FileManager.default.createSymbolicLink(atPath: server.root + "/Content/guidelines/a/secret.md", withDestinationPath: outside + "/secret.md")
        try FileManager.default.createSymbolicLink(atPath: server.root + "/Content/guidelines/etc", withDestinationPath: outside)
        #expect(await server.waitFor("/__handbook/status") { $0.body.contains("[content.link-outside]") })
        #expect(await server.get("/guidelines/a/secret/")?.status == 404)
        #expect(await server.get("/guidelines/etc/secret.md")?.status == 404)
        #expect(await server.get("/guidelines/a/page/")?.body.contains("First version.") == true, "the last good site is still served")
    }

    @Test func anEditIsRebuiltAndServedAndAFailureKeepsTheLastGoodSite() async throws {
        let server = try await Running()
        defer { server.stop() }
        #expect(await server.get("/guidelines/a/page/")?.body.contains("First version.") == true)
        try server.write("Content/guidelines/a/page.md", "---\ntitle: Page\norder: 1\n---\nSecond version.\n")
        #expect(await server.waitFor("/guidelines/a/page/") { $0.body.contains("Second version.") })

        try server.write("Content/guidelines/a/page.md", "---\ntitle: [broken\n---\nThird version.\n")
        #expect(await server.waitFor("/__handbook/status") { $0.body.contains("page.md:3:1: error: invalid YAML") })
        #expect(await server.get("/guidelines/a/page/")?.body.contains("Second version.") == true, "the last good site is still served")

        try server.write("Content/guidelines/a/page.md", "---\ntitle: Page\n---\nFourth version.\n")
        #expect(await server.waitFor("/__handbook/status") { $0.body.contains("\"failure\": null") })
        #expect(await server.get("/guidelines/a/page/")?.body.contains("Fourth version.") == true)
    }

    @Test func liveReloadEventsFollowBuilds() async throws {
        let site = ServedSite()
        let stream = site.events()
        var report = BuildReport()
        site.update(with: report)
        report.diagnostics = [Diagnostic.error("yaml.syntax", "bad", at: Handbook.SourceLocation(file: "a.md", line: 2, column: 3))]
        site.update(with: report)
        var events = stream.makeAsyncIterator()
        #expect(await events.next() == .reload(generation: 1))
        guard case .failed(let text)? = await events.next() else {
            Issue.record("expected a failed event")
            return
        }
        #expect(text.hasPrefix("a.md:2:3: error: bad [yaml.syntax]"))
    }

    @Test func holdsTwoHundredConcurrentRequests() async throws {
        let server = try await Running()
        defer { server.stop() }
        let port = server.port
        let paths = ["/", "/guidelines/a/page/", "/assets/handbook.css", "/sitemap.xml", "/missing"]
        let failures = Mutex<[String]>([])
        // 200 threads at once, 10 requests each on their own connections: 2,000 in all.
        // Generous timeouts: the suite runs beside others on two cores.
        let group = DispatchGroup()
        for thread in 0..<200 {
            group.enter()
            Thread.detachNewThread {
                for round in 0..<10 {
                    let path = paths[(thread + round) % paths.count]
                    let expected = path == "/missing" ? 404 : 200
                    let response = RawHTTP.get(port: port, path: path, timeout: 60)
                    if response?.status != expected {
                        failures.withLock { $0.append("\(path): \(response.map { String($0.status) } ?? "no response")") }
                    }
                }
                group.leave()
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                group.wait()
                continuation.resume()
            }
        }
        let failed = failures.withLock { $0 }
        #expect(failed.isEmpty, "\(failed.count) failed: \(failed.prefix(5))")
    }
}
