import HandbookDiagnostics

/// The parts of an Xcode String Catalog (`.xcstrings`) that labels need. Comments,
/// extraction states and substitutions are Xcode's business and are not decoded.
package struct StringCatalogDocument: Decodable {
    package var sourceLanguage: String
    /// A new, empty catalog may still lack `strings`.
    package var strings: LenientDictionary<StringCatalogEntry>?
}

/// One key of a String Catalog.
package struct StringCatalogEntry: Decodable {
    package var shouldTranslate: Bool?
    package var localizations: LenientDictionary<StringCatalogLocalization>?
}

/// A key's text in one language: a single unit, or variations by plural or device.
package struct StringCatalogLocalization: Decodable {
    package var stringUnit: StringCatalogUnit?
    package var variations: StringCatalogVariations?
}

/// Plural and device variations; each case is a localization of its own and may vary again.
package struct StringCatalogVariations: Decodable {
    package var plural: [String: StringCatalogLocalization]?
    package var device: [String: StringCatalogLocalization]?
}

/// A text and its translation state (`translated`, `needs_review`, `new`).
package struct StringCatalogUnit: Decodable {
    package var state: String?
    package var value: String
}

/// A JSON object decoded member by member, so one malformed member is reported while the
/// others are kept.
package struct LenientDictionary<Value: Decodable>: Decodable {
    package var values: [String: Value] = [:]
    package var errors: [DecodingError] = []

    /// An empty object.
    package init() {}

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys {
            do {
                values[key.stringValue] = try container.decode(Value.self, forKey: key)
            } catch let error as DecodingError {
                errors.append(error)
            }
        }
    }
}

/// A coding key that is any string: the keys of a catalog's `strings` and `localizations`.
package struct AnyCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }

    package init(stringValue: String) {
        self.stringValue = stringValue
    }

    package init?(intValue: Int) {
        return nil
    }
}
