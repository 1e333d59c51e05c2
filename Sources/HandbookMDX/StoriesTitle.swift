/// The `title` of a Storybook stories file's default export (`export default { title:
/// 'Components/Button' }`, or `const meta = { title: … } satisfies Meta; export default
/// meta`), read from its tokens with no JavaScript (or TypeScript) runtime: the title Storybook
/// would give the docs page that says `<Meta of={Stories} />`.
public enum StoriesTitle {
    /// The title, and the byte where its string starts; `nil` when the file has none written
    /// as a string (Storybook then makes one from the file's path).
    public static func read(_ text: String) -> (title: String, offset: Int)? {
        let bytes = Array(text.utf8)
        let tokens = Self.tokens(bytes)
        guard let export = tokens.indices.first(where: { isWord(tokens[$0], "export", bytes) && $0 + 1 < tokens.count && isWord(tokens[$0 + 1], "default", bytes) }),
              export + 2 < tokens.count else { return nil }
        let value = tokens[export + 2]
        if isWord(value, "{", bytes) { return title(inObjectAt: export + 2, tokens: tokens, bytes: bytes) }
        guard value.kind == .name else { return nil }
        // `export default meta`: the object `meta` was declared with.
        let name = bytes[value.start..<value.end]
        for index in tokens.indices.dropLast() where (isWord(tokens[index], "const", bytes) || isWord(tokens[index], "let", bytes) || isWord(tokens[index], "var", bytes))
            && bytes[tokens[index + 1].start..<tokens[index + 1].end].elementsEqual(name) {
            // Past a type annotation to `=`, then the object.
            var probe = index + 2
            while probe < tokens.count, !isWord(tokens[probe], "=", bytes), !isWord(tokens[probe], ";", bytes) { probe += 1 }
            guard probe + 1 < tokens.count, isWord(tokens[probe], "=", bytes), isWord(tokens[probe + 1], "{", bytes) else { return nil }
            return title(inObjectAt: probe + 1, tokens: tokens, bytes: bytes)
        }
        return nil
    }

    /// `title: '…'` at the top level of the object whose `{` is token `open`.
    static func title(inObjectAt open: Int, tokens: [JSScanner.Token], bytes: [UInt8]) -> (title: String, offset: Int)? {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuator, token.end - token.start == 1 {
                switch bytes[token.start] {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return nil }
                default: break
                }
            }
            if depth == 1, token.kind == .name || token.kind == .string, index + 2 < tokens.count, isWord(tokens[index + 1], ":", bytes),
               String(decoding: bytes[token.start..<token.end], as: UTF8.self).trimmingCharacters(in: "'\"") == "title" {
                let value = tokens[index + 2]
                guard value.kind == .string || (value.kind == .template && !value.opensSubstitution) else { return nil }
                guard case .string(let title) = MDXLiteral.parse(Substring(decoding: bytes[value.start..<value.end], as: UTF8.self)) else { return nil }
                return (title, value.start)
            }
            index += 1
        }
        return nil
    }

    static func isWord(_ token: JSScanner.Token, _ word: String, _ bytes: [UInt8]) -> Bool {
        token.end - token.start == word.utf8.count && bytes[token.start..<token.end].elementsEqual(word.utf8)
    }

    /// The file's tokens, a `/` read as a regular expression where an operand may start.
    /// Reading stops at the first thing that is not a token (TypeScript is mostly tokens
    /// JavaScript has); the tokens before it are the answer.
    static func tokens(_ bytes: [UInt8]) -> [JSScanner.Token] {
        var scanner = JSScanner(bytes: bytes, from: 0) { $0 + 1 }
        var tokens: [JSScanner.Token] = []
        do {
            try read(&tokens, from: &scanner, bytes: bytes)
        } catch {
            // Not JavaScript past here (TypeScript's own syntax, a template never closed): what came before is read.
        }
        return tokens
    }

    /// Appends what `scanner` reads up to the file's end (at most 200,000 tokens); throws
    /// where the code stops being JavaScript, the tokens before that kept.
    private static func read(_ tokens: inout [JSScanner.Token], from scanner: inout JSScanner, bytes: [UInt8]) throws(JSSyntaxError) {
        var operand = true
        while tokens.count < 200_000 {
            var token = try scanner.next(expressionAllowed: operand)
            if token.kind == .end { return }
            if token.kind == .template {
                var opens = token.opensSubstitution
                while opens {
                    skipSubstitution(&scanner, bytes: bytes)
                    opens = try scanner.readTemplateChunk()
                }
                token.end = scanner.position
            }
            tokens.append(token)
            switch token.kind {
            case .name: operand = ["return", "typeof", "case", "in", "of", "new", "delete", "void", "throw", "yield", "await", "export", "default"].contains(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
            case .punctuator:
                let byte = bytes[token.start]
                operand = !(token.end - token.start == 1 && (byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")))
            default: operand = false
            }
        }
    }

    /// Moves past the code of a template's substitution (`${…}`) as balanced braces, to the
    /// `}` that closes it or the file's end; the template's text is read on from there.
    private static func skipSubstitution(_ scanner: inout JSScanner, bytes: [UInt8]) {
        var depth = 0
        do {
            while true {
                let inner = try scanner.next(expressionAllowed: true)
                guard inner.kind != .end else { return }
                guard inner.kind == .punctuator, inner.end - inner.start == 1 else { continue }
                if bytes[inner.start] == UInt8(ascii: "{") { depth += 1 }
                if bytes[inner.start] == UInt8(ascii: "}") {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
        } catch {
            // Code in the substitution that is not JavaScript: the template's text is read on from where reading stopped.
        }
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        var result = Substring(self)
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return String(result)
    }
}
