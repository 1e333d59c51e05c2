import ArgumentParser
import Foundation
import Handbook

/// `handbook check`: everything a build would load and lay out, checked against the
/// guidelines; writes nothing; exits 1 on a finding at or above `--fail-on` that is not in
/// the `--baseline`, or on an error that stops the build.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check the content against the guidelines; exit 1 on any new finding.")

    /// How findings are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// The compiler format with excerpts, on stderr.
        case text
        /// `[{file, line, column, severity, id, message, explanation}]` on stdout.
        case json
        /// A SARIF 2.1.0 log on stdout, for code scanning.
        case sarif
    }

    /// The least severity that fails the check.
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning

        var severity: Diagnostic.Severity { self == .error ? .error : .warning }
    }

    @OptionGroup var site: SiteOptions

    @Option(help: "text; json for CI bots; sarif (2.1.0) for code scanning.")
    var format = Format.text

    @Option(help: "Fail only on findings not in this baseline file (made by --write-baseline); list the ones fixed since.")
    var baseline: String?

    @Option(help: "Record today's findings in this file, to pass it to --baseline later.")
    var writeBaseline: String?

    @Option(help: "The least severity that fails the check: error or warning.")
    var failOn = FailOn.warning

    func run() throws {
        let recorded = try readBaseline()
        var options = site.buildOptions()
        options.output = .none
        let report = SiteBuilder().build(options)
        let findings = report.checkPolicy?.leveled(report.diagnostics) ?? report.diagnostics
        let comparison = recorded?.compare(findings)
        if let writeBaseline {
            do {
                // `.handbook/baseline.json` before any build made `.handbook/`: the folder is made as needed.
                let folder = (writeBaseline as NSString).deletingLastPathComponent
                if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                try FindingBaseline(recording: findings).encode().write(toFile: writeBaseline, atomically: true, encoding: .utf8)
            } catch {
                throw ValidationError("cannot write the baseline '\(writeBaseline)': \(error.localizedDescription)")
            }
        }
        let failing = (comparison?.new ?? findings).filter { $0.severity >= failOn.severity }
        switch format {
        case .json:
            print(comparison.map(DiagnosticJSON.encode) ?? DiagnosticJSON.encode(findings), terminator: "")
        case .sarif:
            // A site.yml that could not be read is among the diagnostics; the log still lists them.
            let log = SARIFLog.forCheck(config: report.config ?? SiteConfig(), contentDirectory: site.content,
                                        workingDirectory: FileManager.default.currentDirectoryPath)
            print(comparison.map(log.encode) ?? log.encode(findings), terminator: "")
        case .text:
            printText(report: report, findings: findings, comparison: comparison, failing: failing.count)
        }
        if !report.succeeded || (writeBaseline == nil || baseline != nil) && !failing.isEmpty { throw ExitCode(1) }
    }

    /// The baseline `--baseline` names; a file that is missing or not a baseline is bad usage.
    private func readBaseline() throws -> FindingBaseline? {
        guard let baseline else { return nil }
        guard let data = FileManager.default.contents(atPath: baseline) else {
            throw ValidationError("the baseline '\(baseline)' does not exist; make it with --write-baseline \(baseline)")
        }
        do {
            return try FindingBaseline.read([UInt8](data), path: baseline)
        } catch {
            Console().print(error.diagnostics)
            throw ExitCode(2)
        }
    }

    /// Findings on stderr: every one, or with a baseline the new ones in full, then what the
    /// baseline holds that is unchanged and what it holds that is fixed.
    private func printText(report: BuildReport, findings: [Diagnostic], comparison: BaselineComparison?, failing: Int) {
        let console = Console()
        guard let comparison else {
            console.print(findings)
            let errors = findings.filter { $0.severity == .error }.count, warnings = findings.count - errors
            console.error(findings.isEmpty
                ? "No findings: \(report.pageCount) pages, \(report.previewCount) previews follow the guidelines.\n"
                : "\(errors) errors, \(warnings) warnings.\n")
            return
        }
        let new = comparison.new
        console.print(new)
        let unchanged = comparison.findings.count - new.count
        var lines: [String] = []
        if !comparison.absent.isEmpty {
            lines.append("Fixed since the baseline (\(comparison.absent.reduce(0) { $0 + $1.count })):")
            for entry in comparison.absent {
                let file = entry.fingerprint.file.isEmpty ? "" : entry.fingerprint.file + ": "
                lines.append("  \(file)\(entry.message) [\(entry.fingerprint.rule)]" + (entry.count > 1 ? " ×\(entry.count)" : ""))
            }
        }
        lines.append("\(new.count) new finding\(new.count == 1 ? "" : "s")\(failing < new.count ? " (\(failing) at or above --fail-on \(failOn.rawValue))" : ""), \(unchanged) in the baseline, \(comparison.absent.count) fixed.")
        console.error(lines.joined(separator: "\n") + "\n")
    }
}
