import ArgumentParser
import Foundation
import Handbook

/// `handbook check`: everything a build would load and lay out, checked against the
/// guidelines; writes nothing, exits 1 on any error or warning.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check the content against the guidelines; exit 1 on any finding.")

    @OptionGroup var site: SiteOptions

    @Option(help: "text, or json for CI bots.")
    var format = "text"

    func run() throws {
        guard format == "text" || format == "json" else { throw ValidationError("unknown format '\(format)'; use text or json") }
        var options = site.buildOptions()
        options.output = .none
        let report = SiteBuilder().build(options)
        if format == "json" {
            print(DiagnosticJSON.encode(report.diagnostics), terminator: "")
        } else {
            let console = Console()
            console.print(report.diagnostics)
            console.error(report.diagnostics.isEmpty
                ? "No findings: \(report.pageCount) pages, \(report.previewCount) previews follow the guidelines.\n"
                : "\(report.errorCount) errors, \(report.warningCount) warnings.\n")
        }
        if !report.diagnostics.isEmpty { throw ExitCode(1) }
    }
}
