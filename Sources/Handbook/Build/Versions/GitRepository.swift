import Foundation

/// The git repository holding the content folder, read with the `git` command: resolving
/// a version's ref to a commit and exporting a folder as it was at that commit, without
/// touching the user's working tree.
struct GitRepository: Sendable {
    /// The repository's top folder.
    let root: String

    /// The repository enclosing `folder`, if any.
    init?(containing folder: String) {
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        guard let prefix = GitHistory.repositoryPrefix(of: absolute) else { return nil }
        let parts = absolute.split(separator: "/", omittingEmptySubsequences: true)
        let depth = prefix.split(separator: "/").count
        root = "/" + parts.dropLast(depth).joined(separator: "/")
    }

    /// `folder`'s path inside the repository (`Content`, `docs/Content`), or nil outside it.
    func path(of folder: String) -> String? {
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        guard absolute == root || absolute.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
        return String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    /// The commit `ref` names (a branch, tag or commit), or nil when it names none.
    func commit(for ref: String) -> String? {
        // `--end-of-options` keeps a ref that starts with "-" from reading as an option.
        guard let output = run(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"]), output.status == 0 else { return nil }
        let commit = String(decoding: output.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return commit.count >= 40 && commit.allSatisfy(\.isHexDigit) ? commit : nil
    }

    /// Whether `path` exists at `commit`.
    func exists(_ path: String, at commit: String) -> Bool {
        run(["cat-file", "-e", "\(commit):\(path)"])?.status == 0
    }

    /// Writes `paths` as they are at `commit` into `folder` (`git archive` piped to `tar`).
    func export(_ paths: [String], at commit: String, into folder: String) -> Bool {
        let git = process(["git", "-C", root, "archive", "--format=tar", commit, "--"] + paths)
        let tar = process(["tar", "-x", "-C", folder])
        let pipe = Pipe()
        git.standardOutput = pipe
        tar.standardInput = pipe
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try tar.run()
            try git.run()
        } catch {
            return false
        }
        git.waitUntilExit()
        try? pipe.fileHandleForWriting.close()
        tar.waitUntilExit()
        return git.terminationStatus == 0 && tar.terminationStatus == 0
    }

    private func process(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["LC_ALL": "C", "GIT_PAGER": "cat"]) { _, new in new }
        process.standardError = FileHandle.nullDevice
        return process
    }

    private func run(_ arguments: [String]) -> (status: Int32, data: Data)? {
        let git = process(["git", "-C", root] + arguments)
        let output = Pipe()
        git.standardOutput = output
        do {
            try git.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        return (git.terminationStatus, data)
    }
}
