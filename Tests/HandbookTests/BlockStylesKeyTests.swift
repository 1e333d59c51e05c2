import Foundation
import Testing
@testable import Handbook
@testable import HandbookContent
import HandbookFoundation
import TextMetrics

/// The block styles' key kept across builds (`BlockStyles.KeyMemo`): taken while every spec
/// file is as it was, and the same key a build without the memo makes, so guideline pages
/// with blocks are kept or redrawn exactly as before.
@Suite struct BlockStylesKeyTests {
    /// The bundled tab bar spec.
    static let spec: String = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content/components/tab-bar.yml").path
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }()
    static let caption = "caption: Three destinations with short names fit both bars"
    static let item = "{ label: Radio, icon: radio }"

    func load(_ site: TestSite, memo: QueryStore?, session: BlockStyles.Session? = nil) -> BlockStyles {
        let (inventory, _) = ContentInventory.scan(root: site.path("Content"), displayRoot: "Content")
        return BlockStyles.load(inventory: inventory, tokens: .none, stack: .default, kinds: .builtIn, memo: memo, session: session)
    }

    /// `serve`'s memory of the parsed specs: a spec kept is the one parsing gives, and a spec
    /// whose file changed is parsed again, its diagnostics with it.
    @Test func aSessionKeepsTheParsedSpecsWhileTheirFilesStand() throws {
        let site = try TestSite(["Content/components/tab-bar.yml": Self.spec, "Content/index.md": "# Home\n"])
        defer { site.remove() }
        let session = BlockStyles.Session()
        let first = load(site, memo: nil, session: session)
        let kept = load(site, memo: nil, session: session)
        #expect(kept.key == first.key && kept.styles.map(\.spec.name) == ["tab-bar"])
        #expect(kept.read["components/tab-bar.yml"]?.text == Self.spec)
        let broken = Self.spec.replacingOccurrences(of: Self.item, with: "{ label: Radio, icon: radio, badge: [ }")
        try site.write("Content/components/tab-bar.yml", broken)
        let edited = load(site, memo: nil, session: session)
        let fresh = load(site, memo: nil)
        #expect(edited.read["components/tab-bar.yml"]?.text == broken)
        let diagnostics = try #require(edited.read["components/tab-bar.yml"]?.loaded.1)
        #expect(!diagnostics.isEmpty && diagnostics == fresh.read["components/tab-bar.yml"]?.loaded.1, "the edited file is parsed again")
        #expect(edited.key == fresh.key && edited.styles.count == fresh.styles.count)
    }

    /// A token saved under `serve`: every spec is styled again by the new colours but none is
    /// parsed again, and the styles are those a load without the session makes.
    @Test func aTokenSavedStylesTheSpecsAgainWithoutParsingThem() throws {
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        let site = try TestSite(TestSite.files(under: bundled).reduce(into: [String: String]()) { $0["Content/" + $1.key] = String(decoding: $1.value, as: UTF8.self) })
        defer { site.remove() }
        let (inventory, _) = ContentInventory.scan(root: site.path("Content"), displayRoot: "Content")
        let settings = TokenSettings(resolver: Located("tokens/harbor.resolver.json", at: SourceLocation(file: "site.yml", line: 1, column: 1)),
                                     location: SourceLocation(file: "site.yml", line: 1, column: 1))
        func load(session: BlockStyles.Session?) -> BlockStyles {
            let tokens = SiteTokens.load(settings, contentDirectory: site.path("Content")).0
            return BlockStyles.load(inventory: inventory, tokens: tokens, stack: .default, kinds: .builtIn, session: session)
        }
        let session = BlockStyles.Session()
        let first = load(session: session)
        #expect(session.parses == inventory.componentSpecs.count && session.parses >= 3)
        let dark = try #require(site.read("Content/tokens/dark.tokens.json"))
        let grey = "\"secondary\": { \"$value\": \"#b4bcc8\" }"
        #expect(dark.contains(grey), "the bundled dark theme no longer holds what the test edits")
        try site.write("Content/tokens/dark.tokens.json", dark.replacingOccurrences(of: grey, with: "\"secondary\": { \"$value\": \"#b6bdc8\" }"))
        let repainted = load(session: session)
        #expect(session.parses == 0, "no spec file changed: none is parsed again")
        let fresh = load(session: nil)
        #expect(repainted.key != first.key, "the blocks are painted again")
        #expect(repainted.key == fresh.key && repainted.styles.map { $0.themes.map(\.palette) } == fresh.styles.map { $0.themes.map(\.palette) })
    }

    @Test func theKeyIsKeptWhileTheSpecsAreAsTheyWere() throws {
        #expect(Self.spec.contains(Self.caption) && Self.spec.contains(Self.item), "the bundled spec no longer holds what the test edits")
        let site = try TestSite(["Content/components/tab-bar.yml": Self.spec, "Content/index.md": "# Home\n"])
        defer { site.remove() }
        let memo = QueryStore(file: nil, key: "test")
        memo.begin()
        let first = load(site, memo: memo)
        #expect(first.key == load(site, memo: nil).key, "the memo's key is the one made without it")
        memo.begin()
        let second = load(site, memo: memo)
        #expect(memo.counts(BlockStyles.KeyMemo.name).reused == 1, "the specs are as they were: the key is taken")
        #expect(second.key == first.key)
        #expect(second.styles.map(\.spec.name) == ["tab-bar"], "the styles are still loaded for the blocks")

        // A caption edited: the spec's bytes changed, so the key is made again — and stays the
        // same, as a caption draws nothing on a guideline block.
        try site.write("Content/components/tab-bar.yml", Self.spec.replacingOccurrences(of: Self.caption, with: Self.caption + ", edited"))
        memo.begin()
        let captioned = load(site, memo: memo)
        #expect(memo.counts(BlockStyles.KeyMemo.name).reused == 1, "the spec's drawn styles are taken, not written out again")
        #expect(captioned.key == first.key)
        // A line added above the styles: what blocks draw is the same, but where it is written
        // (which a block's findings name) moved, so the spec's styles are written out again.
        try site.write("Content/components/tab-bar.yml", "# The tab bar.\n" + Self.spec)
        memo.begin()
        let moved = load(site, memo: memo)
        #expect(memo.counts(BlockStyles.KeyMemo.name).reused == 0, "the places moved: nothing is taken")
        #expect(moved.key == load(site, memo: nil).key)
        // An item edited: what blocks draw changed, and so does the key.
        try site.write("Content/components/tab-bar.yml", Self.spec.replacingOccurrences(of: Self.item, with: "{ label: Podcasts, icon: radio }"))
        memo.begin()
        let relabelled = load(site, memo: memo)
        #expect(relabelled.key != first.key)
        #expect(relabelled.key == load(site, memo: nil).key)
    }
}
