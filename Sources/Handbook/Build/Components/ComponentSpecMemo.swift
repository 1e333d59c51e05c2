import Synchronization
import TextMetrics

/// `serve`'s memory of what each spec made — its page's sections with every example laid out
/// in every locale, platform and theme, its findings, the tokens it used and the characters
/// its previews drew — so a save of one spec makes only that spec again, and a save that
/// changes only a spec's `summary:` (which no section draws) makes nothing again.
///
/// An entry is kept by the spec's whole loaded value but its summary, its notes' bytes and
/// the other specs' titles (related links name them); the memory as a whole by `context`:
/// everything else the stage depends on (`ComponentContext.key`: Handbook, site.yml,
/// the theme, the content's file list, the catalogs, tokens and fonts). Another context
/// drops every entry.
final class ComponentSpecMemo: Sendable {
    /// What one spec made: `ComponentStage`'s work for it, and the characters it drew.
    struct Made: Sendable {
        /// The spec styled by its tokens.
        var spec: ComponentSpec
        var notes: RenderedMarkdown?
        var problems: [Diagnostic]
        var output: ComponentPageBuilder.Output?
        var usedTokens: Set<String>
        /// Where its examples stop fitting, for its facts (`ComponentFactSheet.thresholds(of:)`);
        /// nil for a spec whose examples the engine refuses (it has no page).
        var thresholds: [DesignSystemAnswer.Threshold]?
        /// Per preview font family, the characters this spec's work drew, measured alone.
        var glyphs: [String: GlyphUsage] = [:]
        /// The memory's key it was made from (`key(of:described:notes:titles:)`); nil when made without the memory.
        var key: String?

        /// This result for `spec`, whose loaded value differs from the one it was made from
        /// at most in its summary: the summary is put where the page shows it.
        func with(summaryOf spec: ComponentSpec) -> Made {
            var made = self
            made.spec.summary = spec.summary
            if made.output?.sections.isEmpty == false { made.output?.sections[0] = TextSection(text: spec.summary) }
            return made
        }
    }

    /// A spec file as read: its text, what the loader made of it, and that spec written out
    /// whole but its summary (`describe`, the costly part of its key).
    private struct Parsed {
        var source: SourceText
        var name: String
        var loaded: (ComponentSpec?, [Diagnostic])
        var described: String?
    }

    private struct State {
        var context: UInt64?
        /// By spec source path: the key it was made from, and what it made.
        var entries: [String: (key: String, made: Made)] = [:]
        /// By spec source path: the file as last read (the loader depends on nothing else).
        var parsed: [String: Parsed] = [:]
        /// By spec source path: the page and facts' JSON assembled from what it made, and the
        /// key of that with its summary.
        var assembled: [String: (key: String, facts: String, page: Page)] = [:]
        var reused = 0
    }

    private let state = Mutex(State())

    init() {}

    /// Starts a stage run whose shared inputs hash to `context`; another context forgets every spec.
    func begin(context: UInt64) {
        state.withLock { state in
            if state.context != context {
                state.entries.removeAll()
                state.assembled.removeAll()
                state.context = context
            }
            state.reused = 0
        }
    }

    /// What the spec at `path` made from `key`, when that is what it was made from.
    func made(at path: String, key: String) -> Made? {
        state.withLock { state in
            guard let entry = state.entries[path], entry.key == key else { return nil }
            state.reused += 1
            return entry.made
        }
    }

    /// Keeps what the spec at `path` made from `key`, in place of what it made before.
    func keep(_ made: Made, at path: String, key: String) {
        state.withLock { $0.entries[path] = (key, made) }
    }

    /// Forgets specs no longer in the content (a deleted or renamed file).
    func retain(paths: Set<String>) {
        state.withLock { state in
            state.entries = state.entries.filter { paths.contains($0.key) }
            state.parsed = state.parsed.filter { paths.contains($0.key) }
            state.assembled = state.assembled.filter { paths.contains($0.key) }
        }
    }

    /// The page and facts assembled for the spec at `path` from `key`, when that is what they were assembled from.
    func assembled(at path: String, key: String) -> (facts: String, page: Page)? {
        state.withLock { state in
            guard let entry = state.assembled[path], entry.key == key else { return nil }
            return (entry.facts, entry.page)
        }
    }

    /// Keeps the page and facts assembled for the spec at `path` from `key`.
    func keep(assembled: (facts: String, page: Page), at path: String, key: String) {
        state.withLock { $0.assembled[path] = (key, assembled.facts, assembled.page) }
    }

    /// The spec in `source` as the loader reads it (built-in kinds): the last reading while the
    /// file's text is the same, so unchanged specs are neither parsed nor described again.
    func load(_ source: SourceText, name: String, sourcePath: String) -> (ComponentSpec?, [Diagnostic]) {
        if let known = state.withLock({ $0.parsed[sourcePath] }), known.source.text == source.text,
           known.source.path == source.path, known.name == name {
            return known.loaded
        }
        let loaded = ComponentSpecLoader.load(source, name: name, sourcePath: sourcePath, kinds: .builtIn)
        let described = loaded.0.map { spec in
            var text = ""
            Self.describe(spec, withoutSummary: true, into: &text)
            return text
        }
        state.withLock { $0.parsed[sourcePath] = Parsed(source: source, name: name, loaded: loaded, described: described) }
        return loaded
    }

    /// `spec` written out whole but its summary: kept from its reading when it came from `load`.
    func described(_ spec: ComponentSpec) -> String {
        if let known = state.withLock({ $0.parsed[spec.sourcePath]?.described }) { return known }
        var text = ""
        Self.describe(spec, withoutSummary: true, into: &text)
        return text
    }

    /// How many specs the last stage run took from here.
    var lastReused: Int { state.withLock { $0.reused } }
}
