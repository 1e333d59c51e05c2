import DesignTokens
import TextMetrics

/// A spec's `style:` and token metrics resolved against the site's tokens: its previews'
/// themes, the metrics the engine lays it out with (letter spacing included), and what was
/// wrong (missing tokens, wrong types, deprecated tokens, a substituted font family).
package struct StyledSpec: Sendable {
    package var themes: [PreviewTheme] = []
    /// The same themes as Android draws them, for a spec of an app-level bar drawn on Android:
    /// `style: android:` over the parts, and Material's colour roles for the parts left out
    /// (`MaterialRoles`). Empty when the spec is not drawn on Android.
    package var androidThemes: [PreviewTheme] = []
    /// The metrics of the default context (every modifier at its default).
    package var metrics: (any ComponentMetrics)?
    package var diagnostics: [Diagnostic] = []
    /// The typography the labels are drawn in, when a `font` token gives one.
    package var typography: TokenTypography?
    /// Every token name the spec uses, for the token pages' "used by".
    package var usedTokens: Set<String> = []
    /// The contexts whose tokens give the spec other lengths or type than the default's (a
    /// Dynamic Type size, a density), each drawn (`PreviewTheme.ownMetrics`) and checked.
    package var metricContexts: [MetricContext] = []

    /// A context that changes the spec's lengths or type.
    package struct MetricContext: Sendable {
        /// How findings name it: the contexts that leave their defaults (`xxxLarge`).
        package var label: String
        package var metrics: any ComponentMetrics
        package var typography: TokenTypography?
    }

    /// Resolves `spec`'s style in every theme of `tokens`. A spec with no style, or a site
    /// without tokens, keeps the theme's paints (no themes). `stack` (nil: not checked) is what
    /// a typography's family is matched against; `everyContext` keeps a theme for every
    /// context, even those that draw the spec as another does (to compare versions by context).
    /// `onAndroid` asks for Android's themes even when the spec lists no Android (a guideline
    /// block drawing the spec on Android: it must paint Material's roles as the page would).
    package init(_ spec: ComponentSpec, tokens: SiteTokens, stack: FontStack?, everyContext: Bool = false, onAndroid: Bool = false) {
        let drawsAndroid = Self.drawsMaterialBar(spec) || onAndroid && spec.kind.definition.navigatesBetweenDestinations
        metrics = spec.metrics
        guard !spec.style.isEmpty else { return }
        guard tokens.defaultTheme != nil else {
            // Literals still paint; references need tokens.
            if let reference = (spec.style.parts + spec.style.metrics).first(where: { if case .token = $0.value { true } else { false } }) {
                diagnostics.append(.error("tokens.alias-missing", "style uses \(reference.value.written) but site.yml names no tokens", at: reference.location,
                                          explanation: "Add `tokens:` to site.yml, naming a DTCG resolver document or token files."))
                return
            }
            themes = [theme(spec, in: nil, report: true)]
            androidThemes = drawsAndroid ? [theme(spec, in: nil, report: true, android: themes[0].isDark)] : []
            return
        }
        var candidates: [(theme: PreviewTheme, sizes: ResolvedSizes)] = []
        for (index, theme) in tokens.themes.enumerated() {
            let sizes = resolveSizes(spec, in: theme, report: index == 0, stack: stack)
            candidates.append((self.theme(spec, in: theme, report: index == 0), sizes))
        }
        guard let base = candidates.first else { return }
        metrics = base.sizes.applied(to: spec.metrics ?? spec.kind.definition.defaultMetrics)
        typography = base.sizes.typography
        // Only the contexts that change something this spec draws: every distinct set of paints
        // and every distinct set of sizes is drawn once, each with the other at its default, so
        // four colour themes and seven Dynamic Type sizes give ten pictures, not twenty-eight.
        var palettes: [PreviewPalette] = [], sizes: [ResolvedSizes] = []
        for (index, candidate) in candidates.enumerated() {
            var key = candidate.theme.palette
            key.tokens = nil
            let newPaints = !palettes.contains(key), newSizes = !sizes.contains(candidate.sizes)
            guard newPaints || newSizes || everyContext else { continue }
            if newPaints { palettes.append(key) }
            var theme = candidate.theme
            if newSizes {
                sizes.append(candidate.sizes)
                if index > 0, let own = candidate.sizes.applied(to: spec.metrics ?? spec.kind.definition.defaultMetrics) {
                    theme.ownMetrics = own
                    metricContexts.append(MetricContext(label: tokens.themes[index].changedLabel, metrics: own, typography: candidate.sizes.typography))
                }
            } else if candidate.sizes != base.sizes, let own = candidate.sizes.applied(to: spec.metrics ?? spec.kind.definition.defaultMetrics) {
                theme.ownMetrics = own
            }
            themes.append(theme)
        }
        if diagnostics.hasErrors {
            themes = []
            metricContexts = []
        }
        if drawsAndroid {
            // The same contexts as the page's other previews, so the theme switch shows both.
            for (index, theme) in tokens.themes.enumerated() {
                guard let shown = themes.first(where: { $0.id == theme.id }) else { continue }
                androidThemes.append(self.theme(spec, in: theme, report: index == 0, android: shown.isDark))
            }
        }
        if diagnostics.hasErrors { androidThemes = [] }
    }

    /// Whether Android draws `spec` as Material's navigation bar and rail, painted by its roles.
    package static func drawsMaterialBar(_ spec: ComponentSpec) -> Bool {
        spec.platforms.contains(.android) && spec.kind.definition.navigatesBetweenDestinations
    }

    // MARK: Metrics and type

    /// The lengths and type tokens give a spec in one context: each `metrics:` key a token
    /// names, and the font's size and letter spacing.
    package struct ResolvedSizes: Sendable, Equatable {
        package var lengths: [String: Double] = [:]
        package var typography: TokenTypography?

        /// `metrics` with these sizes set; nil when there are no metrics to set them in.
        package func applied(to metrics: (any ComponentMetrics)?) -> (any ComponentMetrics)? {
            guard var metrics else { return nil }
            for (key, points) in lengths.sorted(by: { $0.key < $1.key }) { metrics.set(key, to: points) }
            if let typography {
                metrics.fontSize = typography.fontSizePixels
                metrics.letterSpacing = typography.letterSpacingPixels
            }
            return metrics
        }
    }

    /// The sizes `spec`'s metric and font tokens resolve to in `theme`. The first theme
    /// (`report`) reports every problem; the others only what breaks in them alone.
    private mutating func resolveSizes(_ spec: ComponentSpec, in theme: TokenTheme, report: Bool, stack: FontStack?) -> ResolvedSizes {
        var sizes = ResolvedSizes()
        guard spec.metrics != nil || spec.kind.definition.defaultMetrics != nil else { return sizes }
        for entry in spec.style.metrics {
            guard case .token(let name) = entry.value, let token = find(name, at: entry.location, in: theme, report: report, what: "metrics \(entry.part)") else { continue }
            guard case .dimension(let dimension) = token.value else {
                if report {
                    diagnostics.append(.error("tokens.type-mismatch", "metrics \(entry.part) uses {\(name)}, a \(token.type.rawValue) token; it needs a dimension",
                                              at: entry.location, explanation: "{\(name)} is defined at \(Self.place(token.location))."))
                }
                continue
            }
            guard let points = dimension.pixels else {
                let problem = Diagnostic.error("tokens.type-mismatch", "metrics \(entry.part) uses {\(name)}, \(TokenPages.dimension(dimension)), which is relative to the font size; a length needs px or rem",
                                               at: entry.location, explanation: "{\(name)} is defined at \(Self.place(token.location)).")
                if !diagnostics.contains(problem) { diagnostics.append(problem) }
                continue
            }
            guard points > 0 else {
                let problem = Diagnostic.error("yaml.value", "metrics \(entry.part) resolves to \(SVGNumber.format(points)) px\(report ? "" : " in [\(theme.label)]"); it must be greater than zero", at: entry.location)
                if !diagnostics.contains(problem) { diagnostics.append(problem) }
                continue
            }
            sizes.lengths[entry.part] = points
        }
        if let font = spec.style["font"], case .token(let name) = font.value, let token = find(name, at: font.location, in: theme, report: report, what: "style font") {
            if case .typography(let type) = token.value {
                sizes.typography = type
                if let stack, let substitution = FontMatch.substitution(for: type, token: name, in: stack) {
                    let warning = GuidelineRule.fontSubstituted.warning(substitution, at: font.location,
                        explanation: "Previews measure and draw labels with the preview font stack (site.yml fonts). Add the family's file there to measure it truly.")
                    if !diagnostics.contains(warning) { diagnostics.append(warning) }
                }
            } else if report {
                diagnostics.append(.error("tokens.type-mismatch", "style font uses {\(name)}, a \(token.type.rawValue) token; it needs a typography token",
                                          at: font.location, explanation: "{\(name)} is defined at \(Self.place(token.location))."))
            }
        }
        return sizes
    }

    /// The token `name` in `theme`: the first theme reports a missing, broken or deprecated
    /// one; the others only one that is broken or missing there alone.
    private mutating func find(_ name: String, at location: SourceLocation, in theme: TokenTheme, report: Bool, what: String) -> DesignToken? {
        if report || theme.tokens.problems[name] != nil { return lookup(name, at: location, in: theme) }
        guard let token = theme.tokens[name] else {
            let problem = Diagnostic.error("tokens.alias-missing", "[\(theme.label)] \(what) uses {\(name)}, which this context does not define", at: location)
            if !diagnostics.contains(problem) { diagnostics.append(problem) }
            return nil
        }
        return token
    }

    // MARK: Paints

    /// The paints of every part in `theme` (nil: literals only). Findings are reported once,
    /// for the first theme (`report`), since a missing token is missing in every context.
    /// As Android draws it when `android` says whether the theme reads as dark: the Android
    /// parts over the rest, Material's roles for what is left (only the Android parts report).
    private mutating func theme(_ spec: ComponentSpec, in theme: TokenTheme?, report: Bool, android dark: Bool? = nil) -> PreviewTheme {
        var paints: [String: PreviewTheme.Paint] = [:]
        let ownParts = Set(spec.style.android.map(\.part))
        for entry in spec.style.parts(on: dark == nil ? nil : .android) where entry.part != "font" {
            // On Android the shared parts were reported with the page's own themes.
            let report = report && (dark == nil || ownParts.contains(entry.part))
            switch entry.value {
            case .literal(let text):
                guard let color = TokenColor(hex: text) else { continue }
                paints[entry.part] = .init(color: color.srgb, written: text, tokenLocation: nil, styleLocation: entry.location)
            case .token(let name):
                guard let theme else { continue }
                // The first theme reports a missing or deprecated token; the others only what
                // breaks there alone (a context whose file breaks the token, or lacks it).
                guard let token = report || theme.tokens.problems[name] != nil ? lookup(name, at: entry.location, in: theme) : theme.tokens[name] else {
                    if !report, theme.tokens[name] == nil, theme.tokens.problems[name] == nil {
                        diagnostics.append(.error("tokens.alias-missing", "[\(theme.label)] style \(entry.part) uses {\(name)}, which this context does not define", at: entry.location))
                    }
                    continue
                }
                guard case .color(let color) = token.value else {
                    if report {
                        diagnostics.append(.error("tokens.type-mismatch", "style \(entry.part) uses {\(name)}, a \(token.type.rawValue) token; it needs a colour",
                                                  at: entry.location, explanation: "{\(name)} is defined at \(Self.place(token.location))."))
                    }
                    continue
                }
                paints[entry.part] = .init(color: color.srgb, written: "{\(name)}", tokenLocation: token.location, styleLocation: entry.location)
            }
        }
        if let dark { MaterialRoles.fill(&paints, style: spec.androidStyle, theme: theme, dark: dark) }
        Self.derive(&paints)
        var palette = Self.palette(paints, tokens: theme?.dataTokens ?? "")
        let container = paints[spec.kind.definition.groundPart]?.color
        let contexts = theme?.selection.map(\.context) ?? []
        let moreContrast = contexts.contains { $0.lowercased().contains("contrast") || $0.lowercased() == "more" || $0.lowercased() == "high" }
        palette.moreContrast = moreContrast
        return PreviewTheme(id: theme?.id ?? "style", name: theme?.name ?? "Style", label: theme?.label ?? "style", dataTokens: theme?.dataTokens ?? "",
                            palette: palette, paints: paints,
                            isDark: (container?.relativeLuminance ?? 1) < 0.18,
                            isMoreContrast: moreContrast)
    }

    /// The token `name` in `theme`, reporting a missing one (with a did-you-mean) and a
    /// deprecated one (naming its replacement when the reason gives one) at `location`.
    private mutating func lookup(_ name: String, at location: SourceLocation, in theme: TokenTheme) -> DesignToken? {
        guard let token = theme.tokens[name] else {
            if var problem = theme.tokens.problems[name] {
                // The token exists but is broken: its own error, now that a spec needs it. The
                // component stage makes the errors of every spec using it one, listing the uses.
                problem.severity = .error
                problem.notes = [Diagnostic.Note("\(ComponentStyle.Value.token(name).written) is used here", at: location)]
                if !diagnostics.contains(problem) { diagnostics.append(problem) }
                return nil
            }
            let hint = Spelling.suggestion(for: name, among: theme.tokens.names).map { "; did you mean {\($0)}?" } ?? ""
            diagnostics.append(.error("tokens.alias-missing", "no token is named {\(name)}\(hint)", at: location))
            return nil
        }
        usedTokens.insert(name)
        usedTokens.formUnion(token.aliasChain)
        if let deprecation = token.deprecation ?? token.aliasChain.lazy.compactMap({ theme.tokens[$0]?.deprecation }).first {
            let reason = deprecation.reason.map { ": \($0)" } ?? ""
            let warning = GuidelineRule.tokensDeprecated.warning("{\(name)} is deprecated\(reason)", at: location,
                                                                 explanation: "{\(name)} is defined at \(Self.place(token.location)).")
            if !diagnostics.contains(warning) { diagnostics.append(warning) }
        }
        return token
    }

    /// Fills the parts a style left out from the ones it gave, so a style of a container, a
    /// label and an indicator draws a whole bar: the active label takes the indicator's
    /// colour, states are the label over the container at the alphas Material 3 uses (pressed 10 %; a
    /// disabled label no fainter than 4.5:1).
    package static func derive(_ paints: inout [String: PreviewTheme.Paint]) {
        func color(_ hex: String) -> SRGBColor { (TokenColor(hex: hex) ?? TokenColor(colorSpace: .srgb, components: [0, 0, 0])).srgb }
        func fill(_ part: String, _ make: () -> SRGBColor) {
            if paints[part] == nil { paints[part] = .init(color: make(), written: nil) }
        }
        fill("container") { paints["track"]?.color ?? color("#ffffff") }
        fill("label") { color("#3d4350") }
        let container = paints["container"]!.color, label = paints["label"]!.color
        func mix(_ alpha: Double) -> SRGBColor {
            var top = label
            top.alpha = alpha
            return top.composited(over: container)
        }
        fill("indicator") { paints["active-label"]?.color ?? label }
        fill("active-label") { paints["indicator"]!.color }
        fill("icon") { label }
        fill("active-icon") { paints["active-label"]!.color }
        fill("divider") { mix(0.2) }
        fill("pressed") { mix(0.10) }
        // Dimmed, but never below 4.5:1: a disabled tab still names a place the reader may need.
        fill("disabled") {
            var alpha = 0.38
            while alpha < 1, Contrast.wcagRatio(foreground: mix(alpha), background: container) < 4.5 { alpha += 0.02 }
            return mix(min(alpha, 1))
        }
        fill("track") { mix(0.08) }
        fill("thumb") { container }
        fill("badge") { color("#d92d20") }
        fill("badge-label") { color("#ffffff") }
    }

    private static func palette(_ paints: [String: PreviewTheme.Paint], tokens: String) -> PreviewPalette {
        func css(_ part: String) -> String { paints[part]?.color.cssValue ?? "#000000" }
        return PreviewPalette(surface: css("container"), label: css("label"), activeLabel: css("active-label"), indicator: css("indicator"),
                              divider: css("divider"), pressed: css("pressed"), disabled: css("disabled"), icon: css("icon"),
                              activeIcon: css("active-icon"), badge: css("badge"), badgeLabel: css("badge-label"), track: css("track"),
                              thumb: css("thumb"), frame: css("divider"), offscreen: css("container"),
                              tokens: tokens.isEmpty ? nil : tokens)
    }

    package static func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line):\(location.column)" }
}
