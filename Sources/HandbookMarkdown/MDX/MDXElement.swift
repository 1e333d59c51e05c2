import HandbookDiagnostics

/// One use of a component in an MDX page, as the translation found it.
public struct MDXElement: Sendable, Hashable {
    /// The name as written (`DoDont`, `Layout.Section`).
    public var name: String
    /// What it becomes (`MDXComponents`); `block` for an included file.
    public var role: MDXRole
    /// Attributes in the order written; a bare attribute (`open`) has the value `"true"`, an
    /// expression the front matter value it reads, or its source text.
    public var attributes: [(name: String, value: String)]
    /// The opening tag.
    public var location: SourceLocation
    /// Whether it stands on its own line (a block) rather than inside a line of text.
    public var isBlock: Bool
    /// The heading that opened a do or don't part inside a `DoDont` (`Don’t`), when one did.
    public var verdict: String?
    /// The file an `import` names for this component (`../_preamble.mdx`), included in its place.
    public var source: String?
    /// For an HTML element (`role == .html`): the attributes written without a value (`<details open>`).
    public var bareAttributes: Set<String> = []

    /// An element as the translation records it.
    public init(name: String, role: MDXRole, attributes: [(name: String, value: String)], location: SourceLocation, isBlock: Bool,
                verdict: String? = nil, source: String? = nil) {
        self.name = name
        self.role = role
        self.attributes = attributes
        self.location = location
        self.isBlock = isBlock
        self.verdict = verdict
        self.source = source
    }

    /// The value of attribute `name`, when written.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Equal when every field is (attributes compared in order).
    public static func == (lhs: MDXElement, rhs: MDXElement) -> Bool {
        lhs.name == rhs.name && lhs.role == rhs.role && lhs.location == rhs.location && lhs.isBlock == rhs.isBlock
            && lhs.verdict == rhs.verdict && lhs.source == rhs.source && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
            && lhs.bareAttributes == rhs.bareAttributes
    }

    /// Hashes the name and the place, which tell elements of a page apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(location)
    }
}

/// Where an element's HTML starts or ends in the translated Markdown: `<!--mdx:N-->` on a
/// line of its own for a block (cmark reads an HTML block), `<mdx-N>` inside text (inline
/// HTML that cannot start an HTML block on a paragraph's first line); the walk replaces it.
public struct MDXMarker: Sendable, Hashable {
    /// Index into `MDXTranslation.elements`.
    public var element: Int
    /// Whether the element starts here (its opening HTML) or ends (its closing HTML).
    public var isOpening: Bool
    /// The 1-based line of the translated Markdown the marker was written on.
    public var line: Int
}

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
