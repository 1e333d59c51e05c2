import Foundation

/// The font previews are measured and drawn with; copied into the site so the browser
/// draws the very glyphs the engine measured.
public struct PreviewFont: Sendable {
    /// The font file on disk.
    public var file: String
    /// Where the site serves it.
    public var sitePath: String { "assets/fonts/" + (file as NSString).lastPathComponent }

    /// Inter Medium from Debian's fonts-inter, where the distribution puts it.
    public static let defaultCandidates = [
        "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
        "/usr/share/fonts/truetype/inter/Inter-Medium.ttf",
        "/usr/local/share/fonts/Inter-Medium.otf",
    ]

    /// The default font, if installed.
    public static var defaultFile: String? {
        defaultCandidates.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Finds the font named in site.yml (relative to the content folder) or the default.
    public static func locate(config: SiteConfig, contentDirectory: String, siteFile: String) throws(DiagnosticsError) -> PreviewFont {
        if let named = config.fontFile {
            let path = named.hasPrefix("/") ? named : contentDirectory + "/" + named
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw DiagnosticsError([.error("site.font", "font file '\(named)' cannot be read", at: SourceLocation(file: siteFile, line: 1, column: 1),
                                               explanation: "Give a path relative to the content folder, or `font: default` for Inter Medium.")])
            }
            return PreviewFont(file: path)
        }
        guard let file = defaultFile else {
            throw DiagnosticsError([.error("site.font", "the default preview font, Inter Medium, is not installed", at: nil,
                                           explanation: "Install it with `apt-get install fonts-inter`, or set `font:` in site.yml to a font file.")])
        }
        return PreviewFont(file: file)
    }
}
