extension JSParser {
    /// Skips a `{…}` block (a function or class body) from its `{` as balanced tokens,
    /// reading strings, templates, regular expressions and JSX as such so that the braces
    /// and quotes in them do not count; ends on the token after the `}`.
    mutating func skipBlock() throws(JSSyntaxError) {
        try skipBalanced(open: "{", close: "}")
    }

    /// Skips from the current `open` token to its matching `close`, then reads the next
    /// token in operator position.
    mutating func skipBalanced(open: StaticString, close: StaticString) throws(JSSyntaxError) {
        guard at(open) else { throw unexpected("'\(open)'") }
        try enter()
        defer { depth -= 1 }
        let start = token
        // The brackets open inside, innermost last.
        var closers: [UInt8] = [close.utf8Start.pointee]
        // Whether an operand may start at the next token: decides `/` and `<`.
        var operand = true
        try nextOperand()
        while true {
            switch token.kind {
            case .end:
                throw JSSyntaxError(offset: start.start, message: "'\(open)' is never closed with '\(close)'", atEnd: true)
            case .template:
                var opens = token.opensSubstitution
                while opens {
                    // The substitution is itself balanced code up to its `}`.
                    try nextOperand()
                    try skipUntilSubstitutionEnd()
                    scanner.position = token.end
                    opens = try scanner.readTemplateChunk()
                }
                operand = false
            case .punctuator:
                let byte = scanner.bytes[token.start]
                if token.end - token.start == 1, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                    closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : byte == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]"))
                    operand = true
                } else if token.end - token.start == 1, byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    guard closers.last == byte else { throw unexpected() }
                    closers.removeLast()
                    if closers.isEmpty {
                        try nextOperator()
                        return
                    }
                    // After `)` an operator is likelier (`(a) / 2`); after a block's `}` a statement.
                    operand = byte != UInt8(ascii: ")") && byte != UInt8(ascii: "]")
                } else if byte == UInt8(ascii: "<"), token.end - token.start == 1, operand {
                    try jsxElement(afterwards: .child)
                    operand = false
                    try nextOperator()
                    continue
                } else {
                    operand = !(at("++") || at("--"))
                }
            case .name:
                operand = Self.operandFollows.contains(text)
            case .number, .string, .regex, .privateName:
                operand = false
            }
            if operand { try nextOperand() } else { try nextOperator() }
        }
    }

    /// Keywords after which an expression starts (so `/` there begins a regular expression).
    static let operandFollows: Set<String> = ["return", "typeof", "case", "do", "else", "in", "instanceof", "new", "delete", "void", "throw", "yield", "await", "of"]

    /// Skips code inside a template's `${…}` up to the `}` that ends it (the current token).
    mutating func skipUntilSubstitutionEnd() throws(JSSyntaxError) {
        var nesting = 0
        var operand = true
        while true {
            switch token.kind {
            case .end:
                throw JSSyntaxError(offset: token.start, message: "a template's ${ is never closed", atEnd: true)
            case .punctuator:
                if at("{") || at("(") || at("[") {
                    nesting += 1
                    operand = true
                } else if at("}") || at(")") || at("]") {
                    if nesting == 0 && at("}") { return }
                    nesting -= 1
                    operand = false
                } else if at("<") && operand {
                    try jsxElement(afterwards: .child)
                    try nextOperator()
                    operand = false
                    continue
                } else {
                    operand = true
                }
            case .template:
                // A template inside: read it whole.
                try templateRest()
                operand = false
                continue
            case .name:
                operand = Self.operandFollows.contains(text)
            default:
                operand = false
            }
            if operand { try nextOperand() } else { try nextOperator() }
        }
    }
}
