/// Everything Handbook knows of one kind of component, behind one seam: what its spec may
/// say (variant names, states, style parts, metrics), how its examples are drawn, what the
/// guidelines check of it (contrast pairs, the selection mark, rules on the whole spec) and
/// which sections its page shows. The rest of Handbook reaches a kind only through this
/// protocol, so a new kind is one folder under `Kinds/` with a type conforming to it and one
/// entry in `ComponentKinds.builtIn` (or a `register` call, as the tests' toy kind does).
///
/// The three built-in kinds share an engine (`TabLayout`) and most of their page: they
/// conform through `TabFamilyKind` (`Kinds/TabFamily/`), which gives the family's defaults.
package protocol ComponentKindDefinition: Sendable {
    /// The name a spec's `kind:` gives: `tabs`, `tab-bar`.
    var name: String { get }
    /// The variant an example uses unless it names one.
    var defaultVariant: ExampleVariant { get }
    /// The variant names the kind's examples may use.
    var variantNames: [VariantName] { get }
    /// States the kind can show, in the order the States section draws them.
    var supportedStates: [String] { get }
    /// The `style:` parts the kind draws itself; the parts its family shares follow them.
    var styleParts: [String] { get }
    /// The keys and style parts the kind's specs may use beyond every kind's (`KindVocabulary`).
    var vocabulary: KindVocabulary { get }
    /// The part the bar is drawn on (`container`, a segmented control's `track`).
    var groundPart: String { get }
    /// The pairs of paints the guidelines check for contrast, in the order the Themes section lists them.
    var contrastPairs: [ContrastPair] { get }
    /// What tells the selected item apart by shape, to check it is seen in every theme; nil
    /// when the selection changes a shape the theme cannot hide (a tab bar's filled icon).
    func selectionMark(for spec: ComponentSpec) -> SelectionMark?
    /// The keys a spec's `metrics:` may hold: the lengths the kind's engine takes.
    var metricKeys: [YAMLKey] { get }
    /// The kind's metrics with every length at its default, which a spec's `metrics:` and
    /// tokens then change; nil for a kind that takes none.
    var defaultMetrics: (any ComponentMetrics)? { get }
    /// Whether the spec's `metrics:` apply to an example drawn as `variant` (an example that
    /// borrows another kind's variant is drawn with that variant's defaults).
    func usesSpecMetrics(for variant: ExampleVariant) -> Bool
    /// How many items the guidelines allow an example of the variant named `variant`, which a
    /// spec may narrow (`variants: {fixed: {min-items: 2, max-items: 3}}`); nil: no limit to narrow.
    func guidelineItemRange(for variant: String) -> ClosedRange<Int>?
    /// The labels drawn when a spec has no example.
    var placeholderLabels: [String] { get }
    /// Whether the kind moves between an app's destinations (a tab bar: a navigation landmark
    /// on the web) rather than switching panels within a screen (tabs: the WAI-ARIA tabs pattern).
    var navigatesBetweenDestinations: Bool { get }
    /// Whether the kind's labels keep their size at larger text sizes on `platform` (an iOS
    /// tab bar's do, and a long press shows the Large Content Viewer instead).
    func keepsTextSize(on platform: Platform?) -> Bool
    /// The sections of the kind's page, in page order.
    var sections: [any ComponentPageSection] { get }
    /// Which generation of each platform's bars a spec of the kind documents (iOS 26's
    /// floating bar or iOS 18's, Material 3 Expressive or baseline).
    func generation(of spec: ComponentSpec) -> PlatformGeneration
    /// `example` as `renderer`'s platform draws it (a tab bar is Material's navigation bar on
    /// Android), before any section draws it.
    func adapt(_ example: ComponentExample, on renderer: PreviewRenderer) -> ComponentExample
    /// `example` of `page`'s spec drawn by the kind's engine on `renderer`, as a figure with its
    /// caption: the figure's markup and the rendition it shows, or nil for a kind that draws no
    /// pictures of its examples (the shared sections then show none). Throws when the engine
    /// refuses the example.
    func figure(_ example: ComponentExample, idPrefix: String, page: ComponentPageDraft, on renderer: PreviewRenderer) throws(DiagnosticsError) -> DrawnFigure?
    /// Rules the kind checks on the whole spec, beyond what each example's preview checks.
    func findings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic]
    /// Each example's smallest item against the touch target of every platform the spec
    /// names (WCAG 2.2, 2.5.8), measured as the kind lays it out; checked for styled specs.
    func targetFindings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic]
    /// What the kind's examples section reports of each example, without drawing it: a
    /// context whose tokens change the spec's lengths or type (a Dynamic Type size) is
    /// checked with it.
    func exampleFindings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic]
    /// Where `example` of `spec` stops fitting, in the source language and every locale the
    /// site ships, as `renderer`'s platform draws it (the assistant's facts and `NAME.json`).
    func truncationThresholds(of example: ComponentExample, in spec: ComponentSpec, on renderer: PreviewRenderer) -> [TruncationThreshold]
    /// Errors that keep the spec's page from being drawn at all: examples its engine refuses
    /// with the sizes the spec and its tokens give. The page is not made when there are any.
    func refusals(of spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic]
    /// The guideline rules a spec of this kind is checked against, as its facts publish them
    /// (`components/NAME.json`, `get_component`): the rules every kind shares, and the kind's own.
    var guidelineRules: [GuidelineRule] { get }
    /// The assistant's `check_labels` for a spec of this kind, by the kind's engine
    /// (`ComponentKindDefinition+Assistant`).
    func checkLabels(_ asked: LabelsAsked, of spec: ComponentSpec, variantName: String?, width: Double?, translations: [String: [String]],
                     useCatalogs: Bool, questions: LabelQuestions) throws(AssistantRefusal) -> DesignSystemAnswer.LabelCheck
    /// The assistant's `layout` for a spec of this kind, as JSON, by the kind's engine.
    func layout(_ asked: LayoutAsked, of spec: ComponentSpec, questions: LabelQuestions) throws(AssistantRefusal) -> (json: String, findings: [DesignSystemAnswer.Finding])
    /// An example's picture for the assistant's preview resources, by the kind's renderer.
    func previewSVG(_ example: ComponentExample, of spec: ComponentSpec, idPrefix: String, on renderer: PreviewRenderer) throws(DiagnosticsError) -> String?
}

