import TabLayout

/// The variants as the spec describes them; a row at each of the site's device widths (Scroll
/// and Fixed side by side for tabs, sharing one scale; a tab bar as its platform draws it
/// there, the phone's bar or the tablet's), so every width the site lists has its picture
/// without script; the width control, which draws them at every width with their thresholds;
/// and where Fixed is compared, the computed choice between it and Scroll.
package struct VariantsSection: ComponentPageSection {
    package let id = "variants"
    package let title = "Variants"

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let spec = page.spec
        let bars = (spec.kind.definition as? any TabFamilyKind)?.comparedBars(page) ?? []
        var figures: [String] = []
        var rows: [[String: Any]] = []
        // A bar that is an app's navigation is drawn on its screen, phone or tablet; tabs under
        // the title of the page or screen they divide; segmented controls, which sit anywhere
        // in a screen's content, alone.
        let screens = bars.count == 1 && bars[0].example.variant.tab?.home == .screenEdge
        let inPages = !bars.isEmpty && bars.allSatisfy { $0.example.variant.tab?.home == .underTitle }
        for width in page.deviceWidths {
            var row: [String] = []
            for bar in bars {
                let example = bar.example(at: width)
                let caption = bar.caption(for: example, at: width, in: page.previews.pack.unit)
                let figure = screens || inPages ? Self.screenFigure(example, caption: caption, width: width, page: &page)
                    : page.figure(example, caption: caption, width: width)
                if let figure { row.append(figure) }
            }
            figures += row
            var entry: [String: Any] = ["figures": row]
            if bars.count > 1 {
                entry["title"] = bars.map(\.name).joined(separator: " and ") + " at \(SVGNumber.format(width)) \(page.previews.pack.unit)"
                entry["id"] = page.nextID()
            }
            entry["width"] = SVGNumber.format(width)
            rows.append(entry)
        }
        // The width control on each platform the spec names (Material's bar, rail and expanded
        // rail on Android; iOS 26's capsule and iPadOS's top bar on iOS), the page's own first.
        let others = page.spec.platforms.dropFirst().map { page.previews.on(PlatformPacks.pack(for: $0), tagging: true) }
        // A bar on its screen is drawn on every platform the spec names, each at the site's
        // widths in the form it has there (Material's bar on a phone, its rail on a tablet).
        var platformRows: [[String: Any]] = []
        if screens {
            for renderer in others {
                var more: [[String: Any]] = []
                for width in page.deviceWidths {
                    let example = bars[0].example(at: width)
                    let caption = bars[0].caption(for: example, at: width, in: renderer.pack.unit)
                    guard let figure = Self.screenFigure(example, caption: caption, width: width, on: renderer, page: &page) else { continue }
                    figures.append(figure)
                    more.append(["figures": [figure], "width": SVGNumber.format(width)])
                }
                if !more.isEmpty { platformRows.append(["platformName": renderer.pack.name, "rows": more, "id": "variants-on-\(renderer.pack.tag)"]) }
            }
        }
        var context: [String: Any] = [
            "variants": spec.variants.filter { !$0.description.isEmpty }.map { ["name": $0.name.capitalizedFirst, "description": $0.description] },
            "figures": figures,
            "rows": rows,
            "pairs": bars.count > 1,
            "screens": screens,
        ]
        if !platformRows.isEmpty {
            context["platformRows"] = platformRows
            context["primaryHeading"] = ["name": page.previews.pack.name, "id": "variants-on-\(page.previews.pack.tag)"]
        }
        var explorers: [[String: Any]] = []
        for renderer in [nil] + others.map(Optional.some) {
            guard var explorer = WidthExplorer(bars: bars).context(&page, on: renderer) else { continue }
            if !others.isEmpty { explorer["platformName"] = (renderer ?? page.previews).pack.name }
            explorers.append(explorer)
        }
        if !explorers.isEmpty { context["explorer"] = explorers }
        // Where Fixed is one of the bars compared, the page says which of them to use.
        if bars.count > 1, let fixed = bars.first(where: { $0.example.variant == .fixed })?.example {
            let recommendation = FixedRecommendation(rules: page.previews.rules, deviceWidths: page.deviceWidths, unit: page.previews.pack.unit)
                .advice(for: fixed, metrics: page.metrics(for: fixed) ?? TabMetrics.defaults(for: .fixed))
            if let recommendation { context["recommendation"] = recommendation }
        }
        return SectionContent(context: context, words: spec.variants.map { "\($0.name): \($0.description)" }, keywords: spec.variants.map(\.name))
    }
}

extension VariantsSection {
    /// `example` drawn on its device's screen (`DeviceScreen`), with the steps of every captioned figure.
    static func screenFigure(_ example: ComponentExample, caption: String, width: Double? = nil, on platform: PreviewRenderer? = nil,
                             page: inout ComponentPageDraft) -> String? {
        let renderer = platform ?? page.previews
        return page.figure(example, caption: caption, width: width, kept: renderer.memoKey.map { ($0, "screen") }) { example, idPrefix, page throws(DiagnosticsError) in
            try renderer.render(example, idPrefix: idPrefix, content: page.spec.content, metrics: page.metrics(for: example), onScreen: true)
                .drawn(idPrefix, on: renderer)
        }
    }
}

/// One bar of the Variants comparison: how it is named and drawn at any width.
package struct ComparedBar: Hashable, Sendable {
    /// "Scroll", "Fixed", "Tab bar".
    package var name: String
    package var example: ComponentExample
    package var metrics: TabMetrics?
    /// A tab bar is a phone's below the site's tablet width and a tablet's from it, and from
    /// the expanded width Material's expanded rail (`Conventions.expandedMinimumWidth`).
    package var switchesDevice = false

    /// The example as drawn at `width`.
    package func example(at width: Double) -> ComponentExample {
        var example = self.example
        example.width = width
        if switchesDevice {
            // The bar as the spec wrote it, which the platform draws anew for each device
            // (an iPhone's capsule is no iPad's bar).
            if let written = example.writtenVariant {
                example.variant = written
                example.writtenVariant = nil
            }
            example.device = width >= Conventions.tabletMinimumWidth ? .tablet : .phone
            // Material's expanded window class: the rail with its labels beside the icons. Other
            // platforms draw their tablet bar for it (`PlatformPack.variant`).
            if width >= Conventions.expandedMinimumWidth { example.variant = .navigationRailExpanded }
        }
        return example
    }

    /// The engine request at `width`, in the form `renderer`'s platform draws the bar at that
    /// width (`PreviewRenderer.adapt`: iOS 26's capsule on a phone and iPadOS's top bar from
    /// the tablet width; Material's bar, rail and expanded rail), so the explorer and the
    /// thresholds show what a figure at that width shows.
    package func request(at width: Double, on renderer: PreviewRenderer) throws(TabLayoutError) -> TabLayoutRequest {
        let (adapted, metrics) = renderer.adapt(example(at: width), metrics: self.metrics)
        return try adapted.request(defaultWidth: width, metrics: metrics)
    }

    /// "Scroll, 320 pt", "Tablet, 768 pt", "320 pt".
    package func caption(for example: ComponentExample, at width: Double, in unit: String) -> String {
        let points = "\(SVGNumber.format(width)) \(unit)"
        if switchesDevice { return (example.device == .tablet ? "Tablet" : "Phone") + ", " + points }
        return example.variant == .segmented ? points : "\(name), \(points)"
    }
}
