import Foundation

/// Runs the build as a list of named steps over one context (Publish's pipeline shape):
/// settings → content → theme → pages → links → render and write → publish.
public struct SiteBuilder: Sendable {
    /// Called as each step starts: (step number, step count, name).
    public var progress: (@Sendable (Int, Int, String) -> Void)?

    public init(progress: (@Sendable (Int, Int, String) -> Void)? = nil) {
        self.progress = progress
    }

    static let steps = ["Reading settings", "Scanning content", "Loading theme", "Reading pages", "Loading components", "Checking links", "Rendering pages", "Publishing"]

    /// Builds (or, with `writesOutput` off, checks) the site. Never throws: every problem is a diagnostic.
    public func build(_ options: BuildOptions) -> BuildReport {
        let start = DispatchTime.now()
        var report = BuildReport()
        var stepStart = start
        var context = BuildContext(options: options)
        var writer: (any SiteOutput)?
        let memory = options.buildsInMemory ? MemorySite() : nil
        do {
            for (number, name) in Self.steps.enumerated() {
                progress?(number + 1, Self.steps.count, name)
                switch number {
                case 0: try context.readSettings()
                case 1: try context.scanContent()
                case 2: try context.loadTheme()
                case 3: try context.readPages()
                case 4: context.loadComponents()
                case 5: context.checkLinks()
                case 6:
                    if let memory {
                        writer = memory
                    } else if options.writesOutput {
                        writer = try SiteWriter(output: options.outputDirectory)
                    }
                    try context.renderPages(into: writer)
                default:
                    if let writer {
                        try context.publish(with: writer)
                        report.outputPath = (writer as? SiteWriter)?.output
                    }
                }
                let now = DispatchTime.now()
                report.stepMilliseconds.append((name, Double(now.uptimeNanoseconds - stepStart.uptimeNanoseconds) / 1e6))
                stepStart = now
                if context.diagnostics.hasErrors { break }
            }
        } catch {
            context.diagnostics += error.diagnostics
        }
        if context.diagnostics.hasErrors {
            writer?.abandon()
            report.outputPath = nil
        }
        if let memory, !context.diagnostics.hasErrors {
            report.files = memory.files
            report.deferredFiles = memory.deferredFiles
        }
        report.diagnostics = context.diagnostics.sortedForDisplay()
        report.pageCount = context.pages.count
        report.componentCount = context.pages.filter { $0.kind == .component }.count
        report.previewCount = context.previewCount
        report.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        return report
    }
}
