import Foundation
import TextMetrics

/// The stylesheet that gives the browser exactly the faces the engine measured with:
/// each face of the stack that drew a preview, subset by HarfBuzz to the characters it
/// drew, compressed to WOFF2 when Debian's `woff2_compress` is installed, and declared
/// with a `unicode-range` of its own characters (`WebFontCSS`). The fonts are inlined as
/// `data:` URLs: a site opened from disk is an opaque origin to Chromium, which refuses
/// font files beside it.
struct PreviewWebFonts {
    /// The family the SVG previews ask for.
    static let family = "Handbook Preview"

    let measurer: FontStackMeasurer

    /// One face as published, for BENCHMARKS.md and tests.
    struct Face {
        var name: String
        var characters: Int
        var bytes: Int
        var format: String
    }

    /// The stylesheet and the faces in it.
    func stylesheet() throws(DiagnosticsError) -> (css: String, faces: [Face]) {
        let drawn = measurer.drawnScalars()
        let ranges = WebFontCSS.disjoint(drawn)
        var faces: [WebFontCSS.Face] = []
        var published: [Face] = []
        for index in drawn.keys.sorted() {
            guard let own = ranges[index] else { continue }
            let face = measurer.stack.faces[index]
            let subset: [UInt8]
            do {
                subset = try FontSubsetter.subset(face, scalars: drawn[index, default: []])
            } catch {
                throw DiagnosticsError([.error("site.font", "cannot subset '\(face.file)': \(error)", at: nil)])
            }
            let (bytes, format, type) = Self.compressed(subset)
            faces.append(WebFontCSS.Face(url: "data:\(type);base64," + Data(bytes).base64EncodedString(), format: format, scalars: own, name: face.name))
            published.append(Face(name: face.name, characters: own.count, bytes: bytes.count, format: format))
        }
        let css = "/* The preview fonts, subset to the characters the previews draw (Handbook). */\n"
            + WebFontCSS.rules(family: Self.family, faces: faces)
        return (css, published)
    }

    /// WOFF2 when `woff2_compress` is installed, else the font as it is.
    private static func compressed(_ sfnt: [UInt8]) -> (bytes: [UInt8], format: String, type: String) {
        let isCFF = sfnt.starts(with: Array("OTTO".utf8))
        let plain = (sfnt, isCFF ? "opentype" : "truetype", isCFF ? "font/otf" : "font/ttf")
        guard let tool = ["/usr/bin/woff2_compress", "/usr/local/bin/woff2_compress"].first(where: FileManager.default.isExecutableFile) else {
            return plain
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-woff2-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("face.\(isCFF ? "otf" : "ttf")")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(sfnt).write(to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [input.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0,
                  let woff2 = FileManager.default.contents(atPath: input.deletingPathExtension().appendingPathExtension("woff2").path) else { return plain }
            return (Array(woff2), "woff2", "font/woff2")
        } catch {
            return plain
        }
    }
}
