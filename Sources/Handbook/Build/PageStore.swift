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
    static let format = "handbook-pages 1"

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

    /// The stored entries, when the store was written with the same key.
    func load() -> [String: Entry] {
        guard let bytes = StoreFile.read(file) else { return [:] }
        var reader = StoreReader(bytes)
        do throws(StoreReader.Damaged) {
            guard try reader.string() == key else { return [:] }
            let pairs = try reader.array { reader throws(StoreReader.Damaged) in (try reader.string(), try Entry(from: &reader)) }
            guard reader.isAtEnd else { return [:] }
            return Dictionary(pairs, uniquingKeysWith: { _, last in last })
        } catch {
            return [:]
        }
    }

    /// Keeps `entries` for the next build: only settled files, and pages without previews.
    /// A store that cannot be written only costs the next build the reading.
    func save(_ entries: [String: Entry], startedAt now: Date = Date()) {
        let limit = Int64(now.timeIntervalSince1970 - Double(Self.settleSeconds)) * 1_000_000_000
        let kept = entries.filter { $0.value.stamp.modified < limit && ($0.value.page?.body.previewCount ?? 0) == 0 }
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
            writer.int(kept.count)
            for (path, entry) in kept.sorted(by: { $0.key < $1.key }) {
                writer.string(path)
                entry.write(to: &writer)
                if writer.count > 1 << 20 { flush(&writer) }
            }
            flush(&writer)
        }
        Self.prune(folder, now: now)
    }

    /// Stores of content folders not built for a month go: folders move and are deleted.
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
