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
                ComponentContext.clear(settings)
                var fresh = make(spec)
                fresh.glyphs = ComponentContext.measurers(settings).mapValues(\.glyphUsage).filter { !$0.value.isEmpty }
                fresh.key = key
                memo.keep(fresh, at: spec.sourcePath, key: key)
                made.append(fresh)
            }
            // The record as a run of the whole stage leaves it (`ComponentContext.measuredRun`
            // keeps it): every spec's characters, made now or kept.
            ComponentContext.clear(settings)
            for spec in made { ComponentContext.restore(spec.glyphs, settings: settings) }
            return made
        }
    }
}
