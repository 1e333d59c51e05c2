import Foundation

/// What a query's function reads through: files, the build's inputs and other queries. Each
/// read is recorded with what it gave (a file's stamp and digest, an input's digest, a
/// query's value digest), and the record is what `QueryStore` checks before running the
/// function again. A function may read on several cores at once.
package final class QueryContext: Sendable {
    private let store: QueryStore
    private let reads = Locked<[QueryRead]>([])

    init(store: QueryStore) {
        self.store = store
    }

    /// The bytes of the file at `path` (symlinks followed), nil when there is no readable file.
    package func bytes(of path: String) -> [UInt8]? {
        let (bytes, read) = QueryContext.read(path)
        record(read)
        return bytes
    }

    /// Whether a readable file is at `path`, recorded as a read of it (its bytes may matter
    /// later; a file that appears or goes is a change).
    package func exists(_ path: String) -> Bool {
        bytes(of: path) != nil
    }

    /// The value of a build input, recorded by its digest.
    package func read<Value>(_ input: QueryInput<Value>) -> Value {
        record(.input(name: input.name, digest: input.digest))
        return input.value
    }

    /// Another query's value, recorded by its digest.
    package func value<Other: Query>(_ query: Other) -> Other.Value {
        let (value, digest) = store.made(query)
        record(.query(name: Other.name, key: query.key, digest: digest))
        return value
    }

    func record(_ read: QueryRead) {
        reads.withLock { $0.append(read) }
    }

    /// What was read, each thing once.
    var recorded: [QueryRead] {
        reads.withLock { reads in
            var seen = Set<QueryRead>()
            return reads.filter { seen.insert($0).inserted }
        }
    }

    /// The file's bytes and the read that records them.
    static func read(_ path: String) -> ([UInt8]?, QueryRead) {
        let seen = FileStamp.now
        let stamp = FileStamp.following(path)
        guard stamp != nil, let data = FileManager.default.contents(atPath: path) else { return (nil, .file(path: path, stamp: nil, digest: nil)) }
        let bytes = [UInt8](data)
        // The stamp taken before the read: a write meanwhile shows as a changed stamp next time.
        // A stamp of a file not yet settled is not trusted; its digest is (`FileStamp.isSettled`).
        let trusted = stamp.flatMap { $0.isSettled(at: seen) ? $0 : nil }
        return (bytes, .file(path: path, stamp: trusted, digest: ContentHash.of(bytes)))
    }
}
