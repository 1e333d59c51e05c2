import HandbookFoundation
import HandbookDiagnostics

/// Reads an Xcode String Catalog (`.xcstrings`) through Handbook's one JSON reader
/// (`JSONReader`: strict RFC 8259, every value placed).
///
/// A key's source text is its source-language localization, or the key itself when it has
/// none (Xcode's rule). A single label takes, from variations, the plural case `other`
/// (else `one`, else the first by name) and the device `iphone` (else `other`, else the
/// first by name), applied in whichever order the catalog nests them. Units in state `new`
/// are not translations; `needs_review` ones are, since the app ships them.
/// `shouldTranslate: false` marks a key as never translated.
package enum StringCatalogParser {
    package static func parse(_ source: SourceText) -> ParsedCatalog {
        let document: StringCatalogDocument
        do {
            document = try StringCatalogDocument(JSONReader.read(source.text))
        } catch let failure as JSONReader.Failure {
            return .failed(.error("translation.syntax", "invalid JSON: \(failure.message)", at: location(failure.position, in: source.path)))
        } catch let problem as StringCatalogDocument.Problem {
            return .failed(structure(problem, path: source.path))
        } catch {
            return .failed(.error("translation.syntax", "cannot read the String Catalog", at: SourceLocation(file: source.path, line: 1, column: 1)))
        }
        var reader = Reader(document: document, path: source.path)
        return reader.read()
    }

    static func location(_ position: JSONReader.Position, in path: String) -> SourceLocation {
        SourceLocation(file: path, line: position.line, column: position.column)
    }

    static func structure(_ problem: StringCatalogDocument.Problem, path: String) -> Diagnostic {
        .error("translation.structure", problem.message, at: location(problem.position, in: path))
    }
}

extension StringCatalogParser {
    /// Walks a read catalog.
    package struct Reader {
        let document: StringCatalogDocument
        let path: String
        private var catalog = ParsedCatalog()

        init(document: StringCatalogDocument, path: String) {
            self.document = document
            self.path = path
        }

        mutating func read() -> ParsedCatalog {
            let sourceLanguage = document.sourceLanguage
            let sourceLocale = LocaleIdentifier.normalized(sourceLanguage)
            catalog.declaredSourceLocale = .init(locale: sourceLanguage, location: StringCatalogParser.location(document.sourceLanguageAt, in: path))
            catalog.diagnostics += document.problems.map { StringCatalogParser.structure($0, path: path) }
            for entry in document.strings {
                let key = entry.key
                let localizations = Dictionary(entry.localizations, uniquingKeysWith: { first, _ in first })
                let source = localizations[sourceLanguage].flatMap(Self.resolve)
                let sourceText = source?.value ?? key
                let sourceAt = source?.valueAt ?? entry.keyPosition
                if !sourceText.isEmpty {
                    append(key: key, sourceText: sourceText, text: sourceText, locale: sourceLocale, at: sourceAt)
                }
                if entry.shouldTranslate == false {
                    catalog.doNotTranslate.append(DoNotTranslate(key: key, sourceText: sourceText))
                    continue
                }
                for language in localizations.keys.sorted() where language != sourceLanguage {
                    guard let localization = localizations[language], let unit = Self.resolve(localization),
                          unit.state != "new", !unit.value.isEmpty else { continue }
                    append(key: key, sourceText: sourceText, text: unit.value, locale: LocaleIdentifier.normalized(language), at: unit.valueAt,
                           needsReview: unit.state == "needs_review")
                }
            }
            return catalog
        }

        /// The unit a single label uses.
        private static func resolve(_ localization: StringCatalogDocument.Localization) -> StringCatalogDocument.Unit? {
            if let unit = localization.stringUnit { return unit }
            if let device = localization.device, let choice = choose(in: device, preferring: ["iphone", "other"]) { return resolve(choice) }
            if let plural = localization.plural, let choice = choose(in: plural, preferring: ["other", "one"]) { return resolve(choice) }
            return nil
        }

        private static func choose(in cases: [String: StringCatalogDocument.Localization], preferring preferred: [String]) -> StringCatalogDocument.Localization? {
            for key in preferred + cases.keys.sorted() {
                if let value = cases[key] { return value }
            }
            return nil
        }

        private mutating func append(key: String, sourceText: String, text: String, locale: String, at position: JSONReader.Position, needsReview: Bool = false) {
            catalog.entries.append(Translation(key: key, sourceText: sourceText, text: text, locale: locale, location: StringCatalogParser.location(position, in: path),
                                               format: .stringCatalog, needsReview: needsReview))
        }
    }
}
