/// An older version of the site: loaded, or known from the cache by its page folders
/// and written from its cached files.
struct LoadedVersion: Sendable {
    let source: VersionSource
    /// The loaded site; nil when the version's files come from the cache.
    var site: LoadedSite?
    /// The folders of its pages, for the other versions' switchers.
    let directories: Set<String>
    /// Where its rendered files are cached for the site's current set of versions.
    var bundleFile: String?
    /// Its files as written this build, kept for the cache.
    var recording: RecordingOutput?

    /// The site folder the version is published under: `1.0/`.
    var prefix: String { source.version.name + "/" }
}

/// Loads an older version of the site from its exported content folder with the site's own
/// loading steps, as it would build on its own under its folder (`1.0/`).
enum SiteLoader {
    /// The version's loaded site, and its errors (its warnings are history, not the
    /// current content's business: they are left out).
    static func load(_ source: VersionSource, parent: BuildOptions, basePath: String, previous: PreviousSpecs?) -> (LoadedSite?, [Diagnostic]) {
        let base = SiteConfig.normalizedBasePath(basePath)
        var options = BuildOptions(contentDirectory: source.contentDirectory, templatesDirectory: source.templatesDirectory,
                                   output: .none, basePath: base + source.version.name + "/")
        options.liveReloadScript = parent.liveReloadScript
        options.cacheFolder = parent.cacheFolder
        var state = BuildState(options: options)
        state.previousSpecs = previous
        for step in BuildStep.loading {
            do {
                try step.run(&state)
            } catch {
                state.diagnostics += error.diagnostics
            }
            if state.diagnostics.hasErrors { break }
        }
        let errors = state.diagnostics.filter { $0.severity == .error }.map { diagnostic -> Diagnostic in
            var diagnostic = diagnostic
            diagnostic.message = "version \(source.version.name) (\(source.version.ref)): " + diagnostic.message
            if diagnostic.location == nil { diagnostic.location = source.version.location }
            return diagnostic
        }
        return (errors.isEmpty ? state.site : nil, errors)
    }
}
