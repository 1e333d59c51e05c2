import Foundation

/// The user's cache folder for Handbook (`$XDG_CACHE_HOME/handbook`, or
/// `~/.cache/handbook`): derived files that are expensive to make and safe to lose —
/// exported versions, rendered versions. Never beside the site or in the content.
package enum UserCache {
    package static var folder: String? {
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
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(suffix) {
            let path = folder + "/" + name
            if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
               now.timeIntervalSince(modified) > 30 * 24 * 3600 {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }
}
