#if canImport(Glibc)
import Synchronization
import HandbookFoundation
import Foundation
import Glibc

/// Tells the watcher the moment a file under the watched folders is finished being written,
/// moved, created, removed or touched (Linux's inotify), so a save is seen without waiting
/// for the next poll. It only wakes the watcher: what changed is still decided by comparing
/// snapshots, so a missed or extra event costs a look, never a wrong site.
final class FolderEvents: Sendable {
    private let descriptor: Int32
    private let watched = Locked<Set<String>>([])
    private let stopped = Atomic<Bool>(false)

    /// What the events are to say.
    enum Interest: Sendable {
        /// A file finished being written, or the tree changed: for a watcher that is woken
        /// and rebuilds (`serve`). Not `IN_MODIFY`: a file saved by truncating and writing
        /// it reports one `IN_CLOSE_WRITE` when done, not a change per write, so it is
        /// rebuilt once, from its whole text.
        case finishedFiles
        /// Any write at all, for a caller that asks before it answers (`ContentChanges`).
        /// `IN_CLOSE_WRITE` comes only when the last reference to the open file goes: a
        /// process forked meanwhile (any program that spawns one, a test runner, an editor's
        /// helpers) holds the descriptor until it execs, and a writer may keep the file open
        /// for good, so a save already on disk can have no event yet. `IN_MODIFY` is queued
        /// within the write itself.
        case everyWrite

        var mask: UInt32 {
            let tree = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
                | UInt32(IN_DELETE) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
            return self == .everyWrite ? tree | UInt32(IN_MODIFY) : tree
        }
    }

    private let mask: UInt32

    /// Nil when the system gives no inotify descriptor (the watcher then polls).
    init?(interest: Interest = .finishedFiles) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        mask = interest.mask
    }

    deinit {
        close(descriptor)
    }

    /// Watches each of `folders` not watched yet; false when the system refuses one (its
    /// limit of watches reached), so the caller falls back to polling. Returns whether any
    /// folder is new in `added`, since files written into it before its watch went unseen.
    func watch(_ folders: [String]) -> (ok: Bool, added: Bool) {
        var added = false
        for folder in folders where !watched.withLock({ $0.contains(folder) }) {
            guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
                // A folder removed since the scan is no failure; anything else is.
                if errno == ENOENT { continue }
                return (false, added)
            }
            watched.withLock { _ = $0.insert(folder) }
            added = true
        }
        return (true, added)
    }

    /// One element per burst of events, from a thread of its own that blocks on the
    /// descriptor (blocking a thread of Swift's small shared pool would slow the server).
    /// Ends when the stream's consumer goes away.
    func bursts() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [self] _ in stopped.store(true, ordering: .relaxed) }
        let thread = Thread { [self] in
            while !stopped.load(ordering: .relaxed) {
                // A tenth of a second at most, to notice the end of the stream.
                guard wait(milliseconds: 100) else { continue }
                // An editor's save is several events within a moment (write, rename, touch):
                // take them as one burst.
                while wait(milliseconds: 2) {}
                continuation.yield()
            }
            continuation.finish()
        }
        thread.start()
        return stream
    }

    /// Reads every event pending without waiting; true when there were some. For a caller that
    /// asks before it answers (`ContentChanges`) instead of being woken.
    func drain() -> Bool {
        var any = false
        while wait(milliseconds: 0) { any = true }
        return any
    }

    /// Waits up to `milliseconds` for events and reads every one pending; true when there were some.
    private func wait(milliseconds: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, milliseconds) > 0 else { return false }
        // The events' contents do not matter (snapshots say what changed): read them to empty the queue.
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return true
    }
}
#endif
