import HandbookDiagnostics

/// The strings of one `strings.xml` of an Android `res` folder as catalog entries: the
/// default `values/` file gives the source language, each `values-XX/` file a locale, with
/// source texts taken from the default file by resource name.
///
/// A value that is a reference, `@string/name`, is that string's text (looked up in the
/// same file, then in the default one, as Android falls back); a reference to anything
/// else (`@android:string/ok`, `?attr/x`) is not a label and is left out.
package enum AndroidResourceCatalog {
    /// One file's strings, by name.
    package struct StringsFile {
        var path: String
        var strings: [AndroidString]
        var byName: [String: AndroidString]

        init(path: String, strings: [AndroidString]) {
            self.path = path
            self.strings = strings
            // Android refuses a duplicate name; the first is kept, as the catalogs' merge keeps the first.
            byName = Dictionary(strings.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Entries of the default file, in the source locale.
    package static func sourceCatalog(_ file: StringsFile, sourceLocale: String) -> ParsedCatalog {
        var catalog = ParsedCatalog()
        for string in file.strings {
            guard let (text, position) = resolve(string, in: file, defaults: nil), !text.isEmpty else { continue }
            if !string.isTranslatable { catalog.doNotTranslate.append(DoNotTranslate(key: string.name, sourceText: text)) }
            catalog.entries.append(Translation(key: string.name, sourceText: text, text: text, locale: sourceLocale,
                                               location: position.location(in: file.path), format: .androidStrings))
        }
        return catalog
    }

    /// Entries of a locale's file, with source texts from the default file when there is one.
    package static func localeCatalog(_ file: StringsFile, locale: String, defaults: StringsFile?) -> ParsedCatalog {
        var catalog = ParsedCatalog()
        for string in file.strings where string.isTranslatable && defaults?.byName[string.name]?.isTranslatable != false {
            guard let (text, position) = resolve(string, in: file, defaults: defaults), !text.isEmpty else { continue }
            let source = defaults.flatMap { defaults in defaults.byName[string.name].flatMap { resolve($0, in: defaults, defaults: nil)?.text } }
            catalog.entries.append(Translation(key: string.name, sourceText: source, text: text, locale: locale,
                                               location: position.location(in: file.path), format: .androidStrings))
        }
        return catalog
    }

    /// The text a string shows and where that text is written, following `@string/` references.
    package static func resolve(_ string: AndroidString, in file: StringsFile, defaults: StringsFile?) -> (text: String, position: TextPosition)? {
        var current = string
        var currentFile = file
        // A chain of references ends within a few steps in any real app; a loop must not hang.
        for _ in 0..<8 {
            guard let reference = current.value.reference else { return (current.value.text, current.position) }
            guard reference.hasPrefix("@string/") else { return nil }
            let name = String(reference.dropFirst("@string/".count))
            if let next = currentFile.byName[name] {
                current = next
            } else if let defaults, let next = defaults.byName[name] {
                current = next
                currentFile = defaults
            } else {
                return nil
            }
        }
        return nil
    }
}
