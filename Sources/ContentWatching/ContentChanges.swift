import Foundation
import HandbookFoundation

/// Whether anything under the watched folders changed since the last look, for a program that
/// asks before it answers (`handbook mcp`) rather than being woken. On Linux the system's events
/// say so (`FolderEvents`): a look with none pending is one `poll(2)`, and the folders are
/// walked only after an event, to watch folders made since and to fingerprint the files. Where
/// the system will not watch, each look walks them (`ContentWatcher.scan`). Either way hidden
/// folders and `node_modules` are never walked.
///
/// An event is queued by the kernel within the write that caused it (`IN_MODIFY`, not the
/// close, which another process may delay: `FolderEvents.Interest.everyWrite`), so a client
/// that saves a file and then asks is answered from the saved file.
public final class ContentChanges: Sendable {
    /// What a look saw.
    public struct Look: Sendable {
        /// True when a file was added, removed or rewritten since the previous look.
        public var changed: Bool
        /// Every file's fingerprint (modification time, size, inode) by path.
        public var files: [String: [Int]]
        /// When the look began (nanoseconds since 1970, as `FileStamp.now`), before any file
        /// was looked at: a fingerprint vouches for its bytes only if its file was last
        /// written a clock tick before this.
        public var time: Int64
    }

    private struct State: ~Copyable {
        var files: [String: [Int]]
        var events: FolderEvents?
    }

    private let watcher: ContentWatcher
    private let state: Locked<State>

    /// Starts watching `folders`; the first look reports no change.
    public init(folders: [String]) {
        watcher = ContentWatcher(folders: folders)
        let (files, watched) = watcher.scan()
        var events: FolderEvents?
        #if canImport(Glibc)
        if let candidate = FolderEvents(interest: .everyWrite), candidate.watch(watched).ok { events = candidate }
        #endif
        state = Locked(State(files: files, events: events))
    }

    /// Whether the system's events are in use (false: every look walks the folders).
    public var isWatching: Bool { state.withLock { $0.events != nil } }

    /// Looks for changes since the previous look.
    public func look() -> Look {
        state.withLock { state in
            let now = FileStamp.now
            var current: [String: [Int]]
            #if canImport(Glibc)
            if let events = state.events {
                guard events.drain() else { return Look(changed: false, files: state.files, time: now) }
                var folders: [String]
                var watching: (ok: Bool, added: Bool)
                repeat {
                    (current, folders) = watcher.scan()
                    watching = events.watch(folders)
                    // Files written into a folder made before its watch: the next scan sees them.
                } while watching.ok && watching.added
                // The system's limit of watches reached: walk on every look from here.
                if !watching.ok { state.events = nil }
            } else {
                current = watcher.snapshot()
            }
            #else
            current = watcher.snapshot()
            #endif
            // A file saved twice within one clock tick keeps its fingerprint: while any file is
            // that fresh, a look that was woken (or walks) says "changed", and the loader's
            // digests decide (`FileStamp.isSettled`).
            let changed = current != state.files || current.values.contains { now - ($0.first.map(Int64.init) ?? 0) <= FileStamp.tickNanoseconds }
            state.files = current
            return Look(changed: changed, files: current, time: now)
        }
    }
}
