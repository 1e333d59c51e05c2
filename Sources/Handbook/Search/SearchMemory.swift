import Foundation

/// What the search index was made from last time, kept beside the output
/// (`.handbook/NAME/search`): a key of everything the index reads — each page's kind, path,
/// title, section and terms — and the hash of every file it made. A build whose pages index
/// the same (a new site title, a token, a spec: nothing a reader searches) keeps those files
/// (`SiteOutput.keep`) instead of merging every page's terms again. A memory that cannot be
/// read or written costs the next build the merge.
struct SearchMemory {
    struct Entry: StoreCodable, Equatable {
        var inputs: UInt64
        var files: [String: UInt64]

        init(inputs: UInt64, files: [String: UInt64]) {
            self.inputs = inputs
            self.files = files
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            inputs = try reader.uint64()
            let pairs = try reader.array { reader throws(StoreReader.Damaged) in (try reader.string(), try reader.uint64()) }
            files = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        }

        func write(to writer: inout StoreWriter) {
            writer.uint64(inputs)
            writer.array(files.sorted { $0.key < $1.key }) { writer, file in
                writer.string(file.key)
                writer.uint64(file.value)
            }
        }
    }

    /// Bumped whenever what is stored changes shape.
    static let format = "handbook-search 1"
    private static let name = "index"

    let store: KeyedStore<Entry>

    init(file: String) {
        store = KeyedStore(file: file, key: Self.format + " " + VersionBundle.toolIdentity)
    }

    /// The files of the last index, when it was made from `inputs`.
    func files(madeFrom inputs: UInt64) -> [String: UInt64]? {
        store.load().entries[Self.name].flatMap { $0.inputs == inputs ? $0.files : nil }
    }

    /// Keeps what this build's index was made from and the hash of each file it made.
    func save(inputs: UInt64, files: [String: UInt64]) {
        store.save([Self.name: Entry(inputs: inputs, files: files)], changed: [Self.name], loaded: .init())
    }

    /// Everything the index reads of `pages` and `navigation`, as one key.
    static func inputs(pages: [Page], navigation: SiteNavigation) -> UInt64 {
        let hashes = concurrentMap(pages) { page -> UInt64 in
            var writer = StoreWriter()
            writer.string(page.kind.rawValue)
            writer.string(page.directory)
            writer.string(page.title)
            writer.optional(page.sectionKey) { $0.string($1) }
            writer.string(navigation.section(page.sectionKey)?.title ?? "")
            page.searchTerms.write(to: &writer)
            return ContentHash.of(writer.take())
        }
        var hasher = StableHasher()
        hasher.combine(pages.count)
        for hash in hashes { hasher.combine(hash) }
        return hasher.finalize()
    }
}
