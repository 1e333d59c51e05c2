import MCP

/// A tool call's arguments, read with the checks a JSON Schema states: a missing or ill-typed
/// argument is a protocol error (`invalidParams`) that names it and says what it must be.
struct ToolArguments {
    let values: [String: Value]

    init(_ values: [String: Value]) {
        self.values = values
    }

    func required(_ name: String) throws -> String {
        guard let value = try string(name) else { throw MCPError.invalidParams("missing argument '\(name)': a string") }
        return value
    }

    func string(_ name: String) throws -> String? {
        guard let value = values[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw MCPError.invalidParams("argument '\(name)' must be a string") }
        return text
    }

    /// A list of at least one string.
    func strings(_ name: String) throws -> [String] {
        guard let value = values[name], value != .null else { throw MCPError.invalidParams("missing argument '\(name)': a list of strings") }
        guard let list = value.arrayValue, !list.isEmpty else { throw MCPError.invalidParams("argument '\(name)' must be a non-empty list of strings") }
        return try list.map { element in
            guard let text = element.stringValue else { throw MCPError.invalidParams("every entry of '\(name)' must be a string") }
            return text
        }
    }

    func choice(_ name: String, in choices: [String]) throws -> String? {
        guard let value = try string(name) else { return nil }
        guard choices.contains(value) else { throw MCPError.invalidParams("argument '\(name)' must be one of " + choices.joined(separator: ", ")) }
        return value
    }

    func positive(_ name: String) throws -> Double? {
        guard let value = values[name], value != .null else { return nil }
        guard let number = value.doubleValue ?? value.intValue.map(Double.init), number.isFinite, number > 0 else {
            throw MCPError.invalidParams("argument '\(name)' must be a number greater than 0")
        }
        return number
    }

    func whole(_ name: String) throws -> Int? {
        guard let value = values[name], value != .null else { return nil }
        if let number = value.intValue, number >= 0 { return number }
        if let number = value.doubleValue, number >= 0, number == number.rounded(), number < 1e9 { return Int(number) }
        throw MCPError.invalidParams("argument '\(name)' must be a whole number, 0 or more")
    }

    func flag(_ name: String) throws -> Bool? {
        guard let value = values[name], value != .null else { return nil }
        guard let flag = value.boolValue else { throw MCPError.invalidParams("argument '\(name)' must be true or false") }
        return flag
    }

    /// Locale → labels in the same order as `labels`, as many as there are labels.
    func translations(_ name: String, count: Int) throws -> [String: [String]] {
        guard let value = values[name], value != .null else { return [:] }
        guard let object = value.objectValue else { throw MCPError.invalidParams("argument '\(name)' must map each locale to its labels") }
        var result: [String: [String]] = [:]
        for (locale, labels) in object {
            guard let list = labels.arrayValue, list.count == count, let texts = Optional(list.compactMap(\.stringValue)), texts.count == count else {
                throw MCPError.invalidParams("'\(name).\(locale)' must list \(count) strings, one per label")
            }
            result[locale] = texts
        }
        return result
    }
}
