/// Reads JavaScript as MDX's reference parser does with acorn (ES2024 modules, with JSX):
/// enough to know where an expression, a tag's attribute value or an ESM block ends and
/// whether it is JavaScript at all, and where the first mistake is when it is not. Nothing
/// is run or built: the reader only accepts or rejects, and collects what the MDX layer
/// needs from ESM (the bindings imports make).
///
/// It is a recursive descent over `JSScanner`'s tokens. Function and class bodies are
/// skipped as balanced tokens (their statements are not checked); everything an expression
/// is made of is. Nesting is limited (`maximumDepth`), so hostile input cannot exhaust the
/// stack of the thread that reads the page: 32 levels of expressions, functions and
/// elements (about 15 of arrays in objects in arrays) — measured to fit a 512 KB stack in a
/// debug build, where frames are largest; docs nest a handful.
struct JSParser {
    var scanner: JSScanner
    /// The token being looked at.
    var token: JSScanner.Token
    /// How deep the expressions being read are nested.
    var depth = 0
    static let maximumDepth = 32

    init(bytes: [UInt8], from start: Int, limit: Int? = nil, resume: @escaping (Int) -> Int?) {
        scanner = JSScanner(bytes: bytes, from: start, limit: limit, resume: resume)
        token = JSScanner.Token(kind: .end, start: start, end: start, newlineBefore: false)
    }

    // MARK: Tokens

    /// Where the token before the current one ends.
    var previousEnd = 0
    /// Where the last binding read (`bindingIdentifier`) starts.
    var previousStart = 0

    /// Reads the next token where an expression may start (a `/` is a regular expression).
    mutating func nextOperand() throws(JSSyntaxError) {
        previousEnd = scanner.position
        token = try scanner.next(expressionAllowed: true)
    }

    /// Reads the next token after an operand (a `/` divides).
    mutating func nextOperator() throws(JSSyntaxError) {
        previousEnd = scanner.position
        token = try scanner.next(expressionAllowed: false)
    }

    func at(_ word: StaticString) -> Bool {
        (token.kind == .punctuator || token.kind == .name) && scanner.token(token, is: word)
    }

    var text: String { scanner.text(token) }

    func unexpected(_ expectation: String? = nil) -> JSSyntaxError {
        if token.kind == .end {
            return JSSyntaxError(offset: token.start, message: "the code ends before it is complete" + (expectation.map { "; expected \($0)" } ?? ""), atEnd: true)
        }
        return JSSyntaxError(offset: token.start, message: "unexpected '\(text.prefix(20))'" + (expectation.map { "; expected \($0)" } ?? ""))
    }

    /// Consumes `word` (read as a punctuator or a name), then reads on in operand position
    /// unless told otherwise.
    mutating func expect(_ word: StaticString, thenOperand: Bool = true) throws(JSSyntaxError) {
        guard at(word) else { throw unexpected("'\(word)'") }
        if thenOperand { try nextOperand() } else { try nextOperator() }
    }

    mutating func enter() throws(JSSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw JSSyntaxError(offset: token.start, message: "the code is nested too deeply for Handbook to read", isLimit: true) }
    }

    // MARK: Names

    static let reservedWords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum", "export", "extends",
        "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null", "return", "super", "switch", "this",
        "throw", "true", "try", "typeof", "var", "void", "while", "with",
        // Reserved in strict mode code, which a module is.
        "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield", "await",
    ]

    /// Whether the current token is a name that can be a binding or a reference.
    var isIdentifier: Bool {
        token.kind == .name && !Self.reservedWords.contains(text)
    }

    mutating func bindingIdentifier() throws(JSSyntaxError) -> String {
        guard isIdentifier else { throw unexpected("a name") }
        let name = text
        previousStart = token.start
        try nextOperator()
        return name
    }


}

extension JSParser {
    // MARK: Expressions

    /// `Expression`: assignments separated by commas.
    mutating func expression() throws(JSSyntaxError) {
        try assignment()
        while at(",") {
            try nextOperand()
            try assignment()
        }
    }

    /// `AssignmentExpression`: an arrow function, `yield`, or a conditional with an optional assignment.
    mutating func assignment() throws(JSSyntaxError) {
        try enter()
        defer { depth -= 1 }
        if token.kind == .name, at("async") {
            // `async x => …`, `async (x) => …`, or just a name or a call.
            let saved = self
            try nextOperator()
            if !token.newlineBefore, isIdentifier {
                _ = try bindingIdentifier()
                if at("=>") {
                    try arrowBody()
                    return
                }
                throw unexpected("'=>'")
            }
            self = saved
        }
        if isIdentifier {
            // `x => …`
            let saved = self
            try nextOperator()
            if at("=>"), !token.newlineBefore {
                try arrowBody()
                return
            }
            self = saved
        }
        let start = token
        let wasParenthesized = at("(") || at("async")
        try conditional()
        if at("=>") {
            // `(a, b) => …`: the parenthesized list was its parameters.
            guard wasParenthesized, !token.newlineBefore else { throw unexpected() }
            _ = start
            try arrowBody()
            return
        }
        if Self.assignmentOperators.contains(text), token.kind == .punctuator {
            try nextOperand()
            try assignment()
        }
    }

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^=", "&&=", "||=", "??="]

