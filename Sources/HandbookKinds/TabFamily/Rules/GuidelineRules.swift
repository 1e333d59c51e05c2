import TabLayout
import TextMetrics

/// The guidelines as rules over examples: label writing rules here, geometry rules from the
/// engine's `LayoutRules`, evaluated at the smallest device width and at text scale 1.35.
/// One place for every rule, shared by `handbook check`, the build's warnings and the
/// captions of Don't examples.
public struct GuidelineRules: Sendable {
    /// Verbs that make a label an action rather than a place. Words as often nouns as verbs
    /// and common as tab names (Search, Shop, Watch, Post) are left out: they name places too.
    package static let actionVerbs: Set<String> = [
        "add", "ask", "buy", "create", "delete", "download", "edit", "find", "get", "go", "make", "manage", "open", "pay",
        "remove", "save", "see", "send", "share", "show", "start", "upload", "view", "write",
        "browse", "check", "compare", "explore", "learn", "read", "track", "update",
    ]
    /// Text scale the fixed-width rule is checked at (an accessibility size).
    public static let largeTextScale = 1.35

    package let engine: TabLayoutEngine
    package let measurer: any TextMeasurer
    /// The site's device widths, smallest first.
    package let deviceWidths: [Double]
    /// Which page explains each rule, named in each finding's explanation.
    package let rulePages: RulePages
    /// The site's locales and translations: examples are checked in every language.
    package let localization: Localization

    public init(measurer: any TextMeasurer, deviceWidths: [Double], rulePages: RulePages = RulePages(), localization: Localization = Localization()) {
        self.measurer = measurer
        self.engine = TabLayoutEngine(measurer: measurer)
        let widths = deviceWidths.filter { $0 > 0 }.sorted()
        self.deviceWidths = widths.isEmpty ? Conventions.deviceWidths : widths
        self.rulePages = rulePages
        self.localization = localization
    }

    /// The narrowest device the site supports.
    package var smallestWidth: Double { deviceWidths[0] }

    /// The narrowest width an example's device class is shown at: the smallest phone, or for a
    /// tablet tab bar the smallest tablet width (a tablet bar is never drawn 320 pt wide).
    package func smallestWidth(for example: ComponentExample) -> Double {
        guard example.variant == .tabBar || example.variant == .navigationRail || example.variant == .topTabBar, example.device == .tablet else { return smallestWidth }
        return deviceWidths.first { $0 >= Conventions.tabletMinimumWidth } ?? max(example.width ?? 0, Conventions.defaultTabletWidth)
    }

    /// Every rule `example` breaks, as warnings at the offending values: in the source
    /// language; in the one locale it is drawn in (`locale:`); and, for a component's own
    /// examples (`inEveryLocale`: the app's labels, which its catalogs translate) that are
    /// not a Don't (whose point is made in the source language), in every locale the site ships.
    public func findings(for example: ComponentExample, content: ComponentSpec.ContentRules = .init(), metrics: TabMetrics? = nil,
                         inEveryLocale: Bool = false) -> [Diagnostic] {
        var found = labelFindings(example, content: content)
        if let locale = example.locale {
            found += lookupFindings(example, locales: [locale])
            found += localizedFindings(example, locale: locale, metrics: metrics, fixedItems: content.fixedItems)
        } else {
            found += geometryFindings(example, metrics: metrics, fixedItems: content.fixedItems, measurer: measurer)
            if inEveryLocale && example.intent != .dont {
                found += lookupFindings(example, locales: localization.targetLocales)
                for locale in localization.targetLocales {
                    found += localizedFindings(example, locale: locale, metrics: metrics, fixedItems: content.fixedItems)
                }
            }
        }
        return found.map { finding in
            guard let page = rulePages.page(for: finding.id) else { return finding }
            var finding = finding
            finding.explanation = (finding.explanation.map { $0 + " " } ?? "") + "See \(page)."
            return finding
        }
    }

    // MARK: Labels

