import HandbookFoundation
import Foundation
import TextMetrics
#if canImport(Glibc)
import Glibc
#endif

/// Remembers pages between builds in one process (`handbook serve`), so a save re-reads
/// and re-renders only what changed: a page is re-read when its file's stamp changes, and
/// re-laid-out when anything its HTML depends on (its body, its sidebar, its neighbours,
/// the theme) changes.
public final class BuildCache: Sendable {
    private struct LoadedEntry {
        var stamp: FileStamp
        /// Whether the file had settled when the stamp was taken, so the stamp vouches for it.
        var settled: Bool
        var result: (Page?, [Diagnostic])
    }

    private struct State {
        /// What every page's reading depends on (`PageStore.readingKey`), and the hash of what
        /// the pages with previews read besides (`begin`).
        var reading: String?
        var generation: UInt64?
        var loaded: [String: LoadedEntry] = [:]
        var rendered: [String: (key: UInt64, html: Data)] = [:]
        var hits = 0
        var misses = 0
        /// Read once per session: dates change with commits, not with saves.
        var history: (directory: String, value: GitHistory)?
        /// The sidebars of the last build and the key of what they were made from.
        var sidebar: (key: UInt64, value: NavigationRenderer)?
        /// The preview fonts' measurer and the stack it measures.
        var measurer: (stack: FontStack, value: FontStackMeasurer)?
        /// The content's scan of the last build, and what it was made from.
        var scanned: (inputs: ScannedContent.Inputs, value: ScannedContent)?
        /// The theme of the last build and the key of its folder's files (`themeFolderKey`).
        var theme: (key: String, value: Theme)?
    }

    private let state = Locked(State())
    /// The build's query store, kept in memory between saves: `serve` runs the queries
    /// `handbook build` runs (a save of one spec makes that spec alone again), with their values
    /// decoded rather than read from a file.
    let queries = QueryStore(file: nil, key: "")
    /// The specs' pictures, kept between saves by what each is drawn from: a spec saved
    /// draws again only the pictures the edit changed.
    let renditions = RenditionMemo()
    /// The specs as guideline blocks draw them, parsed and styled once while their files, the
    /// tokens and the fonts stand (`BlockStyles.load`).
    let blockStyles = BlockStyles.Session()

    public init() {}

    /// Starts a build whose pages read what `reading` names (`PageStore.readingKey`) and whose
    /// pages with previews read besides what hashes to `generation` (settings, theme, catalogs,
    /// specs as blocks draw them, icons). A different `reading` drops every loaded page; a
    /// different `generation` alone drops only the pages that read the components, so a token
    /// or catalog saved does not read a thousand guideline pages again.
    func begin(generation: UInt64, reading: String) {
        state.withLock { state in
            if state.reading != reading {
                state.loaded.removeAll()
            } else if state.generation != generation {
                state.loaded = state.loaded.filter { $0.value.result.0?.body.readsComponents != true }
            }
            state.reading = reading
            state.generation = generation
            state.hits = 0
            state.misses = 0
        }
    }

    /// The page loaded from `path` when its file is unchanged, else loads and remembers it.
    func page(at path: String, file: String, load: () -> (Page?, [Diagnostic])) -> (Page?, [Diagnostic]) {
        // The same stamp the output and the page store trust (symlinks followed: a content file may be one).
        // The time before the stamp: a load that takes long must not make a fresh stamp look settled.
        let seen = FileStamp.now
        guard let stamp = FileStamp.following(file) else { return load() }
        // A stamp taken within a clock tick of the file's last write vouches for nothing: a
        // second save in that tick keeps it (`FileStamp.isSettled`), so such a page is read again.
        if let entry = state.withLock({ $0.loaded[path] }), entry.stamp == stamp, entry.settled {
            state.withLock { $0.hits += 1 }
            return entry.result
        }
        let result = load()
        state.withLock {
            $0.loaded[path] = LoadedEntry(stamp: stamp, settled: stamp.isSettled(at: seen, window: FileStamp.tickNanoseconds), result: result)
            $0.misses += 1
        }
        return result
    }

