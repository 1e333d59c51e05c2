import Foundation
import Testing
import TabLayout
@testable import Handbook

/// Every diagnostic id Handbook can report on content is described once, so
/// `check --format sarif` lists it with help before any finding uses it.
@Suite struct DiagnosticKindTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Ids written as literals where diagnostics are made, in every library target.
    static func idsInSources() throws -> Set<String> {
        let trigger = try Regex(#"\.error\(|\.warning\(|report\(|Diagnostic\(|YAMLProblem\(|id: "|let id =|GuidelineRule\(|Choices\("#)
        let literal = try Regex(#""([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)""#)
        let fileNames = [".yml", ".md", ".html", ".json", ".js", ".css", ".swift", ".mustache", ".xml", ".svg", ".txt"]
        var ids = Set<String>()
        // Every library target: a target added later is read without an edit here.
        let tools: Set<String> = ["handbook", "handbook-bench", "handbook-fuzz", "theme-embedder", "EmbedTheme"]
        let targets = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path).filter { !tools.contains($0) }.sorted()
        #expect(targets.contains("HandbookKinds") && targets.contains("HandbookComponents"))
        for folder in targets.map({ "Sources/" + $0 }) {
            let base = root.appendingPathComponent(folder).path
            for case let relative as String in FileManager.default.enumerator(atPath: base)?.allObjects ?? [] where relative.hasSuffix(".swift") {
                let text = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
                for line in text.split(separator: "\n") where line.contains(trigger) {
                    for match in line.matches(of: literal) {
                        guard let id = match.output[1].substring.map(String.init) else { continue }
                        if !fileNames.contains(where: { id.hasSuffix($0) }) { ids.insert(id) }
                    }
                }
            }
        }
        return ids
    }

    /// Ids the key declarations report: choices, patterns, list limits, missing keys.
    static func idsInDeclarations(_ shape: YAMLShape) -> Set<String> {
        switch shape {
        case .text(let rule): return Set([rule.choices?.id, rule.pattern?.problem.id].compactMap { $0 })
        case .number, .flag: return []
        case let .list(entry, rule): return idsInDeclarations(entry).union([rule.tooFew?.id, rule.repeated?.id].compactMap { $0 })
        case .either(let shapes): return shapes.reduce(into: Set()) { $0.formUnion(idsInDeclarations($1)) }
        case .mapping(let mapping):
            return mapping.keys.reduce(into: Set()) { ids, key in
                ids.formUnion(idsInDeclarations(key.shape))
                if let missing = key.missing { ids.insert(missing.id) }
            }
        }
    }

    @Test func everyReportedIdIsDescribed() throws {
        let described = Set(GuidelineRule.all.map(\.id) + DiagnosticKind.all.map(\.id))
        var reported = try Self.idsInSources()
        #expect(reported.count > 50, "the scan finds the sources")
        reported.formUnion(Self.idsInDeclarations(.mapping(SiteKeys.root)))
        for kind in [nil] + ComponentKind.allCases.map(Optional.some) {
            reported.formUnion(Self.idsInDeclarations(.mapping(ComponentSpecKeys.spec(for: kind))))
        }
        reported.formUnion(LayoutRule.allCases.map(\.rawValue))
        // `handbook init` and a build's output step report these; `check` never does.
        let outsideCheck = reported.filter { $0.hasPrefix("init.") || $0.hasPrefix("output.") }
        #expect(reported.subtracting(outsideCheck).subtracting(described).sorted() == [])
        #expect(described.subtracting(reported).sorted() == [], "described but never reported")
    }

    @Test func idsAreUniqueAndDescriptionsAreSentences() {
        let ids = GuidelineRule.all.map(\.id) + DiagnosticKind.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for kind in DiagnosticKind.all {
            #expect(kind.summary.hasSuffix(".") && kind.help.hasSuffix("."), "\(kind.id)")
        }
    }
}
