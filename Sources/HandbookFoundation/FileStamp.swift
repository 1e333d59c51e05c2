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

    /// A file changed this recently may change again without its stamp showing it: within one
    /// tick of the kernel's file clock (4 ms here, 10 ms at most) a second save keeps the
    /// mtime, and one of the same size keeps the whole stamp — git calls such an entry "racily
    /// clean". A stamp taken later than `tickNanoseconds` after the file's last change vouches
    /// for its bytes; an earlier one proves nothing, and the bytes decide.
    package static let tickNanoseconds: Int64 = 20_000_000
    /// The longer wait the query store gives a file before trusting its stamp (an editor
    /// saving twice in a row), since its kept values outlive the process.
    package static let settleNanoseconds: Int64 = 2_000_000_000

    /// Whether the stamp, taken at `now` (nanoseconds since 1970), vouches for the bytes: the
    /// file was last written or changed more than `window` before.
    package func isSettled(at now: Int64 = FileStamp.now, window: Int64 = FileStamp.settleNanoseconds) -> Bool {
        now - modified > window && now - changed > window
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
