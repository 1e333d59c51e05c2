import HandbookDiagnostics

/// The entries of one catalog locale, indexed by key, by source text, and by source text
/// with case and whitespace folded.
package struct TranslationTable: Sendable {
    private(set) var entries: [Translation] = []
    private var byKey: [String: Int] = [:]
    private var bySourceText: [String: Int] = [:]
    private var byFoldedSourceText: [String: Int] = [:]

    /// Adds an entry unless its key is already here. Returns the entry already here when it
    /// has a different text, so the caller can report the conflict; the first one loaded wins.
    @discardableResult
    package mutating func add(_ entry: Translation) -> Translation? {
        if let existing = byKey[entry.key] {
            return entries[existing].text == entry.text ? nil : entries[existing]
        }
        let index = entries.count
        entries.append(entry)
        byKey[entry.key] = index
        if let source = entry.sourceText {
            // Several keys may share a source text ("Open" the verb and the adjective); the
            // first is what a bare label gets, and a key tells the others apart.
            if bySourceText[source] == nil { bySourceText[source] = index }
            let folded = Self.folded(source)
            if byFoldedSourceText[folded] == nil { byFoldedSourceText[folded] = index }
        }
        return nil
    }

    /// The entry for a key.
    package func entry(forKey key: String) -> Translation? {
        byKey[key].map { entries[$0] }
    }

    /// The entry whose source text is `text` exactly, else ignoring case and runs of whitespace.
    package func entry(forSourceText text: String) -> Translation? {
        if let index = bySourceText[text] ?? byFoldedSourceText[Self.folded(text)] { return entries[index] }
        return nil
    }

    /// Lowercased, with whitespace trimmed and each run of it made one space.
    package static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
