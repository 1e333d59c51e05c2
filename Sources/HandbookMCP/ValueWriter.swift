import MCP

/// Writes an MCP `Value` as JSON text, as `JSONEncoder` with sorted keys and unescaped
/// slashes writes it (numbers as `Double.description` without a trailing ".0", the same
/// escapes), in one pass over a byte buffer. The pair of `ValueParser`: `JSONEncoder` goes
/// through `Encodable`'s containers for every value and was half of what a `layout` call
/// cost (issue 49), and an answer's facts were encoded twice (its text and its structured
/// content); written here once, the same bytes serve both.
enum ValueWriter {
    /// `value` as JSON; throws `EncodingError.invalidValue` for a number JSON cannot hold (not
    /// finite), as `JSONEncoder` does.
    static func text(_ value: Value) throws(EncodingError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        try write(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as JSON to `bytes`.
    static func write(_ value: Value, to bytes: inout [UInt8]) throws(EncodingError) {
        switch value {
        case .null: bytes += "null".utf8
        case .bool(let flag): bytes += (flag ? "true" : "false").utf8
        case .int(let number): bytes += String(number).utf8
        case .double(let number):
            guard number.isFinite else {
                throw EncodingError.invalidValue(number, .init(codingPath: [], debugDescription: "\(number) is not a number JSON can hold"))
            }
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            bytes += text.utf8
        case .string(let text): quote(text, to: &bytes)
        case .data(let mimeType, let data): quote(data.dataURLEncoded(mimeType: mimeType), to: &bytes)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try write(element, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let fields):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                quote(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                // The key was just read from `fields`.
                if let field = fields[key] { try write(field, to: &bytes) }
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped,
    /// everything else (slashes, non-ASCII) as it is.
    static func quote(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += #"\""#.utf8
            case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
            case 0x0A: bytes += #"\n"#.utf8
            case 0x0D: bytes += #"\r"#.utf8
            case 0x09: bytes += #"\t"#.utf8
            case 0x08: bytes += #"\b"#.utf8
            case 0x0C: bytes += #"\f"#.utf8
            case 0..<0x20:
                bytes += #"\u00"#.utf8
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
