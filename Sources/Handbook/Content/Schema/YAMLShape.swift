/// What one YAML value may hold, declared once: the loaders read every value through its
/// shape (`YAMLReader+Shape.swift`), and `handbook schema` prints the same shapes as JSON
/// Schema, so what an editor accepts and what a build accepts cannot drift apart.
public indirect enum YAMLShape: Sendable, Hashable {
    /// Text, perhaps limited to a few names or to a pattern.
    case text(TextRule)
    /// A number, perhaps whole and bounded.
    case number(NumberRule)
    /// `true` or `false`.
    case flag
    /// A list whose entries share one shape.
    case list(YAMLShape, ListRule)
    /// A mapping with declared keys; any other key is `yaml.unknown-key`.
    case mapping(YAMLMapping)
    /// One of several shapes (a font is a path or a mapping with the path inside).
    case either([YAMLShape])

    /// Any text.
    public static let text = YAMLShape.text(TextRule())
    /// Text that is often a number: a label, a badge, a version.
    public static let textOrNumber = YAMLShape.text(TextRule(numbers: true))
    /// A length or size: a number greater than zero.
    public static let positive = YAMLShape.number(NumberRule(exclusiveMinimum: 0))
    /// A count: a whole number greater than zero.
    public static let count = YAMLShape.number(NumberRule(whole: true, exclusiveMinimum: 0))
    /// A list of texts.
    public static let texts = YAMLShape.list(.text, ListRule())

    /// One of `choices`; anything else is reported with `choices`' id.
    public static func choice(_ choices: Choices) -> YAMLShape { .text(TextRule(choices: choices)) }
}

/// What a text value may be.
public struct TextRule: Sendable, Hashable {
    /// The only values accepted, when the value names something Handbook knows.
    public var choices: Choices?
    /// Values editors offer to complete; others are accepted too (anatomy parts).
    public var suggestions: [String]
    /// A pattern the whole text must match.
    public var pattern: TextPattern?
    /// A JSON Schema `format` for editors (`uri`); the loaders do not check it.
    public var format: String?
    /// Whether a bare number is expected here (a badge's 3, a version's 1.0). The loaders take
    /// every scalar as written; this tells editors not to flag a number.
    public var numbers: Bool

    public init(choices: Choices? = nil, suggestions: [String] = [], pattern: TextPattern? = nil, format: String? = nil, numbers: Bool = false) {
        self.choices = choices
        self.suggestions = suggestions
        self.pattern = pattern
        self.format = format
        self.numbers = numbers
    }
}

/// The names a text value may take, and how a wrong one is reported.
public struct Choices: Sendable, Hashable {
    /// How the diagnostic for a value outside `values` reads.
    public enum Wording: Sendable, Hashable {
        /// `unknown kind 'tabz'; did you mean 'tabs'?`, with a note listing `plural: …`.
        case unknown(noun: String, plural: String)
        /// `intent must be 'do' or 'dont', not 'maybe'`: for two or three values.
        case mustBe(what: String)
    }

    public var values: [String]
    /// The diagnostic id of a value outside `values`, e.g. `spec.kind`.
    public var id: String
    public var wording: Wording

    public init(_ values: [String], id: String, wording: Wording) {
        self.values = values
        self.id = id
        self.wording = wording
    }

    /// The message and note for `value`, which is not one of `values`.
    func complaint(about value: String) -> (message: String, note: String?) {
        switch wording {
        case let .unknown(noun, plural):
            let hint = Spelling.suggestion(for: value, among: values).map { "; did you mean '\($0)'?" } ?? ""
            return ("unknown \(noun) '\(value)'\(hint)", "\(plural): \(values.joined(separator: ", ")).")
        case let .mustBe(what):
            let quoted = values.map { "'\($0)'" }
            let list = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "") : quoted.joined()
            return ("\(what) must be \(list), not '\(value)'", nil)
        }
    }
}

