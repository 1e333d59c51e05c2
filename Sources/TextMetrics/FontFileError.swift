/// Why a font file could not be used for measuring.
public enum FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missing(path: String)
    /// The path exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String)
    /// The file was read but HarfBuzz found no font face with glyphs in it.
    case notAFont(path: String)
    /// A collection (`.ttc`) holds fewer faces than the index asked for.
    case noSuchFace(path: String, index: Int, count: Int)

    public var description: String {
        switch self {
        case .missing(let path): "font file not found: \(path)"
        case .unreadable(let path): "font file cannot be read: \(path)"
        case .notAFont(let path): "not an OpenType or TrueType font: \(path)"
        case .noSuchFace(let path, let index, let count): "no face \(index) in \(path) (it holds \(count))"
        }
    }
}