extension ComponentKindDefinition {
    package var variantNames: [VariantName] { [] }
    package var vocabulary: KindVocabulary { KindVocabulary() }
    package var groundPart: String { "container" }
    package func selectionMark(for spec: ComponentSpec) -> SelectionMark? { nil }
    package var metricKeys: [YAMLKey] { [] }
    package var defaultMetrics: (any ComponentMetrics)? { nil }
    package func usesSpecMetrics(for variant: ExampleVariant) -> Bool { variant == defaultVariant }
    package func guidelineItemRange(for variant: String) -> ClosedRange<Int>? { nil }
    package var placeholderLabels: [String] { ["Overview", "Details", "Reviews"] }
    package var navigatesBetweenDestinations: Bool { false }
    package func keepsTextSize(on platform: Platform?) -> Bool { false }
    package func findings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] { [] }
    package func targetFindings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] { [] }
    package func exampleFindings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] { [] }
    package func refusals(of spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] { [] }
    package func generation(of spec: ComponentSpec) -> PlatformGeneration {
        PlatformGeneration(ios: spec.iosVersion ?? .ios26, android: spec.androidStyle)
    }
    package func adapt(_ example: ComponentExample, on renderer: PreviewRenderer) -> ComponentExample { example }
    package func figure(_ example: ComponentExample, idPrefix: String, page: ComponentPageDraft, on renderer: PreviewRenderer) throws(DiagnosticsError) -> DrawnFigure? { nil }
    package var guidelineRules: [GuidelineRule] { sharedGuidelineRules }

    /// The rules that hold for every kind: a Don't must break a rule, fonts must draw every
    /// label, tokens must not be deprecated, and contrast where the kind has pairs to check.
    package var sharedGuidelineRules: [GuidelineRule] {
        let families: Set<String> = contrastPairs.isEmpty ? ["example", "font", "tokens"] : ["example", "font", "tokens", "contrast"]
        return GuidelineRule.all.filter { families.contains($0.family) }
    }
    package func truncationThresholds(of example: ComponentExample, in spec: ComponentSpec, on renderer: PreviewRenderer) -> [TruncationThreshold] { [] }
}

/// Two paints whose contrast the guidelines check, and the least ratio they need.
package struct ContrastPair: Sendable {
    /// What the least ratio is.
    package enum Minimum: Sendable {
        /// Text: 4.5:1, or 3:1 for large text (WCAG 2.2, 1.4.3).
        case text
        /// A fixed ratio (3:1 for a graphical object, 1.4.11).
        case ratio(Double)
    }

    /// "Active label", as the Themes section names the pair.
    package var what: String
    package var foreground: String
    package var background: String
    package var minimum: Minimum
    package var rule: GuidelineRule
    /// Checked only when the spec styles one of these parts (an unstyled badge keeps the
    /// theme's own paints, which are not the team's to fix).
    package var needsStyle: [String] = []
    /// Checked only in the themes of this platform (Material's pill is Android's).
    package var platform: Platform?

    package init(what: String, foreground: String, background: String, minimum: Minimum, rule: GuidelineRule, needsStyle: [String] = [], platform: Platform? = nil) {
        self.what = what
        self.foreground = foreground
        self.background = background
        self.minimum = minimum
        self.rule = rule
        self.needsStyle = needsStyle
        self.platform = platform
    }

    /// The least ratio, with `text` as the minimum for text.
    package func minimum(text: Double) -> Double {
        switch minimum {
        case .text: text
        case .ratio(let ratio): ratio
        }
    }
}

/// The part that shows the selection by shape, drawn on `ground`.
package struct SelectionMark: Sendable {
    package var mark: String
    package var ground: String
    /// A part that outlines the mark even when the mark's fill matches the ground.
    package var edge: String?
    /// Whether the mark is drawn at all (a zero-height indicator is not).
    package var isDrawn: Bool = true

    package init(mark: String, ground: String, edge: String? = nil, isDrawn: Bool = true) {
        self.mark = mark
        self.ground = ground
        self.edge = edge
        self.isDrawn = isDrawn
    }
}
