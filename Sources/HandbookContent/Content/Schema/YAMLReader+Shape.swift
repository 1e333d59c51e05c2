import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import Yams

/// One entry of a mapping read through its definition: the declared key, and where the key
/// and its value were written.
public struct YAMLEntry {
    /// The key as the mapping's definition declares it.
    public let key: YAMLKey
    /// The key as written (for diagnostics about the key itself).
    public let keyNode: Node
    /// The value as written.
    public let value: Node
}

extension YAMLReader {
    /// The entries of `node` as `definition` declares them: keys it lacks are reported with
    /// a did-you-mean, missing required keys at the mapping, repeated keys at the repeat.
    /// `what` names the mapping in diagnostics when it differs from the definition's.
    public mutating func entries(_ node: Node?, of definition: YAMLMapping, what: String? = nil) -> [YAMLEntry]? {
        guard let node, let found = mapping(node, allowed: definition.otherKeys == nil ? definition.names : nil, what: what ?? definition.what) else { return nil }
        for key in definition.keys {
            if let missing = key.missing, !found.contains(where: { $0.key == key.name }) {
                report(missing.id, missing.message, at: node)
            }
        }
        for exclusion in definition.exclusions where found.contains(where: { $0.key == exclusion.first }) {
            if let second = found.first(where: { $0.key == exclusion.second }) {
                report(exclusion.problem.id, exclusion.problem.message, at: second.keyNode)
            }
        }
        return found.compactMap { entry in definition[entry.key].map { YAMLEntry(key: $0, keyNode: entry.keyNode, value: entry.value) } }
    }

    /// The entries of a mapping `key` holds (directly, as each entry of a list, or as one of
    /// its alternatives), checked against the mapping it declares.
    public mutating func entries(_ node: Node?, of key: YAMLKey, what: String? = nil) -> [YAMLEntry]? {
        entries(node, of: key.shape.mapping ?? YAMLMapping(key.valueName, []), what: what)
    }

    /// The text of `node` as `key` declares it.
    public mutating func text(_ node: Node, _ key: YAMLKey) -> String? {
        text(node, key.shape.textRule, what: key.valueName)
    }

    /// A text value checked against `rule`: its choices (with a did-you-mean) and its pattern.
    public mutating func text(_ node: Node, _ rule: TextRule, what: String) -> String? {
        guard let value = string(node, what: what) else { return nil }
        if let choices = rule.choices, !choices.values.contains(value) {
            let (message, note) = choices.complaint(about: value)
            report(choices.id, message, at: node, explanation: note)
            return nil
        }
        if let pattern = rule.pattern, !Self.matches(value, pattern.regex) {
            report(pattern.problem.id, pattern.problem.message(for: value), at: node)
            return nil
        }
        return value
    }

    /// The number in `node` as `key` declares it: whole or not, within its bounds.
    public mutating func number(_ node: Node, _ key: YAMLKey) -> Double? {
        number(node, key.shape.numberRule, what: key.valueName)
    }

    /// A number checked against `rule`; out of bounds is `yaml.value`.
    public mutating func number(_ node: Node, _ rule: NumberRule, what: String) -> Double? {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite, !rule.whole || value == value.rounded() else {
            report("yaml.type", "\(what) must be \(rule.whole ? "a whole number" : "a number")", at: node)
            return nil
        }
        let number = JSONValue.format
        if let low = rule.exclusiveMinimum, value <= low {
            report("yaml.value", "\(what) must be greater than \(low == 0 ? "zero" : number(low))", at: node)
            return nil
        }
        if let low = rule.minimum, value < low {
            report("yaml.value", low == 0 ? "\(what) must not be negative" : "\(what) must be at least \(number(low))", at: node)
            return nil
        }
        if let high = rule.maximum, value > high {
            report("yaml.value", "\(what) must be at most \(number(high))", at: node)
            return nil
        }
        return value
    }

    /// A whole number as `key` declares it.
    public mutating func whole(_ node: Node, _ key: YAMLKey) -> Int? {
        var rule = key.shape.numberRule
        rule.whole = true
        return number(node, rule, what: key.valueName).flatMap { Int(exactly: $0) }
    }

    /// `true` or `false`.
    public mutating func flag(_ node: Node, _ key: YAMLKey) -> Bool? {
        bool(node, what: key.valueName)
    }

