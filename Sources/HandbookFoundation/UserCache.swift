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

    /// FNV-1a over the bytes: a key for a cache folder or file, not a checksum.
    package static func key(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
