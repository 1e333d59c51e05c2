import DesignTokens
import Mustache

/// The control that switches every themed preview on the page (light, dark, high
/// contrast …), above the first section; only on pages drawn in more than one theme.
package struct ThemeSwitchSection: ComponentPageSection {
    package let id = "theme-switch"
    package let title = "Theme"

    package init() {}

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let themes = page.previews.themes
        guard themes.count > 1 else { return nil }
        return SectionContent(context: Self.context(themes), placement: .inline(toc: [], search: []))
    }

    /// The partial's context: each theme, and which one a reader's light and dark schemes
    /// show; a reader who asks for more contrast sees the first theme made for it.
    package static func context(_ themes: [PreviewTheme]) -> [String: Any] {
        let shown = PreviewThemeSet(themes)
        let more = themes.first(where: \.isMoreContrast)?.id
        return ["themes": themes.map { theme -> [String: Any] in
            ["id": theme.id, "name": theme.name, "tokens": theme.dataTokens, "scheme": theme.isDark ? "dark" : "light",
             "light": theme.id == shown.light, "dark": theme.id == shown.dark, "more": theme.id == more]
        }]
    }

    /// The switch as HTML, for pages that are not component pages (a guideline page's blocks).
    package static func html(themes: [PreviewTheme], library: MustacheLibrary) -> String {
        library.render(context(themes), withTemplate: Conventions.componentSectionTemplate("theme-switch")) ?? ""
    }
}
