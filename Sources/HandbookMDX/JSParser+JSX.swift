extension JSParser {
    /// Where reading goes on after a JSX element: as an operand's end (`<a/> + 1` is rare but
    /// valid), or as a child of an enclosing element (JSX text follows).
    enum AfterJSX { case operatorPosition, child }

    /// A JSX element or fragment inside code (`{[<span key="a">it's</span>]}`), from its `<`.
    /// Inside it, quotes are text, `{…}` is code again, and `>` or `}` in text are errors, as
    /// acorn-jsx has them.
    mutating func jsxElement(afterwards: AfterJSX) throws(JSSyntaxError) {
        try enter()
        defer { depth -= 1 }
        let open = token.start
        scanner.position = token.end
        let name = try jsxTagName()
        var selfClosing = false
        if name != nil {
            while true {
                try jsxSpace()
                guard let byte = scanner.peek(scanner.position) else { throw JSSyntaxError(offset: scanner.position, message: "the tag is never closed with '>'", atEnd: true) }
                if byte == UInt8(ascii: "/") {
                    scanner.position += 1
                    try jsxSpace()
                    guard scanner.peek(scanner.position) == UInt8(ascii: ">") else { throw JSSyntaxError(offset: scanner.position, message: "expected '>' after '/'") }
                    scanner.position += 1
                    selfClosing = true
                    break
                }
                if byte == UInt8(ascii: ">") {
                    scanner.position += 1
                    break
                }
                if byte == UInt8(ascii: "{") {
                    // `{...props}`
                    try jsxExpressionContainer(spreadOnly: true)
                    continue
                }
                try jsxAttribute()
            }
        } else {
            try jsxSpace()
            guard scanner.peek(scanner.position) == UInt8(ascii: ">") else { throw JSSyntaxError(offset: scanner.position, message: "expected '>'") }
            scanner.position += 1
        }
        if !selfClosing {
            try jsxChildren(of: name, openedAt: open)
        }
        switch afterwards {
        case .operatorPosition: try nextOperator()
        case .child: break
        }
    }

    /// Skips white space and line endings between a tag's parts.
    mutating func jsxSpace() throws(JSSyntaxError) {
        _ = try scanner.skipTrivia()
    }

    /// A tag's name (`a`, `Foo.Bar`, `svg:rect`, `data-x`), or `nil` for a fragment's `<>`.
    mutating func jsxTagName() throws(JSSyntaxError) -> String? {
        try jsxSpace()
        guard let byte = scanner.peek(scanner.position), byte != UInt8(ascii: ">") else { return nil }
        let start = scanner.position
        try jsxIdentifier()
        try jsxSpace()
        if scanner.peek(scanner.position) == UInt8(ascii: ":") {
            scanner.position += 1
            try jsxSpace()
            try jsxIdentifier()
        } else {
            while scanner.peek(scanner.position) == UInt8(ascii: ".") {
                scanner.position += 1
                try jsxSpace()
                try jsxIdentifier()
                try jsxSpace()
            }
        }
        let end = scanner.position
        return String(decoding: scanner.bytes[start..<end], as: UTF8.self).filter { !$0.isWhitespace }
    }

    /// A JSX identifier: a JavaScript name that may also hold `-`.
    mutating func jsxIdentifier() throws(JSSyntaxError) {
        let start = scanner.position
        while scanner.position < scanner.limit {
            let byte = scanner.bytes[scanner.position]
            if byte < 0x80 {
                let fits = scanner.position == start ? JSCharacters.isASCIIIdentifierStart(byte) : JSCharacters.isASCIIIdentifierPart(byte) || byte == UInt8(ascii: "-")
                guard fits else { break }
                scanner.position += 1
            } else {
                let (scalar, length) = JSCharacters.scalar(in: scanner.bytes, at: scanner.position, limit: scanner.limit)
                guard let scalar, scanner.position == start ? JSCharacters.isIdentifierStart(scalar) : JSCharacters.isIdentifierPart(scalar) else { break }
                scanner.position += length
            }
        }
        if scanner.position == start {
            throw JSSyntaxError(offset: start, message: "expected a JSX name", atEnd: start >= scanner.limit)
        }
    }

    /// `name`, `name="text"`, `name={code}` or `name=<element />`.
    mutating func jsxAttribute() throws(JSSyntaxError) {
        try jsxIdentifier()
        try jsxSpace()
        if scanner.peek(scanner.position) == UInt8(ascii: ":") {
            scanner.position += 1
            try jsxSpace()
            try jsxIdentifier()
            try jsxSpace()
        }
        guard scanner.peek(scanner.position) == UInt8(ascii: "=") else { return }
        scanner.position += 1
        try jsxSpace()
        guard let byte = scanner.peek(scanner.position) else { throw JSSyntaxError(offset: scanner.position, message: "expected an attribute value", atEnd: true) }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            // JSX strings have no escapes and may run over lines.
            let start = scanner.position
            scanner.position += 1
            while true {
                guard let next = scanner.peek(scanner.position) else { throw JSSyntaxError(offset: start, message: "an attribute value that is never closed", atEnd: true) }
                if next == byte { break }
                if next == 0x0A { try scanner.crossLine() } else { scanner.position += 1 }
            }
            scanner.position += 1
        case UInt8(ascii: "{"):
            try jsxExpressionContainer(spreadOnly: false, allowsEmpty: false)
        case UInt8(ascii: "<"):
            token = JSScanner.Token(kind: .punctuator, start: scanner.position, end: scanner.position + 1, newlineBefore: false)
            try jsxElement(afterwards: .child)
        default:
            throw JSSyntaxError(offset: scanner.position, message: "expected an attribute value: \"text\", {code} or an element")
        }
    }

    /// `{…}` in JSX, from its `{`: code up to its `}`; a spread (`{...x}`) when `spreadOnly`.
    mutating func jsxExpressionContainer(spreadOnly: Bool, allowsEmpty: Bool = true) throws(JSSyntaxError) {
        let open = scanner.position
        scanner.position += 1
        try nextOperand()
        if spreadOnly {
            try expect("...")
            try assignment()
        } else if at("}") {
            guard allowsEmpty else { throw JSSyntaxError(offset: open, message: "an attribute's {…} must hold an expression") }
        } else if at("...") {
            try nextOperand()
            try assignment()
        } else {
            try expression()
        }
        guard at("}") else { throw unexpected("'}'") }
        scanner.position = token.end
    }

    /// Text, `{…}` and elements up to the closing tag of `name`.
    mutating func jsxChildren(of name: String?, openedAt open: Int) throws(JSSyntaxError) {
        while true {
            guard let byte = scanner.peek(scanner.position) else {
                throw JSSyntaxError(offset: open, message: "<\(name ?? "")> is never closed", atEnd: true)
            }
            switch byte {
            case UInt8(ascii: "<"):
                let start = scanner.position
                scanner.position += 1
                try jsxSpace()
                if scanner.peek(scanner.position) == UInt8(ascii: "/") {
                    scanner.position += 1
                    let closing = try jsxTagName()
                    try jsxSpace()
                    guard scanner.peek(scanner.position) == UInt8(ascii: ">") else { throw JSSyntaxError(offset: scanner.position, message: "expected '>'") }
                    guard closing == name else {
                        throw JSSyntaxError(offset: start, message: "expected the closing tag </\(name ?? "")>, not </\(closing ?? "")>")
                    }
                    scanner.position += 1
                    return
                }
                token = JSScanner.Token(kind: .punctuator, start: start, end: start + 1, newlineBefore: false)
                try jsxElement(afterwards: .child)
            case UInt8(ascii: "{"):
                try jsxExpressionContainer(spreadOnly: false)
            case UInt8(ascii: ">"), UInt8(ascii: "}"):
                let character = byte == UInt8(ascii: ">") ? ">" : "}"
                throw JSSyntaxError(offset: scanner.position, message: "'\(character)' in JSX text; write {'\(character)'} or \(byte == UInt8(ascii: ">") ? "&gt;" : "&rbrace;")")
            case 0x0A:
                try scanner.crossLine()
            default:
                scanner.position += 1
            }
        }
    }
}