    /// After `=>`: a block (skipped) or an expression.
    mutating func arrowBody() throws(JSSyntaxError) {
        try nextOperand()
        if at("{") {
            try skipBlock()
        } else {
            try assignment()
        }
    }

    mutating func conditional() throws(JSSyntaxError) {
        try binary()
        if at("?") {
            try nextOperand()
            try assignment()
            try expect(":")
            try assignment()
        }
    }

    static let binaryPrecedence: [String: Int] = [
        "??": 1, "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "===": 6, "!==": 6,
        "<": 7, ">": 7, "<=": 7, ">=": 7, "instanceof": 7, "in": 7, "<<": 8, ">>": 8, ">>>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10, "**": 11,
    ]

    /// Binary operators, in one loop: precedence does not change what is accepted, only
    /// how it would be grouped, so the operands are read one after another.
    mutating func binary() throws(JSSyntaxError) {
        try unary()
        while (token.kind == .punctuator || token.kind == .name), Self.binaryPrecedence[text] != nil {
            try nextOperand()
            try unary()
        }
    }

    static let prefixOperators: Set<String> = ["!", "~", "+", "-", "++", "--", "typeof", "void", "delete", "await"]

    mutating func unary() throws(JSSyntaxError) {
        while (token.kind == .punctuator || token.kind == .name), Self.prefixOperators.contains(text) {
            try nextOperand()
        }
        try subscripts()
        // `a++`: only on the same line (otherwise the `++` belongs to the next statement).
        while (at("++") || at("--")), !token.newlineBefore {
            try nextOperator()
        }
    }

    /// A primary expression and what follows it: members, calls, tagged templates.
    mutating func subscripts() throws(JSSyntaxError) {
        try primary()
        while true {
            if at(".") {
                try nextOperator()
                guard token.kind == .name || token.kind == .privateName else { throw unexpected("a property name") }
                try nextOperator()
            } else if at("?.") {
                try nextOperand()
                if at("(") {
                    try arguments()
                } else if at("[") {
                    try nextOperand()
                    try expression()
                    try expect("]", thenOperand: false)
                } else if token.kind == .name || token.kind == .privateName {
                    try nextOperator()
                } else {
                    throw unexpected("a property name")
                }
            } else if at("[") {
                try nextOperand()
                try expression()
                try expect("]", thenOperand: false)
            } else if at("(") {
                try arguments()
            } else if token.kind == .template {
                try templateRest()
            } else {
                return
            }
        }
    }

    /// `(a, ...b)`: a call's arguments, from its `(`.
    mutating func arguments() throws(JSSyntaxError) {
        try nextOperand()
        while !at(")") {
            if at("...") { try nextOperand() }
            try assignment()
            guard at(",") else { break }
            try nextOperand()
        }
        try expect(")", thenOperand: false)
    }

    mutating func primary() throws(JSSyntaxError) {
        switch token.kind {
        case .number, .string, .regex:
            try nextOperator()
        case .template:
            try templateRest()
        case .privateName:
            // `#x in object`
            try nextOperator()
            guard at("in") else { throw unexpected("'in'") }
        case .name:
            try namePrimary()
        case .punctuator:
            if at("(") {
                try parenthesized()
            } else if at("[") {
                try array()
            } else if at("{") {
                try object()
            } else if at("<") {
                try jsxElement(afterwards: .operatorPosition)
            } else {
                throw unexpected("an expression")
            }
        case .end:
            throw unexpected("an expression")
        }
    }

    mutating func namePrimary() throws(JSSyntaxError) {
        switch text {
        case "this", "null", "true", "false", "super":
            try nextOperator()
        case "function":
            try function()
        case "async":
            let saved = self
            try nextOperator()
            if at("function"), !token.newlineBefore {
                try function()
            } else {
                self = saved
                try nextOperator()
            }
        case "class":
            try classExpression()
        case "new":
            try nextOperand()
            if at(".") {
                // `new.target`
                try nextOperator()
                guard at("target") else { throw unexpected("'target'") }
                try nextOperator()
                return
            }
            // `new X.y(args)`: the callee has no calls of its own.
            try enter()
            defer { depth -= 1 }
            if at("new") {
                try namePrimary()
            } else {
                try primary()
            }
            while at(".") || at("[") || token.kind == .template {
                if at(".") {
                    try nextOperator()
                    guard token.kind == .name || token.kind == .privateName else { throw unexpected("a property name") }
                    try nextOperator()
                } else if at("[") {
                    try nextOperand()
                    try expression()
                    try expect("]", thenOperand: false)
                } else {
                    try templateRest()
                }
            }
            if at("(") { try arguments() }
        case "import":
            // `import(x)` and `import.meta`.
            try nextOperator()
            if at(".") {
                try nextOperator()
                guard at("meta") else { throw unexpected("'meta'") }
                try nextOperator()
            } else if at("(") {
                try arguments()
            } else {
                throw unexpected("'(' or '.'")
            }
        default:
            guard isIdentifier || text == "let" || text == "yield" || text == "await" || text == "static" else {
                throw JSSyntaxError(offset: token.start, message: "'\(text)' is a reserved word; it cannot start an expression")
            }
            try nextOperator()
        }
    }

