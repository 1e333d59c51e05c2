import Foundation

/// A value a `KeyedStore` keeps under a name, written and read field by field.
package protocol StoreCodable: Sendable {
    init(from reader: inout StoreReader) throws(StoreReader.Damaged)
    func write(to writer: inout StoreWriter)
}

/// The one mechanism behind every cache Handbook keeps on disk — the page store, the render
/// memory, the versions' page folders and bundle indexes: one file of entries by name, valid
/// for one key. The key names the format and everything the entries depend on besides
/// themselves; a file written with another key reads as empty, so a change of Handbook, of
/// settings or of the set of pages never serves a stale entry.
///
/// The file is the key, then frames, each its length (8 bytes) and a batch of entries (name,
/// value): those written whole, then those later builds appended. A later entry for a name
/// replaces an earlier one. A frame cut short (a build killed while appending) or damaged
/// ends the reading there. Frames are decoded on every core, a few megabytes at a time, so a
/// large store is never in memory twice. A store that cannot be written costs the next build
/// the work, never correctness.
package struct KeyedStore<Entry: StoreCodable>: Sendable {
    /// The store's file.
    package let file: String
    /// What the entries are valid for.
    package let key: String

    /// Entries in each frame of a file written whole.
    package static var frameEntries: Int { 128 }

    package init(file: String, key: String) {
        self.file = file
        self.key = key
    }

    /// What `load()` found: the entries, and whether the next save may append to the file
    /// rather than write it whole.
    package struct Loaded: Sendable {
        package var entries: [String: Entry] = [:]
        /// The file was written with this key and read to its end, every frame whole.
        package var isWhole = false
        /// It is whole and holds few superseded entries.
        package var appendable = false

        package init() {}
    }

    /// The stored entries, when the file was written with this store's key. With
    /// `textsInFile`, the texts entries read with `StoreReader.text()` stay in the file and
    /// are read back when used, rather than held for as long as the entries are.
    /// With `keeping`, an entry it refuses is dropped as soon as it is read: the caller can
    /// tell which entries it will use (a page store's entries whose files kept their stamps),
    /// and the rest need not be held beside what replaces them.
    package func load(textsInFile: Bool = false, keeping: (@Sendable (String, Entry) -> Bool)? = nil) -> Loaded {
        guard let pieces = StoreFile.Pieces(file), pieces.string() == key else { return Loaded() }
        let textFile = textsInFile ? pieces.sharedFile() : nil
        var loaded = Loaded()
        var records = 0
        // The bytes of each name's last entry, to weigh what superseded entries leave in the file.
        var sizes: [String: Int] = [:]
        var whole = true
        var ended = false
        while !ended && whole {
            var frames: [StoreReader] = []
            var size = 0
            while size < 8 << 20 {
                guard let frame = pieces.frameReader(textFile: textFile) else {
                    ended = true
                    break
                }
                size += frame.count
                frames.append(frame.reader)
            }
            let batches = concurrentMap(frames) { frame -> (entries: [(String, Entry)], sizes: [(String, Int)])? in
                var frame = frame
                do throws(StoreReader.Damaged) {
                    let batch = try frame.array { reader throws(StoreReader.Damaged) in
                        let start = reader.offset
                        return (try reader.string(), try Entry(from: &reader), reader.offset - start)
                    }
                    guard frame.isAtEnd else { return nil }
                    let entries = batch.map { ($0.0, $0.1) }
                    return (keeping.map { keep in entries.filter { keep($0.0, $0.1) } } ?? entries, batch.map { ($0.0, $0.2) })
                } catch {
                    return nil
                }
            }
            // Decoded: what the entries keep of the frames (a query's value left in its
            // frame) comes back from the file when it is read.
            for frame in frames { frame.storage.forget(frame.rest) }
            for batch in batches {
                // A damaged frame ends the reading there: later frames may hold entries it replaced.
                guard let batch else {
                    whole = false
                    break
                }
                records += batch.sizes.count
                for (name, size) in batch.sizes { sizes[name] = size }
                for (name, entry) in batch.entries { loaded.entries[name] = entry }
            }
        }
        // A frame cut short leaves bytes no frame holds.
        if !pieces.isAtEnd { whole = false }
        loaded.isWhole = whole
        // Appending forever would make every build read entries long replaced: by count, and by
        // bytes (a large entry replaced on every build, a search index, would grow the file fast).
        let live = sizes.values.reduce(0, +)
        loaded.appendable = whole && records - sizes.count <= sizes.count / 4 + 64 && pieces.position <= 2 * live + (1 << 20)
        return loaded
    }

    /// Keeps `entries` for the next build. When `loaded` may be appended to, only the
    /// `changed` names are written, in one frame at the end of the file (so `entries` need
    /// hold no others); otherwise `entries` are the whole store and the file is written anew
    /// in blocks of about a megabyte. No entries at all remove the file.
    package func save(_ entries: [String: Entry], changed: Set<String>, loaded: Loaded) {
        if loaded.appendable {
            let fresh = changed.sorted().compactMap { name in entries[name].map { (name, $0) } }
            guard !fresh.isEmpty else { return }
            var framed = StoreWriter()
            Self.writeFrame(fresh[...], to: &framed)
            guard !framed.failed else { return }
            StoreFile.append(file, framed.take())
            return
        }
        guard !entries.isEmpty else {
            remove()
            return
        }
        let sorted = entries.sorted { $0.key < $1.key }
        // A cache folder that cannot be made costs the next build the work.
        BestEffortFiles.makeFolder((file as NSString).deletingLastPathComponent)
        StoreFile.write(file) { flush in
            var writer = StoreWriter()
            writer.string(key)
            for start in stride(from: 0, to: sorted.count, by: Self.frameEntries) {
                Self.writeFrame(sorted[start..<min(start + Self.frameEntries, sorted.count)].map { ($0.key, $0.value) }[...], to: &writer)
                if writer.count > 1 << 20 { flush(&writer) }
            }
            flush(&writer)
        }
    }

    /// Removes the file; one that cannot be removed is read as stale or damaged next time.
    package func remove() {
        BestEffortFiles.remove(file)
    }

    /// One frame: its length, then the count and each entry.
    private static func writeFrame(_ entries: ArraySlice<(String, Entry)>, to writer: inout StoreWriter) {
        var batch = StoreWriter()
        batch.int(entries.count)
        for (name, entry) in entries {
            batch.string(name)
            entry.write(to: &batch)
        }
        if batch.failed { writer.fail() }
        writer.uint64(UInt64(batch.count))
        writer.append(batch.take())
    }
}

extension KeyedStore where Entry: Equatable {
    /// Keeps `entries`, the whole store: appended as the entries that differ from `loaded`'s
    /// when that file may be appended to and none of its names went; else written whole.
    package func save(_ entries: [String: Entry], loaded: Loaded) {
        var loaded = loaded
        if loaded.entries.keys.contains(where: { entries[$0] == nil }) { loaded.appendable = false }
        let changed = Set(entries.compactMap { name, entry in loaded.entries[name] == entry ? nil : name })
        guard !loaded.appendable || !changed.isEmpty else { return }
        save(entries, changed: changed, loaded: loaded)
    }
}

/// An entry that is only its name (a set of names kept as a store).
package struct StoredName: StoreCodable, Equatable {
    package init() {}
    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {}
    package func write(to writer: inout StoreWriter) {}
}

/// A text kept as it is.
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
