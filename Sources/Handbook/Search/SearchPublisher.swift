import HandbookFoundation

/// Publishes the search index's files through a site output: on disk, all of them now
/// (written from every core); under `serve`, each registered as a deferred file, and the
/// whole index made on the first request for any of them, once, since every shard and the
/// manifest's version come from the same merge of all pages.
enum SearchPublisher {
    /// Registers or writes every file of the index of `pages`. With a `memory` (a build into
    /// a folder), the last build's index is updated shard by shard when it can be.
    static func publish(pages: [Page], navigation: SiteNavigation, to writer: any SiteOutput,
                        memory: KeptSearchIndex? = nil) throws(DiagnosticsError) {
        let plan = SearchIndexPlan(pages: pages)
        guard let memory else {
            let files = LazySearchFiles { SearchIndex(pages: pages, navigation: navigation, plan: plan).files }
            let paths = plan.paths
            // The manifest first, alone: on disk that builds the index with both cores free.
            try writer.writeDeferred(to: paths[0]) { files.file(paths[0]) }
            try write(Array(paths.dropFirst()), to: writer) { files.file($0) }
            return
        }
        if let previous = memory.load(), let update = SearchIndexUpdate.make(from: previous, pages: pages, navigation: navigation, plan: plan),
           update.kept.allSatisfy({ writer.keep($0.key, hash: $0.value) }) {
            try write(update.written.keys.sorted(), to: writer) { update.written[$0] ?? "" }
            if !update.written.isEmpty { memory.save(update.state) }
            memory.kept = update.kept.count
            return
        }
        let index = SearchIndex(pages: pages, navigation: navigation, plan: plan)
        // Each file written as soon as it is made, from the core that made it.
        let failures = Locked<[Diagnostic]>([])
        let made = index.make { path, text in
            do throws(DiagnosticsError) {
                try writer.write(text, to: path)
            } catch {
                failures.withLock { $0 += error.diagnostics }
            }
        }
        let diagnostics = failures.withLock { $0 }
        guard diagnostics.isEmpty else {
            // The next build must not keep files this one did not write.
            memory.remove()
            throw DiagnosticsError(diagnostics)
        }
        memory.save(SearchIndexState(index: index, pages: pages, made: made))
    }

    /// Writes the files at `paths` from every core.
    private static func write(_ paths: [String], to writer: any SiteOutput, _ file: @escaping @Sendable (String) -> String) throws(DiagnosticsError) {
        let failures = concurrentMap(paths) { path -> DiagnosticsError? in
            do throws(DiagnosticsError) {
                try writer.writeDeferred(to: path) { file(path) }
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
    private let made = Locked<[String: String]?>(nil)

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
