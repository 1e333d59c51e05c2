import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// The SQL grammar: keywords and type names in any case, `TRUE`/`FALSE`/`NULL`, `--` and
/// `/* */` comments, `'…'` strings (a doubled `''` is a quote), numbers, and `:name`, `$1`
/// and `@name` parameters as properties. Double-quoted and backticked identifiers stay plain.
struct SQLHighlighting: HighlightGrammar {
    var scanner: HighlightScanner

    mutating func step() {
        let start = scanner.position
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "-") where scanner.matches("--"):
            scanner.markLineComment()
        case UInt8(ascii: "/") where scanner.matches("/*"):
            scanner.markCComment()
        case UInt8(ascii: "'"):
            // `'it''s'` is one string: the second quote opens the rest of it.
            repeat { scanner.skipQuoted(closedBy: byte, escapes: false) } while scanner.peek() == byte
            scanner.mark(.string, from: start)
        case UInt8(ascii: "\""), UInt8(ascii: "`"):
            scanner.skipQuoted(closedBy: byte, escapes: false)
        case _ where Self.parameterSigils.contains(byte) && startsParameter(at: start):
            scanner.position += 1
            scanner.skip { $0.isIdentifierByte }
            scanner.mark(.property, from: start)
        case _ where byte.isDigit:
            scanner.skipNumber()
            scanner.mark(.number, from: start)
        case _ where byte.isIdentifierStart:
            scanner.skip { $0.isIdentifierByte }
            guard let word = scanner.word(from: start, to: scanner.position)?.uppercased() else { return }
            if Self.literals.contains(word) {
                scanner.mark(.literal, from: start)
            } else if Self.types.contains(word) {
                scanner.mark(.type, from: start)
            } else if Self.keywords.contains(word), start == 0 || scanner.bytes[start - 1] != UInt8(ascii: ".") {
                scanner.mark(.keyword, from: start)
            }
        default:
            scanner.position += 1
        }
    }

    /// `:name`, `@name`, `$1`, but not the second colon of PostgreSQL's `x::text` cast.
    private func startsParameter(at start: Int) -> Bool {
        guard let next = scanner.peek(1), next.isIdentifierStart || next.isDigit else { return false }
        return start == 0 || scanner.bytes[start - 1] != UInt8(ascii: ":")
    }

    static let parameterSigils: Set<UInt8> = [UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "$")]

    static let literals: Set<String> = ["TRUE", "FALSE", "NULL"]

    /// The keywords shared by SQL:2016, PostgreSQL, MySQL and SQLite that queries and schemas use.
    static let keywords: Set<String> = [
        "ADD", "ALL", "ALTER", "AND", "ANY", "AS", "ASC", "BEGIN", "BETWEEN", "BY", "CASCADE", "CASE",
        "CHECK", "COLUMN", "COMMIT", "CONFLICT", "CONSTRAINT", "CREATE", "CROSS", "DATABASE", "DEFAULT",
        "DELETE", "DESC", "DISTINCT", "DO", "DROP", "ELSE", "END", "EXCEPT", "EXISTS", "EXPLAIN", "FOREIGN",
        "FROM", "FULL", "GRANT", "GROUP", "HAVING", "IF", "IN", "INDEX", "INNER", "INSERT", "INTERSECT",
        "INTO", "IS", "JOIN", "KEY", "LEFT", "LIKE", "LIMIT", "NOT", "OFFSET", "ON", "OR", "ORDER", "OUTER",
        "OVER", "PARTITION", "PRIMARY", "REFERENCES", "RETURNING", "RIGHT", "ROLLBACK", "SELECT", "SET",
        "TABLE", "THEN", "TRANSACTION", "TRIGGER", "UNION", "UNIQUE", "UPDATE", "USING", "VALUES", "VIEW",
        "WHEN", "WHERE", "WITH", "RECURSIVE", "ILIKE", "NOTHING", "REPLACE", "TEMPORARY", "AUTOINCREMENT",
    ]

    /// Common column types.
    static let types: Set<String> = [
        "BIGINT", "BIGSERIAL", "BLOB", "BOOLEAN", "BOOL", "CHAR", "DATE", "DECIMAL", "DOUBLE", "FLOAT",
        "INT", "INTEGER", "JSON", "JSONB", "NUMERIC", "REAL", "SERIAL", "SMALLINT", "TEXT", "TIME",
        "TIMESTAMP", "TIMESTAMPTZ", "UUID", "VARCHAR", "INTERVAL",
    ]
}
