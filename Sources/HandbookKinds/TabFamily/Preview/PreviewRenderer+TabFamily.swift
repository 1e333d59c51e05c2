import Mustache
import TabLayout

/// The tab family's previews: examples laid out by the tab engine, as the renderer's
/// platform draws them, checked by the family's rules, and drawn as SVG in every theme.
extension PreviewRenderer {
    /// The tab engine over this renderer's measurer.
    package var engine: TabLayoutEngine { TabLayoutEngine(measurer: measurer) }
    /// The family's guideline rules, at this renderer's device widths and locales.
    package var rules: GuidelineRules { GuidelineRules(measurer: measurer, deviceWidths: deviceWidths, rulePages: rulePages, localization: localization) }

    /// `example` as this renderer's platform draws it, with the metrics that still apply
    /// (a spec's metrics are for its own variant, not the one a platform turns it into).
    package func adapt(_ example: ComponentExample, metrics: TabMetrics?) -> (example: ComponentExample, metrics: TabMetrics?) {
        var generation = self.generation
        if let version = example.iosVersion { generation.ios = version }
        let variant = pack.variant(for: example.variant, device: example.device, generation: generation)
        guard variant != example.variant else { return (example, platformMetrics(metrics, for: variant, generation: generation)) }
        var adapted = example
        adapted.writtenVariant = example.writtenVariant ?? example.variant
        adapted.variant = variant
        // iOS 26's bars take their lengths from the spec, as the tab bar they replace did; the
        // platform's own bars (Material's) take the platform's.
        let kept = [.floatingTabBar, .topTabBar, .tabBar].contains(variant) ? metrics : nil
        return (adapted, platformMetrics(kept, for: variant, generation: generation))
    }

    /// The lengths an example of `variant` is drawn with on this platform, from the spec's
    /// (`given`, nil for the variant's defaults): on Android, tabs are Material's, whose type
    /// style and indicators differ from the tab family's own, and the bar and rail Material's
    /// in the spec's style.
    private func platformMetrics(_ given: TabMetrics?, for variant: ExampleVariant, generation: PlatformGeneration) -> TabMetrics? {
        guard pack.platform == .android else { return given }
        // A variant the engine does not draw keeps the spec's lengths; the engine refuses it.
        guard let engineVariant = variant.tab else { return given }
        guard engineVariant.isMaterialNavigation else { return TabMetrics.materialTabs(given, for: engineVariant) }
        return TabMetrics.material(engineVariant, style: generation.android.materialStyle)
    }

    /// The icons as this renderer's platform draws them. iOS draws a tab bar's symbols filled
    /// whether or not their item is selected (the selection is the tint); Material fills the
    /// selected one and outlines the others. So on iOS an outline Handbook found beside a
    /// bundled glyph is not drawn: Material Icons has outlines for some names only, and a bar
    /// mixed filled and outlined items. Art the team chose for each state is drawn as chosen.
    package var drawnIcons: [String: PreviewIcon] {
        guard pack.platform == .ios else { return icons }
        return icons.mapValues { $0.outlineIsFound ? PreviewIcon(normal: $0.selected) : $0 }
    }

    /// A drawing of this renderer's platform: `data-platform`, and its font family.
    package func drawing(idPrefix: String, textScale: Double = 1) -> TabBarSVGRenderer {
        var drawing = TabBarSVGRenderer(idPrefix: idPrefix, textScale: textScale)
        drawing.platform = pack.tag
        drawing.unit = pack.unit
        drawing.icons = drawnIcons
        if let family = PlatformFonts.svgFamily(for: pack) { drawing.fontFamily = family }
        return drawing
    }

    /// The labels `layout` (the one drawn) truncates, as the rules word them, at each label's
    /// place in the example; prefixed with the locale the picture is drawn in.
    private func drawnTruncations(_ layout: TabBarLayout, of example: ComponentExample, unit: String) -> [Diagnostic] {
        let truncating: Set<LayoutRule> = [.tabBarTruncates, .segmentedTruncates, .navigationBarTruncates, .fixedTruncates]
        return layout.diagnostics.filter { truncating.contains($0.rule) }.map { finding in
            let at = finding.itemIndex.flatMap { example.items.indices.contains($0) ? example.items[$0].labelLocation : nil } ?? example.itemsLocation
            let message = (example.locale.map { "[\($0)] " } ?? "") + finding.message + " at \(SVGNumber.format(layout.width)) \(unit)"
            let rule = GuidelineRule.of(finding.rule)
            return finding.severity == .error ? rule.error(message, at: at) : rule.warning(message, at: at)
        }
    }

