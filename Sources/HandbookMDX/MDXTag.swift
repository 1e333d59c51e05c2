/// One JSX tag as written: `<DoDont>`, `</ DoDont >`, `<Meta title="Button" />`, `<>`.
///
/// Read as micromark-extension-mdx-jsx reads it: a `<` followed by white space or a line
/// ending is text; anything else after `<` is a tag, and a tag that breaks the grammar is an
/// error where it breaks (an HTML comment, an autolink, a `<3`), never text. White space,
/// line endings and (inside braces) any JavaScript may come between its parts; attribute
/// values are `"…"`/`'…'` without escapes, or `{…}` read by `JSParser`.
struct MDXTag {
    /// An attribute's value as written.
    enum Value {
        /// `open`: no value.
        case bare
        /// `title="Button"` or `title='Button'`.
        case text(String)
        /// `status={frontmatter.status}`: the expression between the braces.
        case expression(String)
    }

    /// The name (`Foo.Bar` and `svg:rect` without the spaces they may hold); empty for a fragment (`<>`, `</>`).
    var name: String
    var attributes: [(name: String, value: Value)] = []
    var isClosing = false
    var isSelfClosing = false
    /// The index after the tag's `>`.
    var end: Int

    /// What reading a `<` found.
    enum Reading {
        /// A tag.
        case tag(MDXTag)
        /// Not a tag: a `<` before white space is text (`a < b`).
        case text
    }

    /// A tag that breaks the grammar: where, and what to write instead.
    struct Problem: Error {
        var offset: Int
        var message: String
        var explanation: String?
        /// The text, or the paragraph, ended inside the tag: the tag is never closed.
        var atEnd = false
    }

    /// Reads the tag whose `<` is at `start`. `resume` moves past a line ending inside the
    /// tag onto the next line's content (after its container prefix), or says the tag may
    /// not go on there.
    static func read(_ bytes: [UInt8], at start: Int, resume: @escaping (Int) -> Int?) throws(Problem) -> Reading {
        var reader = MDXTagReader(bytes: bytes, position: start + 1, resume: resume)
        return try reader.read(start: start)
    }
}

/// The states of `MDXTag.read`.
private struct MDXTagReader {
    let bytes: [UInt8]
    var position: Int
    let resume: (Int) -> Int?

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func read(start: Int) throws(MDXTag.Problem) -> MDXTag.Reading {
        var tag = MDXTag(name: "", end: start)
        // A `<` before white space or a line ending is text (micromark deviates from JSX here).
        guard let first = peek(), first != 0x20, first != 0x09, first != 0x0A, first != 0x0D else {
            if peek() == nil { throw problem("the text ends after '<'", hint: Self.literalHint) }
            return .text
        }
        try space()
        if peek() == UInt8(ascii: "/") {
            tag.isClosing = true
            position += 1
            try space()
        }
        if peek() == UInt8(ascii: ">") {
            position += 1
            tag.end = position
            return .tag(tag)
        }
        tag.name = try name(closing: tag.isClosing)
        while true {
            try space()
            guard let byte = peek() else { throw problem("the tag <\(tag.name)> is never closed with '>'", hint: Self.literalHint, atEnd: true) }
            switch byte {
            case UInt8(ascii: ">"):
                position += 1
                tag.end = position
                return .tag(tag)
            case UInt8(ascii: "/"):
                guard !tag.isClosing else { throw problem("a closing tag </\(tag.name)> cannot also be self-closing", hint: "Write </\(tag.name)>.") }
                position += 1
                try space()
                guard peek() == UInt8(ascii: ">") else {
                    throw problem(unexpected("after '/'") + ", expected '>' to end the tag",
                                  hint: peek() == UInt8(ascii: "*") || peek() == UInt8(ascii: "/") ? "JavaScript comments are not allowed inside MDX tags." : nil)
                }
                position += 1
                tag.isSelfClosing = true
                tag.end = position
                return .tag(tag)
            case UInt8(ascii: "{"):
                guard !tag.isClosing else { throw problem("a closing tag </\(tag.name)> cannot have attributes", hint: "Give the attributes to the opening tag; write the closing tag as </\(tag.name)>.") }
                let open = position
                position = try expressionEnd(at: open, allowsEmpty: false, spread: true)
            default:
                guard !tag.isClosing else { throw problem("a closing tag </\(tag.name)> cannot have attributes", hint: "Give the attributes to the opening tag; write the closing tag as </\(tag.name)>.") }
                tag.attributes.append(try attribute())
            }
        }
    }

