import HandbookDiagnostics

/// A strict RFC 8259 parser over UTF-8 bytes that records each value's line and column
/// (columns count Unicode scalars, as every Handbook position does: a byte that continues a
/// multi-byte character does not move the column). Its error names the place of the
/// character that broke the grammar. It never traps, whatever the input.
struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses `text` as one JSON document; throws a `tokens.syntax` diagnostic.
    static func parse(_ text: String, file: String) throws(DiagnosticsError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), file: file)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipSpace()
        let node = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ message: String) -> DiagnosticsError {
        DiagnosticsError([.error("tokens.syntax", "invalid JSON: " + message, at: here)])
    }

    private mutating func advance() {
        guard let byte = current else { return }
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { advance() }
    }

    /// The character at the current place, for messages.
    private var shown: String {
        let end = bytes[index...].dropFirst().firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private mutating func value() throws(DiagnosticsError) -> JSONNode {
        let start = here
        guard let byte = current else { throw failure("the document ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try object(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try array(), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), location: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: .number(try number()), location: start)
        default: throw failure("unexpected character '\(shown)' where a value was expected")
        }
    }

    private mutating func literal(_ word: String) throws(DiagnosticsError) {
        for expected in word.utf8 {
            guard current == expected else { throw failure("expected '\(word)'") }
            advance()
        }
    }

    private mutating func object() throws(DiagnosticsError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 512 else { throw failure("nesting deeper than 512 levels") }
        advance()
        var members: [(key: String, keyLocation: SourceLocation, value: JSONNode)] = []
        skipSpace()
        if current == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name in double quotes") }
            let keyLocation = here
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
            advance()
            skipSpace()
            members.append((key, keyLocation, try value()))
            skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); return .object(members) }
            throw failure("expected ',' or '}' after an object member")
        }
    }

    private mutating func array() throws(DiagnosticsError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < 512 else { throw failure("nesting deeper than 512 levels") }
        advance()
        var items: [JSONNode] = []
        skipSpace()
        if current == UInt8(ascii: "]") { advance(); return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); return .array(items) }
            throw failure("expected ',' or ']' after an array element")
        }
    }

    private mutating func string() throws(DiagnosticsError) -> String {
        advance()
        var text = ""
        while true {
            // A run of plain bytes at once (no newline can be in it: control characters must
            // be escaped), decoded as UTF-8; invalid bytes cannot occur, the text came from a String.
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            if index > start { text += String(decoding: bytes[start..<index], as: UTF8.self) }
            guard let byte = current else { throw failure("the document ends inside a string") }
            if byte == UInt8(ascii: "\"") { advance(); return text }
            if byte < 0x20 { throw failure("a control character must be escaped inside a string") }
            advance()
            guard let escape = current else { throw failure("the document ends inside a string") }
            switch escape {
            case UInt8(ascii: "\""): text += "\""
            case UInt8(ascii: "\\"): text += "\\"
            case UInt8(ascii: "/"): text += "/"
            case UInt8(ascii: "b"): text += "\u{8}"
            case UInt8(ascii: "f"): text += "\u{C}"
            case UInt8(ascii: "n"): text += "\n"
            case UInt8(ascii: "r"): text += "\r"
            case UInt8(ascii: "t"): text += "\t"
            case UInt8(ascii: "u"):
                advance()
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\") {
                    advance()
                    guard current == UInt8(ascii: "u") else { throw failure("expected a low surrogate escape") }
                    advance()
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("invalid low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                text.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                continue
            default: throw failure("invalid escape '\\\(shown)'")
            }
            advance()
        }
    }

    private mutating func hex4() throws(DiagnosticsError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw failure("expected four hex digits after \\u") }
            code = code * 16 + UInt32(digit)
            advance()
        }
        return code
    }

    private mutating func number() throws(DiagnosticsError) -> Double {
        let start = index
        func digits() -> Int {
            var count = 0
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance(); count += 1 }
            return count
        }
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else if digits() == 0 {
            throw failure("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { throw failure("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)), number.isFinite else { throw failure("number out of range") }
        return number
    }
}
