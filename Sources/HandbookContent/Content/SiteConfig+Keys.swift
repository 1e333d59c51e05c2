import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import HandbookMDX

/// The keys of `site.yml`, declared once: `SiteConfig.parse` reads every value through
/// them, and `handbook schema site` prints them as JSON Schema for editors.
public enum SiteKeys {
    package static let title = YAMLKey("title", .text, "The design system's name: the header of every page and the end of every page title.")
    package static let description = YAMLKey("description", .text, "One sentence about the site, for the home page and for search engines.")
    package static let language = YAMLKey("language", .text, "The language the pages are written in, as a BCP 47 tag (en, de-CH); every page's lang attribute.")
    package static let basePath = YAMLKey("base-path", .text,
                                  "The path the site is served under: / at a domain's root, /REPO/ for a GitHub Pages project site. `handbook build --base-path` overrides it.")
    /// An address written into every page's links (`url`, `repository`, `edit-url`): `http(s)://`
    /// with nothing that could end an attribute, so `javascript:alert(1)//` is no "Edit this page" link.
    static func webAddress(_ key: String) -> TextRule {
        TextRule(pattern: TextPattern("^[hH][tT][tT][pP][sS]?://[^\\s\"'<>`\\\\{}|^]+$",
                                      problem: YAMLProblem("site.url", "\(key) must be an http:// or https:// address, not '{value}'"), example: "https://design.example.com"),
                 format: "uri")
    }

    package static let url = YAMLKey("url", .text(webAddress("url")),
                             "The absolute URL the site is published at (https://design.example.com): sitemap.xml's addresses and the rule pages `handbook check --format sarif` links.")
    package static let navigation = YAMLKey("navigation", .texts, "Guideline section folders in sidebar order; sections not named follow in their own order.")
    package static let font = YAMLKey("font", .text,
                              "The preview font: `default` for Inter Medium, or a font file relative to the content folder. Shorthand for a `fonts` list of one.")
    /// The most device widths a site previews: each is one more picture of every example.
    package static let largestWidthCount = 24
    package static let deviceWidths = YAMLKey("device-widths",
                                      .list(.positive, ListRule(entryWhat: "a device width")
                                          .atLeast(1, YAMLProblem("site.device-widths", "device-widths needs at least one width"))
                                          .atMost(largestWidthCount, YAMLProblem("site.device-widths", "device-widths lists {value} widths; at most \(largestWidthCount) are previewed (every one is a picture per example, locale and theme)"))),
                                      "Device widths in points at which component variants are previewed; the smallest is the one fixed tabs must fit.")
    package static let unsafeHTML = YAMLKey("unsafe-html", .flag, "Whether raw HTML in Markdown is kept in the page; it is left out unless this is true.")
    package static let unsafeFiles = YAMLKey("unsafe-files", .texts,
                                     "Content files that may carry script, published as they are although unsafe-html is false: globs relative to the content folder (demos/**/*.html). Every other .html, .js or scripted .svg is refused.")
    package static let repository = YAMLKey("repository", .text(webAddress("repository")),
                                    "The repository's web address (https://github.com/ORG/REPO), for each page's \"Edit this page\" link.")
    package static let editURL = YAMLKey("edit-url", .text(webAddress("edit-url")),
                                 "Where \"Edit this page\" links start when the host's edit URLs differ from GitHub's; the file's path is added to it.")
    package static let accent = YAMLKey("accent", .text(TextRule(pattern: TextPattern(
        "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", problem: YAMLProblem("site.theme.accent", "theme accent must be a colour like #0b63ce"), example: "#3b4fd8"))),
                                "The theme's accent colour, as #rrggbb or #rgb (quote it: a bare # starts a YAML comment).", what: "theme accent")
    package static let theme = YAMLKey("theme", .mapping(YAMLMapping("theme", [accent])), "Settings of the built-in theme.")
    package static let rulePages = YAMLKey("rule-pages", .mapping(YAMLMapping("rule-pages", RulePages.knownKeys.map(rulePage))),
                                   "The page explaining each family of checks (labels) or single rule (labels.digits), as a content path; findings and Don't captions point there.")

    /// A BCP 47 language tag, reported with `id` when it is not one.
    package static func languageTag(_ id: String) -> TextRule {
        TextRule(pattern: TextPattern("^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*$",
                                      problem: YAMLProblem(id, "'{value}' is not a BCP 47 language tag like en, de-CH or zh-Hant"), example: "de"))
    }

