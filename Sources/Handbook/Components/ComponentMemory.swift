import Foundation
import TextMetrics

/// The component stage's results kept between builds in the user cache: every spec laid
/// out in every locale, platform and theme, its findings, pages and downloads. A rebuild
/// whose inputs are those of the last one (`key`: Handbook itself, site.yml, the theme,
/// the content's file list, every spec and note, the catalogs' entries, the tokens' files
/// and the fonts) takes them from here instead of computing them again; anything else
/// computes them and replaces what is kept. One entry, written whole.
struct ComponentMemory {
    /// What is stored: the results a build needs (not the specs, which only `handbook mcp`
    /// reads, and it keeps its results in memory).
    struct Entry: StoreCodable {
        var pages: [Page]
        var files: [String: String]
        var diagnostics: [Diagnostic]
        /// The characters the stage's previews drew.
        var glyphs: KeptGlyphs

        init(_ result: ComponentStage.Result) {
            pages = result.pages
            files = result.files
            diagnostics = result.diagnostics
            glyphs = KeptGlyphs(result.glyphUsage)
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            pages = try reader.array { reader throws(StoreReader.Damaged) in try Page(from: &reader) }
            let pairs = try reader.array { reader throws(StoreReader.Damaged) in (try reader.string(), try reader.string()) }
            files = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
            diagnostics = try reader.array { reader throws(StoreReader.Damaged) in try Diagnostic(from: &reader) }
            glyphs = try KeptGlyphs(from: &reader)
        }

        func write(to writer: inout StoreWriter) {
            writer.array(pages) { $1.write(to: &$0) }
            writer.array(files.sorted { $0.key < $1.key }) { writer, file in
                writer.string(file.key)
                writer.string(file.value)
            }
            writer.array(diagnostics) { $1.write(to: &$0) }
            glyphs.write(to: &writer)
        }

        /// The results, their characters counted against `fonts`' stacks.
        func result(fonts: [String: FontStack]) -> ComponentStage.Result {
            var result = ComponentStage.Result()
            result.pages = pages
            result.files = files
            result.diagnostics = diagnostics
            result.glyphUsage = glyphs.usage(fonts: fonts)
            return result
        }
    }

    /// Bumped whenever what is stored changes shape.
    static let format = "handbook-components 2"
    private static let name = "components"

    let store: KeyedStore<Entry>

    /// The memory of the content folder `root` in `cacheFolder`, for results made from `key`.
    init(root: String, cacheFolder: String, key: UInt64) {
        let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        store = KeyedStore(file: cacheFolder + "/components/" + UserCache.key(resolved.utf8) + ".components",
                           key: Self.format + " " + String(key, radix: 16))
    }

    /// The kept results, when they were made from the same inputs; `fonts` are the stacks
    /// of the preview font families (the key covers their files).
    func load(fonts: [String: FontStack]) -> ComponentStage.Result? {
        store.load().entries[Self.name]?.result(fonts: fonts)
    }

    /// Keeps `result` for the next build; one that cannot be written costs that build the work.
    func save(_ result: ComponentStage.Result) {
        store.save([Self.name: Entry(result)], changed: [Self.name], loaded: .init())
        UserCache.prune((store.file as NSString).deletingLastPathComponent, suffix: ".components")
    }

    /// The preview measurers made so far, by font family: the site's, then each platform's
    /// with a face of its own (made when a preview first asks).
    static func measurers(_ settings: SiteSettings) -> [String: FontStackMeasurer] {
        var all = [FontFaceCSS.defaultFamily: settings.measurer]
        for (family, measurer) in settings.platformFonts.families { all[family] = measurer }
        return all
    }

    /// The stack of every family a preview may draw in, made or not.
    static func stacks(_ settings: SiteSettings) -> [String: FontStack] {
        var all = [FontFaceCSS.defaultFamily: settings.measurer.stack]
        for platform in Platform.allCases {
            let pack = PlatformPacks.pack(for: platform)
            if let stack = settings.platformFonts.stack(for: pack) { all[PlatformFonts.family(for: pack)] = stack }
        }
        return all
    }

    /// Runs `stage` so that what its previews draw is known apart from what the pages drew:
    /// each measurer's record and width cache are set aside, the stage runs, its record is
    /// kept in the result, and the two records are joined again. The join is what the
    /// measurers would have recorded anyway, since every string either was shaped here or
    /// had been shaped, and recorded, before.
    static func measuredRun(_ stage: ComponentStage, settings: SiteSettings) -> ComponentStage.Result {
        let before = measurers(settings)
        let earlier = before.mapValues(\.glyphUsage)
        for measurer in before.values {
            measurer.resetGlyphUsage()
            measurer.removeAllCachedWidths()
        }
        var result = stage.run()
        result.glyphUsage = measurers(settings).mapValues(\.glyphUsage).filter { !$0.value.isEmpty }
        restore(earlier, settings: settings)
        return result
    }

