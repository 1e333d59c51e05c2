import Foundation
import Testing
@testable import Handbook

/// `handbook check --format sarif` as code scanning reads it: the properties SARIF 2.1.0
/// requires, every result's rule listed, results in a stable order, files relative to the
/// folder check ran in.
@Suite struct SARIFTests {
    /// The properties SARIF 2.1.0 requires of each object a Handbook log holds, plus those
    /// code scanning needs to place a result (a fixture in the spirit of the spec's schema,
    /// written for these tests): `[]` steps into every element of an array.
    static let required: [(path: String, keys: [String])] = [
        ("", ["version", "$schema", "runs"]),
        ("runs[]", ["tool", "results"]),
        ("runs[].tool", ["driver"]),
        ("runs[].tool.driver", ["name", "version", "rules"]),
        ("runs[].tool.driver.rules[]", ["id", "shortDescription", "help", "defaultConfiguration"]),
        ("runs[].tool.driver.rules[].shortDescription", ["text"]),
        ("runs[].tool.driver.rules[].help", ["text"]),
        ("runs[].tool.driver.rules[].defaultConfiguration", ["level"]),
        ("runs[].results[]", ["ruleId", "ruleIndex", "level", "message", "locations"]),
        ("runs[].results[].message", ["text"]),
        ("runs[].results[].locations[]", ["physicalLocation"]),
        ("runs[].results[].locations[].physicalLocation", ["artifactLocation"]),
        ("runs[].results[].locations[].physicalLocation.artifactLocation", ["uri"]),
        ("runs[].results[].locations[].physicalLocation.region", ["startLine", "startColumn"]),
    ]

    /// Every object at `path` in `value` (`[]` for each element of an array).
    static func objects(at path: String, in value: Any) -> [[String: Any]] {
        var current: [Any] = [value]
        for step in path.split(separator: ".") where !step.isEmpty {
            let isArray = step.hasSuffix("[]")
            let name = isArray ? String(step.dropLast(2)) : String(step)
            current = current.compactMap { ($0 as? [String: Any])?[name] }
            if isArray { current = current.flatMap { $0 as? [Any] ?? [] } }
        }
        return current.compactMap { $0 as? [String: Any] }
    }

    /// Checks `log` against the fixture and SARIF's rules on values; returns the run.
    static func validate(_ text: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for (path, keys) in required {
            for object in objects(at: path, in: log) {
                for key in keys { #expect(object[key] != nil, "\(path) lacks \(key)") }
            }
        }
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasPrefix("https://") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(objects(at: "tool.driver", in: run).first?["name"] as? String == "handbook")
        let rules = objects(at: "tool.driver.rules[]", in: run)
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count, "rule ids are unique")
        for rule in rules {
            #expect(["error", "warning"].contains(objects(at: "defaultConfiguration", in: rule).first?["level"] as? String ?? ""))
            if let uri = rule["helpUri"] as? String { #expect(URL(string: uri)?.scheme?.hasPrefix("http") == true, "helpUri is absolute: \(uri)") }
        }
        for result in objects(at: "results[]", in: run) {
            let id = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids.indices.contains(index) && ids[index] == id, "ruleIndex \(index) names \(id)")
            #expect(["error", "warning"].contains(result["level"] as? String ?? ""))
            let text = objects(at: "message", in: result).first?["text"] as? String ?? ""
            #expect(!text.isEmpty)
            for artifact in objects(at: "locations[].physicalLocation.artifactLocation", in: result) {
                let uri = try #require(artifact["uri"] as? String)
                #expect(!uri.isEmpty && !uri.contains(" "))
                // A base id only with a relative reference; an absolute one is a file URI.
                #expect(uri.hasPrefix("file://") == (artifact["uriBaseId"] == nil), "\(uri)")
            }
            for region in objects(at: "locations[].physicalLocation.region", in: result) {
                #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
            }
        }
        return run
    }

    @Test func aSiteWithFindingsGivesAValidLog() throws {
        let site = try TestSite.basic([
            "Content/guidelines/writing/block.md": CheckCommandTests.finding,
            "Content/guidelines/writing/broken.md": "# Broken\n\n[x](nowhere.md)\n",
            "Content/components/tabs.yml": "component: Tabs\nsummary: S.\nkind: tabs\nexamples:\n  - { items: [Reviews, About] }\n",
            "Content/site.yml": CheckCommandTests.siteWithRulePages,
        ])
        defer { site.remove() }
        let result = try CommandLineTests().run(["check", "--format", "sarif"], in: site.root)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let run = try Self.validate(result.stdout)
        let results = Self.objects(at: "results[]", in: run)
        #expect(results.map { $0["ruleId"] as? String } == ["labels.action-verb", "link.broken"])
        let location = try #require(Self.objects(at: "locations[].physicalLocation", in: results[0]).first)
        #expect(Self.objects(at: "artifactLocation", in: location).first?["uri"] as? String == "Content/guidelines/writing/block.md")
        #expect(Self.objects(at: "region", in: location).first?["startLine"] as? Int == 7)
        #expect(Self.objects(at: "region", in: location).first?["startColumn"] as? Int == 16)
        #expect(results[0]["level"] as? String == "warning")
        // Every rule Handbook reports on content is listed, found or not.
        let ids = Self.objects(at: "tool.driver.rules[]", in: run).compactMap { $0["id"] as? String }
        #expect(ids == GuidelineRule.all.map(\.id) + DiagnosticKind.all.map(\.id))
        // The guideline rule's page: a path from where check ran, as site.yml has no url.
        let verb = try #require(Self.objects(at: "tool.driver.rules[]", in: run).first { $0["id"] as? String == "labels.action-verb" })
        #expect((Self.objects(at: "help", in: verb).first?["text"] as? String)?.hasSuffix("See Content/guidelines/writing/labels.md.") == true)
        #expect(verb["helpUri"] == nil)
        // The same content, the same bytes; json and text are unchanged.
        #expect(try CommandLineTests().run(["check", "--format", "sarif"], in: site.root).stdout == result.stdout)
        let json = try CommandLineTests().run(["check", "--format", "json"], in: site.root)
        #expect(json.stdout.hasPrefix("[\n  {\"file\": \"Content/guidelines/writing/block.md\""))
    }

