import ArgumentParser

/// `handbook layout`: prints one computed tab layout as JSON or SVG.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Print one computed tab layout.")
    func run() throws {}
}
