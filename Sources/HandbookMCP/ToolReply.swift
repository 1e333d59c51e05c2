import Foundation
import MCP

/// A tool call's result as the transport sends it: the SDK's `CallTool.Result`, and its
/// structured content as the JSON already written for the result's text (`AnswerPager`), so
/// the facts are encoded once per answer, not once for the text and again for the wire.
struct ToolReply: Sendable {
    var result: CallTool.Result
    /// `result.structuredContent` as JSON text; nil for an answer without one (a tool error).
    var structuredJSON: String?

    init(result: CallTool.Result, structuredJSON: String? = nil) {
        self.result = result
        self.structuredJSON = structuredJSON
    }

    /// The JSON-RPC response to request `id` carrying this result, written by `ValueWriter`
    /// with the structured content's bytes as they are. A result holding more than text (which
    /// Handbook's tools never give) goes through the SDK's own `Response`, as before.
    func response(id: ID) throws -> Data {
        guard result._meta == nil, let texts = Self.texts(of: result.content) else {
            return try JSONEncoder().encode(Response<CallTool>(id: id, result: result))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + texts.reduce(0) { $0 + $1.utf8.count * 11 / 10 } + (structuredJSON?.utf8.count ?? 0))
        bytes += #"{"id":"#.utf8
        switch id {
        case .string(let text): ValueWriter.quote(text, to: &bytes)
        case .number(let number): bytes += String(number).utf8
        }
        bytes += #","jsonrpc":"2.0","result":{"content":["#.utf8
        for (index, text) in texts.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += #"{"text":"#.utf8
            ValueWriter.quote(text, to: &bytes)
            bytes += #","type":"text"}"#.utf8
        }
        bytes.append(UInt8(ascii: "]"))
        if let isError = result.isError { bytes += (isError ? #","isError":true"# : #","isError":false"#).utf8 }
        if let structuredJSON {
            bytes += #","structuredContent":"#.utf8
            bytes += structuredJSON.utf8
        } else if let structured = result.structuredContent {
            bytes += #","structuredContent":"#.utf8
            try ValueWriter.write(structured, to: &bytes)
        }
        bytes += "}}".utf8
        return Data(bytes)
    }

    /// The text of each content item, or nil when one is not plain text.
    private static func texts(of content: [Tool.Content]) -> [String]? {
        var texts: [String] = []
        for item in content {
            guard case .text(let text, let annotations, let meta) = item, annotations == nil, meta == nil else { return nil }
            texts.append(text)
        }
        return texts
    }
}
