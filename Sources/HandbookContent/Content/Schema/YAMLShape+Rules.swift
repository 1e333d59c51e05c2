import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

// What text, numbers and lists may hold beyond their type: the rules a `YAMLShape` carries.

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

    /// The accepted names, in the order editors offer them.
    public var values: [String]
    /// The diagnostic id of a value outside `values`, e.g. `spec.kind`.
    public var id: String
    /// How the diagnostic reads.
    public var wording: Wording

    public init(_ values: [String], id: String, wording: Wording) {
        self.values = values
        self.id = id
        self.wording = wording
    }

    /// The message and note for `value`, which is not one of `values`.
    package func complaint(about value: String) -> (message: String, note: String?) {
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
    /// The pattern; anchor it with `^` and `$`.
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
    /// Whether only whole numbers are accepted.
    public var whole: Bool
    /// The smallest value accepted.
    public var minimum: Double?
    /// A bound the value must be greater than (zero for lengths).
    public var exclusiveMinimum: Double?
    /// The largest value accepted.
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
    /// The most entries accepted, and the diagnostic (at the list) for more: the list is then
    /// refused whole, so no layout or page grows with an input's length past what a design needs.
    public private(set) var maximum: Int?
    public private(set) var tooMany: YAMLProblem?
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

    /// At most `count` entries, else `problem` (its message names the cap).
    public func atMost(_ count: Int, _ problem: YAMLProblem) -> ListRule {
        var rule = self
        rule.maximum = count
        rule.tooMany = problem
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
