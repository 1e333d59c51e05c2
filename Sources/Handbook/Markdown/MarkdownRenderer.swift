import CCmark

/// Renders Markdown to HTML by walking libcmark's AST (never by rewriting cmark's HTML):
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
        public init(html: String, diagnostics: [Diagnostic] = [], previewCount: Int = 0) {
            self.html = html
            self.diagnostics = diagnostics
            self.previewCount = previewCount
        }
    }

    public var allowsRawHTML = false
    /// Leave out a level-1 heading that opens the document (the layout prints the title).
    public var dropsLeadingTitle = false
    public var linkResolver: (any LinkResolving)?
    public var blockRenderer: BlockRenderer?

    public init(allowsRawHTML: Bool = false, dropsLeadingTitle: Bool = false, linkResolver: (any LinkResolving)? = nil, blockRenderer: BlockRenderer? = nil) {
        self.allowsRawHTML = allowsRawHTML
        self.dropsLeadingTitle = dropsLeadingTitle
        self.linkResolver = linkResolver
        self.blockRenderer = blockRenderer
    }

    /// Renders `markdown`, whose positions are reported against `path`.
    public func render(_ markdown: String, path: String) -> RenderedMarkdown {
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_SMART | CMARK_OPT_UNSAFE
        var walk = MarkdownWalk(renderer: self, path: path)
        _ = Self.extensionsRegistered
        guard let parser = cmark_parser_new(options) else { return walk.result }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink"] {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        var text = markdown
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return walk.result }
        defer { cmark_node_free(document) }
        walk.render(document)
        return walk.result
    }

    /// cmark-gfm's extension registry is global and unsynchronised: fill it once, before
    /// any page is parsed (a static `let` is initialised exactly once, thread-safely).
    private static let extensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()
}
