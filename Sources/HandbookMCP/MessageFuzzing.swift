import Foundation
import MCP

/// The `mcp` fuzz target's path through the server (`handbook-fuzz mcp`): bytes cut into
/// messages as standard input is (split where the bytes say, as reads split them), each read
/// by the server's JSON reader, and every `tools/call` among them answered by a server over a
/// content folder, its answer encoded as it would be sent. Whatever the bytes, it returns.
package enum MessageFuzzing {
    /// Runs `bytes` through framing, reading and answering; `server` answers the calls. Returns
    /// a finding — an answer the server made but could not send, so its client would wait for
    /// ever — or nil; a line the reader refuses is an answer, not a finding.
    package static func run(_ bytes: [UInt8], server: DesignSystemServer) -> String? {
        var splitter = MessageLines.Splitter(maxBytes: 16_384)
        let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
        let lines = splitter.feed(bytes[..<cut]) + splitter.feed(bytes[cut...]) + splitter.feed([UInt8(ascii: "\n")])
        for line in lines {
            guard case .message(let line) = line else {
                if case .tooLong(_, let head) = line { _ = RequestIDPeek.id(in: head) }
                continue
            }
            // The id peek runs on every message's start too, as it would on a longer one's.
            _ = RequestIDPeek.id(in: Array(line.prefix(MessageLines.Splitter.headLength)))
            let message: Value
            do {
                message = try ValueParser.parse(line)
            } catch {
                // The transport answers with a parse error naming where the reader stopped.
                _ = "Parse error: \(error.description)"
                continue
            }
            guard case .object(let fields) = message, fields["method"] == .string(CallTool.name),
                  case .object(let params)? = fields["params"], case .string(let name)? = params["name"],
                  server.tools.contains(where: { $0.name == name }) else { continue }
            let arguments = params["arguments"]?.objectValue ?? [:]
            let reply = server.answer(name, arguments: arguments, control: CallControl())
            let sent: Data
            do {
                sent = try reply.response(id: .number(1))
            } catch {
                return "the answer to \(name) could not be encoded: \(error)"
            }
            // Written by hand (`ValueWriter`), so it is read back as a client would.
            do {
                _ = try ValueParser.parse([UInt8](sent))
            } catch {
                return "the answer to \(name) is not JSON: \(error.description)"
            }
        }
        return nil
    }
}
