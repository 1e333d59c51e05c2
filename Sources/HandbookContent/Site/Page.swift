import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// One HTML page of the site, ready to be laid into the layout template: made once, when
/// its source is read, with everything search and rendering need.
public struct Page: Sendable {
    /// What a page is, which the theme may style differently.
    public enum Kind: String, Sendable {
        case home, guideline, section, component
        case notFound = "not-found"
    }

    /// Every part of a page in one allocation. Lists of pages are copied and indexed all
    /// through a build, and a page of twenty-odd counted references cost as many retains and
    /// releases on every copy: at 10,000 pages those were a fifth of a rebuild's CPU time.
    private final class Parts: Sendable {
        let kind: Kind
        let sourcePath: String
        let directory: String
        let title: String
        let summary: String
        let order: Double?
        let sectionKey: String?
        let body: RenderedMarkdown
        let html: StoredText
        let markdown: StoredText
        let searchTerms: SearchTerms
        let bodyHash: UInt64
        let frontMatter: PageFrontMatter
        let frontMatterHash: UInt64

        init(kind: Kind, sourcePath: String, directory: String, title: String, summary: String, order: Double?, sectionKey: String?,
             body: RenderedMarkdown, html: StoredText, markdown: StoredText, searchTerms: SearchTerms, bodyHash: UInt64, frontMatter: PageFrontMatter,
             frontMatterHash: UInt64? = nil) {
            self.kind = kind
            self.sourcePath = sourcePath
            self.directory = directory
            self.title = title
            self.summary = summary
            self.order = order
            self.sectionKey = sectionKey
            self.body = body
            self.html = html
            self.markdown = markdown
            self.searchTerms = searchTerms
            self.bodyHash = bodyHash
            self.frontMatter = frontMatter
            self.frontMatterHash = frontMatterHash ?? frontMatter.stableHash
        }
    }

    private var parts: Parts

    public var kind: Kind { parts.kind }
    /// Content-relative path of its source (`guidelines/navigation/tab-bars.md`).
    public var sourcePath: String { parts.sourcePath }
    /// Directory of the page in the site (`guidelines/navigation/tab-bars/`, `` for the home page).
    public var directory: String { parts.directory }
    public var title: String { parts.title }
    /// The title the sidebar shows: the front matter's `sidebar_label`/`linkTitle`, else the title.
    public var navigationTitle: String { frontMatter.navigationTitle ?? title }
    public var summary: String { parts.summary }
    /// Position among its section's pages; pages without one follow, by title.
    public var order: Double? { parts.order }
    /// The section the page belongs to (a content folder), `nil` for the home page.
    public var sectionKey: String? { parts.sectionKey }
    /// What rendering the Markdown gave besides the two texts below: TOC, links, heading ids.
    public var body: RenderedMarkdown { parts.body }
    /// The body's HTML, in memory or in the file the page was kept in (`keepTexts(in:)`, the
    /// page store): at 10,000 pages the bodies are 70 MB, read back only to render or store them.
    package var html: StoredText { parts.html }
    /// The Markdown twin's body (`RenderedMarkdown.markdown`), kept as `html` is.
    package var markdown: StoredText { parts.markdown }
    /// The page's share of the search index (see `SearchTerms`).
    public var searchTerms: SearchTerms { parts.searchTerms }
    /// `ContentHash` of `body.html`, the same in every process: made once when the page is
    /// read and kept with it (in `serve`'s cache and the page store), because hashing every
    /// body again on each build cost more than rendering the one page that changed.
    public var bodyHash: UInt64 { parts.bodyHash }

    /// What its front matter said besides title, summary and order (dates, tags, a sidebar
    /// title, other generators' keys for templates).
    public var frontMatter: PageFrontMatter { parts.frontMatter }
    /// A hash of `frontMatter`, the same in every process: made once with the page, because
    /// writing every page's front matter out again on each save was a twelfth of a guideline
    /// page's save under `serve` at 1,000 pages (`PageRenderer.stableKey`).
    public var frontMatterHash: UInt64 { parts.frontMatterHash }

    public init(kind: Kind, sourcePath: String, directory: String, title: String, summary: String, order: Double?, sectionKey: String?,
                body: RenderedMarkdown, frontMatter: PageFrontMatter = PageFrontMatter()) {
        // Finished here, for pages of every kind: search and the render cache rely on both.
        let searchTerms = SearchTerms(title: title, summary: summary, sections: body.sections)
        let bodyHash = ContentHash.of(body.html)
        let (html, markdown) = (StoredText(body.html), StoredText(body.markdown))
        // The sections' text is in the terms now, the texts are above: neither is kept twice.
        var body = body
        body.sections = []
        body.html = ""
        body.markdown = ""
        self.init(kind: kind, sourcePath: sourcePath, directory: directory, title: title, summary: summary, order: order, sectionKey: sectionKey,
                  body: body, html: html, markdown: markdown, searchTerms: searchTerms, bodyHash: bodyHash, frontMatter: frontMatter)
    }

    /// A page from its finished parts, as the page store kept them.
    package init(kind: Kind, sourcePath: String, directory: String, title: String, summary: String, order: Double?, sectionKey: String?,
                 body: RenderedMarkdown, html: StoredText, markdown: StoredText, searchTerms: SearchTerms, bodyHash: UInt64, frontMatter: PageFrontMatter,
                 frontMatterHash: UInt64? = nil) {
        parts = Parts(kind: kind, sourcePath: sourcePath, directory: directory, title: title, summary: summary, order: order, sectionKey: sectionKey,
                      body: body, html: html, markdown: markdown, searchTerms: searchTerms, bodyHash: bodyHash, frontMatter: frontMatter,
                      frontMatterHash: frontMatterHash)
    }

    /// Moves the page's texts into `file`, to be read back when used.
    package mutating func keepTexts(in file: TextFile) {
        self = Page(kind: kind, sourcePath: sourcePath, directory: directory, title: title, summary: summary, order: order, sectionKey: sectionKey,
                    body: body, html: html.moved(to: file), markdown: markdown.moved(to: file), searchTerms: searchTerms, bodyHash: bodyHash,
                    frontMatter: frontMatter, frontMatterHash: frontMatterHash)
    }
}
