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

    /// The key a label is drawn with, found once for every locale (`LabelLookup` gives the
    /// order); nil when no catalog knows the label. A `key:` no catalog has is passed over,
    /// so the label still finds its text.
    public func lookup(_ label: String, key: String? = nil) -> LabelLookup? {
        if let key, index.contains(key) { return LabelLookup(rule: .givenKey, key: key, sharingSourceText: []) }
        let exact = index.keys(withSourceText: label)
        if index.contains(label), index.format(of: label) != .androidStrings {
            return LabelLookup(rule: .labelAsKey, key: label, sharingSourceText: exact.contains(label) ? exact : [label] + exact)
        }
        if let first = exact.first { return LabelLookup(rule: .sourceText, key: first, sharingSourceText: exact) }
        let folded = index.keys(withFoldedSourceText: label)
        if let first = folded.first { return LabelLookup(rule: .foldedSourceText, key: first, sharingSourceText: folded) }
        return nil
    }

    /// A label's entry in a locale: the entry of the key `lookup(_:key:)` chooses, in that
    /// locale's catalog. Another key with the same source text is never taken in its place.
    ///
    /// In the source locale this is the catalog's own source string, where the format keeps
    /// one (String Catalogs, Android `values/`); nil means the label stands as written.
    public func translation(of label: String, key: String? = nil, locale: String) -> Translation? {
        guard let catalogLocale = catalogLocale(for: locale), let table = tables[catalogLocale],
              let found = lookup(label, key: key) else { return nil }
        return table.entry(forKey: found.key)
    }

    /// The site's target locales (every catalog locale when the site names none) in which the
    /// keys a label's text names translate it differently — a key with no translation in a
    /// locale differs from one with, except in a regional form of the source language
    /// (`en-GB`), where a key without one shows its source text — in site.yml's order.
    /// Empty when the label names one key.
    public func differingLocales(of lookup: LabelLookup) -> [String] {
        guard lookup.sharingSourceText.count > 1 else { return [] }
        let targets = locales.isEmpty ? catalogLocales : Array(locales.dropFirst())
        let sourceLanguage = sourceLocale.flatMap { LocaleIdentifier($0)?.language }
        var seen = Set<String>()
        return targets.filter { locale in
            guard seen.insert(LocaleIdentifier.normalized(locale)).inserted,
                  let catalogLocale = catalogLocale(for: locale), let table = tables[catalogLocale] else { return false }
            let isSourceLanguage = sourceLanguage != nil && LocaleIdentifier(locale)?.language == sourceLanguage
            let texts = lookup.sharingSourceText.map { key in table.entry(forKey: key)?.text ?? (isSourceLanguage ? index.sourceText(of: key) : nil) }
            return Set(texts).count > 1
        }
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
