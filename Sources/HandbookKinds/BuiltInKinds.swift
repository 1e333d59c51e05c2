/// The kinds Handbook knows without being told: registering a built-in kind is one entry in
/// `builtIn`. They live here, above the seam (`ComponentKindDefinition`), so the shared
/// component code below cannot name any of them.
extension ComponentKinds {
    /// Tabs, tab bar and segmented control, in the order the schema lists them.
    public static let builtIn = ComponentKinds([.tabs, .tabBar, .segmentedControl])

    /// Whether these are the built-in kinds only (whose derived keys are made once).
    package var isBuiltIn: Bool { all.map(\.rawValue) == Self.builtIn.all.map(\.rawValue) }
}

extension ComponentKind {
    public static let tabs = ComponentKind(TabsKind())
    public static let tabBar = ComponentKind(TabBarKind())
    public static let segmentedControl = ComponentKind(SegmentedControlKind())

    /// The built-in kind named `rawValue`.
    public init?(rawValue: String) {
        guard let kind = ComponentKinds.builtIn[rawValue] else { return nil }
        self = kind
    }

    /// The built-in kinds, in the order the schema lists them.
    public static var allCases: [ComponentKind] { ComponentKinds.builtIn.all }
}

extension ComponentKinds {
    /// What draws the fenced preview blocks of a Markdown page (the tab family's ```` ```tabbar ````
    /// blocks), each in the style of the spec it names, with Don't captions linked through `links`.
    package static func previewBlocks(previews: PreviewRenderer, links: GuidelineLinker?, styles: BlockStyles = .none) -> MarkdownRenderer.BlockRenderer {
        TabbarBlockRenderer(previews: previews, links: links, styles: styles).blockRenderer()
    }
}
