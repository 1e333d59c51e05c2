import DesignTokens
import Foundation
import TextMetrics

/// What every component's results depend on besides its spec and notes — one input of the
/// component queries (`ComponentQueries`), in `handbook build`'s store and `serve`'s — and the preview
/// measurers whose record of drawn characters the kept results carry.
enum ComponentContext {
    /// Bumped whenever what the component queries keep changes shape.
    static let format = "handbook-components 4"

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

    /// Empties every preview measurer's record of drawn characters. Their widths stay cached:
    /// a cached width records its characters again in the new record, so what is recorded
    /// next is what those previews draw, as from a fresh measurer.
    static func clear(_ settings: SiteSettings) {
        for measurer in measurers(settings).values {
            measurer.resetGlyphUsage()
        }
    }

    /// Adds records of drawn characters to the measurers of their stacks (kept pictures'
    /// characters, `RenditionMemo`); `families` is `stacks(settings)`, worked out once per build
    /// rather than for every picture taken.
    static func restore(_ drawn: [GlyphUsage], families: [String: FontStack], settings: SiteSettings) {
        restore(byFamily(drawn, families: families), settings: settings)
    }

    /// Records of drawn characters (a `GlyphCapture`'s, by stack) as the measurers of
    /// `families` keep them: each family with every record of its stack.
    static func byFamily(_ drawn: [GlyphUsage], families: [String: FontStack]) -> [String: GlyphUsage] {
        var usage: [String: GlyphUsage] = [:]
        for recorded in drawn where !recorded.isEmpty {
            for (family, stack) in families where stack == recorded.stack {
                usage[family] = usage[family].map { $0.merging(recorded) } ?? recorded
            }
        }
        return usage
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

    /// Everything a component's results depend on besides the specs and notes themselves:
    /// Handbook, site.yml, the theme, the content's file list, the catalogs' entries, the token
    /// files and the fonts. Still a list written by hand: each of these becomes a query read
    /// through the context as the build moves onto the one store (issue 41).
    static func key(content: ScannedContent, settings: SiteSettings, theme: Theme, localization: Localization,
                    tokens: SiteTokens, contentDirectory: String) -> UInt64? {
        key(content: content, settings: settings, theme: theme, localization: localization) { hasher in
            for file in tokens.files {
                // As the token reader named it (from where Handbook runs), else inside the content.
                guard let data = FileManager.default.contents(atPath: file) ?? FileManager.default.contents(atPath: contentDirectory + "/" + file) else { return false }
                hasher.combine(file)
                hasher.combine(bytes: [UInt8](data))
            }
            return true
        }
    }

    /// `key(…)` as what lays a preview out sees it: the tokens by their resolved values in
    /// every theme with each colour's left out, so a colour edited keeps it (the pictures that
    /// paint go; `RenditionMemo` keeps what only lays out — truncation widths, the width
    /// explorer's thresholds). A token's lengths, type and every other value are in it, as are
    /// the names of the colours (a colour turned into a length is another layout).
    static func layoutKey(content: ScannedContent, settings: SiteSettings, theme: Theme, localization: Localization, tokens: SiteTokens) -> UInt64? {
        key(content: content, settings: settings, theme: theme, localization: localization) { hasher in
            for theme in tokens.themes {
                hasher.combine(theme.id)
                for name in theme.tokens.names {
                    hasher.combine(name)
                    guard let token = theme.tokens.tokens[name] else { continue }
                    if case .color = token.value { hasher.combine("colour") } else { hasher.combine(String(describing: token.value)) }
                }
            }
            return true
        }
    }

    private static func key(content: ScannedContent, settings: SiteSettings, theme: Theme, localization: Localization,
                            tokens: (inout StableHasher) -> Bool) -> UInt64? {
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
        guard tokens(&hasher) else { return nil }
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
