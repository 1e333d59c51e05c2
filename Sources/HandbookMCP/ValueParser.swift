import Foundation
import MCP

/// Reads JSON text that Handbook wrote (an answer's encoding, a layout's JSON) into the
/// SDK's `Value` for a tool's structured output. `Value`'s own decoding tries each type in
/// turn and tests every string against a data-URL regex it compiles per string: on a
/// `check_labels` answer that was two thirds of the call. The text here is always well
/// formed, so the parser is strict and small; malformed text throws rather than guessing.
struct ValueParser {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var index = 0

    /// The value `json` holds.
    static func parse(_ json: String) throws -> Value {
        var parser = ValueParser(bytes: Array(json.utf8))
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw Malformed() }
        return value
    }

    /// `answer` encoded as JSON, then read as a `Value`.
    static func value<Answer: Encodable>(of answer: Answer) throws -> Value {
        try parse(String(decoding: try JSONEncoder().encode(answer), as: UTF8.self))
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws -> Value {
        guard depth < 256 else { throw Malformed() }
        skipSpace()
        guard index < bytes.count else { throw Malformed() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: Value] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                try expect(":")
                members[key] = try value(depth: depth + 1)
                skipSpace()
                if try closes("}") { return .object(members) }
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [Value] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                if try closes("]") { return .array(elements) }
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            return try number()
        }
    }

    /// After a member or element: true at the closing bracket, false after a comma.
    private mutating func closes(_ bracket: Character) throws -> Bool {
        guard index < bytes.count else { throw Malformed() }
        if bytes[index] == UInt8(ascii: bracket.unicodeScalars.first ?? " ") {
            index += 1
            return true
        }
        try expect(",")
        return false
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw Malformed() }
        index += 1
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else { throw Malformed() }
        index += expected.count
    }

    /// A number: whole numbers are `.int` (`1e3` and `2.0` too, as the SDK's decoding has
    /// them), the rest `.double`.
    private mutating func number() throws -> Value {
        let start = index
        var whole = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                whole = false
            } else if !(byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || (0x30...0x39).contains(byte)) {
                break
            }
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if whole, let int = Int(text) { return .int(int) }
        guard let double = Double(text) else { throw Malformed() }
        if double == double.rounded(), abs(double) < 9_007_199_254_740_992 { return .int(Int(double)) }
        return .double(double)
    }

    /// A string, its escapes resolved (surrogate pairs included).
    private mutating func string() throws -> String {
        try expect("\"")
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Malformed() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                default: scalars.append(escape) // \" \\ \/
                }
            default:
                scalars.append(byte)
            }
        }
        throw Malformed()
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - index >= 4, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { throw Malformed() }
        index += 4
        return code
    }
}
