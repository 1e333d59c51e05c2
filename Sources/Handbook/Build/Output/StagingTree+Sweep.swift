import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension StagingTree {
    /// Removes everything the build did not write — files of pages that are gone, whatever
    /// someone added to an old `_site/` — and then the folders left empty. Returns how many
    /// files and folders it removed and how many folders it had to read.
    ///
    /// A folder whose stamp before the build equals the one in `previous` holds exactly the
    /// entries `previous` lists for it plus what this build created, so it is not read; any
    /// other folder is listed with `readdir`. (Reading 10,000 idle page folders back from disk
    /// was most of an idle rebuild's sweep.)
    func sweep(keeping written: Set<String>, previous: GenerationManifest) throws(DiagnosticsError) -> (removed: Int, listedFolders: Int) {
        let sweep = Sweep(tree: self, written: written, previous: previous, before: foldersWritten)
        _ = try sweep.folder("")
        return (sweep.removed, sweep.listedFolders)
    }
}

/// One sweep of a staging folder.
private final class Sweep {
    let tree: StagingTree
    let written: Set<String>
    let previous: GenerationManifest
    let listing: [String: [(name: String, isFolder: Bool)]]
    let before: [String: FileStamp?]
    var removed = 0
    var listedFolders = 0

    init(tree: StagingTree, written: Set<String>, previous: GenerationManifest, before: [String: FileStamp?]) {
        (self.tree, self.written, self.previous, self.before) = (tree, written, previous, before)
        listing = previous.listing()
    }

    /// Sweeps one folder; returns whether it is empty afterwards.
    func folder(_ folder: String) throws(DiagnosticsError) -> Bool {
        if !folder.isEmpty, let stamp = before[folder] {
            // The build wrote a file below it, so it stays. One it created holds nothing
            // stale; one the manifest vouches for needs only its recorded entries checked.
            guard let stamp else { return false }
            if previous.folders[folder] == stamp && previous.vouches(for: stamp) {
                try known(folder)
                return false
            }
        }
        return try listed(folder)
    }

    /// A folder the manifest vouches for: only its recorded entries can be stale.
    private func known(_ folder: String) throws(DiagnosticsError) {
        for (name, isFolder) in listing[folder] ?? [] {
            let relative = folder + "/" + name
            // Written this build (perhaps where a folder was), or a folder it wrote into (perhaps where a file was).
            if written.contains(relative) { continue }
            if isFolder || before[relative] != nil {
                if try self.folder(relative) { try removeFolder(relative) }
            } else {
                try removeFile(relative)
            }
        }
    }

    /// A folder read from disk.
    private func listed(_ folder: String) throws(DiagnosticsError) -> Bool {
        listedFolders += 1
        let path = folder.isEmpty ? tree.root : tree.root + "/" + folder
        guard let directory = opendir(path) else {
            if errno == ENOENT { return true }
            // A file where the manifest had a folder: stale like the rest.
            if errno == ENOTDIR {
                try removeFile(folder)
                return true
            }
            throw FileIO.failure("cannot read folder", path)
        }
        var subfolders: [String] = []
        var kept = 0
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            if name == "." || name == ".." { continue }
            let relative = folder.isEmpty ? name : folder + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // Some file systems do not fill d_type.
                type = FileIO.kind(of: tree.root + "/" + relative) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
            }
            if type == Int32(DT_DIR) {
                subfolders.append(relative)
            } else if type == Int32(DT_REG) && written.contains(relative) {
                kept += 1
            } else {
                stale.append(relative)
            }
        }
        closedir(directory)
        for relative in stale { try removeFile(relative) }
        for subfolder in subfolders {
            if try self.folder(subfolder) {
                try removeFolder(subfolder)
            } else {
                kept += 1
            }
        }
        return kept == 0
    }

    private func removeFile(_ relative: String) throws(DiagnosticsError) {
        let path = tree.root + "/" + relative
        if unlink(path) == 0 {
            removed += 1
        } else if errno == EISDIR {
            // A folder where the manifest had a file.
            if try folder(relative) { try removeFolder(relative) }
        } else if errno != ENOENT {
            throw FileIO.failure("cannot remove", path)
        }
    }

    private func removeFolder(_ relative: String) throws(DiagnosticsError) {
        let path = tree.root + "/" + relative
        if rmdir(path) == 0 {
            removed += 1
        } else if errno != ENOENT {
            throw FileIO.failure("cannot remove", path)
        }
    }
}