    @Test func aCleanSiteGivesALogWithNoResults() throws {
        let site = try TestSite.basic()
        defer { site.remove() }
        let result = try CommandLineTests().run(["check", "--format", "sarif"], in: site.root)
        #expect(result.status == 0)
        let run = try Self.validate(result.stdout)
        #expect(Self.objects(at: "results[]", in: run).isEmpty)
        #expect(run["results"] as? [Any] != nil, "an empty results array, not a missing one")
    }

    @Test func withAPublishedURLRulesLinkTheirPages() throws {
        let config = SiteConfig.parse(SourceText(path: "site.yml", text: """
        url: https://design.example.com
        base-path: /harbor/
        rule-pages: { labels: guidelines/navigation/writing-tab-labels.md, tabs: components/tabs.yml, tab-bar.badge: guidelines/badges/index.md }

        """)).0
        let log = SARIFLog.forCheck(config: config, contentDirectory: "docs/Content", workingDirectory: "/repo")
        func rule(_ id: String) -> SARIFRule? { log.rules.first { $0.id == id } }
        #expect(rule("labels.digits")?.helpURI == "https://design.example.com/harbor/guidelines/navigation/writing-tab-labels/")
        #expect(rule("tabs.fixed.truncates")?.helpURI == "https://design.example.com/harbor/components/tabs/")
        #expect(rule("tab-bar.badge")?.helpURI == "https://design.example.com/harbor/guidelines/badges/")
        #expect(rule("tab-bar.touch-target")?.helpURI == nil, "no page for the rest of tab-bar")
        #expect(rule("yaml.syntax")?.level == .error && rule("link.broken")?.level == .warning)
        #expect(log.fallbackFile == "docs/Content/site.yml")
    }

    @Test func findingsOutsideTheFolderOrWithoutAFileStillHaveALocation() throws {
        let log = SARIFLog(toolVersion: "1.0", rules: [], baseDirectory: "/repo", fallbackFile: "Content/site.yml")
        let diagnostics: [Diagnostic] = [
            .warning("labels.digits", "'Top 10' contains digits", at: SourceLocation(file: "/repo/Content/My Page.md", line: 3, column: 2)),
            .error("spec.kind", "unknown kind", at: SourceLocation(file: "/elsewhere/tabs.yml", line: 1, column: 7)),
            .error("site.font", "the default preview font, Inter Medium, is not installed", at: nil, explanation: "Install it."),
        ]
        let run = try Self.validate(log.encode(diagnostics))
        let uris = Self.objects(at: "results[].locations[].physicalLocation.artifactLocation", in: run).map { $0["uri"] as? String }
        // Display order: the finding with no file first, then by path.
        #expect(uris == ["Content/site.yml", "file:///elsewhere/tabs.yml", "Content/My%20Page.md"])
        let first = try #require(Self.objects(at: "results[]", in: run).first)
        #expect(Self.objects(at: "message", in: first).first?["text"] as? String == "the default preview font, Inter Medium, is not installed\nInstall it.")
        // Ids no rule describes get one, so every ruleId resolves.
        #expect(Self.objects(at: "tool.driver.rules[]", in: run).compactMap { $0["id"] as? String } == ["labels.digits", "site.font", "spec.kind"])
    }

    @Test func aNoteIsARelatedLocation() throws {
        let log = SARIFLog(toolVersion: "1.0", rules: [], baseDirectory: "/repo", fallbackFile: "Content/site.yml")
        var finding = Diagnostic.warning("translation.untranslated", "'Mentions' is not translated into Belarusian (be)", at: SourceLocation(file: "/repo/Content/components/tab-bar.yml", line: 11, column: 18))
        finding.notes = [Diagnostic.Note("'Mentions' is key 'tab.mentions' in be (String Catalog)", at: SourceLocation(file: "/repo/Content/i18n/Localizable.xcstrings", line: 22, column: 59)),
                         Diagnostic.Note("a note with no place", at: nil)]
        let run = try Self.validate(log.encode([finding]))
        let related = Self.objects(at: "results[].relatedLocations[]", in: run)
        #expect(related.count == 1, "a note without a place is no location")
        #expect(Self.objects(at: "physicalLocation.artifactLocation", in: try #require(related.first)).first?["uri"] as? String == "Content/i18n/Localizable.xcstrings")
        #expect(Self.objects(at: "physicalLocation.region", in: try #require(related.first)).first?["startLine"] as? Double == 22)
        #expect(Self.objects(at: "message", in: try #require(related.first)).first?["text"] as? String == "'Mentions' is key 'tab.mentions' in be (String Catalog)")
    }
}
