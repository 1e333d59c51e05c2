import HandbookFoundation
import Foundation

/// The last search index built into an output folder (`SearchIndexState`: its lists and the
/// hash of each file), fed to the query store when the index is made or updated, so the next
/// build into that folder updates only the shards a change touches (`SearchIndexUpdate`). It
/// reads nothing the store could check — the update compares the pages itself — and the files
/// are not trusted from it: each kept file is kept by its hash (`SiteOutput.keep`), so a value
/// fed by a build killed before its commit is harmless.
struct SearchIndexQuery: FedQuery {
    static let name = "search-index 1"
    /// The output folder, ended so that no other folder's key starts with it.
    let key: String

    init(output: String) {
        key = output + "\u{0}"
    }

    typealias Value = SearchIndexState
}

/// Where a build into a folder keeps its search index (`SearchIndexQuery`), and how many of
/// its files the build kept rather than made.
final class KeptSearchIndex: Sendable {
    let queries: QueryStore
    let query: SearchIndexQuery
    private let keptFiles = Locked(0)

    init(queries: QueryStore, output: String) {
        self.queries = queries
        query = SearchIndexQuery(output: output)
    }

    /// Files of the index this build kept from the last rather than made.
    var kept: Int {
        get { keptFiles.withLock { $0 } }
        set { keptFiles.withLock { $0 = newValue } }
    }

    /// The last index's state; nil when there is none or it is damaged.
    func load() -> SearchIndexState? {
        queries.fed(query)
    }

    /// Keeps this build's index for the next.
    func save(_ state: SearchIndexState) {
        queries.feed(query, state, inputs: [])
    }

    /// Forgets the last index (its files were not all written, so the next build makes it anew).
    func remove() {
        queries.retain(SearchIndexQuery.self, keys: [], under: query.key)
    }
}
