import TabLayout

/// The assistant's answers that lay labels out: `check_labels` and `layout`, by the tab
/// engine (every built-in kind is of the tab family).
extension LabelQuestions {
    /// Every variant the tab engine draws, by the name `handbook layout --variant` takes:
    /// generated from the engine, so a variant added there is offered here.
    package static var layoutVariants: [String] { TabVariant.allCases.map(\.rawValue) }
    /// Every variant name a spec of some kind accepts (`fixed`, `phone` …), as `layout` and
    /// `check_labels` take them with a component.
    package static var componentVariants: [String] { ExampleKeys.anyVariantNames.map(\.name) }
    package static let devices = DeviceClass.allCases.map(\.rawValue)

    /// Every finding the site's checks give the labels `asked` names as an example of
    /// `component`, on each platform it names: in the source language, in the app's catalogs'
    /// translations of them when `useCatalogs`, and in each of `translations` (locale → labels
    /// in order) as given; with the width where each version stops fitting, and the variant
    /// to use. `width` is the one width checked (the site's smallest device by default).
    package func checkLabels(_ asked: LabelsAsked, of spec: ComponentSpec, variantName: String?, width: Double?,
                            translations: [String: [String]], useCatalogs: Bool) throws(AssistantRefusal) -> DesignSystemAnswer.LabelCheck {
        let written = try example(asked, of: spec, variantName: variantName, width: width)
        let variantName = variant(of: written, kind: spec.kind)
        for (locale, labels) in translations where labels.count != written.items.count {
            throw AssistantRefusal(argument: "translations", message: "'translations.\(locale)' must list \(written.items.count) strings, one per label")
        }
        // An example written for one platform is drawn for that one alone, as its page draws it.
        let packs = written.platform.map { [PlatformPacks.pack(for: $0)] } ?? packs(of: spec)
        var findings: [Diagnostic] = []
        var thresholds: [DesignSystemAnswer.Threshold] = []
        for pack in packs {
            // The spec's generation first: it sets the widths checked, which `width` then narrows.
            // Findings name the platform whenever the spec names several, as on its page.
            var generationRenderer = previews.on(pack, tagging: spec.platforms.count > 1)
            generationRenderer.generation = spec.generation
            let renderer = generationRenderer.checking(at: width)
            let given = spec.kind.definition.usesSpecMetrics(for: written.variant) ? spec.tabMetrics : nil
            // The rendition the page draws: its findings are the picture's (the rules at the
            // smallest device, and every label it cuts), not worked out again here.
            let rendition = try Self.rendition(of: written, on: renderer, content: spec.content, metrics: given, inEveryLocale: useCatalogs)
            // A locale whose labels the caller gave is checked with those, not the catalogs'.
            let translated = Set(translations.keys)
            findings += rendition.broken.filter { finding in
                !translated.contains { finding.message.contains("[\($0)] ") || finding.message.contains("(\($0)) translation") || finding.message.contains("(\($0)): key") }
            }
            for threshold in renderer.rules.truncationThresholds(rendition.example, metrics: rendition.request.metrics, localized: useCatalogs)
            where !translated.contains(threshold.locale ?? "") {
                thresholds.append(.init(example: written.title, locale: threshold.locale ?? sourceLocale, platform: pack.tag, label: threshold.label,
                                        truncatesBelow: Double(GuidelineRules.wholePoints(threshold.width))))
            }
            for (locale, labels) in translations.sorted(by: { $0.key < $1.key }) {
                // The given translation drawn and judged in its language, without the catalogs.
                let speaking = renderer.tagging(false).measuring(in: locale)
                var local = written
                for index in local.items.indices { local.items[index].label = labels[index] }
                local.locale = nil
                local.rightToLeft = Localization.isRightToLeft(locale)
                let found = try Self.rendition(of: local, on: speaking, content: spec.content, metrics: given, inEveryLocale: false)
                findings += renderer.tagged(found.broken.map { finding in
                    var finding = finding
                    finding.message = "[\(locale)] " + finding.message
                    return finding
                })
                if let cut = speaking.rules.truncationThreshold(found.example, metrics: found.request.metrics, textScale: 1, measurer: speaking.measurer) {
                    thresholds.append(.init(example: written.title, locale: locale, platform: pack.tag, label: cut.label,
                                            truncatesBelow: Double(GuidelineRules.wholePoints(cut.width))))
                }
            }
        }
        var advice: String?
        if findings.contains(where: { $0.id == GuidelineRule.fixedTruncates.id }) {
            advice = "Use scroll tabs: fixed tabs truncate these labels at \(width.map { SVGNumber.format($0) + " pt" } ?? "the smallest device")."
        } else if findings.contains(where: { $0.id == GuidelineRule.phoneMoreItem.id }) {
            advice = "Keep to five destinations, or accept that the rest go under More on a phone."
        } else if findings.contains(where: { $0.id == GuidelineRule.navigationBarTruncates.id }) {
            advice = "Shorten the labels that stop fitting, or use fewer destinations: Material's navigation bar never truncates."
        }
        var seen = Set<String>()
        let sorted = findings.sortedForDisplay().filter { seen.insert($0.id + "|" + $0.message).inserted }
        let checkedWidths = previews.on(packs[0], tagging: false).checking(at: width).deviceWidths
        return .init(component: spec.name, variant: variantName, platforms: packs.map(\.tag), labels: written.items.map(\.label),
                     keys: written.items.contains { $0.key != nil } ? written.items.map { $0.key ?? "" } : nil,
                     example: written.title, width: width ?? checkedWidths[0], passes: sorted.isEmpty,
                     findings: sorted.map { DesignSystemAnswer.Finding($0, locales: localization.locales + translations.keys) }, thresholds: thresholds, advice: advice)
    }

