import TabLayout

/// A kind of the tab family — tabs, tab bar, segmented control — laid out by the tab engine
/// (`TabLayout`): the engine's four variant names beside its own, `TabMetrics` and their
/// keys, the family's page sections, and a refusal for every example the engine cannot lay
/// out. A new kind of the family is a folder beside `Tabs/` with a type conforming to this.
package protocol TabFamilyKind: ComponentKindDefinition {
    /// Variant names the kind's examples may use beyond the engine's four (`phone`, `tablet`).
    var extraVariantNames: [VariantName] { get }
    /// The bars the Variants section compares at each device width.
    func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar]
}

extension TabFamilyKind {
    /// Every key the tab engine and the platforms' bars read.
    package var vocabulary: KindVocabulary { .tabFamily }

    package var extraVariantNames: [VariantName] { [] }
    package var variantNames: [VariantName] { TabFamily.engineVariantNames + extraVariantNames }
    package var metricKeys: [YAMLKey] { TabMetricsKeys.all }
    package var defaultMetrics: (any ComponentMetrics)? { defaultVariant.tab.map { TabMetrics.defaults(for: $0) } }
    package func guidelineItemRange(for variant: String) -> ClosedRange<Int>? {
        variant == ExampleVariant.fixed.rawValue ? LayoutRules.fixedItemRange : nil
    }
    /// The family's page, in order. One line registers a new section.
    package var sections: [any ComponentPageSection] {
        [ThemeSwitchSection(), ChangesSection(), AnatomySection(), ThemesSection(), VariantsSection(), NotesSection(), ExamplesSection(),
         StatesSection(), TextSizesSection(), LocalizationSection(), LanguagesSection(), KnownGapsSection(), RelatedSection(), ForEngineersSection()]
    }
    /// The shared rules, the label rules, the touch target and the kind's own family of rules
    /// (`tabs.*`, `tab-bar.*`, `segmented.*`).
    package var guidelineRules: [GuidelineRule] {
        let own = name == "segmented-control" ? "segmented" : name
        let families: Set<String> = [own, "labels", "target"]
        return sharedGuidelineRules + GuidelineRule.all.filter { families.contains($0.family) }
    }
    package func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar] {
        [ComparedBar(name: page.spec.component, example: page.base, metrics: page.metrics(for: page.base))]
    }

    /// Each example laid out once by the tab engine, as the page's first preview draws it.
    package func refusals(of spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        defaultRefusals(of: spec, previews: previews)
    }

    /// The tab family's refusals, for a kind that adds its own before them.
    package func defaultRefusals(of spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        spec.examples.flatMap { example -> [Diagnostic] in
            let metrics = usesSpecMetrics(for: example.variant) ? spec.tabMetrics : nil
            do throws(DiagnosticsError) {
                let request = try PreviewRenderer.request(of: example) { () throws(TabLayoutError) in
                    try example.request(defaultWidth: previews.defaultWidth, metrics: metrics)
                }
                _ = try PreviewRenderer.layout(request, of: example, engine: previews.engine)
                return []
            } catch {
                return error.diagnostics
            }
        }
    }
}

/// What the tab family's kinds share beyond the protocol.
package enum TabFamily {
    /// The tab engine's four variants by name: what a `tabbar` block may draw, and every kind
    /// of the family beside its own names.
    package static let engineVariantNames = [
        VariantName(name: "scroll", variant: .scroll, summary: "Scroll tabs: each item as wide as its label plus padding; the bar scrolls sideways when items overflow."),
        VariantName(name: "fixed", variant: .fixed, summary: "Fixed tabs: items share the width equally; only for two to four short labels that never truncate."),
        VariantName(name: "tab-bar", variant: .tabBar, summary: "A tab bar: app-level navigation at the bottom edge, items sharing the width."),
        VariantName(name: "segmented", variant: .segmented, summary: "A segmented control: two to five equal segments, the selected one raised."),
    ]
}

extension ComponentSpec {
    /// The spec's metrics as the tab engine takes them (a tab family spec's are `TabMetrics`).
    package var tabMetrics: TabMetrics? { metrics as? TabMetrics }
}

extension ComponentSpec.ContentRules {
    /// The item range of fixed tabs: the spec's (`variants.fixed`) or the guidelines' two to four.
    package var fixedItems: ClosedRange<Int> { itemRanges[ExampleVariant.fixed.rawValue] ?? LayoutRules.fixedItemRange }
}

extension ComponentPageDraft {
    /// The spec's metrics for examples drawn as the spec's own kind (a tabs spec's scroll and
    /// fixed bars); the engine's defaults for any other variant an example borrows.
    package func metrics(for example: ComponentExample) -> TabMetrics? {
        guard let metrics = spec.tabMetrics, spec.kind.definition.usesSpecMetrics(for: example.variant) else { return nil }
        return metrics
    }

    /// The metrics `example` is drawn with in `theme`: the theme's own when its tokens give
    /// the spec other lengths or type (a Dynamic Type size), else the spec's.
    package func metrics(for example: ComponentExample, in theme: PreviewTheme?) -> TabMetrics? {
        guard let metrics = metrics(for: example) else { return nil }
        return theme?.ownMetrics as? TabMetrics ?? metrics
    }
}

extension TabMetrics: ComponentMetrics {
    public mutating func set(_ key: String, to points: Double) {
        TabMetricsKeys.set(key, to: points, in: &self)
    }

    /// `floating:` and `top-bar:`: the lengths of iOS 26's floating bar and iPadOS's top bar,
    /// which only the spec gives (`OwnBarLengthKeys`).
    public mutating func setGroup(_ key: String, _ lengths: [String: Double]) {
        switch key {
        case OwnBarLengthKeys.floating.name: floating = FloatingBarMetrics(named: lengths)
        case OwnBarLengthKeys.topBar.name: topBar = TopBarMetrics(named: lengths)
        default: break
        }
    }

    public mutating func choose(_ key: String, _ value: String) {
        if key == TabMetricsKeys.indicatorSpan.name, let span = IndicatorSpan(rawValue: value) { indicatorSpan = span }
    }
}
