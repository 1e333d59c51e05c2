import HandbookDiagnostics

/// One string of an app's translation catalog in one locale.
public struct Translation: Hashable, Sendable {
    /// The catalog's key: the String Catalog key, Android resource name, gettext `msgid`
    /// (`msgctxt` U+0004 `msgid` when it has a context), or XLIFF `resname`/`name` (else `id`).
    public let key: String
    /// The source-language text it translates; `nil` only for an Android string whose
    /// default `values/strings.xml` lacks it, which can then be found by key alone.
    public let sourceText: String?
    /// The text in this entry's locale, as the app shows it (escapes resolved, markup flattened).
    public let text: String
    /// The catalog's locale, normalised (`de-DE`, `zh-Hans`, `sr-Latn`).
    public let locale: String
    /// Where `text` starts: the opening quote of a JSON or gettext string, or the first
    /// character after an XML element's start tag.
    public let location: SourceLocation
    /// Which kind of catalog it came from.
    public let format: TranslationCatalogFormat
    /// Whether the catalog says a reviewer has yet to confirm the text (String Catalog
    /// `needs_review`, XLIFF 1.2 `needs-review-*`), so a text equal to the source is not vouched for.
    public let needsReview: Bool

    /// An entry as a catalog reader makes it.
    public init(key: String, sourceText: String?, text: String, locale: String, location: SourceLocation, format: TranslationCatalogFormat,
                needsReview: Bool = false) {
        self.needsReview = needsReview
        self.key = key
        self.sourceText = sourceText
        self.text = text
        self.locale = locale
        self.location = location
        self.format = format
    }
}
