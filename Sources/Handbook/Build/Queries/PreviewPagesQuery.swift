import Foundation
import TextMetrics

/// The Markdown pages that draw previews (`tabbar` blocks), kept in the query store beside the
/// page store, which keeps no such page: they depend on the fonts, the catalogs, the theme and
/// site.yml besides their own files, and the preview fonts are subset from the characters
/// they drew. They are read with every other page, so the value is fed to the store
/// (`FedQuery`) with the one input that names all of that (`ComponentContext.key`, the block
/// styles and the page store's own key) and each page's file at its stamp; it is taken only
/// all together, while every one of those files is unchanged, and its characters are given
/// back to the measurers. At 1,000 pages reading the bundled site's pages with previews again
/// was about a tenth of a one-page rebuild.
struct PreviewPagesQuery: FedQuery {
    static let name = "preview-pages 4"
    /// The input every page with previews depends on besides its file.
    static let input = "preview-page-context"
    let key = ""

    struct Value: StoreCodable {
        /// Each page with previews, by content path, with its file's stamp.
        var pages: [String: PageStore.Entry]
        /// The characters those pages' previews drew.
        var glyphs: KeptGlyphs

        init(pages: [String: PageStore.Entry], glyphs: KeptGlyphs) {
            self.pages = pages
            self.glyphs = glyphs
        }

        init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
            let pairs = try reader.array { reader throws(StoreReader.Damaged) in (try reader.string(), try PageStore.Entry(from: &reader)) }
            pages = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
            glyphs = try KeptGlyphs(from: &reader)
        }

        func write(to writer: inout StoreWriter) {
            writer.array(pages.sorted { $0.key < $1.key }) { writer, page in
                writer.string(page.key)
                page.value.write(to: &writer)
            }
            glyphs.write(to: &writer)
        }
    }

    /// Sets the input in `store` for pages drawn with what `contextKey` names, beside `pageStore`.
    static func prepare(_ store: QueryStore, contextKey: UInt64, pageStore: PageStore) {
        var hasher = StableHasher()
        hasher.combine(contextKey)
        hasher.combine(pageStore.store.key)
        store.set(QueryInput(input, (), digest: hasher.finalize()))
    }
}
