#if canImport(Glibc)
import Glibc
#endif

/// One folder's entries read with `readdir` and `stat` directly: FileManager's listing and
/// per-entry checks cost tens of milliseconds on a thousand pages, which `serve` pays on
/// every save.
public enum DirectoryListing {
    /// An entry and what `stat` (following symbolic links) says of it.
    public struct Entry: Sendable {
        public enum Kind: Sendable { case file, directory, other, brokenLink }
        public var name: String
        public var kind: Kind
        /// Whether the entry itself is a symbolic link (`kind` says what it leads to).
        public var isLink = false
        /// Device and inode: identify a folder reached twice through links.
        public var device: UInt64 = 0
        public var inode: UInt64 = 0
        public var size: Int = 0
        /// Modification time in nanoseconds.
        public var modified: Int = 0
    }

    /// The entries of `path`, dot-files left out, in no particular order; `nil` when it cannot be read.
    /// Without `details`, files and folders are known by the type `readdir` gives (no size,
    /// time or inode) and only links and unknown types are looked at with `stat`.
    public static func entries(of path: String, details: Bool = true) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            if !details, entry.pointee.d_type == UInt8(DT_REG) || entry.pointee.d_type == UInt8(DT_DIR) {
                entries.append(Entry(name: name, kind: entry.pointee.d_type == UInt8(DT_DIR) ? .directory : .file))
                continue
            }
            var info = stat()
            let isLink = entry.pointee.d_type == UInt8(DT_LNK)
                || (entry.pointee.d_type == UInt8(DT_UNKNOWN) && lstat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
            guard stat(path + "/" + name, &info) == 0 else {
                entries.append(Entry(name: name, kind: .brokenLink, isLink: true))
                continue
            }
            let type = info.st_mode & S_IFMT
            entries.append(Entry(name: name, kind: type == S_IFDIR ? .directory : type == S_IFREG ? .file : .other, isLink: isLink,
                                 device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
                                 modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)))
        }
        return entries
    }

    /// Identity of the folder at `path` (device, inode), following links; `nil` when it cannot be read.
    public static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
