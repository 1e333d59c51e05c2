import Foundation
import Testing
import TabLayout
import TextMetrics
@testable import Handbook

/// One fixture per guideline rule: the example as a user writes it, the rule id it breaks,
/// and the line and column of the offending value. Measured with the default font stack,
/// as the build measures.
@Suite struct GuidelineRuleTests {
    static let deviceWidths: [Double] = [320, 375, 390, 768]

    static func measurer() throws -> FontStackMeasurer {
        try FontStackMeasurer(stack: .default)
    }

    /// The example in `yaml`, read as a `tabbar` block or spec example is read.
    static func example(_ yaml: String) throws -> ComponentExample {
        let document = try YAMLDocument(parsing: yaml, path: "fixture.yml")
        var reader = YAMLReader(document)
        let root = try #require(document.root)
        let example = ExampleReader.read(root, kind: nil, defaultVariant: .scroll, reader: &reader)
        #expect(reader.diagnostics.isEmpty, "\(reader.diagnostics)")
        return try #require(example)
    }

    /// Rule pages as a site.yml would name them; every finding's explanation points there.
    static let rulePages = RulePages(["labels": "guidelines/labels.md", "tab-bar": "guidelines/tab-bar.md", "tabs": "components/tabs.yml",
                                      "segmented": "components/segmented-control.yml"])

    static func findings(_ yaml: String, deviceWidths: [Double] = deviceWidths) throws -> [Diagnostic] {
        try GuidelineRules(measurer: measurer(), deviceWidths: deviceWidths, rulePages: rulePages).findings(for: example(yaml))
    }

    /// The engine's rule ids are written in `TabLayout` and again in `GuidelineRule` (a lower
    /// layer that does not see the engine): every one of the engine's ids is a rule's.
    @Test func everyEngineRuleIsAGuidelineRule() {
        for rule in LayoutRule.allCases {
            #expect(GuidelineRule.named(rule.id) != nil, "\(rule.id) has no GuidelineRule")
        }
    }

    @Test(arguments: [
        ("variant: fixed\nitems: [About, Specs, Photos, Help, Terms]", "tabs.fixed.item-count", 2, 1),
        ("variant: fixed\nitems: [About, Specifications, Photos]", "tabs.fixed.truncates", 2, 16),
        ("variant: fixed\nitems: [Reviews, About, Photos]", "tabs.fixed.truncates", 2, 9),
        ("items: [Overview]", "tabs.single-item", 1, 1),
        ("items: ['', About]", "labels.empty", 1, 9),
        ("items: [Shipping and returns, About]", "labels.max-words", 1, 9),
        ("items: [About, Top 10]", "labels.digits", 1, 16),
        ("items: [About, Product Details]", "labels.sentence-case", 1, 16),
        ("items: [About, Add photo]", "labels.action-verb", 1, 16),
        ("items: [About, Reviews, about]", "labels.duplicate", 1, 25),
        ("variant: tab-bar\nitems: [Home, Library, Radio, Podcasts, Profile, Settings]", "tab-bar.phone.more-item", 2, 1),
        ("variant: tab-bar\ndevice: tablet\nitems: [Home, Library, Radio, Podcasts, Profile, Settings, Friends, Store]", "tab-bar.tablet.too-many-items", 3, 1),
        ("variant: tab-bar\nitems: [Home, Notifications, Library, Radio, Profile]", "tab-bar.truncates", 2, 15),
        ("variant: tab-bar\nitems:\n  - { label: Home, badge: new }\n  - Library\n", "tab-bar.badge", 3, 27),
        ("variant: segmented\nitems: [Day, Week, Month, Year, Decade, Century]", "segmented.segment-count", 2, 1),
        ("variant: segmented\nitems: [Day, Week, Month, Internationalization]", "segmented.truncates", 2, 27),
    ])
    func eachRuleIsFoundAtItsValue(yaml: String, id: String, line: Int, column: Int) throws {
        let found = try Self.findings(yaml)
        let finding = try #require(found.first { $0.id == id }, "\(id) not in \(found.map(\.id))")
        #expect(finding.severity == .warning)
        #expect(finding.location == SourceLocation(file: "fixture.yml", line: line, column: column))
        #expect(finding.explanation?.contains("See \(Self.rulePages.page(for: id) ?? "?").") == true)
        #expect(GuidelineRule.named(id) != nil, "\(id) is a known rule")
    }

    @Test func theTouchTargetIsCheckedAtTheSmallestDeviceWidth() throws {
        let yaml = "variant: tab-bar\nitems: [Home, Library, Radio, Podcasts, Profile]"
        #expect(try Self.findings(yaml).contains { $0.id == "tab-bar.touch-target" } == false)
        let narrow = try Self.findings(yaml, deviceWidths: [200, 375])
        let finding = try #require(narrow.first { $0.id == "tab-bar.touch-target" })
        #expect(finding.location == SourceLocation(file: "fixture.yml", line: 2, column: 1))
        #expect(finding.message.contains("44 pt touch target at 200 pt"))
    }

