import Foundation
import Handbook

/// Notices saves by polling the modification times and sizes of every file under the
/// watched folders (portable, and cheap: a thousand stats take about a millisecond).
struct ContentWatcher: Sendable {
    let folders: [String]
    /// How often to look.
    var interval: Duration = .milliseconds(25)

    /// A fingerprint of every file under the folders.
    func snapshot() -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        var pending = folders
        var visited = Set<UInt64>()
        while let folder = pending.popLast() {
            for entry in DirectoryListing.entries(of: folder) ?? [] {
                let path = folder + "/" + entry.name
                switch entry.kind {
                case .directory:
                    if visited.insert(entry.inode).inserted { pending.append(path) }
                case .file:
                    result[path] = [entry.modified, entry.size, Int(truncatingIfNeeded: entry.inode)]
                case .other, .brokenLink:
                    break
                }
            }
        }
        return result
    }

    /// Calls `changed` after each burst of saves, until the task is cancelled.
    func watch(_ changed: @Sendable () async -> Void) async {
        var last = snapshot()
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            var current = snapshot()
            guard current != last else { continue }
            // Editors save in bursts (write, rename, touch): wait until the tree holds still.
            while !Task.isCancelled {
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
