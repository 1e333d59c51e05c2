import Mustache
import TabLayout

/// Turns examples into `<figure class="preview">` blocks: the computed SVG, the caption,
/// Do/Don't framing, and the rules each example breaks (a Don't is captioned with them).
public struct PreviewRenderer: Sendable {
    private(set) var engine: TabLayoutEngine
    private(set) var rules: GuidelineRules
    /// Width used when an example names none: a common phone.
    let defaultWidth: Double
    /// Renders the figure around each preview (`partials/preview.mustache`).
    let library: MustacheLibrary
    /// The site's locales: an example drawn in one (`locale:`) shows its translated labels.
    private(set) var localization: Localization
    /// The platform previews are drawn for: a spec that names none is drawn as for the web.
    private(set) var pack: any PlatformPack = PlatformPacks.pack(for: nil)
    /// Findings name the platform (`[android] …`), for a spec that names several.
    private(set) var tagsFindings = false
    /// The measurers of platforms that draw with a face of their own.
    var platformFonts: PlatformFonts?
    /// The token themes the current spec is drawn in (`StyledSpec`); empty: the theme's paints.
    var themes: [PreviewTheme] = []

    /// The paints of pictures drawn once (the anatomy diagram, the width control, downloads):
    /// the first theme's, which is every modifier's default context.
    var primaryPalette: PreviewPalette { themes.first?.palette ?? .theme }

    /// A renderer over `measurer`; figures use `theme`'s partial (the built-in theme's by default).
    public init(measurer: any TextMeasurer, deviceWidths: [Double], rulePages: RulePages = RulePages(), theme: Theme? = nil,
                localization: Localization = Localization()) {
        library = (theme ?? Theme.builtIn)?.library ?? MustacheLibrary()
        engine = TabLayoutEngine(measurer: measurer)
        rules = GuidelineRules(measurer: measurer, deviceWidths: deviceWidths, rulePages: rulePages, localization: localization)
        self.localization = localization
        let common = Conventions.defaultPreviewWidth
        defaultWidth = deviceWidths.contains(common) ? common : (deviceWidths.sorted().dropFirst().first ?? deviceWidths.first ?? common)
    }

    /// This renderer drawing for `pack`: examples as the platform draws them (a tab bar as
    /// Material's navigation bar on Android), measured with its font; `tagging` names the
    /// platform in every finding.
    func on(_ pack: any PlatformPack, tagging: Bool) -> PreviewRenderer {
        var copy = self
        copy.pack = pack
        copy.tagsFindings = tagging
        if let measurer = platformFonts?.measurer(for: pack) {
            copy.localization = Localization(translations: localization.translations, measurer: measurer)
            copy.engine = TabLayoutEngine(measurer: measurer)
        }
        let widths = pack.deviceWidths(from: rules.deviceWidths)
        if copy.platformFonts?.measurer(for: pack) != nil || widths != rules.deviceWidths {
            copy.rules = GuidelineRules(measurer: copy.engine.measurer, deviceWidths: widths, rulePages: rules.rulePages, localization: copy.localization)
        }
        return copy
    }

    /// `example` as this renderer's platform draws it, with the metrics that still apply
    /// (a spec's metrics are for its own variant, not the one a platform turns it into).
    func adapt(_ example: TabExample, metrics: TabMetrics?) -> (example: TabExample, metrics: TabMetrics?) {
        let variant = pack.variant(for: example.variant, device: example.device)
        guard variant != example.variant else { return (example, pack.metrics(metrics, for: variant)) }
        var adapted = example
        adapted.variant = variant
        return (adapted, pack.metrics(nil, for: variant))
    }

    /// A drawing of this renderer's platform: `data-platform`, and its font family.
    func drawing(idPrefix: String, textScale: Double = 1) -> TabBarSVGRenderer {
        var drawing = TabBarSVGRenderer(idPrefix: idPrefix, textScale: textScale)
        drawing.platform = pack.tag
        if let family = PlatformFonts.svgFamily(for: pack) { drawing.fontFamily = family }
        return drawing
    }

