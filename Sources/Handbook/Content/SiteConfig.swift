import Foundation
import Yams

/// The settings in `Content/site.yml`.
public struct SiteConfig: Sendable, Hashable {
    public var title = "Design system"
    public var description = ""
    public var language = "en"
    /// Path the site is served under (`/` or `/sub/`); used where links cannot be relative.
    public var basePath = "/"
    /// Absolute URL of the published site, for `sitemap.xml`; when absent the sitemap uses `basePath`.
    public var url: String?
    /// Order of guideline sections by folder name; unnamed sections follow by their own order.
    public var navigation: [String] = []
    /// The preview font file (absolute, or relative to the content folder); `nil` means the default Inter Medium.
    public var fontFile: String?
    /// Device widths, in points, at which component variants are previewed.
    public var deviceWidths: [Double] = Conventions.deviceWidths
    /// Whether raw HTML in Markdown is passed through (off: it is omitted).
    public var allowsRawHTML = false
    /// Repository URL for "Edit this page" links (`…/edit/main/<content folder>/<file>`).
    public var repository: String?
    /// Where "Edit this page" links start, when the host's edit URLs differ from GitHub's; the source path follows.
    public var editURL: String?
    /// Accent colour of the theme, as `#rrggbb`.
    public var accentColor: String?
    /// The page explaining each rule family or rule (`rule-pages`), linked from Don't captions.
    public var rulePages = RulePages()
    /// Where each `rule-pages` value was written, to report pages the site lacks.
    public var rulePageLocations: [String: SourceLocation] = [:]

    public init() {}

    static let keys = ["title", "description", "language", "base-path", "url", "navigation", "font", "device-widths",
                       "unsafe-html", "repository", "edit-url", "theme", "rule-pages"]

    /// Reads `site.yml` text; every bad value is reported with its position.
    public static func parse(_ source: SourceText) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        let document: YAMLDocument
        do {
            document = try YAMLDocument(parsing: source.text, path: source.path)
        } catch {
            return (config, error.diagnostics)
        }
        var reader = YAMLReader(document)
        guard let root = document.root else {
            reader.report("site.empty", "site.yml is empty; it needs at least a title", at: nil)
            return (config, reader.diagnostics)
        }
        for (key, _, value) in reader.mapping(root, allowed: keys, what: "site.yml") ?? [] {
            switch key {
            case "title": config.title = reader.string(value, what: "title") ?? config.title
            case "description": config.description = reader.string(value, what: "description") ?? ""
            case "language": config.language = reader.string(value, what: "language") ?? "en"
            case "base-path":
                if let path = reader.string(value, what: "base-path") { config.basePath = normalizedBasePath(path) }
            case "url": config.url = reader.string(value, what: "url")
            case "navigation": config.navigation = reader.strings(value, what: "navigation")?.map(\.0) ?? []
            case "font":
                if let font = reader.string(value, what: "font"), font != "default" { config.fontFile = font }
            case "device-widths":
                let widths = (reader.sequence(value, what: "device-widths") ?? []).compactMap { reader.positiveNumber($0, what: "a device width") }
                if widths.isEmpty {
                    reader.report("site.device-widths", "device-widths needs at least one width", at: value)
                } else {
                    config.deviceWidths = Array(Set(widths)).sorted()
                }
            case "unsafe-html": config.allowsRawHTML = reader.bool(value, what: "unsafe-html") ?? false
            case "repository": config.repository = reader.string(value, what: "repository")
            case "edit-url": config.editURL = reader.string(value, what: "edit-url")
            case "theme":
                for (themeKey, _, themeValue) in reader.mapping(value, allowed: ["accent"], what: "theme") ?? [] where themeKey == "accent" {
                    guard let accent = reader.string(themeValue, what: "theme accent") else { continue }
                    if isHexColor(accent) {
                        config.accentColor = accent
                    } else {
                        reader.report("site.theme.accent", "theme accent must be a colour like #0b63ce", at: themeValue)
                    }
                }
            case "rule-pages":
                for (rule, _, page) in reader.mapping(value, allowed: RulePages.knownKeys, what: "rule-pages") ?? [] {
                    guard let path = reader.string(page, what: "a rule page") else { continue }
                    config.rulePages.pages[rule] = path
                    config.rulePageLocations[rule] = reader.document.location(of: page)
                }
            default: break
            }
        }
        return (config, reader.diagnostics)
    }

    /// Where the site's root is published: `url` and the base path when `url` is set, else the base path alone.
    public var publishedRoot: String {
        guard let url else { return basePath }
        return (url.hasSuffix("/") ? String(url.dropLast()) : url) + basePath
    }

    /// The "Edit this page" link for a content file, given the content folder's path in its repository.
    func editLink(forSource sourcePath: String, contentPrefix: String?) -> String? {
        if let editURL {
            return (editURL.hasSuffix("/") ? editURL : editURL + "/") + sourcePath
        }
        guard let repository, let contentPrefix else { return nil }
        let trimmed = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
        return trimmed + "/edit/main/" + contentPrefix + sourcePath
    }

    /// `sub` → `/sub/`, `` → `/`.
    public static func normalizedBasePath(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { !$0.isEmpty }
        return parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
    }

    static func isHexColor(_ text: String) -> Bool {
        guard text.first == "#", text.count == 7 || text.count == 4 else { return false }
        return text.dropFirst().allSatisfy(\.isHexDigit)
    }
}
