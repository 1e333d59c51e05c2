import Testing
import Foundation
import HandbookComponents
import HandbookFoundation
import HandbookKinds
import TextMetrics
@testable import Handbook

/// Pictures kept between builds of one process (`RenditionMemo`): keyed by what they are
/// drawn from, given back with the characters they drew, let go when the build no longer
/// asks for them. (`ServeComponentQueriesTests` holds a served site to a build from scratch.)
@Suite struct RenditionMemoTests {
    static let spec = """
        component: Tabs
        summary: Sections of a screen.
        kind: tabs
        examples:
          - title: Three
            caption: Fits on every phone.
            items: [Home, "Search", Library]
        """

    static func key(_ text: String) throws -> UInt64 {
        let (spec, diagnostics) = ComponentSpecLoader.load(SourceText(path: "tabs.yml", text: text), name: "tabs", sourcePath: "components/tabs.yml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let loaded = try #require(spec)
        return try #require(loaded.drawingKey)
    }

    @Test func theDrawingKeyLeavesOutOnlyTheProse() throws {
        let base = try Self.key(Self.spec)
        // Prose edited, or the lines moved: the same pictures.
        #expect(try Self.key(Self.spec.replacingOccurrences(of: "Fits on every phone.", with: "Fits everywhere, even\n      on the smallest phone.")) == base)
        #expect(try Self.key(Self.spec.replacingOccurrences(of: "Sections of a screen.", with: "Other words.")) == base)
        #expect(try Self.key("# A comment\n" + Self.spec) == base)
        // Anything drawn: another key.
        #expect(try Self.key(Self.spec.replacingOccurrences(of: "Library", with: "Books")) != base)
        #expect(try Self.key(Self.spec.replacingOccurrences(of: "title: Three", with: "title: Four")) != base)
        #expect(try Self.key(Self.spec.replacingOccurrences(of: "kind: tabs", with: "kind: tabs\nvariants: { fixed: { description: Equal widths. } }")) != base)
        // A caption anywhere but on an example is not prose the key may drop.
        #expect(try Self.key(Self.spec.replacingOccurrences(of: "summary: Sections of a screen.", with: "summary: Sections of a screen.\nknown-gaps: [caption]")) != base)
    }

    @Test func aKeptValueIsTakenWithTheCharactersItDrew() throws {
        let measurer = try FontStackMeasurer()
        let memo = RenditionMemo()
        let replayed = Locked<[GlyphUsage]>([])
        memo.begin(context: 1) { drawn in replayed.withLock { $0 += drawn } }
        // Measured once before: a cached width draws nothing new in the measurer's record,
        // but the picture kept still brings its characters.
        _ = measurer.measureWidth(of: "Bücher", fontSize: 12)
        let made = memo.value("picture", spec: "tabs") { measurer.measureWidth(of: "Bücher", fontSize: 12) + measurer.measureWidth(of: "設定", fontSize: 12) }
        #expect(replayed.withLock { $0 }.isEmpty, "a value made is not replayed")
        var calls = 0
        let taken = memo.value("picture", spec: "tabs") { () -> Double in
            calls += 1
            return 0
        }
        #expect(taken == made && calls == 0)
        let fresh = try FontStackMeasurer()
        _ = fresh.measureWidth(of: "Bücher", fontSize: 12)
        _ = fresh.measureWidth(of: "設定", fontSize: 12)
        let given = replayed.withLock { $0 }.reduce(GlyphUsage(stack: measurer.stack)) { $0.merging($1) }
        #expect(given == fresh.glyphUsage, "the characters a fresh measurer draws for the same texts")
        #expect(memo.counts.hits == 1 && memo.counts.misses == 1)
    }

    @Test func aKeptValueTakenInsideAnotherIsCapturedByIt() throws {
        let measurer = try FontStackMeasurer()
        let memo = RenditionMemo()
        memo.begin(context: 1) { _ in }
        _ = memo.value("inner", spec: "tabs") { measurer.measureWidth(of: "Radio", fontSize: 12) }
        let (_, drawn) = GlyphCapture.capturing { memo.value("inner", spec: "tabs") { 0.0 } }
        let all = drawn.reduce(GlyphUsage(stack: measurer.stack)) { $0.merging($1) }
        #expect(all.scalars(forFaceAt: 0).map { String($0) }.sorted() == ["R", "a", "d", "i", "o"])
    }

    @Test func aBuildKeepsOnlyWhatItAskedForAndAnotherContextNothing() {
        let memo = RenditionMemo()
        memo.begin(context: 1) { _ in }
        _ = memo.value("a", spec: "tabs") { 1 }
        _ = memo.value("b", spec: "tabs") { 2 }
        _ = memo.value("c", spec: "tab-bar") { 3 }
        memo.end()
        #expect(memo.counts.kept == 3)
        // Only "a" of tabs asked for; tab-bar not made at all (its results were kept whole).
        memo.begin(context: 1) { _ in }
        _ = memo.value("a", spec: "tabs") { 0 }
        memo.end()
        #expect(memo.counts.kept == 2 && memo.counts.hits == 1)
        #expect(memo.value("c", spec: "tab-bar") { 0 } == 3)
        memo.begin(context: 2) { _ in }
        #expect(memo.counts.kept == 0, "another context draws every picture again")
    }

    @Test func aColourEditedKeepsOnlyWhatLaysOut() {
        let memo = RenditionMemo()
        memo.begin(context: 1, layout: 10) { _ in }
        _ = memo.value("picture", spec: "tabs") { 1 }
        _ = memo.value("widths", spec: "tabs", laysOutOnly: true) { 2 }
        memo.end()
        // Another context that lays out the same (a colour token edited): the widths stay.
        memo.begin(context: 2, layout: 10) { _ in }
        #expect(memo.counts.kept == 1)
        #expect(memo.value("widths", spec: "tabs", laysOutOnly: true) { 0 } == 2)
        #expect(memo.value("picture", spec: "tabs") { 0 } == 0, "a picture that paints is drawn again")
        memo.end()
        // One that lays out otherwise (a length token edited): nothing stays.
        memo.begin(context: 3, layout: 11) { _ in }
        #expect(memo.counts.kept == 0)
    }
}
