import Foundation
import Testing
@testable import Handbook

/// `check_labels` says what `handbook check` says: the same labels, written as an example
/// of a bundled spec, get the same findings (rule ids and messages, so the same widths) in
/// every locale the bundled catalogs translate and on every platform the spec names.
@Suite struct CheckLabelsAgreementTests {
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content")

    /// A copy of the bundled content whose tabs spec gains `example` as its first example.
    static func copy(adding example: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-agreement-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: bundled, to: folder)
        let spec = folder.appendingPathComponent("components/tabs.yml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "examples:\n", with: "examples:\n" + example).write(to: spec, atomically: true, encoding: .utf8)
        return folder.path
    }

    @Test(arguments: [("fixed", ["Reviews", "Photos", "Shipping", "Returns"]), ("scroll", ["Overview", "Reviews", "Size guide", "Delivery", "Returns"])])
    func checkLabelsAgreesWithCheck(variant: String, labels: [String]) throws {
        let example = "  - title: Proposed\n    variant: \(variant)\n    items: [\(labels.joined(separator: ", "))]\n    intent: do\n    caption: Proposed labels.\n"
        let content = try Self.copy(adding: example)
        defer { try? FileManager.default.removeItem(atPath: content) }
        var options = BuildOptions(contentDirectory: content, output: .none)
        options.cacheFolder = nil
        let checked = SiteBuilder().build(options).diagnostics.filter { $0.location?.file.hasSuffix("components/tabs.yml") == true }
        let (system, _) = DesignSystem.load(contentDirectory: content)
        let loaded = try #require(system)
        let component = try #require(loaded.component(named: "tabs"))
        let answer = try #require(loaded.checkLabels(labels, of: component, variantName: variant, width: nil, translations: [:], useCatalogs: true))
        let expected = Set(checked.map { "\($0.id) \($0.message)" })
        let answered = Set(answer.findings.map { "\($0.rule) \($0.message)" })
        #expect(answered == expected)
        if variant == "fixed" {
            #expect(!expected.isEmpty, "the fixed labels break a rule somewhere, so the comparison says something")
            #expect(answer.findings.contains { $0.message.hasPrefix("[android] [de] ") } || answer.findings.contains { $0.message.hasPrefix("[web] [de] ") })
        }
    }
}
