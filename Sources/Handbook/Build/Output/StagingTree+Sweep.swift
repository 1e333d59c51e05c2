import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension StagingTree {
    /// Removes everything the build did not write — files of pages that are gone, whatever
    /// someone added to an old `_site/` — and then the folders left empty. Returns how many
    /// files and folders it removed.
    func sweep(keeping written: Set<String>) throws(DiagnosticsError) -> Int {
        var removed = 0
        _ = try sweepFolder("", keeping: written, removed: &removed)
        return removed
    }

    /// Sweeps one folder; returns whether it is empty afterwards.
    private func sweepFolder(_ folder: String, keeping written: Set<String>, removed: inout Int) throws(DiagnosticsError) -> Bool {
        let path = folder.isEmpty ? root : root + "/" + folder
        guard let directory = opendir(path) else { throw FileIO.failure("cannot read folder", path) }
        var subfolders: [String] = []
        var kept = 0
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            if name == "." || name == ".." { continue }
            let relative = folder.isEmpty ? name : folder + "/" + name
            var type = Int(entry.pointee.d_type)
            if type == Int(DT_UNKNOWN) {
                // Some file systems do not fill d_type.
                type = FileIO.kind(of: root + "/" + relative) == S_IFDIR ? Int(DT_DIR) : Int(DT_REG)
            }
            if type == Int(DT_DIR) {
                subfolders.append(relative)
            } else if type == Int(DT_REG) && written.contains(relative) {
                kept += 1
            } else {
                guard unlink(root + "/" + relative) == 0 || errno == ENOENT else {
                    closedir(directory)
                    throw FileIO.failure("cannot remove", root + "/" + relative)
                }
                removed += 1
            }
        }
        closedir(directory)
        for subfolder in subfolders {
            if try sweepFolder(subfolder, keeping: written, removed: &removed) {
                guard rmdir(root + "/" + subfolder) == 0 else { throw FileIO.failure("cannot remove", root + "/" + subfolder) }
                removed += 1
            } else {
                kept += 1
            }
        }
        return kept == 0
    }
}
