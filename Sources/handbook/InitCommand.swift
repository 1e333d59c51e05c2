import ArgumentParser
import Foundation
import Handbook

/// `handbook init DIR`: scaffolds a site that builds at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "init", abstract: "Create a new site: site.yml, a guideline page and a component spec.")

    @Argument(help: "The folder to create.")
    var directory: String

    func run() throws {
        do {
            let written = try SiteScaffold.create(at: directory)
            print("Created a site in \(directory)/ (\(written.count) files). Build it with:\n  cd \(directory) && handbook build")
        } catch {
            Console().print(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
