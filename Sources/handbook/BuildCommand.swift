import ArgumentParser
import Foundation
import Handbook

/// `handbook build`: generates the site into the output folder, atomically.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "build", abstract: "Generate the site from the content folder.")

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The output folder, replaced only when the build succeeds.")
    var output = Conventions.outputFolder

    @Option(name: .long, help: "The path the site is served under, e.g. /handbook/ (overrides site.yml).")
    var basePath: String?

    @Flag(name: .long, help: "Print only diagnostics.")
    var quiet = false

    @Flag(name: .long, help: "Print the time each step took and the peak memory after it.")
    var timings = false

    func run() throws {
        var options = site.buildOptions()
        options.output = .directory(output)
        options.basePath = basePath
        options.measuresMemory = timings
        options.freesState = false
        let console = Console(quiet: quiet)
        // Ctrl-C and SIGTERM stop the writers, leave the site as it was and exit 130 / 143.
        BuildInterruption.install { notice in
            console.clearProgress()
            console.error(notice + "\n")
        }
        let report = SiteBuilder(progress: console.progress).build(options)
        console.clearProgress()
        console.print(report.diagnostics)
        if !quiet || !report.succeeded { console.error(report.summary + "\n") }
        if timings {
            for (index, (step, ms)) in report.stepMilliseconds.enumerated() {
                let peak = report.stepPeakKilobytes.indices.contains(index) ? String(format: "%6d MB peak  ", report.stepPeakKilobytes[index] / 1024) : ""
                console.error(String(format: "%8.1f ms  %@%@\n", ms, peak, step))
            }
            console.error("kept from the last build: \(report.keptPages) of \(report.pageCount) pages, \(report.keptSearchFiles) search index files, \(report.keptPublishedFiles) other files\n")
        }
        if !report.succeeded { throw ExitCode(1) }
    }
}