    /// The entries of the list in `node`, checked for `key`'s count and sameness rules.
    public mutating func list(_ node: Node, _ key: YAMLKey) -> [Node]? {
        guard let elements = sequence(node, what: key.valueName) else { return nil }
        let rule = key.shape.listRule
        if let minimum = rule.minimum, elements.count < minimum, let problem = rule.tooFew {
            report(problem.id, problem.message(for: ""), at: node)
        }
        if let maximum = rule.maximum, elements.count > maximum, let problem = rule.tooMany {
            report(problem.id, problem.message(for: String(elements.count)), at: node)
            return nil
        }
        if let sameness = rule.sameness, let problem = rule.repeated {
            var seen = Set<String>()
            for element in elements {
                guard let (text, at) = Self.identity(of: element, by: sameness), !seen.insert(text).inserted else { continue }
                report(problem.id, problem.message(for: text), at: at)
            }
        }
        return elements
    }

    /// A list of texts, each checked against the entry shape `key` declares.
    public mutating func texts(_ node: Node, _ key: YAMLKey) -> [(String, Node)]? {
        guard let elements = list(node, key) else { return nil }
        let (rule, what) = (key.shape.entryShape.textRule, key.shape.listRule.entryWhat ?? "each entry of \(key.valueName)")
        return elements.compactMap { element in text(element, rule, what: what).map { ($0, element) } }
    }

    /// A list of numbers, each checked against the entry shape `key` declares.
    public mutating func numbers(_ node: Node, _ key: YAMLKey) -> [(Double, Node)]? {
        guard let elements = list(node, key) else { return nil }
        let (rule, what) = (key.shape.entryShape.numberRule, key.shape.listRule.entryWhat ?? "each entry of \(key.valueName)")
        return elements.compactMap { element in number(element, rule, what: what).map { ($0, element) } }
    }

    /// The text that makes an entry the same as another, and where to report a repeat.
    private static func identity(of element: Node, by sameness: ListRule.Sameness) -> (String, Node)? {
        switch sameness {
        case .wholeEntry:
            return element.scalar.map { ($0.string, element) }
        case .key(let name):
            guard case .mapping(let mapping) = element else { return nil }
            for (keyNode, value) in mapping where keyNode.scalar?.string == name {
                return value.scalar.map { ($0.string, value) }
            }
            return nil
        }
    }

    /// Whether all of `text` matches `regex`; a pattern Swift cannot compile matches everything
    /// (the schema tests compile every declared pattern).
    package static func matches(_ text: String, _ regex: String) -> Bool {
        // Patterns are declared in the code and compiled by the schema tests; one that did not compile would check nothing.
        guard let compiled = compiledPattern(regex) else { return true }
        // Matching throws only from a custom component, which a pattern compiled from text has none of.
        return text.wholeMatch(of: compiled) != nil
    }

    /// Each declared pattern compiled once per process: compiling one was most of reading a
    /// value it checks (a spec's every paint and label), and specs are read on every save.
    private static func compiledPattern(_ pattern: String) -> Regex<AnyRegexOutput>? {
        compiledPatterns.withLock { compiled in
            if let known = compiled[pattern] { return known }
            let made = try? Regex(pattern)
            compiled[pattern] = .some(made)
            return made
        }
    }

    private static let compiledPatterns = Locked<[String: Regex<AnyRegexOutput>?]>([:])
}

extension YAMLShape {
    /// The text rule of a text shape (any text for other shapes).
    package var textRule: TextRule {
        if case .text(let rule) = self { return rule }
        return TextRule()
    }

    /// The number rule of a number shape (any number for other shapes).
    package var numberRule: NumberRule {
        switch self {
        case .number(let rule): return rule
        case .either(let shapes): return shapes.lazy.compactMap { if case .number(let rule) = $0 { rule } else { nil } }.first ?? NumberRule()
        default: return NumberRule()
        }
    }

    /// The list rule of a list shape.
    package var listRule: ListRule {
        if case .list(_, let rule) = self { return rule }
        return ListRule()
    }

    /// The shape of a list's entries (the shape itself for other shapes).
    package var entryShape: YAMLShape {
        if case .list(let entry, _) = self { return entry }
        return self
    }

    /// The mapping this shape declares: itself, its list's entries, or among an `either`'s shapes.
    public var mapping: YAMLMapping? {
        switch self {
        case .mapping(let mapping): return mapping
        case .list(let entry, _): return entry.mapping
        case .either(let shapes): return shapes.lazy.compactMap(\.mapping).first
        default: return nil
        }
    }
}
