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

    /// A spec with 1,000 tab items took 19 s and made a 55 MB page (layout grew with the square);
    /// 24 device widths are a picture each of every example in every locale and theme.
    @Test func itemsAndDeviceWidthsAreCappedWithTheCapNamed() throws {
        let items = (0..<51).map { "T\($0)" }.joined(separator: ", ")
        let spec = "component: Tabs\nsummary: Sections.\nkind: tabs\nexamples:\n  - { title: Many, variant: scroll, items: [\(items)] }\n"
        let widths = (1...25).map { String(300 + $0) }.joined(separator: ", ")
        let site = try TestSite.basic(["Content/site.yml": "title: T\ndevice-widths: [\(widths)]\n", "Content/components/tabs.yml": spec])
        defer { site.remove() }
        let settings = site.build()
        #expect(settings.locations(in: site) == ["Content/site.yml:2:16 site.device-widths"], "\(settings.diagnostics.map(\.message))")
        #expect(settings.diagnostics.first?.message == "device-widths lists 25 widths; at most 24 are previewed (every one is a picture per example, locale and theme)")
        try site.write("Content/site.yml", "title: T\n")
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/components/tabs.yml:5:44 example.items-too-many"], "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.first?.message == "items lists 51 items; an example lays out at most 50")
        try site.write("Content/components/tabs.yml", spec.replacingOccurrences(of: ", T50]", with: "]"))
        #expect(site.build().succeeded)
    }

    /// cmark-gfm 0.29's inline parser grows with the square of a paragraph: a 1 MB one-line page
    /// took four minutes. A paragraph past 100,000 bytes is refused at its first line; the same
    /// text in paragraphs builds, and a long fenced code block is not a paragraph.
    @Test func aParagraphPastTheLimitIsRefusedAtItsFirstLine() throws {
        let words = Array(repeating: "**tab** _bar_ [home](https://example.com) `code`", count: 2_200).joined(separator: " ")
        let code = Array(repeating: "let x = 1", count: 12_000).joined(separator: "\n")
        let site = try TestSite.basic(["Content/guidelines/long.md": "# Long\n\nShort.\n\n" + words + "\n"])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/guidelines/long.md:5:1 markdown.paragraph-too-long"], "\(report.diagnostics.map(\.message))")
        let split = words.components(separatedBy: " [home]").joined(separator: "\n\n[home]")
        try site.write("Content/guidelines/long.md", "# Long\n\n" + split + "\n\n```swift\n" + code + "\n```\n")
        #expect(site.build().succeeded)
    }

    /// Each icon is drawn inline in every preview that shows it: a 5 MB path made a 74 MB page.
    /// A page has its own, larger limit.
    @Test func anIconOrAPagePastItsSizeIsRefusedWithTheLimit() throws {
        let path = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"" + String(repeating: "M1 1h2v2H1z", count: 7_000) + "\"/></svg>"
        let site = try TestSite.basic([
            "Content/components/bar.yml": IconTests.spec("      - { label: Cart, icon: cart }\n      - { label: Home, icon: home }"),
            "Content/icons/cart.svg": path,
        ])
        defer { site.remove() }
        let report = site.build()
        let refused = try #require(report.diagnostics.first { $0.id == "file.too-large" }, "\(report.diagnostics.map(\.message))")
        #expect(refused.location?.file.hasSuffix("icons/cart.svg") == true && refused.message.hasSuffix("at most 65536 are read for a file of this kind"))
        // A page past 64 MB is refused before it is read (a sparse file: its size is all that is asked).
        try site.write("Content/guidelines/huge.md", "# Huge\n")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: site.path("Content/guidelines/huge.md")))
        try handle.truncate(atOffset: UInt64(65 << 20))
        try handle.close()
        #expect(site.build().locations(in: site).contains("Content/guidelines/huge.md:1:1 file.too-large"))
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
