import HandbookDiagnostics

/// The entries of one catalog locale, indexed by key. Labels find their key in
/// `CatalogKeyIndex`, once for every locale; a table only answers for that key.
package struct TranslationTable: Sendable {
    private(set) var entries: [Translation] = []
    private var byKey: [String: Int] = [:]

    /// Adds an entry unless its key is already here. Returns the entry already here when it
    /// has a different text, so the caller can report the conflict; the first one loaded wins.
    @discardableResult
    package mutating func add(_ entry: Translation) -> Translation? {
        if let existing = byKey[entry.key] {
            return entries[existing].text == entry.text ? nil : entries[existing]
        }
        byKey[entry.key] = entries.count
        entries.append(entry)
        return nil
    }

    /// The entry for a key.
    package func entry(forKey key: String) -> Translation? {
        byKey[key].map { entries[$0] }
    }

    /// Lowercased, with whitespace trimmed and each run of it made one space.
    package static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
