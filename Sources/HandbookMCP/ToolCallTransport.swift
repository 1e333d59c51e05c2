import Foundation
import HandbookFoundation
import Logging
import MCP
#if canImport(Glibc)
import Glibc
#endif

/// Standard input and output as the MCP transport, with `tools/call` answered on arrival.
/// Every other message goes to the SDK's `Server` as it came. Two reasons not to use the
/// SDK's `StdioTransport` (0.12.1) as it is:
/// - it reads standard input without blocking and sleeps 10 ms whenever nothing is there,
///   so a request that arrives just after it looked waits up to 10 ms: every call took
///   10 ms however little it did. Here a thread blocks in `read(2)` and hands each line on
///   as it arrives;
/// - the SDK decodes a message's values through `Value`'s `Decodable`, which builds and
///   compiles a data-URL regex for every string it meets, two or three times per request.
///   A tool call is read here by `ValueParser`, the tool runs, and the SDK's own `Response`
///   encodes the answer, so the bytes on the wire are the SDK's.
/// A call before `initialize`, or one this reader does not recognise, goes to the SDK, which
/// answers it as the protocol says. Standard input ending ends the stream.
actor ToolCallTransport: Transport {
    nonisolated let logger: Logger
    private let answer: @Sendable (String, [String: Value]) async throws -> CallTool.Result
    private var initialized = false
    private let lines: AsyncThrowingStream<Data, Swift.Error>
    private let linesContinuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var reading = false

    init(logger: Logger, answer: @escaping @Sendable (String, [String: Value]) async throws -> CallTool.Result) {
        self.logger = logger
        self.answer = answer
        (lines, linesContinuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
    }

    func connect() async throws {
        guard !reading else { return }
        reading = true
        let continuation = linesContinuation
        // A thread of its own: it spends its life blocked in read(2), which must not hold a
        // thread of Swift's cooperative pool.
        let reader = Thread { Self.readLines(into: continuation) }
        reader.name = "handbook.mcp.stdin"
        reader.start()
    }

    func disconnect() async { linesContinuation.finish() }

    /// Writes one message and its newline, whole: the actor runs one send at a time and
    /// the write does not suspend, so two answers never interleave.
    func send(_ data: Data) async throws {
        var message = data
        message.append(UInt8(ascii: "\n"))
        let failed = message.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failed { throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: failed) ?? .EIO)) }
    }

    /// Standard input's lines, each a message, until it ends or fails.
    private static func readLines(into continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var pending: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[..<count]
            var start = 0
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if newline > start { continuation.yield(Data(pending[start..<newline])) }
                start = newline + 1
            }
            pending.removeFirst(start)
        }
        continuation.finish()
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let lines = self.lines
        let task = Task {
            do {
                for try await data in lines {
                    switch await self.route(data) {
                    case .call(let call): try await self.respond(to: call)
                    case .malformed(let reason): try await self.refuse(reason)
                    case .sdk: continuation.yield(data)
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

    /// What to do with one line from the client.
    enum Route {
        /// A tool call, answered here.
        case call(Call)
        /// Not JSON: answered here with a parse error, never handed to the SDK's decoder.
        case malformed(ValueParser.Malformed)
        /// Anything else, for the SDK's server.
        case sdk
    }

    /// Reads one line with Handbook's own reader: text that is not JSON (a lone surrogate
    /// escape, invalid UTF-8, nesting past the reader's depth) is refused here, so nothing
    /// the SDK or Foundation would do with it can stop the server.
    private func route(_ data: Data) -> Route {
        let message: Value
        do {
            message = try ValueParser.parse([UInt8](data))
        } catch {
            return .malformed(error)
        }
        return shortcut(message).map(Route.call) ?? .sdk
    }

    /// Answers a line that is not JSON with JSON-RPC's parse error (id null, as the
    /// specification asks when the id cannot be read).
    private func refuse(_ reason: ValueParser.Malformed) async throws {
        let error: Value = .object(["code": .int(-32700), "message": .string("Parse error: \(reason.description)")])
        try await send(JSONEncoder().encode(Value.object(["jsonrpc": .string("2.0"), "id": .null, "error": error])))
    }

    /// The call `message` is, or nil for anything the SDK should see.
    private func shortcut(_ message: Value) -> Call? {
        // Anything not a single JSON-RPC request object goes on as it came.
        guard case .object(let fields) = message,
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
        try await send(JSONEncoder().encode(response))
    }
}
