import Foundation

/// A component's facts as an assistant or a program reads them: the spec's variants, states,
/// rules and known gaps, where each example stops fitting in every language and on every
/// platform, and what the checks found. `handbook mcp` answers `get_component` with it and
/// every build publishes it as `components/NAME.json`, so the two never disagree.
package struct ComponentFactSheet {
    /// The site's previews: its fonts, catalogs and rules.
    package let previews: PreviewRenderer
    /// The site's source language, as thresholds name it.
    package let sourceLocale: String

    package init(previews: PreviewRenderer, sourceLocale: String) {
        self.previews = previews
        self.sourceLocale = sourceLocale
    }

    /// Where each of the spec's examples (but its Don'ts) stops fitting, in every locale and on
    /// every platform it is drawn for (the one it names, else the spec's): laid out by the
    /// engine, so made once with the spec's page.
    package func thresholds(of spec: ComponentSpec) -> [DesignSystemAnswer.Threshold] {
        truncations(of: spec).map { example, pack, threshold in
            .init(example: example.title, locale: threshold.locale ?? sourceLocale, platform: pack.tag,
                  label: threshold.label, truncatesBelow: threshold.width.rounded(.up))
        }
    }

    /// `thresholds(of:)` before it is written down: each example with the platform it is drawn
    /// on and a width below which one of its labels truncates (locale nil: the source
    /// language). What a version's Changes compare, so they say what `NAME.json` says.
    package func truncations(of spec: ComponentSpec) -> [(example: ComponentExample, pack: any PlatformPack, threshold: TruncationThreshold)] {
        var found: [(example: ComponentExample, pack: any PlatformPack, threshold: TruncationThreshold)] = []
        for pack in Self.packs(of: spec) + Self.ownPlatforms(of: spec) {
            var renderer = previews.on(pack, tagging: false)
            renderer.generation = spec.generation
            // Kept with the spec's pictures, where they are kept (`RenditionMemo`).
            renderer.memoScope = spec.drawingKey.map { .init(spec: spec.name, drawing: $0) }
            for example in spec.examples where example.intent != .dont && (example.platform ?? pack.platform) == pack.platform {
                for threshold in spec.kind.definition.truncationThresholds(of: example, in: spec, on: renderer) {
                    found.append((example, pack, threshold))
                }
            }
        }
        return found
    }

    /// The platforms the spec's examples name that the spec does not: each such example is
    /// drawn on its own alone.
    private static func ownPlatforms(of spec: ComponentSpec) -> [any PlatformPack] {
        let named = Set(packs(of: spec).map(\.platform))
        var seen = Set<Platform>()
        return spec.examples.compactMap(\.platform).filter { !named.contains($0) && seen.insert($0).inserted }.map { PlatformPacks.pack(for: $0) }
    }

    /// The platforms a spec is drawn for: those it names, else the web's rules.
    package static func packs(of spec: ComponentSpec) -> [any PlatformPack] {
        spec.platforms.isEmpty ? [PlatformPacks.pack(for: nil)] : spec.platforms.map { PlatformPacks.pack(for: $0) }
    }

    /// One line of a list of components; `url` is the component's page.
    package static func summary(of spec: ComponentSpec, url: String) -> DesignSystemAnswer.ComponentSummary {
        .init(name: spec.name, title: spec.component, kind: spec.kind.rawValue, platforms: spec.platforms.map(\.rawValue),
              summary: spec.summary, url: url)
    }

    /// The component of `spec` in full, with `findings` the checks made of it; `thresholds`
    /// when they were worked out already (`thresholds(of:)`, with the spec's other results).
    package func answer(for spec: ComponentSpec, findings: [Diagnostic], url: String,
                thresholds: [DesignSystemAnswer.Threshold]? = nil, changes: DesignSystemAnswer.Component.Changes? = nil,
                renditions: [DesignSystemAnswer.Rendition]? = nil) -> DesignSystemAnswer.Component {
        let thresholds = thresholds ?? self.thresholds(of: spec)
        // The spec's content rules, where its kind checks labels at all.
        var rules = [String]()
        if spec.kind.definition.guidelineRules.contains(where: { $0.family == "labels" }) {
            rules.append("Labels have at most \(spec.content.maxWords) word\(spec.content.maxWords == 1 ? "" : "s").")
            if spec.content.sentenceCase { rules.append("Labels are in sentence case.") }
            if !spec.content.digitsAllowed { rules.append("Labels contain no digits.") }
        }
        return .init(summary: Self.summary(of: spec, url: url),
                     variants: spec.variants.map { .init(name: $0.name, description: $0.description) },
                     states: spec.states, knownGaps: spec.knownGaps, contentRules: rules,
                     rules: spec.kind.definition.guidelineRules.map { .init(id: $0.id, summary: $0.summary) },
                     thresholds: thresholds, findings: findings.map { DesignSystemAnswer.Finding($0, locales: previews.localization.locales) }, changes: changes,
                     renditions: renditions)
    }
}
