import Testing
@testable import Handbook

/// Raw HTML links in a whole build: rewritten for the page's `…/index.html` place, and a
/// missing image is a warning with its position (Material Web's docs lost 17 hero images
/// to this without a word).
@Suite struct MarkdownRawHTMLSiteTests {
    @Test func heroImagesInRawHTMLAreRewrittenAndChecked() throws {
        let site = try TestSite.basic([
            "Content/site.yml": "title: Test system\nunsafe-html: true\n",
            "Content/guidelines/writing/img/hero.png": "png",
            "Content/guidelines/writing/hero.md": """
            ---
            title: Hero
            ---

            <figure><img src="img/hero.png" alt="Hero"></figure>

            <p>See <a href="labels.md#length">labels</a>, <a href="labels.md#nowhere">a lost anchor</a>
            and <img src="img/missing.png"></p>
            """,
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        let page = try #require(site.read("_site/guidelines/writing/hero/index.html"))
        #expect(page.contains(#"<figure><img src="../img/hero.png" alt="Hero"></figure>"#))
        #expect(page.contains(#"<a href="../labels/index.html#length">labels</a>"#))
        let found = report.diagnostics.filter { $0.location?.file.hasSuffix("hero.md") == true }
            .map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" }
        #expect(found.contains("8:15 image.missing"), "\(found)")
        #expect(found.contains { $0.hasPrefix("7:") && $0.contains("anchor") }, "\(found)")
    }
}
