import Foundation
import Testing
@testable import Handbook

/// MDX 1 spellings and site.yml's `mdx:` block in whole sites: pages that MDX 3 rejects build
/// as MDX 1 read them, `legacy: error` fails them, `md-files: mdx` reads `.md` pages as MDX,
/// and one page's syntax hides no other page's findings.
@Suite struct MDXLegacySiteTests {
    /// A Gatsby-era page: comments, and a table whose cell starts `<` then U+2006 (MDX 3 fails there).
    static let layout = """
    ---
    title: Layout
    ---

    <!-- Comment about permalinks? -->

    | Range | Width |
    | --- | --- |
    | narrow | <\u{2006}768px |
    | regular | >= 768px |

    Read more <!-- TODO: link --> later.

    """

    @Test func anMDX1PageBuildsWithOneWarningPerSpelling() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/layout.mdx": Self.layout])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let legacy = report.diagnostics.filter { $0.id == "mdx.legacy" }
        #expect(report.locations(in: site).filter { $0.hasSuffix("mdx.legacy") }
            == ["Content/guidelines/writing/layout.mdx:5:1 mdx.legacy", "Content/guidelines/writing/layout.mdx:9:12 mdx.legacy"])
        #expect(legacy.allSatisfy { $0.severity == .warning })
        #expect(legacy.first?.message.contains("{/* … */}") == true)
        let page = try #require(site.read("_site/guidelines/writing/layout/index.html"))
        #expect(page.contains("<td>&lt;\u{2006}768px</td>"))
        #expect(page.contains("<p>Read more  later.</p>"))
        #expect(!page.contains("permalinks") && !page.contains("TODO"))
        let twin = try #require(site.read("_site/guidelines/writing/layout/index.html.md"))
        #expect(!twin.contains("permalinks") && !twin.contains("TODO"))
    }

    @Test func legacyErrorFailsTheBuildAtEachSpellingAndKeepsTheSite() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let before = site.snapshot()
        try site.write("Content/site.yml", "title: Test system\nmdx: { legacy: error }\n")
        try site.write("Content/guidelines/writing/layout.mdx", Self.layout)
        let report = site.build()
        #expect(!report.succeeded)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == ["mdx.legacy", "mdx.legacy"])
        #expect(report.locations(in: site).filter { $0.hasSuffix("mdx.legacy") }
            == ["Content/guidelines/writing/layout.mdx:5:1 mdx.legacy", "Content/guidelines/writing/layout.mdx:9:12 mdx.legacy"])
        #expect(site.snapshot() == before, "the previous site is left whole")
    }

    @Test(arguments: [
        ("mdx: { legacy: loud }\n", "site.mdx", 2, 16),
        ("mdx: { md-files: markdown }\n", "site.mdx", 2, 18),
        ("mdx: { lgacy: warn }\n", "yaml.unknown-key", 2, 8),
        ("mdx: error\n", "yaml.type", 2, 6),
    ])
    func theMDXBlockIsValidatedWhereItIsWritten(yaml: String, id: String, line: Int, column: Int) throws {
        let site = try TestSite.basic(["Content/site.yml": "title: Test system\n" + yaml])
        defer { site.remove() }
        let report = site.build()
        #expect(!report.succeeded)
        #expect(report.locations(in: site).contains("Content/site.yml:\(line):\(column) \(id)"), "\(report.locations(in: site))")
    }

    @Test func theSchemaListsTheMDXBlock() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(HandbookSchema.site.json.utf8)) as? [String: Any]
        let properties = schema?["properties"] as? [String: Any]
        let mdx = try #require(properties?["mdx"] as? [String: Any])
        let keys = (mdx["properties"] as? [String: Any]).map { Set($0.keys) }
        #expect(keys == ["legacy", "md-files"])
    }

    /// Docusaurus reads `.md` as MDX by default: its `import` lines are JavaScript, not prose.
    @Test func mdFilesAsMDXLeaveOutTheirImports() throws {
        let page = "---\ntitle: Install\n---\n\nimport Thing from '@site/src/components/Thing';\n\nRun it.\n\n<!-- a note -->\n"
        let site = try TestSite.basic(["Content/guidelines/writing/install.md": page])
        defer { site.remove() }
        #expect(site.build().succeeded)
        #expect(site.read("_site/guidelines/writing/install/index.html")?.contains("import Thing") == true, "read as Markdown, the line is a paragraph")
        try site.write("Content/site.yml", "title: Test system\nmdx: { md-files: mdx }\n")
        let report = site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.read("_site/guidelines/writing/install/index.html"))
        #expect(!html.contains("import Thing"))
        #expect(html.contains("<p>Run it.</p>"))
        #expect(report.locations(in: site).contains("Content/guidelines/writing/install.md:9:1 mdx.legacy"), "\(report.locations(in: site))")
    }

    /// In a `.md` page an HTML comment is a comment: nothing on the page, nothing to warn about.
    @Test func commentsInMarkdownPagesAreNothing() throws {
        let page = "# Notes\n\n<!-- block comment\nover lines -->\n\nText <!-- inline --> here.\n\n<div>kept out</div>\n"
        let site = try TestSite.basic(["Content/guidelines/writing/notes.md": page])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded)
        #expect(report.locations(in: site).filter { $0.hasSuffix("markdown.raw-html") } == ["Content/guidelines/writing/notes.md:8:1 markdown.raw-html"],
                "only the real HTML is reported")
        let html = try #require(site.read("_site/guidelines/writing/notes/index.html"))
        #expect(!html.contains("block comment") && !html.contains("inline"))
        #expect(html.contains("<p>Text  here.</p>"))
        let twin = try #require(site.read("_site/guidelines/writing/notes/index.html.md"))
        #expect(!twin.contains("block comment") && !twin.contains("inline"))
    }

    /// Two broken pages: both errors, each at its place, in one build and in one check; the
    /// build fails (exit 1) and the previous site stays whole.
    @Test func everyBrokenPageIsReportedInOneRun() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        #expect(site.build().succeeded)
        let before = site.snapshot()
        try site.write("Content/guidelines/writing/buttons.mdx", "# Buttons\n\nText.\n\n  <DoDont>\n\n#### Do\n\nYes\n")
        try site.write("Content/guidelines/writing/cards.mdx", "# Cards\n\nA <Box title=\"x\n")
        try site.write("Content/guidelines/writing/menus.md", "---\ntitle: [Menus\n---\n\nText.\n")
        let expected = ["Content/guidelines/writing/buttons.mdx:5:3: error:", "Content/guidelines/writing/cards.mdx:3:16: error:", "Content/guidelines/writing/menus.md:3:1: error:"]
        let report = site.build()
        #expect(!report.succeeded)
        let errors = report.locations(in: site).filter { $0.hasSuffix("mdx.syntax") || $0.hasSuffix("yaml.syntax") }
        #expect(errors.count == 3, "\(report.locations(in: site))")
        #expect(site.snapshot() == before, "the previous site is left whole")
        for command in [["build"], ["check"]] {
            let run = try CommandLineTests().run(command, in: site.root)
            #expect(run.status == 1, "\(command)")
            for place in expected { #expect(run.stderr.contains(place), "\(command) says \(place): \(run.stderr)") }
        }
        #expect(site.snapshot() == before, "nor does the command line's build touch it")
    }
}
