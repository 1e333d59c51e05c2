/// One face of a font file in a stack: a file, which face of it (collections such as
/// `.ttc` hold several), and the name reports and CSS comments call it by.
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The font file (`.otf`, `.ttf` or a `.ttc` collection).
    public var path: String
    /// Which face of the file; 0 for single-face files.
    public var index: Int
    /// A human name, e.g. "Noto Sans Arabic".
    public var name: String

    /// A face of `path`; `index` picks a face of a collection.
    public init(path: String, index: Int = 0, name: String) {
        self.path = path
        self.index = index
        self.name = name
    }

    public var description: String {
        index == 0 ? "\(name) (\(path))" : "\(name) (\(path), face \(index))"
    }
}
