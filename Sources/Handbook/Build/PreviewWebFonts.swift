import Foundation
import TextMetrics

/// The stylesheet that gives the browser exactly the faces the engine measured with:
/// each face of the stack that drew a preview, subset by HarfBuzz to the characters it
/// drew (WOFF2, compressed in process by Google's encoder), declared with a
/// `unicode-range` of its own characters. The fonts are inlined as `data:` URLs: a site
/// opened from disk is an opaque origin to Chromium, which refuses font files beside it.
struct PreviewWebFonts {
    let measurer: FontStackMeasurer
    /// Platforms that draw with a face of their own (Android's Roboto): each measurer's faces
    /// in a family of its own, which that platform's previews ask for.
    var platforms: [(family: String, measurer: FontStackMeasurer)] = []

    /// Everything the stylesheet is made from, as a key that is the same in every process:
    /// each family's faces (file, face, name and the file's stamp) with the characters each
    /// drew, and the compressor's quality (`PreviewFontsQuery` keeps the stylesheet while it stands).
    var key: UInt64 {
        var hasher = StableHasher()
        hasher.combine("woff2 in process, quality")
        hasher.combine(WOFF2Compressor.defaultQuality)
        for (family, measurer) in [(FontFaceCSS.defaultFamily, measurer)] + platforms {
            hasher.combine(family)
            let usage = measurer.glyphUsage
            hasher.combine(usage.stack.faces.count)
            for (index, face) in usage.stack.faces.enumerated() {
                hasher.combine(face.path)
                hasher.combine(face.index)
                hasher.combine(face.name)
                hasher.combine(FileStamp.of(face.path).map { String(describing: $0) })
                let scalars = usage.scalarsByFace[index].sorted()
                hasher.combine(scalars.count)
                for scalar in scalars { hasher.combine(Int(scalar)) }
            }
        }
        return hasher.finalize()
    }

    /// The stylesheet and the fonts in it.
    func stylesheet() throws(DiagnosticsError) -> (css: String, fonts: [WebFont]) {
        var css = "/* The preview fonts, subset to the characters the previews draw (Handbook). */\n"
        var all: [WebFont] = []
        let families = [(family: FontFaceCSS.defaultFamily, measurer: measurer)] + platforms
        // Every family's faces at once, so both cores compress (`FontSubsetter`).
        let fontsByFamily: [[WebFont]]
        do {
            fontsByFamily = try FontSubsetter().webFonts(for: families.map(\.measurer.glyphUsage))
        } catch {
            throw DiagnosticsError([.error("site.font", "cannot subset the preview fonts: \(error)", at: nil)])
        }
        for ((family, _), fonts) in zip(families, fontsByFamily) {
            css += FontFaceCSS.rules(for: fonts, family: family) { font in
                "data:\(Self.mediaType(font.format));base64," + font.data.base64EncodedString()
            }
            all += fonts
        }
        return (css, all)
    }

    private static func mediaType(_ format: WebFontFormat) -> String {
        "font/" + format.fileExtension
    }
}
