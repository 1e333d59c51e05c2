/// The tokens of JavaScript (ES2024, as acorn reads modules) over a page's bytes, read on
/// demand by `JSParser`, which says whether an expression may start where it asks (so that
/// `/` and `<` are read as a regular expression or JSX there, and as operators elsewhere).
///
/// A line ending inside the code continues after the container prefix of the next line
/// (`> ` in a block quote, a list item's indentation): `resume` says where, as micromark
/// strips those prefixes from an expression's text.
struct JSScanner {
    enum Kind: Equatable {
        case name
        case privateName
        case number
        case string
        /// A template literal's first chunk, up to its closing backtick or first `${`.
        case template
        case regex
        case punctuator
        case end
    }

    struct Token {
        var kind: Kind
        var start: Int
        var end: Int
        /// Whether a line ending comes between the previous token and this one (for ASI).
        var newlineBefore: Bool
        /// For a template chunk: whether it ends with `${` rather than a backtick.
        var opensSubstitution = false
    }

    let bytes: [UInt8]
    /// Where the code ends: the bytes after it are not read.
    let limit: Int
    var position: Int
    /// The position after the line ending at the given index, past the next line's container
    /// prefix; `nil` when that line does not continue the container (a lazy line).
    let resume: (Int) -> Int?

    init(bytes: [UInt8], from start: Int, limit: Int? = nil, resume: @escaping (Int) -> Int?) {
        self.bytes = bytes
        self.limit = min(limit ?? bytes.count, bytes.count)
        self.position = start
        self.resume = resume
    }

    func peek(_ at: Int) -> UInt8? { at < limit ? bytes[at] : nil }

    /// Moves past the line ending at `position`, onto the next line's content.
    mutating func crossLine() throws(JSSyntaxError) {
        guard let next = resume(position) else {
            throw JSSyntaxError(offset: position, message: "the code goes on past the end of its paragraph, block quote or list item", atEnd: true)
        }
        position = next
    }

