import DesignTokens

extension TokenPages {
    /// A value as a specimen: a swatch, a line of type, a bar of the length.
    package func value(_ token: DesignToken, in theme: TokenTheme) -> String {
        switch token.value {
        case .color(let color):
            let css = color.srgb.cssValue
            var html = "<span class=\"swatch swatch--token\" style=\"background: \(css)\"></span><code>\(css)</code>"
            if color.colorSpace != .srgb || color.hex != nil && color.hex?.lowercased() != css {
                html += "<br><code class=\"token-source\">\(HTML.escape(Self.written(color)))</code>"
            }
            html += contrast(token, in: theme)
            return html
        case .dimension(let length):
            guard let pixels = length.pixels else { return "<code>\(Self.dimension(length))</code>" }
            return "<span class=\"token-length\" style=\"width: \(SVGNumber.format(min(max(pixels, 1), 240)))px\"></span><code>\(Self.dimension(length))</code>"
        case .typography(let type):
            let family = type.fontFamily.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
            let style = "font-family: \(family); font-size: \(SVGNumber.format(type.fontSizePixels))px; font-weight: \(SVGNumber.format(type.fontWeight)); letter-spacing: \(SVGNumber.format(type.letterSpacingPixels))px; line-height: \(SVGNumber.format(type.lineHeight))"
            return "<span class=\"token-specimen\" style=\"\(HTML.escape(style))\">Reviews · Photos</span><code>\(HTML.escape(Self.typography(type)))</code>"
        case .fontFamily(let families):
            return "<code>\(HTML.escape(families.joined(separator: ", ")))</code>"
        case .fontWeight(let weight), .number(let weight):
            return "<code>\(SVGNumber.format(weight))</code>"
        case .duration(let milliseconds):
            return "<code>\(SVGNumber.format(milliseconds))ms</code>"
        case .border(let border):
            return "<span class=\"swatch swatch--token\" style=\"background: \(border.color.srgb.cssValue)\"></span><code>\(Self.dimension(border.width)) \(HTML.escape(border.style)) \(border.color.srgb.cssValue)</code>"
        case .shadow(let layers):
            return "<code>" + layers.map { "\(Self.dimension($0.offsetX)) \(Self.dimension($0.offsetY)) \(Self.dimension($0.blur)) \($0.color.srgb.cssValue)" }.joined(separator: ", ") + "</code>"
        case .other(let json):
            return "<code>\(HTML.escape(json))</code>"
        }
    }

    /// For a colour a spec paints with: the verdicts of the specs' Themes tables that paint it
    /// (or an alias of it) in this theme, each once: its WCAG ratio and APCA Lc on what it is
    /// painted on, marked low where `check` reports the pair.
    private func contrast(_ token: DesignToken, in theme: TokenTheme) -> String {
        var seen = Set<String>()
        let lines = contrast.filter { row in
            row.theme == theme.label && (row.token == token.name || theme.tokens[row.token]?.aliasChain.contains(token.name) == true)
                && seen.insert(row.ground + String(row.ratio)).inserted
        }.map { row in
            "<span class=\"token-contrast\(row.passes ? "" : " token-contrast--low")\">on \(HTML.escape(row.ground)): \(ContrastRules.format(row.ratio)):1 · Lc \(ContrastRules.format(row.lc, digits: 1))</span>"
        }
        return lines.isEmpty ? "" : "<br>" + lines.joined(separator: "<br>")
    }

    /// A length as written, with its pixels when it is in rem: `1rem (16px)`, `0.05em`, `5%`.
    package static func dimension(_ length: TokenDimension) -> String {
        switch length.unit {
        case .rem: "\(SVGNumber.format(length.value))rem (\(SVGNumber.format(length.value * 16))px)"
        case .px: "\(SVGNumber.format(length.value))px"
        case .em: "\(SVGNumber.format(length.value))em"
        case .percent: "\(SVGNumber.format(length.value))%"
        }
    }

    /// A typography as read: family, size, weight, letter spacing (with the pixels it measures
    /// to when relative to the size) and line height.
    package static func typography(_ type: TokenTypography) -> String {
        var spacing = dimension(type.letterSpacing)
        if type.letterSpacing.isRelative { spacing += " (\(SVGNumber.format(type.letterSpacingPixels))px)" }
        return "\(type.fontFamily.joined(separator: ", ")) \(dimension(type.fontSize)) / \(SVGNumber.format(type.fontWeight)) / \(spacing) / line \(SVGNumber.format(type.lineHeight))"
    }

    /// The colour as CSS writes it in its own space: `oklch(0.5 0.2 275)`.
    package static func written(_ color: TokenColor) -> String {
        let components = color.components.map { $0.map { SVGNumber.format($0) } ?? "none" }.joined(separator: " ")
        let alpha = color.alpha < 1 ? " / \(SVGNumber.format(color.alpha))" : ""
        switch color.colorSpace {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch: return "\(color.colorSpace.rawValue)(\(components)\(alpha))"
        default: return "color(\(color.colorSpace.rawValue) \(components)\(alpha))"
        }
    }

    /// A token's value as CSS would write it, without the specimen.
    package static func plainValue(_ token: DesignToken) -> String {
        switch token.value {
        case .color(let color): color.srgb.cssValue
        case .dimension(let length): dimension(length)
        case .typography(let type): typography(type)
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
