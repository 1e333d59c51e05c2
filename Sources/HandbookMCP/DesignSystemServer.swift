import Foundation
import Handbook
import Logging
import MCP

/// `handbook mcp`: the design system as a Model Context Protocol server over stdio, for
/// coding assistants. The content folder is loaded by the build's own steps, and again before
/// an answer whenever its files changed (`LoadedContent`, told by the same watcher as `serve`),
/// so every answer is what `handbook build` would say now, and names the content's `revision`.
///
/// Tools list and explain components, lay out labels, check proposed labels and styles against
/// the guidelines in every language and platform, read tokens, search the site and return pages
/// as Markdown; every page, spec and example picture is also a resource. Every tool declares an
/// output schema; a bad argument is a tool error naming it; an answer past the budget is cut
/// with a cursor (`AnswerPager`). Calls run at once, each on a thread of its own within a time
/// budget (`CallRunner`), and a client may cancel one. Nothing a client sends ends the server;
/// it stops when the client closes its input.
public final class DesignSystemServer: Sendable {
    let contentDirectory: String
    let limits: ServerLimits
    let content: LoadedContent
    let tools: [Tool]

    /// `kinds`: the component kinds specs may name (the built-in ones, and any a caller registers).
    public init(contentDirectory: String, limits: ServerLimits = ServerLimits(), kinds: ComponentKinds = .builtIn) {
        self.contentDirectory = contentDirectory
        self.limits = limits
        content = LoadedContent(folder: contentDirectory, kinds: kinds)
        tools = DesignSystemTools.all(limits: limits)
    }

    /// Serves until the client closes standard input.
    public func run() async throws {
        let server = Server(name: "handbook", version: handbookVersion, title: "Handbook design system",
                            instructions: Self.instructions,
                            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let tools = self.tools
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: tools) }
        await server.withMethodHandler(CallTool.self) { [self] params in
            try await self.call(params.name, arguments: params.arguments ?? [:])
        }
        await server.withMethodHandler(ListResources.self) { [self] _ in
            .init(resources: await self.resources())
        }
        await server.withMethodHandler(ReadResource.self) { [self] params in
            .init(contents: [try await self.read(params.uri)])
        }
        // Logs go to standard error: standard output carries the protocol. Tool calls are
        // answered by the transport as they arrive, each in a task of its own (`ToolCallTransport`).
        let logger = Logger(label: "handbook.mcp") { StreamLogHandler.standardError(label: $0) }
        try await server.start(transport: ToolCallTransport(logger: logger, limits: limits) { [self] name, arguments in
            try await self.reply(name, arguments: arguments)
        })
        await server.waitUntilCompleted()
    }

    static let instructions = """
        Handbook computes this design system's components: it lays out labels with the real fonts at \
        real device widths and checks them against the guidelines in every language and on every \
        platform the team ships. Ask check_labels before proposing tab, tab bar or segmented control \
        labels (by the app's catalog keys when there are some); check_style before painting one with \
        tokens (get_tokens and find_token find them); list_components and get_component explain each \
        component; search and get_page read the guidelines. Every answer names the content's revision; \
        an answer cut to fit says truncated and gives a cursor for the rest.
        """

    /// Answers one tool call: on a thread of its own, within the time budget; a cancelled call
    /// throws `CancellationError` and is not answered.
    func call(_ name: String, arguments: [String: Value]) async throws -> CallTool.Result {
        try await reply(name, arguments: arguments).result
    }

    /// `call(…)`'s answer with its structured content as written (`ToolReply`), which the
    /// transport sends as it is.
    func reply(_ name: String, arguments: [String: Value]) async throws -> ToolReply {
        guard tools.contains(where: { $0.name == name }) else {
            throw MCPError.invalidParams("unknown tool '\(name)'; the tools are " + tools.map(\.name).joined(separator: ", "))
        }
        switch await CallRunner.run(budget: limits.callBudget, { [self] control in answer(name, arguments: arguments, control: control) }) {
        case .finished(let reply): return reply
        case .timedOut:
            return ToolReply(result: AnswerPager.failure("\(name) took longer than its budget of \(SVGNumber.format(limits.callBudget)) s and was stopped; ask for less (fewer labels, a shorter query)"))
        case .cancelled: throw CancellationError()
        }
    }

    /// The answer to one call, made on the caller's thread.
    func answer(_ name: String, arguments: [String: Value], control: CallControl) -> ToolReply {
        let snapshot = content.current()
        guard let system = snapshot.system else {
            return ToolReply(result: AnswerPager.failure("The content folder could not be loaded:\n" + DiagnosticFormatter().format(snapshot.diagnostics)))
        }
        let arguments = ToolArguments(arguments, limits: limits)
        let made: ToolAnswer, cursor: AnswerPager.Cursor?
        do throws(AssistantRefusal) {
            cursor = try arguments.string("cursor", maxLength: 100).map { text throws(AssistantRefusal) in try AnswerPager.Cursor(text, revision: snapshot.revision) }
            guard let answer = try answer(name, arguments, in: system, control: control) else {
                return ToolReply(result: AnswerPager.failure("\(name) was stopped before it finished"))
            }
            made = answer
        } catch {
            let named = error.message.contains("'\(error.argument)'") || error.message.hasPrefix(error.argument)
            return ToolReply(result: AnswerPager.failure(named ? error.message : "argument '\(error.argument)': \(error.message)"))
        }
        do {
            return try AnswerPager.reply(made, revision: snapshot.revision, budget: limits.answerBudget, cursor: cursor)
        } catch {
            return ToolReply(result: AnswerPager.failure("\(name)'s answer could not be written as JSON: \(error)"))
        }
    }
}
