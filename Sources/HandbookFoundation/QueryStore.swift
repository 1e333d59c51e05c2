import Foundation

/// The one store of the build's derived values (`Query`): each kept with what its function
/// read, taken again while all of that is unchanged, made again otherwise. `handbook build`
/// keeps it in a file (a `KeyedStore` of `QueryRecord`s, read on first need and appended to
/// once at the end); `serve` keeps one in memory across saves, with its values decoded, and
/// runs the same queries.
///
/// Each build (`begin`) is a revision: a value checked or made in it is not checked again.
/// Checking a kept value walks what it read in order: a file whose stamp is unchanged is the
/// same (a stamp that changed is compared by the digest of the bytes, so a file touched or
/// rewritten with the same bytes is still the same), an input by its digest, and a query by
/// its value's digest — that query checked or made first (made through the provider the build
/// registered for its name; without one, a changed query makes its readers again). A value
/// that changed makes its readers again only when its digest differs (rustc's red/green
/// marking, Salsa's early cutoff).
package final class QueryStore: Sendable {
    private struct Kept: @unchecked Sendable {
        var record: QueryRecord
        /// The value decoded or made in this process (`serve` keeps it between saves).
        var value: Any?
    }

    private struct State {
        var kept: [String: Kept] = [:]
        /// Read from the file on first need.
        var loaded: KeyedStore<QueryRecord>.Loaded?
        /// Checked or made in this revision: the value's digest.
        var verified: [String: UInt64] = [:]
        /// Made or re-stamped in this revision, to write.
        var changed: Set<String> = []
        /// Values were forgotten in this revision: the file is written whole.
        var forgot = false
        var inputs: [String: UInt64] = [:]
        var providers: [String: @Sendable (String) -> (any Query)?] = [:]
        var made: [String: Int] = [:]
        var reused: [String: Int] = [:]
    }

    private let file: KeyedStore<QueryRecord>?
    private let state = Locked(State())

    /// A store kept in `file` for values made with `key` (Handbook's format and identity: a
    /// file written with another key reads as empty); nil `file` keeps them in memory only.
    package init(file: String?, key: String) {
        self.file = file.map { KeyedStore(file: $0, key: key) }
    }

    /// Starts a revision: what was checked before is checked again, and the build's inputs
    /// and providers are set anew.
    package func begin() {
        state.withLock { state in
            state.verified = [:]
            state.inputs = [:]
            state.providers = [:]
            state.made = [:]
            state.reused = [:]
        }
    }

    /// Sets an input for this revision, so kept values that read it can be checked.
    package func set<Value>(_ input: QueryInput<Value>) {
        state.withLock { $0.inputs[input.name] = input.digest }
    }

    /// How to make the query named `Kind.name` for a key, so that a value reading it can be
    /// checked by making it again (early cutoff); a provider may return nil for keys it cannot make.
    package func provide<Kind: Query>(_ kind: Kind.Type, _ make: @escaping @Sendable (String) -> Kind?) {
        state.withLock { $0.providers[Kind.name] = { key in make(key) } }
    }

    /// The query's value: kept while what it read is unchanged, else made now.
    package func value<Kind: Query>(_ query: Kind) -> Kind.Value {
        made(query).value
    }

    /// The value fed for `query` (`feed(_:_:inputs:)`) while the inputs it was fed with are
    /// unchanged in this revision; nil when the work must find it again.
    package func fed<Kind: FedQuery>(_ query: Kind) -> Kind.Value? {
        let name = Self.entryName(Kind.name, query.key)
        guard check(name) != nil, let value: Kind.Value = decoded(name) else { return nil }
        count(\.reused, Kind.name)
        return value
    }

    /// Keeps `value` as `query`'s, found by work that read the inputs named (each set in this
    /// revision; a value fed with an input not set is not kept, as it could not be checked) and
    /// the `files` at their stamps (the work read them itself: a file whose stamp changes makes
    /// the value stale, whatever its bytes).
    package func feed<Kind: FedQuery>(_ query: Kind, _ value: Kind.Value, inputs: [String], files: [(path: String, stamp: FileStamp)] = []) {
        var writer = StoreWriter()
        value.write(to: &writer)
        guard !writer.failed else { return }
        let bytes = writer.take()
        let digest = ContentHash.of(bytes)
        let name = Self.entryName(Kind.name, query.key)
        state.withLock { state in
            var reads: [QueryRead] = []
            for input in inputs {
                guard let known = state.inputs[input] else { return }
                reads.append(.input(name: input, digest: known))
            }
            reads += files.map { QueryRead.file(path: $0.path, stamp: $0.stamp, digest: nil) }
            state.kept[name] = Kept(record: QueryRecord(reads: reads, digest: digest, bytes: bytes), value: value)
            state.verified[name] = digest
            state.changed.insert(name)
            state.made[Kind.name, default: 0] += 1
        }
    }

    /// Forgets the fed values of `kind` whose keys start with `prefix` but are not among `keys`
    /// (the pages of an output that are gone), so the store does not keep them for ever.
    package func retain<Kind: FedQuery>(_ kind: Kind.Type, keys: Set<String>, under prefix: String) {
        retain(Kind.name, keys: keys, under: prefix)
    }

    /// Forgets the values of `kind` whose keys are not among `keys` (a spec deleted).
    package func retain<Kind: Query>(_ kind: Kind.Type, keys: Set<String>) {
        retain(Kind.name, keys: keys, under: "")
    }

    /// Forgets the values of `kind` this revision has not checked or made: a query keyed by
    /// what it is made from (a digest), whose earlier keys no build asks for again.
    package func retainChecked<Kind: Query>(_ kind: Kind.Type) {
        loadIfNeeded()
        let start = Kind.name + "\u{0}"
        state.withLock { state in
            let gone = state.kept.keys.filter { $0.hasPrefix(start) && state.verified[$0] == nil }
            for name in gone { state.kept[name] = nil }
            if !gone.isEmpty { state.forgot = true }
        }
    }

    private func retain(_ queryName: String, keys: Set<String>, under prefix: String) {
        loadIfNeeded()
        let start = queryName + "\u{0}" + prefix
        state.withLock { state in
            let gone = state.kept.keys.filter { $0.hasPrefix(start) && !keys.contains(String($0.dropFirst(queryName.count + 1))) }
            for name in gone { state.kept[name] = nil }
            if !gone.isEmpty { state.forgot = true }
        }
    }

    /// How many values of the query named `name` this revision made and took again.
    package func counts(_ name: String) -> (made: Int, reused: Int) {
        state.withLock { ($0.made[name] ?? 0, $0.reused[name] ?? 0) }
    }

    /// Writes what this revision made for the next process: one frame appended when the file
    /// allows it, else the file whole. A store that cannot be written costs the next build the work.
    package func save() {
        guard let file else { return }
        let (entries, changed, loaded) = state.withLock { state -> ([String: QueryRecord], Set<String>, KeyedStore<QueryRecord>.Loaded) in
            var loaded = state.loaded ?? KeyedStore<QueryRecord>.Loaded()
            if state.forgot { loaded.appendable = false }
            let names = loaded.appendable ? state.changed : Set(state.kept.keys)
            let entries = Dictionary(uniqueKeysWithValues: names.compactMap { name in state.kept[name].map { (name, $0.record) } })
            let changed = state.changed
            let forgot = state.forgot
            state.changed = []
            state.forgot = false
            return (entries, forgot ? Set(entries.keys).union(changed).union([""]) : changed, loaded)
        }
        // Forgetting writes the file whole (`changed` then names the empty entry too, so an
        // emptied store is removed rather than left).
        guard !changed.isEmpty else { return }
        file.save(entries, changed: changed, loaded: loaded)
    }

    // MARK: Checking and making

    /// The value and its digest.
    func made<Kind: Query>(_ query: Kind) -> (value: Kind.Value, digest: UInt64) {
        let name = Self.entryName(Kind.name, query.key)
        if let digest = check(name), let value: Kind.Value = decoded(name) {
            count(\.reused, Kind.name)
            return (value, digest)
        }
        return make(query, entryName: name)
    }

    private func make<Kind: Query>(_ query: Kind, entryName name: String) -> (value: Kind.Value, digest: UInt64) {
        let context = QueryContext(store: self)
        let value = query.make(context)
        var writer = StoreWriter()
        value.write(to: &writer)
        let failed = writer.failed
        let bytes = writer.take()
        let digest = ContentHash.of(bytes)
        state.withLock { state in
            state.verified[name] = digest
            state.made[Kind.name, default: 0] += 1
            // A value that could not be written whole (a text that could not be read back) is not kept.
            guard !failed else {
                state.kept[name] = nil
                return
            }
            state.kept[name] = Kept(record: QueryRecord(reads: context.recorded, digest: digest, bytes: bytes), value: value)
            state.changed.insert(name)
        }
        return (value, digest)
    }

    /// The digest of the value kept under `name` when everything it read is unchanged in this
    /// revision; nil when it must be made again.
    private func check(_ name: String) -> UInt64? {
        if let digest = state.withLock({ $0.verified[name] }) { return digest }
        guard var kept = keptEntry(name) else { return nil }
        var restamped = false
        for (index, read) in kept.record.reads.enumerated() {
            switch read {
            case .file(let path, let stamp, let digest):
                if let stamp, FileStamp.following(path) == stamp { continue }
                // A file known by its stamp alone (read by work that fed a value) changed with it.
                if stamp != nil && digest == nil { return nil }
                let (_, now) = QueryContext.read(path)
                guard case .file(_, let newStamp, let newDigest) = now, newDigest == digest else { return nil }
                // The same bytes under a new stamp: next time the stamp answers.
                if newStamp != stamp {
                    kept.record.reads[index] = now
                    restamped = true
                }
            case .input(let input, let digest):
                guard state.withLock({ $0.inputs[input] }) == digest else { return nil }
            case .query(let other, let key, let digest):
                guard self.digest(of: other, key: key) == digest else { return nil }
            }
        }
        let digest = kept.record.digest
        state.withLock { state in
            state.verified[name] = digest
            if restamped {
                state.kept[name]?.record = kept.record
                state.changed.insert(name)
            }
        }
        return digest
    }

    /// The digest of another query's value in this revision: checked, else made through its provider.
    private func digest(of queryName: String, key: String) -> UInt64? {
        let name = Self.entryName(queryName, key)
        if let digest = check(name) { return digest }
        guard let provider = state.withLock({ $0.providers[queryName] }), let query = provider(key) else { return nil }
        return madeDigest(query)
    }

    private func madeDigest<Kind: Query>(_ query: Kind) -> UInt64 {
        make(query, entryName: Self.entryName(Kind.name, query.key)).digest
    }

    private func keptEntry(_ name: String) -> Kept? {
        if let kept = state.withLock({ $0.kept[name] }) { return kept }
        loadIfNeeded()
        return state.withLock { $0.kept[name] }
    }

    /// Reads the store's file, the first time only; values made since stand over what it holds.
    private func loadIfNeeded() {
        guard let file, state.withLock({ $0.loaded == nil }) else { return }
        let loaded = file.load()
        state.withLock { state in
            guard state.loaded == nil else { return }
            state.loaded = loaded
            for (entry, record) in loaded.entries where state.kept[entry] == nil { state.kept[entry] = Kept(record: record) }
        }
    }

    /// The kept value under `name`, decoded once per process.
    private func decoded<Value: StoreCodable>(_ name: String) -> Value? {
        guard let kept = state.withLock({ $0.kept[name] }) else { return nil }
        if let value = kept.value as? Value { return value }
        // A damaged value reads as none, the query made again: bytes that no longer hash to
        // the digest they were kept with (a flipped bit may still decode)…
        guard kept.record.isIntact else { return nil }
        var reader = kept.record.reader
        // …or that do not decode.
        guard let value = try? Value(from: &reader) else { return nil }
        state.withLock { $0.kept[name]?.value = value }
        return value
    }

    private func count(_ counter: WritableKeyPath<State, [String: Int]>, _ queryName: String) {
        state.withLock { $0[keyPath: counter][queryName, default: 0] += 1 }
    }

    private static func entryName(_ queryName: String, _ key: String) -> String {
        queryName + "\u{0}" + key
    }
}
