import TabLayout

/// A preview kept between builds of this process by what lays it out, and painted with the
/// colours it has now: a colour token saved under `serve` lays out no example again and
/// draws no picture again — each kept figure, drawn once in stand-ins for its paints
/// (`PaintMarkers`), is painted with the theme's new colours. A build from scratch draws
/// the same bytes: the stand-ins are put where the paints would have been written, and a
/// figure whose paints or text an escape could change is drawn with its paints instead.
extension PreviewRenderer {
    /// `rendition(of:…)` kept by what lays it out (`layoutMemoKey`: no palette in it), without
    /// its caption, which nothing laid out or judged reads; given back with the caption and the
    /// theme contexts it has now. Without a memo, the rendition made.
    package func keptRendition(of written: ComponentExample, content: ComponentSpec.ContentRules, metrics: TabMetrics?,
                               inEveryLocale: Bool) -> Result<Rendition, DiagnosticsError> {
        let laidOut = keptLayout(layoutMemoKey.map { RenditionKey(renderer: $0, example: written.uncaptioned, metrics: metrics, inEveryLocale: inEveryLocale) }) {
            Result { () throws(DiagnosticsError) in try rendition(of: written.uncaptioned, content: content, metrics: metrics, inEveryLocale: inEveryLocale) }
        }
        return laidOut.map { kept in
            var rendition = kept
            rendition.written.caption = written.caption
            rendition.example.caption = written.caption
            rendition.drawn.caption = written.caption
            // The contexts' paints are this build's (a colour edited since keeps the layout).
            for index in rendition.contexts.indices where themes.indices.contains(index) {
                rendition.contexts[index].theme = themes[index]
            }
            return rendition
        }
    }

    /// `figure(of:…)` of `rendition` (laid out from `written` with `metrics`), its pictures kept
    /// in stand-ins by what they are drawn from but their paints and painted with the
    /// contexts' palettes; drawn with the paints when a palette or the figure's text could be
    /// mistaken for a stand-in or escaped otherwise (`PaintMarkers`).
    package func keptFigure(of rendition: Rendition, written: ComponentExample, metrics: TabMetrics?, inEveryLocale: Bool, idPrefix: String,
                            links: GuidelineLinker?, selectable: Bool = true, withOtherStates: Bool = false, onScreen: Bool = false) -> Rendered {
        let palettes = rendition.contexts.map { $0.theme?.palette ?? defaultPalette }
        guard let memoKey = layoutMemoKey, palettes.allSatisfy(PaintMarkers.paintable), Self.isClear(rendition) else {
            return figure(of: rendition, idPrefix: idPrefix, links: links, selectable: selectable, withOtherStates: withOtherStates, onScreen: onScreen)
        }
        let key = FigureKey(renderer: memoKey, example: written, metrics: metrics, inEveryLocale: inEveryLocale, idPrefix: idPrefix, selectable: selectable,
                            withOtherStates: withOtherStates, onScreen: onScreen, contexts: rendition.contexts.map { ContextShape($0.theme, palette: $0.theme?.palette ?? defaultPalette) })
        let pieces = keptLayout(key) {
            figurePieces(of: rendition, palettes: palettes.map(PaintMarkers.palette(like:)), idPrefix: idPrefix, links: links, selectable: selectable,
                         withOtherStates: withOtherStates, onScreen: onScreen)
        }
        return assembled(rendition, pieces.painted(with: palettes), withOtherStates: withOtherStates)
    }

    /// Whether no text `rendition`'s figure prints holds a stand-in's first character.
    private static func isClear(_ rendition: Rendition) -> Bool {
        var texts = [rendition.written, rendition.drawn].flatMap { example in
            example.items.flatMap { [$0.label, $0.badge ?? ""] } + [example.title ?? "", example.caption ?? ""]
        }
        texts += rendition.contexts.compactMap { $0.theme?.name }
        texts += rendition.quoted.map(\.message)
        texts.append(rendition.labelSources ?? "")
        return texts.allSatisfy(PaintMarkers.isClear)
    }

    private struct RenditionKey: Hashable, Sendable {
        var renderer: MemoKey
        var example: ComponentExample
        var metrics: TabMetrics?
        var inEveryLocale: Bool
    }

    /// What of a theme context shapes its figure besides its paints: its names, its scheme and
    /// whether it raises contrast (which parts are drawn), whether it names token contexts.
    private struct ContextShape: Hashable, Sendable {
        var id: String?
        var name: String?
        var dataTokens: String?
        var isDark: Bool
        var isMoreContrast: Bool
        var moreContrast: Bool
        var namesTokens: Bool

        init(_ theme: PreviewTheme?, palette: PreviewPalette) {
            (id, name, dataTokens) = (theme?.id, theme?.name, theme?.dataTokens)
            (isDark, isMoreContrast) = (theme?.isDark ?? false, theme?.isMoreContrast ?? false)
            (moreContrast, namesTokens) = (palette.moreContrast, palette.tokens != nil)
        }
    }

    private struct FigureKey: Hashable, Sendable {
        var renderer: MemoKey
        var example: ComponentExample
        var metrics: TabMetrics?
        var inEveryLocale: Bool
        var idPrefix: String
        var selectable: Bool
        var withOtherStates: Bool
        var onScreen: Bool
        var contexts: [ContextShape]
    }
}
