import Foundation

/// Notices saves by polling the modification times and sizes of every file under the
/// watched folders (portable, and cheap: a thousand stats take about a millisecond).
struct ContentWatcher: Sendable {
    let folders: [String]
    /// How often to look.
    var interval: Duration = .milliseconds(50)

    /// A fingerprint of every file under the folders.
    func snapshot() -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in walker {
                let path = folder + "/" + relative
                var info = stat()
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                result[path] = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
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
