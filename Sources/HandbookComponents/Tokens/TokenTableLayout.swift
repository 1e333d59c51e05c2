import DesignTokens

/// How a token page's tables show contexts: a column each while there are few; past
/// `TokenPages.columnLimit` (Apple's four appearances × seven text sizes), the default
/// context's value, then the other contexts grouped by the value they give the token — only
/// those that differ — named as compactly as their modifiers allow (`dark/dark_ax`, not
/// fourteen combinations).
package struct TokenTableLayout {
    /// What one cell of a token's row shows.
    package enum Cell {
        case value(DesignToken, TokenTheme)
        /// The context does not define the token.
        case absent
        /// The contexts whose value differs from the default's, grouped by value.
        case groups([Group])
    }

    /// Contexts that give a token the same value.
    package struct Group {
        package var name: String
        /// nil: these contexts do not define it.
        package var token: DesignToken?
        /// The first of them, for contrast against what it is painted on.
        package var theme: TokenTheme
    }

    package let themes: [TokenTheme]
    package let grouped: Bool

    package var headings: [String] {
        guard grouped, let first = themes.first else { return themes.map(\.name) }
        return [first.name + " (default)", "Other contexts, where they differ"]
    }

    package func cells(for name: String) -> [Cell] {
        guard grouped, let first = themes.first else {
            return themes.map { theme in theme.tokens[name].map { .value($0, theme) } ?? .absent }
        }
        let base = first.tokens[name].map(TokenPages.plainValue)
        var groups: [(value: String?, themes: [TokenTheme])] = []
        for theme in themes.dropFirst() {
            let value = theme.tokens[name].map(TokenPages.plainValue)
            guard value != base else { continue }
            if let index = groups.firstIndex(where: { $0.value == value }) { groups[index].themes.append(theme) } else { groups.append((value, [theme])) }
        }
        let others: [Group] = groups.map { group in
            Group(name: describe(group.themes), token: group.themes[0].tokens[name], theme: group.themes[0])
        }
        let head: Cell = first.tokens[name].map { .value($0, first) } ?? .absent
        return [head, others.isEmpty ? .groups([]) : .groups(others)]
    }

    /// "only in dark, dark_ax" for a token some contexts lack; nil when every one has it.
    package func partialMark(for name: String) -> String? {
        let having = themes.filter { $0.tokens[name] != nil }
        guard having.count < themes.count, !having.isEmpty else { return nil }
        return "only in " + describe(having)
    }

    /// The contexts of `group` as briefly as their modifiers allow: a modifier whose every
    /// context is in the group is left out, and when the group is every combination of what
    /// remains, each modifier's contexts are listed once (`dark/dark_ax · xxLarge`).
    package func describe(_ group: [TokenTheme]) -> String {
        guard let modifiers = themes.first?.selection.map(\.modifier), !modifiers.isEmpty else { return group.map(\.name).joined(separator: ", ") }
        func contexts(of modifier: String, in list: [TokenTheme]) -> [String] {
            var seen: [String] = []
            for theme in list { if let context = theme.context(of: modifier), !seen.contains(context) { seen.append(context) } }
            return seen
        }
        let varying = modifiers.filter { Set(contexts(of: $0, in: group)) != Set(contexts(of: $0, in: themes)) }
        guard !varying.isEmpty else { return group.count == themes.count ? "every context" : "every other context" }
        let combinations = varying.reduce(1) { $0 * contexts(of: $1, in: group).count }
        let distinct = Set(group.map { theme in varying.map { theme.context(of: $0) ?? "" } })
        guard combinations == distinct.count else { return group.map(\.label).joined(separator: ", ") }
        return varying.map { contexts(of: $0, in: group).joined(separator: "/") }.joined(separator: " · ")
    }
}
