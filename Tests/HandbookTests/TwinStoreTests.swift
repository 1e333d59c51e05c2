import Foundation
import Testing
@testable import Handbook

/// The rebased twins kept between builds (`TwinStore`): a kept text is taken only for exactly
/// the twin it was made from, a changed twin is made again, and a twin no build uses any more
/// leaves the file.
@Suite struct TwinStoreTests {
    @Test func aKeptTwinIsTakenOnlyForTheSameSource() throws {
        let folder = NSTemporaryDirectory() + "handbook-twins-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try #require(TwinStore(cacheFolder: folder, root: "/site/Content"))
        #expect(first.text("full a/index.html.md", for: "# A\n[b](../b/)") { "# A\n[b](b/)" } == "# A\n[b](b/)")
        #expect(first.text("full b/index.html.md", for: "# B") { "# B" } == "# B")
        first.save()

        let second = try #require(TwinStore(cacheFolder: folder, root: "/site/Content"))
        var made: [String] = []
        let kept = second.text("full a/index.html.md", for: "# A\n[b](../b/)") {
            made.append("a")
            return "made again"
        }
        #expect(kept == "# A\n[b](b/)", "the same twin: the text of the last build")
        let edited = second.text("full b/index.html.md", for: "# B, edited") {
            made.append("b")
            return "# B, edited"
        }
        #expect(edited == "# B, edited")
        #expect(made == ["b"], "only the edited twin is rebased again")
        second.save()

        // Another content folder has a store of its own; a twin not used any more is let go.
        let other = try #require(TwinStore(cacheFolder: folder, root: "/other/Content"))
        #expect(other.text("full a/index.html.md", for: "# A\n[b](../b/)") { "other" } == "other")
        let third = try #require(TwinStore(cacheFolder: folder, root: "/site/Content"))
        #expect(third.text("full b/index.html.md", for: "# B, edited") { "made again" } == "# B, edited")
        third.save()
        let fourth = try #require(TwinStore(cacheFolder: folder, root: "/site/Content"))
        #expect(fourth.text("full a/index.html.md", for: "# A\n[b](../b/)") { "made again" } == "made again",
                "a's twin was not used by the third build, so the file no longer holds it")
    }

    @Test func noCacheFolderKeepsNothing() {
        #expect(TwinStore(cacheFolder: nil, root: "/site/Content") == nil)
    }
}
