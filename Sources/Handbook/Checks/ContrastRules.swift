import DesignTokens
import TabLayout

/// The colour and size checks of a styled spec, per theme: label text against its container
/// (WCAG 2.2 1.4.3), the active indicator against the container (1.4.11), the selection shown
/// by more than colour (1.4.1), badge text on the badge, and each item's touch target
/// against the platform's minimum (2.5.8). Findings name the theme, the two paints and the
/// ratio to two decimals, at the `style:` value that chose the foreground.
struct ContrastRules {
    let spec: ComponentSpec
    let themes: [PreviewTheme]
    let typography: TokenTypography?
    let previews: PreviewRenderer

    /// Normal text needs 4.5:1; large text (24 px, or 18.66 px bold) 3:1.
    var textMinimum: Double {
        let size = spec.metrics?.fontSize ?? TabMetrics.defaults(for: spec.kind.defaultVariant.tab).fontSize
        let weight = typography?.fontWeight ?? 500
        return size >= 24 || (size >= 18.66 && weight >= 700) ? 3 : 4.5
    }

    func findings() -> [Diagnostic] {
        guard !spec.style.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for theme in themes {
            found += colourFindings(in: theme)
        }
        found += targetFindings()
        // The same pair failing in several themes is reported per theme; the same message twice is not.
        var seen = Set<String>()
        return found.filter { seen.insert("\($0.id)|\($0.message)").inserted }
    }

    // MARK: Colour

    private func colourFindings(in theme: PreviewTheme) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for pair in spec.kind.definition.contrastPairs where pair.needsStyle.isEmpty || pair.needsStyle.contains(where: { spec.style[$0] != nil }) {
            found += check(pair.rule, pair.foreground, on: pair.background, minimum: pair.minimum(text: textMinimum), in: theme)
        }
        if let finding = stateByColourOnly(in: theme) { found.append(finding) }
        return found
    }

    /// A finding when `foreground` on `background` is below `minimum` in `theme`.
    private func check(_ rule: GuidelineRule, _ foreground: String, on background: String, minimum: Double, in theme: PreviewTheme) -> [Diagnostic] {
        guard let top = theme.paints[foreground], let bottom = theme.paints[background] else { return [] }
        let ratio = Contrast.wcagRatio(foreground: top.color, background: bottom.color)
        // Compared as printed: a ratio shown as 4.50 passes a 4.5 minimum.
        guard (ratio * 100).rounded(.down) / 100 < minimum else { return [] }
        let location = top.styleLocation ?? bottom.styleLocation ?? spec.style.parts.first?.location
        var notes: [String] = []
        if let place = top.tokenLocation { notes.append("\(top.name) is defined at \(StyledSpec.place(place))") }
        if let place = bottom.tokenLocation { notes.append("\(bottom.name) at \(StyledSpec.place(place))") }
        let apca = Contrast.apcaLc(text: top.color, background: bottom.color)
        notes.append("APCA Lc \(Self.format(apca, digits: 1))")
        return [rule.warning("[\(theme.label)] \(foreground) \(top.name) on \(bottom.name) is \(Self.format(ratio)):1, below \(Self.format(minimum, digits: minimum == minimum.rounded() ? 0 : 1)):1",
                             at: location, explanation: notes.joined(separator: "; ") + ".")]
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

    // MARK: Touch targets

    /// Each item of each example against the touch target of every platform the spec names
    /// (the web's 24 px when it names none), laid out as that platform draws it.
    private func targetFindings() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for platform in spec.platforms.isEmpty ? [nil] : spec.platforms.map(Optional.some) {
            let pack = PlatformPacks.pack(for: platform)
            let renderer = previews.on(pack, tagging: false)
            let minimum = pack.minimumTarget
            for example in spec.examples where example.intent != .dont {
                let given = spec.kind.definition.usesSpecMetrics(for: example.variant) ? spec.metrics : nil
                let (drawn, metrics) = renderer.adapt(example, metrics: given)
                let width = renderer.rules.smallestWidth(for: drawn)
                // Refused examples are their spec's errors (`refusals`) before any rule runs.
                guard let layout = try? renderer.engine.layout(drawn.request(width: width, defaultWidth: width, metrics: metrics)) else { continue }
                let inset = layout.variant == .segmented ? layout.metrics.containerInset : 0
                let height = layout.height - 2 * inset
                let items = layout.items.filter { !$0.hidden }
                guard let narrowest = items.min(by: { $0.width < $1.width }) else { continue }
                let width2 = narrowest.width - 2 * inset
                guard width2 < minimum || height < minimum else { continue }
                let unit = pack.unit
                found.append(GuidelineRule.targetSize.warning(
                    "[\(pack.tag)] '\(narrowest.label)' is \(SVGNumber.format(width2)) × \(SVGNumber.format(height)) \(unit) at \(SVGNumber.format(width)) \(platform == nil ? "pt" : unit), below the \(SVGNumber.format(minimum)) × \(SVGNumber.format(minimum)) \(unit) touch target",
                    at: example.location,
                    explanation: "Make the bar or its items larger; a smaller picture can still have a larger hit area, but then say so in the spec."))
            }
        }
        return found
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
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
