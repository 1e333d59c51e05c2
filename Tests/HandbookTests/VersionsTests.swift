import Foundation
import Testing
@testable import Handbook

/// Versions from git: a repository made in the test with two tagged versions of a small
/// site, built beside the current one, linked to each other, with the spec's changes.
@Suite(.serialized) struct VersionsTests {
    static func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    static func spec(minItemWidth: Int) -> String {
        """
        component: Tabs
        summary: Sections.
        kind: tabs
        variants:
          scroll: { description: Scrolls. }
          fixed: { description: Shares the width. }
        metrics: { min-item-width: \(minItemWidth) }
        examples:
          - { title: Order, variant: scroll, items: [Description, Reviews, Questions] }

        """
    }

    /// v1: a guideline page; v2: a second page and a smaller minimum item width.
    static func repository() throws -> TestSite {
        let site = try TestSite([
            "Content/site.yml": "title: Harbor\n",
            "Content/index.md": "# Harbor\n\nHome.\n",
            "Content/guidelines/writing/labels.md": "# Labels\n\nShort.\n",
            "Content/components/tabs.yml": spec(minItemWidth: 90),
        ])
        try git(["init", "-q"], in: site.root)
        try git(["add", "-A"], in: site.root)
        try git(["commit", "-q", "-m", "v1"], in: site.root)
        try git(["tag", "v1"], in: site.root)
        try site.write("Content/guidelines/writing/tone.md", "# Tone\n\nDirect.\n")
        try site.write("Content/components/tabs.yml", spec(minItemWidth: 72))
        try git(["add", "-A"], in: site.root)
        try git(["commit", "-q", "-m", "v2"], in: site.root)
        try git(["tag", "v2"], in: site.root)
        try site.write("Content/site.yml", "title: Harbor\nversions:\n  - { name: '2.0', ref: v2 }\n  - { name: '1.0', ref: v1 }\n")
        return site
    }

    func build(_ site: TestSite, cache: String) -> BuildReport {
        var options = BuildOptions(contentDirectory: site.path("Content"), output: .directory(site.path("_site")))
        options.cacheFolder = cache
        return SiteBuilder().build(options)
    }