    /// A drawn example: its rendition and the figure made from it.
    package struct Rendered {
        /// What was laid out and judged, once; every part of the figure reads it.
        package var rendition: Rendition
        package var svg: String
        package var html: String
        /// What the picture shows, in Markdown (`PreviewFacts`), for the page's Markdown twin.
        package var facts: String

        package var layout: TabBarLayout { rendition.layout }
        /// Findings to report: empty for a Don't that breaks a rule (its point), a warning for one that breaks none.
        package var diagnostics: [Diagnostic] { rendition.reported }
        /// The rules the example breaks, whatever its intent.
        package var broken: [Diagnostic] { rendition.broken }

        /// The figure and its rendition's record, as figure `id` drawn by `renderer`.
        package func drawn(_ id: String, on renderer: PreviewRenderer) -> DrawnFigure {
            DrawnFigure(html: html, renditions: [record(id, on: renderer)])
        }

        /// The rendition's record, as figure `id` drawn by `renderer`.
        package func record(_ id: String, on renderer: PreviewRenderer) -> DesignSystemAnswer.Rendition {
            rendition.record(id: id, locales: renderer.localization.locales)
        }
    }

    /// `written` laid out as this renderer's platform draws it, in its locale and in each
    /// theme context, and judged: the one derivation every view of the preview reads. When the
    /// engine refuses it, an error naming the example and the engine's reason.
    /// `inEveryLocale` checks the example in every locale of the site (a component's own examples);
    /// without `adapting`, the variant is drawn as written with the lengths given (`handbook
    /// layout`'s engine query, which names no platform).
    package func rendition(of written: ComponentExample, content: ComponentSpec.ContentRules = .init(), metrics given: TabMetrics? = nil,
                           inEveryLocale: Bool = false, adapting: Bool = true) throws(DiagnosticsError) -> Rendition {
        let (example, metrics) = adapting ? adapt(written, metrics: given) : (written, given)
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
        let request = try Self.request(of: example) { () throws(TabLayoutError) in try drawn.request(defaultWidth: defaultWidth(for: example), metrics: metrics) }
        let layout = try Self.layout(request, of: example, engine: engine)
        let unit = pack.unit
        var broken = tagged(rules.findings(for: example, content: content, metrics: metrics, inEveryLocale: inEveryLocale))
        // The rules judge the example at the platform's smallest device; the picture is drawn at
        // its own width, in its own locale. A label the picture cuts is a finding too, so a
        // Do whose picture truncates is reported and a Don't's caption names what it shows.
        let cut = tagged(drawnTruncations(layout, of: drawn, unit: unit))
        broken += cut.filter { shown in !broken.contains { $0.id == shown.id && $0.location == shown.location } }
        // A caption quotes what its picture shows: truncations as drawn, never those of another width.
        let truncationRules = Set(cut.map(\.id) + [GuidelineRule.tabBarTruncates, .segmentedTruncates, .navigationBarTruncates, .fixedTruncates].map(\.id))
        let quoted = cut + broken.filter { !truncationRules.contains($0.id) }
        var reported = broken
        if example.intent == .dont {
            reported = broken.isEmpty
                ? [GuidelineRule.dontBreaksNothing.warning("this Don't example breaks no guideline", at: example.location,
                            explanation: "A Don't example shows a mistake: make it break the rule it warns about, or mark it `intent: do`.")]
                : []
        }
        // A context whose tokens change the spec's lengths or type (a Dynamic Type size) is
        // laid out again with them; one that changes only paints shares the layout.
        var contexts: [Rendition.Context] = []
        for theme in themes.isEmpty ? [nil] : themes.map(Optional.some) {
            var context = Rendition.Context(theme: theme, request: request, layout: layout)
            if given != nil, let own = theme?.ownMetrics as? TabMetrics {
                context.request = try Self.request(of: example) { () throws(TabLayoutError) in
                    try drawn.request(defaultWidth: defaultWidth(for: example), metrics: adapt(written, metrics: own).metrics)
                }
                context.layout = try Self.layout(context.request, of: example, engine: engine)
            }
            contexts.append(context)
        }
        return Rendition(written: written, example: example, drawn: drawn, labelSources: labels, engine: engine, request: request, layout: layout,
                         contexts: contexts, broken: broken, reported: reported, quoted: quoted, platform: pack.tag, unit: unit)
    }

