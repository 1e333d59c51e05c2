import TabLayout

/// Every variant at every device width, one comparison row per width (Scroll and Fixed side
/// by side for tabs, sharing one scale), the width control with its thresholds, and for tabs
/// the computed choice between Scroll and Fixed.
struct VariantsSection: ComponentPageSection {
    let id = "variants"
    let title = "Variants"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let spec = page.spec
        let bars = comparedBars(page)
        var figures: [String] = []
        var rows: [[String: Any]] = []
        for width in page.deviceWidths {
            var row: [String] = []
            for bar in bars {
                let example = bar.example(at: width)
                row.append(page.figure(example, caption: bar.caption(for: example, at: width), width: width))
            }
            figures += row
            var entry: [String: Any] = ["figures": row]
            if bars.count > 1 {
                entry["title"] = bars.map(\.name).joined(separator: " and ") + " at \(SVGNumber.format(width)) pt"
                entry["id"] = page.nextID()
            }
            rows.append(entry)
        }
        var context: [String: Any] = [
            "variants": spec.variants.filter { !$0.description.isEmpty }.map { ["name": $0.name.capitalizedFirst, "description": $0.description] },
            "figures": figures,
            "rows": rows,
            "pairs": spec.kind == .tabs,
        ]
        if let explorer = WidthExplorer(bars: bars).context(&page) { context["explorer"] = explorer }
        if spec.kind == .tabs, let fixed = bars.last?.example {
            let recommendation = FixedRecommendation(rules: page.previews.rules, deviceWidths: page.deviceWidths)
                .advice(for: fixed, metrics: page.metrics(for: fixed) ?? TabMetrics.defaults(for: .fixed))
            if let recommendation { context["recommendation"] = recommendation }
        }
        return SectionContent(context: context, words: spec.variants.map { "\($0.name): \($0.description)" }, keywords: spec.variants.map(\.name))
    }

    /// The bars compared at each width: Scroll and Fixed for tabs, the bar itself otherwise.
    private func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar] {
        let example = comparedExample(page)
        switch page.spec.kind {
        case .tabs:
            var scroll = example, fixed = example
            scroll.variant = .scroll
            fixed.variant = .fixed
            return [ComparedBar(name: "Scroll", example: scroll, metrics: page.metrics(for: scroll)),
                    ComparedBar(name: "Fixed", example: fixed, metrics: page.metrics(for: fixed))]
        case .tabBar:
            return [ComparedBar(name: "Tab bar", example: example, metrics: page.metrics(for: example), switchesDevice: true)]
        case .segmentedControl:
            return [ComparedBar(name: "Segmented control", example: example, metrics: page.metrics(for: example))]
        }
    }

    /// Tabs compare on the example that needs the widest fixed bar (measured, not counted in
    /// characters), where the choice between Scroll and Fixed matters most.
    private func comparedExample(_ page: ComponentPageDraft) -> TabExample {
        guard page.spec.kind == .tabs else { return page.base }
        let need = { (example: TabExample) -> Double in
            var fixed = example
            fixed.variant = .fixed
            let metrics = page.metrics(for: fixed) ?? TabMetrics.defaults(for: .fixed)
            return page.previews.rules.fixedThreshold(fixed, metrics: metrics)?.width ?? 0
        }
        let candidates = page.spec.examples.filter { $0.intent != .dont && $0.items.count <= 6 }
        return candidates.map { ($0, need($0)) }.max { $0.1 < $1.1 }?.0 ?? page.base
    }
}

/// One bar of the Variants comparison: how it is named and drawn at any width.
struct ComparedBar {
    /// "Scroll", "Fixed", "Tab bar".
    var name: String
    var example: TabExample
    var metrics: TabMetrics?
    /// A tab bar is a phone's below the site's tablet width and a tablet's from it.
    var switchesDevice = false

    /// The example as drawn at `width`.
    func example(at width: Double) -> TabExample {
        var example = self.example
        example.width = width
        if switchesDevice { example.device = width >= Conventions.tabletMinimumWidth ? .tablet : .phone }
        return example
    }

    /// The engine request at `width`.
    func request(at width: Double) -> TabLayoutRequest {
        example(at: width).request(defaultWidth: width, metrics: metrics)
    }

    /// "Scroll, 320 pt", "Tablet, 768 pt", "320 pt".
    func caption(for example: TabExample, at width: Double) -> String {
        let points = "\(SVGNumber.format(width)) pt"
        if switchesDevice { return (example.device == .tablet ? "Tablet" : "Phone") + ", " + points }
        return example.variant == .segmented ? points : "\(name), \(points)"
    }
}
