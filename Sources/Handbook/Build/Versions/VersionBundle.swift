import Foundation

/// An older version's rendered files, kept in the user's cache: a version whose commit,
/// neighbours and Handbook are unchanged is written from here without being loaded,
/// laid out or rendered again. A bundle is an index, a `KeyedStore` of each file's path, hash
/// and place, and beside it the files' bytes one after another; a version's page folders are
/// a `KeyedStore` of their names.
struct VersionBundle: Sendable {
    /// Site path (within the version) → bytes.
    var files: [String: Data]
    /// The directories of the version's pages, for the other versions' switchers.
    var directories: Set<String>

    /// What identifies the Handbook that made a bundle: its executable and the fonts it
    /// measures with. A bundle from another build of Handbook is never reused.
    static let toolIdentity: String = {
        var parts = [handbookVersion]
        let executable = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } ?? ""
        for path in [executable, Bundle.main.executablePath ?? ""] {
            // A binary that cannot be looked at is named by its path alone.
            if let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
                parts.append("\(path) \(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0)")
            }
        }
        return parts.joined(separator: "\n")
    }()

    /// The cache file for the version's pages, made by this Handbook.
    static func pagesFile(_ source: VersionSource, basePath: String, cacheFolder: String?) -> String? {
        cacheFolder.map { $0 + "/rendered/" + UserCacheFolder.key((toolIdentity + "\n" + source.commit + "\n" + source.version.name + "\n" + basePath).utf8) + ".pages" }
    }

    /// The cache file for the version's files when the site's versions link as `links`.
    static func bundleFile(_ source: VersionSource, basePath: String, links: VersionLinks, extra: String, cacheFolder: String?) -> String? {
        guard let pages = pagesFile(source, basePath: basePath, cacheFolder: cacheFolder) else { return nil }
        let description = links.entries.map { "\($0.name) \($0.prefix) \($0.directories.sorted().joined(separator: " "))" }.joined(separator: "\n")
        return String(pages.dropLast(".pages".count)) + "-" + UserCacheFolder.key((description + "\n" + extra).utf8) + ".bundle"
    }

    /// The directories recorded in a pages file: a keyed store of their names.
    static func readDirectories(_ file: String) -> Set<String>? {
        let loaded = KeyedStore<StoredName>(file: file, key: pagesFormat).load()
        return loaded.isWhole ? Set(loaded.entries.keys) : nil
    }

    static func writeDirectories(_ directories: Set<String>, to file: String) {
        let entries = Dictionary(uniqueKeysWithValues: directories.map { ($0, StoredName()) })
        KeyedStore<StoredName>(file: file, key: pagesFormat).save(entries, changed: [], loaded: .init())
    }

    /// One file of a bundle, as its index lists it.
    struct Entry: StoreCodable, Equatable {
        var path = ""
        /// `ContentHash` of its bytes: a build whose output already holds them keeps them.
        var hash: UInt64
        /// Where its bytes start in the bundle's blob file, and how many there are.
        var offset: Int
        var size: Int

        init(hash: UInt64, offset: Int, size: Int) {
            self.hash = hash
            self.offset = offset
            self.size = size
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            hash = try reader.uint64()
            offset = try reader.int()
            size = try reader.int()
            guard offset >= 0, size >= 0 else { throw StoreReader.Damaged() }
        }

        func write(to writer: inout StoreWriter) {
            writer.uint64(hash)
            writer.int(offset)
            writer.int(size)
        }
    }

    /// A bundle's index alone, read without its files' bytes, by path; nil when there is none
    /// (or it is damaged).
    static func readIndex(_ file: String) -> [Entry]? {
        let loaded = KeyedStore<Entry>(file: file, key: bundleFormat).load()
        guard loaded.isWhole else { return nil }
        return loaded.entries.sorted { $0.key < $1.key }.map { path, entry in
            var entry = entry
            entry.path = path
            return entry
        }
    }

    /// The bytes of `entries` from the bundle's blob file, or nil when it cannot be read or
    /// does not hold what the index says (a build killed between writing the two files).
    static func read(_ entries: [Entry], of file: String) -> [String: Data]? {
        guard let blobs = StoreFile.read(blobFile(file)) else { return nil }
        var files: [String: Data] = [:]
        for entry in entries {
            guard entry.offset + entry.size <= blobs.count else { return nil }
            let bytes = blobs[entry.offset..<entry.offset + entry.size]
            guard bytes.withUnsafeBytes({ ContentHash.of($0) }) == entry.hash else { return nil }
            files[entry.path] = Data(bytes)
        }
        return files
    }

    /// Writes a bundle: the files' bytes one after the other into the blob file, then the
    /// index (each file's path, hash and place) as a keyed store beside it.
    static func write(_ files: [String: Data], to file: String) {
        BestEffortFiles.makeFolder((file as NSString).deletingLastPathComponent)
        let sorted = files.sorted { $0.key < $1.key }
        var index: [String: Entry] = [:]
        var offset = 0
        for (path, content) in sorted {
            index[path] = Entry(hash: content.withUnsafeBytes { ContentHash.of($0) }, offset: offset, size: content.count)
            offset += content.count
        }
        StoreFile.write(blobFile(file)) { flush in
            var writer = StoreWriter()
            for (_, content) in sorted {
                writer.append([UInt8](content))
                if writer.count > 1 << 20 { flush(&writer) }
            }
            flush(&writer)
        }
        KeyedStore<Entry>(file: file, key: bundleFormat).save(index, changed: [], loaded: .init())
    }

    private static func blobFile(_ file: String) -> String { file + "-files" }

    private static let pagesFormat = "handbook-version-pages 2"
    private static let bundleFormat = "handbook-bundle 4"
}
