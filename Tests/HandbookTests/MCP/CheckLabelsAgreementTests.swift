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
        let answer = try loaded.checkLabels(.labels(labels), of: component, variantName: variant, width: nil, translations: [:], useCatalogs: true)
        let expected = Set(checked.map { "\($0.id) \($0.message)" })
        let answered = Set(answer.findings.map { "\($0.rule) \($0.taggedMessage)" })
        #expect(answered == expected)
        if variant == "fixed" {
            #expect(!expected.isEmpty, "the fixed labels break a rule somewhere, so the comparison says something")
            #expect(answer.findings.contains { $0.locale == "de" && ($0.platform == "android" || $0.platform == "web") })
        }
    }

    /// A catalog where two keys share the source text "Reviews" and translate it differently:
    /// by text the label is ambiguous, by key it is what the build checks.
    static let ambiguousCatalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "tab.reviews": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Reviews"}},
                                            "de": {"stringUnit": {"state": "translated", "value": "Kundenbewertungen und Erfahrungen"}}}},
          "button.reviews": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Reviews"}},
                                               "de": {"stringUnit": {"state": "translated", "value": "Bewertungen"}}}},
          "tab.photos": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Photos"}},
                                           "de": {"stringUnit": {"state": "translated", "value": "Fotos"}}}}
        }}
        """

    /// `check_labels` by keys gives exactly the build's findings for the example that names
    /// those keys, in every locale; by the same labels' text it cannot (the text is the
    /// source of two keys), and says so.
    @Test func checkLabelsByKeysEqualsTheBuildsFindingsForTheSameExample() throws {
        let spec = """
            component: Tabs
            summary: Sections of one screen.
            kind: tabs
            variants:
              fixed: { description: Few short labels. }
              scroll: { description: Many or long labels. }
            examples:
              - title: Product
                variant: fixed
                items: [{ label: Reviews, key: tab.reviews }, { label: Photos, key: tab.photos }]
                intent: do
                caption: Two sections.

            """
        let site = try TestSite.basic([
            "Content/site.yml": "title: Test system\nlocales: [en, de]\ntranslations: [i18n/Localizable.xcstrings]\n",
            "Content/i18n/Localizable.xcstrings": Self.ambiguousCatalog,
            "Content/components/tabs.yml": spec,
        ])
        defer { site.remove() }
        var options = BuildOptions(contentDirectory: site.path("Content"), output: .none)
        options.cacheFolder = nil
        let built = SiteBuilder().build(options).diagnostics.filter { $0.location?.file.hasSuffix("components/tabs.yml") == true }
        #expect(built.contains { $0.id == "tabs.fixed.truncates" && $0.message.hasPrefix("[de] ") }, "the German key's text truncates: \(built.map(\.message))")
        let system = try #require(DesignSystem.load(contentDirectory: site.path("Content")).0)
        let tabs = try #require(system.component(named: "tabs"))
        let byKeys = try system.checkLabels(.keys(["tab.reviews", "tab.photos"]), of: tabs, variantName: "fixed", width: nil, translations: [:], useCatalogs: true)
        #expect(Set(byKeys.findings.map { "\($0.rule) \($0.taggedMessage)" }) == Set(built.map { "\($0.id) \($0.message)" }))
        #expect(byKeys.labels == ["Reviews", "Photos"] && byKeys.keys == ["tab.reviews", "tab.photos"])
        #expect(byKeys.findings.contains { $0.locale == "de" && !$0.message.hasPrefix("[") }, "the locale is a field, not a prefix")
        let byExample = try system.checkLabels(.example("product"), of: tabs, variantName: nil, width: nil, translations: [:], useCatalogs: true)
        #expect(Set(byExample.findings.map { "\($0.rule) \($0.taggedMessage)" }) == Set(built.map { "\($0.id) \($0.message)" }))
        let byText = try system.checkLabels(.labels(["Reviews", "Photos"]), of: tabs, variantName: "fixed", width: nil, translations: [:], useCatalogs: true)
        #expect(byText.findings.contains { $0.rule == "translation.ambiguous" })
        // An unknown key is refused by name, with the nearest key.
        #expect(throws: AssistantRefusal.self) { try system.checkLabels(.keys(["tab.reviwes"]), of: tabs, variantName: nil, width: nil, translations: [:], useCatalogs: true) }
        // `width` is the width checked: at 1000 pt the German labels fit.
        let wide = try system.checkLabels(.keys(["tab.reviews", "tab.photos"]), of: tabs, variantName: "fixed", width: 1000, translations: [:], useCatalogs: true)
        #expect(!wide.findings.contains { $0.rule == "tabs.fixed.truncates" }, "\(wide.findings.map(\.message))")
        #expect(wide.width == 1000)
    }
}
