import DesignTokens

/// What changed in the spec and in the tokens it uses since the previous version site.yml
/// lists, and what that does: the width below which each example truncates, the contrast of
/// each checked pair of paints in each context (`[dark] label {color.text.secondary} on
/// {color.surface.bar}: 7.20:1 → 2.90:1, now fails contrast.text`), and touch targets that
/// now fail or pass. Only on sites with versions.
package struct ChangesSection: ComponentPageSection {
    package let id = "changes"
    package let title = "Changes"

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        guard let previous = page.previous else { return nil }
        guard let old = previous.specs[page.spec.name] else {
            page.changeFacts = .init(since: previous.version, isNew: true, spec: [], tokens: [], consequences: [])
            return SectionContent(context: ["since": previous.version, "isNew": true], words: ["New since \(previous.version)"])
        }
        // The older spec as its version drew it: its metrics and paints from its own tokens.
        let oldStyle = StyledSpec(old, tokens: previous.tokens, stack: nil, everyContext: true)
        var styledOld = old
        if previous.tokens.system != nil, oldStyle.metrics != nil { styledOld.metrics = oldStyle.metrics }
        // Its examples as this page draws its own (`ComponentPageBuilder`: in the platform's
        // generation), so an example compares with itself, not with its older form's variant.
        styledOld.examples = old.examples.map { old.kind.definition.adapt($0, on: page.previews) }
        var changes = SpecChanges(since: previous.version, old: styledOld, new: page.spec, previews: page.previews)
        let tokenLines = Self.tokenLines(old: old, previous: previous.tokens, page: page)
        var consequences = changes.consequences(in: page.spec)
        consequences += Self.contrast(page.spec, was: oldStyle.themes, now: page.previews.themes)
        consequences += Self.targets(page.spec, was: styledOld, previews: page.previews)
        changes.tokens = tokenLines
        page.changes = changes
        page.changeFacts = .init(since: previous.version, isNew: false, spec: changes.lines, tokens: tokenLines, consequences: consequences)
        return SectionContent(context: ["since": previous.version, "changes": changes.lines, "tokens": tokenLines, "consequences": consequences,
                                        "unchanged": changes.lines.isEmpty && tokenLines.isEmpty && consequences.isEmpty,
                                        "hasTokens": page.tokens.system != nil],
                              words: changes.lines + tokenLines + consequences)
    }

    /// The tokens the spec uses, then or now, that changed.
    private static func tokenLines(old: ComponentSpec, previous: SiteTokens, page: ComponentPageDraft) -> [String] {
        guard previous.system != nil || page.tokens.system != nil else { return [] }
        var names = Set<String>()
        for spec in [old, page.spec] {
            for entry in spec.style.parts + spec.style.metrics {
                guard case .token(let name) = entry.value else { continue }
                names.insert(name)
                for tokens in [previous, page.tokens] {
                    for theme in tokens.themes { names.formUnion(theme.tokens[name]?.aliasChain ?? []) }
                }
            }
        }
        guard !names.isEmpty else { return [] }
        return TokenChanges(since: "", old: previous, new: page.tokens).lines(for: names, contexts: page.tokens.themes.count)
    }

    /// Each checked pair of paints whose contrast changed, per context: then → now, and
    /// whether it now fails or passes its rule.
    private static func contrast(_ spec: ComponentSpec, was oldThemes: [PreviewTheme], now themes: [PreviewTheme]) -> [String] {
        var lines: [String] = []
        for theme in themes {
            guard let before = oldThemes.first(where: { $0.dataTokens == theme.dataTokens }) else { continue }
            for pair in spec.kind.definition.contrastPairs where pair.needsStyle.isEmpty || pair.needsStyle.contains(where: { spec.style[$0] != nil }) {
                guard let top = theme.paints[pair.foreground], let bottom = theme.paints[pair.background],
                      let oldTop = before.paints[pair.foreground], let oldBottom = before.paints[pair.background] else { continue }
                let was = Contrast.wcagRatio(foreground: oldTop.color, background: oldBottom.color)
                let now = Contrast.wcagRatio(foreground: top.color, background: bottom.color)
                guard ContrastRules.format(was) != ContrastRules.format(now) else { continue }
                let minimum = pair.minimum(text: 4.5)
                // Compared as printed, as the checks compare them.
                let passed = (was * 100).rounded(.down) / 100 >= minimum, passes = (now * 100).rounded(.down) / 100 >= minimum
                let verdict = passed == passes ? (passes ? "still passes" : "still fails") : (passes ? "now passes" : "now fails")
                lines.append("[\(theme.label)] \(pair.foreground) \(top.name) on \(bottom.name): \(ContrastRules.format(was)):1 → \(ContrastRules.format(now)):1, \(verdict) \(pair.rule.id)")
            }
        }
        return lines
    }

    /// Touch targets that fail now and did not, or failed and pass now.
    private static func targets(_ spec: ComponentSpec, was old: ComponentSpec, previews: PreviewRenderer) -> [String] {
        let before = spec.kind.definition.targetFindings(for: old, previews: previews)
        let after = spec.kind.definition.targetFindings(for: spec, previews: previews)
        let beforePrints = Set(before.map(FindingFingerprint.init)), afterPrints = Set(after.map(FindingFingerprint.init))
        return after.filter { !beforePrints.contains(FindingFingerprint($0)) }.map { "Now fails \($0.id): \($0.message)." }
            + before.filter { !afterPrints.contains(FindingFingerprint($0)) }.map { "No longer fails \($0.id): \($0.message)." }
    }
}

extension ComponentPageDraft {
    /// What changed since the previous version (set by the Changes section, read by the examples' downloads).
    package var changes: SpecChanges? {
        get { handedOn["changes"] as? SpecChanges }
        set { handedOn["changes"] = newValue }
    }
}
