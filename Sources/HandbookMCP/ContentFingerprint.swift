import Foundation
import Handbook

/// A hash of every file's path and stamp under a content folder: when it changes, the design
/// system is loaded again before the next answer. Cheaper than watching: one `lstat` a file,
/// paid only when an assistant asks, and never stale.
struct ContentFingerprint: Equatable {
    private let value: UInt64

    init(folder: String) {
        var hasher = StableHasher()
        let root = URL(fileURLWithPath: folder)
        // A folder that cannot be listed has no files to fingerprint: the load reports it.
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL { paths.append(url.path) }
        for path in paths.sorted() {
            hasher.combine(path)
            if let stamp = FileStamp.of(path) {
                hasher.combine(stamp.inode)
                hasher.combine(stamp.size)
                hasher.combine(UInt64(bitPattern: stamp.modified))
                hasher.combine(UInt64(bitPattern: stamp.changed))
            }
        }
        value = hasher.finalize()
    }
}
