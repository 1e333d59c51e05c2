import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The JavaScript and TypeScript grammar, with JSX: keywords, TypeScript's contextual
/// keywords and built-in types, capitalised names as types, strings, template literals whose
/// `${ … }` holds highlighted code (templates and JSX nest in it), numbers, comments,
/// decorators, regular-expression literals and JSX elements (tag names, attributes, `{ … }`
/// expressions; text children stay plain).
///
/// A `/` starts a regular expression and a `<` a JSX element only where an operand is
/// expected, which the previous significant token decides, as JavaScript tokenisers do: after
/// `(`, `=`, `return` or a line start, not after a name, a number or `)`. Plain TypeScript
/// has no JSX, so `<T>` there is always a type.
struct JavaScriptHighlighting: HighlightGrammar {
    /// The dialects the info words choose between.
    enum Dialect { case javascript, typescript, tsx }

    var scanner: HighlightScanner
    var dialect = Dialect.javascript

    /// Where the scan is: code (counting the braces it opened), a template literal's text,
    /// inside a JSX tag's `<…>`, or among a JSX element's children.
    private enum Context { case code(braces: Int), template, tag, children }
    private var contexts: [Context] = [.code(braces: 0)]
    /// Whether the previous significant token leaves an operand to come (so `/` is a regex).
    private var expectsOperand = true
    /// The end of the line on which a regex literal was found unclosed: the rest of that line
    /// is not tried again, which keeps the scan linear.
    private var regexGivenUpBefore = -1

    init(scanner: HighlightScanner) {
        self.scanner = scanner
    }

    static func html(_ code: String, dialect: Dialect) -> String {
        var grammar = Self(scanner: HighlightScanner(code))
        grammar.dialect = dialect
        return grammar.run()
    }

    /// Nesting deeper than this (templates in JSX in templates …) is scanned as plain code.
    private static let maximumDepth = 64

    private var allowsJSX: Bool { dialect != .typescript }
    private var vocabulary: HighlightVocabulary { dialect == .javascript ? Self.javaScriptWords : Self.typeScriptWords }

    mutating func step() {
        switch contexts.last ?? .code(braces: 0) {
        case .code(let braces): stepCode(braces: braces)
        case .template: scanTemplateText()
        case .tag: stepTag()
        case .children: stepChildren()
        }
    }

    // MARK: Code

