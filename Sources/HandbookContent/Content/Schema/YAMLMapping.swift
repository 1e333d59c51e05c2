import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// The keys a mapping accepts, in the order editors list them.
public struct YAMLMapping: Sendable, Hashable {
    /// How diagnostics name the mapping: `site.yml`, `an example`.
    public var what: String
    /// The keys, in the order editors list them.
    public var keys: [YAMLKey]
    /// Pairs of keys that exclude each other.
    public var exclusions: [YAMLExclusion]
    /// For a mapping whose keys are the user's names (site.yml's `check: rules:`, keyed by
    /// rule id): the shape and summary of every key not declared; nil refuses such keys.
    public var otherKeys: YAMLKey?

    public init(_ what: String, _ keys: [YAMLKey], exclusions: [YAMLExclusion] = [], otherKeys: YAMLKey? = nil) {
        self.what = what
        self.keys = keys
        self.exclusions = exclusions
        self.otherKeys = otherKeys
    }

    /// The accepted key names, in order.
    public var names: [String] { keys.map(\.name) }

    /// The key called `name`: a declared one, or any name when the mapping takes other keys.
    public subscript(name: String) -> YAMLKey? {
        if let key = keys.first(where: { $0.name == name }) { return key }
        guard var other = otherKeys else { return nil }
        other.name = name
        return other
    }
}

/// One key of a mapping: its name, its shape, and the sentence editors show on hover.
public struct YAMLKey: Sendable, Hashable {
    /// The key as written in YAML: `device-widths`.
    public var name: String
    /// What its value may hold.
    public var shape: YAMLShape
    /// One or two sentences for editors' hovers and the README.
    public var summary: String
    /// How the value is named in diagnostics (`theme accent`); the key's name when nil.
    public var what: String?
    /// The diagnostic when the key is missing; nil for an optional key.
    public var missing: YAMLProblem?

    public init(_ name: String, _ shape: YAMLShape, _ summary: String, what: String? = nil, missing: YAMLProblem? = nil) {
        self.name = name
        self.shape = shape
        self.summary = summary
        self.what = what
        self.missing = missing
    }

    /// How diagnostics name the value.
    public var valueName: String { what ?? name }
    /// Whether a mapping must have this key.
    public var isRequired: Bool { missing != nil }
}

/// Two keys a mapping may not hold together (`font` is the one-font shorthand of `fonts`).
public struct YAMLExclusion: Sendable, Hashable {
    /// The key written first in the declaration (the shorthand).
    public var first: String
    /// The key the problem is reported at.
    public var second: String
    /// Reported at the second key when both are there.
    public var problem: YAMLProblem

    public init(_ first: String, _ second: String, _ problem: YAMLProblem) {
        self.first = first
        self.second = second
        self.problem = problem
    }
}

/// A diagnostic a definition declares: its id and message (`{value}` stands for the value at fault).
public struct YAMLProblem: Sendable, Hashable {
    /// The diagnostic's stable id, e.g. `site.locales`.
    public var id: String
    /// Its message.
    public var message: String

    public init(_ id: String, _ message: String) {
        self.id = id
        self.message = message
    }

    package func message(for value: String) -> String {
        message.replacingOccurrences(of: "{value}", with: value)
    }
}
