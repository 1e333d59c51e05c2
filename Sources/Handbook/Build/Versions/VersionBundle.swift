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

    /// The files of a bundle, or nil when there is none (or it is damaged).
    static func read(_ file: String) -> [String: Data]? {
        guard let bytes = StoreFile.read(file) else { return nil }
        var reader = StoreReader(bytes)
        do throws(StoreReader.Damaged) {
            guard try reader.string() == format else { return nil }
            var files: [String: Data] = [:]
            for _ in 0..<(try reader.count()) {
                let path = try reader.string()
                files[path] = Data(try reader.blob())
            }
            return reader.isAtEnd ? files : nil
        } catch {
            return nil
        }
    }

    /// Writes a bundle in blocks, renamed into place once whole.
    static func write(_ files: [String: Data], to file: String) {
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        StoreFile.write(file) { flush in
            var writer = StoreWriter()
            writer.string(format)
            writer.int(files.count)
            for (path, content) in files.sorted(by: { $0.key < $1.key }) {
                writer.string(path)
                writer.blob(content)
                if writer.count > 1 << 20 { flush(&writer) }
            }
            flush(&writer)
        }
    }

    private static let format = "handbook-bundle 2"

    /// A cache that cannot be written only costs the next build the work.
    private static func write(_ data: Data, to file: String) {
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
