import Foundation
import MCP
import Testing
@testable import HandbookMCP

/// The server's own JSON writing gives the bytes `JSONEncoder` (sorted keys, slashes
/// unescaped) gives for the SDK's `Value`, so an answer's text and its structured content are
/// what a client decoding either would read.
@Suite struct ValueWriterTests {
    static let values: [Value] = [
        .object(["b": .int(-2), "a": .double(320.25), "c": .bool(true), "d": .null, "e": .array([]), "f": .object([:])]),
        .object(["text": .string("tab \"quoted\" \\ back/slash\n\t\r\u{8}\u{c}\u{1} é 日本 😀 <b>&amp;")]),
        .array([.string("Bewertungen"), .int(0), .double(320), .double(-0.5), .double(1e-7), .double(12345678901.5)]),
        .object(["Zeta": .int(1), "alpha": .int(2), "ä": .int(3), "_x": .int(4), "10": .int(5), "9": .int(6)]),
        .object(["nested": .array([.object(["label": .string("Fotos"), "width": .double(120.5)]), .array([.double(0.1), .double(1e21)])])]),
    ]

    static func encoded(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test(arguments: values) func writesWhatJSONEncoderWrites(_ value: Value) throws {
        #expect(try ValueWriter.text(value) == Self.encoded(value))
    }

    /// Read back, the text is what the SDK decodes from it (a whole double such as 320 reads
    /// back as an integer, through either reader).
    @Test(arguments: values) func readsBackAsTheSDKReadsIt(_ value: Value) throws {
        let text = try ValueWriter.text(value)
        #expect(try ValueParser.parse(text) == JSONDecoder().decode(Value.self, from: Data(text.utf8)))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity]) func aNumberJSONCannotHoldThrows(_ number: Double) {
        #expect(throws: EncodingError.self) { try ValueWriter.text(.array([.double(number)])) }
    }

    /// The hand-written response decodes, through the SDK, to the response the SDK would send.
    @Test(arguments: [ID.number(7), ID.string("req-\"1\"/2")]) func aReplyIsTheSDKsResponse(_ id: ID) throws {
        let structured: Value = .object(["label": .string("Einstellungen"), "width": .double(88.25), "truncated": .bool(true)])
        let result = CallTool.Result(content: [.text(text: try ValueWriter.text(structured), annotations: nil, _meta: nil)],
                                     structuredContent: Optional(structured), isError: false)
        let bytes = try ToolReply(result: result, structuredJSON: try ValueWriter.text(structured)).response(id: id)
        let decoded = try JSONDecoder().decode(Response<CallTool>.self, from: bytes)
        #expect(decoded.id == id)
        #expect(try decoded.result.get() == result)
        let sdk = try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(Response<CallTool>(id: id, result: result)))
        #expect(try ValueParser.parse(String(decoding: bytes, as: UTF8.self)) == sdk)
    }

    /// A tool error (no structured content, `isError` true) is written as the SDK writes it.
    @Test func anErrorReplyHasNoStructuredContent() throws {
        let result = CallTool.Result(content: [.text(text: "unknown component 'stepper'", annotations: nil, _meta: nil)], isError: true)
        let bytes = try ToolReply(result: result).response(id: .number(3))
        let sdk = try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(Response<CallTool>(id: .number(3), result: result)))
        #expect(try ValueParser.parse(String(decoding: bytes, as: UTF8.self)) == sdk)
    }
}
