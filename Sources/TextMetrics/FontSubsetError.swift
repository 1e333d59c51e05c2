/// Why a web font could not be made from a face.
public enum FontSubsetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The face could not be opened.
    case unusableFace(FontFace, FontFileError)
    /// HarfBuzz's subsetter refused the face (an unsupported table layout, or out of memory).
    case subsetFailed(FontFace)
    /// Google's WOFF2 encoder refused the subset (not an sfnt it can read) or ran out of memory.
    case compressionFailed(String)

    public var description: String {
        switch self {
        case .unusableFace(let face, let error): "cannot subset \(face.name): \(error)"
        case .subsetFailed(let face): "HarfBuzz could not subset \(face.description)"
        case .compressionFailed(let reason): "WOFF2 compression failed: \(reason)"
        }
    }
}
