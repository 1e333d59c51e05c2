import TabLayout

/// The computed choice between Fixed and Scroll for a set of labels: "Fixed fits these
/// labels down to 320 pt" or "Fixed truncates Specifications below 412 pt: use Scroll".
struct FixedRecommendation {
    let rules: GuidelineRules
    /// The site's device widths, smallest first.
    let deviceWidths: [Double]

    /// `{tone: ok|warn, text}` for the callout, or nil when no threshold can be computed.
    func advice(for fixed: TabExample, metrics: TabMetrics) -> [String: Any]? {
        guard let smallest = deviceWidths.first, let threshold = rules.fixedThreshold(fixed, metrics: metrics) else { return nil }
        let large = rules.fixedThreshold(fixed, metrics: metrics, textScale: GuidelineRules.largeTextScale)
        let below = GuidelineRules.wholePoints
        let smallestText = SVGNumber.format(smallest)
        if threshold.width <= smallest, let large, large.width <= smallest {
            return ["tone": "ok", "text": "Fixed fits these labels down to \(smallestText) pt, also with text at 135 %."]
        }
        if threshold.width <= smallest, let large {
            return ["tone": "warn", "text": "Fixed fits these labels down to \(smallestText) pt, but with text at 135 % it truncates \(large.label) below \(below(large.width)) pt: use Scroll."]
        }
        return ["tone": "warn", "text": "Fixed truncates \(threshold.label) below \(below(threshold.width)) pt: use Scroll."]
    }
}
