import TabLayout

/// The computed choice between Fixed and Scroll for a set of labels, in every language the
/// app ships: "Fixed fits these labels down to 320 pt", or "Fixed fits in English down to
/// 320 pt, but truncates 'Bewertungen' (de) below 412 pt: use Scroll".
package struct FixedRecommendation {
    package let rules: GuidelineRules
    /// The site's device widths, smallest first.
    package let deviceWidths: [Double]
    /// The platform's unit (pt, dp, px), as the page's captions name widths.
    package var unit = "pt"

    /// `{tone: ok|warn, text}` for the callout, or nil when no threshold can be computed.
    package func advice(for fixed: ComponentExample, metrics: TabMetrics) -> [String: Any]? {
        let normal = rules.truncationThresholds(fixed, metrics: metrics)
        let large = rules.truncationThresholds(fixed, metrics: metrics, textScale: GuidelineRules.largeTextScale)
        guard let smallest = deviceWidths.first, let source = normal.first(where: { $0.locale == nil }),
              let worst = normal.max(by: { $0.width < $1.width }) else { return nil }
        let width = SVGNumber.format(smallest)
        let below = { (threshold: GuidelineRules.Threshold) in GuidelineRules.wholePoints(threshold.width) }
        let localized = normal.count > 1
        let languages = localized ? rules.localization.locales.map(Localization.displayName).joined(separator: ", ") : ""
        let sourceName = rules.localization.locales.first.map(Localization.displayName) ?? "the source language"
        if source.width > smallest {
            return warn("Fixed truncates \(source.label) below \(below(source)) \(unit): use Scroll.")
        }
        if worst.width > smallest, let locale = worst.locale {
            return warn("Fixed fits in \(sourceName) down to \(width) \(unit), but truncates '\(worst.label)' (\(locale)) below \(below(worst)) \(unit): use Scroll.")
        }
        if let worstLarge = large.max(by: { $0.width < $1.width }), worstLarge.width > smallest {
            let label = worstLarge.locale.map { "'\(worstLarge.label)' (\($0))" } ?? worstLarge.label
            let scope = localized ? " in every language" : " these labels"
            return warn("Fixed fits\(scope) down to \(width) \(unit), but with text at 135 % it truncates \(label) below \(below(worstLarge)) \(unit): use Scroll.")
        }
        if localized {
            return ["tone": "ok", "text": "Fixed fits these labels down to \(width) \(unit) in every language the app ships (\(languages)), also with text at 135 %."]
        }
        return ["tone": "ok", "text": "Fixed fits these labels down to \(width) \(unit), also with text at 135 %."]
    }

    private func warn(_ text: String) -> [String: Any] { ["tone": "warn", "text": text] }
}
