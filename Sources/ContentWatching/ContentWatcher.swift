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

    /// `scan()`'s answer from `last` (its files) and `folders`, with only the `touched` folders
    /// listed again — a file saved costs one folder's listing rather than a stat of every
    /// file. Nil when that cannot tell it all: a touched folder outside the watched ones (a
    /// missing one's parent) or a folder that appeared, whose tree only a walk reads.
    func rescan(_ last: [String: [Int]], folders: [String], touched: Set<String>) -> (files: [String: [Int]], folders: [String])? {
        var files = last
        var known = Set(folders)
        for folder in touched.sorted() where known.contains(folder) {
            guard self.folders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) else { return nil }
            let inside = folder + "/"
            guard let entries = DirectoryListing.entries(of: folder) else {
                // Gone, and all under it.
                files = files.filter { !$0.key.hasPrefix(inside) }
                known = known.filter { $0 != folder && !$0.hasPrefix(inside) }
                continue
            }
            var present = Set<String>()
            var subfolders = Set<String>()
            for entry in entries {
                let path = inside + entry.name
                switch entry.kind {
                case .directory:
                    guard !Self.skipped.contains(entry.name) else { continue }
                    guard known.contains(path) else { return nil }
                    subfolders.insert(path)
                case .file:
                    files[path] = [entry.modified, entry.size, Int(truncatingIfNeeded: entry.inode)]
                    present.insert(path)
                case .other, .brokenLink:
                    break
                }
            }
            func isChild(_ path: String) -> Bool { path.hasPrefix(inside) && !path.utf8.dropFirst(inside.utf8.count).contains(UInt8(ascii: "/")) }
            // A child folder no longer there takes its tree with it.
            let goneFolders = known.filter { isChild($0) && !subfolders.contains($0) }
            files = files.filter { path, _ in
                if isChild(path) { return present.contains(path) }
                return !goneFolders.contains { path.hasPrefix($0 + "/") }
            }
            known = known.filter { path in !goneFolders.contains { path == $0 || path.hasPrefix($0 + "/") } }
        }
        return (files, Array(known))
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
                    // The folders the events came from listed again, when that says it all.
                    var listed = events.takeTouched().flatMap { rescan(last, folders: folders, touched: $0) }
                    repeat {
                        (current, folders) = listed ?? scan()
                        listed = nil
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
