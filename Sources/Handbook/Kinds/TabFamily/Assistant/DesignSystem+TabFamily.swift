import TabLayout

/// The assistant's answers that lay labels out: `check_labels` and `layout`, by the tab
/// engine (every built-in kind is of the tab family).
extension DesignSystem {
    /// The engine's variants and device classes, as `layout` takes them.
    public static let layoutVariants = TabVariant.allCases.map(\.rawValue)
    public static let devices = DeviceClass.allCases.map(\.rawValue)

    /// Every finding the site's checks give `labels` as an example of `component`, on each
    /// platform it names: in the source language, in the app's catalogs' translations of
    /// them when `useCatalogs`, and in each of `translations` (locale → labels in order) as
    /// given; with the width where each version stops fitting, and the variant to use.
    /// Nil when `variantName` is none of the kind's (`variantNames(kind:)` lists them).
    public func checkLabels(_ labels: [String], of component: Component, variantName: String?, width: Double?,
                            translations: [String: [String]], useCatalogs: Bool) -> DesignSystemAnswer.LabelCheck? {
        let spec = component.spec
        guard let variant = variant(named: variantName, kind: spec.kind) else { return nil }
        let packs = packs(of: spec)
        var findings: [Diagnostic] = []
        var thresholds: [DesignSystemAnswer.Threshold] = []
        for pack in packs {
            var renderer = previews.on(pack, tagging: packs.count > 1)
            renderer.generation = spec.generation
            let written = example(labels, variant: variant, width: width)
            let given = spec.kind.definition.usesSpecMetrics(for: written.variant) ? spec.tabMetrics : nil
            let (drawn, metrics) = renderer.adapt(written, metrics: given)
            let request = drawn.request(defaultWidth: renderer.defaultWidth, metrics: metrics)
            // A locale whose labels the caller gave is checked with those, not the catalogs'.
            let translated = Set(translations.keys)
            findings += renderer.tagged(renderer.rules.findings(for: drawn, content: spec.content, metrics: metrics, inEveryLocale: useCatalogs)
                .filter { finding in !translated.contains { finding.message.hasPrefix("[\($0)] ") || finding.message.contains("(\($0)) translation") || finding.message.contains("(\($0)): key") } })
            for threshold in renderer.rules.truncationThresholds(drawn, metrics: request.metrics, localized: useCatalogs)
            where !translated.contains(threshold.locale ?? "") {
                thresholds.append(.init(example: nil, locale: threshold.locale ?? sourceLocale, platform: pack.tag, label: threshold.label,
                                        truncatesBelow: Double(GuidelineRules.wholePoints(threshold.width))))
            }
            for (locale, translated) in translations.sorted(by: { $0.key < $1.key }) where translated.count == labels.count {
                // The given translation measured in its language, without the catalogs.
                let measurer = renderer.localization.measurer(for: locale, fallback: renderer.rules.measurer)
                let rules = GuidelineRules(measurer: measurer, deviceWidths: renderer.rules.deviceWidths, rulePages: config.rulePages)
                var local = renderer.adapt(example(translated, variant: variant, width: width), metrics: given).example
                local.rightToLeft = Localization.isRightToLeft(locale)
                let found = rules.findings(for: local, content: spec.content, metrics: metrics)
                findings += renderer.tagged(found.map { finding in
                    var finding = finding
                    finding.message = "[\(locale)] " + finding.message
                    return finding
                })
                if let cut = rules.truncationThreshold(local, metrics: request.metrics, textScale: 1, measurer: measurer) {
                    thresholds.append(.init(example: nil, locale: locale, platform: pack.tag, label: cut.label,
                                            truncatesBelow: Double(GuidelineRules.wholePoints(cut.width))))
                }
            }
        }
        var advice: String?
        if findings.contains(where: { $0.id == GuidelineRule.fixedTruncates.id }) {
            advice = "Use scroll tabs: fixed tabs truncate these labels on the smallest device."
        } else if findings.contains(where: { $0.id == GuidelineRule.phoneMoreItem.id }) {
            advice = "Keep to five destinations, or accept that the rest go under More on a phone."
        } else if findings.contains(where: { $0.id == GuidelineRule.navigationBarTruncates.id }) {
            advice = "Shorten the labels that stop fitting, or use fewer destinations: Material's navigation bar never truncates."
        }
        var seen = Set<String>()
        let sorted = findings.sortedForDisplay().filter { seen.insert($0.id + "|" + $0.message).inserted }
        return .init(component: spec.name, variant: variant.name, platforms: packs.map(\.tag), passes: sorted.isEmpty,
                     findings: sorted.map(DesignSystemAnswer.Finding.init), thresholds: thresholds, advice: advice)
    }

    /// One layout, as `handbook layout` prints it, with the site's fonts and the platform's
    /// drawing: the layout JSON.
    public func layout(_ labels: [String], variant name: String, width: Double, selected: Int, locale: String?,
                       platform: Platform?, textScale: Double, device deviceName: String) throws(DiagnosticsError) -> String {
        let variant = TabVariant(rawValue: name) ?? .scroll, device = DeviceClass(rawValue: deviceName) ?? .phone
        let renderer = previews.on(PlatformPacks.pack(for: platform), tagging: false)
        var written = example(labels, variant: ExampleKeys.VariantName(name: variant.rawValue, variant: ExampleVariant(variant), summary: ""), width: width)
        written.device = device
        written.selected = selected
        written.textScale = textScale
        let (drawn, metrics) = renderer.adapt(written, metrics: nil)
        let measurer = renderer.localization.measurer(for: locale, fallback: renderer.rules.measurer)
        var request = drawn.request(defaultWidth: width, metrics: metrics)
        request.rightToLeft = locale.map(Localization.isRightToLeft) ?? false
        let layout = try PreviewRenderer.layout(request, of: drawn, engine: TabLayoutEngine(measurer: measurer))
        return LayoutJSON.encode(layout)
    }
}
