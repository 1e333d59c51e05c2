import DesignTokens
import Foundation

/// The site's design tokens as an assistant asks for them: resolved in every context, with
/// each alias chain and the specs that paint with them (`get_tokens`); found by what they are
/// for (`find_token`: "selected tab label"); and a proposed `style:` checked as the build
/// checks a spec's (`check_style`).
extension DesignSystem {
    /// The tokens named `name`, or under `prefix` (`color.text` names `color.text.primary`
    /// …), in every context; nil arguments list every token. At most `limit`.
    public func tokens(named name: String?, prefix: String?, limit: Int) -> DesignSystemAnswer.TokenList {
        let uses = tokenUses
        var names = tokens.defaultTheme?.tokens.names ?? []
        if let name { names = names.filter { $0 == name } }
        if let prefix, !prefix.isEmpty {
            let group = prefix.hasSuffix(".") ? prefix : prefix + "."
            names = names.filter { $0 == prefix || $0.hasPrefix(group) }
        }
        let found = names.prefix(limit).compactMap { token(named: $0, uses: uses) }
        return .init(themes: tokens.themes.map(\.label), count: names.count, tokens: found)
    }

    /// The token `name` in every context, or nil when the default context has none.
    func token(named name: String, uses: [String: [DesignSystemAnswer.TokenUse]]) -> DesignSystemAnswer.Token? {
        guard let token = tokens.defaultTheme?.tokens[name] else { return nil }
        let values: [DesignSystemAnswer.TokenValue] = tokens.themes.compactMap { theme in
            guard let resolved = theme.tokens[name] else { return nil }
            return .init(theme: theme.label, contexts: Dictionary(theme.selection.map { ($0.modifier, $0.context) }, uniquingKeysWith: { first, _ in first }),
                         value: Self.text(of: resolved.value), aliasChain: resolved.aliasChain)
        }
        let deprecated = token.deprecation.map { $0.reason ?? "deprecated" }
        return .init(name: name, type: token.type.rawValue, description: token.description, deprecated: deprecated,
                     file: token.location.file, line: token.location.line, column: token.location.column,
                     values: values, usedBy: uses[name] ?? [])
    }

