import Foundation

/// How token files are read: from disk, or from memory in tests and fuzzing. Files are read
/// as bytes, so one that is not UTF-8 is reported at its first bad byte rather than as a file
/// that cannot be read.
public struct TokenFileReader: Sendable {
    public var read: @Sendable (String) throws -> [UInt8]

    public init(read: @escaping @Sendable (String) throws -> [UInt8]) { self.read = read }

    /// Files on disk.
    public static let disk = TokenFileReader { path in
        guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileReadNoSuchFile) }
        return [UInt8](data)
    }

    /// Files from `files`, by path, as UTF-8; any other path is missing.
    public static func memory(_ files: [String: String]) -> TokenFileReader {
        memory(bytes: files.mapValues { Array($0.utf8) })
    }

    /// Files from `files`, by path, as the bytes given; any other path is missing.
    public static func memory(bytes files: [String: [UInt8]]) -> TokenFileReader {
        TokenFileReader { path in
            guard let bytes = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return bytes
        }
    }
}