    /// Lays out `example` (`rendition(of:…)`) and wraps it in a figure.
    /// `links` turns the rules a Don't breaks into links to their guideline pages.
    /// `selectable` previews ship the engine's layout for every selection (`SelectionStates`),
    /// so a reader can click, tap or arrow through the items; `withOtherStates` adds the
    /// floating bar minimised and the iPad bar's sidebar, and which lengths came from the spec.
    package func render(_ written: ComponentExample, idPrefix: String, content: ComponentSpec.ContentRules = .init(), metrics given: TabMetrics? = nil,
                links: GuidelineLinker? = nil, selectable: Bool = true, inEveryLocale: Bool = false,
                withOtherStates: Bool = false, onScreen: Bool = false) throws(DiagnosticsError) -> Rendered {
        guard memo != nil else {
            let rendition = try rendition(of: written, content: content, metrics: given, inEveryLocale: inEveryLocale)
            return figure(of: rendition, idPrefix: idPrefix, links: links, selectable: selectable, withOtherStates: withOtherStates, onScreen: onScreen)
        }
        // Kept between builds of this process by what lays it out, painted with this build's colours.
        let rendition = try keptRendition(of: written, content: content, metrics: given, inEveryLocale: inEveryLocale).get()
        return keptFigure(of: rendition, written: written, metrics: given, inEveryLocale: inEveryLocale, idPrefix: idPrefix, links: links,
                          selectable: selectable, withOtherStates: withOtherStates, onScreen: onScreen)
    }

    /// The figure of `rendition`: one picture per theme context, its caption's verdict and
    /// breaks, its selection states, all read from the rendition.
    package func figure(of rendition: Rendition, idPrefix: String, links: GuidelineLinker? = nil, selectable: Bool = true,
                        withOtherStates: Bool = false, onScreen: Bool = false) -> Rendered {
        let palettes = rendition.contexts.map { $0.theme?.palette ?? defaultPalette }
        let pieces = figurePieces(of: rendition, palettes: palettes, idPrefix: idPrefix, links: links, selectable: selectable,
                                  withOtherStates: withOtherStates, onScreen: onScreen)
        return assembled(rendition, pieces, withOtherStates: withOtherStates)
    }

    /// A figure before it is put together: each theme context's first picture and markup.
    package struct FigurePieces {
        package var pictures: [String]
        package var contexts: [String]

        /// Each context's stand-ins (`PaintMarkers`) replaced by its own palette's paints.
        package func painted(with palettes: [PreviewPalette]) -> FigurePieces {
            FigurePieces(pictures: zip(pictures, palettes).map { PaintMarkers.paint($0, with: $1) },
                         contexts: zip(contexts, palettes).map { PaintMarkers.paint($0, with: $1) })
        }
    }

    /// The figure of `pieces`: the contexts' markup in one, the lengths note, the facts.
    package func assembled(_ rendition: Rendition, _ pieces: FigurePieces, withOtherStates: Bool) -> Rendered {
        let (example, layout) = (rendition.example, rendition.layout)
        let otherStates = withOtherStates && example.writtenVariant == nil
        var html = pieces.contexts.joined()
        if themes.count > 1 { html = "<div class=\"preview-themes\">\n" + html + "</div>\n" }
        if otherStates { html += lengthsNote(layout) }
        let facts = PreviewFacts(layout: layout, example: rendition.drawn, pack: pack, findings: rendition.broken).markdown + (otherStates ? lengthsFacts(layout) : "")
        return Rendered(rendition: rendition, svg: pieces.pictures.first ?? "", html: html, facts: facts)
    }

