import Foundation

/// File operations whose failure costs work, never correctness: a cache folder that cannot be
/// made, a stale file that cannot be removed, a folder that cannot be listed. Each caller says
/// what a failure costs it; the error itself would tell the user nothing they must act on.
package enum BestEffortFiles {
    /// Makes `path` and the folders above it; false when it is not there after.
    @discardableResult
    package static func makeFolder(_ path: String) -> Bool {
        // The answer is whether the folder is there, not why it could not be made.
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Removes the file or folder at `path`; false when something is still there.
    @discardableResult
    package static func remove(_ path: String) -> Bool {
        // The answer is whether anything is left, not why it could not be removed.
        try? FileManager.default.removeItem(atPath: path)
        return !FileManager.default.fileExists(atPath: path)
    }

    /// The names in the folder at `path` (dot-files too), none when it cannot be listed.
    package static func names(in path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []  // an unreadable folder lists nothing
    }
}
