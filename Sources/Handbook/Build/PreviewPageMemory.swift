import Foundation
import TextMetrics

/// The Markdown pages that draw previews (`tabbar` blocks), kept between builds beside the
/// page store, which keeps no such page: they depend on the fonts, the catalogs, the theme and
/// site.yml besides their own files, and the preview fonts are subset from the characters
/// they drew. The key holds all of that (`ComponentContext.key`, with the page store's
/// own key), and the entry keeps the characters with the pages; the pages are taken only
/// all together, while every one's file is unchanged, and their characters are given back to
/// the measurers. At 1,000 pages reading the bundled site's pages with previews again was
/// about a tenth of a one-page rebuild.
struct PreviewPageMemory {
    struct Entry: StoreCodable {
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

    /// Bumped whenever what is stored changes shape.
    static let format = "handbook-preview-pages 1"
    private static let name = "pages"

    let store: KeyedStore<Entry>

    /// The memory beside `pageStore`'s file, for pages drawn with what `contextKey` names.
    init(beside pageStore: PageStore, contextKey: UInt64) {
        store = KeyedStore(file: String(pageStore.store.file.dropLast(".pages".count)) + ".previews",
                           key: Self.format + " " + String(contextKey, radix: 16) + " " + pageStore.store.key)
    }

    /// The kept pages and their characters, when every kept page's file still has its stamp.
    func load(fonts: [String: FontStack], stamp: (String) -> FileStamp?) -> (pages: [String: PageStore.Entry], glyphs: [String: GlyphUsage])? {
        guard let entry = store.load().entries[Self.name],
              entry.pages.allSatisfy({ path, kept in stamp(path) == kept.stamp }) else { return nil }
        return (entry.pages, entry.glyphs.usage(fonts: fonts))
    }

    /// Keeps this build's pages with previews and what they drew; `nil` pages remove the memory.
    func save(_ pages: [String: PageStore.Entry], glyphs: [String: GlyphUsage]) {
        guard !pages.isEmpty else {
            store.remove()
            return
        }
        store.save([Self.name: Entry(pages: pages, glyphs: KeptGlyphs(glyphs))], changed: [Self.name], loaded: .init())
        UserCacheFolder.prune((store.file as NSString).deletingLastPathComponent, suffix: ".previews")
    }
}
