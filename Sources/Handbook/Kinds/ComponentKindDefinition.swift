import TabLayout

/// Everything Handbook knows of one kind of component, behind one seam: what its spec may
/// say (variant names, states, style parts), how its examples are laid out and compared, what
/// the guidelines check of it (contrast pairs, the selection mark, rules on the whole spec)
/// and which sections its page shows. The rest of Handbook reaches a kind only through this
/// protocol, so a new kind is one folder under `Kinds/` with a type conforming to it and one
/// entry in `ComponentKinds.builtIn` (or a `register` call, as the tests' toy kind does).
///
/// The defaults below are the tab family's (the three built-in kinds share the engine,
/// `TabLayout`, and the page sections); a kind with an engine of its own gives its own
/// `sections` and `findings`.
protocol ComponentKindDefinition: Sendable {
    /// The name a spec's `kind:` gives: `tabs`, `tab-bar`.
    var name: String { get }
    /// The engine variant an example uses unless it names one.
    var defaultVariant: TabVariant { get }
    /// Variant names the kind's examples may use beyond the engine's four (`phone`, `tablet`).
    var variantNames: [ExampleKeys.VariantName] { get }
    /// States the kind can show, in the order the States section draws them.
    var supportedStates: [String] { get }
    /// The `style:` parts the kind draws itself; the parts every kind shares follow them.
    var styleParts: [String] { get }
    /// The part the bar is drawn on (`container`, a segmented control's `track`).
    var groundPart: String { get }
    /// The pairs of paints the guidelines check for contrast, in the order the Themes section lists them.
    var contrastPairs: [ContrastPair] { get }
    /// What tells the selected item apart by shape, to check it is seen in every theme; nil
    /// when the selection changes a shape the theme cannot hide (a tab bar's filled icon).
    func selectionMark(for spec: ComponentSpec) -> SelectionMark?
    /// Whether the spec's `metrics:` apply to an example drawn as `variant` (an example that
    /// borrows another kind's variant is drawn with that variant's defaults).
    func usesSpecMetrics(for variant: TabVariant) -> Bool
    /// The labels drawn when a spec has no example.
    var placeholderLabels: [String] { get }
    /// The bars the Variants section compares at each device width.
    func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar]
    /// The sections of the kind's page, in page order.
    var sections: [any ComponentPageSection] { get }
    /// Rules the kind checks on the whole spec, beyond what each example's preview checks.
    func findings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic]
    /// Errors that keep the spec's page from being drawn at all: examples its engine refuses
    /// with the sizes the spec and its tokens give. The page is not made when there are any.
    func refusals(of spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic]
}

extension ComponentKindDefinition {
    var variantNames: [ExampleKeys.VariantName] { [] }
    var groundPart: String { "container" }
    func selectionMark(for spec: ComponentSpec) -> SelectionMark? { nil }
    func usesSpecMetrics(for variant: TabVariant) -> Bool { variant == defaultVariant }
    var placeholderLabels: [String] { ["Overview", "Details", "Reviews"] }
    func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar] {
        [ComparedBar(name: page.spec.component, example: page.base, metrics: page.metrics(for: page.base))]
    }
    var sections: [any ComponentPageSection] { ComponentPageBuilder.tabFamilySections }
    func findings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] { [] }

    /// Each example laid out once by the tab engine, as the page's first preview draws it.
    func refusals(of spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        defaultRefusals(of: spec, previews: previews)
    }

    /// The tab family's refusals, for a kind that adds its own before them.
    func defaultRefusals(of spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        spec.examples.flatMap { example -> [Diagnostic] in
            let metrics = usesSpecMetrics(for: example.variant) ? spec.metrics : nil
            do throws(DiagnosticsError) {
                _ = try PreviewRenderer.layout(example.request(defaultWidth: previews.defaultWidth, metrics: metrics), of: example, engine: previews.engine)
                return []
            } catch {
                return error.diagnostics
            }
        }
    }
}

/// Two paints whose contrast the guidelines check, and the least ratio they need.
struct ContrastPair: Sendable {
    /// What the least ratio is.
    enum Minimum: Sendable {
        /// Text: 4.5:1, or 3:1 for large text (WCAG 2.2, 1.4.3).
        case text
        /// A fixed ratio (3:1 for a graphical object, 1.4.11).
        case ratio(Double)
    }

    /// "Active label", as the Themes section names the pair.
    var what: String
    var foreground: String
    var background: String
    var minimum: Minimum
    var rule: GuidelineRule
    /// Checked only when the spec styles one of these parts (an unstyled badge keeps the
    /// theme's own paints, which are not the team's to fix).
    var needsStyle: [String] = []

    /// The least ratio, with `text` as the minimum for text.
    func minimum(text: Double) -> Double {
        switch minimum {
        case .text: text
        case .ratio(let ratio): ratio
        }
    }
}

/// The part that shows the selection by shape, drawn on `ground`.
struct SelectionMark: Sendable {
    var mark: String
    var ground: String
    /// A part that outlines the mark even when the mark's fill matches the ground.
    var edge: String?
    /// Whether the mark is drawn at all (a zero-height indicator is not).
    var isDrawn = true
}
