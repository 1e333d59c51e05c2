import ArgumentParser
import Foundation
import Handbook

/// `handbook init DIR`: scaffolds a site that builds at once, wired to the schemas for editors.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site: site.yml, a guideline page, a component spec, and the schemas editors check them with."
    )

    @Argument(help: "The folder to create.")
    var directory: String

    func run() throws {
        do {
            let written = try SiteScaffold.create(at: directory)
            print("""
            Created a site in \(directory)/ (\(written.count) files). Build it with:
              cd \(directory) && handbook build
            Editors with the YAML language server (VS Code: redhat.vscode-yaml) check site.yml and specs
            against \(SiteScaffold.schemaFolder)/; refresh them after upgrading Handbook with `handbook schema`.
            """)
        } catch {
            Console().print(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
