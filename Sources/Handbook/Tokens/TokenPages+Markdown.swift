import DesignTokens

extension TokenPages {
    /// A token group's page as Markdown, for its twin (`tokens/GROUP/index.md`): one table per
    /// sub-group, each token with its value in every theme as CSS writes it, its alias chain,
    /// description and deprecation.
    func markdown(sections: [(key: String, names: [String])], themes: [TokenTheme]) -> String {
        var parts: [String] = []
        for section in sections {
            var lines = ["## \(section.key)", "", "| Token | " + themes.map { PreviewFacts.cell($0.name) }.joined(separator: " | ") + " |",
                         "| --- |" + String(repeating: " --- |", count: themes.count)]
            for name in section.names {
                guard let token = tokens.defaultTheme?.tokens[name] else { continue }
                var cell = "`\(name)` (\(token.type.rawValue))"
                if let deprecation = token.deprecation { cell += ", deprecated" + (deprecation.reason.map { ": " + $0 } ?? "") }
                if let description = token.description { cell += "; " + description }
                if !token.aliasChain.isEmpty { cell += "; → " + token.aliasChain.map { "`{\($0)}`" }.joined(separator: " → ") }
                let values = themes.map { theme in theme.tokens[name].map { "`\(Self.plainValue($0))`" } ?? "—" }
                lines.append("| " + ([PreviewFacts.cell(cell)] + values).joined(separator: " | ") + " |")
            }
            parts.append(lines.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// A token's value as CSS would write it, without the specimen.
    static func plainValue(_ token: DesignToken) -> String {
        switch token.value {
        case .color(let color): color.srgb.cssValue
        case .dimension(let length): dimension(length)
        case .typography(let type):
            "\(type.fontFamily.joined(separator: ", ")) \(dimension(type.fontSize)) / \(SVGNumber.format(type.fontWeight)) / \(dimension(type.letterSpacing))"
        case .fontFamily(let families): families.joined(separator: ", ")
        case .fontWeight(let weight), .number(let weight): SVGNumber.format(weight)
        case .duration(let milliseconds): "\(SVGNumber.format(milliseconds))ms"
        case .border(let border): "\(dimension(border.width)) \(border.style) \(border.color.srgb.cssValue)"
        case .shadow(let layers):
            layers.map { "\(dimension($0.offsetX)) \(dimension($0.offsetY)) \(dimension($0.blur)) \($0.color.srgb.cssValue)" }.joined(separator: ", ")
        case .other(let json): json
        }
    }
}
