/// Handbook's one JSON reader: strict RFC 8259 over UTF-8 bytes, every value with the place
/// it starts (line, column, byte offset), and an error that names the place of the byte that
/// broke the grammar. Tokens, string catalogs and the MCP server read through it; Foundation's
/// `JSONSerialization` keeps no positions and traps on nothing, but reports none either.
///
/// It never traps, whatever the bytes: invalid UTF-8, a lone or mismatched surrogate escape,
/// nesting past `maximumDepth`, a number past `maximumNumberLength` characters or beyond a
/// `Double` are errors like any other. Columns count Unicode scalars, as every Handbook
/// position does.
public struct JSONReader {
    /// How deep arrays and objects may nest (the reader recurses once a level).
    public static let defaultMaximumDepth = 512
    /// How many characters a number may have: a 5,000-digit number is valid JSON, but no
    /// document Handbook reads means one, and it would only become infinity.
    public static let defaultMaximumNumberLength = 400

    /// Where something is in the text.
    public struct Position: Sendable, Hashable {
        /// 1-based line.
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int
        /// 0-based byte offset.
        public var offset: Int

        public init(line: Int, column: Int, offset: Int) {
            self.line = line
            self.column = column
            self.offset = offset
        }
    }

    /// Why the text is not JSON, and where.
    public struct Failure: Error, Sendable, Equatable {
        /// What broke the grammar ("expected ',' or '}' after an object member").
        public var message: String
        /// The place of the byte that broke it.
        public var position: Position
    }

    /// One value of the document and where it starts.
    public struct Element: Sendable, Hashable {
        public var value: Value
        public var position: Position

        /// The member `key` of an object (the last one written, as JSON parsers keep).
        public subscript(key: String) -> Element? {
            guard case .object(let members) = value else { return nil }
            return members.last { $0.key == key }?.value
        }
    }

