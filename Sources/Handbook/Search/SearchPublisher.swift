import Synchronization

/// Publishes the search index's files through a site output: on disk, all of them now
/// (written from every core); under `serve`, each registered as a deferred file, and the
/// whole index made on the first request for any of them, once, since every shard and the
/// manifest's version come from the same merge of all pages.
enum SearchPublisher {
    /// Registers or writes every file of the index of `pages`.
    static func publish(pages: [Page], navigation: SiteNavigation, to writer: any SiteOutput) throws(DiagnosticsError) {
        let plan = SearchIndexPlan(pages: pages)
        let files = LazySearchFiles { SearchIndex(pages: pages, navigation: navigation, plan: plan).files }
        let paths = plan.paths
        // The manifest first, alone: on disk that builds the index with both cores free.
        try writer.writeDeferred(to: paths[0]) { files.file(paths[0]) }
        let failures = concurrentMap(Array(paths.dropFirst())) { path -> DiagnosticsError? in
            do throws(DiagnosticsError) {
                try writer.writeDeferred(to: path) { files.file(path) }
                return nil
            } catch {
                return error
            }
        }
        let diagnostics = failures.compactMap { $0 }.flatMap(\.diagnostics)
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    }
}

/// The index's files, made by the first caller that asks for one; later callers wait for
/// that and share the result.
final class LazySearchFiles: Sendable {
    private let make: @Sendable () -> [String: String]
    private let made = Mutex<[String: String]?>(nil)

    init(_ make: @escaping @Sendable () -> [String: String]) {
        self.make = make
    }

    /// The file at a site path of the plan ("" for a path outside it, which the plan never gives).
    func file(_ path: String) -> String {
        made.withLock { made in
            if made == nil { made = make() }
            return made?[path] ?? ""
        }
    }
}
