import HandbookDiagnostics
import HandbookFoundation

/// A token file's JSON as `JSONNode`s with their file, line and column, read by Handbook's
/// one reader (`JSONReader`: strict RFC 8259, never traps); its failure becomes a
/// `tokens.syntax` error at the byte that broke the grammar, and bytes that are not UTF-8 a
/// `file.invalid-utf8` error at the first bad one.
enum JSONParser {
    /// Parses `text` as one JSON document; throws a `tokens.syntax` diagnostic.
    static func parse(_ text: String, file: String) throws(DiagnosticsError) -> JSONNode {
        try parse(bytes: Array(text.utf8), file: file)
    }

    /// Parses UTF-8 `bytes` (a byte order mark is skipped) as one JSON document.
    static func parse(bytes: [UInt8], file: String) throws(DiagnosticsError) -> JSONNode {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if String(validating: body, as: UTF8.self) == nil {
            let (line, column) = SourceText.firstInvalidPosition(in: body)
            let offset = JSONReader.firstInvalidByte(in: body).offset
            let shown = offset < body.count ? " (byte 0x" + String(body[offset], radix: 16, uppercase: true) + ")" : ""
            throw DiagnosticsError([.error("file.invalid-utf8", "the token file is not UTF-8 text\(shown)", at: SourceLocation(file: file, line: line, column: column),
                                           explanation: "Token files are JSON, which is UTF-8. Save the file as UTF-8.")])
        }
        do {
            return node(try JSONReader.read(bytes), file: file)
        } catch {
            let place = SourceLocation(file: file, line: error.position.line, column: error.position.column)
            throw DiagnosticsError([.error("tokens.syntax", "invalid JSON: " + error.message, at: place)])
        }
    }

    private static func node(_ element: JSONReader.Element, file: String) -> JSONNode {
        let location = SourceLocation(file: file, line: element.position.line, column: element.position.column)
        switch element.value {
        case .object(let members):
            return JSONNode(value: .object(members.map { member in
                (member.key, SourceLocation(file: file, line: member.keyPosition.line, column: member.keyPosition.column), node(member.value, file: file))
            }), location: location)
        case .array(let items): return JSONNode(value: .array(items.map { node($0, file: file) }), location: location)
        case .string(let text): return JSONNode(value: .string(text), location: location)
        case .number(let number, _): return JSONNode(value: .number(number), location: location)
        case .bool(let flag): return JSONNode(value: .bool(flag), location: location)
        case .null: return JSONNode(value: .null, location: location)
        }
    }
}
