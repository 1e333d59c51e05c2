import TabLayout

/// Turns examples into `<figure class="preview">` blocks: the computed SVG, the caption,
/// Do/Don't framing, and the rules each example breaks (a Don't is captioned with them).
public struct PreviewRenderer: Sendable {
    let engine: TabLayoutEngine
    let rules: GuidelineRules
    /// Width used when an example names none: a common phone.
    let defaultWidth: Double

    public init(measurer: any TextMeasurer, deviceWidths: [Double]) {
        engine = TabLayoutEngine(measurer: measurer)
        rules = GuidelineRules(measurer: measurer, deviceWidths: deviceWidths)
        defaultWidth = deviceWidths.contains(375) ? 375 : (deviceWidths.sorted().dropFirst().first ?? deviceWidths.first ?? 375)
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
    }

    /// Lays out `example` and wraps it in a figure; nil when the engine refuses it.
    /// `links` turns the rules a Don't breaks into links to their guideline pages.
    func render(_ example: TabExample, idPrefix: String, content: ComponentSpec.ContentRules = .init(), metrics: TabMetrics? = nil,
                links: GuidelineLinker? = nil) -> Rendered? {
        let request = example.request(defaultWidth: defaultWidth, metrics: metrics)
        guard let layout = try? engine.layout(request) else { return nil }
        let svg = TabBarSVGRenderer(idPrefix: idPrefix, textScale: request.textScale).render(layout)
        let broken = rules.findings(for: example, content: content, metrics: metrics)
        var diagnostics = broken
        if example.intent == .dont {
            diagnostics = broken.isEmpty
                ? [.warning("example.dont-breaks-nothing", "this Don't example breaks no guideline", at: example.location,
                            explanation: "A Don't example shows a mistake: make it break the rule it warns about, or mark it `intent: do`.")]
                : []
        }
        var html = "<figure class=\"preview" + (example.intent.map { " preview--\($0.rawValue)" } ?? "") + "\">\n" + svg + "\n"
        var caption = ""
        if let intent = example.intent {
            caption += "<strong class=\"verdict\">\(intent == .do ? "Do" : "Don’t")</strong> "
        }
        if let title = example.title, example.caption == nil { caption += HTML.escape(title) }
        if let text = example.caption { caption += HTML.escape(text) }
        if example.intent == .dont, !broken.isEmpty {
            // The first two rules, in the order found (items first), each linked to its guideline.
            var seen = Set<String>()
            let reasons = broken.filter { seen.insert($0.id).inserted }.prefix(2).map { finding -> String in
                guard let url = links?.url(for: finding.id) else { return HTML.escape(finding.message) }
                return "<a href=\"\(HTML.escape(url))\">\(HTML.escape(finding.message))</a>"
            }
            caption += " <span class=\"breaks\">Breaks: " + reasons.joined(separator: "; ") + ".</span>"
        }
        if !caption.isEmpty { html += "<figcaption>\(caption)</figcaption>\n" }
        html += "</figure>\n"
        return Rendered(layout: layout, svg: svg, html: html, diagnostics: diagnostics, broken: broken)
    }
}
