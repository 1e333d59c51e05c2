import TabLayout

extension TabFamilyKind {
    /// What the Examples section's previews report of each example (the guideline rules in
    /// every locale, on each platform the spec names, as the page draws it), without drawing:
    /// a context whose tokens change the spec's lengths or type is checked with this.
    /// Don't examples are left out; they are meant to break a rule.
    package func exampleFindings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        // As `ComponentPageBuilder` and `ExamplesSection` draw them.
        let page = previews.on(PlatformPacks.pack(for: spec.platform), tagging: spec.platforms.count > 1)
        let platforms = spec.platforms.count > 1 ? spec.platforms.map { PlatformPacks.pack(for: $0) } : []
        var found: [Diagnostic] = []
        for written in spec.examples where written.intent != .dont {
            let example = page.adapt(written, metrics: nil).example
            let packs: [(any PlatformPack)?] = example.platform.map { [PlatformPacks.pack(for: $0)] } ?? (platforms.isEmpty ? [nil] : platforms.map(Optional.some))
            for pack in packs {
                let renderer = pack.map { page.on($0, tagging: true) } ?? page
                let given = usesSpecMetrics(for: example.variant) ? spec.tabMetrics : nil
                let (drawn, metrics) = renderer.adapt(example, metrics: given)
                found += renderer.tagged(renderer.rules.findings(for: drawn, content: spec.content, metrics: metrics, inEveryLocale: true))
            }
        }
        return found
    }
}
