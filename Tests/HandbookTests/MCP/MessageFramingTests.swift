import Foundation
import MCP
import Testing
@testable import HandbookMCP

/// Standard input cut into messages: however the reads split the bytes, each line is one
/// message; a line past the limit is reported by its length with its first bytes, whose id
/// is read when they name one.
@Suite struct MessageFramingTests {
    static let stream = Array("{\"id\":1}\n\r\n{\"id\":2}\n".utf8) + Array("{\"id\":3,\"x\":\"".utf8) + [UInt8](repeating: 0x61, count: 100) + Array("\"}\n{\"id\":4}\n".utf8)

    @Test(arguments: [1, 2, 3, 7, 64, 1_000])
    func everySplitGivesTheSameLines(chunk: Int) {
        var splitter = MessageLines.Splitter(maxBytes: 50)
        var lines: [MessageLines.Line] = []
        for start in stride(from: 0, to: Self.stream.count, by: chunk) {
            lines += splitter.feed(Self.stream[start..<min(start + chunk, Self.stream.count)])
        }
        #expect(lines.count == 4)
        #expect(lines[0] == .message(Array("{\"id\":1}".utf8)) && lines[1] == .message(Array("{\"id\":2}".utf8)))
        guard case .tooLong(let length, let head) = lines[2] else {
            Issue.record("the long line was read: \(lines[2])")
            return
        }
        #expect(length == 115 && head.count == 115, "the whole line's length, and its first bytes (all of them, under 4 KB)")
        #expect(RequestIDPeek.id(in: head) == .number(3))
        #expect(lines[3] == .message(Array("{\"id\":4}".utf8)))
    }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":"a\"b","method":"tools/call","params":{"arguments":{"labels":["aaaa"#, ID.string("a\"b")),
        (#"{"method":"tools/call","params":{"n":[1,{"x":"}"}]},"jsonrpc":"2.0","id":-7,"p"#, ID.number(-7)),
        (#"  { "id" : 12 "#, ID.number(12)),
    ])
    func theIdOfATooLongRequestIsReadFromItsStart(head: String, id: ID) {
        #expect(RequestIDPeek.id(in: Array(head.utf8)) == id)
    }

    @Test(arguments: [#"{"params":{"x":"aaaa"#, #"[{"id":1}]"#, #"{"id":{"nested":1}}"#, #"{"id":1e3}"#, "", #"{"a":tru"#])
    func noIdIsGuessed(head: String) {
        #expect(RequestIDPeek.id(in: Array(head.utf8)) == nil)
    }
}
