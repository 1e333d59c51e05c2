import Handbook
import MCP

/// A tool call's arguments, read with the checks the tool's input schema states. A missing or
/// ill-typed argument, or one past its cap (`ServerLimits`), is an `AssistantRefusal` naming
/// the argument and what it must be: the server answers it as a tool result with `isError`,
/// as MCP 2025-11-25 asks, so the model can correct its call.
struct ToolArguments {
    let values: [String: Value]
    let limits: ServerLimits

    init(_ values: [String: Value], limits: ServerLimits) {
        self.values = values
        self.limits = limits
    }

    static func refusal(_ name: String, _ message: String) -> AssistantRefusal {
        AssistantRefusal(argument: name, message: message)
    }

    /// Every argument the tool does not take, refused by name.
    func onlyThese(_ names: [String]) throws(AssistantRefusal) {
        for name in values.keys.sorted() where !names.contains(name) {
            throw Self.refusal(name, "unknown argument '\(name)'; this tool takes " + (names.isEmpty ? "none" : names.joined(separator: ", ")))
        }
    }

    func required(_ name: String, maxLength: Int? = nil) throws(AssistantRefusal) -> String {
        guard let value = try string(name, maxLength: maxLength) else { throw Self.refusal(name, "missing argument '\(name)': a string") }
        return value
    }

    func string(_ name: String, maxLength: Int? = nil) throws(AssistantRefusal) -> String? {
        guard let value = values[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw Self.refusal(name, "argument '\(name)' must be a string, not \(Self.kind(of: value))") }
        if let maxLength, text.count > maxLength {
            throw Self.refusal(name, "argument '\(name)' is \(text.count) characters long; the most is \(maxLength)")
        }
        return text
    }

    /// A list of one to `limits.maxLabels` strings, each at most `limits.maxLabelLength` long;
    /// nil when absent.
    func strings(_ name: String) throws(AssistantRefusal) -> [String]? {
        guard let value = values[name], value != .null else { return nil }
        guard let list = value.arrayValue, !list.isEmpty else {
            throw Self.refusal(name, "argument '\(name)' must be a non-empty list of strings, not \(Self.kind(of: value))")
        }
        guard list.count <= limits.maxLabels else { throw Self.refusal(name, "argument '\(name)' lists \(list.count) strings; the most is \(limits.maxLabels)") }
        var texts: [String] = []
        for (index, element) in list.enumerated() {
            guard let text = element.stringValue else { throw Self.refusal(name, "\(name)[\(index)] must be a string, not \(Self.kind(of: element))") }
            guard text.count <= limits.maxLabelLength else {
                throw Self.refusal(name, "\(name)[\(index)] is \(text.count) characters long; the most is \(limits.maxLabelLength)")
            }
            texts.append(text)
        }
        return texts
    }

    func choice(_ name: String, in choices: [String]) throws(AssistantRefusal) -> String? {
        guard let value = try string(name, maxLength: 200) else { return nil }
        guard choices.contains(value) else {
            throw Self.refusal(name, "argument '\(name)' is '\(value)'; it must be one of " + choices.joined(separator: ", "))
        }
        return value
    }

    func positive(_ name: String, atMost limit: Double = 100_000) throws(AssistantRefusal) -> Double? {
        guard let value = values[name], value != .null else { return nil }
        guard let number = value.doubleValue ?? value.intValue.map(Double.init), number.isFinite, number > 0, number <= limit else {
            throw Self.refusal(name, "argument '\(name)' must be a number greater than 0 and at most \(Int(limit)), not \(Self.kind(of: value))")
        }
        return number
    }

    func whole(_ name: String, atMost limit: Int = 1_000) throws(AssistantRefusal) -> Int? {
        guard let value = values[name], value != .null else { return nil }
        if let number = value.intValue, number >= 0, number <= limit { return number }
        if let number = value.doubleValue, number >= 0, number <= Double(limit), number == number.rounded() { return Int(number) }
        throw Self.refusal(name, "argument '\(name)' must be a whole number from 0 to \(limit), not \(Self.kind(of: value))")
    }

    func flag(_ name: String) throws(AssistantRefusal) -> Bool? {
        guard let value = values[name], value != .null else { return nil }
        guard let flag = value.boolValue else { throw Self.refusal(name, "argument '\(name)' must be true or false, not \(Self.kind(of: value))") }
        return flag
    }

    /// Locale → labels, at most `limits.maxTranslations` locales (the count per locale is
    /// checked against the labels by the answer).
    func translations(_ name: String) throws(AssistantRefusal) -> [String: [String]] {
        guard let value = values[name], value != .null else { return [:] }
        guard let object = value.objectValue else {
            throw Self.refusal(name, "argument '\(name)' must map each locale to its labels, e.g. {\"de\": [\"Bewertungen\"]}, not \(Self.kind(of: value))")
        }
        guard object.count <= limits.maxTranslations else {
            throw Self.refusal(name, "argument '\(name)' gives \(object.count) locales; the most is \(limits.maxTranslations)")
        }
        var result: [String: [String]] = [:]
        for (locale, labels) in object {
            guard locale.count <= 35 else { throw Self.refusal(name, "'\(name)' has a locale \(locale.count) characters long; a BCP 47 tag is at most 35") }
            result[locale] = try ToolArguments(["\(name).\(locale)": labels], limits: limits).strings("\(name).\(locale)") ?? []
        }
        return result
    }

    /// Part → value, as a spec's `style:` writes it, in the order given.
    func style(_ name: String) throws(AssistantRefusal) -> [(part: String, value: String)] {
        guard let value = values[name], value != .null else { throw Self.refusal(name, "missing argument '\(name)': an object of part → value") }
        guard let object = value.objectValue, !object.isEmpty else {
            throw Self.refusal(name, "argument '\(name)' must map parts to values, e.g. {\"active-label\": \"{color.text.brand}\"}, not \(Self.kind(of: value))")
        }
        guard object.count <= limits.maxLabels else { throw Self.refusal(name, "argument '\(name)' names \(object.count) parts; the most is \(limits.maxLabels)") }
        var entries: [(part: String, value: String)] = []
        for (part, written) in object.sorted(by: { $0.key < $1.key }) {
            guard let text = written.stringValue, text.count <= limits.maxLabelLength else {
                throw Self.refusal(name, "'\(name).\(part)' must be a token reference ({color.text}) or a colour, at most \(limits.maxLabelLength) characters")
            }
            entries.append((part, text))
        }
        return entries
    }

    /// The JSON type of `value`, for a message.
    static func kind(of value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
