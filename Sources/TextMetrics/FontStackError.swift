/// Why a font stack could not be loaded.
public enum FontStackError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stack holds no faces.
    case empty
    /// These faces' files are absent or unreadable (all of them are listed, not just the
    /// first, so one message can say what to install).
    case missingFaces([FontFace])
    /// A face's file exists but cannot be used (not a font, or no such face in a collection).
    case unusableFace(FontFace, FontFileError)

    public var description: String {
        switch self {
        case .empty:
            "the font stack has no fonts"
        case .missingFaces(let faces):
            "font files missing: " + faces.map(\.description).joined(separator: ", ")
                + (faces.contains { $0.path.hasPrefix("/usr/share/fonts/") } ? " (Debian: apt-get install fonts-inter fonts-noto-core fonts-noto-cjk)" : "")
        case .unusableFace(let face, let error):
            "cannot use \(face.name): \(error)"
        }
    }
}
