import Foundation

/// The Markdown twins with their links rebased, as `llms-full.txt` holds them (and as a site
/// with `url:` publishes them), kept across builds in the user's cache. Rebasing parses a twin
/// with cmark-gfm and writes it back (`MarkdownLinks`): 0.8 M instructions a page, half of a
/// one-page rebuild at 1,000 pages, for text that is the same as last time on every page but
/// the one edited. Each twin is kept under its place (`full` or `published`, and its path) with
/// the digest of what it was made from — the twin's text, its path and the root — so a kept
/// text is taken only for exactly that input; the texts stay in the file until read.
final class TwinStore: Sendable {
    /// One rebased twin and the digest of what it was made from.
    struct Entry: StoreCodable {
        var digest: UInt64
        var text: StoredText

        init(digest: UInt64, text: StoredText) {
            self.digest = digest
            self.text = text
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            digest = try reader.uint64()
            text = try reader.text()
        }

        func write(to writer: inout StoreWriter) {
            writer.uint64(digest)
            writer.text(text)
        }
    }

    /// Bumped whenever what is stored, or how a twin is rebased, changes.
    static let format = "handbook-twins 1"

    private let store: KeyedStore<Entry>
    private let loaded: KeyedStore<Entry>.Loaded
    /// Where the twins made in this build wait until they are saved, so a cold build does not
    /// hold them all (about 30 MB at 10,000 pages); nil keeps them in memory.
    private let scratch: TextFile?
    /// The twins used in this build, kept or made, and the names of those made.
    private let used = Locked<(entries: [String: Entry], made: Set<String>)>(([:], []))

    /// The store of the content folder at `root` in `cacheFolder`, read now; nil without a cache folder.
    init?(cacheFolder: String?, root: String) {
        guard let cacheFolder else { return nil }
        let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        store = KeyedStore(file: cacheFolder + "/twins/" + UserCacheFolder.key(resolved.utf8) + ".twins",
                           key: Self.format + " " + VersionBundle.toolIdentity)
        loaded = store.load(textsInFile: true)
        let folder = (store.file as NSString).deletingLastPathComponent
        BestEffortFiles.makeFolder(folder)
        scratch = TextFile.scratch(in: folder)
    }

    /// The text kept under `name` for `source` (the twin before rebasing, with what else it
    /// was rebased by), else `make`'s, kept for the next build.
    func text(_ name: String, for source: String, make: () -> String) -> String {
        let digest = ContentHash.of(source)
        if let kept = loaded.entries[name], kept.digest == digest, let text = kept.text.read() {
            used.withLock { $0.entries[name] = kept }
            return text
        }
        let text = make()
        used.withLock { used in
            used.entries[name] = Entry(digest: digest, text: scratch.map { StoredText(text).moved(to: $0) } ?? StoredText(text))
            used.made.insert(name)
        }
        return text
    }

    /// Keeps this build's twins for the next: appended when only some changed, written whole
    /// when a twin kept before is no longer used (a page removed), so the file does not grow for ever.
    func save() {
        var (entries, made) = used.withLock { $0 }
        var loaded = self.loaded
        if loaded.entries.keys.contains(where: { entries[$0] == nil }) {
            loaded.appendable = false
            made = Set(entries.keys)
        }
        guard !made.isEmpty else { return }
        store.save(entries, changed: made, loaded: loaded)
        if !loaded.appendable { UserCacheFolder.prune((store.file as NSString).deletingLastPathComponent, suffix: ".twins") }
    }
}
