import Synchronization
import TabLayout

/// Measures text by shaping it with HarfBuzz over an OpenType font file, as the browser
/// will draw it, and caches widths per (size, text).
///
/// The site renders pages on two threads at once, so the cache sits behind a lock; shaping
/// itself runs outside the lock.
public final class HarfBuzzMeasurer: TextMeasurer, Sendable {
    /// The Debian fonts-inter face Handbook draws labels with by default.
    public static let defaultFontFile = "/usr/share/fonts/opentype/inter/Inter-Medium.otf"

    private struct Key: Hashable {
        var fontSize: Double
        var text: String
    }

    private let font: HarfBuzzFont
    private let cache = Mutex<[Key: Double]>([:])

    /// The file the measurer was made from.
    public let fontFile: String

    /// A measurer over the font at `fontFile` (its first face).
    /// - Throws: `FontFileError` when the file is missing, unreadable or not a font.
    public init(fontFile: String = HarfBuzzMeasurer.defaultFontFile) throws(FontFileError) {
        self.font = try HarfBuzzFont(fontFile: fontFile)
        self.fontFile = fontFile
    }

    /// The shaped advance width of `text` at `fontSize` points, unrounded.
    public func measureWidth(of text: String, fontSize: Double) -> Double {
        let key = Key(fontSize: fontSize, text: text)
        if let width = cache.withLock({ $0[key] }) {
            return width
        }
        let width = font.advance(of: text) * fontSize / font.unitsPerEm
        cache.withLock { $0[key] = width }
        return width
    }

    /// How many widths are cached.
    public var cachedWidthCount: Int {
        cache.withLock { $0.count }
    }

    /// Empties the cache (benchmarks use it to time cold layouts).
    public func removeAllCachedWidths() {
        cache.withLock { $0.removeAll(keepingCapacity: true) }
    }
}
