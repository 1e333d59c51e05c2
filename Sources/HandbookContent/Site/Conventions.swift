import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// The names Handbook gives folders, paths and templates, and its defaults, each written
/// once: every stage asks here instead of spelling `"components/"` or `"Templates"` itself.
public enum Conventions {
    /// The content folder `build`, `check` and `serve` read by default.
    public static let contentFolder = "Content"
    /// The theme folder that overrides the built-in theme file by file, when it exists.
    public static let templatesFolder = "Templates"
    /// Where `handbook build` writes the site by default.
    public static let outputFolder = "_site"
    /// The settings file inside the content folder.
    public static let settingsFile = "site.yml"

    /// The content folder holding component specs (`components/NAME.yml`) and their notes
    /// (`components/NAME.md`), and the site section their pages form.
    public static let componentsFolder = "components"
    /// A team's own icons: `icons/NAME.svg` (and `NAME-fill.svg`), which items name by `icon: NAME`.
    public static let iconsFolder = "icons"

    /// Device widths, in points, that previews are drawn at when site.yml names none:
    /// the smallest phone, two common phones and a tablet.
    public static let deviceWidths: [Double] = [320, 375, 390, 768]
    /// The width a preview is drawn at when its example names none: a common phone.
    public static let defaultPreviewWidth = 375.0
    /// Widths from here up are tablets (a tab bar there never shows More and centres its items).
    public static let tabletMinimumWidth = 600.0
    /// Where Material's expanded window class begins (840 dp): the navigation rail expands,
    /// its labels beside the icons.
    public static let expandedMinimumWidth = 840.0
    /// The tablet width used when a site lists no tablet width.
    public static let defaultTabletWidth = 768.0

    /// The stylesheet declaring the preview fonts (`PreviewWebFonts`).
    public static let previewFontsStylesheet = "assets/preview-fonts.css"

    /// The layout every page is rendered into.
    public static let layoutTemplate = "layout"
    /// The sidebar, rendered once per section.
    public static let navigationTemplate = "partials/navigation"
    /// A computed preview: the SVG with its caption.
    public static let previewTemplate = "partials/preview"
    /// What a generated index page lists: the home page's sections, a section's pages.
    public static let indexListTemplate = "partials/index-list"
    /// The frame around each section of a component page (heading, anchor, body).
    public static let componentSectionTemplate = "partials/component/section"
    /// The order of a component page's sections: each section's id as a `{{{slot}}}`.
    public static let componentPageTemplate = "partials/component/page"

    /// The folder of a team's partials for MDX components: `partials/mdx/NAME`.
    public static let mdxPartialsFolder = "partials/mdx/"
    /// The template of one component page section, e.g. `partials/component/anatomy`.
    public static func componentSectionTemplate(_ id: String) -> String { "partials/component/" + id }

    /// The content path of component `name`'s spec.
    public static func componentSpec(_ name: String) -> String { componentsFolder + "/" + name + ".yml" }
    /// The content path of component `name`'s notes.
    public static func componentNotes(_ name: String) -> String { componentsFolder + "/" + name + ".md" }
    /// The site directory of component `name`'s page, e.g. `components/tabs/`.
    public static func componentPage(_ name: String) -> String { componentsFolder + "/" + name + "/" }
    /// The component's facts as JSON, published beside its page (`components/tabs.json`).
    public static func componentFacts(_ name: String) -> String { componentsFolder + "/" + name + ".json" }

    /// A spec's component name: its file name without extension, as a URL segment
    /// (`components/Tab bar.yml` → `tab-bar`).
    public static func componentName(ofSpec path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        return SitePath.slug(name)
    }

    /// Whether a content path is a file directly inside the components folder.
    package static func isComponentFile(_ relative: String) -> Bool {
        relative.hasPrefix(componentsFolder + "/") && !relative.dropFirst(componentsFolder.count + 1).contains("/")
    }
}
