import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock(2)` on `.handbook/NAME/lock`, held while a build writes `NAME`.
///
/// `flock` rather than a PID file: the kernel drops the lock when the process dies, however
/// it dies (`kill -9` included), so a stale lock cannot exist and no build has to guess
/// whether another is still running. The lock file sits inside the bookkeeping folder rather
/// than being the output or its parent: the output folder is swapped (a lock on it would move
/// with it), and a lock on the parent would make builds into `_site` and `_preview` wait for
/// each other. The file is never removed, since removing a lock file lets a waiting process
/// lock a file nobody else can see any more.
final class OutputLock: Sendable {
    private let descriptor: Int32

    /// Blocks until no other build holds the lock, calling `waiting` with the holder's process
    /// id (when it wrote one) before it starts to wait.
    init(path: String, waiting: (Int32?) -> Void) throws(DiagnosticsError) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DiagnosticsError([.error("output.unwritable", "cannot create '\(path)': \(String(cString: strerror(errno)))", at: nil)])
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EWOULDBLOCK:
                waiting(holder())
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else { throw failure(path) }
                }
            case ENOLCK, EOPNOTSUPP, ENOSYS:
                // A file system without locks (some network mounts): build unlocked, as before locks existed.
                return
            default:
                throw failure(path)
            }
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// The process id the current holder wrote into the file, if any.
    private func holder() -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func failure(_ path: String) -> DiagnosticsError {
        DiagnosticsError([.error("output.lock", "cannot lock '\(path)': \(String(cString: strerror(errno)))", at: nil)])
    }

    deinit {
        // Closing the last descriptor releases the lock.
        close(descriptor)
    }
}
