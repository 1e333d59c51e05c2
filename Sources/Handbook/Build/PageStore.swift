import Foundation

/// The pages earlier builds read, kept on disk in the user's cache, so that `handbook build`
/// and `handbook check` re-read only the Markdown files that changed since — what `serve`'s
/// `BuildCache` does in memory, across processes.
///
/// One file per content folder. It holds a key of everything reading a page depends on
/// besides the page's own file — Handbook itself, the set of pages and files (links resolve
/// against them), raw HTML and rule pages — and for each page its file's stamp and what
/// reading it gave (the page and its diagnostics). A page is taken from the store only while
/// its stamp is unchanged and the key is the same. Pages with previews are not stored: they
/// depend on fonts, translations and the theme, and the fonts must see their labels.
struct PageStore: Sendable {
    /// One page's file stamp and what reading it gave.
    struct Entry: Sendable {
        var stamp: FileStamp
        var page: Page?
        var diagnostics: [Diagnostic]
    }

    /// A file changed this recently may change again within the same clock tick without its
    /// stamp showing it (an editor saving twice); it is read again next time rather than stored.
    static let settleSeconds: Int64 = 2

    /// Bumped whenever what is stored changes shape.
    static let format = "handbook-pages 3"

    let file: String
    let key: String

    /// The store for `content`, read with `config`, in `cacheFolder`.
    init?(content: ScannedContent, config: SiteConfig, cacheFolder: String?) {
        guard let cacheFolder else { return nil }
        let inventory = content.inventory
        let root = URL(fileURLWithPath: inventory.root).resolvingSymlinksInPath().path
        file = cacheFolder + "/pages/" + UserCache.key(root.utf8) + ".pages"
        // Diagnostics name files as the user named the folder, relative to where they ran.
        var parts = [Self.format, VersionBundle.toolIdentity, root, inventory.root, FileManager.default.currentDirectoryPath, "raw-html \(config.allowsRawHTML)"]
        parts += config.rulePages.pages.sorted { $0.key < $1.key }.map { "rule \($0.key) \($0.value)" }
        for (name, paths) in [("page", inventory.pages), ("file", inventory.staticFiles), ("spec", inventory.componentSpecs), ("notes", inventory.componentNotes)] {
            parts += paths.sorted().map { name + " " + $0 }
        }
        key = UserCache.key(parts.joined(separator: "\n").utf8)
    }

    /// What `load()` found: the entries, and whether the next save may append to the file
    /// rather than write it whole.
    struct Loaded: Sendable {
        var entries: [String: Entry] = [:]
        /// The file was written with this key, read to its end, and holds few superseded entries.
        var appendable = false
    }

    /// Entries in each frame of the file: frames are decoded on every core.
    static let frameEntries = 128

    /// The stored entries, when the store was written with the same key.
    ///
    /// The file is the key, then frames, each its length and a batch of entries: those written
    /// whole by a build that rewrote the store, then those later builds appended. A later entry
    /// for a path replaces an earlier one. A frame cut short (a build killed while appending)
    /// ends the reading there; frames are decoded on every core.
    func load() -> Loaded {
        guard let file = StoreFile.Pieces(self.file), file.string() == key else { return Loaded() }
        var loaded = Loaded()
        var records = 0
        var whole = true
        var ended = false
        // Read some megabytes of frames at a time and decode them on every core: at 10,000
        // pages the file is ~70 MB, which would otherwise sit in memory beside the pages.
        while !ended && whole {
            var frames: [StoreReader] = []
            var size = 0
            while size < 8 << 20 {
                guard let frame = file.frame() else {
                    ended = true
                    break
                }
                size += frame.count
                frames.append(StoreReader(frame))
            }
            let batches = concurrentMap(frames) { frame -> [(String, Entry)]? in
                var frame = frame
                do throws(StoreReader.Damaged) {
                    let batch = try frame.array { reader throws(StoreReader.Damaged) in (try reader.string(), try Entry(from: &reader)) }
                    return frame.isAtEnd ? batch : nil
                } catch {
                    return nil
                }
            }
            for batch in batches {
                // A damaged frame ends the reading there: later frames may hold entries it replaced.
                guard let batch else {
                    whole = false
                    break
                }
                records += batch.count
                for (path, entry) in batch { loaded.entries[path] = entry }
            }
        }
        // A frame cut short (a build killed while appending) leaves bytes no frame holds.
        if !file.isAtEnd { whole = false }
        // Appending forever would make every build read entries long replaced.
        loaded.appendable = whole && records - loaded.entries.count <= loaded.entries.count / 4 + 64
        return loaded
    }

    /// Keeps the pages of this build for the next: only settled files, and pages without
    /// previews. When `loaded` may be appended to, only `changed` entries are written, in one
    /// frame at the end of the file; otherwise the file is written whole. A store that cannot
    /// be written only costs the next build the reading.
    func save(_ entries: [String: Entry], changed: Set<String>, loaded: Loaded, startedAt now: Date = Date()) {
        let limit = Int64(now.timeIntervalSince1970 - Double(Self.settleSeconds)) * 1_000_000_000
        func storable(_ entry: Entry) -> Bool { entry.stamp.modified < limit && (entry.page?.body.previewCount ?? 0) == 0 }
        if loaded.appendable {
            let fresh = changed.compactMap { path in entries[path].flatMap { storable($0) ? (path, $0) : nil } }
            guard !fresh.isEmpty else { return }
            var framed = StoreWriter()
            Self.writeFrame(fresh.sorted { $0.0 < $1.0 }[...], to: &framed)
            StoreFile.append(file, framed.take())
            return
        }
        let kept = entries.filter { storable($0.value) }.sorted { $0.key < $1.key }
        // The store is a cache: one that cannot be written or removed costs the next build its reading.
        guard !kept.isEmpty else {
            try? FileManager.default.removeItem(atPath: file)
            return
        }
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Written in blocks of about a megabyte: the whole store is never in memory as bytes.
        StoreFile.write(file) { flush in
            var writer = StoreWriter()
            writer.string(key)
            for start in stride(from: 0, to: kept.count, by: Self.frameEntries) {
                Self.writeFrame(kept[start..<min(start + Self.frameEntries, kept.count)].map { ($0.key, $0.value) }[...], to: &writer)
                if writer.count > 1 << 20 { flush(&writer) }
            }
            flush(&writer)
        }
        Self.prune(folder, now: now)
    }

    /// One frame: its length, then the count and each entry.
    private static func writeFrame(_ entries: ArraySlice<(String, Entry)>, to writer: inout StoreWriter) {
        var batch = StoreWriter()
        batch.int(entries.count)
        for (path, entry) in entries {
            batch.string(path)
            entry.write(to: &batch)
        }
        writer.uint64(UInt64(batch.count))
        writer.append(batch.take())
    }

    /// Stores of content folders not built for a month go: folders move and are deleted.
    /// Pruning is housekeeping of the user cache: what cannot be listed or removed stays.
    private static func prune(_ folder: String, now: Date) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".pages") {
            let path = folder + "/" + name
            if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
               now.timeIntervalSince(modified) > 30 * 24 * 3600 {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }
}
