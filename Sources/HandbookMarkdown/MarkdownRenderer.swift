import CCmark
import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// Renders Markdown to HTML by walking cmark-gfm's AST (never by rewriting cmark's HTML):
/// heading ids and anchors, a table of contents, link rewriting and checking, raw HTML
/// omitted unless allowed, and fenced blocks handed to a block renderer (`tabbar` previews).
public struct MarkdownRenderer {
    /// Renders a fenced code block by its info string; `nil` falls back to a plain code block.
    public typealias BlockRenderer = (_ info: String, _ code: String, _ location: SourceLocation) -> BlockRendering?

    /// The HTML for a fenced block and any diagnostics about it.
    public struct BlockRendering {
        public var html: String
        public var diagnostics: [Diagnostic]
        /// Computed previews in `html`, for the build's summary.
        public var previewCount: Int
        /// What the block computed, as Markdown text for the page's Markdown twin.
        public var markdown: String?
        /// The records of the previews it drew, each a JSON object, for the page's
        /// `renditions.json` (`RenderedMarkdown.renditions`).
        public var renditions: [String]
        public init(html: String, diagnostics: [Diagnostic] = [], previewCount: Int = 0, markdown: String? = nil, renditions: [String] = []) {
            self.html = html
            self.diagnostics = diagnostics
            self.previewCount = previewCount
            self.markdown = markdown
            self.renditions = renditions
        }
    }

    public var allowsRawHTML = false
    /// Leave out a level-1 heading that opens the document (the layout prints the title).
    public var dropsLeadingTitle = false
    public var linkResolver: (any LinkResolving)?
    public var blockRenderer: BlockRenderer?
    /// Also write the page's Markdown twin (`RenderedMarkdown.markdown`): the document as
    /// CommonMark with links leading to other twins and computed blocks as their facts.
    public var writesMarkdown = false
    /// An MDX page's translation: its markers become its components' HTML.
    public var mdx: MDXRendering?
    /// Leave out a level-1 heading that opens the document when its text is this (an MDX
    /// page whose first heading repeats the title the layout prints).
    public var droppedTitle: String?
    /// Look for that heading anywhere on the page, not only at its start (MDX pages put hero
    /// images and imports before it).
    public var titleAnywhere = false

    public init(allowsRawHTML: Bool = false, dropsLeadingTitle: Bool = false, linkResolver: (any LinkResolving)? = nil, blockRenderer: BlockRenderer? = nil) {
        self.allowsRawHTML = allowsRawHTML
        self.dropsLeadingTitle = dropsLeadingTitle
        self.linkResolver = linkResolver
        self.blockRenderer = blockRenderer
    }

    /// Renders `markdown`, whose positions are reported against `path`.
    public func render(_ markdown: String, path: String) -> RenderedMarkdown {
        guard let document = Self.parse(markdown) else {
            return MarkdownWalk(renderer: self, path: path, source: markdown).result
        }
        defer { cmark_node_free(document) }
        return render(document: document, source: markdown, path: path)
    }

    /// Walks a document `parse(_:)` made from `source`; the caller frees it. Tests render
    /// the same document with cmark's own renderer to compare.
    package func render(document: OpaquePointer, source: String, path: String) -> RenderedMarkdown {
        var walk = MarkdownWalk(renderer: self, path: path, source: source)
        walk.render(document)
        var result = walk.result
        if writesMarkdown { result.markdown = walk.twin(of: document) }
        return result
    }

    /// The options every page is parsed with: source positions for diagnostics, smart
    /// punctuation, and raw HTML kept in the tree (whether it reaches the page is the
    /// walk's decision, `allowsRawHTML`).
    package static let parseOptions = CMARK_OPT_SOURCEPOS | CMARK_OPT_SMART | CMARK_OPT_UNSAFE

    /// GitHub's extensions attached to every parser.
    package static let extensionNames = ["table", "strikethrough", "autolink"]

    /// cmark-gfm's tree for `markdown`, or `nil` if cmark could not allocate one; the caller frees it.
    package static func parse(_ markdown: String, options: Int32 = parseOptions) -> OpaquePointer? {
        _ = extensionsRegistered
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        var text = markdown
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        // Inline parsing (inside `cmark_parser_finish`) switches the extensions' trigger
        // characters on in one table global to the library and off again when it ends, so a
        // page finishing on another core switched `:` off under this one: its autolinks and
        // strikethrough came and went between identical builds. Block parsing stays parallel.
        let held = UnsafeSendable(parser)
        return inlineParsing.withLock { UnsafeSendable(cmark_parser_finish(held.value)) }.value
    }

    /// Held while cmark-gfm parses inlines: its table of special characters is process-wide.
    private static let inlineParsing = Lock()

    /// cmark-gfm's extension registry is global and unsynchronised: fill it once, before
    /// any page is parsed (a static `let` is initialised exactly once, thread-safely).
    package static let extensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()
}
