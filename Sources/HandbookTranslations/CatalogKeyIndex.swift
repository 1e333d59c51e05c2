import HandbookDiagnostics

/// Every key the catalogs hold, whatever the locale: the order they were read in, the format
/// each came from, and the keys each source text belongs to. A label is resolved to a key
/// once, here, and that key is then looked up in every locale, as the app does: a locale
/// never borrows another key's translation because its own key lacks one.
package struct CatalogKeyIndex: Sendable {
    private var order: [String: Int] = [:]
    private var formats: [String: TranslationCatalogFormat] = [:]
    private var sourceTexts: [String: String] = [:]
    private var bySourceText: [String: [String]] = [:]
    private var byFoldedSourceText: [String: [String]] = [:]

    /// No keys.
    package init() {}

    package mutating func insert(_ entry: Translation) {
        if order[entry.key] == nil {
            order[entry.key] = order.count
            formats[entry.key] = entry.format
        }
        guard let source = entry.sourceText else { return }
        if sourceTexts[entry.key] == nil { sourceTexts[entry.key] = source }
        if !(bySourceText[source]?.contains(entry.key) ?? false) { bySourceText[source, default: []].append(entry.key) }
        let folded = TranslationTable.folded(source)
        if !(byFoldedSourceText[folded]?.contains(entry.key) ?? false) { byFoldedSourceText[folded, default: []].append(entry.key) }
    }

    /// Whether any catalog has this key.
    package func contains(_ key: String) -> Bool { order[key] != nil }

    /// Every key, in the order the catalogs were read.
    package var keys: [String] { order.sorted { $0.value < $1.value }.map(\.key) }

    /// The format the key was first read from.
    package func format(of key: String) -> TranslationCatalogFormat? { formats[key] }

    /// The source-language text of a key, when a catalog gives it.
    package func sourceText(of key: String) -> String? { sourceTexts[key] }

    /// The keys whose source text is `text` exactly, in the order read.
    package func keys(withSourceText text: String) -> [String] { bySourceText[text] ?? [] }

    /// The keys whose source text is `text` ignoring case and runs of whitespace, in the order read.
    package func keys(withFoldedSourceText text: String) -> [String] { byFoldedSourceText[TranslationTable.folded(text)] ?? [] }
}
