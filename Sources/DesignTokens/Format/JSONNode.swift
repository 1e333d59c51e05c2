import HandbookDiagnostics

/// A JSON value with the place it was written, so a token error points at its line and
/// column (Foundation's parser keeps no positions).
public indirect enum JSONValue: Sendable, Hashable {
    case object([(key: String, keyLocation: SourceLocation, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.compact == rhs.compact }
    public func hash(into hasher: inout Hasher) { hasher.combine(compact) }

    /// Compact JSON text of the value (keys in written order).
    public var compact: String {
        switch self {
        case .object(let members): "{" + members.map { JSONNode.quote($0.key) + ":" + $0.value.value.compact }.joined(separator: ",") + "}"
        case .array(let items): "[" + items.map(\.value.compact).joined(separator: ",") + "]"
        case .string(let text): JSONNode.quote(text)
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }
}

/// One value of a JSON document and where it starts.
public struct JSONNode: Sendable, Hashable {
    public var value: JSONValue
    public var location: SourceLocation

    /// The member `key` of an object (the last one written, as JSON parsers keep).
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var members: [(key: String, keyLocation: SourceLocation, value: JSONNode)]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