    private func labelFindings(_ example: ComponentExample, content: ComponentSpec.ContentRules) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for (index, item) in example.items.enumerated() {
            let label = item.label.trimmingSpaces()
            let at = item.labelLocation
            if let badge = item.badge, TabBadge(text: badge) == nil {
                found.append(GuidelineRule.badge.warning("badge '\(badge)' is neither a number nor \"!\"", at: item.badgeLocation ?? at,
                                      explanation: "A badge is a red oval with a count or an alert mark; say more in the content."))
            }
            found += missingGlyphs(label, at: at, measurer: measurer)
            if label.isEmpty {
                found.append(GuidelineRule.labelsEmpty.warning("item \(index + 1) has an empty label", at: at,
                                      explanation: "Every tab needs a name a reader can scan."))
                continue
            }
            let words = label.split(whereSeparator: { $0 == " " || $0 == "-" })
            if words.count > content.maxWords {
                found.append(GuidelineRule.labelsMaxWords.warning("'\(label)' has \(words.count) words; labels have at most \(content.maxWords)", at: at,
                                      explanation: "Short labels fit, scan fast and survive translation."))
            }
            if !content.digitsAllowed && label.contains(where: \.isNumber) {
                found.append(GuidelineRule.labelsDigits.warning("'\(label)' contains digits; labels name places, not counts", at: at,
                                      explanation: "Show counts in a badge or in the content, not in the label."))
            }
            if content.sentenceCase && !isSentenceCase(words) {
                found.append(GuidelineRule.labelsSentenceCase.warning("'\(label)' is not in sentence case (capitalise only the first word)", at: at))
            }
            if let first = words.first, Self.actionVerbs.contains(first.lowercased()) {
                found.append(GuidelineRule.labelsActionVerb.warning("'\(label)' starts with the verb '\(first)'; a tab names a place, not an action", at: at,
                                      explanation: "Put actions in buttons or toolbars inside the section."))
            }
            let key = label.lowercased()
            if let first = seen[key] {
                found.append(GuidelineRule.labelsDuplicate.warning("'\(label)' repeats item \(first + 1); every tab needs its own name", at: at))
            } else {
                seen[key] = index
            }
        }
        if (example.variant == .scroll || example.variant == .fixed) && example.items.count == 1 {
            found.append(GuidelineRule.singleItem.warning("tabs with a single item switch nothing; show the content without tabs", at: example.itemsLocation))
        }
        return found
    }

    /// A `font.missing-glyph` finding when no preview font draws some character of `label`.
    private func missingGlyphs(_ label: String, at location: SourceLocation, measurer: any TextMeasurer) -> [Diagnostic] {
        guard let stack = measurer as? FontStackMeasurer else { return [] }
        let missing = stack.shape(label, fontSize: 14).missingScalars
        guard !missing.isEmpty else { return [] }
        return [GuidelineRule.missingGlyph.warning("'\(label)' has \(missing.count == 1 ? "a character" : "characters") no preview font draws: "
                                                   + missing.map(Self.describe).joined(separator: ", "), at: location,
                                                   explanation: "A reader's system font would draw it, at a width the preview did not measure. Add a font that covers it to site.yml's fonts, or change the label.")]
    }

    /// The findings on `example` drawn in `locale`: labels no catalog translates, and the
    /// geometry rules and missing glyphs of the translated labels, measured in that
    /// language. Each message starts with the locale and names the translated text.
    private func localizedFindings(_ example: ComponentExample, locale: String, metrics: TabMetrics?, fixedItems: ClosedRange<Int>) -> [Diagnostic] {
        let translation = localization.translate(example, into: locale)
        let (translated, missing) = (translation.example, translation.missing)
        let name = Localization.displayName(locale)
        var found = missing.map { index -> Diagnostic in
            let label = example.items[index].label
            var finding = Diagnostic.warning("translation.missing", "'\(label)' has no \(name) (\(locale)) translation; its \(name) preview shows the source text",
                                             at: example.items[index].labelLocation,
                                             explanation: "Add it to the catalogs listed under translations in site.yml, or give the item the catalog's key (key:).")
            // The key the label was looked up as, so a reader sees which entry lacks the locale.
            if let lookup = localization.translations.lookup(label, key: example.items[index].key) {
                let source = localization.translations.translation(of: label, key: lookup.key, locale: localization.locales.first ?? "")
                finding.notes = [Diagnostic.Note("looked up as key '\(lookup.key)' (\(lookup.rule.rawValue)), which has no \(locale) entry", at: source?.location)]
            }
            return finding
        }
        let local = localization.measurer(for: locale, fallback: measurer)
        var inLocale: [Diagnostic] = []
        for item in translated.items where !item.label.isEmpty {
            inLocale += missingGlyphs(item.label, at: item.labelLocation, measurer: local)
        }
        // A width measured over glyphs no font has is no verdict: a reader's system font
        // draws them at another width, so only the missing glyphs are reported.
        if inLocale.isEmpty {
            inLocale += geometryFindings(translated, metrics: metrics, fixedItems: fixedItems, measurer: local)
                .filter { $0.id != GuidelineRule.fixedItemCount.id && $0.id != GuidelineRule.navigationBarDestinations.id }
        }
        found += untranslatedFindings(example, translation, locale: locale)
        found += Self.noting(inLocale, translated, translation).map { finding in
            var finding = finding
            finding.message = "[\(locale)] " + finding.message
            return finding
        }
        return found
    }

    /// `U+0F40 TIBETAN LETTER KA`.
    package static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.name.map { "\(code) \($0)" } ?? code
    }

    private func isSentenceCase(_ words: [Substring]) -> Bool {
        guard let first = words.first?.first, !(first.isLetter && first.isLowercase) else { return false }
        for word in words.dropFirst() {
            let letters = word.filter(\.isLetter)
            // Acronyms (FAQ, PDF) keep their capitals in sentence case.
            let isAcronym = letters.count > 1 && letters.allSatisfy(\.isUppercase)
            if let initial = letters.first, initial.isUppercase, !isAcronym { return false }
        }
        return true
    }

    // MARK: Geometry

    private func geometryFindings(_ example: ComponentExample, metrics: TabMetrics?, fixedItems: ClosedRange<Int>, measurer: any TextMeasurer) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let width = smallestWidth(for: example)
        // The preview of this example reports a refusal (`example.layout`); the rules have nothing to add.
        let atSmallest: TabLayoutRequest
        do { atSmallest = try example.request(width: width, defaultWidth: width, metrics: metrics) } catch { return [] }
        guard let layout = TabLayoutEngine(measurer: measurer).layoutIfAccepted(atSmallest) else { return [] }
        // The engine reports fixed truncation per item at this width; the rule below says more
        // (the threshold width, the large-text case), so the engine's form is left out. The
        // item count is checked here too, against the spec's own range when it narrows it.
        for finding in layout.diagnostics where finding.rule != .fixedTruncates && finding.rule != .fixedItemCount {
            let at = finding.itemIndex.flatMap { example.items.indices.contains($0) ? example.items[$0].labelLocation : nil } ?? example.itemsLocation
            let unit = finding.rule == .navigationBarTruncates ? "dp" : "pt"
            let atWidth = [.touchTarget, .tabBarTruncates, .segmentedTruncates, .navigationBarTruncates].contains(finding.rule) ? " at \(SVGNumber.format(width)) \(unit)" : ""
            let rule = GuidelineRule.of(finding.rule)
            found.append(finding.severity == .error ? rule.error(finding.message + atWidth, at: at) : rule.warning(finding.message + atWidth, at: at))
        }
        if example.variant == .navigationBar || example.variant == .navigationRail, !layout.items.contains(where: \.truncated) {
            found += fontScaleFindings(example, width: width, metrics: atSmallest.metrics, measurer: measurer)
        }
        if example.variant == .fixed {
            if !fixedItems.contains(example.items.count) {
                found.append(GuidelineRule.fixedItemCount.warning(
                                      "fixed tabs need \(fixedItems.lowerBound) to \(fixedItems.upperBound) items, this bar has \(example.items.count); use scroll tabs",
                                      at: example.itemsLocation))
            }
            found += fixedTruncations(example, metrics: atSmallest.metrics, measurer: measurer)
        }
        return found
    }

    /// Material's navigation bar labels must not truncate at any font scale Android offers:
    /// the first label that stops fitting as the scale grows to 200 %, along Android's curve,
    /// and the scale where it does (to the percent).
    private func fontScaleFindings(_ example: ComponentExample, width: Double, metrics: TabMetrics, measurer: any TextMeasurer) -> [Diagnostic] {
        let android = AndroidPack()
        let engine = TabLayoutEngine(measurer: measurer)
        func truncated(at scale: Double) -> LaidOutTab? {
            let textScale = android.textScale(forFontScale: scale, fontSize: metrics.fontSize)
            // A request the engine refuses has nothing truncated to report; `example.layout` reports the refusal.
            return engine.layoutIfAccepted(try example.request(width: width, defaultWidth: width, metrics: metrics, textScale: textScale))?
                .items.first { $0.truncated && !$0.hidden }
        }
        guard truncated(at: android.largestFontScale) != nil else { return [] }
        // Labels only grow with the scale, so the first scale that cuts one is found by halving.
        var low = 1.0, high = android.largestFontScale
        while high - low > 0.005 {
            let middle = (low + high) / 2
            if truncated(at: middle) != nil { high = middle } else { low = middle }
        }
        guard let cut = truncated(at: high), let index = example.items.firstIndex(where: { $0.label == cut.label }) else { return [] }
        let percent = Int((high * 100).rounded(.up))
        return [GuidelineRule.navigationBarTruncates.warning(
            "'\(cut.label)' fits its \(SVGNumber.format(cut.width)) dp item at \(SVGNumber.format(width)) dp but stops fitting at font scale \(percent) % (Android offers up to \(Int(android.largestFontScale * 100)) %)",
            at: example.items[index].labelLocation,
            explanation: "Material's navigation bar labels neither truncate nor wrap: choose a shorter label, or fewer destinations so each item is wider.")]
    }

    /// Fixed tabs must fit at the smallest width, also at large text: name the label and the
    /// width below which it truncates.
    private func fixedTruncations(_ example: ComponentExample, metrics: TabMetrics, measurer: any TextMeasurer) -> [Diagnostic] {
        for scale in [example.textScale, Self.largeTextScale] {
            guard let threshold = fixedThreshold(example, metrics: metrics, textScale: scale, measurer: measurer), threshold.width > smallestWidth else { continue }
            let item = example.items[threshold.index]
            let atScale = scale == 1 ? "" : " at text scale \(SVGNumber.format(scale))"
            return [GuidelineRule.fixedTruncates.warning(
                             "fixed tabs truncate '\(item.label)' below \(Self.wholePoints(threshold.width)) pt\(atScale), and the smallest device is \(SVGNumber.format(smallestWidth)) pt; use scroll tabs",
                             at: item.labelLocation,
                             explanation: "Fixed tabs are only for two to four short labels that fit on the smallest device.")]
        }
        return []
    }

    /// A threshold width as the reader sees it: whole points, rounded up, so "below 412 pt"
    /// holds for every width under it.
    package static func wholePoints(_ width: Double) -> Int { Int(width.rounded(.up)) }

    /// The smallest bar width at which fixed tabs truncate no label of `example` at
    /// `textScale`, and the label that truncates first below it.
    ///
    /// Fixed items share the width equally and a label fits when its measured width is at most
    /// the item less its padding, so the candidate is `n × (widest + 2 × padding)`. The engine
    /// has the last word: the candidate is confirmed by laying the bar out (floating-point
    /// division can put it a hair short), and nudged up until the engine agrees.
    public func fixedThreshold(_ example: ComponentExample, metrics: TabMetrics, textScale: Double = 1,
                               measurer: (any TextMeasurer)? = nil) -> (label: String, index: Int, width: Double)? {
        guard !example.items.isEmpty else { return nil }
        let base = measurer ?? self.measurer
        let engine = TabLayoutEngine(measurer: base)
        let size = metrics.fontSize * textScale
        let labels = metrics.labelMeasurer(over: base)
        let widths = example.items.map { labels.measureWidth(of: $0.label, fontSize: size) }
        guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }) else { return nil }
        var width = Double(example.items.count) * (widths[widest] + 2 * metrics.itemPadding)
        var fixed = example
        fixed.variant = .fixed
        for _ in 0..<64 {
            // A refused width has no threshold; the example's preview reports the refusal.
            guard let layout = engine.layoutIfAccepted(try fixed.request(width: width, defaultWidth: width, metrics: metrics, textScale: textScale)) else { return nil }
            if !layout.items.contains(where: \.truncated) { break }
            width = width.nextUp
        }
        return (example.items[widest].label, widest, width)
    }
}
