import TabLayout

/// The guidelines as rules over examples: label writing rules here, geometry rules from the
/// engine's `LayoutRules`, evaluated at the smallest device width and at text scale 1.35.
/// One place for every rule, shared by `handbook check`, the build's warnings and the
/// captions of Don't examples.
public struct GuidelineRules: Sendable {
    /// Verbs that make a label an action rather than a place.
    static let actionVerbs: Set<String> = [
        "add", "buy", "create", "delete", "download", "edit", "find", "get", "go", "make", "manage", "open", "pay",
        "post", "remove", "save", "search", "see", "send", "share", "show", "start", "upload", "view", "write",
        "browse", "check", "compare", "explore", "learn", "read", "shop", "track", "update", "watch",
    ]
    /// Text scale the fixed-width rule is checked at (an accessibility size).
    public static let largeTextScale = 1.35

    let engine: TabLayoutEngine
    let measurer: any TextMeasurer
    /// The narrowest device the site supports.
    let smallestWidth: Double

    public init(measurer: any TextMeasurer, deviceWidths: [Double]) {
        self.measurer = measurer
        self.engine = TabLayoutEngine(measurer: measurer)
        self.smallestWidth = deviceWidths.min() ?? 320
    }

    /// Where each rule's guideline is written, for the explanation.
    static func guideline(for rule: String) -> String {
        if rule.hasPrefix("labels.") { return "guidelines/navigation/writing-tab-labels" }
        if rule.hasPrefix("tab-bar.") { return "guidelines/navigation/tab-bars" }
        if rule.hasPrefix("segmented.") { return "components/segmented-control" }
        return "components/tabs"
    }

    /// Every rule `example` breaks, as warnings at the offending values.
    public func findings(for example: TabExample, content: ComponentSpec.ContentRules = .init(), metrics: TabMetrics? = nil) -> [Diagnostic] {
        var found = labelFindings(example, content: content)
        found += geometryFindings(example, metrics: metrics)
        return found.map { finding in
            var finding = finding
            finding.explanation = (finding.explanation.map { $0 + " " } ?? "") + "See \(Self.guideline(for: finding.id))."
            return finding
        }
    }

    // MARK: Labels

    private func labelFindings(_ example: TabExample, content: ComponentSpec.ContentRules) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for (index, item) in example.items.enumerated() {
            let label = item.label.trimmingSpaces()
            let at = item.labelLocation
            if label.isEmpty {
                found.append(.warning("labels.empty", "item \(index + 1) has an empty label", at: at,
                                      explanation: "Every tab needs a name a reader can scan."))
                continue
            }
            let words = label.split(whereSeparator: { $0 == " " || $0 == "-" })
            if words.count > content.maxWords {
                found.append(.warning("labels.max-words", "'\(label)' has \(words.count) words; labels have at most \(content.maxWords)", at: at,
                                      explanation: "Short labels fit, scan fast and survive translation."))
            }
            if !content.digitsAllowed && label.contains(where: \.isNumber) {
                found.append(.warning("labels.digits", "'\(label)' contains digits; labels name places, not counts", at: at,
                                      explanation: "Show counts in a badge or in the content, not in the label."))
            }
            if content.sentenceCase && !isSentenceCase(words) {
                found.append(.warning("labels.sentence-case", "'\(label)' is not in sentence case (capitalise only the first word)", at: at))
            }
            if let first = words.first, Self.actionVerbs.contains(first.lowercased()) {
                found.append(.warning("labels.action-verb", "'\(label)' starts with the verb '\(first)'; a tab names a place, not an action", at: at,
                                      explanation: "Put actions in buttons or toolbars inside the section."))
            }
            let key = label.lowercased()
            if let first = seen[key] {
                found.append(.warning("labels.duplicate", "'\(label)' repeats item \(first + 1); every tab needs its own name", at: at))
            } else {
                seen[key] = index
            }
            if let badge = item.badge, TabBadge(text: badge) == nil {
                found.append(.warning("tab-bar.badge", "badge '\(badge)' is neither a number nor \"!\"", at: item.badgeLocation ?? at,
                                      explanation: "A badge is a red oval with a count or an alert mark; say more in the content."))
            }
        }
        if example.variant != .tabBar && example.variant != .segmented && example.items.count == 1 {
            found.append(.warning("tabs.single-item", "tabs with a single item switch nothing; show the content without tabs", at: example.itemsLocation))
        }
        return found
    }

    private func isSentenceCase(_ words: [Substring]) -> Bool {
        guard let first = words.first?.first, !(first.isLetter && first.isLowercase) else { return false }
        for word in words.dropFirst() {
            let letters = word.filter(\.isLetter)
            let isAcronym = letters.count > 1 && letters.allSatisfy(\.isUppercase)
            if let initial = letters.first, initial.isUppercase, !isAcronym { return false }
        }
        return true
    }

    // MARK: Geometry

    private func geometryFindings(_ example: TabExample, metrics: TabMetrics?) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let atSmallest = example.request(width: smallestWidth, defaultWidth: smallestWidth, metrics: metrics)
        guard let layout = try? engine.layout(atSmallest) else { return [] }
        for finding in layout.diagnostics where finding.rule != .fixedTruncates {
            let at = finding.itemIndex.map { example.items[min($0, example.items.count - 1)].labelLocation } ?? example.itemsLocation
            let atWidth = [.touchTarget, .tabBarTruncates, .segmentedTruncates].contains(finding.rule) ? " at \(SVGNumber.format(smallestWidth)) pt" : ""
            found.append(Diagnostic(.warning, finding.rule.id, finding.message + atWidth, at: at))
        }
        if example.variant == .fixed {
            found += fixedTruncations(example, request: atSmallest)
        }
        return found
    }

    /// Fixed tabs must fit at the smallest width, also at large text: name the label and the
    /// width below which it truncates (n × (widest label + 2 × padding)).
    private func fixedTruncations(_ example: TabExample, request: TabLayoutRequest) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for scale in [example.textScale, Self.largeTextScale] {
            let size = request.metrics.fontSize * scale
            let widths = example.items.map { measurer.measureWidth(of: $0.label, fontSize: size) }
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }) else { continue }
            let threshold = Double(example.items.count) * (widths[widest] + 2 * request.metrics.itemPadding)
            guard threshold > smallestWidth else { continue }
            let item = example.items[widest]
            let atScale = scale == 1 ? "" : " at text scale \(SVGNumber.format(scale))"
            found.append(.warning("tabs.fixed.truncates",
                                  "fixed tabs truncate '\(item.label)' below \(Int(threshold.rounded(.up))) pt\(atScale), and the smallest device is \(SVGNumber.format(smallestWidth)) pt; use scroll tabs",
                                  at: item.labelLocation,
                                  explanation: "Fixed tabs are only for two to four short labels that fit on the smallest device."))
            break
        }
        return found
    }

    /// The width below which fixed tabs truncate some label of `example` at `textScale`.
    public func fixedThreshold(_ example: TabExample, metrics: TabMetrics, textScale: Double = 1) -> (label: String, width: Double)? {
        let size = metrics.fontSize * textScale
        let widths = example.items.map { measurer.measureWidth(of: $0.label, fontSize: size) }
        guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }) else { return nil }
        return (example.items[widest].label, Double(example.items.count) * (widths[widest] + 2 * metrics.itemPadding))
    }
}
