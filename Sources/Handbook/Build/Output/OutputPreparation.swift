import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The steps that make an output folder ready to be built into, under its lock: refuse what
/// is not a Handbook site, finish what a killed build left half done, and pick the spare
/// generation to update.
enum OutputPreparation {
    /// Refuses an output that is a file, or a folder holding files without Handbook's marker,
    /// so `--output ~/Documents` cannot erase it.
    static func checkReplaceable(_ output: String, as given: String) throws(DiagnosticsError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) else { return }
        // A folder that cannot be listed cannot be shown to be Handbook's: it is not replaced.
        let contents = isDirectory.boolValue ? ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? ["?"]) : ["?"]
        if !isDirectory.boolValue || (!contents.isEmpty && !contents.contains(SiteWriter.marker)) {
            throw DiagnosticsError([.error("output.not-a-site", "output '\(given)' exists and is not a site Handbook built; refusing to replace it", at: nil,
                                           explanation: "Choose an empty or new folder with --output.")])
        }
    }

    /// Creates the parent, `.handbook/` (with its `.gitignore`) and `.handbook/NAME/`.
    static func makeBookkeeping(_ paths: OutputPaths) throws(DiagnosticsError) {
        // A committed `.handbook` (or `_site`, or a folder in it) that is a symbolic link would
        // have the build write wherever it leads: its `.gitignore`, a lock, a whole site.
        for path in [paths.output, paths.shared, paths.bookkeeping, paths.generation] where FolderBoundary.isLink(path) {
            throw DiagnosticsError([.error("output.link", "'\(path)' is a symbolic link; Handbook writes the site and its bookkeeping only into real folders",
                                           at: nil, explanation: "Remove the link (it may have come with the repository); the build makes the folder itself.")])
        }
        do {
            try FileManager.default.createDirectory(atPath: paths.bookkeeping, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError([.error("output.unwritable", "cannot create '\(paths.bookkeeping)': \(error.localizedDescription)", at: nil)])
        }
        let ignoreAll = "# Handbook's spare generations and locks for the output folders beside it; safe to delete when no build runs.\n*\n"
        if FileManager.default.contents(atPath: paths.gitignore) != Data(ignoreAll.utf8) {
            _ = FileManager.default.createFile(atPath: paths.gitignore, contents: Data(ignoreAll.utf8))
        }
    }

    /// Finishes a swap that a killed build left between its two renames (only where the file
    /// system cannot exchange two folders in one step): the old site goes back into place,
    /// or becomes the spare.
    static func recoverSwap(_ paths: OutputPaths) {
        guard FileIO.kind(of: paths.aside) == S_IFDIR else { return }
        if FileIO.kind(of: paths.output) == nil {
            _ = rename(paths.aside, paths.output)
        } else if FileIO.kind(of: paths.generation) == nil {
            _ = rename(paths.aside, paths.generation)
        } else {
            _ = FileIO.remove(paths.aside)
        }
    }

    /// Removes the `.NAME.staging-PID` folders that builds before this scheme left when they
    /// were killed — only those whose process is gone. The first becomes the spare generation
    /// when there is none (updating it costs less than deleting it and writing a new one).
    static func collectLegacyStaging(_ paths: OutputPaths) {
        // Collecting an old layout's leftovers is housekeeping; an unreadable parent fails the write that follows, reported there.
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: paths.parent) else { return }
        for entry in entries.sorted() {
            guard let process = paths.legacyStagingProcess(entry), process == getpid() || !isRunning(process) else { continue }
            let path = paths.parent + "/" + entry
            if FileIO.kind(of: paths.generation) == nil, FileIO.kind(of: path) == S_IFDIR, rename(path, paths.generation) == 0 { continue }
            _ = FileIO.remove(path)
        }
    }

    /// Makes sure the spare generation is a real folder; returns its inode.
    static func prepareGeneration(_ paths: OutputPaths) throws(DiagnosticsError) -> UInt64 {
        let kind = FileIO.kind(of: paths.generation)
        if kind != S_IFDIR {
            // Nothing there (a first build, or the output was made by an earlier Handbook), or
            // something that is not a folder (a symlinked output swapped aside): start empty.
            if kind != nil && !FileIO.remove(paths.generation) { throw FileIO.failure("cannot replace", paths.generation) }
            guard mkdir(paths.generation, 0o755) == 0 else { throw FileIO.failure("cannot create", paths.generation) }
        }
        var status = stat()
        guard lstat(paths.generation, &status) == 0 else { throw FileIO.failure("cannot read", paths.generation) }
        return UInt64(status.st_ino)
    }

    private static func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}
