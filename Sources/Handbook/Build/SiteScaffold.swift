import Foundation

/// The files of a new site (`handbook init`): enough to build at once and to show the shape
/// of guideline pages and component specs, wired to the JSON Schemas so an editor with the
/// YAML language server validates and completes site.yml and specs as they are typed.
public enum SiteScaffold {
    /// Where a site keeps the schemas `handbook init` writes, beside its content folder.
    public static let schemaFolder = ".handbook/schemas"

    /// The modeline that points the YAML language server at `schema` from a file `depth`
    /// folders below the site's root (its path is resolved from the file's own folder).
    static func modeline(_ schema: HandbookSchema, depth: Int) -> String {
        "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + schemaFolder + "/" + schema.fileName + "\n"
    }

    /// VS Code settings mapping every spec and site.yml to their schemas, for files opened
    /// without the modeline (specs added later by copying another file's body).
    static var editorSettings: String {
        let content = Conventions.contentFolder
        let settings: JSONValue = [
            "yaml.schemas": [
                schemaFolder + "/" + HandbookSchema.component.fileName: [.string(content + "/" + Conventions.componentsFolder + "/*.yml")],
                schemaFolder + "/" + HandbookSchema.site.fileName: [.string(content + "/" + Conventions.settingsFile)],
            ],
        ]
        return settings.printed()
    }

    /// Every file of a new site, with its text.
    static var files: [(String, String)] {
        var files = HandbookSchema.allCases.map { (schemaFolder + "/" + $0.fileName, $0.json) }
        files += [
            (".vscode/settings.json", editorSettings),
            (".vscode/extensions.json", JSONValue.object([.init("recommendations", ["redhat.vscode-yaml"])]).printed()),
        ]
        files += contentFiles.map { path, text in
            if path == "Content/site.yml" { return (path, modeline(.site, depth: 1) + text) }
            if path.hasSuffix(".yml") { return (path, modeline(.component, depth: 2) + text) }
            return (path, text)
        }
        return files
    }

    /// Files whose user may already have their own (an existing repository's editor settings): kept, not overwritten.
    static let keptIfPresent: Set<String> = [".vscode/settings.json", ".vscode/extensions.json"]

    static let contentFiles: [(String, String)] = [
        ("Content/site.yml", """
        title: My design system
        description: Guidelines and components for our products.
        language: en
        navigation: [foundations]
        font: default
        device-widths: [\(Conventions.deviceWidths.map(SVGNumber.format).joined(separator: ", "))]
        # The page that explains each family of checks; Don't captions link to it.
        rule-pages: { tabs: components/tabs.yml, labels: components/tabs.yml }
        # Design tokens (DTCG 2025.10): previews are drawn in every theme the resolver defines.
        tokens: tokens/starter.resolver.json

        """),
        ("Content/tokens/starter.resolver.json", """
        {
          "name": "Starter",
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }

        """),
        ("Content/tokens/base.tokens.json", """
        {
          "color": {
            "$type": "color",
            "surface": { "$value": "#ffffff", "$description": "Bars and controls." },
            "text": { "$value": "#4b5260", "$description": "Inactive labels." },
            "accent": { "$value": { "colorSpace": "srgb", "components": [0.18, 0.3, 0.8], "hex": "#2e4ccc" }, "$description": "The selection." },
            "divider": { "$value": "#d6dae1" }
          },
          "type": {
            "label": {
              "$type": "typography",
              "$value": { "fontFamily": ["Inter", "sans-serif"], "fontSize": { "value": 14, "unit": "px" }, "fontWeight": 500,
                          "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 }
            }
          }
        }

        """),
        ("Content/tokens/dark.tokens.json", """
        {
          "color": {
            "surface": { "$value": "#1b2029" },
            "text": { "$value": "#b3bac6" },
            "accent": { "$value": "#9aa8ff" },
            "divider": { "$value": "#343b47" }
          }
        }

        """),
        ("Content/index.md", """
        ---
        title: My design system
        summary: Start here to find the guidelines and components of our products.
        ---

        Welcome. The [foundations](guidelines/foundations/index.md) explain how we make decisions;
        the [Tabs](components/tabs.md) page shows a component with computed previews.

        """),
        ("Content/guidelines/foundations/index.md", """
        ---
        title: Foundations
        order: 1
        summary: The principles every component follows.
        ---

        ## Clarity first

        Every screen answers one question. When two elements compete, remove one.

        ## Content decides

        Write the labels before choosing the component: their length and number decide
        between [fixed and scrolling tabs](../../components/tabs.md).

        """),
        ("Content/components/tabs.yml", """
        component: Tabs
        summary: Switch between sections of content that stand on their own.
        kind: tabs
        anatomy:
          - { part: container, description: Holds the items and spans the width of the screen. }
          - { part: item, description: One destination; the whole item is the touch target. }
          - { part: label, description: One or two words naming the section. }
          - { part: indicator, description: Marks the selected item. }
        variants:
          scroll: { description: Items as wide as their labels; the bar scrolls when they overflow. }
          fixed: { description: Items share the width equally; for two to four short labels., min-items: 2, max-items: 4 }
        states: [default, pressed, active]
        metrics: { height: 48, item-padding: 16, min-item-width: 90, edge-padding: 52, font-size: 14, font-weight: 500, indicator-height: 3 }
        style:
          container: "{color.surface}"
          label: "{color.text}"
          active-label: "{color.accent}"
          indicator: "{color.accent}"
          divider: "{color.divider}"
          font: "{type.label}"
        content: { max-words: 2, case: sentence, digits: false }
        examples:
          - { title: Order details, variant: fixed, items: [Summary, Items], selected: 0 }
        known-gaps: [Badges on tab items]

        """),
        ("Content/components/tabs.md", """
        ## When to use

        Use tabs to move between sections of one screen that are equally important.

        """),
    ]

    /// Writes the scaffold under `directory`; refuses to overwrite an existing `Content/`.
    @discardableResult
    public static func create(at directory: String) throws(DiagnosticsError) -> [String] {
        let manager = FileManager.default
        if manager.fileExists(atPath: directory + "/Content") {
            throw DiagnosticsError([.error("init.exists", "'\(directory)/Content' already exists; choose a new folder", at: nil)])
        }
        var written: [String] = []
        for (relative, text) in files {
            let path = directory + "/" + relative
            if keptIfPresent.contains(relative) && manager.fileExists(atPath: path) { continue }
            do {
                try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw DiagnosticsError([.error("init.io", "cannot write '\(path)': \(error.localizedDescription)", at: nil)])
            }
            written.append(relative)
        }
        return written
    }
}
