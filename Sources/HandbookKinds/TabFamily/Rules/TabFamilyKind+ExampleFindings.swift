import TabLayout

extension TabFamilyKind {
    /// What the Examples section's previews report of each example (the guideline rules in
    /// every locale, on each platform the spec names, and every label its picture cuts), read
    /// from each example's rendition as the page draws it: a context whose tokens change the
    /// spec's lengths or type is checked with this. Don't examples are left out; they are
    /// meant to break a rule.
    package func exampleFindings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        // As `ComponentPageBuilder` and `ExamplesSection` draw them: in the spec's generation,
        // each example on the platform it names, else on each the spec names.
        var page = previews.on(PlatformPacks.pack(for: spec.platform), tagging: spec.platforms.count > 1)
        page.generation = spec.generation
        let platforms = spec.platforms.count > 1 ? spec.platforms.map { PlatformPacks.pack(for: $0) } : []
        var found: [Diagnostic] = []
        for example in spec.examples where example.intent != .dont {
            let packs: [(any PlatformPack)?] = example.platform.map { [PlatformPacks.pack(for: $0)] } ?? (platforms.isEmpty ? [nil] : platforms.map(Optional.some))
            for pack in packs {
                let renderer = pack.map { page.on($0, tagging: true) } ?? page
                let given = usesSpecMetrics(for: example.variant) ? spec.tabMetrics : nil
                // An example the engine refuses has no rendition: `refusals(of:previews:)`
                // reports it, and the page is not drawn.
                guard let rendition = try? renderer.rendition(of: example, content: spec.content, metrics: given, inEveryLocale: true) else { continue }
                found += rendition.broken
            }
        }
        return found
    }
}
