import Foundation
import Testing
@testable import Handbook

/// Messages about content another generator wrote, said as what they are: other generators'
/// front matter keys are not misspellings, a tab in YAML's indentation is named, a symbolic
/// link to a folder outside the content is not called a loop.
@Suite struct ContentMessagesTests {
    static func build(_ page: String) throws -> (BuildReport, TestSite) {
        let site = try TestSite.basic(["Content/guidelines/writing/other.md": page])
        return (site.build(), site)
    }

    /// The messages, sorted, with the site's folder left out of the paths they name.
    static func messages(_ report: BuildReport, _ site: TestSite) -> [String] {
        report.diagnostics.map { $0.message.replacingOccurrences(of: "'" + site.root + "/", with: "'") }.sorted()
    }

    @Test(arguments: [
        // A key of another generator, or far from any of ours: kept for templates, no warning.
        ("---\ntitle: A\nshortDescription: Short.\n---\nx\n", nil),
        ("---\ntitle: A\nslug: /a\nsidebar_position: 2\nweight: 3\n---\nx\n", nil),
        ("---\ntitle: A\nimage: a.png\ndata: 1\ntype: page\n---\nx\n", nil),
        ("---\ntitle: A\nsummaryText: long and unrelated\n---\nx\n", nil),
        // Slips of one of ours, small beside the key: warned, with the key meant.
        ("---\ntitel: A\n---\nx\n", "2:1 unknown key 'titel' in front matter; did you mean 'title'?"),
        ("---\ntitle: A\nsumary: B\n---\nx\n", "3:1 unknown key 'sumary' in front matter; did you mean 'summary'?"),
        ("---\ntitle: A\ndescriptoin: B\n---\nx\n", "3:1 unknown key 'descriptoin' in front matter; did you mean 'description'?"),
        ("---\ntitle: A\nsidebar_positon: 2\n---\nx\n", "3:1 unknown key 'sidebar_positon' in front matter; did you mean 'sidebar_position'?"),
    ] as [(String, String?)])
    func nearMissesAreWarnedOnlyWhenSmallBesideTheKey(page: String, expected: String?) throws {
        let (report, site) = try Self.build(page)
        defer { site.remove() }
        let found = report.diagnostics.filter { $0.id == "front-matter.unknown-key" }
            .map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(found == (expected.map { [$0] } ?? []))
    }

    @Test func shortDescriptionIsTheSummaryAndDescriptionIsItsFallback() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/a.md": "---\ntitle: A\nshortDescription: The short one.\ndescription: The long one.\n---\nx\n",
            "Content/guidelines/writing/b.md": "---\ntitle: B\nsummary: Ours.\nshortDescription: Theirs.\n---\nx\n",
        ])
        defer { site.remove() }
        #expect(site.build().diagnostics.isEmpty)
        #expect(site.read("_site/guidelines/writing/a/index.html")?.contains("The short one.") == true)
        #expect(site.read("_site/guidelines/writing/a/index.html")?.contains("The long one.") == false)
        #expect(site.read("_site/guidelines/writing/b/index.html")?.contains("Ours.") == true)
    }

    @Test(arguments: [
        ("---\ntitle: A\ntags:\n\t- a\n---\nx\n", "4:1"),
        ("---\ntitle: A\nnav:\n  a: 1\n \tb: 2\n---\nx\n", "5:2"),
        ("---\ntitle: A\nsummary: B\n\tweight: 3\n---\nx\n", "4:1"),
    ])
    func aTabInIndentationIsNamedAtTheTab(page: String, position: String) throws {
        let (report, site) = try Self.build(page)
        defer { site.remove() }
        #expect(report.locations(in: site) == ["Content/guidelines/writing/other.md:\(position) yaml.syntax"])
        #expect(report.diagnostics.first?.message == "invalid YAML: a tab indents this line; YAML indents with spaces only")
    }

    @Test func aTabInsideAValueIsNotBlamed() throws {
        let (report, site) = try Self.build("---\ntitle: A\tB\nsummary: [unclosed\n---\nx\n")
        defer { site.remove() }
        #expect(report.diagnostics.map(\.id) == ["yaml.syntax"])
        #expect(report.diagnostics.first?.message.contains("tab") == false)
    }

    @Test func symbolicLinksToFoldersAreDescribedAsWhatTheyAre() throws {
        let site = try TestSite.basic(["Content/shared/common.md": "# Common\n\nShared.\n"])
        defer { site.remove() }
        let links = FileManager.default
        // Two links to a folder the walk reads anyway: each a repeat, not read twice.
        try links.createSymbolicLink(atPath: site.path("Content/guidelines/writing/also-shared"), withDestinationPath: "../../shared")
        try links.createSymbolicLink(atPath: site.path("Content/guidelines/common"), withDestinationPath: "../shared")
        // A folder that holds the link: a loop.
        try links.createSymbolicLink(atPath: site.path("Content/guidelines/writing/top"), withDestinationPath: "../..")
        let report = site.build()
        #expect(report.succeeded)
        #expect(site.exists("_site/shared/common/index.html"))
        #expect(report.diagnostics.map(\.message).sorted() == [
            "folder '\(site.root)/Content/guidelines/common' is a symbolic link to '\(site.root)/Content/shared', already read as '\(site.root)/Content/shared'; skipped",
            "folder '\(site.root)/Content/guidelines/writing/also-shared' is a symbolic link to '\(site.root)/Content/shared', already read as '\(site.root)/Content/shared'; skipped",
            "folder '\(site.root)/Content/guidelines/writing/top' is a symbolic link to '\(site.root)/Content', a folder that holds it; a loop, skipped",
        ])
        #expect(report.diagnostics.map(\.id).sorted() == ["content.symlink-loop", "content.symlink-repeat", "content.symlink-repeat"])
    }

    @Test func aLinkToItsOwnFolderIsALoopNamedByContentPath() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.path("Content/guidelines/writing/loop"), withDestinationPath: "..")
        let report = site.build()
        #expect(Self.messages(report, site) == ["folder 'Content/guidelines/writing/loop' is a symbolic link to 'Content/guidelines', a folder that holds it; a loop, skipped"])
    }
}
