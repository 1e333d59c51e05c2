import TabLayout

/// One computed preview of the tab family: an example (or a guideline block) as one platform
/// and generation draws it, in its locale, text size and width, in every theme context the
/// renderer has — its layouts and what the guidelines find in them.
///
/// Made once (`PreviewRenderer.rendition(of:content:metrics:inEveryLocale:)`) and read by
/// every view of that preview: the figure and its SVG titles, the caption's verdict, the
/// Markdown twin's facts, the findings `check` reports, the component's facts
/// (`DesignSystemAnswer.Rendition` in NAME.json and MCP) and the example's downloads. No view
/// lays the example out again or judges it again, so none can say something another does not.
package struct Rendition {
    /// One theme context: the theme (nil for the theme's own paints), and the layout drawn in
    /// it — the shared one, or its own where the context's tokens change lengths or type.
    package struct Context {
        package var theme: PreviewTheme?
        package var request: TabLayoutRequest
        package var layout: TabBarLayout
    }

    /// The example as written, and as the platform draws it (its variant and lengths).
    package var written: ComponentExample
    package var example: ComponentExample
    /// The example in its locale's labels, as the catalogs translate it.
    package var drawn: ComponentExample
    /// Where each translated label came from, as the figure's data; nil in the source language.
    package var labelSources: String?
    /// The engine that laid it out, measuring in its locale (selection states use it again).
    package var engine: TabLayoutEngine
    /// The first context's request and layout: what the downloads and the facts describe.
    package var request: TabLayoutRequest
    package var layout: TabBarLayout
    package var contexts: [Context]
    /// The rules the example breaks, whatever its intent: the rules' findings at the
    /// platform's smallest device, and every label this picture cuts.
    package var broken: [Diagnostic]
    /// What `check` reports of it: empty for a Don't that breaks a rule (its point), a warning
    /// for one that breaks none.
    package var reported: [Diagnostic]
    /// What its caption may say it breaks: truncations as this picture draws them (never
    /// those of another width), then the other rules, in the order found.
    package var quoted: [Diagnostic]
    /// The platform drawn (`ios`, `android`, `web`) and its unit.
    package var platform: String
    package var unit: String

    /// The rules a Don't's caption names: the first two, each once.
    package var captionBreaks: [Diagnostic] {
        var seen = Set<String>()
        return Array(quoted.filter { seen.insert($0.id).inserted }.prefix(2))
    }

    /// The rendition as the component's facts publish it, as figure `id` of `section`;
    /// `locales` tell a finding's locale tag from a theme's.
    package func record(id: String, section: String = "", locales: [String]) -> DesignSystemAnswer.Rendition {
        DesignSystemAnswer.Rendition(
            id: id, section: section, platform: platform, variant: layout.variant.rawValue, device: layout.device.rawValue,
            width: layout.width, unit: unit, locale: example.locale, textScale: request.textScale, rightToLeft: layout.rightToLeft,
            themes: contexts.compactMap { $0.theme?.id }, truncated: layout.truncatedLabels, more: layout.more, scrolls: layout.isScrolling,
            findings: broken.map { DesignSystemAnswer.Finding($0, locales: locales) }, reported: reported.map(\.id),
            quoted: example.intent == .dont ? captionBreaks.map { DesignSystemAnswer.Finding($0, locales: locales) } : [],
            example: written.title)
    }
}
