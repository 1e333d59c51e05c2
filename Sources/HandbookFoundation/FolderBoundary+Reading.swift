import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension FolderBoundary {
    /// Why a file was not read.
    public enum Refusal: Sendable, Equatable, Error {
        /// Nothing there.
        case missing
        /// Its real path, once opened, lies outside the folder (a link, a `..`, an absolute path).
        case outside(String)
        /// A regular file with more than one name: a hard link may be the build machine's
        /// `/etc/passwd` under a harmless name, and no path check can see where it came from.
        case hardLink
        /// A folder, device, pipe or socket (`/dev/zero`, `/proc/self/environ` is caught as outside).
        case notRegular
        /// Larger than the reader accepts.
        case tooLarge(Int)
        /// It exists but cannot be opened or read.
        case unreadable
    }

    /// The bytes of the file at `path`, read only when the file, as opened, is a regular file
    /// with one name whose real path lies inside the folder.
    ///
    /// The check is made on the open descriptor (its path as the kernel knows it, and `fstat`),
    /// not on the path before opening, so a link swapped in between a check and the read
    /// cannot lead it outside. Every reader of a user's folders goes through here.
    public func read(_ path: String, limit: Int = 256 << 20) -> Result<Data, Refusal> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
        guard let real = Self.openedPath(descriptor) ?? Self.realPath(path) else { return .failure(.unreadable) }
        guard contains(real) else { return .failure(.outside(real)) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard status.st_nlink <= 1 else { return .failure(.hardLink) }
        let size = Int(status.st_size)
        guard size <= limit else { return .failure(.tooLarge(size)) }
        var data = Data(count: size)
        let count = data.withUnsafeMutableBytes { buffer -> Int in
            var done = 0
            while done < size {
                let got = Glibc.read(descriptor, buffer.baseAddress! + done, size - done)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                done += got
            }
            return done
        }
        guard count == size else { return .failure(.unreadable) }
        return .success(data)
    }

    /// The reading of the file `shown` (as diagnostics name it) in `folder` ("the content
    /// folder 'Content'") as an error: the rule id and the message. Nothing behind a refused
    /// path is quoted: the target of a link outside is named by its path alone.
    public static func describe(_ refusal: Refusal, shown: String, folder: String) -> (id: String, message: String, explanation: String) {
        switch refusal {
        case .missing:
            return (id: "file.unreadable", message: "no such file: \(shown)", "Check the path; paths are relative to the folder that names them.")
        case .outside(let target):
            return (id: "content.link-outside", message: "'\(shown)' leads to '\(target)', outside \(folder); nothing behind it is read or published",
                    "Files are read only while they stay inside their folder, so a pull request cannot publish the build machine's files. Copy the file in.")
        case .hardLink:
            return (id: "content.hard-link", message: "'\(shown)' is a hard link (a file with more than one name), so where it comes from cannot be checked; it is not read",
                    "A hard link can give any file on the build machine a harmless name. Replace it with a copy of the file.")
        case .notRegular:
            return (id: "file.unreadable", message: "'\(shown)' is not a regular file", "Name a file, not a folder, device or pipe.")
        case .tooLarge(let size):
            return (id: "file.too-large", message: "'\(shown)' is \(size) bytes, more than Handbook reads for a file of this kind", "Split the file, or leave it out of the content folder.")
        case .unreadable:
            return (id: "file.unreadable", message: "cannot read file (permission denied?): \(shown)", "Check the file's permissions.")
        }
    }

    /// Whether `path` may be read: `read(_:)`'s checks without the bytes.
    public func check(_ path: String) -> Refusal? {
        if case .failure(let refusal) = read(path, limit: .max) { return refusal }
        return nil
    }

    /// The path the kernel holds for an open descriptor (every link resolved when it was opened).
    private static func openedPath(_ descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // A file deleted since it was opened reads " (deleted)"; judge it by its old place.
        return path.hasPrefix("/") ? path : nil
    }
}

extension FolderBoundary {
    /// The folder a path written in site.yml may name: the repository that holds the content
    /// folder (the nearest enclosing folder with `.git`), else the folder holding it. A
    /// monorepo keeps the app's catalogs beside its docs (`translations: [../app/res]`), and
    /// nothing outside the checkout is the team's.
    public static func repository(holding contentFolder: String) -> FolderBoundary {
        let start = realPath(contentFolder) ?? contentFolder
        var folder = start
        while folder != "/" && !folder.isEmpty {
            var status = stat()
            if stat(folder + "/.git", &status) == 0 { return FolderBoundary(folder: folder) }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return FolderBoundary(folder: (start as NSString).deletingLastPathComponent)
    }
}