    @Test func aTabletIsCheckedAtTabletWidthsNotAtThePhone() throws {
        // Seven items share 320 pt badly, but a tablet bar is never drawn that narrow.
        let yaml = "variant: tab-bar\ndevice: tablet\nitems: [Home, Library, Radio, Podcasts, Profile, Settings, Friends]"
        #expect(try Self.findings(yaml).isEmpty)
    }

    @Test func fixedTruncationNamesTheLabelTheWidthAndSuggestsScroll() throws {
        let atSmallest = try #require(try Self.findings("variant: fixed\nitems: [About, Specifications, Photos]").first { $0.id == "tabs.fixed.truncates" })
        #expect(atSmallest.message.hasPrefix("fixed tabs truncate 'Specifications' below "))
        #expect(atSmallest.message.hasSuffix("pt, and the smallest device is 320 pt; use scroll tabs"))
        let atLargeText = try #require(try Self.findings("variant: fixed\nitems: [Reviews, About, Photos]").first { $0.id == "tabs.fixed.truncates" })
        #expect(atLargeText.message.contains("at text scale 1.35"))
    }

    @Test func theFixedThresholdIsTheEngineExactWidth() throws {
        let measurer = try Self.measurer()
        let rules = GuidelineRules(measurer: measurer, deviceWidths: Self.deviceWidths)
        let example = try Self.example("variant: fixed\nitems: [Overview, Reviews, Size guide, Delivery, Returns]")
        let metrics = TabMetrics.defaults(for: .fixed)
        let threshold = try #require(rules.fixedThreshold(example, metrics: metrics))
        #expect(threshold.label == "Size guide")
        let engine = TabLayoutEngine(measurer: measurer)
        func truncates(at width: Double) throws -> Bool {
            try engine.layout(example.request(width: width, defaultWidth: width)).items.contains(where: \.truncated)
        }
        #expect(try !truncates(at: threshold.width))
        #expect(try truncates(at: threshold.width.nextDown))
        #expect(try truncates(at: threshold.width - 0.01))
    }

    @Test func thePhoneMoreItemIsSaidToBeComputed() throws {
        let found = try Self.findings("variant: tab-bar\nitems: [Home, Library, Radio, Podcasts, Profile, Settings]")
        let more = try #require(found.first { $0.id == "tab-bar.phone.more-item" })
        #expect(more.message.contains("under More (Profile, Settings)"))
    }

    @Test func goodExamplesBreakNothing() throws {
        for yaml in [
            "variant: fixed\nitems: [About, Specs, Photos]",
            "items: [Overview, Reviews, Size guide, Delivery, Returns, FAQ]",
            "variant: tab-bar\nitems:\n  - { label: Home, badge: '3' }\n  - { label: Library, badge: '!' }\n  - Radio\n",
            "variant: segmented\nitems: [Day, Week, Month]",
        ] {
            #expect(try Self.findings(yaml).isEmpty, "\(yaml)")
        }
    }

    @Test func aDontIsExemptButMustBreakSomething() throws {
        let previews = PreviewRenderer(measurer: try Self.measurer(), deviceWidths: Self.deviceWidths)
        let breaks = try previews.render(try Self.example("items: [About, Add photo]\nintent: dont"), idPrefix: "p")
        #expect(breaks.diagnostics.isEmpty)
        #expect(breaks.broken.map(\.id) == ["labels.action-verb"])
        #expect(breaks.html.contains("<strong class=\"verdict\">Don’t</strong>"))
        #expect(breaks.html.contains("starts with the verb"))
        let innocent = try previews.render(try Self.example("title: Fine\nitems: [About, Specs]\nintent: dont"), idPrefix: "p")
        #expect(innocent.diagnostics.map(\.id) == ["example.dont-breaks-nothing"])
        #expect(innocent.diagnostics.first?.location == SourceLocation(file: "fixture.yml", line: 1, column: 1))
        #expect(innocent.diagnostics.first?.message == "this Don't example breaks no guideline")
    }

    @Test func ruleFindingsInATabbarBlockPointAtTheMarkdownFile() throws {
        let page = "---\ntitle: Block\n---\n\nIntro.\n\n```tabbar\nvariant: fixed\nitems: [About, Add photo]\n```\n"
        let site = try TestSite.basic(["Content/guidelines/writing/block.md": page])
        defer { site.remove() }
        let report = site.build(check: true)
        #expect(report.locations(in: site) == ["Content/guidelines/writing/block.md:9:16 labels.action-verb"])
        #expect(report.succeeded)
    }
}