    @Test func bothVersionsAreBuiltAndLinkedToEachOther() throws {
        let site = try Self.repository()
        defer { site.remove() }
        let report = build(site, cache: site.path("cache"))
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("_site/1.0/guidelines/writing/labels/index.html") && site.exists("_site/2.0/guidelines/writing/tone/index.html"))
        #expect(!site.exists("_site/1.0/guidelines/writing/tone/index.html"), "1.0 had no tone page")
        // The switcher links the same page in every version, or that version's home.
        let tone = try #require(site.read("_site/guidelines/writing/tone/index.html"))
        #expect(tone.contains("<a href=\"../../../2.0/guidelines/writing/tone/index.html\">2.0</a>"))
        #expect(tone.contains("<a href=\"../../../1.0/index.html\">1.0</a>"))
        #expect(tone.contains("<a href=\"index.html\" aria-current=\"true\">Latest</a>"))
        // An older version says so and points at the current one.
        let old = try #require(site.read("_site/1.0/guidelines/writing/labels/index.html"))
        #expect(old.contains("You are reading version 1.0. <a href=\"../../../../guidelines/writing/labels/index.html\">Read this page in the latest version</a>"))
        #expect(old.contains("href=\"../../../../assets/") == false, "a version links its own assets")
        #expect(site.exists("_site/1.0/assets/handbook.css") && site.exists("_site/1.0/assets/search-index.js"))
        // The sitemap lists the current version only; 404.html is the site's.
        let sitemap = try #require(site.read("_site/sitemap.xml"))
        #expect(!sitemap.contains("1.0/") && !site.exists("_site/1.0/sitemap.xml") && !site.exists("_site/1.0/404.html"))
    }

    @Test func aComponentPageSaysWhatChangedSinceThePreviousVersion() throws {
        let site = try Self.repository()
        defer { site.remove() }
        #expect(build(site, cache: site.path("cache")).succeeded)
        let two = try #require(site.read("_site/2.0/components/tabs/index.html"))
        #expect(two.contains("<p>Since version 1.0:</p>"))
        #expect(two.contains("<li><code>min-item-width 90 → 72</code></li>"))
        let current = try #require(site.read("_site/components/tabs/index.html"))
        #expect(current.contains("The spec has not changed since version 2.0."))
        let json = try #require(site.read("_site/2.0/components/tabs/examples/order.json"))
        #expect(json.contains("\"changes\": {\"since\": \"1.0\", \"spec\": [\"min-item-width 90 → 72\"]"))
    }

    @Test func aBadRefIsAnErrorAtItsEntry() throws {
        let site = try Self.repository()
        defer { site.remove() }
        try site.write("Content/site.yml", "title: Harbor\nversions:\n  - { name: '3.0', ref: v9 }\n")
        let report = build(site, cache: site.path("cache"))
        #expect(!report.succeeded)
        #expect(report.locations(in: site) == ["Content/site.yml:3:5 site.versions"])
        #expect(report.diagnostics.first?.message.contains("version 3.0: 'v9' is not a branch, tag or commit") == true)
    }

    @Test func theWorkingTreeIsNeverTouched() throws {
        let site = try Self.repository()
        defer { site.remove() }
        let before = site.snapshot("Content")
        #expect(build(site, cache: site.path("cache")).succeeded)
        #expect(site.snapshot("Content") == before)
    }

    @Test func anUnchangedVersionIsWrittenFromTheCacheOnTheNextBuild() throws {
        let site = try Self.repository()
        defer { site.remove() }
        let first = build(site, cache: site.path("cache"))
        #expect(first.succeeded && first.reusedVersions.isEmpty)
        let built = site.snapshot("_site")
        let second = build(site, cache: site.path("cache"))
        #expect(second.succeeded && second.reusedVersions == ["2.0", "1.0"])
        #expect(site.snapshot("_site") == built, "the cached files are the rendered ones")
        // A page added to the current version changes every switcher: both are rendered again.
        try site.write("Content/guidelines/writing/voice.md", "# Voice\n\nPlain.\n")
        let third = build(site, cache: site.path("cache"))
        #expect(third.succeeded && third.reusedVersions.isEmpty)
        #expect(build(site, cache: site.path("cache")).reusedVersions == ["2.0", "1.0"])
    }

    /// A rebuild keeps a cached version's files that the output already holds, by the hashes
    /// in the bundle's index, without reading the bundle's bytes: a bundle whose file of bytes
    /// is cut short still serves.
    @Test func aVersionTheOutputHoldsIsKeptFromTheBundlesIndex() throws {
        let site = try Self.repository()
        defer { site.remove() }
        #expect(build(site, cache: site.path("cache")).succeeded)
        #expect(build(site, cache: site.path("cache")).reusedVersions == ["2.0", "1.0"])
        let built = site.snapshot("_site")
        let folder = site.path("cache/rendered")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".bundle-files") {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            try data.prefix(data.count - 10).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let kept = build(site, cache: site.path("cache"))
        #expect(kept.succeeded && kept.reusedVersions == ["2.0", "1.0"])
        #expect(site.snapshot("_site") == built)
    }

    @Test func aDamagedCacheEntryIsRenderedAgain() throws {
        let site = try Self.repository()
        defer { site.remove() }
        #expect(build(site, cache: site.path("cache")).succeeded)
        let built = site.snapshot("_site")
        let bundles = try #require(FileManager.default.enumerator(atPath: site.path("cache/rendered"))).compactMap { $0 as? String }.filter { $0.hasSuffix(".bundle") }
        #expect(bundles.count == 2)
        for bundle in bundles { try Data("truncated".utf8).write(to: URL(fileURLWithPath: site.path("cache/rendered/" + bundle))) }
        let report = build(site, cache: site.path("cache"))
        #expect(report.succeeded && report.reusedVersions.isEmpty)
        #expect(site.snapshot("_site") == built)
    }

    /// A bundle's bytes that no longer match its index (a build killed between writing the two)
    /// are never written into the site: the version is rendered again.
    @Test func bundleBytesThatDisagreeWithTheIndexAreRenderedAgain() throws {
        let site = try Self.repository()
        defer { site.remove() }
        #expect(build(site, cache: site.path("cache")).succeeded)
        let built = site.snapshot("_site")
        let folder = site.path("cache/rendered")
        let blobs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".bundle-files") }
        #expect(blobs.count == 2)
        for name in blobs {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            try Data(data.reversed()).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try FileManager.default.removeItem(atPath: site.path("_site"))
        let report = build(site, cache: site.path("cache"))
        #expect(report.succeeded && report.reusedVersions.isEmpty)
        #expect(site.snapshot("_site") == built)
    }

    /// A content folder that is the repository's top (site.yml beside .git) has versions too.
    @Test func contentAtTheTopOfTheRepository() throws {
        let site = try TestSite([
            "Content/site.yml": "title: Harbor\n",
            "Content/index.md": "# Harbor\n\nHome.\n",
            "Content/guidelines/labels.md": "# Labels\n\nShort.\n",
        ])
        defer { site.remove() }
        let content = site.path("Content")
        try Self.git(["init", "-q"], in: content)
        try Self.git(["add", "-A"], in: content)
        try Self.git(["commit", "-q", "-m", "v1"], in: content)
        try Self.git(["tag", "v1"], in: content)
        try site.write("Content/site.yml", "title: Harbor\nversions:\n  - { name: '1.0', ref: v1 }\n")
        let report = build(site, cache: site.path(".cache"))
        #expect(report.succeeded, "\(report.diagnostics.map(\.message))")
        #expect(site.exists("_site/1.0/guidelines/labels/index.html"))
    }
}
