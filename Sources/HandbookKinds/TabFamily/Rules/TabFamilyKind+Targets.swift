import TabLayout

extension TabFamilyKind {
    /// Each item of each example against the touch target of every platform the spec names
    /// (the web's 24 px when it names none), laid out as that platform draws it.
    package func targetFindings(for spec: ComponentSpec, previews: PreviewRenderer) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for platform in spec.platforms.isEmpty ? [nil] : spec.platforms.map(Optional.some) {
            let pack = PlatformPacks.pack(for: platform)
            let renderer = previews.on(pack, tagging: false)
            let minimum = pack.minimumTarget
            for example in spec.examples where example.intent != .dont {
                let given = spec.kind.definition.usesSpecMetrics(for: example.variant) ? spec.tabMetrics : nil
                let (drawn, metrics) = renderer.adapt(example, metrics: given)
                let width = renderer.rules.smallestWidth(for: drawn)
                // Refused examples are their spec's errors (`refusals`) before any rule runs.
                guard let layout = renderer.engine.layoutIfAccepted(try drawn.request(width: width, defaultWidth: width, metrics: metrics)) else { continue }
                let inset = layout.variant == .segmented ? layout.metrics.containerInset : 0
                let height = layout.height - 2 * inset
                let items = layout.items.filter { !$0.hidden }
                guard let narrowest = items.min(by: { $0.width < $1.width }) else { continue }
                let width2 = narrowest.width - 2 * inset
                guard width2 < minimum || height < minimum else { continue }
                let unit = pack.unit
                found.append(GuidelineRule.targetSize.warning(
                    "[\(pack.tag)] '\(narrowest.label)' is \(SVGNumber.format(width2)) × \(SVGNumber.format(height)) \(unit) at \(SVGNumber.format(width)) \(platform == nil ? "pt" : unit), below the \(SVGNumber.format(minimum)) × \(SVGNumber.format(minimum)) \(unit) touch target",
                    at: example.location,
                    explanation: "Make the bar or its items larger; a smaller picture can still have a larger hit area, but then say so in the spec."))
            }
        }
        return found
    }
}
