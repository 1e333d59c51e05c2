import HandbookDiagnostics

/// A strict RFC 8259 parser over Unicode scalars that records each value's line and column
/// (columns count scalars, as every Handbook position does). Its error names the place of
/// the character that broke the grammar. It never traps, whatever the input.
struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses `text` as one JSON document; throws a `tokens.syntax` diagnostic.
    static func parse(_ text: String, file: String) throws(DiagnosticsError) -> JSONNode {
        var parser = JSONParser(scalars: Array(text.unicodeScalars), file: file)
        if parser.scalars.first == "\u{FEFF}" { parser.index = 1 }
        parser.skipSpace()
        let node = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.scalars.count else { throw parser.failure("unexpected text after the JSON value") }
        return node
    }

    private init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func failure(_ message: String) -> DiagnosticsError {
        DiagnosticsError([.error("tokens.syntax", "invalid JSON: " + message, at: here)])
    }

    private mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
    }

    private mutating func skipSpace() {
        while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" { advance() }
    }

    private mutating func value() throws(DiagnosticsError) -> JSONNode {
        let start = here
        guard let scalar = current else { throw failure("the document ends where a value was expected") }
        switch scalar {
        case "{": return JSONNode(value: try object(), location: start)
        case "[": return JSONNode(value: try array(), location: start)
        case "\"": return JSONNode(value: .string(try string()), location: start)
        case "t": try literal("true"); return JSONNode(value: .bool(true), location: start)
        case "f": try literal("false"); return JSONNode(value: .bool(false), location: start)
        case "n": try literal("null"); return JSONNode(value: .null, location: start)
        case "-", "0"..."9": return JSONNode(value: .number(try number()), location: start)
        default: throw failure("unexpected character '\(scalar)' where a value was expected")
        }
    }

    private mutating func literal(_ word: String) throws(DiagnosticsError) {
        for expected in word.unicodeScalars {
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
        if current == "}" { advance(); return .object(members) }
        while true {
            skipSpace()
            guard current == "\"" else { throw failure("expected a member name in double quotes") }
            let keyLocation = here
            let key = try string()
            skipSpace()
            guard current == ":" else { throw failure("expected ':' after the member name") }
            advance()
            skipSpace()
            members.append((key, keyLocation, try value()))
            skipSpace()
            if current == "," { advance(); continue }
            if current == "}" { advance(); return .object(members) }
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
        if current == "]" { advance(); return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            if current == "," { advance(); continue }
            if current == "]" { advance(); return .array(items) }
            throw failure("expected ',' or ']' after an array element")
        }
    }

    private mutating func string() throws(DiagnosticsError) -> String {
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else { throw failure("the document ends inside a string") }
            if scalar == "\"" { advance(); return String(text) }
            if scalar.value < 0x20 { throw failure("a control character must be escaped inside a string") }
            if scalar != "\\" { text.append(scalar); advance(); continue }
            advance()
            guard let escape = current else { throw failure("the document ends inside a string") }
            switch escape {
            case "\"", "\\", "/": text.append(escape)
            case "b": text.append("\u{8}")
            case "f": text.append("\u{C}")
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "u":
                advance()
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), current == "\\" {
                    advance()
                    guard current == "u" else { throw failure("expected a low surrogate escape") }
                    advance()
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("invalid low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                text.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                continue
            default: throw failure("invalid escape '\\\(escape)'")
            }
            advance()
        }
    }

    private mutating func hex4() throws(DiagnosticsError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = Character(scalar).hexDigitValue else { throw failure("expected four hex digits after \\u") }
            code = code * 16 + UInt32(digit)
            advance()
        }
        return code
    }

    private mutating func number() throws(DiagnosticsError) -> Double {
        var text = ""
        func digits() -> Int {
            var count = 0
            while let scalar = current, ("0"..."9").contains(scalar) { text.unicodeScalars.append(scalar); advance(); count += 1 }
            return count
        }
        if current == "-" { text += "-"; advance() }
        if current == "0" {
            text += "0"
            advance()
        } else if digits() == 0 {
            throw failure("expected a digit")
        }
        if current == "." {
            text += "."
            advance()
            guard digits() > 0 else { throw failure("expected a digit after the decimal point") }
        }
        if current == "e" || current == "E" {
            text += "e"
            advance()
            if current == "+" || current == "-" { text.unicodeScalars.append(current!); advance() }
            guard digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        guard let number = Double(text), number.isFinite else { throw failure("number out of range") }
        return number
    }
}
