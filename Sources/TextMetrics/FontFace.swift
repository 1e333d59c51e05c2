#if canImport(Glibc)
import Glibc
#endif

/// One face of a font file: the file, the face's index in a collection (`.ttc`), and the
/// name readers and diagnostics know it by.
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The font file on disk.
    public var file: String
    /// The face within the file (0 unless the file is a collection).
    public var index: Int
    /// "Noto Sans Arabic".
    public var name: String

    public init(file: String, index: Int = 0, name: String) {
        self.file = file
        self.index = index
        self.name = name
    }

    public var description: String { name }

    /// Whether the file exists and can be read.
    public var isReadable: Bool { access(file, R_OK) == 0 }
}

/// The fonts previews are drawn with, in the order the browser is told to try them: each
/// character cluster is drawn by the first face that has glyphs for all of it.
public struct FontStack: Sendable, Hashable {
    public var faces: [FontFace]

    public init(_ faces: [FontFace]) {
        self.faces = faces
    }

    /// Inter Medium for Latin, Greek and Cyrillic, then Noto Sans for Arabic, Hebrew, Thai
    /// and Devanagari (Debian's fonts-noto-core), then Noto Sans CJK (fonts-noto-cjk; each
    /// face of the collection covers kana, Hangul and Han). Debian ships the Noto faces in
    /// Regular only.
    public static let defaultFaces: [FontFace] = [
        FontFace(file: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", name: "Inter Medium"),
        FontFace(file: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", name: "Noto Sans Arabic"),
        FontFace(file: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", name: "Noto Sans Hebrew"),
        FontFace(file: "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", name: "Noto Sans Thai"),
        FontFace(file: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", name: "Noto Sans Devanagari"),
        FontFace(file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 0, name: "Noto Sans CJK JP"),
    ]

    /// The default stack, or the faces it lacks on this machine.
    public static func installedDefault() -> Result<FontStack, FontStackError> {
        let missing = defaultFaces.filter { !$0.isReadable }
        guard missing.isEmpty else { return .failure(.defaultFacesMissing(missing)) }
        return .success(FontStack(defaultFaces))
    }
}

/// Why a font stack cannot be used.
public enum FontStackError: Error, Sendable, CustomStringConvertible {
    /// Faces of the default stack that are not installed.
    case defaultFacesMissing([FontFace])

    public var description: String {
        switch self {
        case .defaultFacesMissing(let faces):
            "the default preview fonts are not installed: " + faces.map { "\($0.name) (\($0.file))" }.joined(separator: ", ")
        }
    }
}