    private mutating func stepCode(braces: Int) {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case _ where byte.isWhitespace:
            scanner.skip { $0.isWhitespace }
        case UInt8(ascii: "/") where scanner.matches("//") || scanner.matches("/*"):
            scanner.markCComment()
        case UInt8(ascii: "#") where start == 0 && scanner.matches("#!"):
            scanner.markLineComment()
        case UInt8(ascii: "/") where expectsOperand && start > regexGivenUpBefore:
            scanRegex()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            scanner.markQuoted(closedBy: byte)
            expectsOperand = false
        case UInt8(ascii: "`") where canNest:
            scanner.position += 1
            contexts.append(.template)
            scanTemplateText(from: start)
        case UInt8(ascii: "`"):
            scanner.markQuoted(closedBy: byte, acrossLines: true)
            expectsOperand = false
        case UInt8(ascii: "{"):
            scanner.position += 1
            contexts[contexts.count - 1] = .code(braces: braces + 1)
            expectsOperand = true
        case UInt8(ascii: "}"):
            closeBrace(braces: braces)
        case UInt8(ascii: "<") where allowsJSX && expectsOperand && canNest && startsJSXElement():
            scanner.position += 1
            scanTagName()
            contexts.append(.tag)
        case UInt8(ascii: "@") where scanner.peek(1)?.isIdentifierStart == true:
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte || $0 == UInt8(ascii: ".") }
            scanner.mark(.attribute, from: start)
        case _ where byte.isDigit, UInt8(ascii: ".") where scanner.peek(1)?.isDigit == true && expectsOperand:
            scanner.skipNumber()
            scanner.mark(.number, from: start)
            expectsOperand = false
        case _ where byte.isIdentifierStart || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "#"):
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte || $0 == UInt8(ascii: "$") }
            scanIdentifier(from: start)
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            scanner.position += 1
            expectsOperand = false
        case UInt8(ascii: "+") where scanner.peek(1) == byte, UInt8(ascii: "-") where scanner.peek(1) == byte:
            // `a++ / 2` divides: an increment leaves the operand where it was.
            scanner.position += 2
        default:
            scanner.position += 1
            expectsOperand = true
        }
    }

    private mutating func scanIdentifier(from start: Int) {
        var words = vocabulary
        if scanner.peek() == UInt8(ascii: ":"), scanner.word(from: start, to: scanner.position) != "default" {
            // A keyword written as an object key (`{ class: "a", type: "b" }`) is a name.
            words.keywords = []
            words.contextualKeywords = []
            words.types = []
        } else if !isInTypePosition(start) {
            // A built-in type's name elsewhere is a variable (`const number = 1`, `String(number)`).
            words.types = []
        }
        let token = scanner.markWord(from: start, in: words)
        let word = token == .keyword ? scanner.word(from: start, to: scanner.position) : nil
        expectsOperand = token == .keyword && !Self.operandKeywords.contains(word ?? "")
    }

    /// Whether the word at `start..<cursor` sits where a type is written: after `:`, `|`, `&`
    /// or `<`, or before `[]`, `>`, `|` or `&` (`x: string`, `Array<number>`, `string[]`).
    private func isInTypePosition(_ start: Int) -> Bool {
        if let before = scanner.previousNonBlank(before: start), Self.typeOpeners.contains(before) { return true }
        if let after = scanner.nextNonBlank(), Self.typeClosers.contains(after) { return true }
        return false
    }

    private static let typeOpeners: Set<UInt8> = [UInt8(ascii: ":"), UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "<")]
    private static let typeClosers: Set<UInt8> = [UInt8(ascii: "["), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "&")]

    /// A `/` where an operand is expected: a regex literal up to its closing `/` (not one inside
    /// a `[…]` class) and its flags, or, unclosed on its line, a plain `/`.
    private mutating func scanRegex() {
        let start = scanner.position
        scanner.position += 1
        var inClass = false
        while let byte = scanner.peek(), !byte.isLineEnd {
            scanner.position += 1
            switch byte {
            case UInt8(ascii: "\\"):
                if let escaped = scanner.peek(), !escaped.isLineEnd { scanner.position += 1 }
            case UInt8(ascii: "["):
                inClass = true
            case UInt8(ascii: "]"):
                inClass = false
            case UInt8(ascii: "/") where !inClass:
                scanner.skip { $0.isIdentifierByte }
                scanner.mark(.string, from: start)
                expectsOperand = false
                return
            default:
                break
            }
        }
        regexGivenUpBefore = scanner.position
        scanner.position = start + 1
        expectsOperand = true
    }

    /// A `}` that closes a brace the code opened, or the `${ … }` / `{ … }` the code sits in.
    private mutating func closeBrace(braces: Int) {
        scanner.position += 1
        if braces > 0 {
            contexts[contexts.count - 1] = .code(braces: braces - 1)
            expectsOperand = false
            return
        }
        guard contexts.count > 1 else {
            expectsOperand = false
            return
        }
        contexts.removeLast()
        scanner.mark(.punctuation, from: scanner.position - 1)
        if case .template = contexts.last { scanTemplateText() }
    }

    /// Opens a `{ … }` expression whose brace is just behind the cursor, unless nesting is
    /// already at its limit (then the brace is only marked and the scan stays where it was).
    private mutating func enterExpression() {
        if contexts.count < Self.maximumDepth { contexts.append(.code(braces: 0)) }
        scanner.mark(.punctuation, from: scanner.position - 1)
        expectsOperand = true
    }

    private var canNest: Bool { contexts.count < Self.maximumDepth }

    // MARK: Template literals

    /// Template text from `start` (default: the cursor) as a string, up to the closing
    /// backtick (which ends the template) or a `${` (which opens code).
    private mutating func scanTemplateText(from start: Int? = nil) {
        let start = start ?? scanner.position
        while let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "\\"):
                scanner.position += min(2, scanner.bytes.count - scanner.position)
            case UInt8(ascii: "`"):
                scanner.position += 1
                scanner.mark(.string, from: start)
                leave()
                return
            case UInt8(ascii: "$") where scanner.peek(1) == UInt8(ascii: "{") && canNest:
                scanner.mark(.string, from: start)
                scanner.position += 2
                scanner.mark(.punctuation, from: scanner.position - 2)
                contexts.append(.code(braces: 0))
                expectsOperand = true
                return
            default:
                scanner.position += 1
            }
        }
        scanner.mark(.string, from: start)
    }

    /// Ends the innermost template or element: the code around it has its operand.
    private mutating func leave() {
        if contexts.count > 1 { contexts.removeLast() }
        expectsOperand = false
    }

    // MARK: JSX

    /// Whether the `<` at the cursor opens a JSX element or fragment rather than a TSX generic
    /// (`<T,>`, `<T extends U>`).
    private func startsJSXElement() -> Bool {
        guard let next = scanner.peek(1) else { return false }
        if next == UInt8(ascii: ">") { return true }
        guard next.isIdentifierStart else { return false }
        guard dialect == .tsx else { return true }
        var offset = 1
        while let byte = scanner.peek(offset), byte.isIdentifierByte { offset += 1 }
        while let byte = scanner.peek(offset), byte.isBlank { offset += 1 }
        let generic = scanner.peek(offset) == UInt8(ascii: ",") || scanner.matches("extends ", at: offset)
        return !generic
    }

    /// Marks the tag name at the cursor (`Button`, `Menu.Item`, `svg:path`, `my-element`); a fragment has none.
    private mutating func scanTagName() {
        let start = scanner.position
        scanner.skip { $0.isIdentifierByte || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "$") }
        scanner.mark(.tag, from: start)
    }

    /// Inside `<Name …>`: attribute names, quoted values (which may span lines and take no
    /// escapes), `{ … }` expressions and spreads, up to `>` (children follow) or `/>`.
    private mutating func stepTag() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: ">"):
            scanner.position += 2
            leave()
        case UInt8(ascii: ">"):
            scanner.position += 1
            contexts[contexts.count - 1] = .children
        case UInt8(ascii: "/") where scanner.matches("//") || scanner.matches("/*"):
            scanner.markCComment()
        case UInt8(ascii: "{"):
            scanner.position += 1
            enterExpression()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            scanner.markQuoted(closedBy: byte, acrossLines: true, escapes: false)
        case UInt8(ascii: "<"):
            // A tag left open: what follows is read again as code.
            contexts.removeLast()
            expectsOperand = true
        case _ where byte.isIdentifierStart:
            scanner.skip { $0.isIdentifierByte || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") }
            scanner.mark(.attribute, from: start)
        default:
            scanner.position += 1
        }
    }

    /// A JSX element's children: plain text, `{ … }` expressions, nested elements and the closing tag.
    private mutating func stepChildren() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "{"):
            scanner.position += 1
            enterExpression()
        case UInt8(ascii: "<") where scanner.peek(1) == UInt8(ascii: "/"):
            scanner.position += 2
            scanTagName()
            scanner.skip { $0.isWhitespace }
            if scanner.peek() == UInt8(ascii: ">") { scanner.position += 1 }
            leave()
        case UInt8(ascii: "<") where canNest && (scanner.peek(1) == UInt8(ascii: ">") || scanner.peek(1)?.isIdentifierStart == true):
            scanner.position += 1
            scanTagName()
            contexts.append(.tag)
        default:
            scanner.position += 1
            scanner.skip { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "<") }
        }
    }

    // MARK: Words

    /// Keywords after which an operand has been given, so a `/` divides (`this / 2`).
    private static let operandKeywords: Set<String> = ["this", "super"]

    private static let keywords: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete",
        "do", "else", "enum", "export", "extends", "finally", "for", "function", "if", "implements",
        "import", "in", "instanceof", "let", "new", "return", "static", "super", "switch", "this",
        "throw", "try", "typeof", "var", "void", "while", "with", "yield",
    ]
    private static let contextualKeywords: Set<String> = ["as", "async", "from", "get", "of", "set"]

    /// TypeScript's contextual keywords (typescriptlang.org handbook; the compiler's `SyntaxKind`).
    private static let typeScriptContextualKeywords: Set<String> = [
        "abstract", "accessor", "asserts", "declare", "infer", "interface", "is", "keyof", "module",
        "namespace", "override", "private", "protected", "public", "readonly", "satisfies", "type", "unique",
    ]

    static let javaScriptWords = HighlightVocabulary(
        keywords: keywords, contextualKeywords: contextualKeywords,
        literals: ["true", "false", "null", "undefined", "NaN", "Infinity"])

    static let typeScriptWords = HighlightVocabulary(
        keywords: keywords, contextualKeywords: contextualKeywords.union(typeScriptContextualKeywords),
        literals: javaScriptWords.literals,
        types: ["any", "bigint", "boolean", "never", "number", "object", "string", "symbol", "unknown"])
}
