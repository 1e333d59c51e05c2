import HandbookDiagnostics

/// A place where a text stops being JSON, and why.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    package var message: String
    package var position: TextPosition
}

/// One pass over a JSON text's UTF-8 bytes (RFC 8259) that records where every value
/// starts, or stops at the first place the text is not JSON with its line and column —
/// which Foundation's decoders do not give on Linux.
package struct JSONPositionScanner {
    /// Deeper nesting is refused, as Foundation refuses it, rather than overflowing the stack.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The positions of every value of `text`, or where and why it is not JSON.
    package static func scan(_ text: String) -> Result<JSONPositionTree, JSONSyntaxError> {
        var scanner = JSONPositionScanner(text)
        do throws(JSONSyntaxError) {
            return .success(try scanner.document())
        } catch {
            return .failure(error)
        }
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONPositionTree {
        skipWhitespace()
        guard current != nil else { throw JSONSyntaxError(message: "the file is empty; expected a JSON object", position: position) }
        let tree = try value(depth: 0)
        skipWhitespace()
        guard current == nil else { throw unexpected("expected the end of the file after the JSON value") }
        return tree
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONPositionTree {
        skipWhitespace()
        let start = position
        guard let byte = current else { throw unexpected("expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            return JSONPositionTree(position: start, shape: try object(depth: depth))
        case UInt8(ascii: "["):
            return JSONPositionTree(position: start, shape: try array(depth: depth))
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            try literal()
        default:
            throw unexpected("expected a value")
        }
        return JSONPositionTree(position: start, shape: .scalar)
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONPositionTree.Shape {
        try checkDepth(depth)
        advance()
        var members: [String: JSONPositionTree.Member] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw unexpected(members.isEmpty ? "expected a key in double quotes or '}'" : "expected a key in double quotes after ','")
            }
            let keyPosition = position
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw unexpected("expected ':' after the key \"\(key)\"") }
            advance()
            let member = JSONPositionTree.Member(keyPosition: keyPosition, value: try value(depth: depth + 1))
            // Foundation's decoder keeps the first of duplicate keys; so does this map.
            if members[key] == nil { members[key] = member }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
                // Foundation accepts one trailing comma, so Xcode's catalogs may have one.
                if current == UInt8(ascii: "}") {
                    advance()
                    return .object(members)
                }
            case UInt8(ascii: "}"):
                advance()
                return .object(members)
            default: throw unexpected("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONPositionTree.Shape {
        try checkDepth(depth)
        advance()
        var elements: [JSONPositionTree] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    advance()
                    return .array(elements)
                }
            case UInt8(ascii: "]"):
                advance()
                return .array(elements)
            default: throw unexpected("expected ',' or ']' after a list element")
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw JSONSyntaxError(message: "values are nested more than \(Self.maximumDepth) levels deep", position: position)
        }
    }

    private mutating func number() throws(JSONSyntaxError) {
        if current == UInt8(ascii: "-") { advance() }
        guard current.map(isDigit) == true else { throw unexpected("expected a digit") }
        if current == UInt8(ascii: "0") {
            advance()
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard current.map(isDigit) == true else { throw unexpected("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard current.map(isDigit) == true else { throw unexpected("expected a digit in the exponent") }
            skipDigits()
        }
    }

    private mutating func literal() throws(JSONSyntaxError) {
        let start = position
        var word = ""
        while let byte = current, isLetter(byte) {
            word.append(Character(Unicode.Scalar(byte)))
            advance()
        }
        guard ["true", "false", "null"].contains(word) else {
            let hint = ["true", "false", "null"].contains(word.lowercased()) ? " (JSON writes true, false and null in lower case)" : ""
            throw JSONSyntaxError(message: "expected a value, found '\(word)'\(hint)", position: start)
        }
    }

    // MARK: Strings

    /// Reads a string from its opening quote, decoding escapes (keys must match Foundation's).
    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = position
        advance()
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else {
                throw JSONSyntaxError(message: "string is not closed before the end of the file", position: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &buffer)
            case 0x0A, 0x0D:
                throw JSONSyntaxError(message: "string is not closed before the end of the line (a line break inside a string is written \\n)", position: start)
            case 0x00..<0x20:
                throw JSONSyntaxError(message: "control character U+\(String(format4: byte)) must be escaped in a string", position: position)
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func escape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = position
        advance()
        guard let byte = current else { throw JSONSyntaxError(message: "string is not closed before the end of the file", position: start) }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            buffer.append(replacement)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw JSONSyntaxError(message: "invalid escape '\\\(describeCurrent().trimmingQuotes)' in a string", position: start)
        }
        advance()
        var value = try hexQuad(escapeStart: start)
        if (0xD800..<0xDC00).contains(value) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else { throw unpairedSurrogate(value, at: start) }
            let lowStart = position
            advance()
            advance()
            let low = try hexQuad(escapeStart: lowStart)
            guard (0xDC00..<0xE000).contains(low) else { throw unpairedSurrogate(value, at: start) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        // Foundation refuses a surrogate that is not half of a pair; so does the scan, to say where it is.
        guard let scalar = Unicode.Scalar(value) else { throw unpairedSurrogate(value, at: start) }
        buffer.append(contentsOf: Array(String(scalar).utf8))
    }

    private func unpairedSurrogate(_ value: UInt32, at position: TextPosition) -> JSONSyntaxError {
        JSONSyntaxError(message: "'\\u\(String(value, radix: 16, uppercase: true))' is half of a surrogate pair without its other half", position: position)
    }

    private mutating func hexQuad(escapeStart: TextPosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw JSONSyntaxError(message: "'\\u' must be followed by four hexadecimal digits", position: escapeStart)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Bytes

    private var position: TextPosition { TextPosition(line: line, column: column) }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Columns count scalars: only a byte that starts one moves the column.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// An error at the current byte, naming what was found there.
    package func unexpected(_ expectation: String) -> JSONSyntaxError {
        JSONSyntaxError(message: "\(expectation), found \(describeCurrent())", position: position)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        var iterator = bytes[index...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return "an invalid byte" }
        let scalar = UTF8.decode(encoded)
        return scalar.properties.isWhitespace || scalar.value < 0x20 ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(scalar)'"
    }
}

private extension String {
    /// Four uppercase hexadecimal digits.
    init(format4 byte: UInt8) {
        let digits = String(byte, radix: 16, uppercase: true)
        self = String(repeating: "0", count: 4 - digits.count) + digits
    }

    var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
