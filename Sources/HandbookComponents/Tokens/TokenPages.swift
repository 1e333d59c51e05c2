import DesignTokens

/// The Tokens section: a page per top-level group (`tokens/color/`), split into pages per
/// subgroup when a group is large (`TokenPagePlan`), each token with its value in every
/// context (swatches, type specimens, lengths), its alias chain, description and deprecation,
/// the component pages that use it, and — for colours a spec paints text or an indicator
/// with — the WCAG ratio and APCA Lc against what it is painted on. Every token of every
/// context is listed; one a context lacks is marked with the contexts that have it.
package struct TokenPages {
    package let tokens: SiteTokens
    /// The specs using each token (directly or through an alias), from `StyledSpec`.
    package let users: [String: [User]]
    /// The previous version's tokens and name, on a site with versions: each page says what
    /// changed in its tokens since.
    package var previous: (version: String, tokens: SiteTokens)?

    /// The specs' contrast verdicts whose foreground is a token (`TokenContrast.rows(of:)`).
    package let contrast: [TokenContrast]

    /// A spec that uses a token, as its row links to it.
    package struct User: Sendable {
        package var name: String
        /// The component's title, the link's text.
        package var component: String

        package init(name: String, component: String) {
            (self.name, self.component) = (name, component)
        }
    }

    package init(tokens: SiteTokens, users: [String: [User]], contrast: [TokenContrast] = [], previous: (version: String, tokens: SiteTokens)? = nil) {
        self.tokens = tokens
        self.users = users
        self.contrast = contrast
        self.previous = previous
    }

    /// The section's folder.
    package static let folder = "tokens"
    /// The most tokens one page lists.
    package static let pageBudget = 400
    /// Up to this many contexts a table has a column each; past it, each token shows its
    /// default value and then the other contexts grouped by the value they give it.
    package static let columnLimit = 4

    /// The page a token is listed on when its group is small: its top-level group (`color` for
    /// `color.text.primary`); for a set of flat names (`gray-50`, `tab-item-height-medium`),
    /// the name's first word, so a thousand flat tokens make a few dozen pages, not a thousand.
    package static func group(of name: String) -> String { TokenPagePlan.segments(of: name)[0] }

    /// Every token name of every context: the default context's in its order, then those only
    /// other contexts define, in theirs.
    package static func names(in themes: [TokenTheme]) -> [String] {
        var seen = Set<String>(), names: [String] = []
        for theme in themes {
            for name in theme.tokens.names where seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    package func pages() -> [Page] {
        guard tokens.system != nil, !tokens.themes.isEmpty else { return [] }
        let plan = TokenPagePlan(names: Self.names(in: tokens.themes), folder: Self.folder, budget: Self.pageBudget)
        let changes = previous.map { TokenChanges(since: $0.version, old: $0.tokens, new: tokens) }
        return plan.entries.map { page($0, plan: plan, changes: changes) }
    }

    private func page(_ entry: TokenPagePlan.Entry, plan: TokenPagePlan, changes: TokenChanges?) -> Page {
        // Subgroups (`color.text`) are the page's sections and its table of contents.
        var sections: [(key: String, names: [String])] = []
        var sectionIndex: [String: Int] = [:]
        let depth = entry.title.split(separator: ".").count
        for name in entry.names {
            let parts = TokenPagePlan.segments(of: name)
            let key = parts.count > depth + 1 ? parts.prefix(depth + 1).joined(separator: ".") : entry.title
            if let index = sectionIndex[key] { sections[index].names.append(name) } else {
                sectionIndex[key] = sections.count
                sections.append((key, [name]))
            }
        }
        let themes = tokens.themes
        let layout = TokenTableLayout(themes: themes, grouped: themes.count > Self.columnLimit)
        var html = "<p class=\"token-count\">\(entry.names.count) token\(entry.names.count == 1 ? "" : "s") in <code>\(HTML.escape(entry.title))</code>"
        if themes.count > 1 {
            html += layout.grouped
                ? ", shown in " + HTML.escape(themes[0].name) + " and, where they differ, in the other \(themes.count - 1) contexts"
                : ", shown in " + themes.map { "<span class=\"token-theme\">\(HTML.escape($0.name))</span>" }.joined(separator: ", ")
        }
        html += ".</p>\n"
        if !entry.children.isEmpty {
            html += "<ul class=\"token-subgroups\">\n" + entry.children.map { child in
                "<li><a href=\"\(SitePath.relative(from: entry.directory, to: child.directory))\"><code>\(HTML.escape(child.title))</code></a> (\(child.count) token\(child.count == 1 ? "" : "s"))</li>"
            }.joined(separator: "\n") + "\n</ul>\n"
        }
        var toc: [TOCEntry] = [], search: [TextSection] = [], ids = Set<String>()
        for section in sections {
            let id = Self.anchor(section.key)
            ids.insert(id)
            toc.append(TOCEntry(id: id, title: section.key, children: []))
            html += "<h2 id=\"\(id)\">\(HTML.escape(section.key))</h2>\n<div class=\"table-wrapper\"><table class=\"token-table\">\n<thead><tr><th scope=\"col\">Token</th>"
            for heading in layout.headings { html += "<th scope=\"col\">\(HTML.escape(heading))</th>" }
            html += "</tr></thead>\n<tbody>\n"
            var words: [String] = []
            for name in section.names {
                html += row(name, layout: layout, directory: entry.directory, plan: plan)
                ids.insert(Self.anchor(name))
                words.append(name + (token(name)?.description.map { " " + $0 } ?? ""))
            }
            html += "</tbody></table></div>\n"
            search.append(TextSection(id: id, heading: section.key, text: words.joined(separator: "\n"), keywords: section.names.joined(separator: " ")))
        }
        let topLevel = entry.title.contains(".") ? nil : entry.title
        let changed = changes?.section(for: Set(entry.names), group: topLevel, contexts: themes.count)
        if let changed {
            html += changed.html
            toc.append(TOCEntry(id: TokenChanges.anchor, title: changed.title, children: []))
            ids.insert(TokenChanges.anchor)
            search.append(TextSection(id: TokenChanges.anchor, heading: changed.title, text: changed.lines.joined(separator: "\n"), keywords: ""))
        }
        var body = RenderedMarkdown(html: html, toc: toc, headingIDs: ids, leadingTitle: nil, diagnostics: [], links: [], sections: search)
        body.markdown = markdown(sections: sections, layout: layout, changes: changed)
        // A name of two letters or fewer is an abbreviation ("md", "ui"): written in capitals, not as a word ("Md").
        let title = entry.title.split(separator: ".").map { $0.count <= 2 ? $0.uppercased() : String($0).capitalizedFirst }.joined(separator: " › ")
        return Page(kind: .guideline, sourcePath: tokens.files.first ?? Self.folder, directory: entry.directory,
                    title: title, summary: "Design tokens under \(entry.title), resolved in every context.",
                    order: nil, sectionKey: Self.folder, body: body)
    }

    /// The token as the first context that defines it resolves it (its type, description,
    /// alias chain and deprecation).
    package func token(_ name: String) -> DesignToken? {
        for theme in tokens.themes { if let token = theme.tokens[name] { return token } }
        return nil
    }

    private func row(_ name: String, layout: TokenTableLayout, directory: String, plan: TokenPagePlan) -> String {
        guard let token = token(name) else { return "" }
        var cell = "<code class=\"token-name\">\(HTML.escape(name))</code> <span class=\"token-type\">\(token.type.rawValue)</span>"
        if let partial = layout.partialMark(for: name) { cell += " <span class=\"token-partial\">\(HTML.escape(partial))</span>" }
        if let deprecation = token.deprecation {
            cell += " <span class=\"token-deprecated\">Deprecated</span>"
            if let reason = deprecation.reason { cell += "<p class=\"token-note\">\(HTML.escape(reason))</p>" }
        }
        if let description = token.description { cell += "<p class=\"token-note\">\(HTML.escape(description))</p>" }
        if !token.aliasChain.isEmpty {
            cell += "<p class=\"token-alias\">→ " + token.aliasChain.map { target in
                let link = plan.pageOf[target].map { SitePath.relative(from: directory, to: $0) + "#" + Self.anchor(target) }
                return link.map { "<a href=\"\($0)\"><code>{\(HTML.escape(target))}</code></a>" } ?? "<code>{\(HTML.escape(target))}</code>"
            }.joined(separator: " → ") + "</p>"
        }
        if let specs = users[name], !specs.isEmpty {
            cell += "<p class=\"token-users\">Used by " + specs.map { spec in
                "<a href=\"\(SitePath.relative(from: directory, to: Conventions.componentPage(spec.name)))\">\(HTML.escape(spec.component))</a>"
            }.joined(separator: ", ") + "</p>"
        }
        var html = "<tr id=\"\(Self.anchor(name))\"><th scope=\"row\">\(cell)</th>"
        // Each cell names its column: on a phone's screen the table is one theme per line
        // (the stylesheet shows the name before the value), not columns off the screen's edge.
        for (index, column) in layout.cells(for: name).enumerated() {
            let label = layout.headings.indices.contains(index) ? " data-label=\"\(HTML.escape(layout.headings[index]))\"" : ""
            switch column {
            case .value(let token, let theme):
                html += "<td\(label)>" + value(token, in: theme) + "</td>"
            case .absent:
                html += "<td class=\"token-absent\"\(label)>—</td>"
            case .groups(let groups):
                html += "<td\(label)>" + groups.map { group in
                    let value = group.token.map { self.value($0, in: group.theme) } ?? "not defined"
                    return "<p class=\"token-context\"><span class=\"token-theme\">\(HTML.escape(group.name))</span> \(value)</p>"
                }.joined() + "</td>"
            }
        }
        return html + "</tr>\n"
    }

    package static func anchor(_ name: String) -> String {
        "token-" + String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
