import Foundation
import HandbookFoundation

/// Compresses an sfnt font to WOFF2 with Google's `woff2_compress` (Debian package
/// `woff2`), run as a separate process on a temporary copy. Brotli at its strongest is
/// slow (it was half of a build's time), and the same subset compresses to the same bytes,
/// so results are kept in a cache folder keyed by the input's hash.
public struct WOFF2Compressor: Sendable {
    /// The `woff2_compress` executable.
    public var executable: String
    /// Where compressed fonts are kept between runs; nil keeps none.
    public var cacheFolder: String?

    /// A compressor running `executable`, keeping results in `cacheFolder`
    /// (by default the user's cache folder, `$XDG_CACHE_HOME/handbook/woff2` or `~/.cache/handbook/woff2`).
    public init(executable: String, cacheFolder: String? = WOFF2Compressor.defaultCacheFolder) {
        self.executable = executable
        self.cacheFolder = cacheFolder
    }

    /// The user's cache folder for compressed fonts, outside any project or site.
    public static var defaultCacheFolder: String? {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/handbook/woff2" }
        return environment["HOME"].map { $0 + "/.cache/handbook/woff2" }
    }

    /// `woff2_compress` from `PATH` (or `/usr/bin`), or nil when it is not installed, so
    /// callers fall back to serving the sfnt.
    public static var system: WOFF2Compressor? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.lazy.map { $0 + "/woff2_compress" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { WOFF2Compressor(executable: $0) }
    }

    /// `font` (an OpenType or TrueType file's bytes) as WOFF2.
    /// - Throws: `FontSubsetError.compressionFailed` when the tool fails or writes nothing.
    public func compress(_ font: Data) throws(FontSubsetError) -> Data {
        let cached = cacheFolder.map { $0 + "/" + Self.key(font) + ".woff2" }
        if let cached, let data = FileManager.default.contents(atPath: cached), !data.isEmpty { return data }
        let compressed = try run(font)
        if let cached, let folder = cacheFolder {
            // A cache that cannot be written only costs the next build the compression.
            BestEffortFiles.makeFolder(folder)
            // A cache file that cannot be written only costs the next build the compression.
            try? compressed.write(to: URL(fileURLWithPath: cached), options: .atomic)
        }
        return compressed
    }

    /// The content hash of the bytes, with their count: a cache key, not a checksum against tampering.
    static func key(_ data: Data) -> String {
        let hash = data.withUnsafeBytes { ContentHash.of($0) }
        return String(hash, radix: 16) + "-" + String(data.count, radix: 16)
    }

    private func run(_ font: Data) throws(FontSubsetError) -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-woff2-\(UUID().uuidString)")
        defer { BestEffortFiles.remove(folder.path) }
        let input = folder.appendingPathComponent("font.ttf")
        let output = folder.appendingPathComponent("font.woff2")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try font.write(to: input)
        } catch {
            throw .compressionFailed("\(executable): \(error.localizedDescription)")
        }
        guard let child = ChildProcess.start([executable, input.path], output: .discard) else {
            throw .compressionFailed("\(executable): cannot be started")
        }
        let status = child.wait()
        guard status == 0, let compressed = FileManager.default.contents(atPath: output.path), !compressed.isEmpty else {
            throw .compressionFailed("\(executable) exited with status \(status)")
        }
        return compressed
    }
}
