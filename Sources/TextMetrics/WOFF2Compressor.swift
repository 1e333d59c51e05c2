import CWOFF2
import Foundation
import HandbookFoundation

/// Compresses an sfnt font to WOFF2 in this process with Google's encoder (libwoff2enc, the
/// library behind `woff2_compress`, through the `CWOFF2` shim). The encoder is reentrant, so
/// faces compress on every core at once (`FontSubsetter.webFonts(for:)`). The same subset at
/// the same quality compresses to the same bytes, so results are kept in a cache folder
/// keyed by both: a subset whose glyph set a build did not change is not compressed again.
public struct WOFF2Compressor: Sendable, Hashable {
    /// Brotli's quality, 0...11.
    public var quality: Int
    /// Where compressed fonts are kept between runs; nil keeps none.
    public var cacheFolder: String?

    /// The quality builds use. On the bundled site's six subsets (100 KB of sfnt) quality 11,
    /// `woff2_compress`'s, takes 190 ms of one core for 63,456 bytes; 10 takes 85 ms for 0.8 %
    /// more bytes; 9 is 5 % larger and 8 is 8 % larger (BENCHMARKS.md, "WOFF2 in process").
    public static let defaultQuality = 10

    /// A compressor at `quality`, keeping results in `cacheFolder` (by default the user's
    /// cache folder, `$XDG_CACHE_HOME/handbook/woff2` or `~/.cache/handbook/woff2`).
    public init(quality: Int = WOFF2Compressor.defaultQuality, cacheFolder: String? = WOFF2Compressor.defaultCacheFolder) {
        self.quality = quality
        self.cacheFolder = cacheFolder
    }

    /// The user's cache folder for compressed fonts, outside any project or site.
    public static var defaultCacheFolder: String? {
        UserCacheFolder.path.map { $0 + "/woff2" }
    }

    /// `font` (an OpenType or TrueType file's bytes, or a collection's) as WOFF2.
    /// - Throws: `FontSubsetError.compressionFailed` when the encoder refuses the font.
    public func compress(_ font: Data) throws(FontSubsetError) -> Data {
        let cached = cacheFolder.map { $0 + "/" + Self.key(font, quality: quality) + ".woff2" }
        if let cached, let data = FileManager.default.contents(atPath: cached), !data.isEmpty { return data }
        let compressed = try encode(font)
        if let cached, let folder = cacheFolder {
            // A cache that cannot be written only costs the next build the compression.
            BestEffortFiles.makeFolder(folder)
            try? compressed.write(to: URL(fileURLWithPath: cached), options: .atomic)
        }
        return compressed
    }

    /// The content hash of the bytes, with their count and the quality: a cache key, not a
    /// checksum against tampering.
    static func key(_ data: Data, quality: Int) -> String {
        let hash = data.withUnsafeBytes { ContentHash.of($0) }
        return String(hash, radix: 16) + "-" + String(data.count, radix: 16) + "-q" + String(quality)
    }

    /// The encoder's WOFF2 of `font`, uncached.
    func encode(_ font: Data) throws(FontSubsetError) -> Data {
        guard (0...11).contains(quality) else { throw .compressionFailed("Brotli quality \(quality) is outside 0...11") }
        guard !font.isEmpty else { throw .compressionFailed("the font is empty") }
        var status = CWOFF2_OK
        var output = Data()
        font.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            let bytes = input.bindMemory(to: UInt8.self).baseAddress!
            let capacity = cwoff2_max_compressed_size(bytes, input.count)
            var buffer = [UInt8](repeating: 0, count: capacity)
            var length = capacity
            status = buffer.withUnsafeMutableBufferPointer { cwoff2_compress(bytes, input.count, Int32(quality), $0.baseAddress!, &length) }
            if status == CWOFF2_OK { output = Data(buffer[..<min(length, capacity)]) }
        }
        switch status {
        case CWOFF2_OK where !output.isEmpty: return output
        case CWOFF2_OUT_OF_MEMORY: throw .compressionFailed("the encoder ran out of memory on \(font.count) bytes")
        default: throw .compressionFailed("the encoder refused the font (\(font.count) bytes): not an sfnt it can read")
        }
    }
}
