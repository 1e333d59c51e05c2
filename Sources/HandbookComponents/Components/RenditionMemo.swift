import HandbookFoundation
import TextMetrics

/// Pictures kept between the builds of one process (`serve`, `handbook mcp`), each by
/// everything it is drawn from: a spec edited under `serve` draws again only the pictures the
/// edit changed (a caption's own figure, not the other 200), and the page is assembled from
/// the rest as they were.
///
/// A picture's key is what its drawing reads: the component context (Handbook, site.yml,
/// the theme, the catalogs, the tokens, the icons and the fonts: one memo holds one
/// context's pictures), the spec as written but for its prose (`ComponentSpec.drawingKey`),
/// the renderer it is drawn with (`PreviewRenderer.MemoKey`) and the call's own values (the
/// example, the id prefix). Nothing else reaches a drawing, so a picture taken from the memo
/// is the one a build from scratch draws — `RebuildIdentityTests` and the serve tests hold
/// it to that, byte for byte. The characters a picture drew are kept with it
/// (`GlyphCapture`) and given back when it is taken, so the preview fonts' subsets hold
/// every character a build from scratch would put in them.
public final class RenditionMemo: Sendable {
    private struct Entry {
        var value: Any
        var drawn: [GlyphUsage]
        var spec: String
        var build: Int
        /// Read only what lays out (`keptLayout`): kept while the layout context stays.
        var laysOutOnly: Bool
    }

    /// A key with its hash worked out once: a key holds an example, a renderer's themes and
    /// icons, and the dictionary would hash it again on every probe, and every kept key again
    /// when the entries are filtered (`begin`, `end`).
    private struct Slot: Hashable {
        let key: AnyHashable
        let hash: Int

        init(_ key: some Hashable & Sendable) {
            self.key = AnyHashable(key)
            hash = key.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (left: Slot, right: Slot) -> Bool { left.hash == right.hash && left.key == right.key }
    }

    private struct State {
        var context: UInt64?
        var layout: UInt64?
        var build = 0
        var entries: [Slot: Entry] = [:]
        /// The specs whose pictures were asked for in this build.
        var specs: Set<String> = []
        var replay: (@Sendable ([GlyphUsage]) -> Void)?
        var hits = 0
        var misses = 0
    }

    private let state = Locked(State())

    public init() {}

    /// Starts a build whose pictures are drawn in component context `context`: another
    /// context's pictures are let go, but for what only lays out when `layout` (the context
    /// as layout sees it: `ComponentContext.layoutKey`, the tokens' colours left out) is the
    /// same — a colour saved draws every picture that paints it again and bisects no
    /// truncation width again. `replay` gives a kept picture's characters back to the build's
    /// measurers.
    package func begin(context: UInt64, layout: UInt64? = nil, replay: @escaping @Sendable ([GlyphUsage]) -> Void) {
        state.withLock { state in
            if state.context != context {
                if let layout, state.layout == layout {
                    state.entries = state.entries.filter(\.value.laysOutOnly)
                } else {
                    state.entries.removeAll()
                }
            }
            state.context = context
            state.layout = layout
            state.build += 1
            state.specs = []
            state.replay = replay
            state.hits = 0
            state.misses = 0
        }
    }

    /// Ends a build: the pictures of a spec drawn in it that it no longer asked for go (an
    /// example removed, a caption changed), so the memo holds one build's pictures. A spec
    /// whose results were kept whole asked for none, and keeps its own.
    package func end() {
        state.withLock { state in
            let (build, specs) = (state.build, state.specs)
            state.entries = state.entries.filter { !specs.contains($0.value.spec) || $0.value.build == build }
            state.replay = nil
        }
    }

    /// The value kept under `key`, its characters given back; else `make`'s, kept. A value
    /// that `laysOutOnly` reads nothing a colour decides (its key leaves the palettes out).
    package func value<Key: Hashable & Sendable, Value>(_ key: Key, spec: String, laysOutOnly: Bool = false, make: () -> Value) -> Value {
        let slot = Slot(key)
        let kept = state.withLock { state -> (Any, [GlyphUsage], (@Sendable ([GlyphUsage]) -> Void)?)? in
            state.specs.insert(spec)
            guard let index = state.entries.index(forKey: slot) else { return nil }
            // Marked in place: the entry is not copied out and stored again.
            state.entries.values[index].build = state.build
            state.hits += 1
            let entry = state.entries.values[index]
            return (entry.value, entry.drawn, state.replay)
        }
        if let (value, drawn, replay) = kept, let value = value as? Value {
            replay?(drawn)
            // Inside a picture being made, it drew these too.
            GlyphCapture.add(drawn)
            return value
        }
        let (value, drawn) = GlyphCapture.capturing(make)
        state.withLock { state in
            state.misses += 1
            state.entries[slot] = Entry(value: value, drawn: drawn, spec: spec, build: state.build, laysOutOnly: laysOutOnly)
        }
        return value
    }

    /// Pictures taken and drawn in the build since `begin`, and how many are kept.
    package var counts: (hits: Int, misses: Int, kept: Int) {
        state.withLock { ($0.hits, $0.misses, $0.entries.count) }
    }
}
