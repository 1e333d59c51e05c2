import Foundation
import HandbookDiagnostics

/// Reads an Xcode String Catalog (`.xcstrings`): JSON decoded by Foundation, located by
/// `JSONPositionScanner`.
///
/// A key's source text is its source-language localization, or the key itself when it has
/// none (Xcode's rule). A single label takes, from variations, the plural case `other`
/// (else `one`, else the first by name) and the device `iphone` (else `other`, else the
/// first by name), applied in whichever order the catalog nests them. Units in state `new`
/// are not translations; `needs_review` ones are, since the app ships them.
/// `shouldTranslate: false` marks a key as never translated.
package enum StringCatalogParser {
    package static func parse(_ source: SourceText) -> ParsedCatalog {
        let scan = JSONPositionScanner.scan(source.text)
        let document: StringCatalogDocument
        do {
            document = try JSONDecoder().decode(StringCatalogDocument.self, from: Data(source.text.utf8))
        } catch {
            return .failed(diagnostic(for: error, scan: scan, path: source.path))
        }
        // Foundation read it, so the scan did too; should they ever disagree, entries point at the file's start.
        let positions = (try? scan.get()) ?? JSONPositionTree(position: .start, shape: .scalar)
        var reader = Reader(document: document, positions: positions, path: source.path)
        return reader.read()
    }

    /// A decoding failure as a diagnostic: where the text stops being JSON, or where a value
    /// has the wrong type.
    package static func diagnostic(for error: any Error, scan: Result<JSONPositionTree, JSONSyntaxError>, path: String) -> Diagnostic {
        switch scan {
        case .failure(let syntax):
            return .error("translation.syntax", "invalid JSON: \(syntax.message)", at: syntax.position.location(in: path))
        case .success(let positions):
            guard let decoding = error as? DecodingError else {
                return .error("translation.syntax", "cannot read the String Catalog: \(error.localizedDescription)", at: TextPosition.start.location(in: path))
            }
            let problem = StringCatalogProblem(decoding)
            let position = positions.closestNode(along: problem.path).position
            return .error(problem.isSyntax ? "translation.syntax" : "translation.structure", problem.message, at: position.location(in: path))
        }
    }
}

extension StringCatalogParser {
    /// Walks a decoded catalog beside its positions.
    package struct Reader {
        let document: StringCatalogDocument
        let positions: JSONPositionTree
        let path: String
        private var catalog = ParsedCatalog()

        init(document: StringCatalogDocument, positions: JSONPositionTree, path: String) {
            self.document = document
            self.positions = positions
            self.path = path
        }

        mutating func read() -> ParsedCatalog {
            let sourceLanguage = document.sourceLanguage
            let sourceLocale = LocaleIdentifier.normalized(sourceLanguage)
            let declaredAt = positions.member("sourceLanguage")?.value.position ?? .start
            catalog.declaredSourceLocale = .init(locale: sourceLanguage, location: declaredAt.location(in: path))
            let strings = document.strings ?? LenientDictionary()
            report(strings.errors)
            let stringsNode = positions.member("strings")?.value
            let keys = strings.values.keys.sorted { a, b in
                let (pa, pb) = (stringsNode?.member(a)?.keyPosition, stringsNode?.member(b)?.keyPosition)
                return pa != pb ? (pa ?? .start) < (pb ?? .start) : a < b
            }
            for key in keys {
                guard let entry = strings.values[key] else { continue }
                let base: [JSONPositionTree.Step] = [.key("strings"), .key(key), .key("localizations")]
                let localizations = entry.localizations ?? LenientDictionary()
                report(localizations.errors)
                let source = localizations.values[sourceLanguage].flatMap { resolve($0, at: base + [.key(sourceLanguage)]) }
                let sourceText = source?.unit.value ?? key
                let sourceAt = source.map(valuePosition) ?? stringsNode?.member(key)?.keyPosition ?? .start
                if !sourceText.isEmpty {
                    append(key: key, sourceText: sourceText, text: sourceText, locale: sourceLocale, at: sourceAt)
                }
                if entry.shouldTranslate == false {
                    catalog.doNotTranslate.append(DoNotTranslate(key: key, sourceText: sourceText))
                    continue
                }
                for language in localizations.values.keys.sorted() where language != sourceLanguage {
                    guard let localization = localizations.values[language],
                          let resolved = resolve(localization, at: base + [.key(language)]),
                          resolved.unit.state != "new", !resolved.unit.value.isEmpty else { continue }
                    append(key: key, sourceText: sourceText, text: resolved.unit.value, locale: LocaleIdentifier.normalized(language), at: valuePosition(resolved),
                           needsReview: resolved.unit.state == "needs_review")
                }
            }
            return catalog
        }

        /// The unit a single label uses, and the path of the JSON object holding it.
        private func resolve(_ localization: StringCatalogLocalization, at path: [JSONPositionTree.Step]) -> (unit: StringCatalogUnit, path: [JSONPositionTree.Step])? {
            if let unit = localization.stringUnit { return (unit, path + [.key("stringUnit")]) }
            guard let variations = localization.variations else { return nil }
            if let device = variations.device, let choice = Self.choose(in: device, preferring: ["iphone", "other"]) {
                return resolve(choice.value, at: path + [.key("variations"), .key("device"), .key(choice.key)])
            }
            if let plural = variations.plural, let choice = Self.choose(in: plural, preferring: ["other", "one"]) {
                return resolve(choice.value, at: path + [.key("variations"), .key("plural"), .key(choice.key)])
            }
            return nil
        }

        private static func choose(in cases: [String: StringCatalogLocalization], preferring preferred: [String]) -> (key: String, value: StringCatalogLocalization)? {
            for key in preferred + cases.keys.sorted() {
                if let value = cases[key] { return (key, value) }
            }
            return nil
        }

        private func valuePosition(_ resolved: (unit: StringCatalogUnit, path: [JSONPositionTree.Step])) -> TextPosition {
            positions.node(at: resolved.path + [.key("value")])?.position ?? positions.closestNode(along: resolved.path).position
        }

        private mutating func append(key: String, sourceText: String, text: String, locale: String, at position: TextPosition, needsReview: Bool = false) {
            catalog.entries.append(Translation(key: key, sourceText: sourceText, text: text, locale: locale, location: position.location(in: path), format: .stringCatalog,
                                               needsReview: needsReview))
        }

        private mutating func report(_ errors: [DecodingError]) {
            for error in errors {
                catalog.diagnostics.append(StringCatalogParser.diagnostic(for: error, scan: .success(positions), path: path))
            }
        }
    }
}
