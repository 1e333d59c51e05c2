import TabLayout

/// Every example in every language the app ships, each at the smallest width of its own
/// device (a tablet bar at the smallest tablet width, never a phone's), as the app's own
/// catalogs translate it, measured and laid out in that language (right to left where it is
/// written so), and the language that truncates first called out.
///
/// Each locale is drawn exactly as `check` checks it (`GuidelineRules`): a label the catalogs
/// lack — every label of a locale with no catalog yet — in the source text, in the locale's
/// own direction; the page says so under the figure.
struct LanguagesSection: ComponentPageSection {
    let id = "languages"
    let title = "Languages"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let localization = page.previews.localization
        guard !localization.targetLocales.isEmpty, let smallest = page.deviceWidths.first else { return nil }
        let examples = page.spec.examples.filter { $0.intent != .dont }
        // A spec on several platforms shows each example on each, as Examples does: the
        // same labels fit one platform's bar and not another's.
        let platforms = page.spec.platforms.count > 1 ? page.spec.platforms.map { PlatformPacks.pack(for: $0) } : []
        var rows: [[String: Any]] = []
        var words: [String] = []
        var callouts: [[String: Any]] = []
        for pack in platforms.isEmpty ? [nil] : platforms.map(Optional.some) {
            let previews = pack.map { page.previews.on($0, tagging: true) } ?? page.previews
            let shown = examples.filter { example in pack.map { pack in example.platform.map { $0 == pack.platform } ?? true } ?? true }
            for example in shown {
                var figures: [String] = []
                let width = previews.rules.smallestWidth(for: previews.adapt(example, metrics: nil).example)
                for (position, locale) in localization.locales.enumerated() {
                    var drawn = example
                    let name = Localization.displayName(locale)
                    var caption = "\(name) (\(locale))"
                    if position > 0 {
                        drawn.locale = locale
                        words += localization.translate(example, into: locale).example.items.map(\.label)
                        if Localization.isRightToLeft(locale) { caption += ", right to left" }
                        if !localization.hasCatalog(locale) { caption += ", no catalog yet: the source text" }
                    }
                    figures.append(page.figure(drawn, caption: caption, width: width, on: previews))
                }
                var row: [String: Any] = ["title": (example.title ?? "Example") + (pack.map { " on \($0.name)" } ?? ""), "figures": figures]
                if width != smallest || pack.map({ $0.unit != "pt" }) == true {
                    row["ownWidth"] = SVGNumber.format(width) + " " + previews.pack.unit
                }
                rows.append(row)
            }
            if var callout = worstLanguage(shown, previews: previews, metrics: { page.metrics(for: $0) }) {
                if let pack { callout["text"] = "On \(pack.name): " + (callout["text"] as? String ?? "") }
                callouts.append(callout)
            }
        }
        guard !rows.isEmpty else { return nil }
        var context: [String: Any] = ["width": SVGNumber.format(smallest), "examples": rows]
        let uncatalogued = localization.targetLocales.filter { !localization.hasCatalog($0) }
        if !uncatalogued.isEmpty {
            context["sourceText"] = uncatalogued.map { "\(Localization.displayName($0)) (\($0))" }.joined(separator: ", ")
        }
        if !callouts.isEmpty { context["worst"] = callouts }
        return SectionContent(context: context, words: localization.locales.map(Localization.displayName) + words)
    }

    /// The language that truncates first over the examples whose bars can truncate, each
    /// example measured against the smallest width of its own device on `previews`'
    /// platform — the width `check` lays it out at, so the call-out warns exactly when
    /// `check` reports a truncation.
    private func worstLanguage(_ examples: [ComponentExample], previews: PreviewRenderer, metrics given: (ComponentExample) -> TabMetrics?) -> [String: Any]? {
        let rules = previews.rules
        let unit = previews.pack.unit
        // The example with the least room: the largest threshold past (or nearest below) its own width.
        var worst: (threshold: GuidelineRules.Threshold, example: ComponentExample, width: Double)?
        for written in examples {
            let (example, adapted) = previews.adapt(written, metrics: given(written))
            let metrics = adapted ?? TabMetrics.defaults(for: example.variant.tab, device: example.device)
            let width = rules.smallestWidth(for: example)
            for threshold in rules.truncationThresholds(example, metrics: metrics)
            where worst.map({ threshold.width - width > $0.threshold.width - $0.width }) ?? true {
                worst = (threshold, example, width)
            }
        }
        guard let (threshold, example, width) = worst else { return nil }
        let locale = threshold.locale ?? rules.localization.locales.first ?? ""
        let name = Localization.displayName(locale)
        let whole = GuidelineRules.wholePoints(threshold.width)
        let place = "in \(example.title ?? "an example") (\(example.variant.displayName.lowercased()))"
        let device = width == rules.smallestWidth ? "the smallest device" : "the smallest \(example.device.rawValue)"
        if threshold.width > width {
            return ["tone": "warn", "text": "\(name) (\(locale)) truncates first: '\(threshold.label)' below \(whole) \(unit) \(place), wider than \(device) (\(SVGNumber.format(width)) \(unit))."]
        }
        let widths = Dictionary(examples.map { written in
            let example = previews.adapt(written, metrics: nil).example
            return (example.device, rules.smallestWidth(for: example))
        }, uniquingKeysWith: { first, _ in first })
        let fits = Set(widths.values).count == 1 ? "at \(SVGNumber.format(width)) \(unit)"
            : "at the smallest width of each device (" + widths.sorted { $0.value < $1.value }.map { "\(SVGNumber.format($0.value)) \(unit) for a \($0.key.rawValue)" }.joined(separator: ", ") + ")"
        return ["tone": "ok", "text": "Every language fits \(fits). \(name) (\(locale)) needs the most room: '\(threshold.label)' truncates below \(whole) \(unit) \(place)."]
    }
}
