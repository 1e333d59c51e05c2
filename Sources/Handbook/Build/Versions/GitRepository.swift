import Foundation
import TextMetrics

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

    /// What `refs` name, in two `git` runs however many there are: for each ref, its commit
    /// and which of `paths` exist there; nil for a ref that names no commit (a branch, tag or
    /// commit). A run per question cost ~50 ms each through Foundation's `Process`.
    func resolve(_ refs: [String], paths: [String]) -> [(commit: String, existing: Set<String>)?] {
        // Names go to git's standard input, so a ref that starts with "-" is never an option.
        let answers = batchCheck(refs.map { $0 + "^{commit}" }) ?? refs.map { _ in nil }
        let commits = answers.map { answer in answer.flatMap { $0.kind == "commit" ? $0.object : nil } }
        let questions = commits.compactMap { $0 }.flatMap { commit in paths.map { commit + ":" + $0 } }
        let found = questions.isEmpty ? [] : (batchCheck(questions) ?? questions.map { _ in nil })
        var next = 0
        return commits.map { commit in
            guard let commit else { return nil }
            var existing: Set<String> = []
            for path in paths {
                if found[next] != nil { existing.insert(path) }
                next += 1
            }
            return (commit, existing)
        }
    }

    /// `git cat-file --batch-check` over `names`: each one's object id and kind, or nil when missing.
    private func batchCheck(_ names: [String]) -> [(object: String, kind: String)?]? {
        // A name with a newline would read as two; no ref or path of a site holds one.
        guard !names.contains(where: { $0.contains("\n") }) else { return nil }
        let input = names.joined(separator: "\n") + "\n"
        // Written whole before git starts reading: a few hundred bytes fit the pipe's buffer.
        guard input.utf8.count < 16_384, let ends = ChildProcess.makePipe() else { return nil }
        let written = input.withCString { write(ends.write, $0, strlen($0)) }
        close(ends.write)
        let git = ChildProcess.start(["git", "-C", root, "cat-file", "--batch-check"], environment: Self.environment, input: ends.read)
        close(ends.read)
        guard written == input.utf8.count, let git else { return nil }
        let output = String(decoding: git.readOutput(), as: UTF8.self)
        guard git.wait() == 0 else { return nil }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count == names.count else { return nil }
        return lines.map { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[0].count >= 40, fields[0].allSatisfy(\.isHexDigit) else { return nil }
            return (String(fields[0]), String(fields[1]))
        }
    }

    /// Writes `paths` as they are at `commit` into `folder` (`git archive` piped to `tar`).
    func export(_ paths: [String], at commit: String, into folder: String) -> Bool {
        guard BestEffortFiles.makeFolder(folder) else { return false }
        guard let ends = ChildProcess.makePipe() else { return false }
        // Each end is closed here once its child has it: tar sees the end of the archive
        // when git, the last writer, exits.
        let tar = ChildProcess.start(["tar", "-x", "-C", folder], environment: Self.environment, input: ends.read, output: .discard)
        close(ends.read)
        let git = tar == nil ? nil : ChildProcess.start(["git", "-C", root, "archive", "--format=tar", commit, "--"] + paths,
                                                        environment: Self.environment, output: .descriptor(ends.write))
        close(ends.write)
        let archived = git?.wait() == 0
        let extracted = tar?.wait() == 0
        return archived && extracted
    }

    private static let environment = ["LC_ALL": "C", "GIT_PAGER": "cat"]
}
