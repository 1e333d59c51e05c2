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
    /// For an element a `:::name` directive made: the name (`code-group`, `steps`, `details`).
    public var directive: String?
    /// For a `tabs` element: its tabs, in order, filled in as the translation reads its items.
    public var tabs: [MDXTab] = []
    /// For a `tab-item` element inside a `tabs` element: which group, and which tab of it.
    public var tabPlace: MDXTabPlace?

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
            && lhs.bareAttributes == rhs.bareAttributes && lhs.directive == rhs.directive && lhs.tabs == rhs.tabs && lhs.tabPlace == rhs.tabPlace
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
    /// Index into the translation's elements (`MDXRendering.elements`).
    public var element: Int
    /// Whether the element starts here (its opening HTML) or ends (its closing HTML).
    public var isOpening: Bool
    /// The 1-based line of the translated Markdown the marker was written on.
    public var line: Int

    /// A marker as the translation writes it.
    package init(element: Int, isOpening: Bool, line: Int) {
        self.element = element
        self.isOpening = isOpening
        self.line = line
    }
}
