import HandbookDiagnostics

extension Translations {
    /// The catalog locale that serves `locale` (see `LocaleMatch` for the rule; the source
    /// language takes no regional catalog in its place), or nil when no catalog has strings for it.
    public func catalogLocale(for locale: String) -> String? {
        let normalized = LocaleIdentifier.normalized(locale)
        if let known = siteLocaleMatches[normalized] { return known }
        let isSource = sourceLocale.map { LocaleIdentifier.normalized($0) == normalized } ?? false
        return LocaleMatch.match(locale, among: catalogLocaleSet, isSourceLanguage: isSource)?.locale
    }

    /// A label's entry in a locale: by `key` when one is given and found, else by the
    /// source-language text — exactly, then ignoring case and runs of whitespace.
    ///
    /// In the source locale this is the catalog's own source string, where the format keeps
    /// one (String Catalogs, Android `values/`); nil means the label stands as written.
    public func translation(of label: String, key: String? = nil, locale: String) -> Translation? {
        guard let catalogLocale = catalogLocale(for: locale), let table = tables[catalogLocale] else { return nil }
        if let key, let entry = table.entry(forKey: key) { return entry }
        return table.entry(forSourceText: label)
    }

    /// Every entry of a locale, in the order the catalogs were read.
    public func entries(for locale: String) -> [Translation] {
        catalogLocale(for: locale).flatMap { tables[$0]?.entries } ?? []
    }

    /// Whether a catalog marks the label as one that stays in the source language
    /// (String Catalog `shouldTranslate: false`, Android `translatable="false"`, XLIFF `translate="no"`).
    public func isMarkedDoNotTranslate(_ label: String, key: String? = nil) -> Bool {
        doNotTranslate.contains(label: label, key: key)
    }

    /// The site's locales in which the label has no translation — what a
    /// `translation.missing` warning would name — in site.yml's order, each once. The source
    /// language and its regional forms (`en-GB` beside `en`) are never missing: the label is
    /// their text. Empty for a label marked do-not-translate.
    public func missingLocales(for label: String, key: String? = nil) -> [String] {
        guard !isMarkedDoNotTranslate(label, key: key) else { return [] }
        let sourceLanguage = sourceLocale.map { LocaleIdentifier($0)?.language ?? LocaleIdentifier.normalized($0) }
        var seen: Set<String> = Set(locales.prefix(1).map(LocaleIdentifier.normalized))
        return locales.dropFirst().filter { locale in
            guard seen.insert(LocaleIdentifier.normalized(locale)).inserted, LocaleIdentifier(locale)?.language != sourceLanguage else { return false }
            return translation(of: label, key: key, locale: locale) == nil
        }
    }
}
