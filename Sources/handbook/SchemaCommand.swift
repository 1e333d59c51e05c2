import ArgumentParser
import Handbook

/// `handbook schema component|site`: prints the JSON Schema an editor validates and
/// completes specs or site.yml with.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a component spec or of site.yml, for editors.",
        discussion: "Example: handbook schema component > .handbook/schemas/component.schema.json"
    )

    @Argument(help: "component or site.")
    var file: HandbookSchema

    func run() throws {
        print(file.json, terminator: "")
    }
}

extension HandbookSchema: ExpressibleByArgument {}
