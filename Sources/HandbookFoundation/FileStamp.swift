#if canImport(Glibc)
import Glibc
#endif

/// What `stat(2)` says about a file, enough to tell that nobody has written it since:
/// any write, truncation, `chmod` or replacement changes the inode, size, mtime or ctime
/// (ctime cannot be set back by a user).
package struct FileStamp: Hashable, Sendable {
    package var inode: UInt64
    package var size: Int
    package var modified: Int64
    package var changed: Int64

    package init(inode: UInt64, size: Int, modified: Int64, changed: Int64) {
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    package init(_ status: stat) {
        inode = UInt64(status.st_ino)
        size = Int(status.st_size)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
    }

    /// A file changed this recently may change again within the same clock tick without its
    /// stamp showing it (an editor saving twice; a test writing, reading and writing again):
    /// git calls such an entry "racily clean". Its stamp proves nothing; its bytes do.
    package static let settleNanoseconds: Int64 = 2_000_000_000

    /// Whether the stamp, taken at `now` (nanoseconds since 1970), can vouch for the bytes: the
    /// file was last written or changed more than `settleNanoseconds` before.
    package func isSettled(at now: Int64 = FileStamp.now) -> Bool {
        now - modified > Self.settleNanoseconds && now - changed > Self.settleNanoseconds
    }

    /// The wall clock in nanoseconds since 1970, as stamps count.
    package static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The stamp of the regular file at `path` (not following a symlink); `nil` for anything else.
    package static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// The stamp of the file `path` names, following symlinks (a content file may be one).
    package static func following(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(status)
    }
}
