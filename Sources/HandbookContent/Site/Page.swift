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
    public let body: RenderedMarkdown
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
        // The sections' text is in the terms now; a page keeps its body for the whole build.
        var body = body
        body.sections = []
        self.body = body
    }
}
