import HandbookDiagnostics

/// A string the app ships in its source language everywhere (a brand name, a symbol).
package struct DoNotTranslate: Hashable, Sendable {
    package var key: String
    package var sourceText: String?
}

/// Keys and source texts the catalogs mark as never translated.
package struct DoNotTranslateIndex: Sendable {
    private var keys: Set<String> = []
    private var foldedSourceTexts: Set<String> = []

    package mutating func insert(_ item: DoNotTranslate) {
        keys.insert(item.key)
        if let source = item.sourceText { foldedSourceTexts.insert(TranslationTable.folded(source)) }
    }

    package func contains(label: String, key: String?) -> Bool {
        if let key, keys.contains(key) { return true }
        return foldedSourceTexts.contains(TranslationTable.folded(label))
    }

    /// Its keys and folded texts in a stable order, for `Translations.fingerprint`.
    package var sortedContents: [String] { keys.sorted().map { "key " + $0 } + foldedSourceTexts.sorted().map { "text " + $0 } }
}