    package static let locales = YAMLKey("locales", .list(.text(languageTag("site.locales")),
        ListRule(entryWhat: "a locale")
            .atLeast(1, YAMLProblem("site.locales", "locales needs at least one language, the source language first"))
            .unique(.wholeEntry, YAMLProblem("site.locales", "locale '{value}' appears twice"))),
        "The languages the site's labels are checked in, as BCP 47 tags; the first is the source language the content is written in.")
    package static let translations = YAMLKey("translations", .list(.text, ListRule(entryWhat: "a translation path")),
                                      "Translation catalogs, files or folders relative to the content folder: .xcstrings, res/values-XX/strings.xml, .po, .xliff or .xlf.")
    package static let fontFile = YAMLKey("file", .text, "The font file, relative to the content folder (or absolute).",
                                  missing: YAMLProblem("site.fonts", "a font needs a 'file'"))
    package static let fontFace = YAMLKey("face", .number(NumberRule(whole: true, minimum: 0)), "Which face of a font collection (.ttc) to use, from 0.", what: "face")
    package static let fontName = YAMLKey("name", .text, "The family name the site's CSS gives this font.")
    package static let fonts = YAMLKey("fonts", .list(.either([.text, .mapping(YAMLMapping("a font", [fontFile, fontFace, fontName]))]),
                                              ListRule(entryWhat: "a font").atLeast(1, YAMLProblem("site.fonts", "fonts needs at least one font"))),
                               "The preview font stack, first choice first: font files, or mappings with file, face and name. A label is drawn with the first font that has its characters.")
    package static let versionName = YAMLKey("name", .text(TextRule(pattern: TextPattern(
        "^[A-Za-z0-9][A-Za-z0-9._-]*$",
        problem: YAMLProblem("site.versions", "version name '{value}' must be a folder name: letters, digits, '.', '_' and '-'"), example: "1.0"),
        numbers: true)),
        "The version's name, and the folder it is published under (1.0/).", what: "version name", missing: YAMLProblem("site.versions", "a version needs a 'name'"))
    package static let versionRef = YAMLKey("ref", .textOrNumber, "The git branch, tag or commit the version is built from.", what: "version ref",
                                    missing: YAMLProblem("site.versions", "a version needs a 'ref'"))
    package static let versions = YAMLKey("versions", .list(.mapping(YAMLMapping("a version", [versionName, versionRef])),
                                                    ListRule().unique(.key("name"), YAMLProblem("site.versions", "version '{value}' appears twice"))),
                                  "Older versions built from git and published beside the current one, each under its name.")

    package static let tokenResolver = YAMLKey("resolver", .text, "A DTCG 2025.10 resolver document (.resolver.json), relative to the content folder.")
    package static let tokenFiles = YAMLKey("files", .list(.text, ListRule(entryWhat: "a token file")),
                                    "DTCG token files (.tokens.json), merged in order, when there is no resolver.")
    package static let tokenContexts = YAMLKey("contexts", .list(.text, ListRule(entryWhat: "a context")),
                                       "The resolver contexts previews are drawn in (light, dark, high-contrast); every context by default.")
    package static let tokens = YAMLKey("tokens", .either([.text, .mapping(YAMLMapping("tokens", [tokenResolver, tokenFiles, tokenContexts]))]),
                                "The team's design tokens: a DTCG resolver document (.resolver.json; its contexts become preview themes) or one token file, or a mapping with resolver or files and the contexts to draw. Specs use them in style: and metrics:.")

    package static let iconFont = YAMLKey("font", .text, "An icon font (.ttf, .otf) relative to the content folder, whose glyphs items name by ligature or glyph name; looked in after Content/icons/ and before Material Icons.")
    package static let icons = YAMLKey("icons", .mapping(YAMLMapping("icons", [iconFont])),
                               "Where items' icons come from besides Content/icons/NAME.svg and the bundled Material Icons: an icon font.")

    package static let checkRuleLevel = YAMLKey("rule", .choice(Choices(CheckSettings.Level.allCases.map(\.rawValue), id: "site.check",
                                                                  wording: .mustBe(what: "a rule's level"))),
                                        "How findings of this rule are reported: error, warning (a guideline rule's own level) or off.", what: "a rule's level")
    package static let checkRules = YAMLKey("rules", .mapping(YAMLMapping("check rules", [], otherKeys: checkRuleLevel)),
                                    "Levels by rule id (contrast.text: error, tokens.color-hex: off). Errors that stop the build keep their level.")
    package static let checkIgnore = YAMLKey("ignore", .list(.text, ListRule(entryWhat: "a path glob")),
                                     "Globs relative to the content folder (tokens/vendor/**): warnings located in matching files are not reported.")
    package static let check = YAMLKey("check", .mapping(YAMLMapping("check", [checkRules, checkIgnore])),
                               "How `handbook check` and the build report findings: levels per rule, and files whose warnings are left out (a vendor's token files).")

