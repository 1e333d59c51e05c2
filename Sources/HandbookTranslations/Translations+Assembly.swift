import HandbookDiagnostics

extension Translations {
    /// Merges catalogs, in the order they were read, into one value. Reports a key that two
    /// catalogs translate differently (the first wins), site locales no catalog serves or
    /// serves only by choosing among regions, and catalogs written in another source language.
    package static func assemble(_ catalogs: [ParsedCatalog], locales: [String], localesLocation: SourceLocation?) -> (Translations, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let catalogLocales = Set(catalogs.flatMap { $0.entries.map(\.locale) })
        var matches: [(requested: String, match: LocaleMatch?)] = []
        var seen = Set<String>()
        for locale in locales where seen.insert(LocaleIdentifier.normalized(locale)).inserted {
            matches.append((locale, LocaleMatch.match(locale, among: catalogLocales, isSourceLanguage: matches.isEmpty)))
        }
        let kept = locales.isEmpty ? catalogLocales : Set(matches.compactMap { $0.match?.locale })

        var tables: [String: TranslationTable] = [:]
        var doNotTranslate = DoNotTranslateIndex()
        for catalog in catalogs {
            for entry in catalog.entries where kept.contains(entry.locale) {
                if let earlier = tables[entry.locale, default: TranslationTable()].add(entry) {
                    diagnostics.append(.warning("translation.conflict", "'\(entry.key)' in \(entry.locale) is already translated as '\(earlier.text)' at \(describe(earlier.location)); '\(entry.text)' here is ignored", at: entry.location,
                                                explanation: "The first catalog listed in site.yml's translations wins. Remove one of the two, or give them different keys."))
                }
            }
            catalog.doNotTranslate.forEach { doNotTranslate.insert($0) }
        }

        if !catalogs.isEmpty {
            diagnostics += localeDiagnostics(matches, localesLocation: localesLocation)
            diagnostics += sourceLanguageDiagnostics(catalogs, sourceLocale: locales.first)
        }
        let translations = Translations(locales: locales, catalogLocales: catalogLocales.sorted(), tables: tables, doNotTranslate: doNotTranslate)
        return (translations, diagnostics)
    }

    private static func localeDiagnostics(_ matches: [(requested: String, match: LocaleMatch?)], localesLocation: SourceLocation?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sourceLanguage = matches.first.flatMap { LocaleIdentifier($0.requested)?.language }
        for (index, (requested, match)) in matches.enumerated() {
            guard let match else {
                // The source language and its regional forms need no catalog: the labels themselves are their text.
                if index > 0, LocaleIdentifier(requested)?.language != sourceLanguage {
                    diagnostics.append(.warning("translation.locale-not-found", "no translation catalog has strings for locale '\(requested)'", at: localesLocation,
                                                explanation: "Check the locale's spelling in site.yml against the catalogs (de, pt-BR, zh-Hans), or add the catalog to translations."))
                }
                continue
            }
            if !match.alternatives.isEmpty {
                diagnostics.append(.warning("translation.locale-ambiguous", "locale '\(requested)' has no catalog of its own; using '\(match.locale)' (also found: \(match.alternatives.joined(separator: ", ")))", at: localesLocation,
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
