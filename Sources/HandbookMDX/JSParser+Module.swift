/// A binding an `import` makes (`Button` in `import Button from './Button.mdx'`, `Stories`
/// in `import * as Stories from './Button.stories'`), with the module it comes from.
struct ESMImport: Equatable {
    var binding: String
    var source: String
    /// Whether it is the module's default export (`import X from …`) rather than a namespace or a named export.
    var isDefault: Bool
    /// Where the binding is written.
    var offset: Int
}

/// Where a statement that is not an import or export starts, in an ESM block (MDX allows only those).
struct ESMStatementError: Error {
    var offset: Int
}

extension JSParser {
    /// Where `{…}` (the `{` at `open`) ends: the index after its `}`. `allowsEmpty`: whether
    /// nothing but comments may be inside (yes in text, no in an attribute's value);
    /// `spread`: an attribute like `{...props}`, which must be one spread and nothing else.
    static func endOfExpression(in bytes: [UInt8], at open: Int, allowsEmpty: Bool = true, spread: Bool = false,
                                resume: @escaping (Int) -> Int?) throws(JSSyntaxError) -> Int {
        var parser = JSParser(bytes: bytes, from: open + 1, resume: resume)
        try parser.nextOperand()
        if parser.at("}") {
            guard allowsEmpty else { throw JSSyntaxError(offset: open, message: "an attribute's {…} must hold an expression") }
            return parser.token.end
        }
        if spread {
            guard parser.at("...") else { throw JSSyntaxError(offset: parser.token.start, message: "only a spread ({...props}) can stand alone in a tag") }
            try parser.nextOperand()
            try parser.assignment()
            if parser.at(",") { throw JSSyntaxError(offset: parser.token.start, message: "only a single spread is supported") }
        } else {
            try parser.expression()
        }
        guard parser.at("}") else {
            if parser.token.kind == .end { throw JSSyntaxError(offset: open, message: "the expression is never closed with '}'", atEnd: true) }
            throw parser.unexpected("'}' to end the expression")
        }
        return parser.token.end
    }

    /// Where the JavaScript value starting at `start` (an object literal in
    /// `export const meta = {…}`) ends: the index after its last byte; `nil` when the code
    /// there is not a value, which a caller looking for one takes as no value there.
    static func endOfValue(in bytes: [UInt8], at start: Int) -> Int? {
        var parser = JSParser(bytes: bytes, from: start) { $0 + 1 }
        do {
            try parser.nextOperand()
            try parser.assignment()
            return parser.previousEnd
        } catch {
            return nil
        }
    }

    /// Reads an ESM block (`bytes[start..<limit]`): import and export declarations, nothing
    /// else. Returns the bindings its imports make.
    static func module(in bytes: [UInt8], from start: Int, limit: Int) throws(JSSyntaxError) -> Result<[ESMImport], ESMStatementError> {
        var parser = JSParser(bytes: bytes, from: start, limit: limit) { $0 + 1 }
        var imports: [ESMImport] = []
        try parser.nextOperand()
        while parser.token.kind != .end {
            let statement = parser.token.start
            if parser.at("import") {
                var probe = parser
                try probe.nextOperator()
                if probe.at("(") || probe.at(".") { return .failure(ESMStatementError(offset: statement)) }
                imports += try parser.importDeclaration()
            } else if parser.at("export") {
                try parser.exportDeclaration()
            } else {
                return .failure(ESMStatementError(offset: statement))
            }
        }
        return .success(imports)
    }

    /// The end of a statement: `;`, or a line ending, `}` or the end before the next token.
    mutating func semicolon() throws(JSSyntaxError) {
        if at(";") {
            try nextOperand()
        } else if !(token.kind == .end || token.newlineBefore || at("}")) {
            throw unexpected("the end of the statement")
        }
    }

