import Foundation
import TextMetrics

/// The stylesheet that gives the browser exactly the faces the engine measured with:
/// each face of the stack that drew a preview, subset by HarfBuzz to the characters it
/// drew (WOFF2 when Debian's `woff2_compress` is installed), declared with a
/// `unicode-range` of its own characters. The fonts are inlined as `data:` URLs: a site
/// opened from disk is an opaque origin to Chromium, which refuses font files beside it.
struct PreviewWebFonts {
    let measurer: FontStackMeasurer

    /// The stylesheet and the fonts in it.
    func stylesheet() throws(DiagnosticsError) -> (css: String, fonts: [WebFont]) {
        let fonts: [WebFont]
        do {
            fonts = try FontSubsetter().webFonts(for: measurer.glyphUsage)
        } catch {
            throw DiagnosticsError([.error("site.font", "cannot subset the preview fonts: \(error)", at: nil)])
        }
        let css = FontFaceCSS.rules(for: fonts) { font in
            "data:\(Self.mediaType(font.format));base64," + font.data.base64EncodedString()
        }
        return ("/* The preview fonts, subset to the characters the previews draw (Handbook). */\n" + css, fonts)
    }

    private static func mediaType(_ format: WebFontFormat) -> String {
        "font/" + format.fileExtension
    }
}
