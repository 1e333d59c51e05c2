import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The text of one content file, decoded as UTF-8, with the path diagnostics name it by.
public struct SourceText: Sendable {
    /// The path shown in diagnostics.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reads a file; unreadable files and invalid UTF-8 become diagnostics with a position.
    /// A file with more than one name (a hard link) is refused as `content.hard-link`: it may be
    /// any file of the build machine under a harmless name, and no path check can tell.
    /// The largest page, spec or site.yml read: 64 MB. A 50 MB page of paragraphs builds
    /// (BadInputTests); one paragraph that long is refused by its own limit (`LongParagraph`).
    public static let largestFile = 64 << 20

    /// Reads a file of at most `limit` bytes (else `file.too-large`, naming the limit).
    public static func read(contentsOf filePath: String, displayPath: String, limit: Int = largestFile) throws(DiagnosticsError) -> SourceText {
        var status = stat()
        if stat(filePath, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit {
            throw DiagnosticsError([.error("file.too-large", "'\(displayPath)' is \(status.st_size) bytes; at most \(limit) are read for a file of this kind",
                                           at: SourceLocation(file: displayPath, line: 1, column: 1),
                                           explanation: "Split the file, or leave it out of the content folder.")])
        }
        if stat(filePath, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink > 1 {
            throw DiagnosticsError([.error("content.hard-link", "'\(displayPath)' is a hard link (a file with more than one name), so where it comes from cannot be checked; it is not read",
                                           at: SourceLocation(file: displayPath, line: 1, column: 1),
                                           explanation: "A hard link can give any file on the build machine a harmless name. Replace it with a copy of the file.")])
        }
        guard let data = FileManager.default.contents(atPath: filePath) else {
            let reason = FileManager.default.fileExists(atPath: filePath) ? "cannot read file (permission denied?)" : "no such file"
            throw DiagnosticsError([.error("file.unreadable", "\(reason): \(displayPath)", at: SourceLocation(file: displayPath, line: 1, column: 1))])
        }
        return try decode(data, path: displayPath)
    }

    /// Decodes bytes as UTF-8 (a leading byte-order mark is dropped), locating the first invalid byte.
    public static func decode(_ data: Data, path: String) throws(DiagnosticsError) -> SourceText {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return SourceText(path: path, text: text)
        }
        let (line, column) = firstInvalidPosition(in: Array(bytes))
        throw DiagnosticsError([.error("file.invalid-utf8", "file is not valid UTF-8 text", at: SourceLocation(file: path, line: line, column: column),
                                       explanation: "Save the file as UTF-8.")])
    }

    /// Line and column (in scalars) of the first byte that is not part of valid UTF-8.
    package static func firstInvalidPosition(in bytes: [UInt8]) -> (Int, Int) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1 && encoded.first == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error, .emptyInput:
                return (line, column)
            }
        }
    }
}
