/// A kind of diagnostic Handbook reports about content, other than the guideline rules
/// (`GuidelineRule`): its stable id, how serious it is, and what it asks of the author.
/// Tools that list every rule up front (`handbook check --format sarif`) read these; a
/// test checks that every id the sources report is here or among the guideline rules.
public struct DiagnosticKind: Sendable, Hashable {
    public let id: String
    /// The severity it is reported with.
    public let severity: Diagnostic.Severity
    /// One sentence: what is wrong when it is reported.
    public let summary: String
    /// How to put it right.
    public let help: String

    package init(_ id: String, _ severity: Diagnostic.Severity, _ summary: String, _ help: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.help = help
    }

    /// The kind with `id`, if Handbook has one.
    public static func named(_ id: String) -> DiagnosticKind? { all.first { $0.id == id } }

    /// Every kind, grouped by the family of its id. Not here: `init.*` (only `handbook init`
    /// reports them) and `output.*` (only a build that writes a site).
    public static let all: [DiagnosticKind] = [
        // Files and folders
        DiagnosticKind("content.missing", .error, "The content folder does not exist.", "Pass the folder with --content, or run Handbook where Content/ is."),
        DiagnosticKind("content.unreadable", .error, "A folder of the content cannot be read.", "Check the folder's permissions."),
        DiagnosticKind("content.link-outside", .error, "A symbolic link leads outside its folder (content, templates, catalogs, tokens, icons or a version); nothing behind it is read or published.", "Copy the file into the folder, or point the link at something inside it."),
        DiagnosticKind("content.broken-link", .warning, "A symbolic link in the content points at nothing; it is skipped.", "Remove the link or restore what it points at."),
        DiagnosticKind("content.symlink-loop", .warning, "A symbolic link in the content points at a folder that holds it; the loop is not followed.", "Remove the link that points back at its own folder."),
        DiagnosticKind("content.symlink-repeat", .warning, "A symbolic link in the content leads to a folder already read; it is not read twice.", "Keep one way to the folder, or link the pages you mean."),
        DiagnosticKind("content.duplicate-url", .error, "Two content files would be published at the same URL.", "Rename or move one of them."),
        DiagnosticKind("content.hard-link", .error, "A file has more than one name (a hard link), so where it comes from cannot be checked; it is not read.", "Replace the hard link with a copy of the file."),
        DiagnosticKind("content.unsafe-file", .error, "A content file published as it is would run script on the site: HTML, JavaScript, or SVG/XML with scripts, event attributes or javascript: links.", "Write it as a page, remove the script, or list the file under unsafe-files: in site.yml if it is trusted."),
        DiagnosticKind("output.collision", .error, "A content file or page would be published where the build writes a file of its own (a generated page, the theme's assets, the search index), or two would share one address.", "Rename or move the file."),
        DiagnosticKind("output.link", .error, "The output folder or .handbook/ beside it is a symbolic link; the build writes only into real folders.", "Remove the link; the build makes the folder itself."),
        DiagnosticKind("fact.unknown", .error, "A page cites a computed fact ([TEXT](fact:COMPONENT/PLATFORM/PROPERTY)) that no component spec gives.", "Name a component spec, ios, android or web, and one of height, indicator, icon, label-size, item-width."),
        DiagnosticKind("fact.stale", .warning, "A cited fact's written text differs from what the engine computes; the page shows the computed value.", "Write the computed value as the link's text."),
        DiagnosticKind("yaml.too-large", .error, "A YAML document expands to more than 100,000 values once its aliases are repeated (an alias bomb); nothing in it is read.", "Write the values out, or use fewer nested aliases."),
        DiagnosticKind("file.unreadable", .error, "A file cannot be read.", "Check that it exists and that its permissions allow reading."),
        DiagnosticKind("markdown.paragraph-too-long", .error, "A page holds a paragraph longer than 100,000 bytes; the page is not read.", "Break the text into paragraphs with blank lines: the Markdown parser's time grows with the square of a paragraph's length."),
        DiagnosticKind("file.too-large", .error, "A file is larger than Handbook reads for a file of its kind.", "Split the file, or leave it out of the content folder."),
        DiagnosticKind("file.invalid-utf8", .error, "A file is not valid UTF-8 text.", "Save the file as UTF-8."),
        DiagnosticKind("build.page-text", .error, "A page's rendered text, kept in Handbook's cache during the build, could not be read back.", "Build again; if it happens again, remove Handbook's cache folder."),
        DiagnosticKind("build.internal", .error, "Handbook failed in a way that is a bug in Handbook, not in the content.", "Report it with the content that caused it."),

        // YAML, front matter and site.yml
        DiagnosticKind("yaml.syntax", .error, "The file is not valid YAML.", "Fix the syntax at the position shown: a missing bracket, quote or colon, or wrong indentation."),
        DiagnosticKind("yaml.duplicate-key", .error, "A key appears twice in one mapping.", "Keep one of them."),
        DiagnosticKind("yaml.unknown-key", .error, "A key Handbook does not know; often a misspelling.", "Use the key suggested, or remove it. `handbook schema` lists every key."),
        DiagnosticKind("yaml.type", .error, "A value has the wrong type: text where a list is expected, a word where a number is.", "Write the value as the message says."),
        DiagnosticKind("yaml.value", .error, "A number is out of range, such as a width of zero.", "Write a value within the range the message gives."),
        DiagnosticKind("front-matter.unclosed", .error, "A page's front matter has no closing ---.", "End the front matter with a line holding only ---."),
        DiagnosticKind("front-matter.unknown-key", .warning, "A front matter key is close to one Handbook knows; probably a misspelling.", "Use the key suggested; keys that are not near a known one are kept for templates."),
        DiagnosticKind("front-matter.value", .warning, "A front matter value cannot be used as written.", "Write it as the message says."),
        DiagnosticKind("site.missing", .error, "The content folder has no site.yml.", "Create site.yml with at least a title (handbook init makes one)."),
        DiagnosticKind("site.empty", .error, "site.yml is empty.", "Give the site at least a title."),
        DiagnosticKind("site.font", .error, "The preview font cannot be read or is not installed.", "Give a font file relative to the content folder, or install fonts-inter for the default."),
        DiagnosticKind("site.fonts", .error, "A fonts entry is incomplete, or font and fonts are both set.", "Give each entry a file, and keep either font or fonts."),
        DiagnosticKind("site.device-widths", .error, "device-widths lists no width, or more than 24.", "List between one and 24 device widths in points."),
        DiagnosticKind("site.theme.accent", .error, "The theme's accent is not a colour.", "Write it as #rrggbb or #rgb, in quotes."),
        DiagnosticKind("site.rule-pages", .warning, "rule-pages names a page the site does not have.", "Correct the content path, or add the page."),
        DiagnosticKind("site.locales", .error, "A locale is not a BCP 47 language tag, or appears twice.", "Write tags like en, de-CH or zh-Hant, each once, the source language first."),
        DiagnosticKind("site.url", .error, "An address in site.yml (url, repository, edit-url) is not an http:// or https:// address.", "Write the web address, starting with https://."),
        DiagnosticKind("site.translations", .error, "A translation path is absolute.", "Give paths relative to the content folder; they may lead anywhere inside the repository."),
        DiagnosticKind("site.versions", .error, "A version lacks a name or ref, its name is not a folder name, or two versions share a name.", "Give each version a unique name and the git ref to build it from."),

        DiagnosticKind("site.mdx", .error, "mdx: is not a mapping of legacy and md-files, or a value is not one they take.", "Write mdx: { legacy: warn | error, md-files: md | mdx }."),
        DiagnosticKind("site.check", .error, "check: is not a mapping of rules and ignore, or a rule's level is not error, warning or off.", "Write check: { rules: { RULE: error | warning | off }, ignore: [globs] }."),
        DiagnosticKind("site.check-rule", .warning, "check: rules names an id Handbook does not report, or tries to lower an error that stops the build.", "Use a rule id from a finding's brackets; errors that stop the build cannot be switched off."),
        DiagnosticKind("baseline.syntax", .error, "The file handbook check --baseline reads is not a baseline Handbook wrote.", "Write it anew with handbook check --write-baseline FILE."),
        DiagnosticKind("site.tokens", .error, "tokens names a path outside the content folder, both a resolver and files, or nothing to read.", "Name a .resolver.json or token files relative to the content folder."),

        // Design tokens
        DiagnosticKind("tokens.file-missing", .error, "A token file or resolver site.yml names does not exist.", "Correct the path, relative to the content folder."),
        DiagnosticKind("tokens.syntax", .error, "A token or resolver file is not valid JSON.", "Fix the syntax at the position shown."),
        DiagnosticKind("tokens.alias-missing", .error, "An alias, $extends or a spec's style names a token or group that does not exist.", "Use the name suggested, or define the token."),
        DiagnosticKind("tokens.alias-depth", .error, "An alias chain is longer than 64 tokens: the token and every alias to it are left out.", "Point the token at the value it ends in, or at a token a few steps from it; real systems chain two or three."),
        DiagnosticKind("tokens.alias-cycle", .error, "Aliases refer to each other in a circle.", "Break the cycle the message names by giving one token a value."),
        DiagnosticKind("tokens.value", .error, "A token's value cannot be written as the CSS it claims to be (a font family with quotes or semicolons).", "Write the value plainly: a family name of letters, digits, spaces, '-', '_' and '.'."),
        DiagnosticKind("tokens.type-mismatch", .error, "A value does not fit its $type, or a spec uses a token of the wrong type.", "Write the value as its type asks (a colour, a dimension {value, unit} …), or use a token of the right type."),
        DiagnosticKind("tokens.type-unknown", .warning, "A $type the Format module does not define; its tokens are kept as written and shown, not drawn with.", "Use a type of the Format module where Handbook should draw with the token."),
        DiagnosticKind("tokens.type-missing", .error, "A token has no $type and no group above it gives one.", "Add $type to the token or its group."),
        DiagnosticKind("tokens.modifier-default", .warning, "A resolver modifier with several contexts names no default; Handbook takes the first.", "Give the modifier a \"default\" context."),
        DiagnosticKind("tokens.nonstandard", .warning, "A value is written in a form the DTCG Format module does not define but whose meaning is clear (\"16px\", a bare 0, a letter spacing in em, a line height in px); it is read as the message says. One per file and form.", "Write the Format module's form ({ \"value\", \"unit\": \"px\" | \"rem\" } dimensions, a number for lineHeight), or keep the file as it is: it is read the same way."),
        DiagnosticKind("tokens.resolver-unused", .warning, "A resolver declares a set or modifier that its resolutionOrder leaves out, so its tokens are in no context.", "Add a $ref to it to resolutionOrder, or remove it."),
        DiagnosticKind("tokens.color-hex", .warning, "A colour object's optional hex fallback is not a 6-digit #rrggbb colour; its components are used.", "Write the fallback as #rrggbb, or leave it out."),
        DiagnosticKind("tokens.color-invalid", .error, "A colour object is malformed: unknown colorSpace, wrong number of components, a component or alpha out of range, or a bad hex.", "Write {colorSpace, components, alpha?, hex?} as the DTCG Color module defines it."),
        DiagnosticKind("tokens.name-invalid", .error, "A token or group name contains '{', '}' or '.'.", "Rename it; dots separate groups in references."),
        DiagnosticKind("tokens.resolver", .error, "A resolver document lacks its resolutionOrder, a set's sources or a modifier's contexts.", "Write the resolver as the DTCG Resolver module defines it."),
        DiagnosticKind("tokens.resolver-ref", .error, "A resolver $ref points at a file that does not exist or a JSON pointer that names nothing.", "Correct the path (relative to the resolver) or the pointer."),
        DiagnosticKind("tokens.context-unknown", .error, "site.yml or a resolver's default names a context no modifier has.", "Use one of the contexts the message lists."),

        // Markdown and links
        DiagnosticKind("markdown.raw-html", .warning, "Raw HTML in Markdown is left out of the page.", "Write it in Markdown, or set unsafe-html: true in site.yml if the HTML is trusted."),
        DiagnosticKind("mdx.syntax", .error, "An MDX page is not MDX as its own compiler reads it: a tag or an expression that never ends or is not JavaScript, ESM that is not an import or export, a closing tag that does not match the open one.", "Do what the message says: close the tag (</Name>, or <Name /> without children) or the expression (}); write \\< or \\{ for a literal character."),
        DiagnosticKind("mdx.legacy", .warning, "An MDX page writes an MDX 1 spelling that MDX 3 rejects (an HTML comment, a '<' before a digit, an autolink, a '{' that starts no expression); it is read as MDX 1 read it (one finding per spelling and file; an error under site.yml's mdx: { legacy: error }).", "Write the MDX 3 spelling the message names: {/* … */} for a comment, &lt; or {'<'} for a '<', [text](url) for a link, \\{ for a brace."),
        DiagnosticKind("mdx.dropped", .warning, "Something an MDX page wrote is left out of it: a script, style or frame element, an event handler, an attribute whose value is JavaScript Handbook cannot read (one warning per page, naming each with its line).", "Write the content as Markdown or with plain attribute values to keep it."),
        DiagnosticKind("mdx.stories-title", .warning, "A Storybook docs page says <Meta of={Stories} />, and the stories file it imports gives no title Handbook can read; the page takes its # heading for a title.", "Write `title: 'Group/Name'` as a string in the stories file's default export, or give the page a title in front matter."),
        DiagnosticKind("mdx.expression", .warning, "An MDX page has JavaScript expressions Handbook cannot fill in; they are left out (one warning per page names them).", "Use {frontmatter.NAME} for front matter values, or write the text itself."),
        DiagnosticKind("mdx.unknown-component", .warning, "MDX pages use a component Handbook does not know; its children are kept (one warning per component for the whole build, listing where it is used).", "Name it in site.yml's mdx-components under a role (block, children, callout, drop …), or give it a partial Templates/partials/mdx/NAME.mustache."),
        DiagnosticKind("mdx.live-block", .warning, "Live-code blocks of MDX pages (Storybook's Canvas, Story, Controls; live examples) are left out: they need the team's React runtime (one warning for the whole build).", "Show the example as an image or a code block, or list the component under drop in mdx-components."),
        DiagnosticKind("link.broken", .warning, "A link points at a page or file the site does not have.", "Correct the path; links are written to the .md files they point at."),
        DiagnosticKind("link.anchor", .warning, "A link names a heading the page it points at does not have.", "Use the heading's id as the page shows it in its anchor links."),
        DiagnosticKind("link.draft", .warning, "A link points at a draft, which is not published.", "Link to the page once it is published, or remove the link."),
        DiagnosticKind("link.unsafe", .warning, "A link or image could run script or read local files, and is removed.", "Link with http, https, mailto or a relative path."),
        DiagnosticKind("image.missing", .warning, "An image file the page shows does not exist.", "Correct the path, or add the image to the content folder."),

        // Component specs and examples
        DiagnosticKind("spec.empty", .error, "A component spec is empty.", "Give it at least component, summary and kind."),
        DiagnosticKind("spec.missing-key", .error, "A component spec lacks a required key.", "Add component, summary and kind."),
        DiagnosticKind("spec.kind", .error, "A component spec names a kind Handbook does not know.", "Use tabs, tab-bar or segmented-control."),
        DiagnosticKind("spec.anatomy", .error, "An anatomy entry has no part name.", "Give each entry a part."),
        DiagnosticKind("spec.anatomy-part", .warning, "The anatomy diagram cannot point at this part; it is listed without a callout.", "Use container, item, segment, label, indicator, thumb, icon or badge where one is meant."),
        DiagnosticKind("spec.state", .error, "A state the component's kind cannot show.", "Use a state the kind has, and list others under known-gaps."),
        DiagnosticKind("spec.metrics", .error, "A metrics value is not one the key takes (indicator-span is label or item).", "Write indicator-span: label for primary tabs, or item for secondary tabs."),
        DiagnosticKind("spec.content-case", .error, "content case is neither sentence nor any.", "Write case: sentence or case: any."),
        DiagnosticKind("spec.variant-items", .error, "A variant's min-items is more than its max-items.", "Make min-items at most max-items."),
        DiagnosticKind("spec.style", .error, "A style value is neither a token reference nor a hex colour, or names a part the kind does not draw.", "Write {group.token} or #rrggbb for a part the message lists."),
        DiagnosticKind("spec.token-reference", .error, "A metric or the style's font is not a token reference.", "Write it as {group.token}, in quotes."),
        DiagnosticKind("spec.duplicate", .error, "Two specs describe one component.", "Keep one spec per component."),
        DiagnosticKind("spec.related", .warning, "related names a component the site has no spec for.", "Use the file name of another spec (tab-bar), or remove it."),
        DiagnosticKind("example.empty", .error, "A tabbar block is empty.", "Give it at least items."),
        DiagnosticKind("example.layout", .error, "The engine cannot lay out an example with the sizes its spec gives (a metric or token that is zero or negative).",
                       "Give the spec's metrics and size tokens positive values."),
        DiagnosticKind("example.items-missing", .error, "An example has no items.", "Add items: [First, Second]."),
        DiagnosticKind("example.items-empty", .error, "An example's items list is empty.", "List at least one item."),
        DiagnosticKind("example.items-too-many", .error, "An example lists more than 50 items: the example is not laid out.", "Show a bar or a tab row with the items a screen holds; a scrolling row needs only a few past the edge."),
        DiagnosticKind("example.item-label", .error, "An item written as a mapping has no label.", "Give the item a label."),
        DiagnosticKind("example.variant", .error, "An example names a variant the component's kind does not have.", "Use one of the variants the note lists."),
        DiagnosticKind("spec.ios-version", .error, "A spec names an iOS generation other than 26 or 18.", "Use ios-version: 26 (the floating bar) or 18 (the edge-to-edge bar)."),
        DiagnosticKind("spec.android-style", .error, "A spec names a Material generation other than expressive or baseline.", "Use android-style: expressive or baseline."),
        DiagnosticKind("example.icon-default", .error, "An item's icon mapping names no default glyph.", "Write icon: { default: NAME, selected: NAME }, or icon: NAME."),
        DiagnosticKind("spec.platform", .error, "A spec names a platform other than ios, android or web, or names one twice.", "Use platform: ios, android or web, a list of them, or leave it out."),
        DiagnosticKind("example.locale", .error, "An example's locale is not a BCP 47 language tag.", "Write a locale as site.yml lists it, e.g. de or zh-Hant."),
        DiagnosticKind("example.platform", .error, "An example names a platform other than ios, android or web.", "Use platform: ios, android or web, or leave it out to draw the spec's platforms."),
        DiagnosticKind("example.device", .error, "An example names a device other than phone or tablet.", "Use device: phone or device: tablet."),
        DiagnosticKind("example.intent", .error, "An example's intent is neither do nor dont.", "Use intent: do or intent: dont."),
        DiagnosticKind("example.selected", .error, "selected is not the index of an item.", "Number items from 0."),
        DiagnosticKind("icon.missing", .warning, "An item names an icon that no source provides: not Content/icons/NAME.svg, not the icon font site.yml names, not Material Icons. The item keeps a placeholder square.",
                       "Add the SVG file, name an icon font in site.yml (icons: { font: … }), or use a Material Icons name."),
        DiagnosticKind("icon.invalid", .error, "A team icon file is not a well-formed SVG with a viewBox (or a width and height).", "Fix the file at the place named; an icon is an <svg> of shapes."),
        DiagnosticKind("icon.unsafe", .error, "A team icon file holds a script, an event attribute or a reference to another resource; it is refused, never drawn.",
                       "Keep only shapes (path, circle, rect…) in icon files; export them again without scripts or linked images."),
        DiagnosticKind("icons.font", .error, "The icon font site.yml names cannot be opened as a font.", "Name a .ttf or .otf file relative to the content folder."),
        DiagnosticKind("example.bar-metrics", .error, "An example draws iOS 26's floating tab bar or iPadOS's top tab bar, and the spec's metrics lack a length it needs; Apple publishes none of them.",
                       "Give the lengths the message names in points under metrics: floating: or metrics: top-bar:."),
        DiagnosticKind("example.bar-key", .warning, "An example gives a search tab or sidebar-adaptable, but its bar does not draw it.",
                       "Use search: with variant: floating, sidebar-adaptable: with variant: top, or remove the key."),

        // Translations (site.yml `translations`)
        DiagnosticKind("translation.syntax", .error, "A translation catalog is not valid JSON, XML or gettext.", "Fix the catalog at the position shown, or export it again from the tool that made it."),
        DiagnosticKind("translation.structure", .error, "A translation catalog is well formed but not shaped as its format requires.", "Give the entry what the message names, or export the catalog again."),
        DiagnosticKind("translation.missing-file", .error, "A file or folder listed in translations does not exist.", "Correct the path, relative to the content folder."),
        DiagnosticKind("translation.unsupported-file", .error, "A file listed in translations is not a catalog Handbook reads.", "List .xcstrings, Android strings.xml (or its res folder), .po, .xliff or .xlf files."),
        DiagnosticKind("translation.empty-folder", .warning, "A folder listed in translations holds no catalog.", "List the folder that holds the catalogs, or remove the entry."),
        DiagnosticKind("translation.unknown-locale", .warning, "A catalog does not say which language it holds; it is skipped.", "Add the Language header (.po), target-language (XLIFF), or put it in a values-XX folder (Android)."),
        DiagnosticKind("translation.conflict", .warning, "One key has two different translations in one language; the first is used.", "Keep one of them in the catalogs."),
        DiagnosticKind("translation.locale-not-found", .warning, "A locale listed in site.yml has no catalog.", "Add its catalog to translations, or remove the locale."),
        DiagnosticKind("translation.locale-ambiguous", .warning, "A locale listed in site.yml matches catalogs of several regions; the likeliest is used.", "Name the region in locales, e.g. pt-BR."),
        DiagnosticKind("translation.source-language", .warning, "A catalog's source language is not the site's first locale.", "List the app's source language first in locales."),
        DiagnosticKind("translation.ambiguous", .warning, "A label without a key is the source text of several keys that translate it differently.", "Give the item the key the app uses (key:)."),
        DiagnosticKind("translation.untranslated", .warning, "A label's translation is its source text, in a language written in another script or not yet reviewed.", "Translate it, or mark the key not to be translated."),
        DiagnosticKind("translation.missing", .warning, "A locale listed in site.yml has no translation for a label.", "Add the label to the catalogs, or mark it not to be translated."),

        // Theme
        DiagnosticKind("theme.missing", .error, "The theme folder named with --templates does not exist.", "Correct the path, or leave it out for the built-in theme."),
        DiagnosticKind("theme.unreadable", .error, "A theme file cannot be read.", "Check the file's permissions."),
        DiagnosticKind("theme.syntax", .error, "A Mustache template does not parse.", "Fix the template at the position shown."),
        DiagnosticKind("theme.layout-missing", .error, "The theme has no layout template.", "Add layout.mustache, or remove the override so the built-in one is used."),
    ]
}
