import HandbookDiagnostics
import HandbookMarkdown

/// An MDX page turned into CommonMark: ESM, comments and expressions resolved or left out,
/// components replaced by markers for the walk, and a map back to the file's lines.
public struct MDXTranslation: Sendable {
    /// The CommonMark text cmark parses.
    public var markdown: String
    /// For each line of `markdown` (index 0 is line 1), the line of the MDX file it came from.
    public var sourceLines: [Int]
    /// The components with HTML of their own, in the order they open.
    public var elements: [MDXElement] = []
    /// The markers written, `<!--mdx:N-->` being `markers[N]`.
    public var markers: [MDXMarker] = []
    /// Warnings about the page: expressions left out, unknown components (one per use, gathered per build), live blocks.
    public var diagnostics: [Diagnostic] = []
    /// The title of Storybook's `<Meta title="Group/Name">`: `Name`.
    public var metaTitle: String?
    /// The group of that title (`Group`), for the sidebar.
    public var metaGroup: String?
    /// Storybook's `<Meta of={Stories} />`: the stories file whose default export has the title.
    public var metaOf: MDXStoriesReference?
    /// What the page wrote that is not on it (a `<script>`, an event attribute), for `mdx.dropped`.
    public var dropped: [MDXDropped] = []
    /// Where the translation's bytes came from in the file, for columns.
    public var columns = MDXColumnMap()
    /// Ids headings give themselves (`## Usage {#use}`, `## Usage {/* #use */}`), by the line
    /// of `markdown` the heading is on; letters, digits, `-` and `_` only.
    public var headingIDs: [Int: String] = [:]
    /// Components that stand for Markdown files (`import RulePreamble from '../_preamble.mdx'`), by name.
    public var imports: [String: String] = [:]

    /// The line and column in the MDX file of a position in `markdown`. The column is the
    /// file's wherever the byte there was copied from the file; in text the translation put
    /// in (a front matter value), it is where the copied text before it ends.
    public func sourceLocation(of location: SourceLocation) -> SourceLocation {
        let index = location.line - 1
        guard index >= 0, index < sourceLines.count else { return location }
        let line = sourceLines[index]
        let column = columns.sourceColumn(line: location.line, column: location.column, sourceLine: line) ?? location.column
        return SourceLocation(file: location.file, line: line, column: column)
    }
}

/// `<Meta of={ButtonStories} />`: the binding, the module its import names, and the tag.
public struct MDXStoriesReference: Sendable, Hashable {
    /// The name inside the braces (`ButtonStories`).
    public var binding: String
    /// The module the page imports it from (`./Button.stories`), when it does.
    public var source: String?
    public var location: SourceLocation
}

/// Something an MDX page wrote that the page leaves out, and where.
public struct MDXDropped: Sendable, Hashable {
    /// What it is, as the warning names it (`<script>`, `onClick on <button>`).
    public var text: String
    public var location: SourceLocation
}
