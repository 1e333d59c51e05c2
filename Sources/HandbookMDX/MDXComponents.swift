import HandbookMarkdown

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
                                        "Code": .code, "CodeBlock": .code, "InlineCode": .code, "Meta": .meta, "Link": .link,
                                        "Tabs": .tabs, "TabItem": .tabItem]
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
