import Foundation
import HandbookFoundation
import Logging
import MCP
#if canImport(Glibc)
import Glibc
#endif

/// Standard input and output as the MCP transport, with `tools/call` answered on arrival,
/// each call in a task of its own so `ping` and other calls are answered while a slow one
/// runs. Every other message goes to the SDK's `Server` as it came. Why not the SDK's
/// `StdioTransport` (0.12.1) as it is:
/// - it reads standard input without blocking and sleeps 10 ms whenever nothing is there,
///   so a request that arrives just after it looked waits up to 10 ms: every call took
///   10 ms however little it did. Here a thread blocks in `read(2)` and hands each line on
///   as it arrives (`MessageLines`), dropping a line past the size limit unread;
/// - the SDK decodes a message's values through `Value`'s `Decodable`, which builds and
///   compiles a data-URL regex for every string it meets, two or three times per request.
///   A tool call is read here by `ValueParser`, the tool runs, and its answer is written by
///   `ValueWriter` (`ToolReply.response`): the fields the SDK's `Response` writes, with the
///   facts encoded once for both the text and the structured content. `JSONEncoder` cost
///   as much as the layout itself;
/// - the SDK's server handles one message at a time, awaiting each: a slow call would hold
///   `ping` behind it;
/// - `notifications/cancelled` is honoured here: the call's task is cancelled, its work told
///   to stop, and no answer is sent (as the specification asks).
/// A call before `initialize`, or one this reader does not recognise, goes to the SDK, which
/// answers it as the protocol says. Standard input ending ends the stream.
actor ToolCallTransport: Transport {
    nonisolated let logger: Logger
    private let limits: ServerLimits
    private let answer: @Sendable (String, [String: Value]) async throws -> ToolReply
    private var initialized = false
    private var reading = false
    private var input: AsyncStream<MessageLines.Line>?
    /// The calls running, by request id, to cancel one.
    private var running: [ID: Task<Void, Never>] = [:]

    init(logger: Logger, limits: ServerLimits, answer: @escaping @Sendable (String, [String: Value]) async throws -> ToolReply) {
        self.logger = logger
        self.limits = limits
        self.answer = answer
    }

    func connect() async throws {
        guard !reading else { return }
        reading = true
        input = MessageLines.read(maxBytes: limits.maxMessageBytes)
    }

    func disconnect() async {
        for task in running.values { task.cancel() }
        running = [:]
    }

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

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let lines = input ?? MessageLines.read(maxBytes: limits.maxMessageBytes)
        input = lines
        let task = Task {
            do {
                for await line in lines {
                    switch await self.route(line) {
                    case .call(let call): await self.start(call)
                    case .cancel(let id): await self.cancel(id)
                    case .malformed(let reason): try await self.refuse(code: -32700, "Parse error: \(reason.description)")
                    case .invalid(let code, let message, let id): try await self.refuse(code: code, message, id: id)
                    case .tooLong(let length, let id):
                        try await self.refuse(code: -32600, "Invalid Request: the message is \(length) bytes long; the most this server reads is \(self.limits.maxMessageBytes)",
                                              id: id)
                    case .sdk(let data): continuation.yield(data)
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
        /// `notifications/cancelled` for a request: its call is stopped and not answered.
        case cancel(ID)
        /// Not JSON: answered here with a parse error, never handed to the SDK's decoder.
        case malformed(ValueParser.Malformed)
        /// JSON, but not a request JSON-RPC 2.0 allows (no `"jsonrpc": "2.0"`, an `id` that
        /// is an object, `tools/call` arguments that are a list): answered here with the
        /// specification's code, to the id when it can be read, never left unanswered.
        case invalid(code: Int, message: String, id: ID?)
        /// Longer than the limit: answered with an invalid-request error, unread, to the id
        /// its first bytes name when they name one.
        case tooLong(Int, ID?)
        /// Anything else, for the SDK's server.
        case sdk(Data)
    }

    /// Reads one line with Handbook's own reader: text that is not JSON (a lone surrogate
    /// escape, invalid UTF-8, nesting past the reader's depth) is refused here, so nothing
    /// the SDK or Foundation would do with it can stop the server.
    private func route(_ line: MessageLines.Line) -> Route {
        let bytes: [UInt8]
        switch line {
        case .tooLong(let length, let head): return .tooLong(length, RequestIDPeek.id(in: head))
        case .message(let message): bytes = message
        }
        let message: Value
        do {
            message = try ValueParser.parse(bytes)
        } catch {
            return .malformed(error)
        }
        if let id = Self.cancelled(message) { return .cancel(id) }
        if let invalid = Self.invalidRequest(message) { return invalid }
        return shortcut(message).map(Route.call) ?? .sdk(Data(bytes))
    }

    /// Why `message`, a request or notification object, is not one JSON-RPC 2.0 allows, as
    /// the error to answer; nil when it is one (or not an object: the SDK answers those).
    static func invalidRequest(_ message: Value) -> Route? {
        guard case .object(let fields) = message, fields["method"] != nil || fields["id"] != nil, fields["result"] == nil, fields["error"] == nil else { return nil }
        let given = fields["id"]
        let id = Self.id(given)
        if let given, given != .null, id == nil {
            return .invalid(code: -32600, message: "Invalid Request: the id must be a string or a whole number, not \(Self.kind(of: given))", id: nil)
        }
        guard fields["jsonrpc"] == .string("2.0") else {
            return .invalid(code: -32600, message: "Invalid Request: a message needs \"jsonrpc\": \"2.0\"", id: id)
        }
        guard case .string(let method)? = fields["method"] else {
            return .invalid(code: -32600, message: "Invalid Request: a request needs a method, as a string", id: id)
        }
        if method == CallTool.name, id != nil, case .object(let params)? = fields["params"], let arguments = params["arguments"] {
            switch arguments {
            case .object, .null: break
            default: return .invalid(code: -32602, message: "Invalid params: a tool's arguments are an object of name → value, not \(Self.kind(of: arguments))", id: id)
            }
        }
        return nil
    }

    /// A JSON value's kind, as messages name it.
    private static func kind(of value: Value) -> String {
        switch value {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .bool: "true or false"
        case .null: "null"
        default: "a number with a fraction"
        }
    }

    /// The request a `notifications/cancelled` names.
    private static func cancelled(_ message: Value) -> ID? {
        guard case .object(let fields) = message, fields["method"] == .string("notifications/cancelled"),
              case .object(let params)? = fields["params"] else { return nil }
        return id(params["requestId"])
    }

    private static func id(_ value: Value?) -> ID? {
        switch value {
        case .string(let text)?: .string(text)
        case .int(let number)?: .number(number)
        default: nil
        }
    }

    /// Answers with a JSON-RPC error; its id is null, as the specification asks, when the id
    /// cannot be read.
    private func refuse(code: Int, _ message: String, id: ID? = nil) async throws {
        let error: Value = .object(["code": .int(code), "message": .string(message)])
        let idValue: Value = switch id {
        case .string(let text)?: .string(text)
        case .number(let number)?: .int(number)
        case nil: .null
        }
        try await send(JSONEncoder().encode(Value.object(["jsonrpc": .string("2.0"), "id": idValue, "error": error])))
    }

    /// Runs a call in a task of its own, so the next line is read at once.
    private func start(_ call: Call) {
        guard running.count < limits.maxConcurrentCalls else {
            let result = CallTool.Result(content: [.text(text: "the server is running \(running.count) calls already; ask again when one has been answered",
                                                         annotations: nil, _meta: nil)], isError: true)
            Task {
                do {
                    try await self.send(JSONEncoder().encode(Response<CallTool>(id: call.id, result: result)))
                } catch {
                    self.logger.error("could not refuse \(call.name): \(error)")
                }
            }
            return
        }
        running[call.id]?.cancel()
        running[call.id] = Task {
            await self.respond(to: call)
            self.finished(call.id)
        }
    }

    private func finished(_ id: ID) {
        running[id] = nil
    }

    private func cancel(_ id: ID) {
        running[id]?.cancel()
        running[id] = nil
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
        guard let id = Self.id(fields["id"]) else { return nil }
        var arguments: [String: Value] = [:]
        switch params["arguments"] {
        case nil, .null?: break
        case .object(let given)?: arguments = given
        default: return nil
        }
        return Call(id: id, name: name, arguments: arguments)
    }

    /// Runs the tool and sends its answer, or the error as the SDK's server would send it; a
    /// cancelled call is not answered.
    private func respond(to call: Call) async {
        let response: Data
        do {
            let reply = try await answer(call.name, call.arguments)
            guard !Task.isCancelled else { return }
            response = try reply.response(id: call.id)
        } catch is CancellationError {
            return
        } catch {
            let failure = error as? MCPError ?? .internalError(error.localizedDescription)
            guard !Task.isCancelled, let encoded = try? JSONEncoder().encode(Response<CallTool>(id: call.id, error: failure)) else { return }
            response = encoded
        }
        do {
            try await send(response)
        } catch {
            logger.error("could not answer \(call.name): \(error)")
        }
    }
}