    /// Findings as this renderer reports them: named by platform when it tags them.
    func tagged(_ findings: [Diagnostic]) -> [Diagnostic] {
        guard tagsFindings else { return findings }
        return findings.map { finding in
            var finding = finding
            finding.message = "[\(pack.tag)] " + finding.message
            return finding
        }
    }

    /// A laid-out example and what the rules say of it.
    public struct Rendered {
        public var layout: TabBarLayout
        public var svg: String
        public var html: String
        /// Findings to report: empty for a Don't that breaks a rule (its point), a warning for one that breaks none.
        public var diagnostics: [Diagnostic]
        /// The rules the example breaks, whatever its intent.
        public var broken: [Diagnostic]
        /// What the picture shows, in Markdown (`PreviewFacts`), for the page's Markdown twin.
        public var facts: String
    }

    /// Lays out `example` and wraps it in a figure; when the engine refuses it, an error
    /// naming the example and the engine's reason (never an empty figure).
    /// `links` turns the rules a Don't breaks into links to their guideline pages.
    /// `selectable` previews ship the engine's layout for every selection (`SelectionStates`),
    /// so a reader can click, tap or arrow through the items; `inEveryLocale` checks the
    /// example in every locale of the site (a component's own examples); `withOtherStates` adds
    /// the floating bar minimised and the iPad bar's sidebar, and which lengths came from the spec.
    func render(_ example: TabExample, idPrefix: String, content: ComponentSpec.ContentRules = .init(), metrics: TabMetrics? = nil,
                links: GuidelineLinker? = nil, selectable: Bool = true, inEveryLocale: Bool = false,
                withOtherStates: Bool = false) throws(DiagnosticsError) -> Rendered {
        let (example, metrics) = adapt(example, metrics: metrics)
        // An example drawn in a locale shows its labels as the app's catalogs translate them,
        // measured in that language.
        var drawn = example, engine = self.engine
        var labels: String?
        if let locale = example.locale {
            let translation = localization.translate(example, into: locale)
            drawn = translation.example
            labels = labelSources(example, translation)
            engine = TabLayoutEngine(measurer: localization.measurer(for: locale, fallback: rules.measurer))
        }
        let request = drawn.request(defaultWidth: defaultWidth(for: example), metrics: metrics)
        let layout = try Self.layout(request, of: example, engine: engine)
        let broken = tagged(rules.findings(for: example, content: content, metrics: metrics, inEveryLocale: inEveryLocale))
        var diagnostics = broken
        if example.intent == .dont {
            diagnostics = broken.isEmpty
                ? [GuidelineRule.dontBreaksNothing.warning("this Don't example breaks no guideline", at: example.location,
                            explanation: "A Don't example shows a mistake: make it break the rule it warns about, or mark it `intent: do`.")]
                : []
        }
        let name = Self.name(of: layout)
        var caption: [String: Any] = [:]
        if let intent = example.intent { caption["verdict"] = intent == .do ? "Do" : "Don’t" }
        if let text = example.caption ?? example.title { caption["text"] = text }
        if example.intent == .dont, !broken.isEmpty {
            // The first two rules, in the order found (items first), each linked to its guideline.
            var seen = Set<String>()
            caption["breaks"] = broken.filter { seen.insert($0.id).inserted }.prefix(2).map { finding -> [String: Any] in
                var reason: [String: Any] = ["message": finding.message]
                if let url = links?.url(for: finding.id) { reason["url"] = url }
                return reason
            }
            caption["hasBreaks"] = true
        }
        // One figure per token theme (or one in the theme's own paints); the page shows the
        // reader's scheme first and a control switches them all.
        var svg = "", html = ""
        let shown = PreviewThemeSet(themes)
        for (index, theme) in (themes.isEmpty ? [nil] : themes.map(Optional.some)).enumerated() {
            var drawing = drawing(idPrefix: index == 0 ? idPrefix : "\(idPrefix)-\(theme?.id ?? "")", textScale: request.textScale)
            drawing.steadyFrame = selectable
            drawing.palette = theme?.palette ?? .theme
            let picture = drawing.render(layout)
            if index == 0 { svg = picture }
            var context: [String: Any] = ["svg": picture, "label": theme.map { "\(name), \($0.name)" } ?? name]
            if let theme { context["theme"] = shown.context(for: theme) }
            if let locale = example.locale { context["lang"] = locale }
            if let labels { context["labels"] = labels }
            if selectable, let states = SelectionStates(engine: engine, renderer: drawing).json(for: request, layout: layout, name: "Demo of \(name): select an item") {
                context["demo"] = states
            }
            if let intent = example.intent { context["intent"] = intent.rawValue }
            if !caption.isEmpty { context["caption"] = caption }
            html += library.render(context, withTemplate: Conventions.previewTemplate) ?? ""
            if withOtherStates { html += ownBarFigures(layout, drawing: drawing, theme: context["theme"]) }
        }
        if themes.count > 1 { html = "<div class=\"preview-themes\">\n" + html + "</div>\n" }
        if withOtherStates { html += lengthsNote(layout) }
        let facts = PreviewFacts(layout: layout, example: drawn, pack: pack, findings: broken).markdown + (withOtherStates ? lengthsFacts(layout) : "")
        return Rendered(layout: layout, svg: svg, html: html, diagnostics: diagnostics, broken: broken, facts: facts)
    }

