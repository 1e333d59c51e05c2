import Foundation
import TextMetrics

/// The fonts previews are measured and drawn with: the default stack (Inter Medium, Noto
/// Sans Arabic, Hebrew, Thai, Devanagari and CJK), with site.yml's `font` — a team's own
/// face — tried first when it names one. Default faces that are not installed are left
/// out with a warning: labels in their scripts are then reported as `font.missing-glyph`.
public struct PreviewFonts: Sendable {
    public let stack: FontStack
    /// Warnings about default faces that are not installed.
    public let warnings: [Diagnostic]

    /// Finds the font named in site.yml (relative to the content folder) and the default faces.
    public static func locate(config: SiteConfig, contentDirectory: String, siteFile: String) throws(DiagnosticsError) -> PreviewFonts {
        var faces: [FontFace] = []
        if let named = config.fontFile {
            let path = named.hasPrefix("/") ? named : contentDirectory + "/" + named
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw DiagnosticsError([.error("site.font", "font file '\(named)' cannot be read", at: SourceLocation(file: siteFile, line: 1, column: 1),
                                               explanation: "Give a path relative to the content folder, or `font: default` for the default stack.")])
            }
            faces.append(FontFace(path: path, name: (named as NSString).lastPathComponent))
        }
        let defaults = FontStack.default
        let missing = defaults.missingFaces
        faces += defaults.installedFaces.faces
        guard !faces.isEmpty else {
            throw DiagnosticsError([.error("site.font", "\(FontStackError.missingFaces(missing))", at: nil,
                                           explanation: "Install them with `apt-get install fonts-inter fonts-noto-core fonts-noto-cjk` (the README's first command does).")])
        }
        let warnings = missing.map { face -> Diagnostic in
            .warning("site.font", "the preview font \(face.name) is not installed (\(face.path)); labels it would draw are reported as missing glyphs", at: nil,
                     explanation: "Install it with `apt-get install fonts-inter fonts-noto-core fonts-noto-cjk` (the README's first command does).")
        }
        return PreviewFonts(stack: FontStack(faces), warnings: warnings)
    }

    /// A measurer over the stack.
    func measurer() throws(DiagnosticsError) -> FontStackMeasurer {
        do {
            return try FontStackMeasurer(stack: stack)
        } catch {
            throw DiagnosticsError([.error("site.font", "cannot use the preview fonts: \(error)", at: nil)])
        }
    }
}
