import TabLayout

/// The tab family's costly derivations, kept between builds of this process by everything
/// they read (`RenditionMemo`, `PreviewRenderer.MemoKey`): a spec saved under `serve` lays
/// out again only the examples the edit changed.
extension PreviewRenderer {
    /// `rules.truncationThresholds(example, metrics:)`: the example bisected in every locale.
    package func keptTruncationThresholds(_ example: ComponentExample, metrics: TabMetrics) -> [GuidelineRules.Threshold] {
        keptLayout(layoutMemoKey.map { ThresholdsKey(renderer: $0, example: example.uncaptioned, metrics: metrics) }) {
            rules.truncationThresholds(example, metrics: metrics)
        }
    }

    /// `render(…)` of one of the spec's own examples as the Examples section draws it (every
    /// locale checked, its other states, Don'ts linked to their guidelines by `links`), with its
    /// record for the component's facts; the refusal when the engine refuses it.
    package func keptExample(_ example: ComponentExample, idPrefix: String, content: ComponentSpec.ContentRules, metrics: TabMetrics?,
                             links: GuidelineLinker) -> Result<(rendered: Rendered, record: DesignSystemAnswer.Rendition), DiagnosticsError> {
        kept(memoKey.map { ExampleKey(renderer: $0, example: example, idPrefix: idPrefix, metrics: metrics) }) {
            // A caption edited draws the figure again, but lays nothing out again; a colour
            // edited paints the kept figure again (`keptRendition`, `keptFigure`).
            keptRendition(of: example, content: content, metrics: metrics, inEveryLocale: true).map { rendition in
                let rendered = keptFigure(of: rendition, written: example, metrics: metrics, inEveryLocale: true, idPrefix: idPrefix, links: links, withOtherStates: true)
                return (rendered, rendered.record(idPrefix, on: self))
            }
        }
    }

    /// The thresholds of a bar across widths (`WidthExplorer.thresholds`).
    package func keptThresholds(of bar: ComparedBar, from: Int, to: Int, find: () -> ThresholdMap) -> ThresholdMap {
        keptLayout(layoutMemoKey.map { BarThresholdsKey(renderer: $0, bar: bar.uncaptioned, from: from, to: to) }, make: find)
    }

    // The content rules and the links are the spec's and the page's, both in the memo key's scope.
    private struct ThresholdsKey: Hashable, Sendable {
        var renderer: MemoKey
        var example: ComponentExample
        var metrics: TabMetrics
    }

    private struct ExampleKey: Hashable, Sendable {
        var renderer: MemoKey
        var example: ComponentExample
        var idPrefix: String
        var metrics: TabMetrics?
    }

    private struct BarThresholdsKey: Hashable, Sendable {
        var renderer: MemoKey
        var bar: ComparedBar
        var from: Int
        var to: Int
    }
}

extension ComponentExample {
    /// The example without its caption, which no layout, threshold or finding reads: the key
    /// of what is laid out from it.
    package var uncaptioned: ComponentExample {
        var example = self
        example.caption = nil
        return example
    }
}

extension ComparedBar {
    /// The bar with its example's caption left out (`ComponentExample.uncaptioned`).
    package var uncaptioned: ComparedBar {
        var bar = self
        bar.example = bar.example.uncaptioned
        return bar
    }
}