    static let literalHint = "In MDX a '<' followed by anything but a space starts a JSX tag; write \\< (or &lt;) for a literal one."

    func problem(_ message: String, hint: String?, atEnd: Bool = false) -> MDXTag.Problem {
        MDXTag.Problem(offset: min(position, bytes.count), message: message, explanation: hint, atEnd: atEnd)
    }

    /// `unexpected '!'` (or the end of the text) `where`.
    func unexpected(_ place: String) -> String {
        guard position < bytes.count else { return "the text ends \(place)" }
        if bytes[position] == 0x0A { return "a line ends \(place)" }
        let (scalar, _) = JSCharacters.scalar(in: bytes, at: position, limit: bytes.count)
        return "unexpected '\(scalar.map { String(Character($0)) } ?? "?")' \(place)"
    }

    /// White space and line endings (a line ending moves onto the next line's content).
    mutating func space() throws(MDXTag.Problem) {
        while let byte = peek() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                position += 1
            } else if byte == 0x0A {
                guard let next = resume(position) else {
                    throw problem("the tag goes on past the end of its paragraph, block quote or list item", hint: "Close the tag with '>' before the blank line, and keep its lines inside the block quote or list item.", atEnd: true)
                }
                position = next
            } else if byte >= 0x80, case let (scalar?, length) = JSCharacters.scalar(in: bytes, at: position, limit: bytes.count), scalar.properties.isWhitespace {
                position += length
            } else {
                return
            }
        }
    }

    /// One identifier of a name: a JavaScript name that may also hold `-`.
    mutating func identifier(start: Bool = true) -> Bool {
        let begin = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                let fits = position == begin ? JSCharacters.isASCIIIdentifierStart(byte) : (JSCharacters.isASCIIIdentifierPart(byte) || byte == UInt8(ascii: "-"))
                guard fits else { break }
                position += 1
            } else {
                let (scalar, length) = JSCharacters.scalar(in: bytes, at: position, limit: bytes.count)
                guard let scalar, position == begin ? JSCharacters.isIdentifierStart(scalar) : JSCharacters.isIdentifierPart(scalar) else { break }
                position += length
            }
        }
        return position > begin
    }

    /// A tag's name: `a`, `Foo.Bar.Baz` or `svg:rect`.
    mutating func name(closing: Bool) throws(MDXTag.Problem) -> String {
        var name = ""
        let start = position
        guard identifier() else {
            let byte = peek()
            if byte == UInt8(ascii: "!") {
                throw problem("an HTML comment (<!-- … -->) is not MDX", hint: "Write a comment as {/* … */}, or \\< for a literal '<'.")
            }
            throw problem(unexpected(closing ? "after '</'" : "after '<'") + ": a tag's name starts with a letter, '$' or '_'",
                          hint: Self.literalHint, atEnd: byte == nil)
        }
        name += String(decoding: bytes[start..<position], as: UTF8.self)
        try checkNameEnd()
        try space()
        if peek() == UInt8(ascii: ":") {
            position += 1
            try space()
            let local = position
            guard identifier() else {
                // `<https://…>`: an autolink, which MDX does not have.
                throw problem(unexpected("after ':' in the tag's name"), hint: "MDX has no autolinks: write a link as [text](https://…).")
            }
            name += ":" + String(decoding: bytes[local..<position], as: UTF8.self)
            try checkNameEnd()
        } else {
            while peek() == UInt8(ascii: ".") {
                position += 1
                try space()
                let member = position
                guard identifier() else { throw problem(unexpected("after '.' in the tag's name"), hint: "A member name goes on with a letter, '$' or '_' (<Layout.Section>).") }
                name += "." + String(decoding: bytes[member..<position], as: UTF8.self)
                try checkNameEnd()
                try space()
            }
        }
        return name
    }

    /// After a name: white space, `.`, `/`, `:`, `>`, `{`, or a line ending.
    func checkNameEnd() throws(MDXTag.Problem) {
        guard let byte = peek() else { throw problem("the tag is never closed with '>'", hint: Self.literalHint, atEnd: true) }
        if [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ">"), UInt8(ascii: "{")].contains(byte) { return }
        if byte >= 0x80, case let (scalar?, _) = JSCharacters.scalar(in: bytes, at: position, limit: bytes.count), scalar.properties.isWhitespace { return }
        if byte == UInt8(ascii: "@") {
            throw problem(unexpected("in the tag's name"), hint: "MDX has no autolinks: write an address as [name@example.com](mailto:name@example.com).")
        }
        throw problem(unexpected("in the tag's name"), hint: Self.literalHint)
    }

    /// `name`, `name="text"`, `name={code}`, `ns:name=…`.
    mutating func attribute() throws(MDXTag.Problem) -> (name: String, value: MDXTag.Value) {
        let start = position
        guard identifier() else {
            throw problem(unexpected("where an attribute's name should start"), hint: "Attribute names start with a letter, '$' or '_'; end the tag with '>' or '/>'.")
        }
        var name = String(decoding: bytes[start..<position], as: UTF8.self)
        try space()
        if peek() == UInt8(ascii: ":") {
            position += 1
            try space()
            let local = position
            guard identifier() else { throw problem(unexpected("after ':' in an attribute's name"), hint: "A namespaced attribute goes on with a letter, '$' or '_' (xlink:href).") }
            name += ":" + String(decoding: bytes[local..<position], as: UTF8.self)
            try space()
        }
        guard peek() == UInt8(ascii: "=") else { return (name, .bare) }
        position += 1
        try space()
        guard let byte = peek() else { throw problem("the text ends before the value of '\(name)'", hint: "Close the value with the quote it opens with.", atEnd: true) }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            // No escapes: the value runs to the next quote of the same kind, over lines if need be.
            let quoteAt = position
            position += 1
            var value: [UInt8] = []
            while true {
                guard let next = peek() else {
                    position = quoteAt
                    throw problem("the value of '\(name)' is never closed with \(byte == UInt8(ascii: "\"") ? "\"" : "'")", hint: "Close the value with the quote it opens with.", atEnd: true)
                }
                if next == byte { break }
                if next == 0x0A {
                    guard let resumed = resume(position) else {
                        throw problem("the value of '\(name)' goes on past the end of its paragraph or block", hint: "Close the value with the quote it opens with.", atEnd: true)
                    }
                    value.append(0x0A)
                    position = resumed
                    continue
                }
                value.append(next)
                position += 1
            }
            position += 1
            return (name, .text(String(decoding: value, as: UTF8.self)))
        case UInt8(ascii: "{"):
            let open = position
            position = try expressionEnd(at: open, allowsEmpty: false, spread: false)
            return (name, .expression(String(decoding: bytes[(open + 1)..<(position - 1)], as: UTF8.self)))
        default:
            throw problem(unexpected("as the value of '\(name)'") + "; a value is \"text\", 'text' or {expression}",
                          hint: byte == UInt8(ascii: "<") ? "To give an element as a value, write {<element />}." : nil)
        }
    }

    /// Where the `{…}` at `open` ends, or the problem JavaScript has with it.
    func expressionEnd(at open: Int, allowsEmpty: Bool, spread: Bool) throws(MDXTag.Problem) -> Int {
        do {
            return try JSParser.endOfExpression(in: bytes, at: open, allowsEmpty: allowsEmpty, spread: spread, resume: resume)
        } catch {
            throw MDXTag.Problem(offset: error.atEnd ? open : error.offset,
                                 message: error.atEnd ? "this attribute's {…} is never closed with '}'" : "this is not a JavaScript expression: \(error.message)",
                                 explanation: "Inside a tag, {…} holds JavaScript; write a value as \"text\" or a valid expression.", atEnd: false)
        }
    }
}