    /// One layout, as `handbook layout` prints it, with the site's fonts and the platform's
    /// drawing: the layout JSON, and what the site's rules say of the labels at that width.
    /// Without a component the variant is drawn as named; with one, the component's variant
    /// names, metrics (its tokens resolved) and platforms apply, so the verdict is the one
    /// `check_labels` gives at the same width. A platform that would draw another variant
    /// than the one asked is a refusal, never a silent swap (but `tab-bar`, which each
    /// platform draws its own way, as `handbook layout --platform` does).
    package func layout(_ asked: LayoutAsked, spec: ComponentSpec?) throws(AssistantRefusal) -> (json: String, findings: [DesignSystemAnswer.Finding]) {
        let device = asked.device.flatMap(DeviceClass.init(rawValue:)) ?? .phone
        var written: ComponentExample
        var renderer: PreviewRenderer
        var given: TabMetrics?
        var content = ComponentSpec.ContentRules()
        if let spec {
            written = try example(.labels(asked.labels), of: spec, variantName: asked.variant, width: asked.width)
            let packs = packs(of: spec)
            var pack = packs[0]
            if let platform = asked.platform {
                guard let named = packs.first(where: { $0.platform == platform }) else {
                    throw AssistantRefusal(argument: "platform", message: "\(spec.name) is not drawn for \(platform.rawValue); its platforms are "
                                           + packs.map(\.tag).joined(separator: ", "))
                }
                pack = named
            }
            renderer = previews.on(pack, tagging: false)
            given = spec.kind.definition.usesSpecMetrics(for: written.variant) ? spec.tabMetrics : nil
            content = spec.content
        } else {
            let name = asked.variant ?? TabVariant.scroll.rawValue
            guard let variant = TabVariant(rawValue: name) else {
                throw AssistantRefusal(argument: "variant", message: "unknown variant '\(name)'; the variants are " + Self.layoutVariants.joined(separator: ", "))
            }
            written = example(asked.labels, variant: VariantName(name: name, variant: ExampleVariant(variant), summary: ""), width: asked.width)
            renderer = previews.on(PlatformPacks.pack(for: asked.platform), tagging: false)
            if let platform = asked.platform {
                let drawn = renderer.pack.variant(for: written.variant, device: device, generation: renderer.generation)
                if drawn != written.variant, variant != .tabBar {
                    throw AssistantRefusal(argument: "variant", message: "\(platform.rawValue) does not draw \(name): it draws \(drawn.rawValue) in its place. "
                                           + "Ask for \(drawn.rawValue), or leave out platform to draw \(name) as it is.")
                }
            }
        }
        written.device = device
        written.selected = asked.selected
        written.textScale = asked.textScale
        written.locale = nil
        written.rightToLeft = asked.locale.map(Localization.isRightToLeft) ?? false
        // The labels are given in `locale`: measured in its fonts, not looked up in the catalogs.
        // Without a component or platform the variant is drawn as named, with its own lengths,
        // as `handbook layout` draws it.
        let drawing = renderer.checking(at: asked.width).measuring(in: asked.locale)
        let rendition = try Self.rendition(of: written, on: drawing, content: content, metrics: given, adapting: spec != nil || asked.platform != nil)
        let findings = rendition.broken.sortedForDisplay()
        return (LayoutJSON.encode(rendition.layout), findings.map { DesignSystemAnswer.Finding($0, locales: localization.locales) })
    }

