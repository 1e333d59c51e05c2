import Foundation

/// What to build and where: the flags of `handbook build` and `handbook check`.
public struct BuildOptions: Sendable {
    public var contentDirectory = "Content"
    /// A theme folder overriding the built-in theme; `nil` uses `Templates/` when it exists.
    public var templatesDirectory: String?
    public var outputDirectory = "_site"
    /// Overrides site.yml `base-path`.
    public var basePath: String?
    /// `false` for `handbook check`: everything is loaded and laid out, nothing is written.
    public var writesOutput = true
    /// Build into memory instead of `outputDirectory` (`handbook serve`); see `BuildReport.files`.
    public var buildsInMemory = false
    /// Script HTML injected before `</body>` (live reload under `handbook serve`).
    public var liveReloadScript = ""
    /// Pages kept from earlier builds in this process, so a rebuild redoes only what changed.
    public var cache: BuildCache?

    public init(contentDirectory: String = "Content", templatesDirectory: String? = nil, outputDirectory: String = "_site", basePath: String? = nil) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.basePath = basePath
    }
}

/// What a build did: its diagnostics and counts.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var pageCount = 0
    public var componentCount = 0
    public var previewCount = 0
    public var milliseconds = 0.0
    /// Time spent in each step, for `--timings` and profiling.
    public var stepMilliseconds: [(step: String, milliseconds: Double)] = []
    /// Where the site was written (absolute), when it was.
    public var outputPath: String?
    /// The site's files, when built in memory and successful.
    public var files: [String: Data] = [:]
    /// Files of an in-memory build made only when first asked for (the search index).
    public var deferredFiles: [String: @Sendable () -> Data] = [:]

    public init() {}

    /// Whether the build produced a site (warnings allowed).
    public var succeeded: Bool { !diagnostics.hasErrors }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// The one-line summary printed at the end of a build.
    public var summary: String {
        let ms = Int(milliseconds.rounded())
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let counts = "\(plural(pageCount, "page")), \(plural(componentCount, "component")), \(plural(previewCount, "preview")), \(plural(warningCount, "warning"))"
        if !succeeded { return "Build failed: \(plural(errorCount, "error")), \(plural(warningCount, "warning")) in \(ms) ms; the previous site was left as it was" }
        return "Built \(counts) in \(ms) ms" + (outputPath.map { " → \($0)" } ?? "")
    }
}
