import Foundation

/// Runs the build: the named steps of `BuildStep.all` over one `BuildState`, in order,
/// stopping after a step that reports an error; then commits the output, or abandons it
/// so the previous site stays. Every diagnostic is tagged with the step that found it.
public struct SiteBuilder: Sendable {
    /// Called as each step starts: (step number, step count, name).
    public var progress: (@Sendable (Int, Int, String) -> Void)?

    public init(progress: (@Sendable (Int, Int, String) -> Void)? = nil) {
        self.progress = progress
    }

    /// Builds (or only checks, with `OutputMode.none`) the site. Never throws: every problem is a diagnostic.
    public func build(_ options: BuildOptions) -> BuildReport {
        let start = DispatchTime.now()
        var report = BuildReport()
        var state = BuildState(options: options)
        let steps = BuildStep.all
        for (number, step) in steps.enumerated() {
            progress?(number + 1, steps.count, step.name)
            let stepStart = DispatchTime.now()
            let before = state.diagnostics.count
            do {
                try step.run(&state)
            } catch {
                state.diagnostics += error.diagnostics
            }
            for index in state.diagnostics.indices.dropFirst(before) where state.diagnostics[index].step == nil {
                state.diagnostics[index].step = step.name
            }
            report.stepMilliseconds.append((step.name, Self.milliseconds(since: stepStart)))
            if options.measuresMemory { report.stepPeakKilobytes.append(PeakResidentSet.kilobytes) }
            if state.diagnostics.hasErrors {
                report.failedStep = step.name
                break
            }
        }
        finish(&state, into: &report)
        // What the queries made is kept for the next build, whether or not this one failed:
        // each value is what its inputs give.
        state.queryStore?.save()
        // site.yml's `check:` decides what is reported (its own problems among it).
        let policy = CheckPolicy(state.settings?.config.check, contentDirectory: options.contentDirectory)
        report.diagnostics = policy.filtered(state.diagnostics + policy.problems).sortedForDisplay()
        report.checkPolicy = policy
        report.reusedVersions = state.reusedVersions
        report.reusedComponents = state.reusedComponents
        report.madeSpecs = state.madeSpecs
        report.madeTokenPages = state.madeTokenPages
        report.reusedPages = state.guidelines?.reused ?? 0
        report.keptPages = state.keptPages
        report.keptSearchFiles = state.keptSearchFiles
        report.keptPublishedFiles = state.keptPublishedFiles
        report.config = state.settings?.config
        report.unreadFiles = state.content?.inventory.unreadCounts ?? []
        if let site = state.site {
            report.pageCount = site.pages.count
            report.componentCount = site.pages.filter { $0.kind == .component }.count
            report.previewCount = site.previewCount
        }
        report.milliseconds = Self.milliseconds(since: start)
        if !options.freesState { _ = Unmanaged.passRetained(LeftState(state)) }
        return report
    }

    /// A build's state kept from being freed: the process is about to exit (`BuildOptions.freesState`).
    private final class LeftState: Sendable {
        let state: BuildState
        init(_ state: BuildState) { self.state = state }
    }

    /// Makes the written site the current one, or drops it when the build failed.
    private func finish(_ state: inout BuildState, into report: inout BuildReport) {
        guard let output = state.output else { return }
        if !state.diagnostics.hasErrors {
            do {
                try output.site.commit()
            } catch {
                state.diagnostics += error.diagnostics.map { var diagnostic = $0; diagnostic.step = "Publishing"; return diagnostic }
            }
        }
        guard !state.diagnostics.hasErrors else {
            output.site.abandon()
            return
        }
        switch output {
        case .directory(let writer):
            report.outputPath = writer.output
        case .memory(let memory):
            report.files = memory.files
            report.deferredFiles = memory.deferredFiles
        }
    }

    private static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }
}
