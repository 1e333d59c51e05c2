import HandbookPreview

extension PreviewRenderer {
    /// The spec a renderer draws, as pictures kept in a `RenditionMemo` are keyed by it.
    package struct MemoScope: Hashable, Sendable {
        package var spec: String
        package var drawing: UInt64

        package init(spec: String, drawing: UInt64) {
            self.spec = spec
            self.drawing = drawing
        }
    }

    /// What a picture drawn by this renderer is drawn from besides the call's own values: the
    /// spec (as `MemoScope`), and what a page's sections change between the renderers they
    /// draw with — the platform and its findings' tag, the widths its rules check, the
    /// generation, the themes and the icons. The rest of a renderer (its fonts, catalogs,
    /// rule pages, partials) is the component context's, which the memo is for.
    package struct MemoKey: Hashable, Sendable {
        var scope: MemoScope
        var pack: String
        var tagsFindings: Bool
        var deviceWidths: [Double]
        var generation: PlatformGeneration
        var themes: [String]
        var palettes: [PreviewPalette]
        var icons: [String: PreviewIcon]

        // Hashed without the palettes and icons, which the spec and the themes' ids decide
        // (equality still compares them): hashing them was a twentieth of a spec's save.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(scope)
            hasher.combine(pack)
            hasher.combine(tagsFindings)
            hasher.combine(deviceWidths)
            hasher.combine(generation)
            hasher.combine(themes)
        }
    }

    /// This renderer's key in its memo; nil without a memo or a spec to key by.
    package var memoKey: MemoKey? {
        guard memo != nil, let memoScope else { return nil }
        return MemoKey(scope: memoScope, pack: pack.tag, tagsFindings: tagsFindings, deviceWidths: deviceWidths, generation: generation,
                       themes: themes.map(\.id), palettes: themes.map(\.palette), icons: icons)
    }

    /// This renderer's key for what only lays out: `memoKey` without the palettes, which no
    /// layout reads, so a value kept under it outlives a colour edit (`keptLayout`).
    package var layoutMemoKey: MemoKey? {
        guard var key = memoKey else { return nil }
        key.palettes = []
        return key
    }

    /// This renderer drawing in `spec`'s style for a scope of its own (a guideline page's
    /// blocks, kept under the page: their Don't captions link from its folder): the scope's
    /// name with the spec's drawing key, so a block is drawn again when what it reads of the
    /// spec changes; no scope, so nothing kept, when the spec has no drawing key.
    package func scoped(to spec: ComponentSpec) -> PreviewRenderer {
        var scoped = self
        scoped.memoScope = memoScope.flatMap { scope in spec.drawingKey.map { MemoScope(spec: scope.spec, drawing: $0) } }
        return scoped
    }

    /// `make`'s value, or the one kept under `key` for the pictures of this renderer's spec
    /// (`RenditionMemo`); without a memo, `make`'s.
    package func kept<Key: Hashable & Sendable, Value>(_ key: Key?, make: () -> Value) -> Value {
        guard let memo, let memoScope, let key else { return make() }
        return memo.value(key, spec: memoScope.spec, make: make)
    }

    /// `kept(_:make:)` for a value that reads no paint (a truncation width, a width's facts),
    /// keyed by `layoutMemoKey`: kept while the layout context stays, whatever the colours.
    package func keptLayout<Key: Hashable & Sendable, Value>(_ key: Key?, make: () -> Value) -> Value {
        guard let memo, let memoScope, let key else { return make() }
        return memo.value(key, spec: memoScope.spec, laysOutOnly: true, make: make)
    }
}
