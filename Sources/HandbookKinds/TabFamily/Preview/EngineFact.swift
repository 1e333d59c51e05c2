import TabLayout

/// A computed fact a guideline page cites in its prose (`[64 dp](fact:tab-bar/android/height)`):
/// the engine lays the component out as its page draws it on that platform — the spec's
/// metrics, platform generation and the kind's placeholder items at the platform's default
/// width — and reads one length off the layout. The prose then cannot say 80 dp while every
/// picture draws 64, and the written text, when it differs, is a warning (`fact.stale`).
package struct EngineFact {
    /// The lengths a page may cite, and how each is read off a layout.
    package static let properties: [(name: String, summary: String)] = [
        ("height", "the bar's height"),
        ("indicator", "the selection's size, width × height (Material's pill, the tabs' underline)"),
        ("icon", "an item's icon, width × height"),
        ("label-size", "the labels' font size"),
        ("item-width", "an item's width at the platform's default device width"),
        ("truncates-below", "the width below which a label of the component's first example is cut short (…/truncates-below/LOCALE in a language)"),
    ]

    let styles: BlockStyles
    let previews: PreviewRenderer

    /// The fact `reference` (`COMPONENT/PLATFORM/PROPERTY`, or `…/truncates-below/LOCALE`)
    /// names, as text; `written` is the link's own text, compared with it.
    func resolve(_ reference: String, written: String, at location: SourceLocation) -> MarkdownRenderer.BlockRendering {
        func refused(_ message: String) -> MarkdownRenderer.BlockRendering {
            .init(html: HTML.escape(written), diagnostics: [.error("fact.unknown", message, at: location,
                explanation: "A fact is written [TEXT](fact:COMPONENT/PLATFORM/PROPERTY), with a component spec's name, ios, android or web, and one of: \(Self.properties.map(\.name).joined(separator: ", ")).")])
        }
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 || (parts.count == 4 && parts[2] == "truncates-below") else {
            return refused("'\(reference)' is not COMPONENT/PLATFORM/PROPERTY" + (parts.count == 4 ? " (only truncates-below takes a locale)" : ""))
        }
        guard let style = styles.styles.first(where: { $0.spec.name == parts[0] }) else {
            let hint = Spelling.suggestion(for: parts[0], among: styles.names).map { "; did you mean '\($0)'?" } ?? ""
            return refused("no component spec is named '\(parts[0])'\(hint)")
        }
        guard let platform = Platform(rawValue: parts[1]) else { return refused("'\(parts[1])' is not a platform (ios, android, web)") }
        guard Self.properties.contains(where: { $0.name == parts[2] }) else {
            let hint = Spelling.suggestion(for: parts[2], among: Self.properties.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            return refused("'\(parts[2])' is not a fact the engine computes\(hint)")
        }
        var drawing = previews.scoped(to: style.spec)
        drawing.setThemes(style.themes, android: style.androidThemes)
        drawing.generation = style.spec.generation
        drawing = drawing.on(PlatformPacks.pack(for: platform), tagging: false)
        let spec = style.spec
        let place = SourceLocation(file: spec.sourcePath, line: 1, column: 1)
        let example = ComponentExample(variant: spec.kind.defaultVariant,
                                       items: spec.kind.definition.placeholderLabels.map { ComponentExample.Item(label: $0, labelLocation: place) },
                                       location: place, itemsLocation: place)
        let metrics = spec.kind.definition.usesSpecMetrics(for: example.variant) ? spec.tabMetrics : nil
        let (adapted, adaptedMetrics) = drawing.adapt(example, metrics: metrics)
        let layout: TabBarLayout
        do throws(DiagnosticsError) {
            let request = try PreviewRenderer.request(of: adapted) { () throws(TabLayoutError) in
                try adapted.request(defaultWidth: drawing.defaultWidth(for: adapted), metrics: adaptedMetrics)
            }
            layout = try PreviewRenderer.layout(request, of: adapted, engine: drawing.engine)
        } catch {
            return .init(html: HTML.escape(written), diagnostics: error.diagnostics.map { var finding = $0; finding.location = location; return finding })
        }
        let unit = platform == .android ? "dp" : (platform == .web ? "px" : "pt")
        let value: String?
        switch parts[2] {
        case "truncates-below":
            // The component's facts publish the same number (NAME.json's `thresholds`): the page's
            // first example, as the platform draws it, in the source language or the one named.
            // The source language's thresholds carry no locale.
            let locale = parts.count == 4 && parts[3] != drawing.localization.locales.first ? parts[3] : nil
            if let locale, !drawing.localization.locales.contains(locale) {
                let hint = Spelling.suggestion(for: locale, among: drawing.localization.locales).map { "; did you mean '\($0)'?" } ?? ""
                return refused("'\(locale)' is not one of the site's locales\(hint)")
            }
            let base = ComponentPageDraft.base(of: spec)
            let widths = spec.kind.definition.truncationThresholds(of: base, in: spec, on: drawing).filter { $0.locale == locale }.map(\.width)
            guard let widest = widths.max() else {
                return refused("no label of the \(spec.name) spec's first example is cut short on \(platform.rawValue)\(locale.map { " in \($0)" } ?? "") at any width the rules check")
            }
            value = SVGNumber.format(widest.rounded(.up))
        // iOS 26's floating bar and iPadOS's top bar are capsules over a backdrop: their own box.
        case "height": value = SVGNumber.format(layout.floating?.bar.height ?? layout.topBar?.bar.height ?? layout.height)
        case "indicator":
            let selection = layout.floating?.selection ?? layout.topBar?.selection
            value = selection.map { "\(SVGNumber.format($0.width)) × \(SVGNumber.format($0.height))" }
                ?? layout.indicator.map { "\(SVGNumber.format($0.width)) × \(SVGNumber.format($0.height))" }
        case "icon": value = layout.items.lazy.compactMap(\.icon).first.map { "\(SVGNumber.format($0.width)) × \(SVGNumber.format($0.height))" }
        case "label-size": value = SVGNumber.format(layout.fontSize)
        default: value = layout.items.first.map { SVGNumber.format($0.width) }
        }
        guard let value else { return refused("the \(spec.name) bar on \(platform.rawValue) draws no \(parts[2])") }
        // Type on Android is in sp, which scale with the font setting; lengths are in dp.
        let text = value + " " + (parts[2] == "label-size" && platform == .android ? "sp" : unit)
        var diagnostics: [Diagnostic] = []
        if !written.isEmpty && written != text {
            diagnostics.append(.warning("fact.stale", "the text says '\(written)', the engine computes '\(text)' for \(reference); the page shows '\(text)'", at: location,
                                        explanation: "Write the computed value as the link's text, so the Markdown reads as the site does."))
        }
        return .init(html: "<span class=\"fact\" data-fact=\"\(HTML.escape(reference))\">\(HTML.escape(text))</span>", diagnostics: diagnostics, markdown: text)
    }
}
