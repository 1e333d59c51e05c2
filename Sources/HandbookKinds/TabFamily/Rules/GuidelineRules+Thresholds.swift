import TabLayout

/// The width below which a label of an example truncates, in every language the site ships.
extension GuidelineRules {
    /// Where a bar of one example starts truncating, in one language.
    package typealias Threshold = TruncationThreshold

    /// For the source language and each target locale (`localized`), the width below which
    /// a label of `example` truncates, laid out as its own variant at `textScale`. Scroll
    /// bars never truncate (they scroll), so they have none.
    package func truncationThresholds(_ example: ComponentExample, metrics: TabMetrics, textScale: Double = 1, localized: Bool = true) -> [Threshold] {
        var versions: [(locale: String?, example: ComponentExample, measurer: any TextMeasurer)] = [(nil, example, measurer)]
        if localized {
            // Every locale, with a catalog or not: a locale without one is checked in the
            // source text (its own direction), and its threshold is the one `check` implies.
            for locale in localization.targetLocales {
                versions.append((locale, localization.translate(example, into: locale).example, localization.measurer(for: locale, fallback: measurer)))
            }
        }
        return versions.compactMap { locale, example, measurer in
            truncationThreshold(example, metrics: metrics, textScale: textScale, measurer: measurer).map { Threshold(locale: locale, label: $0.label, width: $0.width) }
        }
    }

    /// The smallest width at which no visible label of `example` truncates, and the label
    /// that truncates first below it: the fixed tabs' own computation, or for tab bars and
    /// segmented controls (items sharing the width, as fixed tabs do) a bisection of the
    /// engine's layouts.
    package func truncationThreshold(_ example: ComponentExample, metrics: TabMetrics, textScale: Double, measurer: any TextMeasurer) -> (label: String, width: Double)? {
        switch example.variant.tab {
        case .scroll?, nil:
            // Scroll tabs never truncate; a variant the engine does not draw has no layout.
            return nil
        case .fixed:
            return fixedThreshold(example, metrics: metrics, textScale: textScale, measurer: measurer).map { ($0.label, $0.width) }
        case .tabBar, .segmented, .navigationBar, .navigationRail, .navigationRailExpanded, .floatingTabBar, .topTabBar:
            let engine = TabLayoutEngine(measurer: measurer)
            enum Probe { case refused, fits, truncates(String) }
            func probe(_ width: Double) -> Probe {
                // A width the engine refuses is a probe's answer (`.refused`), not an error to report.
                guard let layout = engine.layoutIfAccepted(try example.request(width: width, defaultWidth: width, metrics: metrics, textScale: textScale)) else {
                    return .refused
                }
                return layout.items.first { $0.truncated && !$0.hidden }.map { .truncates($0.label) } ?? .fits
            }
            var low = 1.0, high = 4096.0
            guard case .fits = probe(high) else { return nil }
            // A bar with a least width of its own (iOS 26's floating capsule) is refused below
            // it: the search starts at the narrowest width the engine lays out.
            if case .refused = probe(low) {
                var accepted = high
                for _ in 0..<48 where accepted - low > 0.001 {
                    let middle = (low + accepted) / 2
                    if case .refused = probe(middle) { low = middle } else { accepted = middle }
                }
                low = accepted
            }
            guard case .truncates(var label) = probe(low) else { return nil }
            // Items share the width, so a label that fits at one width fits at every wider one.
            for _ in 0..<48 where high - low > 0.001 {
                let middle = (low + high) / 2
                switch probe(middle) {
                case .truncates(let cut):
                    low = middle
                    label = cut
                case .fits, .refused:
                    high = middle
                }
            }
            return (label, high)
        }
    }
}
