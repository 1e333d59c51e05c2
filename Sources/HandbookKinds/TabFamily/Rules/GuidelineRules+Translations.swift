import TabLayout

/// What the catalogs say of an example's labels: a label whose text names several keys that
/// translate differently, a translation that is the source text left as it was, and, on every
/// finding about a translated label, the catalog entry it came from.
extension GuidelineRules {
    /// `translation.ambiguous` for each label without a `key:` whose text is the source text of
    /// several keys that differ in some of `locales`; it names the keys, the locales and the
    /// key drawn (the one equal to the label, where the format looks labels up as keys).
    package func lookupFindings(_ example: ComponentExample, locales: [String]) -> [Diagnostic] {
        let translations = localization.translations
        var found: [Diagnostic] = []
        for item in example.items where !item.label.isEmpty {
            guard let lookup = translations.lookup(item.label, key: item.key), lookup.rule != .givenKey else { continue }
            let wanted = Set(locales.map(LocaleIdentifier.normalized))
            let differing = translations.differingLocales(of: lookup).filter { wanted.contains(LocaleIdentifier.normalized($0)) }
            guard !differing.isEmpty else { continue }
            let keys = lookup.sharingSourceText.map { "'\($0)'" }.joined(separator: ", ")
            let drawn = lookup.rule == .labelAsKey
                ? "drawn as the key '\(lookup.key)' itself, as the app looks the text up"
                : "drawn as '\(lookup.key)', the first the catalogs list"
            var finding = Diagnostic.warning("translation.ambiguous",
                "'\(item.label)' names \(lookup.sharingSourceText.count) keys that translate it differently in \(differing.joined(separator: ", ")): \(keys); \(drawn)",
                at: item.labelLocation,
                explanation: "Give the item the key the app uses (key:), so every language shows the app's own translation.")
            finding.notes = lookup.sharingSourceText.map { key in
                let texts = differing.map { locale in "\(locale) " + (translations.translation(of: item.label, key: key, locale: locale).map { "'\($0.text)'" } ?? "none") }
                let place = differing.lazy.compactMap { translations.translation(of: item.label, key: key, locale: $0)?.location }.first
                    ?? translations.translation(of: item.label, key: key, locale: translations.sourceLocale ?? "")?.location
                return Diagnostic.Note("key '\(key)': " + texts.joined(separator: ", "), at: place)
            }
            found.append(finding)
        }
        return found
    }

    /// `translation.untranslated` for each label whose text in `locale` is the source text
    /// left as it was (`Translations.isUntranslated`), at the label, with the entry as a note.
    package func untranslatedFindings(_ example: ComponentExample, _ translated: Localization.Translated, locale: String) -> [Diagnostic] {
        let name = Localization.displayName(locale)
        return example.items.indices.compactMap { index in
            guard let entry = translated.entries[index], localization.translations.isUntranslated(entry, in: locale) else { return nil }
            var finding = Diagnostic.warning("translation.untranslated",
                "'\(example.items[index].label)' is not translated into \(name) (\(locale)): key '\(entry.key)' there is the source text itself\(entry.needsReview ? ", not yet reviewed" : "")",
                at: example.items[index].labelLocation,
                explanation: "Translate it in the catalog; if the app means to show it as written (a name), mark the key not to be translated (shouldTranslate: false, translatable=\"false\", translate=\"no\").")
            finding.notes = [Self.note(for: entry)]
            return finding
        }
    }

    /// Where a translated label came from: its key, locale and catalog entry.
    package static func note(for entry: Translation) -> Diagnostic.Note {
        Diagnostic.Note("'\(entry.text)' is key '\(entry.key)' in \(entry.locale) (\(entry.format.displayName))", at: entry.location)
    }

    /// `findings` with, on each finding about one item's label, the entry that label came from.
    package static func noting(_ findings: [Diagnostic], _ example: ComponentExample, _ translated: Localization.Translated) -> [Diagnostic] {
        findings.map { finding in
            guard finding.notes.isEmpty, let index = example.items.firstIndex(where: { $0.labelLocation == finding.location }),
                  let entry = translated.entries[index] else { return finding }
            var finding = finding
            finding.notes = [note(for: entry)]
            return finding
        }
    }
}
