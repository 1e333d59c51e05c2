import ArgumentParser
import Foundation
import Handbook
import HandbookMCP

/// `handbook mcp`: the design system for coding assistants, as a Model Context Protocol
/// server on standard input and output.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the design system to coding assistants over the Model Context Protocol (stdio).",
        discussion: """
            Add it to an assistant's MCP servers as the command `handbook mcp --content PATH`. Tools: list_components, \
            get_component, layout, check_labels, search, get_page, get_tokens, find_token, check_style; every page, \
            spec and example picture is a resource. The content is loaded again whenever its files change.
            """
    )

    @Option(name: .long, help: "The content folder.")
    var content = Conventions.contentFolder

    @Option(help: "The longest message read, in bytes; a longer one is refused unread.")
    var maxMessageBytes = ServerLimits().maxMessageBytes

    @Option(help: "How long one tool call may take, in seconds.")
    var callTimeout = ServerLimits().callBudget

    @Option(help: "The largest answer, in bytes of JSON; a larger one is cut with a cursor (80,000 is about 20,000 tokens).")
    var answerBudget = ServerLimits().answerBudget

    func validate() throws {
        guard maxMessageBytes >= 1_024 else { throw ValidationError("--max-message-bytes must be at least 1024") }
        guard callTimeout > 0, callTimeout.isFinite else { throw ValidationError("--call-timeout must be a number of seconds greater than 0") }
        guard answerBudget >= 1_000 else { throw ValidationError("--answer-budget must be at least 1000") }
    }

    func run() async throws {
        var limits = ServerLimits()
        limits.maxMessageBytes = maxMessageBytes
        limits.callBudget = callTimeout
        limits.answerBudget = answerBudget
        try await DesignSystemServer(contentDirectory: content, limits: limits).run()
    }
}
