import HandbookDiagnostics
import HandbookFoundation

/// A token file's JSON as `JSONNode`s with their file, line and column, read by Handbook's
/// one reader (`JSONReader`: strict RFC 8259, never traps); its failure becomes a
/// `tokens.syntax` error at the byte that broke the grammar.
enum JSONParser {
    /// Parses `text` as one JSON document; throws a `tokens.syntax` diagnostic.
    static func parse(_ text: String, file: String) throws(DiagnosticsError) -> JSONNode {
        do {
            return node(try JSONReader.read(Array(text.utf8)), file: file)
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
