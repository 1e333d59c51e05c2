import HandbookDiagnostics

extension Translations {
    /// Whether `entry`, a label's text in `locale`, is the source text left as it was: the
    /// same text, in a locale of another language than the source, for a key the catalogs do
    /// not mark as never translated.
    ///
    /// A text in a script the locale is not written in (English "Settings" in Belarusian or
    /// Japanese) is certainly untranslated. In a locale of the same script an equal text is
    /// often the word that language uses (German "Radio", "System"), so it counts only where
    /// the catalog says no reviewer confirmed it (String Catalog `needs_review`).
    public func isUntranslated(_ entry: Translation, in locale: String) -> Bool {
        guard let source = entry.sourceText, entry.text == source, entry.text.contains(where: \.isLetter),
              let sourceLocale, let sourceLanguage = LocaleIdentifier(sourceLocale)?.language,
              let language = LocaleIdentifier(locale)?.language, language != sourceLanguage,
              !doNotTranslate.contains(label: source, key: entry.key) else { return false }
        if entry.needsReview { return true }
        guard let textScript = WritingScript.of(entry.text), let localeScript = WritingScript.code(ofLocale: locale) else { return false }
        return textScript.rawValue != localeScript
    }
}