    /// Tokens for what they are meant to paint, best first: each word of `intent` found in a
    /// token's name, its description, or a part a spec paints with it ("selected" finds the
    /// `active-label` a tabs spec paints with the token).
    public func findTokens(_ intent: String, limit: Int) -> DesignSystemAnswer.TokenMatches {
        let words = Self.words(intent).map(Self.canonical)
        let uses = tokenUses
        var scored: [(score: Int, name: String, why: [String])] = []
        for name in tokens.defaultTheme?.tokens.names ?? [] {
            guard let token = tokens.defaultTheme?.tokens[name] else { continue }
            let nameWords = Set(Self.words(name).map(Self.canonical))
            let described = Set(Self.words(token.description ?? "").map(Self.canonical))
            var score = 0
            var why: [String] = []
            for word in words {
                if nameWords.contains(word) {
                    score += 3
                    why.append("'\(word)' is in its name")
                } else if described.contains(word) {
                    score += 2
                    why.append("'\(word)' is in its description")
                }
                for use in uses[name] ?? [] {
                    let useWords = Set(Self.words(use.component + " " + use.part + " " + (use.partSummary ?? "")).map(Self.canonical))
                    if useWords.contains(word) {
                        score += 2
                        why.append("'\(word)': \(use.component) paints its \(use.part) with it")
                        break
                    }
                }
            }
            if score > 0 { scored.append((score, name, why)) }
        }
        let best = scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.name < $1.name }.prefix(limit)
        return .init(intent: intent, matches: best.compactMap { match in
            token(named: match.name, uses: uses).map { .init(score: match.score, why: match.why, token: $0) }
        })
    }

    /// The findings the build would give `component` with `style` (part → `{token}` or a
    /// literal) in place of its own: unknown or ill-typed tokens, and the contrast and
    /// target checks in every theme.
    public func checkStyle(_ style: [(part: String, value: String)], of component: Component) throws(AssistantRefusal) -> DesignSystemAnswer.StyleCheck {
        var spec = component.spec
        let parts = ComponentStyle.parts(for: spec.kind)
        for entry in style where !parts.contains(entry.part) {
            throw AssistantRefusal(argument: "style", message: "\(spec.name) has no part '\(entry.part)'; its parts are " + parts.joined(separator: ", "))
        }
        // A style is a token or a plain value; one that loads or runs something passes no check.
        for entry in style {
            let lowered = String(String.UnicodeScalarView(entry.value.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
            if ["url(", "javascript:", "vbscript:", "expression(", "@import", "data:"].contains(where: lowered.contains) {
                throw AssistantRefusal(argument: "style", message: "the value of '\(entry.part)' loads or runs something (\(entry.value.prefix(60))); give a token reference or a colour, length or font value")
            }
        }
        spec.style.parts = style.enumerated().map { index, entry in
            ComponentStyle.Entry(part: entry.part, value: ComponentStyle.Value(entry.value), location: SourceLocation(file: "style", line: index + 1, column: 1))
        }
        let styled = StyledSpec(spec, tokens: tokens, stack: fontStack)
        spec.metrics = styled.metrics
        var findings = styled.diagnostics
        // The verdicts the component page and `check` read: Android's Material roles included.
        findings += SpecContrast(spec: spec, styled: styled, previews: previews).findings
        let sorted = findings.sortedForDisplay()
        return .init(component: spec.name, style: style.map { .init(part: $0.part, value: $0.value) },
                     themes: styled.themes.map(\.label), passes: !sorted.contains { $0.severity == .error || $0.severity == .warning },
                     findings: sorted.map { DesignSystemAnswer.Finding($0) })
    }

    /// Each token's uses by the specs' styles: directly, or through an alias that leads to it.
    var tokenUses: [String: [DesignSystemAnswer.TokenUse]] {
        var uses: [String: [DesignSystemAnswer.TokenUse]] = [:]
        let summaries = Dictionary(ComponentStyle.partSummaries.map { ($0.name, $0.summary) }, uniquingKeysWith: { first, _ in first })
        for component in components {
            for entry in component.spec.style.parts + component.spec.style.metrics {
                guard case .token(let name) = entry.value else { continue }
                let chain = [name] + (tokens.defaultTheme?.tokens[name]?.aliasChain ?? [])
                for reached in chain {
                    uses[reached, default: []].append(.init(component: component.spec.name, part: entry.part, partSummary: summaries[entry.part]))
                }
            }
        }
        return uses
    }

    /// A resolved value as CSS would write it.
    static func text(of value: TokenValue) -> String {
        switch value {
        case .color(let color): color.srgb.cssValue
        case .dimension(let length): TokenPages.dimension(length)
        case .fontFamily(let families): families.joined(separator: ", ")
        case .fontWeight(let number), .number(let number): SVGNumber.format(number)
        case .duration(let milliseconds): SVGNumber.format(milliseconds) + "ms"
        case .typography(let type):
            "\(type.fontFamily.joined(separator: ", ")) \(TokenPages.dimension(type.fontSize)) / \(SVGNumber.format(type.fontWeight)) / \(TokenPages.dimension(type.letterSpacing))"
        case .border(let border): "\(TokenPages.dimension(border.width)) \(border.style) \(border.color.srgb.cssValue)"
        case .shadow(let layers):
            layers.map { "\(TokenPages.dimension($0.offsetX)) \(TokenPages.dimension($0.offsetY)) \(TokenPages.dimension($0.blur)) \($0.color.srgb.cssValue)" }.joined(separator: ", ")
        case .other(let json): json
        }
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// One word for words that mean the same part: "selected" and "active", "tabs" and "tab",
    /// "text" and "label", "background" and "container".
    static func canonical(_ word: String) -> String {
        switch word {
        case "selected", "current", "active": "active"
        case "text", "label", "labels", "title": "label"
        case "background", "bg", "surface", "container", "bar": "container"
        case "underline", "indicator", "highlight": "indicator"
        default: word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
        }
    }
}
