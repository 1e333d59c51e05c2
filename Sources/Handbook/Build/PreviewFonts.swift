import Foundation
import TextMetrics

/// The fonts previews are measured and drawn with: the default stack (Inter Medium, Noto
/// Sans Arabic, Hebrew, Thai, Devanagari and CJK), with site.yml's `font` — a team's own
/// face — tried first when it names one.
public struct PreviewFonts: Sendable {
    public let stack: FontStack

    /// Finds the font named in site.yml (relative to the content folder) and the default faces.
    public static func locate(config: SiteConfig, contentDirectory: String, siteFile: String) throws(DiagnosticsError) -> PreviewFonts {
        var faces: [FontFace] = []
        if let named = config.fontFile {
            let path = named.hasPrefix("/") ? named : contentDirectory + "/" + named
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw DiagnosticsError([.error("site.font", "font file '\(named)' cannot be read", at: SourceLocation(file: siteFile, line: 1, column: 1),
                                               explanation: "Give a path relative to the content folder, or `font: default` for Inter Medium.")])
            }
            faces.append(FontFace(file: path, name: (named as NSString).lastPathComponent))
        }
        switch FontStack.installedDefault() {
        case .success(let stack): faces += stack.faces
        case .failure(let error):
            throw DiagnosticsError([.error("site.font", "\(error)", at: nil,
                                           explanation: "Install them with `apt-get install fonts-inter fonts-noto-core fonts-noto-cjk` (the README's first command does).")])
        }
        return PreviewFonts(stack: FontStack(faces))
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
