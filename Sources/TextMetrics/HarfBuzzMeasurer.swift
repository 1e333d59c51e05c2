import LayoutFoundation

/// Measures text with a single font file: a `FontStackMeasurer` over a stack of one face,
/// so text is still split into bidi and script runs, but every cluster is set in that face
/// (clusters it lacks are measured as its empty boxes). Widths are cached per (size, text).
public final class HarfBuzzMeasurer: TextMeasurer, Sendable {
    /// The Debian fonts-inter face Handbook draws labels with by default.
    public static let defaultFontFile = "/usr/share/fonts/opentype/inter/Inter-Medium.otf"

    /// The stack measurer doing the work.
    public let stackMeasurer: FontStackMeasurer

    /// The file the measurer was made from.
    public let fontFile: String

    /// A measurer over the font at `fontFile` (its first face).
    /// - Throws: `FontFileError` when the file is missing, unreadable or not a font.
    public init(fontFile: String = HarfBuzzMeasurer.defaultFontFile) throws(FontFileError) {
        do {
            self.stackMeasurer = try FontStackMeasurer(stack: FontStack(fontFile: fontFile))
        } catch {
            // One face: a missing face is a missing file; report it as the file's own error.
            switch error {
            case .unusableFace(_, let fileError): throw fileError
            case .missingFaces, .empty: throw HarfBuzzMeasurer.fileError(for: fontFile)
            }
        }
        self.fontFile = fontFile
    }

    /// The shaped advance width of `text` at `fontSize` points, unrounded.
    public func measureWidth(of text: String, fontSize: Double) -> Double {
        stackMeasurer.measureWidth(of: text, fontSize: fontSize)
    }

    /// How many widths are cached.
    public var cachedWidthCount: Int { stackMeasurer.cachedWidthCount }

    /// Empties the cache (benchmarks use it to time cold layouts).
    public func removeAllCachedWidths() { stackMeasurer.removeAllCachedWidths() }

    /// Why an unreadable file cannot be opened, told apart the way `HarfBuzzFont` does.
    private static func fileError(for path: String) -> FontFileError {
        do {
            _ = try HarfBuzzFont(fontFile: path)
            return .unreadable(path: path)
        } catch {
            return error
        }
    }
}
