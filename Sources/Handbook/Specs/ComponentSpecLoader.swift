import TabLayout
import Yams

/// Reads component specs, every wrong value reported at its line and column.
enum ComponentSpecLoader {
    static let keys = ["component", "summary", "kind", "platform", "anatomy", "variants", "states", "metrics", "content", "examples", "known-gaps", "related"]
    static let metricKeys = ["height", "item-padding", "min-item-width", "edge-padding", "font-size", "font-weight", "indicator-height"]
    static let stateNames = ["default", "pressed", "active", "disabled", "badge"]

    /// The spec in `source`, or nil with the diagnostics that kept it from loading.
    static func load(_ source: SourceText, name: String, sourcePath: String) -> (ComponentSpec?, [Diagnostic]) {
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
        guard let entries = reader.mapping(root, allowed: keys, what: "a component spec") else { return (nil, reader.diagnostics) }
        let byKey = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var spec = ComponentSpec(name: name, sourcePath: sourcePath, component: name, summary: "", kind: .tabs)
        for required in ["component", "summary", "kind"] where byKey[required] == nil {
            reader.report("spec.missing-key", "the spec has no '\(required)'", at: root)
        }
        if let node = byKey["component"] {
            spec.component = reader.string(node, what: "component") ?? name
            spec.componentLocation = document.location(of: node)
        }
        if let node = byKey["summary"] { spec.summary = reader.string(node, what: "summary") ?? "" }
        if let node = byKey["kind"], let kind = reader.string(node, what: "kind") {
            if let parsed = ComponentKind(rawValue: kind) { spec.kind = parsed } else {
                let hint = Spelling.suggestion(for: kind, among: ComponentKind.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                reader.report("spec.kind", "unknown kind '\(kind)'\(hint)", at: node, explanation: "Kinds: tabs, tab-bar, segmented-control.")
            }
        }
        if let node = byKey["platform"], let name = reader.string(node, what: "platform") {
            if let platform = Platform(rawValue: name) { spec.platform = platform } else {
                let hint = Spelling.suggestion(for: name, among: Platform.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                reader.report("spec.platform", "unknown platform '\(name)'\(hint)", at: node, explanation: "Platforms: ios, android, web.")
            }
        }
        if let node = byKey["anatomy"] { spec.anatomy = anatomy(node, reader: &reader) }
        if let node = byKey["variants"] { spec.variants = variants(node, kind: spec.kind, reader: &reader) }
        if let node = byKey["states"] {
            for (state, stateNode) in reader.strings(node, what: "states") ?? [] {
                if stateNames.contains(state) && !spec.kind.supportedStates.contains(state) {
                    reader.report("spec.state", "\(spec.kind.rawValue) has no '\(state)' state; list it under known-gaps", at: stateNode,
                                  explanation: "States of \(spec.kind.rawValue): \(spec.kind.supportedStates.joined(separator: ", ")).")
                } else if stateNames.contains(state) { spec.states.append(state) } else {
                    reader.report("spec.state", "unknown state '\(state)'; states are \(stateNames.joined(separator: ", "))", at: stateNode)
                }
            }
        }
        if let node = byKey["metrics"] { spec.metrics = metrics(node, kind: spec.kind, reader: &reader) }
        if let node = byKey["content"] { spec.content = contentRules(node, reader: &reader) }
        if let node = byKey["known-gaps"] { spec.knownGaps = reader.strings(node, what: "known-gaps")?.map(\.0) ?? [] }
        if let node = byKey["related"] {
            let related = reader.strings(node, what: "related") ?? []
            spec.related = related.map(\.0)
            spec.relatedLocations = related.map { document.location(of: $0.1) }
        }
        if let fixed = spec.variants.first(where: { $0.name == "fixed" }) {
            let low = fixed.minItems ?? LayoutRules.fixedItemRange.lowerBound, high = fixed.maxItems ?? LayoutRules.fixedItemRange.upperBound
            if low <= high {
                spec.content.fixedItems = low...high
            } else {
                reader.report("spec.variant-items", "fixed min-items (\(low)) is more than max-items (\(high))", at: byKey["variants"])
            }
        }
        if let node = byKey["examples"] {
            for element in reader.sequence(node, what: "examples") ?? [] {
                if let example = ExampleReader.read(element, kind: spec.kind, defaultVariant: spec.kind.defaultVariant, reader: &reader) {
                    spec.examples.append(example)
                }
            }
        }
        return (reader.diagnostics.hasErrors ? nil : spec, reader.diagnostics)
    }

    private static func anatomy(_ node: Node, reader: inout YAMLReader) -> [ComponentSpec.Part] {
        (reader.sequence(node, what: "anatomy") ?? []).compactMap { element in
            guard let entries = reader.mapping(element, allowed: ["part", "description"], what: "an anatomy part") else { return nil }
            var part = ComponentSpec.Part(name: "", description: "")
            for (key, _, value) in entries {
                if key == "part" { part.name = reader.string(value, what: "part") ?? "" } else { part.description = reader.string(value, what: "description") ?? "" }
            }
            if part.name.isEmpty {
                reader.report("spec.anatomy", "an anatomy entry needs a 'part'", at: element)
                return nil
            }
            if !ComponentSpec.Part.calloutNames.contains(part.name.lowercased()), let nameNode = entries.first(where: { $0.key == "part" })?.value {
                let hint = Spelling.suggestion(for: part.name, among: ComponentSpec.Part.calloutNames).map { "; did you mean '\($0)'?" } ?? ""
                reader.report("spec.anatomy-part", "the anatomy diagram cannot point at '\(part.name)'\(hint)", at: nameNode, severity: .warning,
                              explanation: "Parts with a callout: \(ComponentSpec.Part.calloutNames.joined(separator: ", ")). Others are listed without one.")
            }
            return part
        }
    }

    private static func variants(_ node: Node, kind: ComponentKind, reader: inout YAMLReader) -> [ComponentSpec.Variant] {
        let known = ExampleReader.variantNames(for: kind)
        return (reader.mapping(node, allowed: Array(known.keys).sorted(), what: "variants") ?? []).map { name, _, value in
            var variant = ComponentSpec.Variant(name: name, description: "")
            for (key, _, field) in reader.mapping(value, allowed: ["description", "min-items", "max-items"], what: "variant '\(name)'") ?? [] {
                switch key {
                case "description": variant.description = reader.string(field, what: "description") ?? ""
                case "min-items": variant.minItems = reader.positiveNumber(field, what: "min-items").map { Int($0) }
                default: variant.maxItems = reader.positiveNumber(field, what: "max-items").map { Int($0) }
                }
            }
            return variant
        }
    }

    private static func metrics(_ node: Node, kind: ComponentKind, reader: inout YAMLReader) -> TabMetrics {
        var metrics = TabMetrics.defaults(for: kind.defaultVariant)
        for (key, _, value) in reader.mapping(node, allowed: metricKeys, what: "metrics") ?? [] {
            guard let number = reader.positiveNumber(value, what: key) else { continue }
            switch key {
            case "height": metrics.height = number
            case "item-padding": metrics.itemPadding = number
            case "min-item-width": metrics.minItemWidth = number
            case "edge-padding": metrics.edgePadding = number
            case "font-size": metrics.fontSize = number
            case "indicator-height": metrics.indicatorHeight = number
            default: break // font-weight: the preview font file fixes the weight
            }
        }
        return metrics
    }

    private static func contentRules(_ node: Node, reader: inout YAMLReader) -> ComponentSpec.ContentRules {
        var rules = ComponentSpec.ContentRules()
        for (key, _, value) in reader.mapping(node, allowed: ["max-words", "case", "digits"], what: "content") ?? [] {
            switch key {
            case "max-words": rules.maxWords = reader.positiveNumber(value, what: "max-words").map { Int($0) } ?? 2
            case "case":
                let name = reader.string(value, what: "case")
                if name == "sentence" { rules.sentenceCase = true } else if name == "any" { rules.sentenceCase = false } else {
                    reader.report("spec.content-case", "case must be 'sentence' or 'any'", at: value)
                }
            default: rules.digitsAllowed = reader.bool(value, what: "digits") ?? false
            }
        }
        return rules
    }
}
