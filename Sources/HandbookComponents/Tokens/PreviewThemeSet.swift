/// Which of a preview's theme figures a reader sees before choosing: the first light theme
/// in a light scheme, the first dark one in a dark scheme (the light one again when the
/// tokens have no dark theme), high-contrast themes only when chosen. CSS shows them
/// (`.preview--shown-light`, `.preview--shown-dark`), so the page is right without script.
package struct PreviewThemeSet {
    package let light: String?
    package let dark: String?

    package init(_ themes: [PreviewTheme]) {
        let ordinary = themes.filter { !$0.isMoreContrast }
        light = (ordinary.first { !$0.isDark } ?? ordinary.first ?? themes.first)?.id
        dark = (ordinary.first { $0.isDark } ?? themes.first { $0.isDark })?.id ?? light
    }

    /// The figure's `theme` context for `partials/preview`: `{id, name, tokens, scheme, shown}`.
    package func context(for theme: PreviewTheme) -> [String: Any] {
        var shown: [String] = []
        if theme.id == light { shown.append("preview--shown-light") }
        if theme.id == dark { shown.append("preview--shown-dark") }
        var context: [String: Any] = ["id": theme.id, "name": theme.name, "tokens": theme.dataTokens, "scheme": theme.isDark ? "dark" : "light"]
        if !shown.isEmpty { context["shown"] = shown.joined(separator: " ") }
        return context
    }
}
