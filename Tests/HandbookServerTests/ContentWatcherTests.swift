@testable import ContentWatching
import Foundation
import Synchronization
import Testing

/// `serve`'s watcher lists again only the folders a burst of events came from
/// (`ContentWatcher.rescan`): after a save, an addition, a removal or a folder removed, that
/// answer is the whole walk's; when it cannot be (a folder that appeared, a folder outside
/// the watched ones), it says so and the walk is made. Woken by the system, it sees a save
/// in a folder removed and made again.
@Suite struct ContentWatcherTests {
    static func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-watcher-\(UUID().uuidString)").path
        for path in ["guidelines/navigation/deep", "components", ".git", "node_modules/pkg"] {
            try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
        }
        for file in ["guidelines/index.md", "guidelines/navigation/tabs.md", "guidelines/navigation/deep/more.md", "components/tab-bar.yml", "node_modules/pkg/a.md"] {
            try write(root + "/" + file, "# \(file)\n")
        }
        return root
    }

    static func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func listingTheTouchedFoldersGivesTheWalksAnswer() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = ContentWatcher(folders: [root])
        var (files, folders) = watcher.scan()
        #expect(files.count == 4, "\(files.keys.sorted())")
        let navigation = root + "/guidelines/navigation"
        // Each change, and the folders whose events it raises.
        let changes: [(what: String, touched: Set<String>, change: () throws -> Void)] = [
            ("a save", [navigation], { try Self.write(navigation + "/tabs.md", "# Tabs, edited at more length\n") }),
            ("a file added", [navigation], { try Self.write(navigation + "/new.md", "# New\n") }),
            ("a file removed", [root + "/guidelines"], { try FileManager.default.removeItem(atPath: root + "/guidelines/index.md") }),
            ("a folder removed", [navigation, navigation + "/deep"], { try FileManager.default.removeItem(atPath: navigation + "/deep") }),
            ("a folder gone with its parent", [root + "/guidelines", navigation], { try FileManager.default.removeItem(atPath: navigation) }),
        ]
        for change in changes {
            try change.change()
            let listed = try #require(watcher.rescan(files, folders: folders, touched: change.touched), "\(change.what)")
            let walked = watcher.scan()
            #expect(listed.files == walked.files, "\(change.what): \(listed.files.keys.sorted()) listed, \(walked.files.keys.sorted()) walked")
            #expect(Set(listed.folders) == Set(walked.folders), "\(change.what)")
            (files, folders) = walked
        }
        #expect(files.keys.sorted() == [root + "/components/tab-bar.yml"])
        // A folder made, whose files only a walk reads; a folder outside the watched one.
        try FileManager.default.createDirectory(atPath: root + "/guidelines/made", withIntermediateDirectories: true)
        #expect(watcher.rescan(files, folders: folders, touched: [root + "/guidelines"]) == nil)
        let inner = ContentWatcher(folders: [root + "/components"])
        let (innerFiles, innerFolders) = inner.scan()
        #expect(inner.rescan(innerFiles, folders: innerFolders + [root], touched: [root]) == nil)
    }

    #if canImport(Glibc)
    /// How many times the watcher said the content changed.
    final class Wakes: Sendable {
        let count = Atomic<Int>(0)

        /// Whether the count passes `seen` within five seconds.
        func pass(_ seen: Int) async throws -> Bool {
            for _ in 0..<250 {
                if count.load(ordering: .relaxed) > seen { return true }
                try await Task.sleep(for: .milliseconds(20))
            }
            return false
        }
    }

    @Test func aSaveInAFolderRemovedAndMadeAgainIsSeen() async throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let wakes = Wakes()
        let watching = Task { await ContentWatcher(folders: [root]).watch { wakes.count.add(1, ordering: .relaxed) } }
        defer { watching.cancel() }
        // The watch starts with its first walk: a save made after it is seen.
        try await Task.sleep(for: .milliseconds(300))
        try Self.write(root + "/guidelines/index.md", "# Index, edited at more length\n")
        #expect(try await wakes.pass(0), "a save")
        let navigation = root + "/guidelines/navigation"
        var count = wakes.count.load(ordering: .relaxed)
        try FileManager.default.removeItem(atPath: navigation)
        #expect(try await wakes.pass(count), "a folder removed")
        // Made again at the same path: the system's watch of the old one ended with it.
        try FileManager.default.createDirectory(atPath: navigation, withIntermediateDirectories: true)
        try await Task.sleep(for: .milliseconds(300))
        count = wakes.count.load(ordering: .relaxed)
        try Self.write(navigation + "/tabs.md", "# Tabs again\n")
        #expect(try await wakes.pass(count), "a save in the folder made again")
        count = wakes.count.load(ordering: .relaxed)
        try Self.write(navigation + "/tabs.md", "# Tabs again, edited\n")
        #expect(try await wakes.pass(count), "a second save there")
    }
    #endif
}