    mutating func moduleSource() throws(JSSyntaxError) -> String {
        guard token.kind == .string else { throw unexpected("a module name in quotes") }
        let source = String(decoding: scanner.bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
        try nextOperator()
        return source
    }

    /// `import …` from `import`.
    mutating func importDeclaration() throws(JSSyntaxError) -> [ESMImport] {
        try nextOperator()
        if token.kind == .string {
            _ = try moduleSource()
            try semicolon()
            return []
        }
        var bindings: [(name: String, isDefault: Bool, offset: Int)] = []
        if isIdentifier {
            bindings.append((try bindingIdentifier(), true, previousStart))
            if at(",") {
                try nextOperator()
                guard at("*") || at("{") else { throw unexpected("'*' or '{'") }
            }
        }
        if at("*") {
            try nextOperator()
            guard at("as") else { throw unexpected("'as'") }
            try nextOperator()
            bindings.append((try bindingIdentifier(), false, previousStart))
        } else if at("{") {
            try nextOperator()
            while !at("}") {
                // `a`, `a as b`, `'a-b' as c`, `default as d`.
                guard token.kind == .name || token.kind == .string else { throw unexpected("a name") }
                let imported = text
                let importedAt = token.start
                let wasString = token.kind == .string
                try nextOperator()
                if at("as") {
                    try nextOperator()
                    bindings.append((try bindingIdentifier(), false, previousStart))
                } else {
                    guard !wasString, !Self.reservedWords.contains(imported) else { throw unexpected("'as'") }
                    bindings.append((imported, false, importedAt))
                }
                guard at(",") else { break }
                try nextOperator()
            }
            try expect("}", thenOperand: false)
        }
        guard !bindings.isEmpty else { throw unexpected("what to import") }
        guard at("from") else { throw unexpected("'from'") }
        try nextOperator()
        let source = try moduleSource()
        try semicolon()
        return bindings.map { ESMImport(binding: $0.name, source: source, isDefault: $0.isDefault, offset: $0.offset) }
    }

    /// `export …` from `export`.
    mutating func exportDeclaration() throws(JSSyntaxError) {
        try nextOperand()
        if at("default") {
            try nextOperand()
            if at("function") || at("class") {
                if at("function") { try function() } else { try classExpression() }
                if at(";") { try nextOperand() }
                return
            }
            if at("async") {
                var probe = self
                try probe.nextOperator()
                if probe.at("function"), !probe.token.newlineBefore {
                    self = probe
                    try function()
                    if at(";") { try nextOperand() }
                    return
                }
            }
            try assignment()
            try semicolon()
        } else if at("const") || at("let") || at("var") {
            try nextOperand()
            repeat {
                if at(",") { try nextOperand() }
                if at("{") { try object() } else if at("[") { try array() } else { _ = try bindingIdentifier() }
                if at("=") {
                    try nextOperand()
                    try assignment()
                }
            } while at(",")
            try semicolon()
        } else if at("function") {
            try function()
        } else if at("async") {
            try nextOperator()
            guard at("function"), !token.newlineBefore else { throw unexpected("'function'") }
            try function()
        } else if at("class") {
            try classExpression()
        } else if at("*") {
            try nextOperator()
            if at("as") {
                try nextOperator()
                guard token.kind == .name || token.kind == .string else { throw unexpected("a name") }
                try nextOperator()
            }
            guard at("from") else { throw unexpected("'from'") }
            try nextOperator()
            _ = try moduleSource()
            try semicolon()
        } else if at("{") {
            try nextOperator()
            while !at("}") {
                guard token.kind == .name || token.kind == .string else { throw unexpected("a name") }
                try nextOperator()
                if at("as") {
                    try nextOperator()
                    guard token.kind == .name || token.kind == .string else { throw unexpected("a name") }
                    try nextOperator()
                }
                guard at(",") else { break }
                try nextOperator()
            }
            try expect("}", thenOperand: false)
            if at("from") {
                try nextOperator()
                _ = try moduleSource()
            }
            try semicolon()
        } else {
            throw unexpected("a declaration, 'default', '{' or '*' after 'export'")
        }
    }
}
