import TabLayout

/// What changed in a component's spec between an older version and this one, in the spec's
/// own words (`min-item-width 90 → 72`), and what it does to the bars: the width below
/// which each example starts truncating, then and now.
package struct SpecChanges {
    /// The older version's name.
    package let since: String
    /// One line per change.
    package var lines: [String] = []
    /// Per example title: the width below which a label truncates, then and now (nil: never).
    package var thresholds: [String: (was: Double?, now: Double?)] = [:]
    /// The tokens the spec uses that changed (set by the Changes section), for the examples' JSON.
    package var tokens: [String] = []

    package init(since: String, old: ComponentSpec, new: ComponentSpec, rules: GuidelineRules) {
        self.since = since
        lines += Self.metrics(old, new)
        lines += Self.variants(old.variants, new.variants)
        lines += Self.added(old.states, new.states, what: "state")
        lines += Self.rules(old.content, new.content)
        lines += Self.examples(old.examples, new.examples)
        lines += Self.added(old.knownGaps, new.knownGaps, what: "known gap", removedVerb: "closed")
        for example in new.examples where example.intent != .dont {
            guard let title = example.title, let before = old.examples.first(where: { $0.title == title && $0.intent != .dont }) else { continue }
            let was = Self.threshold(before, in: old, rules: rules), now = Self.threshold(example, in: new, rules: rules)
            if was.map(GuidelineRules.wholePoints) != now.map(GuidelineRules.wholePoints) { thresholds[title] = (was, now) }
        }
    }

    /// The computed consequences, in the order of the examples.
    package func consequences(in spec: ComponentSpec) -> [String] {
        spec.examples.compactMap { example in
            guard let title = example.title, let change = thresholds[title] else { return nil }
            let variant = example.variant.displayName.lowercased()
            switch (change.was, change.now) {
            case let (was?, now?) where now < was:
                return "\(title) (\(variant)) now fits its labels down to \(GuidelineRules.wholePoints(now)) pt, was \(GuidelineRules.wholePoints(was)) pt."
            case let (was?, now?):
                return "\(title) (\(variant)) now truncates below \(GuidelineRules.wholePoints(now)) pt, was \(GuidelineRules.wholePoints(was)) pt."
            case let (nil, now?):
                return "\(title) (\(variant)) now truncates below \(GuidelineRules.wholePoints(now)) pt; it never did."
            case let (was?, nil):
                return "\(title) (\(variant)) no longer truncates; it did below \(GuidelineRules.wholePoints(was)) pt."
            case (nil, nil):
                return nil
            }
        }
    }

    private static func threshold(_ example: ComponentExample, in spec: ComponentSpec, rules: GuidelineRules) -> Double? {
        guard let metrics = spec.tabMetrics ?? example.variant.tab.map({ TabMetrics.defaults(for: $0, device: example.device) }) else { return nil }
        return rules.truncationThreshold(example, metrics: metrics, textScale: example.textScale, measurer: rules.measurer)?.width
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

    private static func examples(_ old: [ComponentExample], _ new: [ComponentExample]) -> [String] {
        let name = { (example: ComponentExample) in "'\(example.title ?? "Example")' (\(example.variant.rawValue))" }
        var lines: [String] = []
        for example in new {
            guard let before = old.first(where: { $0.title == example.title && $0.variant == example.variant }) else {
                lines.append("example added: \(name(example))")
                continue
            }
            let (was, now) = (before.items.map(\.label), example.items.map(\.label))
            if was != now { lines.append("example \(name(example)): items \(was.joined(separator: ", ")) → \(now.joined(separator: ", "))") }
        }
        for example in old where !new.contains(where: { $0.title == example.title && $0.variant == example.variant }) {
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
