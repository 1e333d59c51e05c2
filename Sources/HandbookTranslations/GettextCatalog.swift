import Foundation
import HandbookDiagnostics

/// A `.po` file's messages as catalog entries of its locale.
///
/// The locale is the header's `Language:`, else the file's name (`de.po`, `pt_BR.po`,
/// `sr@latin.po`), else the folder above `LC_MESSAGES` (`de/LC_MESSAGES/app.po`). A key is
/// the `msgid`, or with a `msgctxt` the two joined by U+0004 as a compiled `.mo` catalog
/// keys them (`"button\u{4}Add"`): a context tells apart messages with the same `msgid`
/// ("Add" the button and "Add" the menu item), it is not a key of its own. The source text is
/// the `msgid`. Fuzzy messages and empty `msgstr`s are not translations. A plural message
/// gives `msgstr[0]`, the form that translates the singular `msgid`.
package enum GettextCatalog {
    package static func parse(_ source: SourceText, relativePath: String) -> ParsedCatalog {
        let (messages, diagnostics) = GettextParser.parse(source)
        var catalog = ParsedCatalog(diagnostics: diagnostics)
        let header = messages.first { $0.context == nil && $0.id == "" }.map(headerFields) ?? [:]
        let declared = header["Language"].flatMap { $0.isEmpty ? nil : LocaleIdentifier($0)?.identifier }
        guard let locale = declared ?? locale(fromPath: relativePath) else {
            catalog.diagnostics.append(.warning("translation.unknown-locale", "cannot tell which language this catalog is in; it is skipped", at: TextPosition.start.location(in: source.path),
                                                explanation: "Add a \"Language: de\\n\" line to the header, or name the file after its locale (de.po, de/LC_MESSAGES/app.po)."))
            return catalog
        }
        for message in messages where !message.isFuzzy {
            guard let id = message.id, !id.isEmpty || message.context != nil, let text = message.translations[0], !text.value.isEmpty else { continue }
            catalog.entries.append(Translation(key: message.context.map { $0 + "\u{4}" + id } ?? id, sourceText: id, text: text.value, locale: locale,
                                               location: text.position.location(in: source.path), format: .gettext))
        }
        return catalog
    }

    /// `Name: value` lines of the header's `msgstr`.
    package static func headerFields(_ header: GettextMessage) -> [String: String] {
        var fields: [String: String] = [:]
        for line in (header.translations[0]?.value ?? "").split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].trimmingCharacters(in: .whitespaces)] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// The locale a `.po` file's path names, if it names one.
    package static func locale(fromPath path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        if let name = components.last {
            let stem = name.lowercased().hasSuffix(".po") ? String(name.dropLast(3)) : name
            if let locale = knownLocale(stem) { return locale }
        }
        if let index = components.lastIndex(of: "LC_MESSAGES"), index > 0 {
            return knownLocale(components[index - 1])
        }
        return nil
    }

    // A file name is taken as a locale only when its language is one ISO 639 knows, so
    // `app.po` or `ui.po` is not read as a language called "app" or "ui".
    private static func knownLocale(_ text: String) -> String? {
        guard let locale = LocaleIdentifier(text), knownLanguages.contains(locale.language) else { return nil }
        return locale.identifier
    }

    private static let knownLanguages: Set<String> = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
}
