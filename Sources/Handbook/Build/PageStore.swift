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
/// depend on fonts, translations and the theme, and the fonts must see their labels
/// (`PreviewPagesQuery` keeps them in the query store, with the characters they drew).
struct PageStore: Sendable {
    /// One page's file stamp and what reading it gave.
    struct Entry: StoreCodable {
        var stamp: FileStamp
        var page: Page?
        var diagnostics: [Diagnostic]
    }

    /// A file changed this recently may change again within the same clock tick without its
    /// stamp showing it (an editor saving twice); it is read again next time rather than stored.
    static let settleSeconds: Int64 = 2

    /// Bumped whenever what is stored changes shape.
    static let format = "handbook-pages 11"

    /// The file and its key.
    let store: KeyedStore<Entry>

    /// The store for `content`, read with `config`, in `cacheFolder`.
    init?(content: ScannedContent, config: SiteConfig, cacheFolder: String?, mdxPartialsKey: String = "") {
        guard let cacheFolder else { return nil }
        let inventory = content.inventory
        let root = URL(fileURLWithPath: inventory.root).resolvingSymlinksInPath().path
        let file = cacheFolder + "/pages/" + UserCacheFolder.key(root.utf8) + ".pages"
        store = KeyedStore(file: file, key: Self.readingKey(content: content, config: config, mdxPartialsKey: mdxPartialsKey))
    }

    /// Everything reading a page without previews depends on besides its own file: Handbook
    /// itself, where the folder is and how it is named, the set of pages and files (links
    /// resolve against them), raw HTML, rule pages and MDX's settings and partials. The page
    /// store is keyed by it, and `serve`'s memory keeps such pages while it stands
    /// (`BuildCache.begin`): a token, catalog or spec saved reads again only the pages that draw them.
    static func readingKey(content: ScannedContent, config: SiteConfig, mdxPartialsKey: String) -> String {
        let inventory = content.inventory
        let root = URL(fileURLWithPath: inventory.root).resolvingSymlinksInPath().path
        // Diagnostics name files as the user named the folder, relative to where they ran.
        var parts = [Self.format, VersionBundle.toolIdentity, root, inventory.root, FileManager.default.currentDirectoryPath, "raw-html \(config.allowsRawHTML)"]
        parts += config.rulePages.pages.sorted { $0.key < $1.key }.map { "rule \($0.key) \($0.value)" }
        // MDX pages depend on what their components become: site.yml's roles and the theme's partials.
        parts += config.mdxComponents.named.sorted { $0.key < $1.key }.map { "mdx \($0.key) \($0.value.rawValue)" }
        parts.append("mdx-partials \(mdxPartialsKey)")
        // Which pages are MDX, and whether MDX 1 spellings fail them.
        parts.append("mdx legacy \(config.mdx.legacy.rawValue) md-files \(config.mdx.markdownFiles.rawValue)")
        // Pages include MDX partials (`_preamble.mdx`) without their own stamps showing it.
        parts += inventory.mdxPartials.map { "partial \($0) \(FileStamp.of(inventory.filePath($0)).map { String(describing: $0) } ?? "missing")" }
        // Nor do the stories files whose titles `<Meta of={Stories} />` pages take.
        parts += inventory.storiesFiles.map { "stories \($0) \(FileStamp.of(inventory.filePath($0)).map { String(describing: $0) } ?? "missing")" }
        for (name, paths) in [("page", inventory.pages), ("file", inventory.staticFiles), ("spec", inventory.componentSpecs), ("notes", inventory.componentNotes)] {
            parts += paths.sorted().map { name + " " + $0 }
        }
        return UserCacheFolder.key(parts.joined(separator: "\n").utf8)
    }

    /// The store's entries and whether it may be appended to.
    typealias Loaded = KeyedStore<Entry>.Loaded

    /// The stored entries, when the store was written with the same key; with `keeping`, only
    /// those it accepts. The pages' HTML and Markdown stay in the store's file and are read
    /// back when rendered or written.
    func load(keeping: (@Sendable (String, Entry) -> Bool)? = nil) -> Loaded { store.load(textsInFile: true, keeping: keeping) }

    /// A scratch file beside the store for the texts of pages read in this build, so that a
    /// build holds no page's HTML and Markdown from reading to writing (`Page.keepTexts(in:)`);
    /// `nil` when none can be made, and the texts stay in memory.
    func scratchFile() -> TextFile? {
        TextFile.scratch(in: (store.file as NSString).deletingLastPathComponent)
    }

    /// Keeps the pages of this build for the next: only settled files, and pages that show
    /// nothing the specs compute (no preview, no cited fact). When `loaded` may be appended to, only `changed` entries are written (and
    /// `entries` need hold no others); otherwise the file is written whole.
    func save(_ entries: [String: Entry], changed: Set<String>, loaded: Loaded, startedAt now: Date = Date()) {
        let limit = Int64(now.timeIntervalSince1970 - Double(Self.settleSeconds)) * 1_000_000_000
        let kept = entries.filter { $0.value.stamp.modified < limit && $0.value.page?.body.readsComponents != true }
        store.save(kept, changed: changed, loaded: loaded)
        if !loaded.appendable { UserCacheFolder.prune((store.file as NSString).deletingLastPathComponent, suffix: ".pages", now: now) }
    }
}