    /// An object's member: its name, where the name starts, and its value.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var keyPosition: Position
        public var value: Element
    }

    /// A JSON value; a number keeps its text too, so whole numbers past `Double`'s precision
    /// and the difference between `1` and `1.0` are not lost.
    public indirect enum Value: Sendable, Hashable {
        case object([Member])
        case array([Element])
        case string(String)
        case number(Double, text: String)
        case bool(Bool)
        case null
    }

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private let maximumNumberLength: Int
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Reads `bytes` as one JSON document (a UTF-8 byte order mark is skipped).
    public static func read(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth,
                            maximumNumberLength: Int = defaultMaximumNumberLength) throws(Failure) -> Element {
        var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth, maximumNumberLength: maximumNumberLength)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipSpace()
        guard reader.current != nil else { throw reader.failure("the document is empty; expected a JSON value") }
        let element = try reader.value()
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.unexpected("expected the end of the document after the JSON value") }
        return element
    }

    /// Reads `text` as one JSON document.
    public static func read(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(Failure) -> Element {
        try read(Array(text.utf8), maximumDepth: maximumDepth)
    }

    private init(bytes: [UInt8], maximumDepth: Int, maximumNumberLength: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.maximumNumberLength = maximumNumberLength
    }

    private var here: Position { Position(line: line, column: column, offset: index) }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ message: String) -> Failure { Failure(message: message, position: here) }

    /// A failure at the current byte that says what was expected and what was found there.
    private func unexpected(_ expectation: String) -> Failure { failure("\(expectation), found \(found)") }

    /// What stands at the current place, for messages: the end, a space or control character
    /// by its code point, else the character.
    private var found: String {
        guard index < bytes.count else { return "the end of the document" }
        let shown = self.shown
        guard let scalar = shown.unicodeScalars.first, shown.unicodeScalars.count == 1 else { return shown }
        return scalar.properties.isWhitespace || scalar.value < 0x20 ? "U+" + Self.hex(scalar.value) : "'\(shown)'"
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

    /// The character at the current place, for messages (a byte that starts no valid
    /// character is shown as its hex value).
    private var shown: String {
        let end = bytes[index...].dropFirst().firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
        guard let character = String(validating: bytes[index..<min(end, index + 4)], as: UTF8.self) else {
            return "byte 0x" + String(bytes[index], radix: 16, uppercase: true)
        }
        return character
    }

    private mutating func value() throws(Failure) -> Element {
        let start = here
        guard let byte = current else { throw unexpected("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return Element(value: try object(), position: start)
        case UInt8(ascii: "["): return Element(value: try array(), position: start)
        case UInt8(ascii: "\""): return Element(value: .string(try string()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Element(value: try number(), position: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return Element(value: try literal(), position: start)
        default: throw unexpected("expected a value")
        }
    }

    /// `true`, `false` or `null`; any other word is named whole, with a hint when only its case is wrong.
    private mutating func literal() throws(Failure) -> Value {
        let start = here
        while let byte = current, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { advance() }
        switch String(decoding: bytes[start.offset..<index], as: UTF8.self) {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case let word:
            let hint = ["true", "false", "null"].contains(word.lowercased()) ? " (JSON writes true, false and null in lower case)" : ""
            throw Failure(message: "expected a value, found '\(word)'\(hint)", position: start)
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
        advance()
        skipSpace()
    }

    private mutating func object() throws(Failure) -> Value {
        try enter()
        defer { depth -= 1 }
        var members: [Member] = []
        if current == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw unexpected(members.isEmpty ? "expected a key in double quotes or '}'" : "expected a key in double quotes after ','")
            }
            let keyPosition = here
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw unexpected("expected ':' after the key \"\(key)\"") }
            advance()
            skipSpace()
            members.append(Member(key: key, keyPosition: keyPosition, value: try value()))
            skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); return .object(members) }
            throw unexpected("expected ',' or '}' after the value of \"\(key)\"")
        }
    }

    private mutating func array() throws(Failure) -> Value {
        try enter()
        defer { depth -= 1 }
        var items: [Element] = []
        if current == UInt8(ascii: "]") { advance(); return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); return .array(items) }
            throw unexpected("expected ',' or ']' after an array element")
        }
    }

    private mutating func string() throws(Failure) -> String {
        let opening = here
        advance()
        var text = ""
        while true {
            // A run of plain bytes at once (no newline can be in it: control characters must
            // be escaped), which must be valid UTF-8.
            let start = here
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            if index > start.offset {
                guard let run = String(validating: bytes[start.offset..<index], as: UTF8.self) else {
                    throw Failure(message: "the text is not valid UTF-8", position: Self.firstInvalidByte(in: bytes, from: start))
                }
                text += run
            }
            guard let byte = current else { throw Failure(message: "string is not closed before the end of the document", position: opening) }
            if byte == UInt8(ascii: "\"") { advance(); return text }
            if byte == 0x0A || byte == 0x0D {
                throw Failure(message: "string is not closed before the end of the line (a line break inside a string is written \\n)", position: opening)
            }
            if byte < 0x20 { throw failure("control character U+\(Self.hex(UInt32(byte))) must be escaped in a string") }
            let escapeStart = here
            advance()
            guard let escape = current else { throw Failure(message: "string is not closed before the end of the document", position: opening) }
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
                text.unicodeScalars.append(try unicodeEscape(at: escapeStart))
                continue
            default: throw Failure(message: "invalid escape '\\\(shown)' in a string", position: escapeStart)
            }
            advance()
        }
    }

    /// `\uXXXX` (the reader stands on the `u`; `start` is the backslash's place), a surrogate pair as one scalar. A high
    /// surrogate must be followed by a low one and a low one must follow a high one: RFC 8259
    /// leaves lone surrogates undefined, and they are no character a `String` can hold.
    private mutating func unicodeEscape(at start: Position) throws(Failure) -> Unicode.Scalar {
        advance()
        let code = try hex4(escapeAt: start)
        if (0xDC00...0xDFFF).contains(code) {
            throw Failure(message: "a low surrogate escape (\\u\(Self.hex(code))) without a high one before it", position: start)
        }
        guard (0xD800...0xDBFF).contains(code) else {
            // Not a surrogate: every other code below 0x10000 is a scalar.
            guard let scalar = Unicode.Scalar(code) else { throw Failure(message: "invalid \\u escape", position: start) }
            return scalar
        }
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
            throw Failure(message: "a high surrogate escape (\\u\(Self.hex(code))) without a low one after it", position: start)
        }
        let lowStart = here
        advance()
        advance()
        let low = try hex4(escapeAt: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
            throw Failure(message: "a high surrogate escape (\\u\(Self.hex(code))) followed by \\u\(Self.hex(low)), not a low surrogate", position: start)
        }
        // 0x10000 + 10 bits + 10 bits is at most 0x10FFFF: always a scalar.
        return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    private mutating func hex4(escapeAt start: Position) throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw Failure(message: "'\\u' must be followed by four hexadecimal digits", position: start)
            }
            code = code * 16 + digit
            advance()
        }
        return code
    }

    /// Four uppercase hex digits, as an escape writes them.
    private static func hex(_ code: UInt32) -> String {
        let digits = String(code, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number() throws(Failure) -> Value {
        let start = here
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
        guard index - start.offset <= maximumNumberLength else {
            throw Failure(message: "a number of \(index - start.offset) characters, past the \(maximumNumberLength) this reader takes", position: start)
        }
        let text = String(decoding: bytes[start.offset..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw Failure(message: "number out of range", position: start) }
        return .number(number, text: text)
    }

    /// The place of the first byte from `start` that does not begin or continue a valid
    /// UTF-8 sequence (the end when every byte does).
    public static func firstInvalidByte(in bytes: [UInt8], from start: Position = Position(line: 1, column: 1, offset: 0)) -> Position {
        var position = start
        var index = start.offset
        while index < bytes.count {
            let length: Int
            switch bytes[index] {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return position
            }
            guard index + length <= bytes.count, String(validating: bytes[index..<index + length], as: UTF8.self) != nil else { return position }
            index += length
            position.offset = index
            position.column += 1
        }
        return position
    }
}
