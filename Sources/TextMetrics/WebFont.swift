import Foundation

/// One face of the preview family as a site serves it: a subset holding only the
/// characters the engine set in this face, and the code points CSS must route to it.
public struct WebFont: Sendable, Hashable {
    /// The face it was cut from.
    public var face: FontFace
    /// The face's index in the stack.
    public var faceIndex: Int
    /// The code points the browser must draw with this face (disjoint from every other
    /// face's), compacted into ranges.
    public var unicodeRange: [ClosedRange<UInt32>]
    /// The font file.
    public var data: Data
    /// How `data` is encoded.
    public var format: WebFontFormat

    /// A file name for the site, e.g. `preview-1-noto-sans-arabic.woff2`.
    public var fileName: String {
        let slug = face.name.lowercased().unicodeScalars
            .map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? String($0) : "-" }
            .joined()
            .split(separator: "-").joined(separator: "-")
        return "preview-\(faceIndex)-\(slug).\(format.fileExtension)"
    }
}

/// The encodings a web font is served in.
public enum WebFontFormat: String, Sendable, Hashable {
    /// WOFF2 (Brotli-compressed by Google's encoder).
    case woff2
    /// An uncompressed OpenType file with CFF outlines.
    case openType = "opentype"
    /// An uncompressed TrueType file.
    case trueType = "truetype"

    /// The CSS `format()` hint.
    public var cssFormat: String { rawValue }

    /// The file extension.
    public var fileExtension: String {
        switch self {
        case .woff2: "woff2"
        case .openType: "otf"
        case .trueType: "ttf"
        }
    }

    /// The format of an sfnt file's bytes: CFF-flavoured ("OTTO") or TrueType.
    static func sfnt(_ data: Data) -> WebFontFormat {
        data.prefix(4) == Data("OTTO".utf8) ? .openType : .trueType
    }
}
