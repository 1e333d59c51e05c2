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
}
