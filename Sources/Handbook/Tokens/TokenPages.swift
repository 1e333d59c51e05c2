import DesignTokens

/// The Tokens section: one page per top-level group (`tokens/color/`), so thousands of
/// tokens stay quick to open, each token with its value in every theme (swatches, type
/// specimens, lengths), its alias chain, description and deprecation, the component pages
/// that use it, and — for colours a spec paints text or an indicator with — the WCAG ratio
/// and APCA Lc against what it is painted on.
struct TokenPages {
    let tokens: SiteTokens
    /// The specs using each token (directly or through an alias), from `StyledSpec`.
    let users: [String: [ComponentSpec]]

    /// The section's folder.
    static let folder = "tokens"

    /// The page a token is listed on: its top-level group (`color` for `color.text.primary`);
    /// for a set of flat names (`gray-50`, `tab-item-height-medium`), the name's first word,
    /// so a thousand flat tokens make a few dozen pages, not a thousand.
    static func group(of name: String) -> String {
        if let dot = name.firstIndex(of: ".") { return String(name[..<dot]) }
        if let dash = name.firstIndex(of: "-"), dash != name.startIndex { return String(name[..<dash]) }
        return name
    }

    func pages() -> [Page] {
        guard let first = tokens.defaultTheme, tokens.system != nil else { return [] }
        var groups: [String: [String]] = [:], order: [String] = []
        for name in first.tokens.names {
            let group = Self.group(of: name)
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(name)
        }
        return order.map { page(group: $0, names: groups[$0] ?? []) }
    }

    private func page(group: String, names: [String]) -> Page {
        // Sub-groups (`color.text`) are the page's sections and its table of contents.
        var sections: [(key: String, names: [String])] = []
        for name in names {
            let parts = name.split(separator: ".")
            let key = parts.count > 2 ? parts.prefix(2).joined(separator: ".") : group
            if let last = sections.indices.last, sections[last].key == key { sections[last].names.append(name) } else { sections.append((key, [name])) }
        }
        let themes = tokens.themes
        var html = "<p class=\"token-count\">\(names.count) token\(names.count == 1 ? "" : "s") in <code>\(HTML.escape(group))</code>"
        if themes.count > 1 { html += ", shown in " + themes.map { "<span class=\"token-theme\">\(HTML.escape($0.name))</span>" }.joined(separator: ", ") }
        html += ".</p>\n"
        var toc: [TOCEntry] = [], search: [TextSection] = [], ids = Set<String>()
        for section in sections {
            let id = Self.anchor(section.key)
            ids.insert(id)
            toc.append(TOCEntry(id: id, title: section.key, children: []))
            html += "<h2 id=\"\(id)\">\(HTML.escape(section.key))</h2>\n<div class=\"table-wrapper\"><table class=\"token-table\">\n<thead><tr><th scope=\"col\">Token</th>"
            for theme in themes { html += "<th scope=\"col\">\(HTML.escape(theme.name))</th>" }
            html += "</tr></thead>\n<tbody>\n"
            var words: [String] = []
            for name in section.names {
                html += row(name, themes: themes)
                ids.insert(Self.anchor(name))
                words.append(name + (first(name)?.description.map { " " + $0 } ?? ""))
            }
            html += "</tbody></table></div>\n"
            search.append(TextSection(id: id, heading: section.key, text: words.joined(separator: "\n"), keywords: section.names.joined(separator: " ")))
        }
        var body = RenderedMarkdown(html: html, toc: toc, headingIDs: ids, leadingTitle: nil, diagnostics: [], links: [], sections: search)
        body.markdown = markdown(sections: sections, themes: themes)
        return Page(kind: .guideline, sourcePath: tokens.files.first ?? Self.folder, directory: "\(Self.folder)/\(group)/",
                    title: group.capitalizedFirst, summary: "Design tokens under \(group), resolved in every theme.",
                    order: nil, sectionKey: Self.folder, body: body)
    }

    private func first(_ name: String) -> DesignToken? { tokens.defaultTheme?.tokens[name] }

