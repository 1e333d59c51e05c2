import Foundation

/// One older version of the site, ready to load: its ref resolved to a commit, and its
/// content folder (with its theme folder, when it has one) exported from git into the
/// user's cache — once per commit, never in the working tree.
struct VersionSource: Sendable {
    let version: SiteConfig.Version
    let commit: String
    /// The exported content folder.
    let contentDirectory: String
    /// The exported theme folder, when the version has one.
    let templatesDirectory: String?

    /// The versions site.yml lists, in order, or the errors that keep them from being read.
    static func resolve(_ versions: [SiteConfig.Version], options: BuildOptions) throws(DiagnosticsError) -> [VersionSource] {
        guard let first = versions.first else { return [] }
        guard let repository = GitRepository(containing: options.contentDirectory), let contentPath = repository.path(of: options.contentDirectory) else {
            throw DiagnosticsError([.error("site.versions", "versions are built from git, and '\(options.contentDirectory)' is not in a git repository", at: first.location,
                                           explanation: "Commit the content folder to git, or remove versions from site.yml.")])
        }
        let templatesPath = repository.path(of: options.themeDirectory.path)
        var sources: [VersionSource] = []
        var problems: [Diagnostic] = []
        // `COMMIT:` with an empty path is the whole tree, for content at the repository's top.
        let resolved = repository.resolve(versions.map(\.ref), paths: [contentPath] + [templatesPath].compactMap { $0 })
        for (version, found) in zip(versions, resolved) {
            guard let (commit, existing) = found else {
                problems.append(.error("site.versions", "version \(version.name): '\(version.ref)' is not a branch, tag or commit of the repository at \(repository.root)",
                                       at: version.location, explanation: "Name an existing tag, branch or commit (git tag lists the tags)."))
                continue
            }
            guard existing.contains(contentPath) else {
                problems.append(.error("site.versions", "version \(version.name): '\(contentPath)' does not exist at \(version.ref)", at: version.location))
                continue
            }
            guard let tree = export(repository, commit: commit, cacheFolder: options.cacheFolder,
                                    paths: [contentPath] + [templatesPath].compactMap { path in path.flatMap { existing.contains($0) ? $0 : nil } }) else {
                problems.append(.error("site.versions", "version \(version.name): cannot export '\(contentPath)' at \(version.ref) from git", at: version.location))
                continue
            }
            let templates = templatesPath.map { tree + "/" + $0 }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
            sources.append(VersionSource(version: version, commit: commit, contentDirectory: contentPath.isEmpty ? tree : tree + "/" + contentPath,
                                         templatesDirectory: templates))
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return sources
    }

    /// The folder holding `paths` at `commit`: exported once into the user's cache (or a
    /// temporary folder when there is none) and kept, since a commit never changes.
    private static func export(_ repository: GitRepository, commit: String, cacheFolder: String?, paths: [String]) -> String? {
        let base = cacheFolder.map { $0 + "/versions/" + UserCacheFolder.key(repository.root.utf8) } ?? NSTemporaryDirectory() + "handbook-versions"
        let tree = base + "/" + commit + "-" + UserCacheFolder.key(paths.joined(separator: "\n").utf8)
        let complete = tree + "/.handbook-complete"
        if FileManager.default.fileExists(atPath: complete) { return tree }
        // A half-written export (a killed build) is started again.
        BestEffortFiles.remove(tree) // a leftover that cannot be removed makes the export below fail, which is reported
        guard repository.export(paths.map { $0.isEmpty ? "." : $0 }, at: commit, into: tree),
              FileManager.default.createFile(atPath: complete, contents: Data()) else { return nil }
        return tree
    }
}
