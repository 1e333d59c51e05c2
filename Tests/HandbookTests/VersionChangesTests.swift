import Foundation
import Testing
@testable import Handbook

/// A versioned site's Changes say what the pictures say (#47): the widths where an example
/// starts truncating, then and now, are the ones each version's `NAME.json` publishes, so an
/// edit that moves no label (a colour) reports no threshold, and one that does reports the
/// published numbers, on the platform and in the unit its picture is drawn in.
@Suite(.serialized) struct VersionChangesTests {
    struct Facts: Decodable {
        struct Threshold: Decodable { var example: String?; var locale: String; var platform: String; var truncatesBelow: Double }
        struct Changes: Decodable { var spec: [String]; var consequences: [String] }
        var thresholds: [Threshold]
        var changes: Changes?
    }

    /// The bundled Content, committed and tagged v1, then edited by `edit` and listing v1 as
    /// version 1.0; built, with `tab-bar.json` as published now and as 1.0 published it.
    static func build(_ edit: (TestSite) throws -> Void) throws -> (now: Facts, then: Facts, site: TestSite) {
        let site = try TestSite([:])
        try FileManager.default.copyItem(atPath: SiteConsistencyTests.bundled, toPath: site.path("Content"))
        try VersionsTests.git(["init", "-q"], in: site.root)
        try VersionsTests.git(["add", "-A"], in: site.root)
        try VersionsTests.git(["commit", "-q", "-m", "1.0"], in: site.root)
        try VersionsTests.git(["tag", "v1"], in: site.root)
        try edit(site)
        let settings = try #require(site.read("Content/site.yml"))
        try site.write("Content/site.yml", settings + "versions:\n  - { name: '1.0', ref: v1 }\n")
        let report = VersionsTests().build(site, cache: site.path("cache"))
        #expect(report.succeeded, "\(report.diagnostics)")
        let decoder = JSONDecoder()
        let now = try decoder.decode(Facts.self, from: Data(try #require(site.read("_site/components/tab-bar.json")).utf8))
        let then = try decoder.decode(Facts.self, from: Data(try #require(site.read("_site/1.0/components/tab-bar.json")).utf8))
        return (now, then, site)
    }

    static func thresholdLines(_ facts: Facts) -> [String] {
        (facts.changes?.consequences ?? []).filter { $0.contains("truncates") || $0.contains("fits its labels") }
    }

    @Test func aColourEditReportsNoThresholdThatDidNotMove() throws {
        let (now, then, site) = try Self.build { site in
            let dark = try #require(site.read("Content/tokens/dark.tokens.json"))
            try site.write("Content/tokens/dark.tokens.json", dark.replacingOccurrences(of: "\"secondary\": { \"$value\": \"#b4bcc8\" }", with: "\"secondary\": { \"$value\": \"#6a717d\" }"))
        }
        defer { site.remove() }
        // The pictures' thresholds did not move, so nothing may say they did.
        #expect(now.thresholds.map(\.truncatesBelow) == then.thresholds.map(\.truncatesBelow))
        #expect(Self.thresholdLines(now).isEmpty, "\(Self.thresholdLines(now))")
        // Nor that an example was added or removed: each compares with itself as drawn.
        #expect(now.changes?.spec == [], "\(now.changes?.spec ?? [])")
        // The colour's own consequence is still reported.
        #expect(now.changes?.consequences.contains { $0.contains("{color.text.secondary}") && $0.contains("→") } == true, "\(now.changes?.consequences ?? [])")
    }

    @Test func aLabelEditReportsThePublishedThresholdsOnTheirPlatformInItsUnit() throws {
        let (now, then, site) = try Self.build { site in
            let spec = try #require(site.read("Content/components/tab-bar.yml"))
            #expect(spec.contains("label: Radio"), "the bundled tab bar changed its Radio item")
            try site.write("Content/components/tab-bar.yml", spec.replacingOccurrences(of: "label: Radio", with: "label: Radio stations"))
        }
        defer { site.remove() }
        #expect(now.changes?.spec.allSatisfy { $0.hasPrefix("example '") && $0.contains(": items ") && $0.contains("Radio stations") } == true, "\(now.changes?.spec ?? [])")
        let lines = Self.thresholdLines(now)
        #expect(!lines.isEmpty, "\(now.changes?.consequences ?? [])")
        // Examples named by the variant their spec writes, not an iPad's form for an Android tablet.
        #expect(now.changes?.spec.contains("example 'Television app on an Android tablet' (tab-bar): items Home, Live, Kids, Radio → Home, Live, Kids, Radio stations") == true,
                "\(now.changes?.spec ?? [])")
        // A line on Android names the bar Android draws.
        let android = lines.filter { $0.contains(" on Android ") }
        #expect(!android.isEmpty && android.allSatisfy { $0.contains("(navigation bar)") }, "\(android)")
        for line in lines {
            // "Radio app (floating tab bar) now truncates below 199 pt, was 159 pt."
            let numbers = line.matches(of: /(\d+) (pt|dp|px)/).map { (Double(String($0.output.1)) ?? -1, String($0.output.2)) }
            let title = String(line.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
            // The bundled bar is drawn on iOS (pt) and Android (dp); a line names Android
            // unless its title does.
            let unit = numbers.first?.1
            let platform = unit == "dp" ? "android" : "ios"
            if line.contains(" on Android ") { #expect(unit == "dp", "\(line)") }
            if line.contains(" on iOS ") { #expect(unit == "pt", "\(line)") }
            let published = { (facts: Facts) in
                facts.thresholds.filter { $0.example == title && $0.locale == "en" && $0.platform == platform }.map(\.truncatesBelow).max()
            }
            #expect(numbers.first?.0 == published(now), "\(line) against \(now.thresholds.filter { $0.example == title })")
            if numbers.count > 1 { #expect(numbers[1].0 == published(then), "\(line) against 1.0's \(then.thresholds.filter { $0.example == title })") }
            #expect(numbers.allSatisfy { $0.1 == unit }, "\(line)")
        }
    }

    /// `handbook mcp` answers from the same load: a component's answer on a versioned site
    /// carries the Changes its page publishes (before: none at all, as MCP never read the
    /// previous version).
    @Test func theAssistantsAnswerCarriesTheChangesThePagePublishes() throws {
        let (now, _, site) = try Self.build { site in
            let spec = try #require(site.read("Content/components/tab-bar.yml"))
            try site.write("Content/components/tab-bar.yml", spec.replacingOccurrences(of: "label: Radio", with: "label: Radio stations"))
        }
        defer { site.remove() }
        let (loaded, diagnostics) = DesignSystem.load(contentDirectory: site.path("Content"))
        let system = try #require(loaded, "\(diagnostics)")
        let component = try #require(system.component(named: "tab-bar"))
        let changes = system.answer(for: component).changes
        #expect(changes?.since == "1.0", "the answer has no changes")
        #expect(changes?.consequences.isEmpty == false)
        #expect(changes?.consequences == now.changes?.consequences)
        #expect(changes?.spec == now.changes?.spec)
    }
}
