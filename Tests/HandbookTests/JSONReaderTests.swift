import Foundation
import Testing
@testable import HandbookFoundation

/// Handbook's one JSON reader: strict RFC 8259, every value placed, and no input it cannot
/// survive — each hostile document is a `Failure` at the byte that broke the grammar.
@Suite struct JSONReaderTests {
    @Test func valuesCarryTheirLineColumnAndOffset() throws {
        let document = try JSONReader.read("{\n  \"ä\": [1, \"x\"],\n  \"n\": -2.5e1\n}")
        let members = try #require({ if case .object(let m) = document.value { return m } else { return nil } }())
        #expect(members.map(\.key) == ["ä", "n"])
        #expect(members[0].keyPosition == JSONReader.Position(line: 2, column: 3, offset: 4))
        // "ä" is two bytes but one column.
        #expect(members[0].value.position == JSONReader.Position(line: 2, column: 8, offset: 10))
        #expect(members[1].value.value == .number(-25, text: "-2.5e1"))
    }

    @Test func surrogatePairsBecomeOneScalar() throws {
        #expect(try JSONReader.read(#""\ud83d\ude00""#).value == .string("😀"))
    }

    /// Each is refused with its place; none traps (the MCP server died on the first).
    @Test(arguments: [
        (#"{"name":"\ud800\u0041"}"#, "a high surrogate escape (\\uD800) followed by \\u0041, not a low surrogate", 10),
        (#""\ud800""#, "a high surrogate escape (\\uD800) without a low one after it", 2),
        (#""\udc00x""#, "a low surrogate escape (\\uDC00) without a high one before it", 2),
        ("\"a\u{1}\"", "control character U+0001 must be escaped in a string", 3),
        ("[01]", "expected ',' or ']' after an array element, found '1'", 3),
        ("{\"a\" 1}", "expected ':' after the key \"a\", found '1'", 6),
        ("[True]", "expected a value, found 'True' (JSON writes true, false and null in lower case)", 2),
        ("[\"a\nb\"]", "string is not closed before the end of the line (a line break inside a string is written \\n)", 2),
        ("[\"\\u12\"]", "'\\u' must be followed by four hexadecimal digits", 3),
        ("{\"a\": 1 ,\n}", "expected a key in double quotes after ',', found '}'", 1),
        (" ", "the document is empty; expected a JSON value", 2),
    ])
    func hostileTextIsAFailureAtItsPlace(text: String, message: String, column: Int) {
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read(text) }
        do {
            _ = try JSONReader.read(text)
        } catch {
            #expect(error.message == message)
            #expect(error.position.column == column)
        }
    }

    @Test(arguments: ["0", "-0.5e+3", "1E9", "\"a\\/b\"", "true", "null", " [ ] ", "{}"])
    func validDocumentsAreRead(text: String) {
        #expect((try? JSONReader.read(text)) != nil)
    }

    /// Each at the byte a reader of the text would point to (a `\\u` escape at its backslash).
    @Test(arguments: [("01", 1, 2), ("-", 1, 2), ("1.", 1, 3), ("1e", 1, 3), ("\"\\u12\"", 1, 2), ("\"a\u{01}\"", 1, 3), ("[1,,]", 1, 4),
                      ("[,]", 1, 2), ("{\"a\" 1}", 1, 6), ("[1,]", 1, 4), ("{\"a\": 1 ,\n}", 2, 1)])
    func invalidDocumentsArePlaced(text: String, line: Int, column: Int) {
        do {
            _ = try JSONReader.read(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.position.line == line && error.position.column == column, "\(error.message)")
        }
    }

    @Test func invalidUTF8IsRefusedAtTheByte() {
        let bytes: [UInt8] = Array(#"{"a":"ok"#.utf8) + [0xFF] + Array(#""}"#.utf8)
        do {
            _ = try JSONReader.read(bytes)
            Issue.record("invalid UTF-8 was read")
        } catch {
            #expect(error.message == "the text is not valid UTF-8")
            #expect(error.position.offset == 8)
        }
    }

    @Test func deepNestingLongNumbersAndNoiseAreFailures() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read(deep) }
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read(String(repeating: "9", count: 5_000)) }
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read("1e400") }
        var generator = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let noise = (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = try? JSONReader.read(noise)
        }
    }

    @Test func agreesWithFoundationOnValidDocuments() throws {
        for text in [#"{"a":[1,2.5,-0,true,false,null,"\u00e9\n\"\\\/"],"b":{}}"#, "  [ ]  ", #""\ufeff""#] {
            let ours = try JSONReader.read(text)
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
            #expect(Self.plain(ours) as? NSObject == theirs as? NSObject)
        }
    }

    private static func plain(_ element: JSONReader.Element) -> Any {
        switch element.value {
        case .object(let members): Dictionary(members.map { ($0.key, plain($0.value)) }, uniquingKeysWith: { $1 })
        case .array(let items): items.map(plain)
        case .string(let text): text
        case .number(let number, _): number
        case .bool(let flag): flag
        case .null: NSNull()
        }
    }
}