/// A pattern a text must match as a whole, written in the syntax JSON Schema and Swift's
/// `Regex` share (character classes, groups, counted repeats, `^` and `$`).
public struct TextPattern: Sendable, Hashable {
    public var regex: String
    /// The diagnostic for a text that does not match; `{value}` in its message is replaced by the text.
    public var problem: YAMLProblem
    /// A text that matches, offered to editors and used by tests.
    public var example: String

    public init(_ regex: String, problem: YAMLProblem, example: String) {
        self.regex = regex
        self.problem = problem
        self.example = example
    }
}

/// What a number may be.
public struct NumberRule: Sendable, Hashable {
    public var whole: Bool
    public var minimum: Double?
    public var exclusiveMinimum: Double?
    public var maximum: Double?

    public init(whole: Bool = false, minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil) {
        self.whole = whole
        self.minimum = minimum
        self.exclusiveMinimum = exclusiveMinimum
        self.maximum = maximum
    }
}

/// What a list must hold beyond the shape of its entries.
public struct ListRule: Sendable, Hashable {
    /// Which entries count as the same one.
    public enum Sameness: Sendable, Hashable {
        /// Equal texts (`locales: [en, en]`).
        case wholeEntry
        /// Equal texts under `key` in mapping entries (two versions with one `name`).
        case key(String)
    }

    /// How entries are named in diagnostics (`a device width`); `each entry of KEY` when nil.
    public var entryWhat: String?
    /// The fewest entries accepted, and the diagnostic (at the list) for fewer.
    public private(set) var minimum: Int?
    public private(set) var tooFew: YAMLProblem?
    /// Entries must differ in this way, else `repeated` (at the second; `{value}` is the text).
    public private(set) var sameness: Sameness?
    public private(set) var repeated: YAMLProblem?

    public init(entryWhat: String? = nil) {
        self.entryWhat = entryWhat
    }

    /// At least `count` entries, else `problem`.
    public func atLeast(_ count: Int, _ problem: YAMLProblem) -> ListRule {
        var rule = self
        rule.minimum = count
        rule.tooFew = problem
        return rule
    }

    /// No two entries the same in the way `sameness` says, else `problem`.
    public func unique(_ sameness: Sameness, _ problem: YAMLProblem) -> ListRule {
        var rule = self
        rule.sameness = sameness
        rule.repeated = problem
        return rule
    }
}

/// A diagnostic a definition declares: its id and message (`{value}` stands for the value at fault).
public struct YAMLProblem: Sendable, Hashable {
    public var id: String
    public var message: String

    public init(_ id: String, _ message: String) {
        self.id = id
        self.message = message
    }

    func message(for value: String) -> String {
        message.replacingOccurrences(of: "{value}", with: value)
    }
}

/// One key of a mapping: its name, its shape, and the sentence editors show on hover.
public struct YAMLKey: Sendable, Hashable {
    public var name: String
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
    public var first: String
    public var second: String
    /// Reported at the second key when both are there.
    public var problem: YAMLProblem

    public init(_ first: String, _ second: String, _ problem: YAMLProblem) {
        self.first = first
        self.second = second
        self.problem = problem
    }
}

/// The keys a mapping accepts, in the order editors list them.
public struct YAMLMapping: Sendable, Hashable {
    /// How diagnostics name the mapping: `site.yml`, `an example`.
    public var what: String
    public var keys: [YAMLKey]
    /// Pairs of keys that exclude each other.
    public var exclusions: [YAMLExclusion]

    public init(_ what: String, _ keys: [YAMLKey], exclusions: [YAMLExclusion] = []) {
        self.what = what
        self.keys = keys
        self.exclusions = exclusions
    }

    /// The accepted key names, in order.
    public var names: [String] { keys.map(\.name) }

    /// The key called `name`.
    public subscript(name: String) -> YAMLKey? { keys.first { $0.name == name } }
}
