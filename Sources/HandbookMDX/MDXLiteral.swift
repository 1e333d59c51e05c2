/// A JavaScript value as MDX pages write it in attributes and `export const meta = {…}`:
/// strings, numbers, booleans, arrays and objects. Anything else (a call, a variable) is
/// `other`, since Handbook runs no JavaScript.
public indirect enum MDXLiteral: Sendable, Equatable {
    /// `'text'`, `"text"`, a template literal without `${…}`, `String.raw`…``.
    case string(String)
    /// `3`, `-1.5`.
    case number(Double)
    /// `true` or `false`.
    case flag(Bool)
    /// `[…]`.
    case array([MDXLiteral])
    /// `{key: value, …}`, keys in the order written.
    case object([(key: String, value: MDXLiteral)])
    /// Anything Handbook cannot know without running it.
    case other

    /// Equal values (objects: the same keys in the same order).
    public static func == (lhs: MDXLiteral, rhs: MDXLiteral) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.flag(a), .flag(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.other, .other): true
        default: false
        }
    }

    /// The value as text, when it is a string, a number or a boolean.
    public var text: String? {
        switch self {
        case .string(let text): text
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .flag(let flag): flag ? "true" : "false"
        default: nil
        }
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> MDXLiteral? {
        guard case .object(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// Reads the whole of `source` as one value; `other` when it is anything else.
    public static func parse(_ source: Substring) -> MDXLiteral {
        var reader = MDXLiteralReader(bytes: Array(source.utf8))
        reader.skipSpace()
        let value = reader.value(depth: 0)
        reader.skipSpace()
        return reader.index == reader.bytes.count ? value : .other
    }
}

/// The reader behind `MDXLiteral.parse`: one forward pass, depth-limited so that deeply
/// nested input returns `other` rather than exhausting the stack.
private struct MDXLiteralReader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) -> MDXLiteral {
        guard index < bytes.count, depth < 64 else { return .other }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
            return string().map(MDXLiteral.string) ?? .other
        case UInt8(ascii: "{"):
            return object(depth: depth)
        case UInt8(ascii: "["):
            return array(depth: depth)
        default:
            let word = identifier()
            switch word {
            case "true": return .flag(true)
            case "false": return .flag(false)
            case "String.raw" where index < bytes.count && bytes[index] == UInt8(ascii: "`"):
                return string(raw: true).map(MDXLiteral.string) ?? .other
            default:
                if let number = Double(word), !word.isEmpty { return .number(number) }
                return .other
            }
        }
    }

    /// Letters, digits, `.`, `_`, `$`, `-` and `+`: a keyword, a number or a dotted name.
    mutating func identifier() -> String {
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// A quoted string; a template literal only without `${…}` (a value Handbook cannot know).
    mutating func string(raw: Bool = false) -> String? {
        let quote = bytes[index]
        index += 1
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: result, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\"), !raw, index + 1 < bytes.count {
                let next = bytes[index + 1]
                index += 2
                switch next {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case 0x0A: break
                default: result.append(next)
                }
                continue
            }
            if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") { return nil }
            result.append(byte)
            index += 1
        }
        return nil
    }

    mutating func object(depth: Int) -> MDXLiteral {
        index += 1
        var entries: [(key: String, value: MDXLiteral)] = []
        while true {
            skipSpace()
            guard index < bytes.count else { return .other }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(entries)
            }
            let key: String
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                guard let quoted = string() else { return .other }
                key = quoted
            } else {
                key = identifier()
                guard !key.isEmpty else { return .other }
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return .other }
            index += 1
            skipSpace()
            entries.append((key, value(depth: depth + 1)))
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
    }

    mutating func array(depth: Int) -> MDXLiteral {
        index += 1
        var values: [MDXLiteral] = []
        while true {
            skipSpace()
            guard index < bytes.count else { return .other }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            }
            let before = index
            values.append(value(depth: depth + 1))
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            if index == before { return .other }
        }
    }
}
