import Foundation
import TextMetrics

extension ComponentSpecMemo {
    /// One run of the component stage with the memory: each spec whose key is unchanged is
    /// taken from it, each other spec is made — alone, so the characters its previews draw
    /// are known to be its own — and kept.
    struct Run {
        let memo: ComponentSpecMemo
        /// The preview measurers, whose record of drawn characters each spec's is taken from.
        let settings: SiteSettings

        /// What each of `specs` makes, in order; `make` makes one.
        func make(_ specs: [ComponentSpec], titles: [String: String], inventory: ContentInventory,
                  _ make: (ComponentSpec) -> Made) -> [Made] {
            memo.retain(paths: Set(specs.map(\.sourcePath)))
            var made: [Made] = []
            for spec in specs {
                let notesPath = Conventions.componentNotes(spec.name)
                let notes = inventory.componentNotes.contains(notesPath)
                    ? FileManager.default.contents(atPath: inventory.filePath(notesPath)).map { [UInt8]($0) } : nil
                let key = ComponentSpecMemo.key(of: spec, described: memo.described(spec), notes: notes, titles: titles)
                if var kept = memo.made(at: spec.sourcePath, key: key) {
                    kept.key = key
                    made.append(kept.with(summaryOf: spec))
                    continue
                }
                // From an empty record and width cache (a cached width records nothing), one
                // spec at a time: what is recorded then is what this spec draws.
                Self.clear(settings)
                var fresh = make(spec)
                fresh.glyphs = ComponentMemory.measurers(settings).mapValues(\.glyphUsage).filter { !$0.value.isEmpty }
                fresh.key = key
                memo.keep(fresh, at: spec.sourcePath, key: key)
                made.append(fresh)
            }
            // The record as a run of the whole stage leaves it (`ComponentMemory.measuredRun`
            // keeps it): every spec's characters, made now or kept.
            Self.clear(settings)
            for spec in made { ComponentMemory.restore(spec.glyphs, settings: settings) }
            return made
        }

        /// Empties every preview measurer's record of drawn characters and its width cache.
        private static func clear(_ settings: SiteSettings) {
            for measurer in ComponentMemory.measurers(settings).values {
                measurer.resetGlyphUsage()
                measurer.removeAllCachedWidths()
            }
        }
    }
}
