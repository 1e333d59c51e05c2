import Foundation

/// An older version's rendered files, kept in the user's cache: a version whose commit,
/// neighbours and Handbook are unchanged is written from here without being loaded,
/// laid out or rendered again. One file per bundle, in the page store's coding (`StoreWriter`):
/// a count, then each file's path and bytes.
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
            if let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
                parts.append("\(path) \(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0)")
            }
        }
        return parts.joined(separator: "\n")
    }()

    /// The cache file for the version's pages, made by this Handbook.
    static func pagesFile(_ source: VersionSource, basePath: String, cacheFolder: String?) -> String? {
        cacheFolder.map { $0 + "/rendered/" + UserCache.key((toolIdentity + "\n" + source.commit + "\n" + source.version.name + "\n" + basePath).utf8) + ".pages" }
    }

    /// The cache file for the version's files when the site's versions link as `links`.
    static func bundleFile(_ source: VersionSource, basePath: String, links: VersionLinks, extra: String, cacheFolder: String?) -> String? {
        guard let pages = pagesFile(source, basePath: basePath, cacheFolder: cacheFolder) else { return nil }
        let description = links.entries.map { "\($0.name) \($0.prefix) \($0.directories.sorted().joined(separator: " "))" }.joined(separator: "\n")
        return String(pages.dropLast(".pages".count)) + "-" + UserCache.key((description + "\n" + extra).utf8) + ".bundle"
    }

    /// The directories recorded in a pages file.
    static func readDirectories(_ file: String) -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else { return nil }
        return Set(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0 == "." ? "" : String($0) })
    }

    static func writeDirectories(_ directories: Set<String>, to file: String) {
        let text = directories.sorted().map { $0.isEmpty ? "." : $0 }.joined(separator: "\n") + "\n"
        write(Data(text.utf8), to: file)
    }

    /// One file of a bundle, as its index lists it.
    struct Entry: Sendable {
        var path: String
        /// `ContentHash` of its bytes: a build whose output already holds them keeps them.
        var hash: UInt64
        var size: Int
    }

    /// A bundle's index alone, read without its files' bytes; nil when there is none (or it is damaged).
    static func readIndex(_ file: String) -> [Entry]? {
        guard let pieces = StoreFile.Pieces(file), pieces.string() == format, let frame = pieces.frame() else { return nil }
        var reader = StoreReader(frame)
        return try? readEntries(&reader)
    }

    private static func readEntries(_ reader: inout StoreReader) throws(StoreReader.Damaged) -> [Entry] {
        let entries = try reader.array { reader throws(StoreReader.Damaged) in
            let entry = Entry(path: try reader.string(), hash: try reader.uint64(), size: try reader.int())
            guard entry.size >= 0 else { throw StoreReader.Damaged() }
            return entry
        }
        guard reader.isAtEnd else { throw StoreReader.Damaged() }
        return entries
    }

    /// The files of a bundle, or nil when there is none (or it is damaged).
    static func read(_ file: String) -> [String: Data]? {
        guard let bytes = StoreFile.read(file) else { return nil }
        var reader = StoreReader(bytes)
        do throws(StoreReader.Damaged) {
            guard try reader.string() == format else { return nil }
            var index = try reader.slice(Int(truncatingIfNeeded: try reader.uint64()))
            var files: [String: Data] = [:]
            for entry in try readEntries(&index) {
                files[entry.path] = Data(try reader.next(entry.size))
            }
            return reader.isAtEnd ? files : nil
        } catch {
            return nil
        }
    }

    /// Writes a bundle in blocks, renamed into place once whole: the index (each file's
    /// path, hash and size) in one frame, then the files' bytes in the same order.
    static func write(_ files: [String: Data], to file: String) {
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let sorted = files.sorted { $0.key < $1.key }
        StoreFile.write(file) { flush in
            var index = StoreWriter()
            index.int(sorted.count)
            for (path, content) in sorted {
                index.string(path)
                index.uint64(content.withUnsafeBytes { ContentHash.of($0) })
                index.int(content.count)
            }
            var writer = StoreWriter()
            writer.string(format)
            writer.uint64(UInt64(index.count))
            writer.append(index.take())
            for (_, content) in sorted {
                writer.append([UInt8](content))
                if writer.count > 1 << 20 { flush(&writer) }
            }
            flush(&writer)
        }
    }

    private static let format = "handbook-bundle 3"

    /// A cache that cannot be written only costs the next build the work.
    private static func write(_ data: Data, to file: String) {
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
