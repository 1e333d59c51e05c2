import Foundation
import Testing
@testable import Handbook

/// Numbers are range-checked where they are read: a width of `1e19` once killed the process
/// (SIGILL, "Double value cannot be converted to Int") with no file, line or column.
@Suite struct BoundedInputTests {
    @Test func aHugeWidthInABlockASpecOrSiteYmlIsAValueErrorAtItsLine() throws {
        let spec = "component: Tabs\nsummary: Sections.\nkind: tabs\nexamples:\n  - { title: Wide, variant: scroll, items: [A, B], width: 1e19 }\n"
        let site = try TestSite.basic([
            "Content/site.yml": "title: T\ndevice-widths: [320, 1e12]\n",
            "Content/guidelines/wide.md": "# Wide\n\n```tabbar\nvariant: scroll\nitems: [A, B]\nwidth: 1e19\ntext-scale: 1e300\n```\n",
            "Content/components/tabs.yml": spec,
        ])
        defer { site.remove() }
        let settings = site.build()
        #expect(settings.locations(in: site) == ["Content/site.yml:2:22 yaml.value"], "\(settings.diagnostics.map(\.message))")
        try site.write("Content/site.yml", "title: T\n")
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.locations(in: site).filter { $0.hasSuffix("yaml.value") }.sorted() == [
            "Content/guidelines/wide.md:6:8 yaml.value",
            "Content/guidelines/wide.md:7:13 yaml.value",
        ], "\(report.diagnostics.map(\.message))")
        // The pages' errors end the build before components; alone, the spec's width is refused too.
        try FileManager.default.removeItem(atPath: site.path("Content/guidelines/wide.md"))
        let alone = site.build()
        #expect(alone.locations(in: site).filter { $0.hasSuffix("yaml.value") } == ["Content/components/tabs.yml:5:59 yaml.value"], "\(alone.diagnostics.map(\.message))")
        #expect(report.diagnostics.contains { $0.message.hasSuffix("must be at most 100000") })
    }

    @Test func aPageWhoseFirstHeadingIsItsTitleShowsItOnce() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/voice.md": "---\ntitle: Voice and tone\n---\n\n# Voice and tone\n\nBe direct.\n"])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let html = try #require(site.read("_site/guidelines/writing/voice/index.html"))
        let main = try #require(html.components(separatedBy: "<main").dropFirst().first)
        #expect(main.components(separatedBy: "<h1").count - 1 == 1, "\(main.prefix(600))")
    }

    @Test func aBaselineIsWrittenIntoAFolderNoBuildMadeYet() throws {
        let site = try CheckBaselineTests.site()
        defer { site.remove() }
        let written = try CommandLineTests().run(["check", "--write-baseline", ".handbook/baseline.json"], in: site.root)
        #expect(written.stderr.contains("baseline") || written.status != 2, "\(written.stderr)")
        #expect(site.exists(".handbook/baseline.json"), "\(written.stderr)")
    }

    /// Nine levels of nine aliases: 431 bytes of front matter once took over a minute and
    /// 1.8 GB; now it is refused before anything walks it.
    @Test func anAliasBombInFrontMatterIsRefusedAtOnce() throws {
        var lines = [#"a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        for level in 1..<9 { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]") }
        let site = try TestSite.basic(["Content/guidelines/bomb.md": "---\ntitle: Bomb\n" + lines.joined(separator: "\n") + "\n---\n\nText.\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/guidelines/bomb.md:2:1 yaml.too-large"], "\(report.diagnostics.map(\.message))")
        // A few aliases, as teams use them, still read.
        try site.write("Content/guidelines/bomb.md", "---\ntitle: Fine\nbase: &base [a, b]\ncopy: *base\n---\n\nText.\n")
        #expect(site.build().succeeded)
    }
}
