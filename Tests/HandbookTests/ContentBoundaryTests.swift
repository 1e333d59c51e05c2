import Foundation
import Testing
@testable import Handbook

/// Nothing outside the folders a user gave is read, copied, indexed or published: a symbolic
/// link that leaves its folder is `content.link-outside` at the link, the build fails and the
/// previous site stays whole. Links that stay inside work as before.
@Suite struct ContentBoundaryTests {
    /// A file outside every folder of the site, and its real path.
    static func secret(in site: TestSite) throws -> String {
        try site.write("outside/secret.md", "# Secret\n\nThe build machine's own file.\n")
        return try #require(FolderBoundary.realPath(site.path("outside/secret.md")))
    }

    static func link(_ site: TestSite, _ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: site.path(relative), withDestinationPath: destination)
    }

    /// The previous site, built clean, so a failed build can be seen to leave it.
    static func builtSite() throws -> (TestSite, [String: Data]) {
        let site = try TestSite.basic()
        #expect(site.build().succeeded)
        return (site, site.snapshot())
    }

    @Test func linksToAFileAndAFolderOutsideFailTheBuildAtEachLink() throws {
        let (site, before) = try Self.builtSite()
        defer { site.remove() }
        let secret = try Self.secret(in: site)
        try Self.link(site, "Content/guidelines/passwd.md", to: secret)
        try Self.link(site, "Content/guidelines/etcdir", to: site.path("outside"))
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.locations(in: site).sorted() == [
            "Content/guidelines/etcdir:1:1 content.link-outside",
            "Content/guidelines/passwd.md:1:1 content.link-outside",
        ])
        let messages = report.diagnostics.map(\.message).sorted()
        #expect(messages.first?.hasSuffix("is a symbolic link to '\((secret as NSString).deletingLastPathComponent)', outside the content folder '\(site.path("Content"))'; nothing behind it is read or published") == true, "\(messages)")
        #expect(site.snapshot() == before, "the previous site is left whole")
    }

    @Test func aFailedBuildPublishesNothingFromOutsideIntoAFreshFolder() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        _ = try Self.secret(in: site)
        try Self.link(site, "Content/guidelines/etcdir", to: "../../outside")
        #expect(!site.build().succeeded)
        #expect(!site.exists("_site"))
    }

    @Test func aChainThatLeavesOnItsSecondHopIsRefused() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let secret = try Self.secret(in: site)
        // The first hop stays inside (a hidden folder the walk does not list); the second leaves.
        try FileManager.default.createDirectory(atPath: site.path("Content/.hops"), withIntermediateDirectories: true)
        try Self.link(site, "Content/.hops/second.md", to: secret)
        try Self.link(site, "Content/guidelines/first.md", to: "../.hops/second.md")
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/guidelines/first.md:1:1 content.link-outside"])
        #expect(report.diagnostics.first?.message.contains("'\(secret)'") == true)
    }

    @Test func aRelativeLinkUpAndOutIsRefused() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        _ = try Self.secret(in: site)
        try Self.link(site, "Content/guidelines/writing/up.md", to: "../../../outside/secret.md")
        #expect(site.build().locations(in: site) == ["Content/guidelines/writing/up.md:1:1 content.link-outside"])
    }

    @Test func aLinkToTheProcessEnvironmentIsRefused() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        try Self.link(site, "Content/guidelines/environ.md", to: "/proc/self/environ")
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/guidelines/environ.md:1:1 content.link-outside"])
        #expect(!site.exists("_site"))
    }

    @Test func linksThatStayInsideKeepWorking() throws {
        // A hidden folder is not walked by itself, so the link is the one way to it.
        let site = try TestSite.basic(["Content/.shared/logo.txt": "logo"])
        defer { site.remove() }
        try Self.link(site, "Content/guidelines/writing/alias.md", to: "tone.md")
        try Self.link(site, "Content/guidelines/assets", to: "../.shared")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.read("_site/guidelines/writing/alias/index.html")?.contains("Be direct.") == true)
        #expect(site.read("_site/guidelines/assets/logo.txt") == "logo")
    }

    @Test func theErrorShowsNoLineOfWhatTheLinkLeadsTo() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let secret = try Self.secret(in: site)
        try Self.link(site, "Content/guidelines/passwd.md", to: secret)
        let printed = DiagnosticFormatter().format(site.build().diagnostics)
        #expect(printed.contains("content.link-outside"))
        #expect(!printed.contains("Secret"), "\(printed)")
    }

    @Test func aTemplatesLinkOutsideIsRefused() throws {
        let site = try TestSite.basic(["Templates/partials/.keep": ""])
        defer { site.remove() }
        let secret = try Self.secret(in: site)
        try Self.link(site, "Templates/assets", to: (secret as NSString).deletingLastPathComponent)
        var options = BuildOptions(contentDirectory: site.path("Content"), templatesDirectory: site.path("Templates"),
                                   output: .directory(site.path("_site")))
        options.cacheFolder = site.path(".cache")
        let report = SiteBuilder().build(options)
        #expect(report.locations(in: site) == ["Templates/assets:1:1 content.link-outside"])
        #expect(!site.exists("_site"))
    }

    @Test func aCatalogFolderLinkOutsideIsRefused() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: T\nlocales: [en, de]\ntranslations: [i18n]\n",
                                       "Content/i18n/app.po": "msgid \"A\"\nmsgstr \"B\"\n",
                                       "outside/de.po": "msgid \"Tone\"\nmsgstr \"Ton\"\n"])
        defer { site.remove() }
        try Self.link(site, "Content/i18n/de.po", to: site.path("outside/de.po"))
        let report = site.build()
        #expect(!report.succeeded)
        let refused = report.locations(in: site).filter { $0.hasSuffix("content.link-outside") }
        #expect(refused == ["Content/i18n/de.po:1:1 content.link-outside"], "\(report.diagnostics)")
    }

    @Test func aTokenFileThatLeadsOutsideIsRefused() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: T\ntokens: { files: [tokens/colors.tokens.json] }\n",
                                       "outside/colors.tokens.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#000000" } } }"##])
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.path("Content/tokens"), withIntermediateDirectories: true)
        try Self.link(site, "Content/tokens/colors.tokens.json", to: site.path("outside/colors.tokens.json"))
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.allSatisfy { $0.id == "content.link-outside" }, "\(report.diagnostics)")
        #expect(!site.exists("_site"))
    }

    @Test func aStaticFileIsPublishedAsAnOrdinaryFile() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/private.txt": "text"])
        defer { site.remove() }
        #expect(chmod(site.path("Content/guidelines/writing/private.txt"), 0o600) == 0)
        let mask = umask(0o022)
        defer { umask(mask) }
        #expect(site.build().succeeded)
        let attributes = try FileManager.default.attributesOfItem(atPath: site.path("_site/guidelines/writing/private.txt"))
        #expect((attributes[.posixPermissions] as? Int) == 0o644)
    }

    @Test func aCommittedLinkOutOfAVersionIsNotFollowed() throws {
        let site = try VersionsTests.repository()
        defer { site.remove() }
        let secret = try Self.secret(in: site)
        // Committed to v1 only: the working tree (the current version) no longer has it.
        try VersionsTests.git(["checkout", "-q", "v1"], in: site.root)
        try Self.link(site, "Content/guidelines/writing/passwd.md", to: secret)
        try VersionsTests.git(["add", "-A", "Content"], in: site.root)
        try VersionsTests.git(["commit", "-q", "-m", "a link"], in: site.root)
        try VersionsTests.git(["tag", "-f", "v1"], in: site.root)
        try VersionsTests.git(["checkout", "-q", "v2"], in: site.root)
        try site.write("Content/site.yml", "title: Harbor\nversions:\n  - { name: '2.0', ref: v2 }\n  - { name: '1.0', ref: v1 }\n")
        let report = VersionsTests().build(site, cache: site.path(".cache"))
        #expect(report.diagnostics.contains { $0.id == "content.link-outside" && $0.location?.file.hasSuffix("guidelines/writing/passwd.md") == true },
                "\(report.diagnostics)")
        #expect(!report.succeeded)
        let published = TestSite.files(under: site.path("_site")).values.compactMap { String(data: $0, encoding: .utf8) }
        #expect(!published.contains { $0.contains("The build machine's own file") })
    }
}
