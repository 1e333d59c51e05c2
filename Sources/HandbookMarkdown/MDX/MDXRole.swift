/// What Handbook makes of one MDX component, named in site.yml's `mdx-components` or
/// taken from `MDXComponents.defaults`.
public enum MDXRole: String, Sendable, Hashable, CaseIterable {
    /// Its Markdown children as a block of their own (`<div class="mdx-block mdx-NAME">`).
    case block
    /// Its children, as if the tags were not there, without a warning.
    case children
    /// The page's lead paragraph, styled as the summary under the title.
    case lede
    /// A do/don't pair: `#### Do` and `#### Don't` headings inside it start its two figures.
    case doDont = "do-dont"
    /// One "Do" figure (Primer's `<Do>` inside a `<DoDontContainer>`).
    case doItem = "do"
    /// One "Don't" figure.
    case dontItem = "dont"
    /// An admonition: the theme's callout box; a `status`, `tone`, `kind`, `type` or `variant` attribute picks its tone.
    case callout
    /// An admonition that warns (`<Warning>`, `<Caution>`, `<Danger>`): the callout box in its warning tone, unless an attribute says otherwise.
    case warning
    /// An admonition that advises (`<Tip>`, `<Success>`): the callout box in its positive tone, unless an attribute says otherwise.
    case tip
    /// A listing of the folder's pages (`<ChildPages />`, Docusaurus's `<DocCardList />`): the generated index's list.
    case childPages = "child-pages"
    /// An HTML element written in JSX (`<table>`, `<kbd>`): not named in site.yml; the walk writes the element, sanitised.
    case html
    /// A link around its children, to its `href` or `to` attribute (`<Link href="…">`).
    case link
    /// A code block: its `code` attribute (a string, or an object with `code` and `className`) or its children, as written.
    case code
    /// Left out with its children: live-code blocks that need the team's React runtime.
    case drop
    /// Storybook's `<Meta title="Group/Name">`: gives the page its title, and is left out.
    case meta
}

/// Which role each component name has: Handbook's defaults, with site.yml's
/// `mdx-components` written over them.
public struct MDXComponents: Sendable, Hashable {
    /// Roles named in site.yml, by component name.
    public var named: [String: MDXRole]
    /// Components the theme has a partial for (`Templates/partials/mdx/NAME.mustache`):
    /// the partial renders them whatever their role or case.
    public var partials: Set<String>

    /// Roles by component name, over the defaults.
    public init(named: [String: MDXRole] = [:], partials: Set<String> = []) {
        self.named = named
        self.partials = partials
    }

    /// The components most design systems' MDX uses (Polaris, Primer, Carbon, Storybook's doc blocks).
    public static let defaults: [String: MDXRole] = {
        var roles: [String: MDXRole] = ["Lede": .lede, "DoDont": .doDont, "DoDontContainer": .doDont, "Do": .doItem, "Dont": .dontItem,
                                        "Code": .code, "CodeBlock": .code, "InlineCode": .code, "Meta": .meta, "Link": .link]
        for name in ["Large", "Small", "Medium", "LayoutSection", "Caption"] { roles[name] = .block }
        // Layout primitives: their children are the content, their props only spacing.
        for name in ["Box", "Stack", "BlockStack", "InlineStack", "Flex", "Grid", "Text"] { roles[name] = .children }
        for name in ["Callout", "Note", "Banner", "Admonition", "Important", "Info", "InlineNotification", "Notice", "Alert"] { roles[name] = .callout }
        for name in ["Warning", "Caution", "Danger", "Critical", "Error"] { roles[name] = .warning }
        for name in ["Tip", "Success", "Hint"] { roles[name] = .tip }
        for name in ["ChildPages", "ChildPageList", "DocCardList", "PageIndex", "SubpageList"] { roles[name] = .childPages }
        // Storybook's doc blocks and Polaris's live examples: they run the team's components.
        for name in ["Canvas", "Story", "Stories", "Primary", "Controls", "ArgTypes", "ArgsTable", "Source", "Props", "Examples", "StorybookEmbed"] { roles[name] = .drop }
        return roles
    }()

    /// The role of `name`, or `nil` for a component Handbook does not know.
    public func role(of name: String) -> MDXRole? {
        named[name] ?? Self.defaults[name]
    }
}