    private func row(_ name: String, themes: [TokenTheme]) -> String {
        guard let token = first(name) else { return "" }
        var cell = "<code class=\"token-name\">\(HTML.escape(name))</code> <span class=\"token-type\">\(token.type.rawValue)</span>"
        if let deprecation = token.deprecation {
            cell += " <span class=\"token-deprecated\">Deprecated</span>"
            if let reason = deprecation.reason { cell += "<p class=\"token-note\">\(HTML.escape(reason))</p>" }
        }
        if let description = token.description { cell += "<p class=\"token-note\">\(HTML.escape(description))</p>" }
        if !token.aliasChain.isEmpty {
            cell += "<p class=\"token-alias\">→ " + token.aliasChain.map { "<a href=\"\(link(to: $0))\"><code>{\(HTML.escape($0))}</code></a>" }.joined(separator: " → ") + "</p>"
        }
        if let specs = users[name], !specs.isEmpty {
            cell += "<p class=\"token-users\">Used by " + specs.map { "<a href=\"../../\(Conventions.componentPage($0.name))index.html\">\(HTML.escape($0.component))</a>" }.joined(separator: ", ") + "</p>"
        }
        var html = "<tr id=\"\(Self.anchor(name))\"><th scope=\"row\">\(cell)</th>"
        for theme in themes {
            html += "<td>" + (theme.tokens[name].map { value($0, in: theme) } ?? "—") + "</td>"
        }
        return html + "</tr>\n"
    }

    /// A value as a specimen: a swatch, a line of type, a bar of the length.
    private func value(_ token: DesignToken, in theme: TokenTheme) -> String {
        switch token.value {
        case .color(let color):
            let css = color.srgb.cssValue
            var html = "<span class=\"swatch swatch--token\" style=\"background: \(css)\"></span><code>\(css)</code>"
            if color.colorSpace != .srgb || color.hex != nil && color.hex?.lowercased() != css {
                html += "<br><code class=\"token-source\">\(HTML.escape(Self.written(color)))</code>"
            }
            html += contrast(token, color: color.srgb, in: theme)
            return html
        case .dimension(let length):
            let pixels = length.pixels
            return "<span class=\"token-length\" style=\"width: \(SVGNumber.format(min(max(pixels, 1), 240)))px\"></span><code>\(Self.dimension(length))</code>"
        case .typography(let type):
            let family = type.fontFamily.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
            let style = "font-family: \(family); font-size: \(SVGNumber.format(type.fontSize.pixels))px; font-weight: \(SVGNumber.format(type.fontWeight)); letter-spacing: \(SVGNumber.format(type.letterSpacing.pixels))px; line-height: \(SVGNumber.format(type.lineHeight))"
            return "<span class=\"token-specimen\" style=\"\(HTML.escape(style))\">Reviews · Photos</span><code>\(HTML.escape(type.fontFamily.joined(separator: ", "))) \(Self.dimension(type.fontSize)) / \(SVGNumber.format(type.fontWeight)) / \(Self.dimension(type.letterSpacing))</code>"
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

    /// For a colour a spec paints with: its WCAG ratio and APCA Lc on what it is painted on.
    private func contrast(_ token: DesignToken, color: SRGBColor, in theme: TokenTheme) -> String {
        var lines: [String] = []
        var seen = Set<String>()
        for spec in users[token.name] ?? [] {
            for pair in spec.kind.definition.contrastPairs {
                guard let part = spec.style[pair.foreground], case .token(let written) = part.value,
                      written == token.name || theme.tokens[written]?.aliasChain.contains(token.name) == true,
                      let ground = spec.style[pair.background], case .token(let groundName) = ground.value,
                      case .color(let groundColor)? = theme.tokens[groundName]?.value,
                      seen.insert(groundName + pair.rule.id).inserted else { continue }
                let ratio = Contrast.wcagRatio(foreground: color, background: groundColor.srgb)
                let lc = Contrast.apcaLc(text: color, background: groundColor.srgb)
                let low = (ratio * 100).rounded(.down) / 100 < pair.minimum(text: 4.5)
                lines.append("<span class=\"token-contrast\(low ? " token-contrast--low" : "")\">on {\(HTML.escape(groundName))}: \(ContrastRules.format(ratio)):1 · Lc \(ContrastRules.format(lc, digits: 1))</span>")
            }
        }
        return lines.isEmpty ? "" : "<br>" + lines.joined(separator: "<br>")
    }

    private func link(to name: String) -> String {
        "../\(Self.group(of: name))/index.html#\(Self.anchor(name))"
    }

    static func anchor(_ name: String) -> String {
        "token-" + String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    static func dimension(_ length: TokenDimension) -> String {
        length.unit == .rem ? "\(SVGNumber.format(length.value))rem (\(SVGNumber.format(length.pixels))px)" : "\(SVGNumber.format(length.value))px"
    }

    /// The colour as CSS writes it in its own space: `oklch(0.5 0.2 275)`.
    static func written(_ color: TokenColor) -> String {
        let components = color.components.map { $0.map { SVGNumber.format($0) } ?? "none" }.joined(separator: " ")
        let alpha = color.alpha < 1 ? " / \(SVGNumber.format(color.alpha))" : ""
        switch color.colorSpace {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch: return "\(color.colorSpace.rawValue)(\(components)\(alpha))"
        default: return "color(\(color.colorSpace.rawValue) \(components)\(alpha))"
        }
    }
}
