import ArgumentParser
import Foundation
import Handbook

/// The `handbook` command: builds, checks, serves and scaffolds design-system sites.
struct HandbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handbook",
        abstract: "Build design-system reference sites with computed tab bar previews.",
        version: handbookVersion,
        subcommands: [BuildCommand.self, CheckCommand.self, InitCommand.self, LayoutCommand.self]
    )
}
