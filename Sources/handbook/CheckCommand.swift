import ArgumentParser
import Foundation
import Handbook

/// `handbook check`: everything a build would load and lay out, checked against the
/// guidelines; writes nothing, exits 1 on any error or warning.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check the content against the guidelines; exit 1 on any finding.")

    /// How findings are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// The compiler format with excerpts, on stderr.
        case text
        /// `[{file, line, column, severity, id, message, explanation}]` on stdout.
        case json
        /// A SARIF 2.1.0 log on stdout, for code scanning.
        case sarif
    }

    @OptionGroup var site: SiteOptions

    @Option(help: "text; json for CI bots; sarif (2.1.0) for code scanning.")
    var format = Format.text

    func run() throws {
        var options = site.buildOptions()
        options.output = .none
        let report = SiteBuilder().build(options)
        switch format {
        case .json:
            print(DiagnosticJSON.encode(report.diagnostics), terminator: "")
        case .sarif:
            // A site.yml that could not be read is among the diagnostics; the log still lists them.
            let log = SARIFLog.forCheck(config: report.config ?? SiteConfig(), contentDirectory: site.content,
                                        workingDirectory: FileManager.default.currentDirectoryPath)
            print(log.encode(report.diagnostics), terminator: "")
        case .text:
            let console = Console()
            console.print(report.diagnostics)
            console.error(report.diagnostics.isEmpty
                ? "No findings: \(report.pageCount) pages, \(report.previewCount) previews follow the guidelines.\n"
                : "\(report.errorCount) errors, \(report.warningCount) warnings.\n")
        }
        if !report.diagnostics.isEmpty { throw ExitCode(1) }
    }
}
