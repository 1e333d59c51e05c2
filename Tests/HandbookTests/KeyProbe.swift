import Foundation
@testable import Handbook

/// Documents made from the key declarations, each with what the loader must do with it: for
/// every declared key, a value of its shape is accepted and a value of another type is
/// `yaml.type` at that value; in every declared mapping, a key the declaration lacks is
/// `yaml.unknown-key` at that key. So the loaders accept exactly the keys and types the
/// schemas print.
struct KeyProbe: CustomStringConvertible, Sendable {
    enum Expectation: Sendable {
        case accepted
        case rejected(id: String, column: Int)
    }

    /// Which loader reads the document.
    enum Loader: String, Sendable {
        case site, spec, tabbar
    }

    var loader: Loader
    /// Where the probed key sits, e.g. `examples[].items[].label`.
    var path: String
    var text: String
    var expectation: Expectation
    /// Whether the key sits at the top of the document (the loaded value must change).
    var isTopLevel: Bool

    var description: String { "\(loader.rawValue) \(path): \(text)" }

    static let wrongMarker = "zzwrong"
    static let unknownKey = "zz-unknown"

    /// Every probe of `mapping`, whose documents `wrap` places where the mapping belongs;
    /// `fixed` gives required keys a value other than their sample (a spec's kind).
    static func probes(_ mapping: YAMLMapping, loader: Loader, path: String = "", fixed: [String: String] = [:],
                       wrap: @escaping @Sendable (String) -> String = { $0 }) -> [KeyProbe] {
        @Sendable func flow(_ entries: [String]) -> String { "{" + entries.joined(separator: ", ") + "}" }
        func required(except name: String?) -> [String] {
            mapping.keys.filter { $0.isRequired && $0.name != name }.map { "\($0.name): \(fixed[$0.name] ?? sample($0.shape))" }
        }
        var probes: [KeyProbe] = []
        for key in mapping.keys {
            let others = required(except: key.name)
            let keyPath = path.isEmpty ? key.name : path + "." + key.name
            let accepted = wrap(flow(others + ["\(key.name): \(fixed[key.name] ?? sample(key.shape))"]))
            probes.append(KeyProbe(loader: loader, path: keyPath, text: accepted, expectation: .accepted, isTopLevel: path.isEmpty))
            let wrongValue = wrong(key.shape)
            let rejected = wrap(flow(others + ["\(key.name): \(wrongValue)"]))
            probes.append(KeyProbe(loader: loader, path: keyPath, text: rejected,
                                   expectation: .rejected(id: "yaml.type", column: column(of: wrongValue, in: rejected)), isTopLevel: false))
            if let inner = nestedMapping(key.shape) {
                let inList = isList(key.shape)
                probes += Self.probes(inner, loader: loader, path: keyPath + (inList ? "[]" : ""), wrap: { innerText in
                    wrap(flow(others + ["\(key.name): " + (inList ? "[\(innerText)]" : innerText)]))
                })
            }
        }
        if let other = mapping.otherKeys {
            // A mapping keyed by the user's names (check rules by id): any key takes the shape.
            let keyPath = (path.isEmpty ? "" : path + ".") + unknownKey
            probes.append(KeyProbe(loader: loader, path: keyPath, text: wrap(flow(required(except: nil) + ["\(unknownKey): \(sample(other.shape))"])),
                                   expectation: .accepted, isTopLevel: false))
            let wrongValue = wrong(other.shape)
            let rejected = wrap(flow(required(except: nil) + ["\(unknownKey): \(wrongValue)"]))
            probes.append(KeyProbe(loader: loader, path: keyPath, text: rejected,
                                   expectation: .rejected(id: "yaml.type", column: column(of: wrongValue, in: rejected)), isTopLevel: false))
            return probes
        }
        let unknown = wrap(flow(required(except: nil) + ["\(unknownKey): 1"]))
        probes.append(KeyProbe(loader: loader, path: (path.isEmpty ? "" : path + ".") + unknownKey, text: unknown,
                               expectation: .rejected(id: "yaml.unknown-key", column: column(of: unknownKey, in: unknown)), isTopLevel: false))
        return probes
    }

    /// A flow YAML value `shape` accepts.
    static func sample(_ shape: YAMLShape) -> String {
        switch shape {
        case .text(let rule):
            if let choices = rule.choices, let first = choices.values.first { return first }
            if let pattern = rule.pattern { return "\"\(pattern.example)\"" }
            return rule.suggestions.first ?? "Sample"
        case .number(let rule):
            // 4 for counts: every limit declared accepts it (a fixed variant's min-items ≤ max-items).
            if rule.whole { return rule.exclusiveMinimum != nil ? "4" : JSONValue.format(rule.minimum ?? 0) }
            return "1.5"
        case .flag:
            return "true"
        case .list(let entry, _):
            return "[\(sample(entry))]"
        case .mapping(let mapping):
            let required = mapping.keys.filter(\.isRequired)
            let keys = required.isEmpty ? Array(mapping.keys.prefix(1)) : required
            return "{" + keys.map { "\($0.name): \(sample($0.shape))" }.joined(separator: ", ") + "}"
        case .either(let shapes):
            return shapes.first.map(sample) ?? "Sample"
        }
    }

    /// A flow YAML value of a type `shape` does not take.
    static func wrong(_ shape: YAMLShape) -> String {
        switch shape {
        case .either(let shapes) where shapes.contains(where: { if case .list = $0 { true } else { false } }):
            // A list is one of its shapes (`platform: [ios, android]`): a mapping is not.
            return "{\(wrongMarker): 1}"
        case .text, .either: return "[\(wrongMarker)]"
        case .number, .flag, .list, .mapping: return wrongMarker
        }
    }

    /// The mapping a key's value holds, directly or in its list's entries.
    static func nestedMapping(_ shape: YAMLShape) -> YAMLMapping? {
        switch shape {
        case .mapping(let mapping): return mapping
        case .list(let entry, _): return nestedMapping(entry)
        case .either(let shapes): return shapes.lazy.compactMap(nestedMapping).first
        default: return nil
        }
    }

    static func isList(_ shape: YAMLShape) -> Bool {
        if case .list = shape { return true }
        return false
    }

    /// The 1-based column (in scalars) where `needle` starts in a one-line document.
    static func column(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return 0 }
        return text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound) + 1
    }
}
