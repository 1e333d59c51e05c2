import Foundation

/// The preview fonts' stylesheet (`PreviewWebFonts`): HarfBuzz subsets every face to the
/// characters the previews drew, the costliest file a build publishes for its size. It reads
/// one input, the faces and those characters (`PreviewWebFonts.key`), so a build whose
/// previews drew nothing new takes the stylesheet from the store — on disk between builds, in
/// memory under `serve`.
struct PreviewFontsQuery: Query {
    static let name = "preview-fonts 1"
    let key = ""
    let fonts: QueryInput<PreviewWebFonts>

    init(_ fonts: PreviewWebFonts) {
        self.fonts = QueryInput("preview-fonts", fonts, digest: fonts.key)
    }

    func make(_ context: QueryContext) -> PreviewFontsStylesheet {
        PreviewFontsStylesheet(context.read(fonts))
    }
}

/// The stylesheet, or why the fonts could not be subset.
struct PreviewFontsStylesheet: StoreCodable {
    var css: String?
    var diagnostics: [Diagnostic]

    /// Made now: each face subset.
    init(_ fonts: PreviewWebFonts) {
        do {
            css = try fonts.stylesheet().css
            diagnostics = []
        } catch {
            css = nil
            diagnostics = error.diagnostics
        }
    }

    init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        css = try reader.optional { reader throws(StoreReader.Damaged) in try reader.string() }
        diagnostics = try reader.array { reader throws(StoreReader.Damaged) in try Diagnostic(from: &reader) }
    }

    func write(to writer: inout StoreWriter) {
        writer.optional(css) { $0.string($1) }
        writer.array(diagnostics) { $1.write(to: &$0) }
    }
}