    /// `example`'s rendition on `renderer`, as the page draws it; the engine's refusal, worded
    /// as the assistant is told it.
    private static func rendition(of example: ComponentExample, on renderer: PreviewRenderer, content: ComponentSpec.ContentRules, metrics: TabMetrics?,
                                  inEveryLocale: Bool = false, adapting: Bool = true) throws(AssistantRefusal) -> Rendition {
        do throws(DiagnosticsError) {
            return try renderer.rendition(of: example, content: content, metrics: metrics, inEveryLocale: inEveryLocale, adapting: adapting)
        } catch {
            throw AssistantRefusal(argument: "variant", message: error.diagnostics.map(\.message).joined(separator: "\n"))
        }
    }

    /// The example `asked` names, as a spec of `spec`'s kind would write it.
    package func example(_ asked: LabelsAsked, of spec: ComponentSpec, variantName: String?, width: Double?) throws(AssistantRefusal) -> ComponentExample {
        var written: ComponentExample
        switch asked {
        case .example(let title):
            guard let found = spec.examples.first(where: { $0.title?.lowercased() == title.lowercased() }) else {
                let titles = spec.examples.compactMap(\.title)
                let hint = Spelling.suggestion(for: title, among: titles).map { "; did you mean '\($0)'?" } ?? ""
                throw AssistantRefusal(argument: "example", message: "\(spec.name) has no example titled '\(title)'\(hint) Its examples are "
                                       + titles.map { "'\($0)'" }.joined(separator: ", ") + ".")
            }
            written = found
            if let width { written.width = width }
            return written
        case .labels(let labels):
            written = example(labels, variant: try variant(variantName, of: spec), width: width)
        case .keys(let keys):
            let index = localization.translations.index
            for (position, key) in keys.enumerated() where !index.contains(key) {
                let hint = Spelling.suggestion(for: key, among: index.keys).map { "; did you mean '\($0)'?" } ?? ""
                throw AssistantRefusal(argument: "keys", message: "keys[\(position)]: no catalog has the key '\(key)'\(hint)")
            }
            // Each item as a spec writes it with `key:`: drawn with the key's source text, and
            // looked up by the key in every locale, as the build does.
            written = example(keys.map { index.sourceText(of: $0) ?? $0 }, variant: try variant(variantName, of: spec), width: width)
            for position in written.items.indices { written.items[position].key = keys[position] }
        }
        return written
    }

    private func variant(_ name: String?, of spec: ComponentSpec) throws(AssistantRefusal) -> VariantName {
        guard let found = variant(named: name, kind: spec.kind) else {
            throw AssistantRefusal(argument: "variant", message: "variant '\(name ?? "")' is not one of \(spec.component)'s: "
                                   + variantNames(kind: spec.kind).joined(separator: ", "))
        }
        return found
    }

    /// The name a spec of `kind` gives the variant `example` is drawn as.
    private func variant(of example: ComponentExample, kind: ComponentKind) -> String {
        let names = ExampleKeys.variantNames(for: kind)
        return (names.first { $0.variant == example.variant && ($0.device == nil || $0.device == example.device) } ?? names.first { $0.variant == example.variant })?.name
            ?? example.variant.rawValue
    }
}
