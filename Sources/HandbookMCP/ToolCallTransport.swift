import Foundation
import Logging
import MCP

/// The stdio transport with `tools/call` answered on arrival. Every other message goes to
/// the SDK's `Server` as it came. Why: the SDK (0.12.1) decodes a message's values through
/// `Value`'s `Decodable`, which builds and compiles a data-URL regex for every string it
/// meets, two or three times per request; on a `check_labels` call with a dozen labels
/// that was half the call. Here the request is read by `ValueParser`, the tool runs, and
/// the SDK's own `Response` encodes the answer, so the bytes on the wire are the SDK's.
/// A call before `initialize`, or one this reader does not recognise, goes to the SDK,
/// which answers it as the protocol says.
actor ToolCallTransport: Transport {
    nonisolated let logger: Logger
    private let inner: StdioTransport
    private let answer: @Sendable (String, [String: Value]) async throws -> CallTool.Result
    private var initialized = false

    init(logger: Logger, answer: @escaping @Sendable (String, [String: Value]) async throws -> CallTool.Result) {
        self.logger = logger
        inner = StdioTransport(logger: logger)
        self.answer = answer
    }

    func connect() async throws { try await inner.connect() }
    func disconnect() async { await inner.disconnect() }
    func send(_ data: Data) async throws { try await inner.send(data) }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let task = Task {
            do {
                for try await data in await inner.receive() {
                    if let call = await self.shortcut(data) {
                        try await self.respond(to: call)
                    } else {
                        continuation.yield(data)
                    }
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// A `tools/call` request this transport answers itself, once the client initialised.
    struct Call {
        var id: ID
        var name: String
        var arguments: [String: Value]
    }

    /// The call `data` is, or nil for anything the SDK should see.
    private func shortcut(_ data: Data) -> Call? {
        // Anything not a single JSON-RPC request object goes on as it came.
        guard let message = try? ValueParser.parse(String(decoding: data, as: UTF8.self)), case .object(let fields) = message,
              fields["jsonrpc"] == .string("2.0"), case .string(let method)? = fields["method"] else { return nil }
        if method == "initialize" { initialized = true }
        guard initialized, method == CallTool.name, case .object(let params)? = fields["params"], case .string(let name)? = params["name"] else {
            return nil
        }
        let id: ID
        switch fields["id"] {
        case .string(let text)?: id = .string(text)
        case .int(let number)?: id = .number(number)
        default: return nil
        }
        var arguments: [String: Value] = [:]
        switch params["arguments"] {
        case nil, .null?: break
        case .object(let given)?: arguments = given
        default: return nil
        }
        return Call(id: id, name: name, arguments: arguments)
    }

    /// Runs the tool and sends its answer, or the error as the SDK's server would send it.
    private func respond(to call: Call) async throws {
        let response: Response<CallTool>
        do {
            response = Response(id: call.id, result: try await answer(call.name, call.arguments))
        } catch let error as MCPError {
            response = Response(id: call.id, error: error)
        } catch {
            response = Response(id: call.id, error: .internalError(error.localizedDescription))
        }
        try await inner.send(JSONEncoder().encode(response))
    }
}
