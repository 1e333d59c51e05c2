import Foundation

/// Notices saves by polling the modification times and sizes of every file under the
/// watched folders (portable, and cheap: a thousand stats take about a millisecond).
struct ContentWatcher: Sendable {
    let folders: [String]
    /// How often to look.
    var interval: Duration = .milliseconds(25)

    /// A fingerprint of every file under the folders: readdir and stat directly, since
    /// FileManager's enumerator costs tens of milliseconds on a thousand files.
    func snapshot() -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        var pending = folders
        var visited = Set<UInt64>()
        while let folder = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasPrefix(".") { continue }
                let path = folder + "/" + name
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if visited.insert(UInt64(info.st_ino)).inserted { pending.append(path) }
                } else if (info.st_mode & S_IFMT) == S_IFREG {
                    result[path] = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
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
