import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The grammar of Go, Java and Rust, which write comments, strings and numbers alike:
/// keywords, built-in types and capitalised names as types, `true`/`false`/`nil`/`null`,
/// `//` and `/* */` comments (nested in Rust), strings and characters, and numbers. Besides:
/// Go's backtick raw strings; Java's `"""` text blocks and `@` annotations; Rust's raw strings
/// (`r#"…"#`), byte strings, lifetimes (`'a`, told from the character `'a'`), `#[…]`
/// attributes and `name!` macros.
struct CFamilyHighlighting: HighlightGrammar {
    /// The language the info word chose.
    enum Dialect { case go, java, rust }

    var scanner: HighlightScanner
    var dialect = Dialect.go

    init(scanner: HighlightScanner) {
        self.scanner = scanner
    }

    static func html(_ code: String, dialect: Dialect) -> String {
        var grammar = Self(scanner: HighlightScanner(code))
        grammar.dialect = dialect
        return grammar.run()
    }

    mutating func step() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "/") where scanner.matches("//") || scanner.matches("/*"):
            if dialect == .rust { scanner.markLineOrNestedComment() } else { scanner.markCComment() }
        case UInt8(ascii: "\"") where dialect == .java && scanner.matches("\"\"\""):
            scanner.position += 3
            scanner.skip(through: "\"\"\"")
            scanner.mark(.string, from: start)
        case UInt8(ascii: "\""):
            scanner.markQuoted(closedBy: byte, acrossLines: dialect == .rust)
        case UInt8(ascii: "`") where dialect == .go:
            scanner.markQuoted(closedBy: byte, acrossLines: true, escapes: false)
        case UInt8(ascii: "'") where dialect == .rust:
            scanQuoteOrLifetime()
        case UInt8(ascii: "'"):
            scanner.markQuoted(closedBy: byte)
        case UInt8(ascii: "@") where dialect == .java && scanner.peek(1)?.isIdentifierStart == true:
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte || $0 == UInt8(ascii: ".") }
            scanner.mark(.attribute, from: start)
        case UInt8(ascii: "#") where dialect == .rust && (scanner.peek(1) == UInt8(ascii: "[") || scanner.matches("#![")):
            scanner.skip { $0 != UInt8(ascii: "]") && !$0.isLineEnd }
            if scanner.peek() == UInt8(ascii: "]") { scanner.position += 1 }
            scanner.mark(.attribute, from: start)
        case UInt8(ascii: "r") where dialect == .rust && startsRawString(at: 1),
             UInt8(ascii: "b") where dialect == .rust && scanner.peek(1) == UInt8(ascii: "r") && startsRawString(at: 2):
            scanRawString()
        case UInt8(ascii: "b") where dialect == .rust && (scanner.peek(1) == UInt8(ascii: "\"") || scanner.peek(1) == UInt8(ascii: "'")):
            scanner.position += 1
            scanner.skipQuoted(closedBy: scanner.peek() ?? 0)
            scanner.mark(.string, from: start)
        case _ where byte.isDigit:
            scanner.skipNumber()
            scanner.mark(.number, from: start)
        case _ where byte.isIdentifierStart:
            scanner.skip { $0.isIdentifierByte }
            scanIdentifier(from: start)
        default:
            scanner.position += 1
        }
    }

    private mutating func scanIdentifier(from start: Int) {
        if dialect == .rust, scanner.peek() == UInt8(ascii: "!"), scanner.peek(1) != UInt8(ascii: "=") {
            scanner.position += 1
            scanner.mark(.attribute, from: start)
            return
        }
        var words = vocabulary
        // An exported Go function (`fmt.Println(…)`) is capitalised but not a type.
        if dialect == .go, scanner.peek() == UInt8(ascii: "(") { words.capitalisedNamesAreTypes = false }
        scanner.markWord(from: start, in: words)
    }

    /// In Rust, `'` starts a character (`'a'`, `'\n'`, `'\u{1F600}'`, `'é'`) or a lifetime (`'a`, `'static`).
    private mutating func scanQuoteOrLifetime() {
        let start = scanner.position
        if scanner.peek(1) == UInt8(ascii: "\\") {
            scanner.markQuoted(closedBy: UInt8(ascii: "'"))
            return
        }
        // One character, however many bytes, then the closing quote: a character literal.
        var offset = 2
        if let first = scanner.peek(1), first >= 0xC0 {
            while let byte = scanner.peek(offset), byte & 0xC0 == 0x80 { offset += 1 }
        }
        if scanner.peek(1).map({ !$0.isLineEnd }) == true, scanner.peek(offset) == UInt8(ascii: "'") {
            scanner.position += offset + 1
            scanner.mark(.string, from: start)
        } else if scanner.peek(1)?.isIdentifierStart == true {
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte }
            scanner.mark(.type, from: start)
        } else {
            scanner.position += 1
        }
    }

    /// Whether `r"`, `r#"`, `r##"` … starts `offset` bytes past the cursor's `r` or `br`.
    private func startsRawString(at offset: Int) -> Bool {
        var offset = offset
        while scanner.peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return scanner.peek(offset) == UInt8(ascii: "\"")
    }

    /// `r#"…"#`: no escapes, closed by a quote and as many `#`s as opened it; may span lines.
    private mutating func scanRawString() {
        let start = scanner.position
        scanner.skip { $0 == UInt8(ascii: "b") || $0 == UInt8(ascii: "r") }
        var hashes = 0
        while scanner.peek() == UInt8(ascii: "#") {
            hashes += 1
            scanner.position += 1
        }
        scanner.position += 1
        while let byte = scanner.peek() {
            scanner.position += 1
            if byte == UInt8(ascii: "\""), (0..<hashes).allSatisfy({ scanner.peek($0) == UInt8(ascii: "#") }) {
                scanner.position += hashes
                break
            }
        }
        scanner.mark(.string, from: start)
    }

    private var vocabulary: HighlightVocabulary {
        switch dialect {
        case .go: Self.goWords
        case .java: Self.javaWords
        case .rust: Self.rustWords
        }
    }

    /// The Go specification's keywords, predeclared types and constants.
    static let goWords = HighlightVocabulary(
        keywords: [
            "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for",
            "func", "go", "goto", "if", "import", "interface", "map", "package", "range", "return", "select",
            "struct", "switch", "type", "var",
        ],
        literals: ["true", "false", "nil", "iota"],
        types: [
            "any", "bool", "byte", "comparable", "complex64", "complex128", "error", "float32", "float64",
            "int", "int8", "int16", "int32", "int64", "rune", "string", "uint", "uint8", "uint16", "uint32",
            "uint64", "uintptr",
        ])

    /// The Java Language Specification's keywords (with the contextual `record`, `var`,
    /// `yield`, `sealed`, `permits`) and primitive types.
    static let javaWords = HighlightVocabulary(
        keywords: [
            "abstract", "assert", "break", "case", "catch", "class", "const", "continue", "default", "do",
            "else", "enum", "extends", "final", "finally", "for", "goto", "if", "implements", "import",
            "instanceof", "interface", "native", "new", "package", "private", "protected", "public",
            "return", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws",
            "transient", "try", "void", "volatile", "while", "var", "record", "yield", "sealed", "permits",
        ],
        literals: ["true", "false", "null"],
        types: ["boolean", "byte", "char", "double", "float", "int", "long", "short"])

    /// The Rust Reference's strict and weak keywords and primitive types.
    static let rustWords = HighlightVocabulary(
        keywords: [
            "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
            "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
            "return", "self", "Self", "static", "struct", "super", "trait", "type", "unsafe", "use", "where",
            "while", "union",
        ],
        literals: ["true", "false"],
        types: [
            "bool", "char", "f32", "f64", "i8", "i16", "i32", "i64", "i128", "isize", "str", "u8", "u16",
            "u32", "u64", "u128", "usize",
        ])
}
