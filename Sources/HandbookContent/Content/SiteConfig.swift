import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown
import HandbookMDX
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
    /// Globs of content files that may carry script (`unsafe-files:`), each where site.yml writes it.
    public var unsafeFiles: [Located<String>] = []
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
    /// Where `font:` was written, for a font file that cannot be read.
    public var fontLocation: SourceLocation?

    /// The languages labels are checked in (`locales`), as BCP 47 tags; the first is the
    /// source language. Empty when site.yml names none.
    public var locales: [Located<String>] = []
    /// Translation catalogs (`translations`): files or folders relative to the content folder,
    /// each where it was written. Paths are checked to stay inside the content folder.
    public var translations: [Located<String>] = []
    /// The preview font stack as `fonts` lists it, first choice first; empty when site.yml
    /// names none (then `font`, or the default, is the one font).
    public var fonts: [Font] = []
    /// The design tokens (`tokens`): where they are and which contexts to draw.
    public var tokens: TokenSettings?
    /// The icon font items' icons are looked up in after `Content/icons/` (`icons: { font: }`),
    /// as written, with its place.
    public var iconFont: Located<String>?
    /// Older versions to build from git (`versions`), names unique.
    public var versions: [Version] = []
    /// What each MDX component becomes (`mdx-components`), over Handbook's defaults.
    public var mdxComponents = MDXComponents()
    /// How MDX is read (`mdx`): MDX 1 spellings' level, and whether `.md` pages are MDX.
    public var mdx = MDXSettings()
    /// How findings are reported (`check`): levels per rule, files left out.
    public var check: CheckSettings?

    /// One font of the preview stack.
    public struct Font: Sendable, Hashable {
        /// The font file as written: relative to the content folder, or absolute.
        public var file: String
        /// The face of a font collection (`.ttc`), from 0; nil for the first.
        public var face: Int?
        /// The family name the site's CSS gives it; nil to derive one.
        public var name: String?
        /// Where the entry was written.
        public var location: SourceLocation

        public init(file: String, face: Int? = nil, name: String? = nil, location: SourceLocation) {
            self.file = file
            self.face = face
            self.name = name
            self.location = location
        }
    }

    /// An older version of the site, built from a git ref and published under `NAME/`.
    public struct Version: Sendable, Hashable {
        /// The version's name and folder, e.g. `1.0`.
        public var name: String
        /// The branch, tag or commit it is built from.
        public var ref: String
        /// Where the entry was written.
        public var location: SourceLocation

        public init(name: String, ref: String, location: SourceLocation) {
            self.name = name
            self.ref = ref
            self.location = location
        }
    }

    public init() {}

    /// The source language: the first of `locales`, else `language`.
    public var sourceLanguage: String { locales.first?.value ?? language }

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
        let entries = reader.entries(root, of: SiteKeys.root) ?? []
        for entry in entries {
            config.read(entry, reader: &reader)
        }
        return (config, reader.diagnostics)
    }

    /// Stores one site.yml entry, read as its key declares.
    private mutating func read(_ entry: YAMLEntry, reader: inout YAMLReader) {
        let (key, value) = (entry.key, entry.value)
        switch key.name {
        case SiteKeys.title.name: title = reader.text(value, key) ?? title
        case SiteKeys.description.name: description = reader.text(value, key) ?? ""
        case SiteKeys.language.name: language = reader.text(value, key) ?? "en"
        case SiteKeys.basePath.name:
            if let path = reader.text(value, key) { basePath = Self.normalizedBasePath(path) }
        case SiteKeys.url.name: url = reader.text(value, key)
        case SiteKeys.navigation.name: navigation = reader.texts(value, key)?.map(\.0) ?? []
        case SiteKeys.font.name:
            fontLocation = reader.document.location(of: value)
            if let font = reader.text(value, key), font != "default" { fontFile = font }
        case SiteKeys.deviceWidths.name:
            let widths = reader.numbers(value, key)?.map(\.0) ?? []
            if !widths.isEmpty { deviceWidths = Array(Set(widths)).sorted() }
        case SiteKeys.unsafeHTML.name: allowsRawHTML = reader.flag(value, key) ?? false
        case SiteKeys.unsafeFiles.name: unsafeFiles = (reader.texts(value, key) ?? []).map { Located($0.0, at: reader.document.location(of: $0.1)) }
        case SiteKeys.repository.name: repository = reader.text(value, key)
        case SiteKeys.editURL.name: editURL = reader.text(value, key)
        case SiteKeys.theme.name:
            for themeEntry in reader.entries(value, of: key) ?? []
            where themeEntry.key.name == SiteKeys.accent.name {
                accentColor = reader.text(themeEntry.value, themeEntry.key) ?? accentColor
            }
        case SiteKeys.rulePages.name:
            for rule in reader.entries(value, of: key) ?? [] {
                guard let path = reader.text(rule.value, rule.key) else { continue }
                rulePages.pages[rule.key.name] = path
                rulePageLocations[rule.key.name] = reader.document.location(of: rule.value)
            }
        case SiteKeys.locales.name:
            locales = (reader.texts(value, key) ?? []).map { Located($0.0, at: reader.document.location(of: $0.1)) }
        case SiteKeys.translations.name:
            translations = (reader.texts(value, key) ?? []).compactMap { path, node in
                // `../app/res` (a monorepo's app beside its docs) is read; the loader keeps every
                // read inside the repository that holds the content folder.
                guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~") else {
                    reader.report("site.translations", "translation path '\(path)' must be relative to the content folder", at: node)
                    return nil
                }
                return Located(path, at: reader.document.location(of: node))
            }
        case SiteKeys.fonts.name:
            fonts = (reader.list(value, key) ?? []).compactMap { Self.font(from: $0, reader: &reader) }
        case SiteKeys.tokens.name:
            tokens = TokenSettings.read(value, key: key, reader: &reader)
        case SiteKeys.icons.name:
            for entry in reader.entries(value, of: key) ?? [] where entry.key.name == SiteKeys.iconFont.name {
                if let path = reader.text(entry.value, entry.key) { iconFont = Located(path, at: reader.document.location(of: entry.value)) }
            }
        case SiteKeys.mdxComponents.name:
            for roleEntry in reader.entries(value, of: key) ?? [] {
                guard let role = MDXRole(rawValue: roleEntry.key.name), MDXRole.nameable.contains(role) else { continue }
                for (name, _) in reader.texts(roleEntry.value, roleEntry.key) ?? [] { mdxComponents.named[name] = role }
            }
        case SiteKeys.mdx.name:
            mdx = MDXSettings.read(value, key: key, reader: &reader)
        case SiteKeys.check.name:
            check = CheckSettings.read(value, key: key, reader: &reader)
        case SiteKeys.versions.name:
            versions = (reader.list(value, key) ?? []).compactMap { Self.version(from: $0, reader: &reader) }
        default: break
        }
    }

    /// A `fonts` entry: a path, or a mapping with `file`, `face` and `name`.
    private static func font(from node: Node, reader: inout YAMLReader) -> Font? {
        let location = reader.document.location(of: node)
        if case .scalar = node {
            return reader.text(node, SiteKeys.fontFile).map { Font(file: $0, location: location) }
        }
        guard let entries = reader.entries(node, of: SiteKeys.fonts) else { return nil }
        var font = Font(file: "", location: location)
        for entry in entries {
            switch entry.key.name {
            case SiteKeys.fontFile.name: font.file = reader.text(entry.value, entry.key) ?? ""
            case SiteKeys.fontFace.name: font.face = reader.whole(entry.value, entry.key)
            case SiteKeys.fontName.name: font.name = reader.text(entry.value, entry.key)
            default: break
            }
        }
        return font.file.isEmpty ? nil : font
    }

    /// A `versions` entry: `{name, ref}`.
    private static func version(from node: Node, reader: inout YAMLReader) -> Version? {
        guard let entries = reader.entries(node, of: SiteKeys.versions) else { return nil }
        var name: String?, ref: String?
        for entry in entries {
            switch entry.key.name {
            case SiteKeys.versionName.name: name = reader.text(entry.value, entry.key)
            case SiteKeys.versionRef.name: ref = reader.text(entry.value, entry.key)
            default: break
            }
        }
        guard let name, let ref else { return nil }
        return Version(name: name, ref: ref, location: reader.document.location(of: node))
    }

    /// Whether a content-relative path is relative and does not climb out of the content folder.
    package static func staysInContent(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("~") && SitePath.resolve(path, against: "") != nil
    }

    /// Where the site's root is published: `url` and the base path when `url` is set, else the base path alone.
    public var publishedRoot: String {
        guard let url else { return basePath }
        return (url.hasSuffix("/") ? String(url.dropLast()) : url) + basePath
    }

    /// The "Edit this page" link for a content file, given the content folder's path in its repository.
    package func editLink(forSource sourcePath: String, contentPrefix: String?) -> String? {
        if let editURL {
            return (editURL.hasSuffix("/") ? editURL : editURL + "/") + sourcePath
        }
        guard let repository, let contentPrefix else { return nil }
        let trimmed = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
        return trimmed + "/edit/main/" + contentPrefix + sourcePath
    }

    /// `sub` → `/sub/`, `` → `/`. Every character but letters, digits, `-._~` and `%` is
    /// percent-encoded: the base path is written into every link, attribute and script of
    /// the site, so a quote in it (`/"><script>…/`) must stay text in all of them.
    public static func normalizedBasePath(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { !$0.isEmpty }.map { part in
            part.utf8.map { byte -> String in
                let safe = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || "-._~%".utf8.contains(byte)
                return safe ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
            }.joined()
        }
        return parts.isEmpty ? "/" : "/" + parts.joined(separator: "/") + "/"
    }
}
