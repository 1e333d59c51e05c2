import Foundation
import HandbookFoundation

/// Notices saves under the watched folders. What changed is decided by fingerprints of every
/// file (modification time, size, inode: portable, and cheap — a thousand stats take about a
/// millisecond); when to look is told by the system on Linux (`FolderEvents`, so a save is
/// seen at once), and elsewhere, or when the system refuses to watch, by polling. Hidden
/// folders (`.git`, `.handbook`) and `node_modules` are never walked nor watched: nothing in
/// them is content, and a repository's history can hold more files than the site.
/// `serve` rebuilds on each burst (`watch`); `mcp` asks before each answer (`ContentChanges`).
public struct ContentWatcher: Sendable {
    public let folders: [String]
    /// How often to look when polling.
    public var interval: Duration = .milliseconds(25)

    public init(folders: [String]) {
        self.folders = folders
    }

    /// Folders whose files are never content (dependencies of a JavaScript toolchain);
    /// hidden ones are left out by `DirectoryListing` already.
    static let skipped: Set<String> = ["node_modules"]

    /// A fingerprint of every file under the folders.
    public func snapshot() -> [String: [Int]] {
        scan().files
    }

    /// Every file's fingerprint, and every folder to watch: the watched ones and those under
    /// them, or a missing one's parent.
    public func scan() -> (files: [String: [Int]], folders: [String]) {
        var result: [String: [Int]] = [:]
        var seen: [String] = []
        var pending = folders
        var visited = Set<UInt64>()
        while let folder = pending.popLast() {
            guard let entries = DirectoryListing.entries(of: folder) else {
                // A watched folder not made yet (no `Templates/`): its parent says when it is.
                if folders.contains(folder) { seen.append((folder as NSString).deletingLastPathComponent.nonEmpty ?? ".") }
                continue
            }
            seen.append(folder)
            for entry in entries {
                let path = folder + "/" + entry.name
                switch entry.kind {
                case .directory:
                    if !Self.skipped.contains(entry.name), visited.insert(entry.inode).inserted { pending.append(path) }
                case .file:
                    result[path] = [entry.modified, entry.size, Int(truncatingIfNeeded: entry.inode)]
                case .other, .brokenLink:
                    break
                }
            }
        }
        return (result, seen)
    }

    /// Calls `changed` after each burst of saves, until the task is cancelled.
    public func watch(_ changed: @Sendable () async -> Void) async {
        #if canImport(Glibc)
        if let events = FolderEvents() {
            var (last, folders) = scan()
            if events.watch(folders).ok {
                for await _ in events.bursts() {
                    var current: [String: [Int]]
                    var watching: (ok: Bool, added: Bool)
                    repeat {
                        (current, folders) = scan()
                        watching = events.watch(folders)
                        // Files written into a new folder before its watch: the next scan sees them.
                    } while watching.ok && watching.added
                    guard watching.ok else { break }
                    guard current != last else { continue }
                    last = current
                    await changed()
                }
                // Cancelled, or a folder the system would not watch: poll from here.
                if Task.isCancelled { return }
                return await poll(from: last, changed)
            }
        }
        #endif
        await poll(from: snapshot(), changed)
    }

    /// Looks every `interval`, and after a change waits until the tree holds still.
    private func poll(from start: [String: [Int]], _ changed: @Sendable () async -> Void) async {
        var last = start
        while !Task.isCancelled {
            // Cancellation ends the sleep early; the loop then sees it.
            try? await Task.sleep(for: interval)
            var current = snapshot()
            guard current != last else { continue }
            // Editors save in bursts (write, rename, touch): wait until the tree holds still.
            while !Task.isCancelled {
                // Cancellation ends the sleep early; the loop then sees it.
                try? await Task.sleep(for: .milliseconds(15))
                let settled = snapshot()
                if settled == current { break }
                current = settled
            }
            last = current
            await changed()
        }
    }
}

private extension String {
    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
