import Foundation

/// Where a build puts the site it makes.
public enum OutputMode: Sendable {
    /// A folder on disk, swapped in whole when the build succeeds (`handbook build`).
    case directory(String)
    /// Memory, for `handbook serve`; the files come back in `BuildReport.files`.
    case memory
    /// Nowhere: everything is loaded, laid out and checked, nothing is written (`handbook check`).
    case none
}

/// What to build and where: the flags of `handbook build`, `check` and `serve`.
public struct BuildOptions: Sendable {
    public var contentDirectory = Conventions.contentFolder
    /// A theme folder overriding the built-in theme; `nil` uses `Templates/` when it exists.
    public var templatesDirectory: String?
    public var output = OutputMode.directory(Conventions.outputFolder)
    /// Overrides site.yml `base-path`.
    public var basePath: String?
    /// Script HTML injected before `</body>` (live reload under `handbook serve`).
    public var liveReloadScript = ""
    /// Whether to record the peak memory after each step (`--timings`).
    public var measuresMemory = false
    /// False for a process that exits as soon as the build is done (`handbook build`): what
    /// the build read is left for the exit to return at once rather than freed allocation by
    /// allocation, which had cost a 10,000-page rebuild tens of milliseconds after its work.
    public var freesState = true
    /// Pages kept from earlier builds in this process, so a rebuild redoes only what changed.
    public var cache: BuildCache?
    /// Where derived files are kept between builds (exported and rendered versions): the
    /// user's cache folder by default; nil keeps nothing.
    public var cacheFolder: String? = UserCacheFolder.path
    /// The component kinds specs may name: the built-in three unless a caller registers more.
    public var kinds = ComponentKinds.builtIn
    /// Whether the components' result carries every spec styled by its tokens, with its
    /// findings and the tokens it uses (`handbook mcp` answers from them; pages do not need them).
    public var keepsSpecs = false

    public init(contentDirectory: String = Conventions.contentFolder, templatesDirectory: String? = nil,
                output: OutputMode = .directory(Conventions.outputFolder), basePath: String? = nil) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.output = output
        self.basePath = basePath
    }

    /// The theme folder to read: the one named, else `Templates/` if present.
    public var themeDirectory: (path: String, required: Bool) {
        templatesDirectory.map { ($0, true) } ?? (Conventions.templatesFolder, false)
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
    /// The process's peak memory after each step, when `BuildOptions.measuresMemory` asked.
    public var stepPeakKilobytes: [Int] = []
    /// Markdown pages taken unchanged from the page store (`PageStore`) instead of read.
    public var reusedPages = 0
    /// Pages whose inputs were those of the last build into the same folder, kept rather than rendered.
    public var keptPages = 0
    /// Files of the search index whose inputs were those of the last build into the same
    /// folder, kept rather than made (`SearchIndexUpdate`).
    public var keptSearchFiles = 0
    /// Other published files (the preview fonts' stylesheet) taken from the query store
    /// because what they are made from stands (`PreviewFontsQuery`).
    public var keptPublishedFiles = 0
    /// Older versions written from the cache, unchanged since an earlier build.
    public var reusedVersions: [String] = []
    /// Whether the components' results were kept from an earlier build (the component queries, or `serve`'s memory).
    public var reusedComponents = false
    /// Component specs whose results this build made rather than took from the query store
    /// (a spec edited between two builds: that one).
    public var madeSpecs = 0
    /// Whether this build wrote out the token pages rather than took them from the query store
    /// (they are taken while the tokens and what the specs' results say of them are unchanged).
    public var madeTokenPages = false
    /// Files of types Handbook does not read, by extension (`ContentInventory.unreadCounts`): left out, and said so.
    public var unreadFiles: [(fileExtension: String, count: Int)] = []
    /// The step whose errors stopped the build, when one did.
    public var failedStep: String?
    /// Where the site was written (absolute), when it was.
    public var outputPath: String?
    /// The settings site.yml gave, when it could be read (`check --format sarif` names the
    /// rule pages from them); nil when the build stopped before, having said why.
    public var config: SiteConfig?
    /// site.yml's `check:` as the report applied it: `handbook check` raises the rules it
    /// sets to `error` (`CheckPolicy.leveled`).
    public var checkPolicy: CheckPolicy?
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
        return "Built \(counts) in \(ms) ms" + (outputPath.map { " → \($0)" } ?? "") + unreadSummary
    }

    /// `; left out 56 .tsx files and 2 .rst files …`, or nothing when every file was read.
    var unreadSummary: String {
        guard !unreadFiles.isEmpty else { return "" }
        let parts = unreadFiles.map { "\($0.count) \($0.fileExtension) file\($0.count == 1 ? "" : "s")" }
        let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
        return "\nLeft out \(list): Handbook reads .md and .mdx pages and publishes images and other files as they are; convert these to Markdown, or keep them outside the content folder."
    }
}
