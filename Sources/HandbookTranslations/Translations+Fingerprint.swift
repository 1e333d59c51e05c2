import HandbookFoundation

extension Translations {
    /// A hash of everything the catalogs say that a preview or a finding can show: every
    /// entry of every locale with its place, and the site's locales. Equal fingerprints,
    /// equal translations — what a component's results are kept by between builds.
    package var fingerprint: UInt64 {
        var hasher = StableHasher()
        hasher.combine(locales.joined(separator: "\n"))
        hasher.combine(catalogLocales.joined(separator: "\n"))
        for locale in tables.keys.sorted() {
            hasher.combine(locale)
            for entry in tables[locale]?.entries ?? [] {
                hasher.combine(entry.key)
                hasher.combine(entry.sourceText)
                hasher.combine(entry.text)
                hasher.combine(entry.location.file)
                hasher.combine(entry.location.line)
                hasher.combine(entry.location.column)
                hasher.combine(entry.format.rawValue)
                hasher.combine(entry.needsReview ? 1 : 0)
            }
        }
        hasher.combine(doNotTranslate.sortedContents.joined(separator: "\n"))
        for (site, catalog) in siteLocaleMatches.sorted(by: { $0.key < $1.key }) {
            hasher.combine(site + "=" + catalog)
        }
        return hasher.finalize()
    }
}
