import Foundation
import Testing
@testable import Handbook

/// `handbook check` as a CI can live with it: site.yml's `check:` switches rules off and
/// leaves vendor files out, a baseline lets only new findings fail and lists the fixed ones,
/// `--fail-on` picks the severity that fails, and SARIF marks each result's baseline state.
@Suite struct CheckBaselineTests {
    /// Two findings: a verb as a label, and a digit.
    static let page = "---\ntitle: Block\n---\n\n```tabbar\nvariant: scroll\nitems: [About, Add photo, Step 2]\n```\n"
    static let vendorTokens = ##"{ "vendor": { "$type": "color", "gray": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#888" } } } }"##

    func run(_ arguments: [String], in folder: String) throws -> CommandLineTests.Run {
        try CommandLineTests().run(arguments, in: folder)
    }

    static func site(_ siteExtra: String = "") throws -> TestSite {
        try TestSite.basic(["Content/guidelines/writing/block.md": page,
                            "Content/site.yml": "title: Test system\ntokens: { files: [tokens/vendor/colors.tokens.json] }\n" + siteExtra,
                            "Content/tokens/vendor/colors.tokens.json": vendorTokens])
    }

    static func ids(_ json: String) throws -> [String] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return rows.compactMap { $0["id"] as? String }
    }

    @Test func rulesSwitchARuleOffAndIgnoreLeavesVendorFilesOut() throws {
        let site = try Self.site()
        defer { site.remove() }
        let before = try run(["check", "--format", "json"], in: site.root)
        #expect(try Self.ids(before.stdout) == ["labels.action-verb", "labels.digits", "tokens.color-hex"], "\(before.stdout)")
        try site.write("Content/site.yml", "title: Test system\ntokens: { files: [tokens/vendor/colors.tokens.json] }\ncheck:\n  rules: { labels.digits: off }\n  ignore: [tokens/vendor/**]\n")
        let after = try run(["check", "--format", "json"], in: site.root)
        #expect(try Self.ids(after.stdout) == ["labels.action-verb"], "\(after.stdout)")
        #expect(after.status == 1)
        // The build reports what check does.
        let build = try run(["build"], in: site.root)
        #expect(!build.stderr.contains("labels.digits") && !build.stderr.contains("tokens.color-hex") && build.stderr.contains("labels.action-verb"))
    }

    @Test func aRuleSetToErrorFailsEvenWithFailOnError() throws {
        let site = try Self.site("check: { rules: { labels.action-verb: error } }\n")
        defer { site.remove() }
        let warningsOnly = try run(["check", "--fail-on", "error", "--format", "json"], in: site.root)
        #expect(warningsOnly.status == 1)
        #expect(warningsOnly.stdout.contains("\"severity\": \"error\", \"id\": \"labels.action-verb\""))
        try site.write("Content/site.yml", "title: Test system\ntokens: { files: [tokens/vendor/colors.tokens.json] }\n")
        #expect(try run(["check", "--fail-on", "error"], in: site.root).status == 0, "warnings alone do not fail --fail-on error")
        #expect(try run(["build"], in: site.root).status == 0)
    }

    @Test func aMistakenRuleIdOrALoweredErrorIsSaidAtItsPlace() throws {
        let site = try Self.site("check:\n  rules: { labels.digit: off, yaml.syntax: off }\n")
        defer { site.remove() }
        let check = try run(["check", "--format", "json"], in: site.root)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]])
        let problems = rows.filter { $0["id"] as? String == "site.check-rule" }
        #expect(problems.count == 2)
        #expect(problems.first?["message"] as? String == "check rules names 'labels.digit', which is not a rule Handbook reports; did you mean 'labels.digits'?")
        #expect(problems.first?["line"] as? Int == 4 && problems.first?["column"] as? Int == 12)
        #expect(problems.last?["message"] as? String == "'yaml.syntax' is an error that stops the build; it cannot be made off")
    }

    @Test func aBaselineFailsOnlyOnNewFindingsAndListsTheFixedOnes() throws {
        let site = try Self.site()
        defer { site.remove() }
        let written = try run(["check", "--write-baseline", "handbook-baseline.json"], in: site.root)
        #expect(written.status == 0, "\(written.stderr)")
        let baseline = try #require(site.read("handbook-baseline.json"))
        #expect(baseline.contains("\"handbook-baseline\": 1") && baseline.contains("\"rule\": \"labels.digits\"") && !baseline.contains("\"line\""))
        // The same findings, lines moved by an edit above them: nothing new.
        try site.write("Content/guidelines/writing/block.md", Self.page.replacingOccurrences(of: "---\n\n```", with: "---\n\nIntro.\n\n```"))
        let same = try run(["check", "--baseline", "handbook-baseline.json"], in: site.root)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stderr.contains("0 new findings, 3 in the baseline, 0 fixed."), "\(same.stderr)")
        // A new finding fails and is the only one printed; a fixed one is listed.
        try site.write("Content/guidelines/writing/block.md", Self.page.replacingOccurrences(of: "Step 2", with: "Delete"))
        let changed = try run(["check", "--baseline", "handbook-baseline.json"], in: site.root)
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("'Delete' starts with the verb 'Delete'"), "\(changed.stderr)")
        #expect(!changed.stderr.contains("'Add photo' starts with the verb"), "a finding in the baseline is not printed again")
        #expect(changed.stderr.contains("Fixed since the baseline (1):") && changed.stderr.contains("[labels.digits]"))
        // JSON and SARIF mark each one.
        let json = try run(["check", "--baseline", "handbook-baseline.json", "--format", "json"], in: site.root)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { "\($0["id"] ?? "") \($0["baselineState"] ?? "")" } == ["labels.action-verb unchanged", "labels.action-verb new", "tokens.color-hex unchanged", "labels.digits absent"], "\(json.stdout)")
        let sarif = try run(["check", "--baseline", "handbook-baseline.json", "--format", "sarif"], in: site.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.map { $0["baselineState"] as? String } == ["unchanged", "new", "unchanged", "absent"])
        #expect(results.allSatisfy { ($0["partialFingerprints"] as? [String: String])?["handbookFinding/v1"]?.count == 16 })
        #expect(sarif.status == 1)
    }

    @Test func aMissingOrDamagedBaselineIsBadUsage() throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(try run(["check", "--baseline", "nowhere.json"], in: site.root).status == 2)
        try site.write("bad.json", "{ \"findings\": [] }")
        let bad = try run(["check", "--baseline", "bad.json"], in: site.root)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("bad.json:1:1: error: not a Handbook baseline"), "\(bad.stderr)")
    }

    @Test func fingerprintsIgnoreLinesAndNumbers() {
        let a = Diagnostic.warning("contrast.text", "[dark] label {color.text} on {color.bar} is 3.25:1, below 4.5:1", at: SourceLocation(file: "C/t.yml", line: 3, column: 4))
        let b = Diagnostic.warning("contrast.text", "[dark] label {color.text} on {color.bar} is 2.10:1, below 4.5:1", at: SourceLocation(file: "C/t.yml", line: 9, column: 1))
        let c = Diagnostic.warning("contrast.text", "[light] label {color.text} on {color.bar} is 2.10:1, below 4.5:1", at: SourceLocation(file: "C/t.yml", line: 9, column: 1))
        #expect(FindingFingerprint(a) == FindingFingerprint(b))
        #expect(FindingFingerprint(a) != FindingFingerprint(c))
        #expect(FindingFingerprint(a).subject == "[dark] {color.text} {color.bar}")
        let label = Diagnostic.warning("tabs.fixed.truncates", "[de] fixed tabs truncate 'Don't stop' below 345 pt", at: nil)
        #expect(FindingFingerprint(label).subject == "[de] 'Don't stop'")
        #expect(FindingFingerprint(.error("yaml.value", "metrics height resolves to 0 px; it must be greater than zero", at: nil)).subject
                == "metrics height resolves to # px; it must be greater than zero")
    }
}
