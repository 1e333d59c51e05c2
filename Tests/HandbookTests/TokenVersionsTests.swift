import Foundation
import Testing
@testable import Handbook

/// A token change between versions, with what it does: the component page's Changes section,
/// its example JSON, its facts (`components/NAME.json`, what `get_component` answers) and the
/// token page all say which tokens changed and the contrast before and after.
@Suite(.serialized) struct TokenVersionsTests {
    @Test func aComponentPageShowsATokenChangeWithItsContrastBeforeAndAfter() throws {
        // 1.0: the dark secondary text passes on its bar; now it is too faint.
        let passing = TokenSiteTests.dark.replacingOccurrences(of: "#6a717d", with: "#b4bcc8")
        let site = try TokenSiteTests.site(dark: passing, extra: ["Content/index.md": "# Home\n"])
        defer { site.remove() }
        try VersionsTests.git(["init", "-q"], in: site.root)
        try VersionsTests.git(["add", "-A"], in: site.root)
        try VersionsTests.git(["commit", "-q", "-m", "1.0"], in: site.root)
        try VersionsTests.git(["tag", "v1"], in: site.root)
        try site.write("Content/tokens/dark.tokens.json", TokenSiteTests.dark)
        try site.write("Content/site.yml", "title: Test system\ntokens: tokens/site.resolver.json\nversions:\n  - { name: '1.0', ref: v1 }\n")
        let report = VersionsTests().build(site, cache: site.path("cache"))
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/tabs/index.html"))
        #expect(page.contains("<li><code>{color.text.secondary}: #b4bcc8 → #6a717d [dark]</code></li>"), "\(page.components(separatedBy: "id=\"changes\"").last?.prefix(1500) ?? "")")
        #expect(page.contains("[dark] label {color.text.secondary} on {color.bar}: 8.35:1 → 3.25:1, now fails contrast.text"))
        let facts = try #require(site.read("_site/components/tabs.json"))
        #expect(facts.contains("\"tokens\" : [\n      \"{color.text.secondary}: #b4bcc8 → #6a717d [dark]\"\n    ]"), "\(facts)")
        #expect(facts.contains("now fails contrast.text"))
        let example = try #require(site.read("_site/components/tabs/examples/product.json"))
        #expect(example.contains("\"tokens\": [\"{color.text.secondary}: #b4bcc8 → #6a717d [dark]\"]"))
        let colors = try #require(site.read("_site/tokens/color/index.html"))
        #expect(colors.contains("<h2 id=\"token-changes\">Changes since 1.0</h2>"))
        // The version itself says nothing changed (it has no older version).
        let old = try #require(site.read("_site/1.0/components/tabs/index.html"))
        #expect(!old.contains("id=\"changes\""))
    }
}
