/// The parts of an Xcode String Catalog (`.xcstrings`) that labels need. Comments,
/// extraction states and substitutions are Xcode's business and are not decoded.
struct StringCatalogDocument: Decodable {
    var sourceLanguage: String
    /// A new, empty catalog may still lack `strings`.
    var strings: LenientDictionary<StringCatalogEntry>?
}

/// One key of a String Catalog.
struct StringCatalogEntry: Decodable {
    var shouldTranslate: Bool?
    var localizations: LenientDictionary<StringCatalogLocalization>?
}

/// A key's text in one language: a single unit, or variations by plural or device.
struct StringCatalogLocalization: Decodable {
    var stringUnit: StringCatalogUnit?
    var variations: StringCatalogVariations?
}

/// Plural and device variations; each case is a localization of its own and may vary again.
struct StringCatalogVariations: Decodable {
    var plural: [String: StringCatalogLocalization]?
    var device: [String: StringCatalogLocalization]?
}

/// A text and its translation state (`translated`, `needs_review`, `new`).
struct StringCatalogUnit: Decodable {
    var state: String?
    var value: String
}

/// A JSON object decoded member by member, so one malformed member is reported while the
/// others are kept.
struct LenientDictionary<Value: Decodable>: Decodable {
    var values: [String: Value] = [:]
    var errors: [DecodingError] = []

    /// An empty object.
    init() {}

    init(from decoder: any Decoder) throws {
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
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}