    /// `(…)`: a parenthesized expression or an arrow function's parameters (which may hold
    /// patterns, rest elements and a trailing comma; `=>` must then follow).
    mutating func parenthesized() throws(JSSyntaxError) {
        try enter()
        defer { depth -= 1 }
        let open = token
        try nextOperand()
        var onlyParameters = at(")")
        while !at(")") {
            if at("...") {
                try nextOperand()
                try assignment()
                onlyParameters = true
                break
            }
            try assignment()
            guard at(",") else { break }
            try nextOperand()
            if at(")") { onlyParameters = true }
        }
        try expect(")", thenOperand: false)
        if onlyParameters && !at("=>") {
            throw JSSyntaxError(offset: open.start, message: "'()' with nothing in it, a rest element or a trailing comma is only allowed before '=>'")
        }
    }

    mutating func array() throws(JSSyntaxError) {
        try enter()
        defer { depth -= 1 }
        try nextOperand()
        while !at("]") {
            if at(",") {
                // A hole.
                try nextOperand()
                continue
            }
            if at("...") { try nextOperand() }
            try assignment()
            guard at(",") else { break }
            try nextOperand()
        }
        try expect("]", thenOperand: false)
    }

    /// `{…}`: an object literal (shorthand initialisers are accepted, as in a pattern).
    mutating func object() throws(JSSyntaxError) {
        try enter()
        defer { depth -= 1 }
        try nextOperator()
        while !at("}") {
            if at("...") {
                try nextOperand()
                try assignment()
            } else {
                try property()
            }
            guard at(",") else { break }
            try nextOperator()
        }
        try expect("}", thenOperand: false)
    }

    mutating func property() throws(JSSyntaxError) {
        var isMethod = false
        // `get x()`, `set x(v)`, `async x()`, `*x()`, `async *x()`.
        if at("*") {
            try nextOperator()
            isMethod = true
        } else if token.kind == .name, at("get") || at("set") || at("async") {
            let saved = self
            try nextOperator()
            if at("*") { try nextOperator() }
            if at(",") || at(":") || at("(") || at("}") || at("=") {
                // It was the key itself (`{get: 1}`, `{async() {}}`, `{set}`).
                self = saved
            } else {
                isMethod = true
            }
        }
        let keyIsName = token.kind == .name
        let keyWasIdentifier = isIdentifier || at("await") || at("yield") || at("let")
        try propertyKey()
        if at("(") {
            try functionRest()
            return
        }
        if isMethod { throw unexpected("'('") }
        if at(":") {
            try nextOperand()
            try assignment()
            return
        }
        // Shorthand `{a}` and, in patterns, `{a = 1}`.
        guard keyIsName, keyWasIdentifier else { throw unexpected("':'") }
        if at("=") {
            try nextOperand()
            try assignment()
        }
    }

    mutating func propertyKey() throws(JSSyntaxError) {
        switch token.kind {
        case .name, .string, .number, .privateName:
            try nextOperator()
        case .punctuator where at("["):
            try nextOperand()
            try assignment()
            try expect("]", thenOperand: false)
        default:
            throw unexpected("a property name")
        }
    }

    /// `function name?(…) {…}`, from `function`.
    mutating func function() throws(JSSyntaxError) {
        try nextOperator()
        if at("*") { try nextOperator() }
        if token.kind == .name { try nextOperator() }
        guard at("(") else { throw unexpected("'('") }
        try functionRest()
    }

    /// A parameter list and a body, from the `(`: both skipped as balanced tokens.
    mutating func functionRest() throws(JSSyntaxError) {
        try skipBalanced(open: "(", close: ")")
        guard at("{") else { throw unexpected("'{'") }
        try skipBlock()
    }

    mutating func classExpression() throws(JSSyntaxError) {
        try nextOperator()
        if token.kind == .name, !at("extends") { try nextOperator() }
        if at("extends") {
            try nextOperand()
            try subscripts()
        }
        guard at("{") else { throw unexpected("'{'") }
        try skipBlock()
    }

    /// The rest of a template literal whose first chunk is the current token.
    mutating func templateRest() throws(JSSyntaxError) {
        var opens = token.opensSubstitution
        while opens {
            try nextOperand()
            try expression()
            guard at("}") else { throw unexpected("'}' to end the template's ${…}") }
            // The template goes on right after this `}`.
            scanner.position = token.end
            opens = try scanner.readTemplateChunk()
        }
        try nextOperator()
    }
}
