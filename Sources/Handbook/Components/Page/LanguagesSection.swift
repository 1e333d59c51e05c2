import TabLayout

/// Every example in every language the app ships, at the smallest device width, as the
/// app's own catalogs translate it, measured and laid out in that language (right to left
/// where it is written so), and the language that truncates first called out. Locales
/// without a catalog yet are shown pseudo-localised.
struct LanguagesSection: ComponentPageSection {
    let id = "languages"
    let title = "Languages"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let localization = page.previews.localization
        guard !localization.targetLocales.isEmpty, let smallest = page.deviceWidths.first else { return nil }
        let examples = page.spec.examples.filter { $0.intent != .dont }
        var rows: [[String: Any]] = []
        var words: [String] = []
        for example in examples {
            var figures: [String] = []
            for (position, locale) in localization.locales.enumerated() {
                var drawn = example
                let name = Localization.displayName(locale)
                var caption = "\(name) (\(locale))"
                if position > 0 {
                    if localization.hasCatalog(locale) {
                        drawn.locale = locale
                        words += localization.translate(example, into: locale).example.items.map(\.label)
                        if Localization.isRightToLeft(locale) { caption += ", right to left" }
                    } else {
                        drawn.items = drawn.items.map { item in var item = item; item.label = PseudoLocalizer.lengthen(item.label); return item }
                        caption += ", pseudo-localized: no catalog yet"
                    }
                }
                figures.append(page.figure(drawn, caption: caption, width: smallest))
            }
            rows.append(["title": example.title ?? "Example", "figures": figures])
        }
        guard !rows.isEmpty else { return nil }
        var context: [String: Any] = ["width": SVGNumber.format(smallest), "examples": rows]
        if let callout = worstLanguage(examples, page: page, smallest: smallest) { context["worst"] = callout }
        return SectionContent(context: context, words: localization.locales.map(Localization.displayName) + words)
    }

    /// The language that truncates first over the examples whose bars can truncate, and the
    /// width below which it does.
    private func worstLanguage(_ examples: [TabExample], page: ComponentPageDraft, smallest: Double) -> [String: Any]? {
        let rules = page.previews.rules
        var worst: (threshold: GuidelineRules.Threshold, example: TabExample)?
        for example in examples {
            let metrics = page.metrics(for: example) ?? TabMetrics.defaults(for: example.variant, device: example.device)
            for threshold in rules.truncationThresholds(example, metrics: metrics) where threshold.width > (worst?.threshold.width ?? 0) {
                worst = (threshold, example)
            }
        }
        guard let (threshold, example) = worst else { return nil }
        let locale = threshold.locale ?? rules.localization.locales.first ?? ""
        let name = Localization.displayName(locale)
        let whole = GuidelineRules.wholePoints(threshold.width)
        let place = "in \(example.title ?? "an example") (\(example.variant.displayName.lowercased()))"
        if threshold.width > smallest {
            return ["tone": "warn", "text": "\(name) (\(locale)) truncates first: '\(threshold.label)' below \(whole) pt \(place), wider than the smallest device (\(SVGNumber.format(smallest)) pt)."]
        }
        return ["tone": "ok", "text": "Every language fits at \(SVGNumber.format(smallest)) pt. \(name) (\(locale)) needs the most room: '\(threshold.label)' truncates below \(whole) pt \(place)."]
    }
}
