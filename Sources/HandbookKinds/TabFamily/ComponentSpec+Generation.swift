import TabLayout

extension TabFamilyKind {
    /// Which generation of each platform's bars the spec documents: the iOS version it names,
    /// else iOS 26 when it gives the floating bar's lengths (Apple publishes none, so a spec
    /// without them can only draw iOS 18's bar); Material 3 Expressive unless it says baseline.
    package func generation(of spec: ComponentSpec) -> PlatformGeneration {
        let floating = spec.tabMetrics?.floating.map { !$0.lengths.isEmpty } ?? false
        return PlatformGeneration(ios: spec.iosVersion ?? (floating ? .ios26 : .ios18), android: spec.androidStyle)
    }

    package func adapt(_ example: ComponentExample, on renderer: PreviewRenderer) -> ComponentExample {
        renderer.adapt(example, metrics: nil).example
    }

    /// Drawn by the tab engine with the spec's metrics and content rules.
    package func figure(_ example: ComponentExample, idPrefix: String, page: ComponentPageDraft, on renderer: PreviewRenderer) throws(DiagnosticsError) -> DrawnFigure? {
        try renderer.render(example, idPrefix: idPrefix, content: page.spec.content, metrics: page.metrics(for: example)).drawn(idPrefix, on: renderer)
    }
}

extension PlatformGeneration.AndroidStyle {
    /// The engine's name for the style.
    package var materialStyle: MaterialStyle {
        switch self {
        case .expressive: .expressive
        case .baseline: .baseline
        }
    }
}
