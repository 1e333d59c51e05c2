import Foundation
import MCP
import Testing
@testable import HandbookMCP

/// The server's own reading of JSON into the SDK's `Value` gives what the SDK's decoding
/// gives, on every kind of value Handbook writes.
@Suite struct ValueParserTests {
    static let documents = [
        #"{"a":1,"b":-2.5,"c":1e3,"d":true,"e":false,"f":null,"g":[],"h":{},"i":[1,[2,{"j":"k"}]]}"#,
        #"{"text":"tab \"quoted\" \\ back\/slash\n\t\u00e9 \u65e5\u672c \ud83d\ude00 <b>&amp;"}"#,
        #"  [ "Bewertungen" , 0 , 320.25 , -0 , 12345678901 ]  "#,
        #"{"message":"'Share' starts with the verb 'Share'","width":239,"passes":false}"#,
    ]

    @Test(arguments: documents) func agreesWithTheSDKsDecoding(_ json: String) throws {
        #expect(try ValueParser.parse(json) == JSONDecoder().decode(Value.self, from: Data(json.utf8)))
    }

    @Test func anAnswerIsItsEncoding() throws {
        struct Answer: Codable { var label: String; var width: Double; var rules: [String] }
        let value = try ValueParser.value(of: Answer(label: "Fotos", width: 120.5, rules: ["tabs.fixed.truncates"]))
        #expect(value == .object(["label": .string("Fotos"), "width": .double(120.5), "rules": .array([.string("tabs.fixed.truncates")])]))
    }

    @Test(arguments: [#"{"a":}"#, #"[1,2"#, #""open"#, "tru", #"{"a":1} x"#, String(repeating: "[", count: 300)])
    func malformedTextThrows(_ json: String) {
        #expect(throws: ValueParser.Malformed.self) { try ValueParser.parse(json) }
    }
}
