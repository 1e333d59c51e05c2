import ArgumentParser
import Foundation
import Handbook

/// The `handbook` command: builds, checks, serves and scaffolds design-system sites.
struct HandbookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handbook",
        abstract: "Build design-system reference sites with computed tab bar previews.",
        version: handbookVersion,
        subcommands: [BuildCommand.self, CheckCommand.self, ServeCommand.self, MCPCommand.self, InitCommand.self, LayoutCommand.self, SchemaCommand.self]
    )
}