    /// The last build's HTML of each page (by directory) whose render key is unchanged, nil for the others.
    func renderedPages(for directories: [String], keys: [UInt64]) -> [Data?] {
        state.withLock { state in
            directories.indices.map { index in
                state.rendered[directories[index]].flatMap { $0.key == keys[index] ? $0.html : nil }
            }
        }
    }

    /// Keeps this build's pages for the next; only these: a renamed or deleted page's HTML goes with it.
    func keepRenderedPages(for directories: [String], keys: [UInt64], html: [Data]) {
        let kept = zip(directories, zip(keys, html)).map { ($0, (key: $1.0, html: $1.1)) }
        state.withLock { $0.rendered = Dictionary(kept, uniquingKeysWith: { _, last in last }) }
    }

    /// The content folder's git history, once the session's first build has read it.
    func history(of directory: String) -> GitHistory? {
        state.withLock { $0.history?.directory == directory ? $0.history?.value : nil }
    }

    func remember(_ history: GitHistory, of directory: String) {
        state.withLock { $0.history = (directory, history) }
    }

    /// The last build's sidebars, with the variants they rendered, when their inputs are
    /// unchanged (most saves edit a page's body, not its title); else keeps `fresh`.
    func sidebar(key: UInt64, fresh: NavigationRenderer) -> NavigationRenderer {
        state.withLock { state in
            if let known = state.sidebar, known.key == key { return known.value }
            state.sidebar = (key, fresh)
            return fresh
        }
    }

    /// The last build's scan of the content while the folder holds the same files and site.yml
    /// the same text (most saves edit a file), else `make`'s: every page's link targets and URL
    /// are then not worked out again.
    func scanned(_ inputs: ScannedContent.Inputs, make: () throws(DiagnosticsError) -> ScannedContent) throws(DiagnosticsError) -> ScannedContent {
        if let known = state.withLock({ $0.scanned }), known.inputs == inputs { return known.value }
        let value = try make()
        state.withLock { $0.scanned = (inputs, value) }
        return value
    }

    /// The last build's theme while the files of its folder are as they were (the built-in
    /// theme is the binary's): its templates parsed once, and its layout's shapes learned once
    /// rather than each shape drawn twice, filled and directly, on every save. Else `make`'s.
    func theme(folder: String?, required: Bool, make: () throws(DiagnosticsError) -> Theme) throws(DiagnosticsError) -> Theme {
        let key = Self.themeFolderKey(folder, required: required)
        if let known = state.withLock({ $0.theme }), known.key == key { return known.value }
        let theme = try make()
        state.withLock { $0.theme = (key, theme) }
        return theme
    }

    /// Every file under the theme folder with its stamp (what `Theme.load` reads), in order.
    static func themeFolderKey(_ folder: String?, required: Bool) -> String {
        guard let folder else { return "built-in" }
        var key = folder + (required ? " required" : "")
        var pending = [folder]
        // A folder reached twice through links is listed once.
        var visited = Set<UInt64>()
        while let current = pending.popLast() {
            for entry in (DirectoryListing.entries(of: current) ?? []).sorted(by: { $0.name < $1.name }) {
                let path = current + "/" + entry.name
                switch entry.kind {
                case .directory: if visited.insert(entry.inode).inserted { pending.append(path) }
                default: key += "\n" + path + " " + (FileStamp.following(path).map { String(describing: $0) } ?? "unreadable")
                }
            }
        }
        return key
    }

    /// The measurer of the last build while the font stack is the same, else a new one.
    func measurer(for stack: FontStack, make: () throws(DiagnosticsError) -> FontStackMeasurer) throws(DiagnosticsError) -> FontStackMeasurer {
        if let known = state.withLock({ $0.measurer }), known.stack == stack { return known.value }
        let value = try make()
        state.withLock { $0.measurer = (stack, value) }
        return value
    }

    /// Pages re-read in the last build and pages reused.
    public var lastBuildCounts: (reread: Int, reused: Int) {
        state.withLock { ($0.misses, $0.hits) }
    }
}
