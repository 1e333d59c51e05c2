import Foundation

/// How token files are read: from disk, or from memory in tests and fuzzing.
public struct TokenFileReader: Sendable {
    public var read: @Sendable (String) throws -> String

    public init(read: @escaping @Sendable (String) throws -> String) { self.read = read }

    /// Files on disk, as UTF-8.
    public static let disk = TokenFileReader { path in try String(contentsOfFile: path, encoding: .utf8) }

    /// Files from `files`, by path; any other path is missing.
    public static func memory(_ files: [String: String]) -> TokenFileReader {
        TokenFileReader { path in
            guard let text = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return text
        }
    }
}
