#if canImport(Glibc)
import Synchronization
import HandbookFoundation
import Foundation
import Glibc

/// Tells the watcher the moment a file under the watched folders is finished being written,
/// moved, created, removed or touched (Linux's inotify), so a save is seen without waiting
/// for the next poll. It only wakes the watcher: what changed is still decided by comparing
/// snapshots, so a missed or extra event costs a look, never a wrong site. Which folders the
/// events came from is kept (`takeTouched()`), so the look can list those alone.
final class FolderEvents: Sendable {
    private let descriptor: Int32
    private let watched = Locked<Set<String>>([])
    private let stopped = Atomic<Bool>(false)
    /// Each watch's folders (one watch may stand for several paths to one folder).
    private let folders = Locked<[Int32: Set<String>]>([:])
    /// The folders events came from since the last `takeTouched()`; nil when an event could
    /// not be placed (the queue overflowed, a watch went), and only a whole look will do.
    private let touched = Locked<Set<String>?>([])

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
            let watch = inotify_add_watch(descriptor, folder, mask)
            guard watch >= 0 else {
                // A folder removed since the scan is no failure; anything else is.
                if errno == ENOENT { continue }
                return (false, added)
            }
            watched.withLock { _ = $0.insert(folder) }
            self.folders.withLock { $0[watch, default: []].insert(folder) }
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

    /// The folders events came from since the last call, and forgets them; nil when some
    /// event could not be placed, so the caller looks at the whole tree.
    func takeTouched() -> Set<String>? {
        touched.withLock { touched in
            defer { touched = [] }
            return touched
        }
    }

    /// Waits up to `milliseconds` for events and reads every one pending; true when there were some.
    private func wait(milliseconds: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return true }
        record(buffer[..<count])
        return true
    }

    /// Notes the folder of each event in `events` (inotify's records: a watch, a mask, a
    /// cookie, a name's length, the name). A watch the system ended (its folder removed) is
    /// forgotten, so a folder made again at that path is watched again.
    private func record(_ events: ArraySlice<UInt8>) {
        var placed: Set<String>? = []
        var offset = events.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= events.endIndex {
            let at = offset - events.startIndex
            let (watch, mask, length) = events.withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: at, as: Int32.self), raw.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self),
                 Int(raw.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self)))
            }
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { placed = nil; continue }
            if mask & UInt32(IN_IGNORED) != 0 {
                let gone = folders.withLock { $0.removeValue(forKey: watch) } ?? []
                watched.withLock { $0.subtract(gone) }
                placed = nil
                continue
            }
            guard let known = folders.withLock({ $0[watch] }) else { placed = nil; continue }
            placed?.formUnion(known)
        }
        touched.withLock { touched in
            touched = placed.flatMap { placed in touched.map { $0.union(placed) } }
        }
    }
}
#endif
