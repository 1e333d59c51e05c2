import Foundation
import TextMetrics

/// The first step's product: site.yml, and the preview font with its measurer, which every
/// preview and check measures with.
struct SiteSettings: Sendable {
    let config: SiteConfig
    let fonts: PreviewFonts
    let measurer: FontStackMeasurer
    /// The measurers of platforms that draw with a face of their own (Android's Roboto).
    let platformFonts: PlatformFonts
    /// The icon font site.yml names (`icons: { font: }`), opened; nil without one.
    let iconFont: IconFont?
    /// How diagnostics name site.yml (`Content/site.yml`).
    let siteFile: String
    /// A hash of site.yml's text, the same in every process: the config in keys kept on disk.
    let sourceHash: UInt64
    /// A hash of site.yml's text without its top-level `title:` and `description:` lines,
    /// which no component shows: a new site title keeps the components' results
    /// (`ComponentContext`). Any other line counts, so nothing they read can go stale.
    let componentHash: UInt64

    /// Reads `Content/site.yml` and opens the preview font. The content folder is checked
    /// here, once: every later step may take it as read.
    static func read(_ options: BuildOptions) throws(DiagnosticsError) -> SiteSettings {
        let folder = options.contentDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticsError([.error("content.missing", "content folder '\(folder)' does not exist", at: nil,
                                           explanation: "Run in the folder that holds Content/, pass --content DIR, or create a site with `handbook init DIR`.")])
        }
        let inventory = ContentInventory(root: folder, displayRoot: folder)
        let siteFile = inventory.displayPath(Conventions.settingsFile)
        let path = inventory.filePath(Conventions.settingsFile)
        guard FileManager.default.fileExists(atPath: path) else {
            throw DiagnosticsError([.error("site.missing", "'\(siteFile)' is missing; a site needs at least `title:` there", at: nil)])
        }
        let source = try SourceText.read(contentsOf: path, displayPath: siteFile)
        let (parsed, found) = SiteConfig.parse(source)
        var config = parsed
        if let basePath = options.basePath { config.basePath = SiteConfig.normalizedBasePath(basePath) }
        if found.hasErrors { throw DiagnosticsError(found) }
        let fonts = try PreviewFonts.locate(config: config, contentDirectory: folder, siteFile: siteFile)
        // `serve` keeps one measurer while the fonts stay: its widths stay warm, and it
        // remembers every character drawn, for the web fonts, even of pages not re-read.
        let measurer: FontStackMeasurer
        if let cache = options.cache {
            measurer = try cache.measurer(for: fonts.stack) { () throws(DiagnosticsError) in try fonts.measurer() }
        } else {
            measurer = try fonts.measurer()
        }
        let kept = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("title:") && !$0.hasPrefix("description:") }.joined(separator: "\n")
        let iconFont = try config.iconFont.map { written throws(DiagnosticsError) in try Self.openIconFont(written, inventory: inventory) }
        return SiteSettings(config: config, fonts: fonts, measurer: measurer, iconFont: iconFont, siteFile: siteFile, sourceHash: ContentHash.of(source.text),
                            componentHash: ContentHash.of(kept), warnings: found + fonts.warnings)
    }

    /// The icon font at `written` (relative to the content folder, and inside it); an error at
    /// site.yml's `font:` when it is missing, leads outside or is not a font.
    private static func openIconFont(_ written: Located<String>, inventory: ContentInventory) throws(DiagnosticsError) -> IconFont {
        let path = written.value.hasPrefix("/") ? written.value : inventory.filePath(written.value)
        let repository = FolderBoundary.repository(holding: inventory.root)
        if let refusal = repository.check(path), refusal != .missing {
            let (id, message, explanation) = FolderBoundary.describe(refusal, shown: written.value, folder: "the repository '\(repository.root)'")
            throw DiagnosticsError([.error(id, "icon font: " + message, at: written.location, explanation: explanation)])
        }
        do {
            return try IconFont(path: path)
        } catch {
            throw DiagnosticsError([.error("icons.font", "icon font '\(written.value)': \(error)", at: written.location,
                                           explanation: "icons: { font: } names a .ttf or .otf file relative to the content folder, whose glyphs items name by ligature or glyph name.")])
        }
    }

    /// Warnings found in site.yml, reported by the step.
    let warnings: [Diagnostic]

    private init(config: SiteConfig, fonts: PreviewFonts, measurer: FontStackMeasurer, iconFont: IconFont?, siteFile: String, sourceHash: UInt64,
                 componentHash: UInt64, warnings: [Diagnostic]) {
        self.iconFont = iconFont
        self.sourceHash = sourceHash
        self.componentHash = componentHash
        self.config = config
        self.fonts = fonts
        self.measurer = measurer
        platformFonts = PlatformFonts(base: fonts.stack)
        self.siteFile = siteFile
        self.warnings = warnings
    }

    /// The renderer of previews for this site, drawing figures with `theme`'s partial and
    /// checking examples in every locale of `localization`.
    func previews(theme: Theme, localization: Localization, inventory: ContentInventory) -> PreviewRenderer {
        var renderer = PreviewRenderer(measurer: measurer, deviceWidths: config.deviceWidths, rulePages: config.rulePages, theme: theme, localization: localization)
        renderer.platformFonts = platformFonts
        renderer.iconLibrary = IconLibrary(inventory: inventory, font: iconFont, fontPath: config.iconFont?.value)
        return renderer
    }
}
