import Foundation
import Testing
@testable import Handbook

/// Malformed and hostile content: each case gets its diagnostic, nothing crashes, nothing
/// unescaped reaches the HTML, and the previous site stays whole.
@Suite struct BadInputTests {
    @Test(arguments: [
        ("---\ntitle: [a\n---\n", "yaml.syntax", 3),
        ("---\ntitle: {a: 1}\n---\n", "yaml.type", 2),
        ("---\norder: first\n---\n", "yaml.type", 2),
        ("---\ntitle: a\ntitle: b\n---\n", "yaml.duplicate-key", 3),
        // A block that is not a mapping (`- a list`, `[[[…`) is Markdown: FrontMatterTests.
        ("---\ntitle: " + String(repeating: "[", count: 5000) + "\n---\n", "yaml.syntax", 2),
    ])
    func malformedFrontMatter(text: String, id: String, line: Int) throws {
        let site = try TestSite.basic(["Content/guidelines/writing/bad.md": text])
        defer { site.remove() }
        let diagnostic = try #require(site.build().diagnostics.first { $0.location?.file.hasSuffix("bad.md") == true })
        #expect(diagnostic.id == id)
        #expect(diagnostic.location?.line == line)
    }

    @Test func hostileStringsAreEscapedEverywhere() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: \"<script>alert('site')</script> & Co\"\n",
            "Content/guidelines/writing/evil.md": """
            ---
            title: "<script>alert(1)</script> \\"quoted\\" & more"
            summary: "<img src=x onerror=alert(2)>"
            ---

            ## <b>Heading</b> & "quotes"

            [click](javascript:alert(3)) <script>alert(4)</script> ![x](javascript:alert(5))
            """,
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        for (path, data) in site.snapshot() where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("<script>alert"), "\(path)")
            #expect(!text.contains("<img src=x"), "\(path)")
            #expect(!text.contains("javascript:"), "\(path)")
        }
        let evil = try #require(site.read("_site/guidelines/writing/evil/index.html"))
        #expect(evil.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func aFiftyMegabyteFileBuilds() throws {
        let paragraph = String(repeating: "Tab labels name places, not actions. ", count: 20) + "\n\n"
        let big = "---\ntitle: Big\n---\n" + String(repeating: paragraph, count: 50_000_000 / paragraph.utf8.count)
        let site = try TestSite.basic(["Content/guidelines/writing/big.md": big])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        #expect(site.exists("_site/guidelines/writing/big/index.html"))
    }

    @Test func aSymlinkLoopIsReportedNotFollowedForever() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.path("Content/guidelines/writing/loop"), withDestinationPath: "..")
        let report = site.build()
        #expect(report.succeeded)
        #expect(report.diagnostics.contains { $0.id == "content.symlink-loop" })
    }

    @Test func aDanglingSymlinkIsAWarning() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.path("Content/guidelines/writing/gone.md"), withDestinationPath: "nowhere.md")
        #expect(site.build().diagnostics.map(\.id) == ["content.broken-link"])
    }

    @Test func anUnreadableFileIsAnError() throws {
        guard getuid() != 0 else { return } // root reads any file; nothing to test as root
        let site = try TestSite.basic()
        defer { site.remove() }
        chmod(site.path("Content/guidelines/writing/tone.md"), 0)
        #expect(site.build().diagnostics.map(\.id) == ["file.unreadable"])
    }

    @Test func twoPagesAtOneURLAreAnError() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/labels/index.md": "# Also labels\n"])
        defer { site.remove() }
        #expect(site.build().diagnostics.map(\.id) == ["content.duplicate-url"])
    }

    @Test func outputIsTheSameWhateverOrderFilesWereCreatedIn() throws {
        let files = [
            "Content/site.yml": "title: Order\n",
            "Content/guidelines/a/one.md": "# One\n\n[two](two.md)\n",
            "Content/guidelines/a/two.md": "# Two\n",
            "Content/guidelines/b/three.md": "# Three\n",
            "Content/guidelines/b/four.md": "---\ntitle: Four\norder: 1\n---\nx\n",
        ]
        let forward = try TestSite([:])
        let backward = try TestSite([:])
        defer { forward.remove(); backward.remove() }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try forward.write(path, text) }
        for (path, text) in files.sorted(by: { $0.key > $1.key }) { try backward.write(path, text) }
        _ = forward.build()
        _ = backward.build()
        #expect(!forward.snapshot().isEmpty)
        #expect(forward.snapshot() == backward.snapshot())
    }
}
