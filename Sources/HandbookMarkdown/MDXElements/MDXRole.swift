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
    /// A set of tabs (Docusaurus's and Starlight's `<Tabs>`, a `:::code-group`): a tab list
    /// of its `tab-item` children's labels, each child a panel.
    case tabs
    /// One tab's panel (`<TabItem value="…" label="…">`), labelled by `label`, else `value`.
    case tabItem = "tab-item"
    /// A component whose text is in its attributes (`<ResourceCard title=… description=…/>`):
    /// a card of its title (a link to its `href` or `to`) and its description.
    case card
    /// A `:::name` directive that is not an admonition: a neutral container classed by its
    /// name (`directive-code-group`); not named in site.yml.
    case directive
    /// The ordered list a `:::steps` directive makes of its headings' sections; not named in site.yml.
    case steps
    /// One section of a `:::steps` directive, from one of its headings to the next; not named in site.yml.
    case step

    /// The roles site.yml's `mdx-components` can give a component: the others are made by
    /// the translation itself (HTML elements, directives and their parts).
    public static let nameable: [MDXRole] = allCases.filter { ![.html, .directive, .steps, .step].contains($0) }
}
