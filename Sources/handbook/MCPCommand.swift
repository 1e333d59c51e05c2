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
            get_component, layout, check_labels, search, get_page; every page and spec is a resource. The content is \
            loaded again whenever its files change.
            """
    )

    @Option(name: .long, help: "The content folder.")
    var content = Conventions.contentFolder

    func run() async throws {
        try await DesignSystemServer(contentDirectory: content).run()
    }
}
