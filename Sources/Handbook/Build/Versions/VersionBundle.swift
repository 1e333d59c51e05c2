import Foundation

/// An older version's rendered files, kept in the user's cache: a version whose commit,
/// neighbours and Handbook are unchanged is written from here without being loaded,
/// laid out or rendered again. One file per bundle: a count, then each file's path and bytes.
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
        var hasher = Hasher()
        hasher.combine(links)
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
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        var files: [String: Data] = [:]
        var offset = 0
        func integer() -> Int? {
            guard offset + 8 <= data.count else { return nil }
            var value = 0
            for byte in data[data.startIndex + offset ..< data.startIndex + offset + 8] { value = value << 8 | Int(byte) }
            offset += 8
            return value
        }
        func bytes(_ count: Int) -> Data? {
            guard count >= 0, offset + count <= data.count else { return nil }
            defer { offset += count }
            return data.subdata(in: data.startIndex + offset ..< data.startIndex + offset + count)
        }
        guard let count = integer() else { return nil }
        for _ in 0..<count {
            guard let pathLength = integer(), let path = bytes(pathLength).flatMap({ String(data: $0, encoding: .utf8) }),
                  let length = integer(), let content = bytes(length) else { return nil }
            files[path] = content
        }
        return offset == data.count ? files : nil
    }

    static func write(_ files: [String: Data], to file: String) {
        var data = Data()
        func append(_ value: Int) { for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: value >> shift)) } }
        append(files.count)
        for (path, content) in files.sorted(by: { $0.key < $1.key }) {
            append(path.utf8.count)
            data.append(contentsOf: Array(path.utf8))
            append(content.count)
            data.append(content)
        }
        write(data, to: file)
    }

    /// A cache that cannot be written only costs the next build the work.
    private static func write(_ data: Data, to file: String) {
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
