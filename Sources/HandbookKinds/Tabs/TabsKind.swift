import TabLayout

/// Tabs (`kind: tabs`): a row of labels under a heading, as Scroll or Fixed; the Variants
/// section compares the two at every width and recommends one.
package struct TabsKind: TabFamilyKind {
    package let name = "tabs"
    package let defaultVariant = ExampleVariant.scroll
    // Tab items have no badges (DESIGN.md's tabs facts); a tab bar's icon carries them.
    package let supportedStates = ["default", "pressed", "hover", "focus", "active", "disabled"]
    package let styleParts = ["container", "indicator"]
    package let contrastPairs = [
        ContrastPair(what: "Label", foreground: "label", background: "container", minimum: .text, rule: .contrastText),
        ContrastPair(what: "Active label", foreground: "active-label", background: "container", minimum: .text, rule: .contrastText),
        ContrastPair(what: "Indicator", foreground: "indicator", background: "container", minimum: .ratio(3), rule: .contrastIndicator),
    ]

    package func selectionMark(for spec: ComponentSpec) -> SelectionMark? {
        SelectionMark(mark: "indicator", ground: "container", isDrawn: (spec.tabMetrics?.indicatorHeight ?? 3) > 0)
    }

    /// A tabs spec's metrics are its Scroll and Fixed bars'.
    package func usesSpecMetrics(for variant: ExampleVariant) -> Bool { variant == .scroll || variant == .fixed }

    /// Scroll and Fixed side by side, on the example that needs the widest fixed bar
    /// (measured, not counted in characters), where the choice between them matters most.
    package func comparedBars(_ page: ComponentPageDraft) -> [ComparedBar] {
        let need = { (example: ComponentExample) -> Double in
            var fixed = example
            fixed.variant = .fixed
            let metrics = page.metrics(for: fixed) ?? TabMetrics.defaults(for: .fixed)
            return page.previews.rules.fixedThreshold(fixed, metrics: metrics)?.width ?? 0
        }
        let candidates = page.spec.examples.filter { $0.intent != .dont && $0.items.count <= 6 }
        let example = candidates.map { ($0, need($0)) }.max { $0.1 < $1.1 }?.0 ?? page.base
        var scroll = example, fixed = example
        scroll.variant = .scroll
        fixed.variant = .fixed
        return [ComparedBar(name: "Scroll", example: scroll, metrics: page.metrics(for: scroll)),
                ComparedBar(name: "Fixed", example: fixed, metrics: page.metrics(for: fixed))]
    }
}
