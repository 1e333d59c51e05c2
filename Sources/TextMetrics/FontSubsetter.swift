import Foundation
import HandbookFoundation

/// Cuts the faces of a stack down to the characters a site draws, as web fonts with
/// disjoint `unicode-range`s, using HarfBuzz's own subsetter (`hb-subset`).
public struct FontSubsetter: Sendable {
    /// Compresses subsets to WOFF2; nil serves the sfnt as is.
    public var compressor: WOFF2Compressor?

    /// A subsetter compressing with `compressor` (by default Google's encoder in process, at
    /// `WOFF2Compressor.defaultQuality`, cached in the user's cache folder).
    public init(compressor: WOFF2Compressor? = WOFF2Compressor()) {
        self.compressor = compressor
    }

    /// The sfnt bytes of `face` holding only `scalars` (and the glyphs its layout features
    /// reach from them).
    /// - Throws: `FontSubsetError` when the face cannot be opened or subset.
    public func subset(_ face: FontFace, keeping scalars: some Sequence<Unicode.Scalar>) throws(FontSubsetError) -> Data {
        let font: HarfBuzzFont
        do {
            font = try HarfBuzzFont(fontFile: face.path, faceIndex: face.index)
        } catch {
            throw .unusableFace(face, error)
        }
        guard let data = font.subset(keeping: scalars.map(\.value)) else { throw .subsetFailed(face) }
        return data
    }

    /// One web font per face that drew anything, in stack order. Each code point is routed
    /// (by `unicode-range`) to the first face that drew it, so no two faces' ranges overlap:
    /// where they overlap, CSS picks the face declared last, which would break agreement.
    /// - Throws: `FontSubsetError` for a face that cannot be subset or compressed.
    public func webFonts(for usage: GlyphUsage) throws(FontSubsetError) -> [WebFont] {
        try webFonts(for: [usage])[0]
    }

    /// The web fonts of each usage (each a family of its own), as `webFonts(for:)` makes them
    /// for one. Every face of every usage is subset and compressed on every core at once:
    /// Brotli is most of the time, and the faces are independent.
    /// - Throws: the first `FontSubsetError` in usage and stack order, so the same
    ///   error whichever face finished first.
    public func webFonts(for usages: [GlyphUsage]) throws(FontSubsetError) -> [[WebFont]] {
        let routes = usages.map(Self.routes(for:))
        let faces = usages.indices.flatMap { family in usages[family].usedFaceIndices.map { (family: family, index: $0) } }
        let made = concurrentMap(faces) { job -> Result<WebFont, FontSubsetError> in
            Result { () throws(FontSubsetError) in
                try webFont(of: usages[job.family], faceAt: job.index, routedTo: routes[job.family][job.index])
            }
        }
        var fonts = [[WebFont]](repeating: [], count: usages.count)
        for (job, font) in zip(faces, made) { fonts[job.family].append(try font.get()) }
        return fonts
    }

    private func webFont(of usage: GlyphUsage, faceAt index: Int, routedTo route: Set<UInt32>) throws(FontSubsetError) -> WebFont {
        let face = usage.stack.faces[index]
        let sfnt = try subset(face, keeping: usage.scalars(forFaceAt: index))
        var data = sfnt, format = WebFontFormat.sfnt(sfnt)
        if let compressor {
            data = try compressor.compress(sfnt)
            format = .woff2
        }
        return WebFont(face: face, faceIndex: index, unicodeRange: UnicodeRanges.compact(route), data: data, format: format)
    }

    /// Per face, the code points CSS routes to it: those it drew that no earlier face drew.
    static func routes(for usage: GlyphUsage) -> [Set<UInt32>] {
        var claimed = Set<UInt32>()
        return usage.scalarsByFace.map { scalars in
            let own = scalars.subtracting(claimed)
            claimed.formUnion(scalars)
            return own
        }
    }
}
