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

    public var kind: Kind
    /// Content-relative path of its source (`guidelines/navigation/tab-bars.md`).
    public var sourcePath: String
    /// Directory of the page in the site (`guidelines/navigation/tab-bars/`, `` for the home page).
    public var directory: String
    public var title: String
    /// The title the sidebar shows: the front matter's `sidebar_label`/`linkTitle`, else the title.
    public var navigationTitle: String { frontMatter.navigationTitle ?? title }
    public var summary: String
    /// Position among its section's pages; pages without one follow, by title.
    public var order: Double?
    /// The section the page belongs to (a content folder), `nil` for the home page.
    public var sectionKey: String?
    /// What rendering the Markdown gave besides the two texts below: TOC, links, heading ids.
    public let body: RenderedMarkdown
    /// The body's HTML, in memory or in the file the page was kept in (`keepTexts(in:)`, the
    /// page store): at 10,000 pages the bodies are 70 MB, read back only to render or store them.
    package internal(set) var html: StoredText
    /// The Markdown twin's body (`RenderedMarkdown.markdown`), kept as `html` is.
    package internal(set) var markdown: StoredText
    /// The page's share of the search index (see `SearchTerms`).
    public let searchTerms: SearchTerms
    /// `ContentHash` of `body.html`, the same in every process: made once when the page is
    /// read and kept with it (in `serve`'s cache and the page store), because hashing every
    /// body again on each build cost more than rendering the one page that changed.
    public let bodyHash: UInt64

    /// What its front matter said besides title, summary and order (dates, tags, a sidebar
    /// title, other generators' keys for templates).
    public let frontMatter: PageFrontMatter

    public init(kind: Kind, sourcePath: String, directory: String, title: String, summary: String, order: Double?, sectionKey: String?,
                body: RenderedMarkdown, frontMatter: PageFrontMatter = PageFrontMatter()) {
        self.kind = kind
        self.sourcePath = sourcePath
        self.directory = directory
        self.title = title
        self.summary = summary
        self.order = order
        self.sectionKey = sectionKey
        self.frontMatter = frontMatter
        // Finished here, for pages of every kind: search and the render cache rely on both.
        searchTerms = SearchTerms(title: title, summary: summary, sections: body.sections)
        bodyHash = ContentHash.of(body.html)
        html = StoredText(body.html)
        markdown = StoredText(body.markdown)
        // The sections' text is in the terms now, the texts are above: neither is kept twice.
        var body = body
        body.sections = []
        body.html = ""
        body.markdown = ""
        self.body = body
    }

    /// Moves the page's texts into `file`, to be read back when used.
    package mutating func keepTexts(in file: TextFile) {
        html = html.moved(to: file)
        markdown = markdown.moved(to: file)
    }
}
