import Foundation
import Synchronization

/// What each page's render key gave last time, kept beside the output
/// (`.handbook/NAME/rendered`): page directory → the key (`PageRenderer.stableKey`) and the
/// hash of the HTML it rendered. A page whose key is unchanged is not rendered again; the
/// writer keeps the file with that hash (`SiteWriter.keep`). Each line is a fact that stays
/// true — rendering is deterministic — so a file left from an interrupted build is harmless.
final class RenderMemory: Sendable {
    struct Entry: Sendable, Equatable {
        var key: UInt64
        var hash: UInt64
    }

    let file: String
    private let entries: [String: Entry]
    private let keptPages = Mutex(0)

    /// The memory in `file`; empty when there is none or it is damaged.
    init(file: String) {
        self.file = file
        entries = Self.read(file)
    }

    private static func read(_ file: String) -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: file) else { return [:] }
        var reader = StoreReader([UInt8](data))
        do throws(StoreReader.Damaged) {
            let pairs = try reader.array { reader throws(StoreReader.Damaged) in
                (try reader.string(), Entry(key: try reader.uint64(), hash: try reader.uint64()))
            }
            return reader.isAtEnd ? Dictionary(pairs, uniquingKeysWith: { _, last in last }) : [:]
        } catch {
            return [:]
        }
    }

    /// Pages this build kept rather than rendered.
    var kept: Int { keptPages.withLock { $0 } }

    /// The hash of what `key` rendered at `directory` last time, when it is the same key.
    func hash(of directory: String, key: UInt64) -> UInt64? {
        entries[directory].flatMap { $0.key == key ? $0.hash : nil }
    }

    /// Replaces the memory with this build's pages. Not written, it costs the next build the renders.
    func save(_ entries: [String: Entry], kept: Int) {
        keptPages.withLock { $0 = kept }
        var writer = StoreWriter()
        writer.array(entries.sorted { $0.key < $1.key }) { writer, pair in
            writer.string(pair.key)
            writer.uint64(pair.value.key)
            writer.uint64(pair.value.hash)
        }
        try? Data(writer.bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
