import Foundation
import Synchronization

/// What a published file's inputs gave last time, kept beside the output
/// (`.handbook/NAME/published`): site path → a key of everything the file is made from and
/// the `ContentHash` of the bytes it gave. A file whose key is unchanged is kept from the
/// last build (`SiteOutput.keep`, which checks the bytes by that hash) rather than made
/// again. For files that cost much to make from inputs that cost little to name: the preview
/// fonts' stylesheet, which HarfBuzz subsets every face for. Each entry is a fact that stays
/// true, so a memory left by an interrupted build is harmless; one that cannot be read
/// costs the next build the work.
final class PublishedFileMemory: Sendable {
    /// Bumped whenever what is stored changes shape.
    static let format = "handbook-published 1"

    private let store: KeyedStore<RenderMemory.Entry>
    private let loaded: KeyedStore<RenderMemory.Entry>.Loaded
    private let made = Mutex<[String: RenderMemory.Entry]>([:])
    private let keptFiles = Mutex(0)

    /// The memory in `file`; empty when there is none or it is damaged.
    init(file: String) {
        store = KeyedStore(file: file, key: Self.format + " " + VersionBundle.toolIdentity)
        loaded = store.load()
    }

    /// Files this build kept rather than made.
    var kept: Int { keptFiles.withLock { $0 } }

    /// Puts the file at `path` into `output`: the last build's bytes when they were made
    /// from `key`, else what `make` gives now.
    func publish(_ path: String, key: UInt64, into output: any SiteOutput, make: () throws(DiagnosticsError) -> Data) throws(DiagnosticsError) {
        if let last = loaded.entries[path], last.key == key, output.keep(path, hash: last.hash) {
            made.withLock { $0[path] = last }
            keptFiles.withLock { $0 += 1 }
            return
        }
        let data = try make()
        try output.write(data, to: path)
        let hash = data.withUnsafeBytes { ContentHash.of($0) }
        made.withLock { $0[path] = RenderMemory.Entry(key: key, hash: hash) }
    }

    /// Keeps this build's files for the next: appended when only keys changed.
    func save() {
        store.save(made.withLock { $0 }, loaded: loaded)
    }
}
