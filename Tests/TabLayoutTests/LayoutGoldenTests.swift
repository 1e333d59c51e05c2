import Foundation
import TabLayout
import Testing

/// Golden geometry for every variant, from `LayoutGoldens.swift`, measured with the
/// fixed-width measurer. Regenerate only on purpose: `HANDBOOK_REGENERATE_GOLDENS=1 swift test
/// --filter LayoutGoldenTests` rewrites the expected blocks; review the diff before committing.
struct LayoutGoldenTests {
    static let fixtureURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("LayoutGoldens.swift")

    static let cases = GoldenCase.parse(LayoutGoldens.fixture)

    @Test func fixtureHasCases() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func golden(_ golden: GoldenCase) throws {
        let layout = try TabLayoutEngine(measurer: FixedWidthMeasurer()).layout(golden.request())
        let actual = GoldenCase.describe(layout)
        if ProcessInfo.processInfo.environment["HANDBOOK_REGENERATE_GOLDENS"] == "1" {
            try Self.regenerate(golden.title, actual: actual)
        } else {
            #expect(actual == golden.expected)
        }
    }

    /// Rewrites one case's expected block in place (cases run serially for this reason).
    static let regenerationLock = NSLock()
    static func regenerate(_ title: String, actual: String) throws {
        regenerationLock.lock()
        defer { regenerationLock.unlock() }
        let text = try String(contentsOf: fixtureURL, encoding: .utf8)
        var out: [String] = []
        var skipping = false
        var inCase = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("### ") || line.hasPrefix("\"\"\"#") {
                skipping = false
                inCase = line == "### \(title)"
            }
            if skipping { continue }
            out.append(line)
            if inCase && line == "." {
                out.append(actual)
                out.append("")
                skipping = true
            }
        }
        try out.joined(separator: "\n").write(to: fixtureURL, atomically: true, encoding: .utf8)
    }
}
