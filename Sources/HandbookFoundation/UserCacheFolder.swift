import Foundation

/// The user's cache folder for Handbook (`$XDG_CACHE_HOME/handbook`, or
/// `~/.cache/handbook`): derived files that are expensive to make and safe to lose —
/// the query store, exported versions, rendered versions. Never beside the site or in the content.
package enum UserCacheFolder {
    package static var path: String? {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/handbook" }
        return environment["HOME"].map { $0 + "/.cache/handbook" }
    }

    /// The content hash of the bytes, in hexadecimal: a key for a cache folder or file.
    package static func key(_ bytes: some Sequence<UInt8>) -> String {
        String(ContentHash.of(Array(bytes)), radix: 16)
    }

    /// Removes the files ending in `suffix` in `folder` not written for a month: stores of
    /// content folders that moved or were deleted. Housekeeping: what cannot be listed or
    /// removed stays.
    package static func prune(_ folder: String, suffix: String, now: Date = Date()) {
        for name in BestEffortFiles.names(in: folder) where name.hasSuffix(suffix) {
            let path = folder + "/" + name
            if let stamp = FileStamp.of(path), Double(stamp.modified) / 1e9 < now.timeIntervalSince1970 - 30 * 24 * 3600 {
                BestEffortFiles.remove(path)
            }
        }
    }
}
