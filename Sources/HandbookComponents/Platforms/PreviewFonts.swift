import Foundation
import HandbookFoundation
import TextMetrics

/// The fonts previews are measured and drawn with: the default stack (Inter Medium, Noto
/// Sans Arabic, Hebrew, Thai, Devanagari and CJK), with site.yml's `font` — a team's own
/// face — tried first when it names one. Default faces that are not installed are left
/// out with a warning: labels in their scripts are then reported as `font.missing-glyph`.
public struct PreviewFonts: Sendable {
    public let stack: FontStack
    /// Warnings about default faces that are not installed.
    public let warnings: [Diagnostic]

    /// The stack site.yml asks for: its `fonts` list in order (`default` there stands for
    /// the default faces), or its `font` followed by the default faces, or the default faces.
    /// Files are relative to the content folder.
    public static func locate(config: SiteConfig, contentDirectory: String, siteFile: String) throws(DiagnosticsError) -> PreviewFonts {
        var entries = config.fonts
        if entries.isEmpty {
            if let named = config.fontFile {
                entries.append(SiteConfig.Font(file: named, location: config.fontLocation ?? SourceLocation(file: siteFile, line: 1, column: 1)))
            }
            entries.append(SiteConfig.Font(file: "default", location: SourceLocation(file: siteFile, line: 1, column: 1)))
        }
        var faces: [FontFace] = []
        let repository = FolderBoundary.repository(holding: contentDirectory)
        var warnings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        for entry in entries {
            guard entry.file != "default" else {
                let defaults = FontStack.default
                faces += defaults.installedFaces.faces
                warnings += defaults.missingFaces.map { face in
                    .warning("site.font", "the preview font \(face.name) is not installed (\(face.path)); labels it would draw are reported as missing glyphs",
                             at: nil, explanation: Self.installHint)
                }
                continue
            }
            let path = entry.file.hasPrefix("/") ? entry.file : contentDirectory + "/" + entry.file
            // A font named in site.yml is the team's: inside the repository holding the content.
            if let refusal = repository.check(path), refusal != .missing {
                let (id, message, explanation) = FolderBoundary.describe(refusal, shown: entry.file, folder: "the repository '\(repository.root)'")
                problems.append(.error(id, "font file: " + message, at: entry.location, explanation: explanation))
                continue
            }
            guard FileManager.default.isReadableFile(atPath: path) else {
                problems.append(.error("site.font", "font file '\(entry.file)' cannot be read", at: entry.location,
                                       explanation: "Give a path relative to the content folder, or `default` for the default stack."))
                continue
            }
            faces.append(FontFace(path: path, index: entry.face ?? 0, name: entry.name ?? (entry.file as NSString).lastPathComponent))
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        guard !faces.isEmpty else {
            throw DiagnosticsError([.error("site.font", "\(FontStackError.missingFaces(FontStack.default.missingFaces))", at: nil, explanation: Self.installHint)])
        }
        return PreviewFonts(stack: FontStack(faces), warnings: warnings)
    }

    private static let installHint = "Install them with `apt-get install fonts-inter fonts-noto-core fonts-noto-cjk` (the README's first command does)."

    /// A measurer over the stack.
    package func measurer() throws(DiagnosticsError) -> FontStackMeasurer {
        do {
            return try FontStackMeasurer(stack: stack)
        } catch {
            throw DiagnosticsError([.error("site.font", "cannot use the preview fonts: \(error)", at: nil)])
        }
    }
}
