import Foundation
import Testing
@testable import Handbook

/// Specs as users break them: seeded byte and line mutations of the bundled tabs spec must
/// load or fail with positioned diagnostics, and whatever loads must render, never trap.
@Suite struct ComponentSpecMutationTests {
    static let pieces = ["-1", "0", "99", "[]", "{}", "~", "''", "\"<script>\"", ": x", "- ", "\t", "é", "&a", "*a", "!!int", "1e400", "dont", "fixed", "tab-bar"]

    @Test func mutatedSpecsLoadOrFailWithPositionsAndRenderWithoutTrapping() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Content/components/tabs.yml").path
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let previews = PreviewRenderer(measurer: HalfEmMeasurer(), deviceWidths: [320, 375, 390, 768])
        let builder = ComponentPageBuilder(previews: previews, deviceWidths: [320, 375, 390, 768], componentTitles: [:],
                                           targets: LinkTargets(), rulePages: RulePages(), library: try #require(Theme.builtIn).library)
        var random = SplitMix64(seed: 2026)
        var loaded = 0
        for _ in 0..<300 {
            var lines = original.components(separatedBy: "\n")
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let row = Int.random(in: 0..<lines.count, using: &random)
                var line = Array(lines[row])
                switch Int.random(in: 0..<4, using: &random) {
                case 0: lines.remove(at: row); continue
                case 1: lines.insert(lines[row], at: row)
                case 2 where !line.isEmpty: line.remove(at: Int.random(in: 0..<line.count, using: &random))
                default:
                    let at = Int.random(in: 0...line.count, using: &random)
                    line.insert(contentsOf: Self.pieces.randomElement(using: &random) ?? "", at: at)
                }
                if lines.indices.contains(row) { lines[row] = String(line) }
            }
            let (spec, diagnostics) = ComponentSpecLoader.load(SourceText(path: "tabs.yml", text: lines.joined(separator: "\n")), name: "tabs", sourcePath: "components/tabs.yml")
            for diagnostic in diagnostics {
                let location = try #require(diagnostic.location, "\(diagnostic.id) has no position")
                #expect(location.line >= 1 && location.column >= 1)
            }
            if let spec {
                loaded += 1
                _ = builder.build(spec, notes: nil)
            } else {
                #expect(diagnostics.hasErrors)
            }
        }
        #expect(loaded > 20, "mutations should not all break the spec")
    }
}
