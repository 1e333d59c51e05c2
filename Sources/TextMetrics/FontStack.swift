#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ordered faces labels are measured and drawn with. Each grapheme cluster is set in
/// the first face that covers all of it, as a browser falls back through a font family.
public struct FontStack: Sendable, Hashable {
    /// The faces, most preferred first.
    public var faces: [FontFace]

    /// A stack of `faces`, most preferred first.
    public init(_ faces: [FontFace]) {
        self.faces = faces
    }

    /// A stack of a single font file (its first face).
    public init(fontFile: String) {
        let name = fontFile.split(separator: "/").last.map(String.init) ?? fontFile
        self.init([FontFace(path: fontFile, name: name)])
    }

    /// The other scripts fonts-noto-core draws that apps ship labels in: India's, South-East
    /// Asia's, the Caucasus and Ethiopia. A script with no face here has its labels reported
    /// as `font.missing-glyph`, with no width verdict.
    static let otherScripts = ["Bengali", "Gujarati", "Gurmukhi", "Kannada", "Malayalam", "Oriya", "Tamil", "Telugu", "Sinhala",
                               "Myanmar", "Khmer", "Lao", "Georgian", "Armenian", "Ethiopic"]

    /// Debian's fonts: Inter Medium (fonts-inter) for Latin, Greek and Cyrillic; then Noto
    /// Sans Arabic, Hebrew, Thai, Devanagari and `otherScripts` (fonts-noto-core, Regular:
    /// Debian ships no Medium) and the Japanese face of Noto Sans CJK (fonts-noto-cjk), which
    /// covers kana, Hangul and Han alike.
    public static var `default`: FontStack {
        let noto = "/usr/share/fonts/truetype/noto/"
        return FontStack([
            FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", name: "Inter Medium"),
            FontFace(path: noto + "NotoSansArabic-Regular.ttf", name: "Noto Sans Arabic"),
            FontFace(path: noto + "NotoSansHebrew-Regular.ttf", name: "Noto Sans Hebrew"),
            FontFace(path: noto + "NotoSansThai-Regular.ttf", name: "Noto Sans Thai"),
            FontFace(path: noto + "NotoSansDevanagari-Regular.ttf", name: "Noto Sans Devanagari"),
        ] + otherScripts.map { FontFace(path: noto + "NotoSans\($0)-Regular.ttf", name: "Noto Sans " + $0) } + [
            FontFace(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 0, name: "Noto Sans CJK JP"),
        ])
    }

    /// The faces whose file cannot be read (absent, or not readable by this process).
    /// Only checks the files; a readable file that is not a font fails when it is loaded.
    public var missingFaces: [FontFace] {
        faces.filter { access($0.path, R_OK) != 0 }
    }

    /// This stack without its unreadable faces, for building with what is installed
    /// (and warning about the rest) rather than failing.
    public var installedFaces: FontStack {
        let missing = Set(missingFaces)
        return FontStack(faces.filter { !missing.contains($0) })
    }
}
