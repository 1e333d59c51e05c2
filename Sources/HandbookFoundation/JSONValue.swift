/// A JSON document built as a value and printed with stable bytes: objects keep their keys
/// in the order they were written, so a SARIF log or a JSON Schema reads the same on every
/// run and diffs cleanly when committed.
public indirect enum JSONValue: Sendable, Equatable {
    /// Text, escaped when printed (`<`, `>` and `&` too, as `JSONText` does).
    case string(String)
    /// A number; whole numbers print without a fraction.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// Elements in order.
    case array([JSONValue])
    /// Members in the order they are printed; a key should appear once.
    case object([Member])

    /// One `"key": value` pair of an object.
    public struct Member: Sendable, Equatable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// A member `key: value`.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` in an object (nil for other values or a missing key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text, indented by two spaces a level, ending in a newline.
    public func printed() -> String {
        var text = ""
        write(into: &text, indent: "")
        return text + "\n"
    }

    private func write(into text: inout String, indent: String) {
        switch self {
        case .string(let value): text += JSONText.quoted(value)
        case .number(let value): text += Self.format(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            let inner = indent + "  "
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(into: &text, indent: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + JSONText.quoted(member.key) + ": "
                member.value.write(into: &text, indent: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// Whole numbers without a fraction (`48`, not `48.0`); JSON has no infinities, so
    /// those print as null rather than as invalid text.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A dictionary literal keeps the order it was written in.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}
