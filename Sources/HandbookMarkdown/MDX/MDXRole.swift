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
    /// An admonition: the theme's callout box; a `status`, `tone`, `type` or `variant` attribute picks its tone.
    case callout
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

    /// Roles by component name, over the defaults.
    public init(named: [String: MDXRole] = [:]) {
        self.named = named
    }

    /// The components most design systems' MDX uses (Polaris, Primer, Carbon, Storybook's doc blocks).
    public static let defaults: [String: MDXRole] = {
        var roles: [String: MDXRole] = ["Lede": .lede, "DoDont": .doDont, "DoDontContainer": .doDont, "Do": .doItem, "Dont": .dontItem,
                                        "Code": .code, "CodeBlock": .code, "InlineCode": .code, "Meta": .meta, "Link": .link]
        for name in ["Large", "Small", "Medium", "LayoutSection", "Caption"] { roles[name] = .block }
        // Layout primitives: their children are the content, their props only spacing.
        for name in ["Box", "Stack", "BlockStack", "InlineStack", "Flex", "Grid", "Text"] { roles[name] = .children }
        for name in ["Callout", "Note", "Banner", "Admonition", "Tip", "Warning", "Caution", "Important", "InlineNotification"] { roles[name] = .callout }
        // Storybook's doc blocks and Polaris's live examples: they run the team's components.
        for name in ["Canvas", "Story", "Stories", "Primary", "Controls", "ArgTypes", "ArgsTable", "Source", "Props", "Examples", "StorybookEmbed"] { roles[name] = .drop }
        return roles
    }()

    /// The role of `name`, or `nil` for a component Handbook does not know.
    public func role(of name: String) -> MDXRole? {
        named[name] ?? Self.defaults[name]
    }
}
