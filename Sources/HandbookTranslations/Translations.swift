import HandbookDiagnostics

/// The app's own translations, read from its string catalogs (Xcode String Catalogs,
/// Android `strings.xml`, gettext `.po`, XLIFF), so every preview can be laid out in every
/// locale of `site.yml`. An immutable value: made once by `load(_:contentRoot:displayRoot:locales:localeLocations:)`.
public struct Translations: Sendable {
    /// The site's locales as `site.yml` lists them; the first is the source language.
    public let locales: [String]
    /// Every locale the catalogs have strings for, normalised and sorted.
    public let catalogLocales: [String]
    /// Entries of the catalog locales the site's locales resolve to (all of them when the
    /// site names none), by normalised locale.
    package let tables: [String: TranslationTable]
    package let doNotTranslate: DoNotTranslateIndex
    package let catalogLocaleSet: Set<String>
    /// The catalog locale of each site locale (by normalised spelling), worked out once.
    package let siteLocaleMatches: [String: String]
    /// Every key of every catalog, for resolving a label to its key once for all locales.
    package let index: CatalogKeyIndex
    /// The content folder as entries' locations name it (`Content`), so a published page can
    /// name a catalog relative to the content rather than by the path of the machine that built it.
    package var displayRoot = ""

    /// No translations at all.
    public init() {
        self.init(locales: [], catalogLocales: [], tables: [:], doNotTranslate: DoNotTranslateIndex(), index: CatalogKeyIndex())
    }

    package init(locales: [String], catalogLocales: [String], tables: [String: TranslationTable], doNotTranslate: DoNotTranslateIndex,
                 index: CatalogKeyIndex) {
        self.index = index
        self.locales = locales
        self.catalogLocales = catalogLocales
        self.catalogLocaleSet = Set(catalogLocales)
        var matches: [String: String] = [:]
        for (index, locale) in locales.enumerated() {
            let normalized = LocaleIdentifier.normalized(locale)
            guard matches[normalized] == nil,
                  let match = LocaleMatch.match(locale, among: catalogLocaleSet, isSourceLanguage: index == 0) else { continue }
            matches[normalized] = match.locale
        }
        self.siteLocaleMatches = matches
        self.tables = tables
        self.doNotTranslate = doNotTranslate
    }

    /// `file`, a catalog as diagnostics name it, relative to the content folder.
    public func contentRelativePath(_ file: String) -> String {
        let root = displayRoot.hasSuffix("/") ? displayRoot : displayRoot + "/"
        return !displayRoot.isEmpty && file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
    }

    /// The source language: the first of `locales`.
    public var sourceLocale: String? { locales.first }

    /// Whether no catalog gave any string.
    public var isEmpty: Bool { tables.values.allSatisfy { $0.entries.isEmpty } }
}
