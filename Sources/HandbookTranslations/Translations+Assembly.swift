import HandbookDiagnostics

extension Translations {
    /// Merges catalogs, in the order they were read, into one value. Reports a key that two
    /// catalogs translate differently (the first wins), site locales no catalog serves or
    /// serves only by choosing among regions, and catalogs written in another source language.
    ///
    /// `localeLocations` holds where site.yml writes each of `locales` (the same order), so a
    /// warning about one locale points at that item of the list.
    package static func assemble(_ catalogs: [ParsedCatalog], locales: [String], localeLocations: [SourceLocation] = []) -> (Translations, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let catalogLocales = Set(catalogs.flatMap { $0.entries.map(\.locale) })
        var matches: [LocaleRequest] = []
        var seen = Set<String>()
        for (position, locale) in locales.enumerated() where seen.insert(LocaleIdentifier.normalized(locale)).inserted {
            matches.append(LocaleRequest(requested: locale, match: LocaleMatch.match(locale, among: catalogLocales, isSourceLanguage: matches.isEmpty),
                                         location: localeLocations.indices.contains(position) ? localeLocations[position] : nil))
        }
        let kept = locales.isEmpty ? catalogLocales : Set(matches.compactMap { $0.match?.locale })

        var tables: [String: TranslationTable] = [:]
        var doNotTranslate = DoNotTranslateIndex()
        var index = CatalogKeyIndex()
        for catalog in catalogs {
            for entry in catalog.entries { index.insert(entry) }
            for entry in catalog.entries where kept.contains(entry.locale) {
                if let earlier = tables[entry.locale, default: TranslationTable()].add(entry) {
                    diagnostics.append(.warning("translation.conflict", "'\(entry.key)' in \(entry.locale) is already translated as '\(earlier.text)' at \(describe(earlier.location)); '\(entry.text)' here is ignored", at: entry.location,
                                                explanation: "The first catalog listed in site.yml's translations wins. Remove one of the two, or give them different keys."))
                }
            }
            catalog.doNotTranslate.forEach { doNotTranslate.insert($0) }
        }

        if !catalogs.isEmpty {
            diagnostics += localeDiagnostics(matches)
            diagnostics += sourceLanguageDiagnostics(catalogs, sourceLocale: locales.first)
        }
        let translations = Translations(locales: locales, catalogLocales: catalogLocales.sorted(), tables: tables, doNotTranslate: doNotTranslate, index: index)
        return (translations, diagnostics)
    }

    /// A locale of site.yml, the catalog locale serving it, and where the list names it.
    private struct LocaleRequest {
        var requested: String
        var match: LocaleMatch?
        var location: SourceLocation?
    }

    private static func localeDiagnostics(_ matches: [LocaleRequest]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sourceLanguage = matches.first.flatMap { LocaleIdentifier($0.requested)?.language }
        for (index, request) in matches.enumerated() {
            let (requested, match, location) = (request.requested, request.match, request.location)
            guard let match else {
                // The source language and its regional forms need no catalog: the labels themselves are their text.
                if index > 0, LocaleIdentifier(requested)?.language != sourceLanguage {
                    diagnostics.append(.warning("translation.locale-not-found", "no translation catalog has strings for locale '\(requested)'", at: location,
                                                explanation: "Check the locale's spelling in site.yml against the catalogs (de, pt-BR, zh-Hans), or add the catalog to translations."))
                }
                continue
            }
            if !match.alternatives.isEmpty {
                diagnostics.append(.warning("translation.locale-ambiguous", "locale '\(requested)' has no catalog of its own; using '\(match.locale)' (also found: \(match.alternatives.joined(separator: ", ")))", at: location,
                                            explanation: "Name the regional locale you mean in site.yml's locales."))
            }
        }
        return diagnostics
    }

    private static func sourceLanguageDiagnostics(_ catalogs: [ParsedCatalog], sourceLocale: String?) -> [Diagnostic] {
        guard let sourceLocale, let site = LocaleIdentifier(sourceLocale) else { return [] }
        return catalogs.compactMap { catalog in
            guard let declared = catalog.declaredSourceLocale, let language = LocaleIdentifier(declared.locale)?.language, language != site.language else { return nil }
            return .warning("translation.source-language", "this catalog's source language is '\(declared.locale)' but site.yml's first locale is '\(sourceLocale)'; labels will not match its source texts", at: declared.location,
                            explanation: "Labels are matched against a catalog's source-language texts; list the source language first in site.yml's locales.")
        }
    }

    package static func describe(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }
}
