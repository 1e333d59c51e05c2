import Testing
@testable import Handbook

@Suite struct SitePathTests {
    @Test(arguments: [
        ("guidelines/navigation/tab-bars.md", "guidelines/navigation/tab-bars/"),
        ("guidelines/navigation/index.md", "guidelines/navigation/"),
        ("index.md", ""),
        ("guidelines/Read Me.md", "guidelines/read-me/"),
    ])
    func pageDirectories(source: String, directory: String) {
        #expect(SitePath.pageDirectory(forSource: source) == directory)
    }

    @Test(arguments: [
        ("guidelines/a/b/", "guidelines/a/c/", "../c/index.html"),
        ("guidelines/a/b/", "", "../../../index.html"),
        ("", "guidelines/a/", "guidelines/a/index.html"),
        ("guidelines/a/b/", "guidelines/a/img/x.png", "../img/x.png"),
        ("guidelines/a/", "guidelines/a/", "index.html"),
    ])
    func relativeLinks(from: String, to: String, expected: String) {
        #expect(SitePath.relative(from: from, to: to) == expected)
    }

    @Test func resolvingLinksInContent() {
        #expect(SitePath.resolve("../b.md", against: "guidelines/a/x.md") == "guidelines/b.md")
        #expect(SitePath.resolve("/components/tabs.md", against: "guidelines/a/x.md") == "components/tabs.md")
        #expect(SitePath.resolve("../../../up.md", against: "guidelines/a/x.md") == nil)
        #expect(SitePath.percentDecoded("my%20page.md") == "my page.md")
        #expect(SitePath.percentDecoded("100%") == "100%")
    }
}
