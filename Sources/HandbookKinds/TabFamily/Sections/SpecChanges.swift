import TabLayout

/// What changed in a component's spec between an older version and this one, in the spec's
/// own words (`min-item-width 90 → 72`), and what it does to the bars: the width below
/// which each example starts truncating, then and now, on each platform it is drawn for.
package struct SpecChanges {
    /// An example's truncation width on one platform, then and now (nil: never).
    package struct Threshold {
        package var platform: any PlatformPack
        /// The example's variant as this platform draws it ("navigation bar", "floating tab bar").
        package var variant: String
        package var was: Double?
        package var now: Double?
    }

    /// The older version's name.
    package let since: String
    /// One line per change.
    package var lines: [String] = []
    /// Per example title: where its labels start truncating, then and now, on each platform
    /// whose width moved, in the order the platforms are drawn.
    package var thresholds: [String: [Threshold]] = [:]
    /// The tokens the spec uses that changed (set by the Changes section), for the examples' JSON.
    package var tokens: [String] = []

    /// The changes from `old` to `new`, both drawn with `previews` (the site's fonts and
    /// catalogs): their thresholds are the ones each spec's `NAME.json` publishes
    /// (`ComponentFactSheet.truncations`), so a change that moves no label reports none.
    package init(since: String, old: ComponentSpec, new: ComponentSpec, previews: PreviewRenderer) {
        self.since = since
        lines += Self.metrics(old, new)
        lines += Self.variants(old.variants, new.variants)
        lines += Self.added(old.states, new.states, what: "state")
        lines += Self.rules(old.content, new.content)
        lines += Self.examples(old.examples, new.examples)
        lines += Self.added(old.knownGaps, new.knownGaps, what: "known gap", removedVerb: "closed")
        let sheet = ComponentFactSheet(previews: previews, sourceLocale: "")
        let was = Self.widths(sheet.truncations(of: old)), now = Self.widths(sheet.truncations(of: new))
        for example in new.examples where example.intent != .dont {
            guard let title = example.title, old.examples.contains(where: { $0.title == title && $0.intent != .dont }) else { continue }
            for platform in ComponentFactSheet.packs(of: new) + ComponentFactSheet.packs(of: old) + [example.platform].compactMap({ $0.map { PlatformPacks.pack(for: $0) } }) {
                let key = Key(title: title, platform: platform.tag)
                guard thresholds[title]?.contains(where: { $0.platform.tag == platform.tag }) != true,
                      was[key].map(GuidelineRules.wholePoints) != now[key].map(GuidelineRules.wholePoints) else { continue }
                var renderer = previews.on(platform, tagging: false)
                renderer.generation = new.generation
                let variant = new.kind.definition.adapt(example, on: renderer).variant.displayName.lowercased()
                thresholds[title, default: []].append(Threshold(platform: platform, variant: variant, was: was[key], now: now[key]))
            }
        }
    }

    /// The width where `title` starts truncating on `platform` (a pack's tag), then and now,
    /// when it moved.
    package func threshold(of title: String, on platform: String) -> (was: Double?, now: Double?)? {
        thresholds[title]?.first { $0.platform.tag == platform }.map { ($0.was, $0.now) }
    }

    /// The computed consequences, in the order of the examples, each on the platform it is
    /// drawn on (named when the spec is drawn on several) in that platform's unit.
    package func consequences(in spec: ComponentSpec) -> [String] {
        spec.examples.flatMap { example -> [String] in
            guard let title = example.title, let changes = thresholds[title] else { return [] }
            return changes.compactMap { change in
                let unit = change.platform.unit
                let named = spec.platforms.count > 1 && change.platform.title(title) != title ? " on \(change.platform.name)" : ""
                let subject = "\(title) (\(change.variant))\(named)"
                switch (change.was, change.now) {
                case let (was?, now?) where now < was:
                    return "\(subject) now fits its labels down to \(GuidelineRules.wholePoints(now)) \(unit), was \(GuidelineRules.wholePoints(was)) \(unit)."
                case let (was?, now?):
                    return "\(subject) now truncates below \(GuidelineRules.wholePoints(now)) \(unit), was \(GuidelineRules.wholePoints(was)) \(unit)."
                case let (nil, now?):
                    return "\(subject) now truncates below \(GuidelineRules.wholePoints(now)) \(unit); it never did."
                case let (was?, nil):
                    return "\(subject) no longer truncates; it did below \(GuidelineRules.wholePoints(was)) \(unit)."
                case (nil, nil):
                    return nil
                }
            }
        }
    }

    private struct Key: Hashable {
        var title: String
        var platform: String
    }

    /// The widest source-language truncation width of each example on each platform, as
    /// `NAME.json`'s thresholds give it.
    private static func widths(_ truncations: [(example: ComponentExample, pack: any PlatformPack, threshold: TruncationThreshold)]) -> [Key: Double] {
        var widths: [Key: Double] = [:]
        for (example, pack, threshold) in truncations where threshold.locale == nil {
            guard let title = example.title else { continue }
            let key = Key(title: title, platform: pack.tag)
            widths[key] = max(widths[key] ?? 0, threshold.width.rounded(.up))
        }
        return widths
    }

    private static func metrics(_ old: ComponentSpec, _ new: ComponentSpec) -> [String] {
        guard old.metrics != nil || new.metrics != nil else { return [] }
        guard let variant = new.kind.defaultVariant.tab else { return [] }
        let before = old.tabMetrics ?? TabMetrics.defaults(for: variant), after = new.tabMetrics ?? TabMetrics.defaults(for: variant)
        let fields: [(String, KeyPath<TabMetrics, Double>)] = [
            ("height", \.height), ("item-padding", \.itemPadding), ("min-item-width", \.minItemWidth), ("edge-padding", \.edgePadding),
            ("font-size", \.fontSize), ("indicator-height", \.indicatorHeight),
        ]
        return fields.compactMap { name, field in
            before[keyPath: field] == after[keyPath: field] ? nil
                : "\(name) \(SVGNumber.format(before[keyPath: field])) → \(SVGNumber.format(after[keyPath: field]))"
        }
    }

    private static func variants(_ old: [ComponentSpec.Variant], _ new: [ComponentSpec.Variant]) -> [String] {
        var lines = added(old.map(\.name), new.map(\.name), what: "variant")
        for variant in new {
            guard let before = old.first(where: { $0.name == variant.name }) else { continue }
            if before.minItems != variant.minItems { lines.append("\(variant.name): min-items \(count(before.minItems)) → \(count(variant.minItems))") }
            if before.maxItems != variant.maxItems { lines.append("\(variant.name): max-items \(count(before.maxItems)) → \(count(variant.maxItems))") }
            if before.description != variant.description { lines.append("\(variant.name): description reworded") }
        }
        return lines
    }

    private static func rules(_ old: ComponentSpec.ContentRules, _ new: ComponentSpec.ContentRules) -> [String] {
        var lines: [String] = []
        if old.maxWords != new.maxWords { lines.append("content max-words \(old.maxWords) → \(new.maxWords)") }
        if old.sentenceCase != new.sentenceCase { lines.append("content case \(old.sentenceCase ? "sentence" : "any") → \(new.sentenceCase ? "sentence" : "any")") }
        if old.digitsAllowed != new.digitsAllowed { lines.append("content digits \(old.digitsAllowed) → \(new.digitsAllowed)") }
        return lines
    }

    /// Examples by title and the variant their spec writes (not the platform generation's
    /// form they are drawn in: an iPhone's `phone` bar stays `tab-bar`, an Android tablet's is
    /// not named after the iPad's top bar).
    private static func examples(_ old: [ComponentExample], _ new: [ComponentExample]) -> [String] {
        let written = { (example: ComponentExample) in example.writtenVariant ?? example.variant }
        let name = { (example: ComponentExample) in "'\(example.title ?? "Example")' (\(written(example).rawValue))" }
        var lines: [String] = []
        for example in new {
            guard let before = old.first(where: { $0.title == example.title && written($0) == written(example) }) else {
                lines.append("example added: \(name(example))")
                continue
            }
            let (was, now) = (before.items.map(\.label), example.items.map(\.label))
            if was != now { lines.append("example \(name(example)): items \(was.joined(separator: ", ")) → \(now.joined(separator: ", "))") }
        }
        for example in old where !new.contains(where: { $0.title == example.title && written($0) == written(example) }) {
            lines.append("example removed: \(name(example))")
        }
        return lines
    }

    /// "state disabled added", "known gap closed: Badges".
    private static func added(_ old: [String], _ new: [String], what: String, removedVerb: String = "removed") -> [String] {
        new.filter { !old.contains($0) }.map { "\(what) added: \($0)" } + old.filter { !new.contains($0) }.map { "\(what) \(removedVerb): \($0)" }
    }

    private static func count(_ value: Int?) -> String { value.map(String.init) ?? "any" }
}
