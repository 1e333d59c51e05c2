import Foundation

/// Compresses an sfnt font to WOFF2 with Google's `woff2_compress` (Debian package
/// `woff2`), run as a separate process on a temporary copy.
public struct WOFF2Compressor: Sendable {
    /// The `woff2_compress` executable.
    public var executable: String

    /// A compressor running `executable`.
    public init(executable: String) {
        self.executable = executable
    }

    /// `woff2_compress` from `PATH` (or `/usr/bin`), or nil when it is not installed, so
    /// callers fall back to serving the sfnt.
    public static var system: WOFF2Compressor? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.lazy.map { $0 + "/woff2_compress" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(WOFF2Compressor.init(executable:))
    }

    /// `font` (an OpenType or TrueType file's bytes) as WOFF2.
    /// - Throws: `FontSubsetError.compressionFailed` when the tool fails or writes nothing.
    public func compress(_ font: Data) throws(FontSubsetError) -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-woff2-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("font.ttf")
        let output = folder.appendingPathComponent("font.woff2")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [input.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try font.write(to: input)
            try process.run()
            process.waitUntilExit()
        } catch {
            throw .compressionFailed("\(executable): \(error.localizedDescription)")
        }
        guard process.terminationStatus == 0, let compressed = FileManager.default.contents(atPath: output.path), !compressed.isEmpty else {
            throw .compressionFailed("\(executable) exited with status \(process.terminationStatus)")
        }
        return compressed
    }
}