    /// The width an example that names none is drawn at: a common phone, or for a tablet's
    /// bar the smallest tablet width — the width its rules are checked at, so a tablet bar is
    /// never drawn, nor seen truncating, at a phone's width.
    func defaultWidth(for example: TabExample) -> Double {
        example.device == .tablet && (example.variant == .tabBar || example.variant == .navigationRail || example.variant == .topTabBar)
            ? rules.smallestWidth(for: example) : defaultWidth
    }

    /// Where each label of an example drawn in a locale came from, as the figure's data
    /// (`script.preview__labels`): the label as written, the text drawn, and the catalog key,
    /// file (relative to the content folder: the page is published), line and column — or
    /// `"key": null` for a label drawn in the source text.
    func labelSources(_ example: TabExample, _ translation: Localization.Translated) -> String {
        let rows = example.items.indices.map { index -> String in
            let item = example.items[index]
            var fields = ["\"label\": " + ScriptJSON.quoted(item.label), "\"text\": " + ScriptJSON.quoted(translation.example.items[index].label)]
            if let entry = translation.entries[index] {
                fields += ["\"key\": " + ScriptJSON.quoted(entry.key), "\"locale\": " + ScriptJSON.quoted(entry.locale),
                           "\"file\": " + ScriptJSON.quoted(localization.translations.contentRelativePath(entry.location.file)), "\"line\": \(entry.location.line)", "\"column\": \(entry.location.column)"]
            } else {
                fields.append("\"key\": null")
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return "[" + rows.joined(separator: ", ") + "]"
    }

    /// The engine's layout of `request`, drawn for `example`, or the error that names it.
    static func layout(_ request: TabLayoutRequest, of example: TabExample, engine: TabLayoutEngine) throws(DiagnosticsError) -> TabBarLayout {
        do {
            return try engine.layout(request)
        } catch {
            let title = example.title.map { " '\($0)'" } ?? ""
            throw DiagnosticsError([.error("example.layout", "the example\(title) cannot be laid out: \(error)", at: example.location,
                                           explanation: "Handbook draws every example with its engine; the spec's metrics and tokens must give it sizes it can use.")])
        }
    }

    /// A picture drawn elsewhere (the width control's bars, the Large Content Viewer) in the
    /// theme's figure, named `label`, with an optional caption.
    func figure(svg: String, label: String, caption: String?) -> String {
        var context: [String: Any] = ["svg": svg, "label": label]
        if let caption { context["caption"] = ["text": caption] }
        return library.render(context, withTemplate: Conventions.previewTemplate) ?? ""
    }

    /// What a preview's frame is called for assistive technology, e.g. "Tabs, scroll at 320 pt".
    static func name(of layout: TabBarLayout) -> String {
        "\(layout.variant.displayName) at \(SVGNumber.format(layout.width)) pt"
    }
}