    /// Skips white space, line endings and comments; says whether a line ending was among them.
    mutating func skipTrivia() throws(JSSyntaxError) -> Bool {
        var newline = false
        while position < limit {
            let byte = bytes[position]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
                position += 1
            case 0x0A:
                newline = true
                try crossLine()
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "/"):
                while position < limit, bytes[position] != 0x0A { position += 1 }
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "*"):
                let start = position
                position += 2
                while true {
                    guard position < limit else { throw JSSyntaxError(offset: start, message: "a comment that is never closed with */", atEnd: true) }
                    if bytes[position] == UInt8(ascii: "*"), peek(position + 1) == UInt8(ascii: "/") {
                        position += 2
                        break
                    }
                    if bytes[position] == 0x0A {
                        newline = true
                        try crossLine()
                    } else {
                        position += 1
                    }
                }
            case 0xC2 where peek(position + 1) == 0xA0:
                // No-break space.
                position += 2
            case 0xE2 where peek(position + 1) == 0x80 && (peek(position + 2) == 0xA8 || peek(position + 2) == 0xA9):
                // Line and paragraph separators end lines in JavaScript.
                newline = true
                position += 3
            case 0xEF where peek(position + 1) == 0xBB && peek(position + 2) == 0xBF:
                position += 3
            case 0xE2 where peek(position + 1) == 0x80 && (0x80...0x8A).contains(peek(position + 2) ?? 0):
                position += 3
            case 0xE3 where peek(position + 1) == 0x80 && peek(position + 2) == 0x80:
                position += 3
            default:
                return newline
            }
        }
        return newline
    }

    /// The next token. Where `expressionAllowed`, `/` starts a regular expression; `<` is
    /// always a punctuator here (the parser reads JSX itself).
    mutating func next(expressionAllowed: Bool) throws(JSSyntaxError) -> Token {
        let newline = try skipTrivia()
        let start = position
        guard position < limit else { return Token(kind: .end, start: start, end: start, newlineBefore: newline) }
        let byte = bytes[position]
        var token = Token(kind: .punctuator, start: start, end: start, newlineBefore: newline)
        if JSCharacters.isASCIIIdentifierStart(byte) || byte == UInt8(ascii: "\\") || (byte >= 0x80 && startsName(at: position)) {
            try readName()
            token.kind = .name
        } else if byte == UInt8(ascii: "#"), let next = peek(position + 1), JSCharacters.isASCIIIdentifierStart(next) || next >= 0x80 {
            position += 1
            try readName()
            token.kind = .privateName
        } else if JSCharacters.isDigit(byte) || (byte == UInt8(ascii: ".") && JSCharacters.isDigit(self.peek(position + 1) ?? 0)) {
            try readNumber()
            token.kind = .number
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            try readString()
            token.kind = .string
        } else if byte == UInt8(ascii: "`") {
            position += 1
            token.opensSubstitution = try readTemplateChunk()
            token.kind = .template
        } else if byte == UInt8(ascii: "/") && expressionAllowed {
            try readRegex()
            token.kind = .regex
        } else {
            try readPunctuator()
        }
        token.end = position
        return token
    }

    /// The bytes of a token, as text (names and punctuators are short).
    func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether the token is exactly `word` (a name or a punctuator).
    func token(_ token: Token, is word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard token.end - token.start == length else { return false }
        return word.withUTF8Buffer { buffer in
            for offset in 0..<length where bytes[token.start + offset] != buffer[offset] { return false }
            return true
        }
    }

    // MARK: Names, numbers, strings

    mutating func readName() throws(JSSyntaxError) {
        var first = true
        while position < limit {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                // `\u0041` or `\u{41}`: an escaped character in a name.
                guard self.peek(position + 1) == UInt8(ascii: "u") else { throw JSSyntaxError(offset: position, message: "expected \\u in a name") }
                position += 2
                if self.peek(position) == UInt8(ascii: "{") {
                    while position < limit, bytes[position] != UInt8(ascii: "}") { position += 1 }
                    position += 1
                } else {
                    position += 4
                }
                first = false
                continue
            }
            if byte < 0x80 {
                guard first ? JSCharacters.isASCIIIdentifierStart(byte) : JSCharacters.isASCIIIdentifierPart(byte) else { break }
                position += 1
            } else {
                let (scalar, length) = JSCharacters.scalar(in: bytes, at: position, limit: limit)
                guard let scalar, first ? JSCharacters.isIdentifierStart(scalar) : JSCharacters.isIdentifierPart(scalar) else { break }
                position += length
            }
            first = false
        }
        if first { throw JSSyntaxError(offset: position, message: "unexpected character") }
    }

    mutating func readNumber() throws(JSSyntaxError) {
        let start = position
        var isLegacyOctal = false
        if bytes[position] == UInt8(ascii: "0"), let next = peek(position + 1), "xXoObB".utf8.contains(next) {
            position += 2
            while let byte = peek(position), JSCharacters.isHexDigit(byte) || byte == UInt8(ascii: "_") { position += 1 }
            if peek(position) == UInt8(ascii: "n") { position += 1 }
        } else {
            if bytes[position] == UInt8(ascii: "0"), let next = peek(position + 1), JSCharacters.isDigit(next) { isLegacyOctal = true }
            while let byte = peek(position), JSCharacters.isDigit(byte) || byte == UInt8(ascii: "_") { position += 1 }
            if peek(position) == UInt8(ascii: "n") {
                position += 1
            } else {
                if peek(position) == UInt8(ascii: ".") {
                    position += 1
                    while let byte = peek(position), JSCharacters.isDigit(byte) || byte == UInt8(ascii: "_") { position += 1 }
                }
                if let byte = peek(position), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    position += 1
                    if let sign = self.peek(position), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
                    guard let digit = self.peek(position), JSCharacters.isDigit(digit) else { throw JSSyntaxError(offset: start, message: "invalid number") }
                    while let byte = self.peek(position), JSCharacters.isDigit(byte) { position += 1 }
                }
            }
        }
        if isLegacyOctal { throw JSSyntaxError(offset: start, message: "invalid number: a leading zero is not allowed in a module") }
        if let byte = peek(position), JSCharacters.isASCIIIdentifierStart(byte) || JSCharacters.isDigit(byte) {
            throw JSSyntaxError(offset: position, message: "a name directly after a number")
        }
    }

    mutating func readString() throws(JSSyntaxError) {
        let quote = bytes[position]
        let start = position
        position += 1
        while true {
            guard position < limit else { throw JSSyntaxError(offset: start, message: "a string that is never closed", atEnd: true) }
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return
            }
            if byte == 0x0A || byte == 0x0D {
                throw JSSyntaxError(offset: start, message: "a string that is never closed on its line")
            }
            if byte == UInt8(ascii: "\\") {
                position += 1
                if self.peek(position) == 0x0A {
                    try crossLine()
                    continue
                }
                if self.peek(position) == 0x0D { position += 1; if self.peek(position) == 0x0A { try crossLine() }; continue }
            }
            position += 1
        }
    }

    /// Reads template characters after a backtick or a substitution's `}`: true when a `${` ends the chunk.
    mutating func readTemplateChunk() throws(JSSyntaxError) -> Bool {
        let start = position
        while true {
            guard position < limit else { throw JSSyntaxError(offset: start, message: "a template literal that is never closed with `", atEnd: true) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "`"):
                position += 1
                return false
            case UInt8(ascii: "$") where self.peek(position + 1) == UInt8(ascii: "{"):
                position += 2
                return true
            case UInt8(ascii: "\\"):
                position += 1
                if self.peek(position) == 0x0A { try crossLine() } else { position += 1 }
            case 0x0A:
                try crossLine()
            default:
                position += 1
            }
        }
    }

    mutating func readRegex() throws(JSSyntaxError) {
        let start = position
        position += 1
        var inClass = false
        while true {
            guard position < limit, bytes[position] != 0x0A, bytes[position] != 0x0D else {
                throw JSSyntaxError(offset: start, message: "a regular expression that is never closed with /", atEnd: position >= limit)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true } else if byte == UInt8(ascii: "]") { inClass = false } else if byte == UInt8(ascii: "/") && !inClass {
                position += 1
                break
            }
            position += 1
        }
        while let byte = peek(position), JSCharacters.isASCIIIdentifierPart(byte) { position += 1 }
    }

    // MARK: Punctuators

    /// Punctuators longest first, each group by its first byte.
    static let punctuators: [UInt8: [[UInt8]]] = {
        let all = [">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=",
                   "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**", "<<", ">>",
                   "{", "}", "(", ")", "[", "]", ";", ",", "<", ">", "+", "-", "*", "/", "%", "&", "|", "^", "!", "~", "?", ":", "=", ".", "@"]
        var table: [UInt8: [[UInt8]]] = [:]
        for word in all { table[word.utf8.first!, default: []].append(Array(word.utf8)) }
        return table
    }()

    /// Whether a name starts at `position` (a letter of any script).
    func startsName(at position: Int) -> Bool {
        let (scalar, _) = JSCharacters.scalar(in: bytes, at: position, limit: limit)
        return scalar.map(JSCharacters.isIdentifierStart) ?? false
    }

    /// A punctuator; any other character is read as a token of its own, which no rule of
    /// the grammar accepts, so the parser says where it is (and a token read past the end of
    /// a value, as `export const meta = {…}` has, costs nothing).
    mutating func readPunctuator() throws(JSSyntaxError) {
        let byte = bytes[position]
        guard let candidates = Self.punctuators[byte] else {
            position += byte < 0x80 ? 1 : max(1, JSCharacters.scalar(in: bytes, at: position, limit: limit).1)
            return
        }
        for candidate in candidates where position + candidate.count <= limit && Self.matches(candidate, in: bytes, at: position) {
            // `a?.5:b` is a conditional, not optional chaining.
            if candidate == Self.optionalChaining, let after = self.peek(position + 2), JSCharacters.isDigit(after) { continue }
            position += candidate.count
            return
        }
    }

    private static let optionalChaining = Array("?.".utf8)

    /// Whether `bytes` hold `candidate` at `position` (which leaves room for it), byte by byte:
    /// no slice and no array is made per punctuator read.
    private static func matches(_ candidate: [UInt8], in bytes: [UInt8], at position: Int) -> Bool {
        for offset in candidate.indices where bytes[position + offset] != candidate[offset] { return false }
        return true
    }
}

/// A place in the code that is not JavaScript, with what was expected there.
struct JSSyntaxError: Error {
    /// The byte where the problem is.
    var offset: Int
    var message: String
    /// Whether more text could have made it right (the code ended first): an ESM block then
    /// takes the next paragraph too, as micromark's does.
    var atEnd = false
    /// Whether it is Handbook's own limit (nesting too deep), not the code's grammar: such
    /// code is JavaScript all the same, never MDX 1 text.
    var isLimit = false
}

/// Character classes of JavaScript source text.
enum JSCharacters {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_")
    }

    static func isASCIIIdentifierPart(_ byte: UInt8) -> Bool {
        isASCIIIdentifierStart(byte) || isDigit(byte)
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isASCIIIdentifierStart(UInt8(scalar.value)) : scalar.properties.isIDStart
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIIdentifierPart(UInt8(scalar.value)) }
        return scalar.properties.isIDContinue || scalar.value == 0x200C || scalar.value == 0x200D
    }

    /// The scalar whose UTF-8 starts at `position`, and its length in bytes; `nil` for bytes that are not UTF-8.
    static func scalar(in bytes: [UInt8], at position: Int, limit: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[position]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, position + length <= limit else { return (nil, 1) }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let byte = bytes[position + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }
}
