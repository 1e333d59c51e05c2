/// The keys of a component spec, declared once: `ComponentSpecLoader` reads through them and
/// `handbook schema component` prints them. Variant names, states and example variants
/// depend on the spec's `kind`, so the keys are made for a kind (`nil`: before one is known,
/// every kind's names).
package enum ComponentSpecKeys {
    /// The diagnostic for a missing required key of the spec.
    private static func missing(_ name: String) -> YAMLProblem { YAMLProblem("spec.missing-key", "the spec has no '\(name)'") }

    package static let component = YAMLKey("component", .text, "The component's name as the site shows it: Tabs, Tab bar.", missing: missing("component"))
    package static let summary = YAMLKey("summary", .text, "One sentence saying what the component is for, under its name.", missing: missing("summary"))
    /// One platform's name.
    private static let platformChoice = YAMLShape.choice(Choices(Platform.allCases.map(\.rawValue), id: "spec.platform", wording: .unknown(noun: "platform", plural: "Platforms")))
    package static let platform = YAMLKey("platform", .either([platformChoice, .list(platformChoice, platformList)]),
                                  "The platform the spec follows, or a list of them drawn side by side: ios (tab bar labels keep their size; a long press shows the Large Content Viewer), android (Material 3: a tab bar is the navigation bar, in Roboto) or web (labels grow with the text size).")
    /// `platform` written as one name.
    package static let platformChoiceKey = YAMLKey("platform", platformChoice, "")
    /// `platform` written as a list.
    package static let platforms = YAMLKey("platform", .list(platformChoice, platformList), "")
    private static let platformList = ListRule(entryWhat: "a platform").unique(.wholeEntry, YAMLProblem("spec.platform", "platform '{value}' is listed twice"))
    package static let kind = kindKey(in: .builtIn)
    package static let iosVersion = YAMLKey("ios-version", .text(TextRule(choices: Choices(PlatformGeneration.IOSVersion.allCases.map { String($0.rawValue) },
                                                                                      id: "spec.ios-version", wording: .mustBe(what: "ios-version")), numbers: true)),
                                    "The iOS generation the spec documents: 26 (iOS 26's bar floating over the content on iPhone, the top bar on iPad; the default when metrics: floating: gives its lengths) or 18 (the edge-to-edge bar of iOS 18 and earlier; the default otherwise). Every section draws it.")
    package static let androidStyle = YAMLKey("android-style", .choice(Choices(PlatformGeneration.AndroidStyle.allCases.map(\.rawValue), id: "spec.android-style", wording: .mustBe(what: "android-style"))),
                                      "Material's generation on Android: expressive (Material 3 Expressive's 64 dp bar, labels beside icons from 600 dp, the 96 dp rail; the default) or baseline (the 80 dp bar and 80 dp rail).")

    /// The `kind` key when `kinds` are known.
    package static func kindKey(in kinds: ComponentKinds) -> YAMLKey {
        let names = kinds.all.map(\.rawValue)
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
        return YAMLKey("kind", .choice(Choices(names, id: "spec.kind", wording: .unknown(noun: "kind", plural: "Kinds"))),
                       "What the component is, which decides its previews and rules: \(listed).", missing: missing("kind"))
    }

    package static let partName = YAMLKey("part", .text(TextRule(suggestions: ComponentSpec.Part.calloutNames)),
                                  "The part's name; container, item, segment, label, indicator, thumb, icon and badge get a numbered callout on the diagram.",
                                  missing: YAMLProblem("spec.anatomy", "an anatomy entry needs a 'part'"))
    package static let partDescription = YAMLKey("description", .text, "What the part is and does.")
    package static let anatomy = YAMLKey("anatomy", .list(.mapping(YAMLMapping("an anatomy part", [partName, partDescription])), ListRule()),
                                 "The parts drawn as numbered callouts on a preview, in order.")

    package static let variantDescription = YAMLKey("description", .text, "When to use the variant.")
    package static let minItems = YAMLKey("min-items", .count, "The fewest items the variant takes; for fixed tabs, narrows the guidelines' two.")
    package static let maxItems = YAMLKey("max-items", .count, "The most items the variant takes; for fixed tabs, narrows the guidelines' four.")
    /// What one variant entry holds.
    package static let variant = YAMLMapping("a variant", [variantDescription, minItems, maxItems])

    /// A design-token reference, `{group.token}`, allowed wherever a spec gives a length or a paint.
    package static var tokenReferenceRule: TextRule { TextRule(pattern: tokenReference) }
    package static let tokenReference = TextPattern(#"^\{[^{}]+\}$"#, problem: YAMLProblem("spec.token-reference", "'{value}' is not a token reference; write {group.token}"),
                                            example: "{size.tab.height}")
    /// A length in points, or a token reference that resolves to one.
    package static let length = YAMLShape.either([.positive, .text(TextRule(pattern: tokenReference))])

    /// The `metrics` key of a spec of `kind` (nil: before the kind is known, every kind's
    /// keys): the lengths the kind's engine takes.
    package static func metrics(for kind: ComponentKind?, in kinds: ComponentKinds = .builtIn) -> YAMLKey {
        var seen = Set<String>()
        let keys = (kind.map { [$0] } ?? kinds.all).flatMap(\.definition.metricKeys).filter { seen.insert($0.name).inserted }
        return YAMLKey(metricsName, .mapping(YAMLMapping("metrics", keys)),
                       "Sizes in points that the spec's previews are laid out with; the kind's defaults fill the rest.")
    }
    package static let metricsName = "metrics"

    /// A paint: a colour token reference or a hex colour.
    package static let paint = TextPattern(#"^(\{[^{}]+\}|#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8}))$"#,
                                   problem: YAMLProblem("spec.style", "'{value}' is neither a token reference ({group.token}) nor a hex colour (#rrggbb)"),
                                   example: "{color.text.primary}")
    /// The `style` key for a spec of `kind` (every kind's parts for nil): the parts it draws.
    package static func style(for kind: ComponentKind?) -> YAMLKey {
        let parts = kind.map(ComponentStyle.parts(for:))
        var summaries = ComponentStyle.partSummaries.filter { parts?.contains($0.name) ?? true }
        // A kind's own parts, which no other kind paints: described as the kind says.
        for part in parts ?? [] where !summaries.contains(where: { $0.name == part }) {
            summaries.append((name: part, summary: kind?.definition.vocabulary.partSummaries[part] ?? "The \(part) of a \(kind?.rawValue ?? "component"), as the kind draws it."))
        }
        let keys = summaries.map { part in
            YAMLKey(part.name, .text(TextRule(pattern: part.name == "font" ? tokenReference : paint)), part.summary)
        }
        let android = YAMLKey(ComponentStyle.androidName, .mapping(YAMLMapping("style android", keys)),
                              "The parts as Android draws them, over the ones above: Material's bar and rail paint a part left out in Material 3's colour role (md.sys.color.*, from the site's tokens or Material's baseline scheme).")
        return YAMLKey(styleName, .mapping(YAMLMapping("style", keys + [android])),
                       "The colours and typography of the component's parts, as design-token references from site.yml's tokens (or hex colours); previews are drawn in every theme the tokens define.")
    }
    package static let styleName = "style"

    package static let maxWords = YAMLKey("max-words", .count, "The most words a label may have (labels.max-words).")
    package static let labelCase = YAMLKey("case", .choice(Choices(["sentence", "any"], id: "spec.content-case", wording: .mustBe(what: "case"))),
                                   "sentence: labels in sentence case (labels.sentence-case); any: not checked.")
    package static let digits = YAMLKey("digits", .flag, "Whether labels may contain digits (labels.digits).")
    package static let content = YAMLKey("content", .mapping(YAMLMapping("content", [maxWords, labelCase, digits])),
                                 "What the spec asks of its labels; every example is checked against it.")

    package static let knownGaps = YAMLKey("known-gaps", .texts, "What the component does not cover yet, listed on its page.")
    package static let related = YAMLKey("related", .texts, "Other components by file name (tab-bar), linked from the page.")

    /// The names of the keys whose declarations depend on the kind.
    package static let variantsName = "variants", statesName = "states", examplesName = "examples"

    /// The `variants` key for a spec whose variants may be `names`.
    package static func variants(_ names: [VariantName]) -> YAMLKey {
        YAMLKey(variantsName, .mapping(YAMLMapping("variants", names.map { YAMLKey($0.name, .mapping(variant), $0.summary) })),
                "The variants the component comes in, each with when to use it and its item limits.")
    }

    /// The `states` key for a spec whose states may be `states`.
    package static func states(_ states: [String]) -> YAMLKey {
        YAMLKey(statesName, .list(.choice(Choices(states, id: "spec.state", wording: .unknown(noun: "state", plural: "States"))), ListRule()),
                "The states the component is drawn in: " + states.joined(separator: ", ") + ". Others belong under known-gaps.")
    }

    /// The `examples` key for a spec whose examples may use `names`.
    package static func examples(_ names: [VariantName], words: KindVocabulary = .tabFamily) -> YAMLKey {
        YAMLKey(examplesName, .list(.mapping(ExampleKeys.example(names, words: words)), ListRule()),
                "Previews drawn on the component's page and checked against the guidelines; intent: dont marks a Don't.")
    }

    /// Every state any kind can show.
    package static var allStates: [String] { allStates(in: .builtIn) }

    /// Every state any of `kinds` can show.
    package static func allStates(in kinds: ComponentKinds) -> [String] {
        var seen = Set<String>()
        return kinds.all.flatMap(\.supportedStates).filter { seen.insert($0).inserted }
    }

    /// The spec's keys for `kind` among `kinds`; for `nil`, every kind's names. Made once per
    /// built-in kind; a registered kind's are made when asked.
    package static func spec(for kind: ComponentKind?, in kinds: ComponentKinds = .builtIn) -> YAMLMapping {
        if kinds.isBuiltIn || kind != nil, let made = specByKind[kind] { return made }
        return makeSpec(for: kind, in: kinds)
    }

    private static let specByKind: [ComponentKind?: YAMLMapping] = Dictionary(
        uniqueKeysWithValues: ([nil] + ComponentKind.allCases.map(Optional.some)).map { ($0, makeSpec(for: $0)) })

    private static func makeSpec(for kind: ComponentKind?, in kinds: ComponentKinds = .builtIn) -> YAMLMapping {
        let names = kind.map(ExampleKeys.variantNames(for:)) ?? ExampleKeys.anyVariantNames(in: kinds)
        // A kind reads only its own words; a spec of a kind not known yet may use any kind's.
        let words = kind.map { $0.definition.vocabulary } ?? KindVocabulary.union(kinds.all.map(\.definition.vocabulary))
        let generation = [iosVersion, androidStyle].filter { words.specKeys.contains($0.name) }
        return YAMLMapping("a component spec", [
            component, summary, kindKey(in: kinds), platform] + generation + [anatomy, variants(names), states(kind?.supportedStates ?? allStates(in: kinds)), metrics(for: kind, in: kinds),
            style(for: kind), content,
            examples(names, words: words), knownGaps, related,
        ])
    }
}
