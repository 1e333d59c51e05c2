import MCP

/// The id of a request too long to read, from its first bytes, so the error can be answered to
/// it (a client waits for an answer by id, and an answer with a null id leaves it waiting). Only
/// the top-level object's members before `id` are stepped over, strings and nesting tracked;
/// anything unexpected, or the bytes running out first, gives nil and the answer's id is null.
enum RequestIDPeek {
    static func id(in bytes: [UInt8]) -> ID? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        while true {
            scanner.skipSpace()
            guard let key = scanner.string() else { return nil }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            if key == "id" {
                if let text = scanner.string() { return .string(text) }
                return scanner.integer().map(ID.number)
            }
            guard scanner.skipValue() else { return nil }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ",")) else { return nil }
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A string without escapes beyond `\"` and `\\` (an id or key as clients write them).
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(validating: text, as: UTF8.self) }
                if byte == UInt8(ascii: "\\") {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\") else { return nil }
                    text.append(bytes[index])
                    index += 1
                } else {
                    text.append(byte)
                }
            }
            return nil
        }

        mutating func integer() -> Int? {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            // A fraction or exponent is no id this server gives back as it came.
            if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) { return nil }
            guard index - start <= 18 else { return nil }
            return Int(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        /// Steps over one value; false when the bytes end inside it.
        mutating func skipValue() -> Bool {
            var depth = 0
            repeat {
                guard index < bytes.count else { return false }
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                    guard index < bytes.count else { return false }
                    index += 1
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    index += 1
                case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D:
                    guard depth > 0 else { return true }
                    index += 1
                default:
                    index += 1
                }
            } while depth > 0 || !(index >= bytes.count || [UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[index]))
            return depth == 0
        }
    }
}
