import Yams
import HandbookFoundation

/// Reads component specs through the keys `ComponentSpecKeys` declares, every wrong value
/// reported at its line and column.
package enum ComponentSpecLoader {
    /// The spec in `source`, or nil with the diagnostics that kept it from loading.
    package static func load(_ source: SourceText, name: String, sourcePath: String, kinds: ComponentKinds = .builtIn) -> (ComponentSpec?, [Diagnostic]) {
        let document: YAMLDocument
        do {
            document = try YAMLDocument(parsing: source.text, path: source.path)
        } catch {
            return (nil, error.diagnostics)
        }
        var reader = YAMLReader(document)
        guard let root = document.root else {
            reader.report(.error("spec.empty", "the spec is empty; it needs at least component, summary and kind",
                                 at: SourceLocation(file: source.path, line: 1, column: 1)))
            return (nil, reader.diagnostics)
        }
        // The key names are the same for every kind; what variants, states and examples
        // accept depends on the kind, read first.
        guard let entries = reader.entries(root, of: ComponentSpecKeys.spec(for: nil, in: kinds)) else { return (nil, reader.diagnostics) }
        var spec = ComponentSpec(name: name, sourcePath: sourcePath, component: name, summary: "", kind: .tabs)
        if let entry = entries.first(where: { $0.key.name == ComponentSpecKeys.kind.name }),
           let kind = reader.text(entry.value, entry.key).flatMap({ kinds[$0] }) {
            spec.kind = kind
        }
        let keys = ComponentSpecKeys.spec(for: spec.kind, in: kinds)
        var variantsNode: Node?
        for entry in entries {
            // Another kind's word (a tab bar's `ios-version:` in a stepper's spec) is no key of this one's.
            guard let key = keys[entry.key.name] else {
                reader.report("yaml.unknown-key", "unknown key '\(entry.key.name)' in a \(spec.kind.rawValue) spec", at: entry.keyNode)
                continue
            }
            let value = entry.value
            switch key.name {
            case ComponentSpecKeys.component.name:
                spec.component = reader.text(value, key) ?? name
                spec.componentLocation = document.location(of: value)
            case ComponentSpecKeys.summary.name: spec.summary = reader.text(value, key) ?? ""
            case ComponentSpecKeys.platform.name:
                spec.platformsLocation = document.location(of: value)
                if case .sequence = value {
                    spec.platforms = (reader.texts(value, ComponentSpecKeys.platforms) ?? []).compactMap { Platform(rawValue: $0.0) }
                } else {
                    spec.platforms = reader.text(value, ComponentSpecKeys.platformChoiceKey).flatMap(Platform.init(rawValue:)).map { [$0] } ?? []
                }
            case ComponentSpecKeys.iosVersion.name:
                spec.iosVersion = reader.text(value, key).flatMap(Int.init).flatMap(PlatformGeneration.IOSVersion.init(rawValue:))
            case ComponentSpecKeys.androidStyle.name:
                if let style = reader.text(value, key).flatMap(PlatformGeneration.AndroidStyle.init(rawValue:)) { spec.androidStyle = style }
            case ComponentSpecKeys.anatomy.name: spec.anatomy = anatomy(value, key: key, reader: &reader)
            case ComponentSpecKeys.variantsName:
                variantsNode = value
                spec.variants = variants(value, key: key, reader: &reader)
            case ComponentSpecKeys.statesName: spec.states = states(value, key: key, kind: spec.kind, reader: &reader)
            case ComponentSpecKeys.metricsName: spec.metrics = metrics(value, key: key, kind: spec.kind, style: &spec.style, reader: &reader)
            case ComponentSpecKeys.styleName: (spec.style.parts, spec.style.android) = style(value, key: key, reader: &reader)
            case ComponentSpecKeys.content.name: spec.content = contentRules(value, key: key, reader: &reader)
            case ComponentSpecKeys.knownGaps.name: spec.knownGaps = reader.texts(value, key)?.map(\.0) ?? []
            case ComponentSpecKeys.related.name:
                let related = reader.texts(value, key) ?? []
                spec.related = related.map(\.0)
                spec.relatedLocations = related.map { document.location(of: $0.1) }
            default: break
            }
        }
        for variant in spec.variants {
            guard let guidelines = spec.kind.definition.guidelineItemRange(for: variant.name) else { continue }
            let low = variant.minItems ?? guidelines.lowerBound, high = variant.maxItems ?? guidelines.upperBound
            if low <= high {
                spec.content.itemRanges[variant.name] = low...high
            } else {
                reader.report("spec.variant-items", "\(variant.name) min-items (\(low)) is more than max-items (\(high))", at: variantsNode)
            }
        }
        // Examples last: a spec's content rules and fixed range apply to its own examples.
        if let entry = entries.first(where: { $0.key.name == ComponentSpecKeys.examplesName }), let key = keys[entry.key.name] {
            for element in reader.list(entry.value, key) ?? [] {
                if let example = ExampleReader.read(element, kind: spec.kind, defaultVariant: spec.kind.defaultVariant, reader: &reader) {
                    spec.examples.append(example)
                }
            }
        }
        (spec.drawingKey, spec.drawingPlacesKey) = drawingKeys(of: root)
        return (reader.diagnostics.hasErrors ? nil : spec, reader.diagnostics)
    }

    /// A digest of the spec's YAML as written (values and tags, not where they stand) but for
    /// its prose: the summary and each example's caption, which no picture draws; and the same
    /// with where each of those values stands (line and column), which findings name.
    static func drawingKeys(of root: Node) -> (drawing: UInt64, places: UInt64) {
        var hasher = StableHasher()
        var places = StableHasher()
        func combine(_ node: Node, skipping prose: Set<String> = []) {
            places.combine(node.mark?.line ?? -1)
            places.combine(node.mark?.column ?? -1)
            switch node {
            case .scalar(let scalar):
                hasher.combine("s")
                // Tag and style too: a quoted "true" is read as text, a plain one as a flag.
                hasher.combine(scalar.tag.description)
                hasher.combine(Int(scalar.style.rawValue))
                hasher.combine(scalar.string)
            case .mapping(let mapping):
                hasher.combine("m")
                for (key, value) in mapping where !(key.scalar.map { prose.contains($0.string) } ?? false) {
                    combine(key)
                    // Each example's caption, at `examples:` of the spec itself.
                    if prose == topLevelProse, key.scalar?.string == ComponentSpecKeys.examplesName, case .sequence(let examples) = value {
                        hasher.combine("q")
                        for example in examples { combine(example, skipping: [ExampleKeys.caption.name]) }
                        hasher.combine("e")
                    } else {
                        combine(value)
                    }
                }
                hasher.combine("e")
            case .sequence(let sequence):
                hasher.combine("q")
                for element in sequence { combine(element) }
                hasher.combine("e")
            case .alias(let alias):
                hasher.combine("a")
                hasher.combine(alias.anchor.rawValue)
            }
        }
        combine(root, skipping: topLevelProse)
        let drawing = hasher.finalize()
        places.combine(drawing)
        return (drawing, places.finalize())
    }

    private static let topLevelProse: Set<String> = [ComponentSpecKeys.summary.name]

    private static func anatomy(_ node: Node, key: YAMLKey, reader: inout YAMLReader) -> [ComponentSpec.Part] {
        (reader.list(node, key) ?? []).compactMap { element in
            guard let entries = reader.entries(element, of: key) else { return nil }
            var part = ComponentSpec.Part(name: "", description: "")
            var nameNode: Node?
            for entry in entries {
                if entry.key.name == ComponentSpecKeys.partName.name {
                    part.name = reader.text(entry.value, entry.key) ?? ""
                    nameNode = entry.value
                } else {
                    part.description = reader.text(entry.value, entry.key) ?? ""
                }
            }
            guard let nameNode, !part.name.isEmpty else {
                // A part written but empty is as good as missing (a missing one is reported by `entries`).
                if let problem = ComponentSpecKeys.partName.missing, nameNode != nil { reader.report(problem.id, problem.message, at: element) }
                return nil
            }
            let callouts = ComponentSpecKeys.partName.shape.textRule.suggestions
            if !callouts.contains(part.name.lowercased()) {
                let hint = Spelling.suggestion(for: part.name, among: callouts).map { "; did you mean '\($0)'?" } ?? ""
                reader.report("spec.anatomy-part", "the anatomy diagram cannot point at '\(part.name)'\(hint)", at: nameNode, severity: .warning,
                              explanation: "Parts with a callout: \(callouts.joined(separator: ", ")). Others are listed without one.")
            }
            return part
        }
    }

    private static func variants(_ node: Node, key: YAMLKey, reader: inout YAMLReader) -> [ComponentSpec.Variant] {
        (reader.entries(node, of: key) ?? []).map { entry in
            var variant = ComponentSpec.Variant(name: entry.key.name, description: "")
            for field in reader.entries(entry.value, of: entry.key, what: "variant '\(entry.key.name)'") ?? [] {
                switch field.key.name {
                case ComponentSpecKeys.minItems.name: variant.minItems = reader.whole(field.value, field.key)
                case ComponentSpecKeys.maxItems.name: variant.maxItems = reader.whole(field.value, field.key)
                default: variant.description = reader.text(field.value, field.key) ?? ""
                }
            }
            return variant
        }
    }

    /// States are checked here rather than by their choices alone: a state another kind has
    /// gets its own advice.
    private static func states(_ node: Node, key: YAMLKey, kind: ComponentKind, reader: inout YAMLReader) -> [String] {
        let supported = key.shape.entryShape.textRule.choices?.values ?? []
        let known = ComponentSpecKeys.allStates
        var states: [String] = []
        for (state, stateNode) in reader.strings(node, what: key.name) ?? [] {
            if supported.contains(state) {
                states.append(state)
            } else if known.contains(state) {
                reader.report("spec.state", "\(kind.rawValue) has no '\(state)' state; list it under known-gaps", at: stateNode,
                              explanation: "States of \(kind.rawValue): \(supported.joined(separator: ", ")).")
            } else {
                reader.report("spec.state", "unknown state '\(state)'; states are \(known.joined(separator: ", "))", at: stateNode)
            }
        }
        return states
    }

    private static func metrics(_ node: Node, key: YAMLKey, kind: ComponentKind, style: inout ComponentStyle,
                                reader: inout YAMLReader) -> (any ComponentMetrics)? {
        // The entries are read (and checked against the kind's keys) even for a kind that takes no metrics.
        let entries = reader.entries(node, of: key) ?? []
        guard var metrics = kind.definition.defaultMetrics else { return nil }
        for entry in entries {
            // A token reference is resolved once the site's tokens are read (`StyledSpec`).
            if case .scalar(let scalar) = entry.value, scalar.string.hasPrefix("{"),
               let text = reader.text(entry.value, ComponentSpecKeys.tokenReferenceRule, what: entry.key.name) {
                style.metrics.append(.init(part: entry.key.name, value: .init(text), location: reader.document.location(of: entry.value)))
                continue
            }
            if case .mapping = entry.key.shape {
                // A group of lengths (`floating:`): each a number, by its key.
                var lengths: [String: Double] = [:]
                for field in reader.entries(entry.value, of: entry.key) ?? [] {
                    if let value = reader.number(field.value, field.key) { lengths[field.key.name] = value }
                }
                metrics.setGroup(entry.key.name, lengths)
                continue
            }
            if case .text(let rule) = entry.key.shape, rule.choices != nil {
                if let value = reader.text(entry.value, entry.key) { metrics.choose(entry.key.name, value) }
                continue
            }
            guard let number = reader.number(entry.value, entry.key) else { continue }
            metrics.set(entry.key.name, to: number)
        }
        return metrics
    }

    /// The style's parts: the kind's `style` key declares the parts it draws.
    /// The parts, and the Android parts (`style: android:`).
    private static func style(_ node: Node, key: YAMLKey, reader: inout YAMLReader) -> ([ComponentStyle.Entry], [ComponentStyle.Entry]) {
        var parts: [ComponentStyle.Entry] = [], android: [ComponentStyle.Entry] = []
        for entry in reader.entries(node, of: key) ?? [] {
            if entry.key.name == ComponentStyle.androidName {
                android = (reader.entries(entry.value, of: entry.key) ?? []).compactMap { part in
                    reader.text(part.value, part.key).map { .init(part: part.key.name, value: .init($0), location: reader.document.location(of: part.value)) }
                }
            } else if let text = reader.text(entry.value, entry.key) {
                parts.append(.init(part: entry.key.name, value: .init(text), location: reader.document.location(of: entry.value)))
            }
        }
        return (parts, android)
    }

    private static func contentRules(_ node: Node, key: YAMLKey, reader: inout YAMLReader) -> ComponentSpec.ContentRules {
        var rules = ComponentSpec.ContentRules()
        for entry in reader.entries(node, of: key) ?? [] {
            switch entry.key.name {
            case ComponentSpecKeys.maxWords.name: rules.maxWords = reader.whole(entry.value, entry.key) ?? 2
            case ComponentSpecKeys.labelCase.name:
                if let name = reader.text(entry.value, entry.key) { rules.sentenceCase = name == "sentence" }
            default: rules.digitsAllowed = reader.flag(entry.value, entry.key) ?? false
            }
        }
        return rules
    }
}

extension ComponentSpec {
    /// Reads a spec from `source` (`name` is its file name without extension); the spec is
    /// nil when an error kept it from loading.
    public static func parse(_ source: SourceText, name: String) -> (ComponentSpec?, [Diagnostic]) {
        ComponentSpecLoader.load(source, name: name, sourcePath: Conventions.componentSpec(name))
    }
}
