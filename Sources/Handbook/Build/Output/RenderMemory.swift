import Foundation
import Synchronization

/// What each page's render key gave last time, kept beside the output
/// (`.handbook/NAME/rendered`): page directory → the key (`PageRenderer.stableKey`) and the
/// hash of the HTML it rendered. A page whose key is unchanged is not rendered again; the
/// writer keeps the file with that hash (`SiteWriter.keep`). Each line is a fact that stays
/// true — rendering is deterministic — so a file left from an interrupted build is harmless.
final class RenderMemory: Sendable {
    struct Entry: StoreCodable, Equatable {
        var key: UInt64
        var hash: UInt64

        init(key: UInt64, hash: UInt64) {
            self.key = key
            self.hash = hash
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            key = try reader.uint64()
            hash = try reader.uint64()
        }

        func write(to writer: inout StoreWriter) {
            writer.uint64(key)
            writer.uint64(hash)
        }
    }

    /// Bumped whenever what is stored changes shape.
    static let format = "handbook-rendered 2"

    private let store: KeyedStore<Entry>
    private let loaded: KeyedStore<Entry>.Loaded
    private let keptPages = Mutex(0)

    /// The memory in `file`; empty when there is none or it is damaged.
    init(file: String) {
        store = KeyedStore(file: file, key: Self.format)
        loaded = store.load()
    }

    /// Pages this build kept rather than rendered.
    var kept: Int { keptPages.withLock { $0 } }

    /// The hash of what `key` rendered at `directory` last time, when it is the same key.
    func hash(of directory: String, key: UInt64) -> UInt64? {
        loaded.entries[directory].flatMap { $0.key == key ? $0.hash : nil }
    }

    /// Replaces the memory with this build's pages: a one-page edit appends one entry.
    /// Not written, it costs the next build the renders.
    func save(_ entries: [String: Entry], kept: Int) {
        keptPages.withLock { $0 = kept }
        store.save(entries, loaded: loaded)
    }
}