    /// Each context of `rendition` drawn in `palettes` (one per context: its theme's, or
    /// stand-ins to paint later) as its picture and its figure's markup.
    package func figurePieces(of rendition: Rendition, palettes: [PreviewPalette], idPrefix: String, links: GuidelineLinker?, selectable: Bool,
                              withOtherStates: Bool, onScreen: Bool) -> FigurePieces {
        let (example, layout) = (rendition.example, rendition.layout)
        // The minimised bar, the sidebar and the spec's lengths go with the examples written as
        // those bars; every example of a page on iOS 26 would otherwise repeat them.
        let otherStates = withOtherStates && example.writtenVariant == nil
        let name = Self.name(of: layout)
        var caption: [String: Any] = [:]
        if let intent = example.intent { caption["verdict"] = intent == .do ? "Do" : "Don’t" }
        if let text = example.caption ?? example.title { caption["text"] = text }
        if example.intent == .dont, !rendition.quoted.isEmpty {
            // The first two rules, in the order found (items first), each linked to its guideline.
            caption["breaks"] = rendition.captionBreaks.map { finding -> [String: Any] in
                // Under its platform's picture a finding needs no platform tag.
                let tag = "[\(pack.tag)] "
                var reason: [String: Any] = ["message": finding.message.hasPrefix(tag) ? String(finding.message.dropFirst(tag.count)) : finding.message]
                if let url = links?.url(for: finding.id) { reason["url"] = url }
                return reason
            }
            caption["hasBreaks"] = true
        }
        // One figure per token theme (or one in the theme's own paints); the page shows the
        // reader's scheme first and a control switches them all.
        var pieces = FigurePieces(pictures: [], contexts: [])
        let shown = PreviewThemeSet(themes)
        for (index, context) in rendition.contexts.enumerated() {
            let theme = context.theme
            var drawing = drawing(idPrefix: index == 0 ? idPrefix : "\(idPrefix)-\(theme?.id ?? "")", textScale: context.request.textScale)
            drawing.steadyFrame = selectable
            drawing.palette = palettes[index]
            // On its screen the bar is where it lives (`DeviceScreen`); alone it is the component.
            let picture = onScreen ? drawing.renderOnScreen(context.layout, screen: .screen(for: context.layout, platform: pack.tag, tablet: example.device == .tablet))
                : drawing.render(context.layout)
            pieces.pictures.append(picture)
            var figure: [String: Any] = ["svg": picture, "label": theme.map { "\(name), \($0.name)" } ?? name, "rendition": idPrefix]
            if let theme { figure["theme"] = shown.context(for: theme) }
            if let locale = example.locale { figure["lang"] = locale }
            if let labels = rendition.labelSources { figure["labels"] = labels }
            if onScreen {
                figure["onScreen"] = true
                // The component alone, one click away (`preview.js` swaps it in): the look anatomy
                // and the width control use, in its own ids.
                var alone = self.drawing(idPrefix: (index == 0 ? idPrefix : "\(idPrefix)-\(theme?.id ?? "")") + "-alone", textScale: context.request.textScale)
                alone.steadyFrame = selectable
                alone.palette = drawing.palette
                figure["alone"] = alone.render(context.layout)
            }
            if selectable, let states = SelectionStates(engine: rendition.engine, renderer: drawing).json(for: context.request, layout: context.layout, name: "Demo of \(name): select an item") {
                figure["demo"] = states
            }
            if let intent = example.intent { figure["intent"] = intent.rawValue }
            if !caption.isEmpty { figure["caption"] = caption }
            var markup = library.render(figure, theme: Conventions.previewTemplate)
            if otherStates { markup += ownBarFigures(context.layout, drawing: drawing, theme: figure["theme"]) }
            pieces.contexts.append(markup)
        }
        return pieces
    }

    /// The width an example that names none is drawn at: a common phone, or for a tablet's
    /// bar the smallest tablet width — the width its rules are checked at, so a tablet bar is
    /// never drawn, nor seen truncating, at a phone's width.
    package func defaultWidth(for example: ComponentExample) -> Double {
        example.device == .tablet && (example.variant == .tabBar || example.variant == .navigationRail || example.variant == .topTabBar)
            ? rules.smallestWidth(for: example) : defaultWidth
    }

    /// Where each label of an example drawn in a locale came from, as the figure's data
    /// (`script.preview__labels`): the label as written, the text drawn, and the catalog key,
    /// file (relative to the content folder: the page is published), line and column — or
    /// `"key": null` for a label drawn in the source text.
    package func labelSources(_ example: ComponentExample, _ translation: Localization.Translated) -> String {
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
    package static func layout(_ request: TabLayoutRequest, of example: ComponentExample, engine: TabLayoutEngine) throws(DiagnosticsError) -> TabBarLayout {
        do {
            return try engine.layout(request)
        } catch {
            throw refusal(error, of: example)
        }
    }

    /// The engine's request for `example` (`make`), or the example's refusal.
    package static func request(of example: ComponentExample, _ make: () throws(TabLayoutError) -> TabLayoutRequest) throws(DiagnosticsError) -> TabLayoutRequest {
        do {
            return try make()
        } catch {
            throw refusal(error, of: example)
        }
    }

    /// Why the engine refuses `example`: at its variant when it names one the engine does not
    /// draw, else at the example.
    private static func refusal(_ error: TabLayoutError, of example: ComponentExample) -> DiagnosticsError {
        let title = example.title.map { " '\($0)'" } ?? ""
        var place = example.location
        if case .unknownVariant = error { place = example.variantLocation ?? example.location }
        return DiagnosticsError([.error("example.layout", "the example\(title) cannot be laid out: \(error)", at: place,
                                        explanation: "Handbook draws every example with its engine; the spec's metrics and tokens must give it sizes it can use.")])
    }


    /// What a preview's frame is called for assistive technology, e.g. "Tabs, scroll at 320 pt".
    package static func name(of layout: TabBarLayout) -> String {
        "\(layout.variant.displayName) at \(SVGNumber.format(layout.width)) pt"
    }
}