    package static let mdxComponents = YAMLKey("mdx-components", .mapping(YAMLMapping("mdx-components", MDXRole.nameable.map(mdxRole))),
                                       "What the components of .mdx pages become, by role: lists of component names under block, children, lede, do-dont, do, dont, callout, warning, tip, link, code, child-pages, drop, meta, tabs, tab-item or card. Names not listed keep Handbook's defaults; unknown components keep their children; a partial Templates/partials/mdx/NAME.mustache renders NAME whatever its role.")

    package static let mdxLegacy = YAMLKey("legacy", .choice(Choices(MDXLegacyLevel.allCases.map(\.rawValue), id: "site.mdx", wording: .mustBe(what: "mdx legacy"))),
                                   "How MDX 1 spellings that MDX 3 rejects (<!-- comments -->, a '<' before a digit, a '{' in prose) are reported: warn (the default: read as MDX 1 read them, one warning per spelling and file) or error (the build fails on them).",
                                   what: "mdx legacy")
    package static let mdxMarkdownFiles = YAMLKey("md-files", .choice(Choices(MDXSettings.MarkdownFiles.allCases.map(\.rawValue), id: "site.mdx", wording: .mustBe(what: "mdx md-files"))),
                                          "What .md pages are read as: md (the default: CommonMark) or mdx (as Docusaurus reads them by default: import and export lines left out, components read).",
                                          what: "mdx md-files")
    package static let mdx = YAMLKey("mdx", .mapping(YAMLMapping("mdx", [mdxLegacy, mdxMarkdownFiles])),
                             "How MDX is read: whether MDX 1 spellings warn or fail the build (legacy), and whether .md pages are MDX too (md-files).")

    /// An `mdx-components` key: one role and the components that have it.
    private static func mdxRole(_ role: MDXRole) -> YAMLKey {
        let summaries: [MDXRole: String] = [
            .block: "Components whose Markdown children become a block of their own (Large, Small, LayoutSection).",
            .children: "Components whose children are kept as if the tags were not there, without a warning (Box, Stack).",
            .lede: "Components holding the page's lead paragraph (Lede).",
            .doDont: "Components holding a do/don't pair, whose #### Do and #### Don't headings start the two figures (DoDont).",
            .doItem: "Components holding one Do figure (Do).",
            .dontItem: "Components holding one Don't figure (Dont).",
            .callout: "Components shown as the theme's callout box (Callout, Note, Banner); a status, tone, kind or type attribute picks its tone.",
            .warning: "Components shown as the callout box in its warning tone (Warning, Caution, Danger).",
            .tip: "Components shown as the callout box in its positive tone (Tip, Success).",
            .childPages: "Components standing for a list of the folder's pages, as a generated folder index lists them (ChildPages, DocCardList).",
            .code: "Components shown as a code block (Code).",
            .link: "Components that are links to their href or to attribute (Link).",
            .drop: "Components left out with their children: live code that needs the team's runtime (Canvas, Story, Controls).",
            .meta: "Components whose title attribute gives the page's title (Storybook's Meta).",
            .tabs: "Components shown as tabs, one per tab-item child (Tabs).",
            .tabItem: "Components shown as one tab's panel, labelled by their label or value attribute (TabItem).",
            .card: "Components shown as a card of their title, description and href attributes (ResourceCard).",
        ]
        return YAMLKey(role.rawValue, .texts, summaries[role] ?? "", what: "an MDX component name")
    }

    /// Every key of site.yml, in the order the README lists them.
    public static let root = YAMLMapping("site.yml", [
        title, description, language, locales, translations, navigation, font, fonts, deviceWidths, basePath, url, unsafeHTML, unsafeFiles,
        repository, editURL, theme, tokens, icons, rulePages, versions, mdxComponents, mdx, check,
    ], exclusions: [
        YAMLExclusion("font", "fonts", YAMLProblem("site.fonts", "font and fonts both name the preview font; keep fonts (font is its one-font shorthand)")),
    ])

    /// A `rule-pages` key: a rule family or a single rule.
    private static func rulePage(_ key: String) -> YAMLKey {
        let summary = GuidelineRule.named(key).map { "The page explaining \(key): \($0.summary)" }
            ?? "The page explaining every \(key).* rule."
        return YAMLKey(key, .text, summary + " A content path, e.g. guidelines/writing.md or components/tabs.yml.", what: "a rule page")
    }
}
