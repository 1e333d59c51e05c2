import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// An entry of a page's table of contents: an h2 with its h3s.
public struct TOCEntry: Sendable, Equatable {
    public var id: String
    public var title: String
    public var children: [TOCEntry]

    public init(id: String, title: String, children: [TOCEntry]) {
        self.id = id
        self.title = title
        self.children = children
    }
}

/// A link found in Markdown, kept so anchors into other pages can be checked once every
/// page's headings are known.
public struct LinkReference: Sendable {
    /// The content-relative source path of the page linked to (`nil` for the page itself).
    public var targetPage: String?
    /// The anchor linked to; empty for a link to the page itself.
    public var fragment: String
    public var location: SourceLocation

    public init(targetPage: String? = nil, fragment: String, location: SourceLocation) {
        self.targetPage = targetPage
        self.fragment = fragment
        self.location = location
    }
}

/// What the resolver decides about one link destination.
public enum LinkResolution: Sendable, Equatable {
    /// Leave the destination as written (external, mailto, …).
    case external
    /// Rewrite to `url`; `page` is the content path of the page it lands on, when it is a page.
    case `internal`(url: String, page: String?)
    /// Nothing in the site answers to it.
    case broken(reason: String)
}

/// Turns link destinations written in Markdown into URLs of the built site.
public protocol LinkResolving {
    /// Resolves `path` (fragment and query removed) found in the page being rendered.
    func resolve(_ path: String, isImage: Bool) -> LinkResolution
}

/// The HTML of one Markdown document and what the site needs to know about it.
public struct RenderedMarkdown: Sendable {
    public var html: String
    public var toc: [TOCEntry]
    /// Every heading id on the page, for anchor checks.
    public var headingIDs: Set<String>
    /// Text of the first level-1 heading, when the body starts with one (a title for pages without front matter).
    public var leadingTitle: String?
    public var diagnostics: [Diagnostic]
    public var links: [LinkReference]
    /// The words of the page under each heading, for the search index.
    public var sections: [TextSection]

    public init(html: String, toc: [TOCEntry], headingIDs: Set<String>, leadingTitle: String? = nil, diagnostics: [Diagnostic], links: [LinkReference], sections: [TextSection], previewCount: Int = 0) {
        self.html = html
        self.toc = toc
        self.headingIDs = headingIDs
        self.leadingTitle = leadingTitle
        self.diagnostics = diagnostics
        self.links = links
        self.sections = sections
        self.previewCount = previewCount
    }
    /// Computed previews on the page.
    public var previewCount = 0
    /// Facts the page cites from the engine (`[64 dp](fact:tab-bar/android/height)`).
    public var citedFacts = 0
    /// Fenced blocks the site's block renderer answered, drawn or not: a `tabbar` block it
    /// could not draw reads the specs, tokens and icons as much as one it drew (an edit to
    /// them may mend it), though it counts no preview.
    public var computedBlocks = 0
    /// The records of the previews the page's blocks drew (each a JSON object, as
    /// `DesignSystemAnswer.Rendition` encodes one), published as the page's `renditions.json`
    /// so every view of a block can be held to the one rendition its figure was drawn from.
    public var renditions: [String] = []
    /// Whether the page shows anything the specs compute (a preview, one that could not be
    /// drawn, or a cited fact), so it is drawn again when they change and never kept by its
    /// own file's stamp alone.
    public var readsComponents: Bool { previewCount > 0 || citedFacts > 0 || computedBlocks > 0 }
    /// The document as CommonMark for the page's Markdown twin (`…/index.html.md`), when the
    /// renderer wrote one: empty otherwise.
    public var markdown = ""
}

/// The words of a page under one heading, for the search index.
public struct TextSection: Sendable, Equatable {
    /// The heading's id and text; `nil` for the words before the first heading.
    public var id: String?
    public var heading: String?
    public var text: String
    /// Words that weigh as much as the heading in search without being shown: the names
    /// of a component's variants, so "fixed tabs" lands on the Variants section.
    public var keywords: String

    public init(id: String? = nil, heading: String? = nil, text: String, keywords: String = "") {
        self.id = id
        self.heading = heading
        self.text = text
        self.keywords = keywords
    }
}
