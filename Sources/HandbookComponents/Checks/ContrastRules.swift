import DesignTokens

/// The colour and size checks of a styled spec, per theme: label text against its container
/// (WCAG 2.2 1.4.3), the active indicator against the container (1.4.11), the selection shown
/// by more than colour (1.4.1), badge text on the badge, and each item's touch target
/// against the platform's minimum (2.5.8, measured by the kind: `targetFindings`). Findings name the theme, the two paints and the
/// ratio to two decimals, at the `style:` value that chose the foreground.
package struct ContrastRules {
    package let spec: ComponentSpec
    package let themes: [PreviewTheme]
    package let typography: TokenTypography?
    package let previews: PreviewRenderer
    /// The platform the themes paint (Android's Material roles), named in findings; nil: the spec's own.
    package var platform: Platform?

    package init(spec: ComponentSpec, themes: [PreviewTheme], typography: TokenTypography?, previews: PreviewRenderer, platform: Platform? = nil) {
        self.spec = spec
        self.themes = themes
        self.typography = typography
        self.previews = previews
        self.platform = platform
    }

    /// Normal text needs 4.5:1; large text (24 px, or 18.66 px bold) 3:1.
    package var textMinimum: Double {
        // A kind without metrics has no label size to tell large text by: the stricter minimum.
        let size = (spec.metrics ?? spec.kind.definition.defaultMetrics)?.fontSize ?? 0
        let weight = typography?.fontWeight ?? 500
        return size >= 24 || (size >= 18.66 && weight >= 700) ? 3 : 4.5
    }

    /// One pair of paints as a theme paints it, judged: a row of the Themes table and, when it
    /// fails, the finding `check` reports. Both read this value, so they cannot differ.
    package struct Verdict: Sendable {
        package let pair: ContrastPair
        /// The theme's label (`light`, `dark`), as findings bracket it.
        package let theme: String
        package let foreground: PreviewTheme.Paint
        package let background: PreviewTheme.Paint
        package let ratio: Double
        package let minimum: Double
        /// The platform whose paints these are (Android's Material roles); nil: the spec's own.
        package let platform: Platform?
        /// Compared as printed: a ratio shown as 4.50 passes a 4.5 minimum.
        package var passes: Bool { (ratio * 100).rounded(.down) / 100 >= minimum }
        package var apca: Double { Contrast.apcaLc(text: foreground.color, background: background.color) }
    }

    /// The pairs the kind checks that `theme` paints, each judged against its minimum (large
    /// text's where the label is large): only pairs of parts this theme draws, on this platform.
    package func verdicts(in theme: PreviewTheme) -> [Verdict] {
        spec.kind.definition.contrastPairs.compactMap { pair in
            guard pair.needsStyle.isEmpty || pair.needsStyle.contains(where: { spec.style[$0] != nil }),
                  pair.platform == nil || pair.platform == platform,
                  let top = theme.paints[pair.foreground], let bottom = theme.paints[pair.background] else { return nil }
            return Verdict(pair: pair, theme: theme.label, foreground: top, background: bottom,
                           ratio: Contrast.wcagRatio(foreground: top.color, background: bottom.color), minimum: pair.minimum(text: textMinimum),
                           platform: platform)
        }
    }

    package func findings() -> [Diagnostic] {
        guard !spec.style.isEmpty else { return [] }
        var found: [Diagnostic] = []
        // A context that changes only sizes (a Dynamic Type size) paints as another does: its
        // colours are checked once, under the first context that paints them.
        var painted: [PreviewPalette] = []
        for theme in themes {
            var key = theme.palette
            key.tokens = nil
            guard !painted.contains(key) else { continue }
            painted.append(key)
            found += colourFindings(in: theme)
        }
        if let platform {
            // The platform's own paints: only the colours are its own; targets are checked once.
            return found.map { finding in
                var finding = finding
                finding.message = "[\(platform.rawValue)] " + finding.message
                return finding
            }
        }
        found += spec.kind.definition.targetFindings(for: spec, previews: previews)
        // The same pair failing in several themes is reported per theme; the same message twice is not.
        var seen = Set<String>()
        return found.filter { seen.insert("\($0.id)|\($0.message)").inserted }
    }

    // MARK: Colour

    private func colourFindings(in theme: PreviewTheme) -> [Diagnostic] {
        var found = verdicts(in: theme).compactMap(finding)
        if let finding = stateByColourOnly(in: theme) { found.append(finding) }
        return found
    }

    /// The finding of a failing verdict, at the `style:` value that chose its foreground.
    private func finding(_ verdict: Verdict) -> Diagnostic? {
        guard !verdict.passes else { return nil }
        let (top, bottom, ratio, minimum) = (verdict.foreground, verdict.background, verdict.ratio, verdict.minimum)
        let (rule, foreground) = (verdict.pair.rule, verdict.pair.foreground)
        let location = top.styleLocation ?? bottom.styleLocation ?? spec.style.parts.first?.location
        var notes: [String] = []
        if let place = top.tokenLocation { notes.append("\(top.name) is defined at \(StyledSpec.place(place))") }
        if let place = bottom.tokenLocation { notes.append("\(bottom.name) at \(StyledSpec.place(place))") }
        notes.append("APCA Lc \(Self.format(verdict.apca, digits: 1))")
        return rule.warning("[\(verdict.theme)] \(foreground) \(top.name) on \(bottom.name) is \(Self.format(ratio)):1, below \(Self.format(minimum, digits: minimum == minimum.rounded() ? 0 : 1)):1",
                            at: location, explanation: notes.joined(separator: "; ") + ".")
    }

    /// Tabs whose indicator cannot be seen, and segmented controls whose thumb cannot, tell
    /// the selected item only by its label's colour (both weights are the same here).
    private func stateByColourOnly(in theme: PreviewTheme) -> Diagnostic? {
        guard let selection = spec.kind.definition.selectionMark(for: spec) else { return nil }
        let (mark, ground) = (selection.mark, selection.ground)
        guard let top = theme.paints[mark], let bottom = theme.paints[ground] else { return nil }
        var visible = Contrast.wcagRatio(foreground: top.color, background: bottom.color) >= 1.1 && top.color.alpha > 0
        if let edgePart = selection.edge, let edge = theme.paints[edgePart] {
            visible = visible || Contrast.wcagRatio(foreground: edge.color, background: bottom.color) >= 1.1
        }
        if !selection.isDrawn { visible = false }
        guard !visible else { return nil }
        return GuidelineRule.contrastStateByColourOnly.warning(
            "[\(theme.label)] the selected item differs only by colour: \(mark) \(top.name) cannot be told from \(bottom.name)",
            at: top.styleLocation ?? spec.style.parts.first?.location,
            explanation: "Show the selection by a shape too: an indicator that stands out from the container, or a heavier label.")
    }

    package static func format(_ value: Double, digits: Int = 2) -> String {
        let scale = pow10(digits)
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
            if digits == 0 { text = String(text[..<dot]) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }

    private static func pow10(_ digits: Int) -> Double { (0..<digits).reduce(1.0) { value, _ in value * 10 } }
}
