import Foundation
import Testing
@testable import Handbook

/// What surrounds the content: Open Graph, edit links, git dates.
@Suite struct PageChromeTests {
    @Test func openGraphAndCanonicalComeFromTheSiteURL() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: Test system\ndescription: A test.\nurl: https://design.example.com\nbase-path: /docs\n"])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let labels = try #require(site.read("_site/guidelines/writing/labels/index.html"))
        #expect(labels.contains("<meta property=\"og:title\" content=\"Labels\">"))
        #expect(labels.contains("<meta property=\"og:description\" content=\"Short nouns.\">"))
        #expect(labels.contains("<meta property=\"og:type\" content=\"article\">"))
        #expect(labels.contains("<meta property=\"og:url\" content=\"https://design.example.com/docs/guidelines/writing/labels/\">"))
        #expect(labels.contains("<link rel=\"canonical\" href=\"https://design.example.com/docs/guidelines/writing/labels/\">"))
        // A page without a summary describes itself with the site's description.
        let tone = try #require(site.read("_site/guidelines/writing/tone/index.html"))
        #expect(tone.contains("<meta property=\"og:description\" content=\"A test.\">"))
        #expect(tone.contains("<link rel=\"icon\" href=\"../../../assets/favicon.svg\" type=\"image/svg+xml\">"))
    }

    @Test func withoutASiteURLThereIsNoCanonicalLink() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let labels = try #require(site.read("_site/guidelines/writing/labels/index.html"))
        #expect(!labels.contains("og:url"))
        #expect(!labels.contains("rel=\"canonical\""))
    }

    @Test func editLinksFollowEditURLOrTheRepository() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: T\nedit-url: https://git.example.com/team/site/_edit/trunk/Content\n"])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let labels = try #require(site.read("_site/guidelines/writing/labels/index.html"))
        #expect(labels.contains("<a href=\"https://git.example.com/team/site/_edit/trunk/Content/guidelines/writing/labels.md\">Edit this page</a>"))

        var config = SiteConfig()
        config.repository = "https://github.com/team/site/"
        #expect(config.editLink(forSource: "index.md", contentPrefix: "docs/Content/") == "https://github.com/team/site/edit/main/docs/Content/index.md")
        #expect(config.editLink(forSource: "index.md", contentPrefix: nil) == nil, "outside a repository the path in it is unknown")
        #expect(SiteConfig().editLink(forSource: "index.md", contentPrefix: "Content/") == nil)
    }

    @Test func lastUpdatedDatesComeFromCommitsNotFromTheClock() throws {
        let site = try TestSite.basic(["Content/site.yml": "title: T\nrepository: https://github.com/team/site\n"])
        defer { site.remove() }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", site.root] + arguments
            process.environment = ["GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "T",
                                   "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_AUTHOR_DATE": "2024-03-05T10:00:00Z",
                                   "GIT_COMMITTER_DATE": "2024-03-05T10:00:00Z", "PATH": "/usr/bin:/bin", "HOME": site.root]
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("add", "Content/guidelines/writing/labels.md")
        try git("commit", "-q", "-m", "labels")
        #expect(site.build().succeeded)
        let labels = try #require(site.read("_site/guidelines/writing/labels/index.html"))
        #expect(labels.contains("Last updated <time datetime=\"2024-03-05\">5 March 2024</time>"))
        #expect(labels.contains("href=\"https://github.com/team/site/edit/main/Content/guidelines/writing/labels.md\""))
        // Never committed: no date rather than today's.
        let tone = try #require(site.read("_site/guidelines/writing/tone/index.html"))
        #expect(!tone.contains("Last updated"))
        #expect(GitHistory.readableDate("2026-11-22") == "22 November 2026")
    }

    @Test func codeBlocksAreWrappedForTheCopyButton() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/code.md": "# Code\n\n```\nlet a = 1\n```\n"])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/guidelines/writing/code/index.html"))
        #expect(page.contains("<div class=\"code-block\"><pre><code>let a = 1\n</code></pre></div>"))
        #expect(page.contains("assets/code.js"))
    }
}
