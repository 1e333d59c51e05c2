import Foundation
import Synchronization

/// The last search index built into an output folder, kept beside it
/// (`.handbook/NAME/search`) so the next build updates only the shards a change touches
/// (`SearchIndexUpdate`). One entry, `SearchIndexState`, checked against a hash of its own
/// bytes; the key names the format and Handbook itself, since the encoders are Handbook's.
/// The files themselves are not trusted from it: each kept file is kept by its hash
/// (`SiteOutput.keep`), so a memory written by a build killed before its commit is harmless.
final class SearchMemory: Sendable {
    /// Bumped whenever what is stored changes shape.
    static let format = "handbook-search 2"
    private static let name = "index"

    let store: KeyedStore<SearchIndexState>
    private let keptFiles = Mutex(0)

    init(file: String) {
        store = KeyedStore(file: file, key: Self.format + " " + VersionBundle.toolIdentity)
    }

    /// Files of the index this build kept from the last rather than made.
    var kept: Int {
        get { keptFiles.withLock { $0 } }
        set { keptFiles.withLock { $0 = newValue } }
    }

    /// The last index's state; nil when there is none or it is damaged.
    func load() -> SearchIndexState? {
        store.load().entries[Self.name]
    }

    /// Keeps this build's index for the next; written whole, replacing the last.
    func save(_ state: SearchIndexState) {
        store.save([Self.name: state], changed: [Self.name], loaded: .init())
    }

    /// Forgets the last index (its files were not all kept, so the next build makes it anew).
    func remove() {
        store.remove()
    }
}
