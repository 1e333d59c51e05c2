/// The characters each face drew, and the cache's bookkeeping.
extension FontStackMeasurer {
    /// Every character each face has drawn since this measurer (or its language views)
    /// was made or last reset, including prefixes tried while truncating.
    public var glyphUsage: GlyphUsage {
        shared.usage.withLock { $0 }
    }

    /// Forgets the recorded characters (a rebuild under `serve` starts afresh). Cached
    /// widths are kept: each records its characters again the first time it is taken.
    public func resetGlyphUsage() {
        shared.usage.withLock { usage in
            usage = GlyphUsage(stack: stack)
            // Under the usage lock, so a measurement recording meanwhile counts in one record or the next.
            shared.cache.withLock { $0.epoch += 1 }
            shared.units.withLock { $0.epoch += 1 }
        }
    }

    /// Adds what `usage` says was drawn, as if this measurer had drawn it: results kept from
    /// an earlier build bring the characters their previews draw. Ignored for another stack.
    public func recordUsage(_ usage: GlyphUsage) {
        guard usage.stack == stack else { return }
        shared.usage.withLock { recorded in
            for (index, scalars) in usage.scalarsByFace.enumerated() {
                for scalar in scalars { recorded.record(scalar, face: index) }
            }
        }
    }

    /// The characters each face draws for exactly `texts` (the labels a site shows), in
    /// this measurer's language; deterministic, independent of what was measured before.
    /// Does not touch the recorded usage.
    public func glyphUsage(drawing texts: some Sequence<String>) -> GlyphUsage {
        var usage = GlyphUsage(stack: stack)
        for text in texts {
            for (face, scalar) in shared.fonts.shape(text, language: languageHandle.handle).drawn {
                usage.record(scalar, face: face)
            }
        }
        return usage
    }

    /// How many widths are cached (over all languages).
    public var cachedWidthCount: Int {
        shared.cache.withLock { $0.entries.count }
    }

    /// Empties the cache (benchmarks use it to time cold layouts).
    public func removeAllCachedWidths() {
        shared.cache.withLock { $0.entries.removeAll(keepingCapacity: true) }
    }
}
