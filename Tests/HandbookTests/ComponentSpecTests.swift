import Testing
@testable import Handbook

/// Loading component specs: every wrong value reported as `path:line:column` with a stable id.
@Suite struct ComponentSpecTests {
    static let header = "component: Tabs\nsummary: Sections of a screen.\nkind: tabs\n"

    static func load(_ text: String) -> (ComponentSpec?, [Diagnostic]) {
        ComponentSpecLoader.load(SourceText(path: "tabs.yml", text: text), name: "tabs", sourcePath: "components/tabs.yml")
    }

    @Test func aValidSpecLoadsEveryField() throws {
        let text = Self.header + """
        anatomy:
          - { part: container, description: Holds the items. }
        variants:
          fixed: { description: Shares the width., min-items: 2, max-items: 4 }
        states: [default, pressed, active]
        metrics: { height: 40, item-padding: 12, font-size: 15 }
        content: { max-words: 3, case: any, digits: true }
        examples:
          - { title: Details, variant: fixed, items: [About, { label: Specs, disabled: true }], selected: 1, width: 360, intent: do, caption: Fits. }
        known-gaps: [Badges on tab items]
        related: [tab-bar]

        """
        let (spec, diagnostics) = Self.load(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let loaded = try #require(spec)
        #expect(loaded.component == "Tabs")
        #expect(loaded.componentLocation == SourceLocation(file: "tabs.yml", line: 1, column: 12))
        #expect(loaded.tabMetrics?.height == 40 && loaded.tabMetrics?.itemPadding == 12 && loaded.tabMetrics?.fontSize == 15)
        #expect(loaded.content.maxWords == 3 && !loaded.content.sentenceCase && loaded.content.digitsAllowed)
        let example = try #require(loaded.examples.first)
        #expect(example.items.map(\.label) == ["About", "Specs"])
        #expect(example.items[1].disabled)
        #expect(example.selected == 1 && example.width == 360 && example.intent == .do && example.caption == "Fits.")
        #expect(loaded.knownGaps == ["Badges on tab items"] && loaded.related == ["tab-bar"])
    }

    @Test(arguments: [
        // YAML syntax
        ("examples: [", "yaml.syntax", 5, 1),
        // unknown keys, at the key
        ("exampels: []", "yaml.unknown-key", 4, 1),
        ("metrics: { heigth: 4 }", "yaml.unknown-key", 4, 12),
        ("examples:\n  - { items: [A, B], colour: red }", "yaml.unknown-key", 5, 22),
        // wrong types, at the value
        ("states: active", "yaml.type", 4, 9),
        ("examples:\n  - { items: Reviews }", "yaml.type", 5, 14),
        ("examples:\n  - { items: [A, B], selected: two }", "yaml.type", 5, 32),
        ("examples:\n  - { items: [A, B], rtl: maybe }", "yaml.type", 5, 27),
        ("anatomy: { part: container }", "yaml.type", 4, 10),
        // unknown names
        ("examples:\n  - { variant: fixd, items: [A, B] }", "example.variant", 5, 16),
        ("examples:\n  - { variant: scroll, device: watch, items: [A, B] }", "example.device", 5, 32),
        ("examples:\n  - { items: [A, B], intent: maybe }", "example.intent", 5, 30),
        ("states: [default, hovering]", "spec.state", 4, 19),
        ("states: [default, badge]", "spec.state", 4, 19),
        // selection and items
        ("examples:\n  - { items: [A, B], selected: 2 }", "example.selected", 5, 32),
        ("examples:\n  - { items: [A, B], selected: -1 }", "example.selected", 5, 32),
        ("examples:\n  - { items: [] }", "example.items-empty", 5, 14),
        ("examples:\n  - { title: Empty }", "example.items-missing", 5, 5),
        ("examples:\n  - { items: [{ icon: home }] }", "example.item-label", 5, 15),
        // lengths
        ("metrics: { height: 0 }", "yaml.value", 4, 20),
        ("metrics: { item-padding: -4 }", "yaml.value", 4, 26),
        ("examples:\n  - { items: [A, B], width: 0 }", "yaml.value", 5, 29),
    ])
    func eachWrongValueIsPositioned(tail: String, id: String, line: Int, column: Int) throws {
        let (spec, diagnostics) = Self.load(Self.header + tail + "\n")
        let found = try #require(diagnostics.first { $0.id == id }, "\(id) not in \(diagnostics.map(\.id))")
        #expect(found.severity == .error)
        #expect(found.location == SourceLocation(file: "tabs.yml", line: line, column: column), "\(found.message)")
        #expect(spec == nil)
    }

    @Test func theSpecsFixedRangeNarrowsTheItemCountRule() throws {
        let text = Self.header + "variants:\n  fixed: { description: Few., max-items: 3 }\nexamples:\n  - { variant: fixed, items: [About, Specs, Photos, Help] }\n"
        let (spec, diagnostics) = Self.load(text)
        #expect(diagnostics.isEmpty)
        let loaded = try #require(spec)
        #expect(loaded.content.fixedItems == 2...3)
        let rules = GuidelineRules(measurer: HalfEmMeasurer(), deviceWidths: [320])
        let finding = try #require(rules.findings(for: loaded.examples[0], content: loaded.content).first { $0.id == "tabs.fixed.item-count" })
        #expect(finding.message == "fixed tabs need 2 to 3 items, this bar has 4; use scroll tabs")
        #expect(finding.location == SourceLocation(file: "tabs.yml", line: 7, column: 23))
        let inverted = Self.load(Self.header + "variants:\n  fixed: { min-items: 4, max-items: 3 }\n").1
        #expect(inverted.map(\.id) == ["spec.variant-items"])
    }

    @Test func anAnatomyPartTheDiagramCannotPointAtIsAWarning() throws {
        let (spec, diagnostics) = Self.load(Self.header + "anatomy:\n  - { part: indicatr, description: The line. }\n")
        #expect(spec != nil)
        let finding = try #require(diagnostics.first)
        #expect(finding.id == "spec.anatomy-part" && finding.severity == .warning)
        #expect(finding.message == "the anatomy diagram cannot point at 'indicatr'; did you mean 'indicator'?")
        #expect(finding.location == SourceLocation(file: "tabs.yml", line: 5, column: 13))
    }

    @Test func unknownNamesSuggestTheRightOne() {
        let variant = Self.load(Self.header + "examples:\n  - { variant: fixd, items: [A, B] }\n").1
        #expect(variant.first?.message == "unknown variant 'fixd'; did you mean 'fixed'?")
        let key = Self.load(Self.header + "exampels: []\n").1
        #expect(key.first?.message.hasSuffix("did you mean 'examples'?") == true)
        let kind = Self.load("component: Tabs\nsummary: S.\nkind: tab-bars\n").1
        #expect(kind.first?.message == "unknown kind 'tab-bars'; did you mean 'tab-bar'?")
    }

    @Test func anEmptySpecIsReportedAtItsFirstLine() {
        for text in ["", "\n", "# only a comment\n"] {
            let (spec, diagnostics) = Self.load(text)
            #expect(spec == nil)
            #expect(diagnostics.map(\.id) == ["spec.empty"])
            #expect(diagnostics.first?.location == SourceLocation(file: "tabs.yml", line: 1, column: 1))
        }
    }

    @Test func missingRequiredKeysAreNamed() {
        let diagnostics = Self.load("component: Tabs\n").1
        #expect(diagnostics.map(\.message) == ["the spec has no 'summary'", "the spec has no 'kind'"])
        #expect(diagnostics.allSatisfy { $0.location?.line == 1 })
    }

    @Test func twoSpecsForOneComponentOrOneFolderAreAnError() throws {
        let spec = Self.header + "examples:\n  - { items: [About, Specs] }\n"
        let site = try TestSite.basic(["Content/components/tabs.yml": spec, "Content/components/tabs-again.yml": spec])
        defer { site.remove() }
        let report = site.build(check: true)
        #expect(report.locations(in: site) == ["Content/components/tabs.yml:1:12 spec.duplicate"])
        let message = try #require(report.diagnostics.first?.message)
        #expect(message.hasPrefix("two specs describe 'Tabs': this one and '") && message.hasSuffix("Content/components/tabs-again.yml'"))
    }
}