    /// Adds kept records of drawn characters to the measurers they came from, making a
    /// platform's measurer when the kept results drew with it.
    static func restore(_ usage: [String: GlyphUsage], settings: SiteSettings) {
        for (family, recorded) in usage where !recorded.isEmpty {
            if family == FontFaceCSS.defaultFamily {
                settings.measurer.recordUsage(recorded)
            } else if let pack = Platform.allCases.map({ PlatformPacks.pack(for: $0) }).first(where: { PlatformFonts.family(for: $0) == family }) {
                settings.platformFonts.measurer(for: pack)?.recordUsage(recorded)
            }
        }
    }

    /// Everything a component's results depend on, as one key; nil when a file it depends on
    /// cannot be read (the stage then reports it, and nothing is kept).
    static func key(content: ScannedContent, settings: SiteSettings, theme: Theme, localization: Localization,
                    tokens: SiteTokens, contentDirectory: String) -> UInt64? {
        guard let context = contextKey(content: content, settings: settings, theme: theme, localization: localization,
                                       tokens: tokens, contentDirectory: contentDirectory) else { return nil }
        var hasher = StableHasher()
        hasher.combine(context)
        let inventory = content.inventory
        for path in (inventory.componentSpecs + inventory.componentNotes).sorted() {
            guard let data = FileManager.default.contents(atPath: inventory.filePath(path)) else { return nil }
            hasher.combine(path)
            hasher.combine(bytes: [UInt8](data))
        }
        return hasher.finalize()
    }

    /// What every spec's results depend on besides the specs and notes themselves: Handbook,
    /// site.yml, the theme, the content's file list, the catalogs' entries, the token files and
    /// the fonts (`serve` keeps each spec's results while this stands, `ComponentSpecMemo`).
    static func contextKey(content: ScannedContent, settings: SiteSettings, theme: Theme, localization: Localization,
                           tokens: SiteTokens, contentDirectory: String) -> UInt64? {
        var hasher = StableHasher()
        hasher.combine(format)
        hasher.combine(VersionBundle.toolIdentity)
        hasher.combine(settings.componentHash)
        hasher.combine(settings.config.basePath)
        hasher.combine(theme.key)
        let inventory = content.inventory
        // Notes' links resolve against the content's files: their list, not their text.
        for (name, paths) in [("page", inventory.pages), ("file", inventory.staticFiles), ("spec", inventory.componentSpecs), ("notes", inventory.componentNotes)] {
            hasher.combine(name)
            hasher.combine(paths.sorted().joined(separator: "\n"))
        }
        hasher.combine(localization.translations.fingerprint)
        for file in tokens.files {
            // As the token reader named it (from where Handbook runs), else inside the content.
            guard let data = FileManager.default.contents(atPath: file) ?? FileManager.default.contents(atPath: contentDirectory + "/" + file) else { return nil }
            hasher.combine(file)
            hasher.combine(bytes: [UInt8](data))
        }
        hasher.combine(iconsKey(inventory, settings: settings))
        // The font files measure every label: a font package upgraded is another build.
        let faces = settings.fonts.stack.faces + Platform.allCases.compactMap { PlatformPacks.pack(for: $0).previewFace }
        for face in faces {
            hasher.combine(face.path)
            hasher.combine(face.index)
            let stamp = FileStamp.following(face.path)
            hasher.combine(stamp.map { "\($0.inode) \($0.size) \($0.modified)" })
        }
        return hasher.finalize()
    }

    /// What previews' icons are drawn from: the team's files by their bytes, the icon font and
    /// the bundled set by stamp.
    static func iconsKey(_ inventory: ContentInventory, settings: SiteSettings) -> UInt64 {
        var hasher = StableHasher()
        for path in inventory.staticFiles where path.hasPrefix(Conventions.iconsFolder + "/") {
            hasher.combine(path)
            if let data = FileManager.default.contents(atPath: inventory.filePath(path)) { hasher.combine(bytes: [UInt8](data)) }
        }
        for font in [settings.iconFont?.path, IconLibrary.bundledFontPath].compactMap({ $0 }) {
            hasher.combine(font)
            hasher.combine(FileStamp.following(font).map { "\($0.inode) \($0.size) \($0.modified)" })
        }
        return hasher.finalize()
    }
}
