/// Values a process made and proved, kept in a `KeyedStore` for later processes: read on
/// first need (a build that needs none never reads the file) and added to once at the end,
/// appended when the file allows it. What the values depend on is the store's key; a
/// value kept under a name is what this process would make for it.
package struct StoreMemo<Entry: StoreCodable>: Sendable {
    private let store: KeyedStore<Entry>
    private var loaded: KeyedStore<Entry>.Loaded?
    /// Values made in this process, to add to the store.
    private var fresh: [String: Entry] = [:]

    package init(file: String, key: String) {
        store = KeyedStore(file: file, key: key)
    }

    /// The value kept under `name`, reading the store the first time.
    package mutating func value(_ name: String) -> Entry? {
        let loaded = self.loaded ?? store.load()
        self.loaded = loaded
        return loaded.entries[name]
    }

    /// Notes a value this process made.
    package mutating func found(_ name: String, _ entry: Entry) {
        fresh[name] = entry
    }

    /// Adds the values made in this process to the store.
    package mutating func save() {
        guard !fresh.isEmpty else { return }
        let loaded = self.loaded ?? store.load()
        var entries = fresh
        if !loaded.appendable {
            for (name, entry) in loaded.entries where entries[name] == nil { entries[name] = entry }
        }
        store.save(entries, changed: Set(fresh.keys), loaded: loaded)
        fresh = [:]
        self.loaded = nil
    }
}

/// A text kept as it is (`StoreMemo<StoredString>`).
package struct StoredString: StoreCodable {
    package var text: String

    package init(_ text: String) {
        self.text = text
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        text = try reader.string()
    }

    package func write(to writer: inout StoreWriter) {
        writer.string(text)
    }
}
