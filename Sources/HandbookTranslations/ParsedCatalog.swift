import HandbookDiagnostics

/// What one catalog file (or one Android values folder) holds, before catalogs are merged.
package struct ParsedCatalog: Sendable {
    /// Translations, and source-language entries where the format has a source store of its
    /// own (a String Catalog's source localization, Android's `values/`).
    package var entries: [Translation] = []
    /// Strings the catalog says stay untranslated (`shouldTranslate: false`,
    /// `translatable="false"`, XLIFF `translate="no"`).
    package var doNotTranslate: [DoNotTranslate] = []
    /// The source language the file declares, where it declares one, and where.
    package var declaredSourceLocale: DeclaredLocale?
    /// Everything found wrong in the file.
    package var diagnostics: [Diagnostic] = []

    /// A locale a file names, with the place it names it.
    package struct DeclaredLocale: Sendable {
        var locale: String
        var location: SourceLocation
    }

    /// A catalog holding only an error.
    package static func failed(_ diagnostic: Diagnostic) -> ParsedCatalog {
        ParsedCatalog(diagnostics: [diagnostic])
    }
}
