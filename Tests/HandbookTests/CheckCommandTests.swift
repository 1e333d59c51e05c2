import Foundation
import Testing
@testable import Handbook

/// `handbook check` as CI runs it: exit codes, diagnostics in text and JSON, nothing written.
@Suite struct CheckCommandTests {
    static let siteWithRulePages = "title: Test system\nrule-pages: { labels: guidelines/writing/labels.md }\n"
    static let finding = "---\ntitle: Block\n---\n\n```tabbar\nvariant: fixed\nitems: [About, Add photo]\n```\n"

    func run(_ arguments: [String], in folder: String) throws -> CommandLineTests.Run {
        try CommandLineTests().run(arguments, in: folder)
    }

    @Test func aCleanSiteExitsZeroAndWritesNothing() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let result = try run(["check"], in: site.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("No findings"))
        #expect(!site.exists("_site"))
        let json = try run(["check", "--format", "json"], in: site.root)
        #expect(json.status == 0 && json.stdout == "[]\n")
    }

    @Test func aWarningFailsTheCheckButNotTheBuild() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/block.md": Self.finding, "Content/site.yml": Self.siteWithRulePages])
        defer { site.remove() }
        let check = try run(["check"], in: site.root)
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("Content/guidelines/writing/block.md:7:16: warning: 'Add photo' starts with the verb 'Add'; a tab names a place, not an action [labels.action-verb]"), "\(check.stderr)")
        #expect(check.stderr.contains("See guidelines/writing/labels.md."), "the page site.yml names for the rule")
        #expect(check.stderr.contains(" 7 | items: [About, Add photo]"))
        #expect(!site.exists("_site"))
        let build = try run(["build"], in: site.root)
        #expect(build.status == 0)
        #expect(build.stderr.contains("warning: 'Add photo' starts with the verb"))
    }

    @Test func jsonIsDataForBots() throws {
        let site = try TestSite.basic(["Content/guidelines/writing/block.md": Self.finding, "Content/guidelines/writing/broken.md": "# Broken\n\n[x](nowhere.md)\n",
                                       "Content/site.yml": Self.siteWithRulePages])
        defer { site.remove() }
        let first = try run(["check", "--content", "Content", "--format", "json"], in: site.root)
        #expect(first.status == 1)
        #expect(first.stderr.isEmpty)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == ["labels.action-verb", "link.broken"])
        let rule = rows[0]
        #expect(Set(rule.keys) == ["file", "line", "column", "severity", "id", "message", "explanation"])
        #expect(rule["file"] as? String == "Content/guidelines/writing/block.md")
        #expect(rule["line"] as? Int == 7 && rule["column"] as? Int == 16)
        #expect(rule["severity"] as? String == "warning")
        #expect((rule["explanation"] as? String)?.hasSuffix("See guidelines/writing/labels.md.") == true)
        // Deterministic: the same content, the same bytes.
        #expect(try run(["check", "--format", "json"], in: site.root).stdout == first.stdout)
    }

    @Test func invalidInputFailsBothAndABadFormatIsUsage() throws {
        let site = try TestSite.basic(["Content/components/tabs.yml": "component: Tabs\nsummary: S.\nkind: tabz\n"])
        defer { site.remove() }
        let check = try run(["check"], in: site.root)
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("Content/components/tabs.yml:3:7: error: unknown kind 'tabz'; did you mean 'tabs'? [spec.kind]"), "\(check.stderr)")
        #expect(try run(["build"], in: site.root).status == 1)
        #expect(try run(["check", "--format", "yaml"], in: site.root).status == 2)
    }

    @Test func diagnosticJSONEscapesWhatUsersWrote() {
        let json = DiagnosticJSON.encode([.warning("labels.duplicate", "'<script>\"x\" & y' repeats item 1", at: SourceLocation(file: "a\"b.md", line: 2, column: 3))])
        #expect(!json.contains("<script>"))
        #expect(json.contains("\\\"x\\\""))
        #expect(json.contains("\"file\": \"a\\\"b.md\""))
    }
}
