import ContentWatching
import Foundation
import Testing

/// `handbook mcp` asks before each answer whether the content changed: a save is seen at the
/// next look, and nothing under `.git`, another hidden folder or `node_modules` counts or is
/// walked.
@Suite struct ContentChangesTests {
    static func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-changes-\(UUID().uuidString)").path
        for path in ["guidelines", ".git/objects/ab", "node_modules/pkg", ".handbook"] {
            try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
        }
        try Data("# Page\n".utf8).write(to: URL(fileURLWithPath: root + "/guidelines/page.md"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/.git/objects/ab/cdef"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/node_modules/pkg/readme.md"))
        return root
    }

    @Test func aSaveIsSeenAtTheNextLookAndHiddenFoldersAreNotWalked() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let changes = ContentChanges(folders: [root])
        let first = changes.look()
        #expect(!first.changed)
        #expect(first.files.keys.sorted() == [root + "/guidelines/page.md"], "only content is fingerprinted: \(first.files.keys.sorted())")
        // Writes under .git, node_modules and .handbook are no change.
        try Data("y".utf8).write(to: URL(fileURLWithPath: root + "/.git/objects/ab/0123"))
        try Data("y".utf8).write(to: URL(fileURLWithPath: root + "/node_modules/pkg/index.md"))
        try Data("y".utf8).write(to: URL(fileURLWithPath: root + "/.handbook/state"))
        #expect(!changes.look().changed)
        // A save, a new folder with a file in it, and a removal: each seen at the next look.
        try Data("# Page, edited\n".utf8).write(to: URL(fileURLWithPath: root + "/guidelines/page.md"))
        #expect(changes.look().changed)
        #expect(!changes.look().changed, "a look reports a change once")
        try FileManager.default.createDirectory(atPath: root + "/guidelines/new", withIntermediateDirectories: true)
        try Data("# New\n".utf8).write(to: URL(fileURLWithPath: root + "/guidelines/new/page.md"))
        let added = changes.look()
        #expect(added.changed && added.files[root + "/guidelines/new/page.md"] != nil)
        try Data("# New, edited\n".utf8).write(to: URL(fileURLWithPath: root + "/guidelines/new/page.md"))
        #expect(changes.look().changed, "the new folder is watched too")
        try FileManager.default.removeItem(atPath: root + "/guidelines/page.md")
        #expect(changes.look().changed)
        #expect(changes.isWatching, "on Linux the system's events tell, not a walk per look")
    }
}
