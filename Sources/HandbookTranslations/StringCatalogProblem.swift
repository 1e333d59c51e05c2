import HandbookDiagnostics

/// A Foundation decoding error of a String Catalog, said in the catalog's terms, with the
/// path of the value it concerns.
package struct StringCatalogProblem {
    package var message: String
    package var path: [JSONPositionTree.Step]
    /// Whether Foundation found the text itself malformed rather than a value of the wrong kind.
    package var isSyntax = false

    package init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            path = Self.steps(context.codingPath)
            message = context.codingPath.isEmpty ? "a String Catalog must be a JSON object" : "\(Self.describe(context.codingPath)) must be \(Self.kind(of: type))"
        case .valueNotFound(let type, let context):
            path = Self.steps(context.codingPath)
            message = "\(Self.describe(context.codingPath)) must be \(Self.kind(of: type)), not null"
        case .keyNotFound(let key, let context):
            path = Self.steps(context.codingPath)
            message = context.codingPath.isEmpty ? "a String Catalog needs '\(key.stringValue)'" : "\(Self.describe(context.codingPath)) needs '\(key.stringValue)'"
        case .dataCorrupted(let context):
            path = Self.steps(context.codingPath)
            isSyntax = context.codingPath.isEmpty
            message = context.codingPath.isEmpty ? "invalid JSON: \(context.debugDescription)" : "\(Self.describe(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            path = []
            message = "cannot read the String Catalog"
        }
    }

    private static func steps(_ codingPath: [any CodingKey]) -> [JSONPositionTree.Step] {
        codingPath.map { key in
            // Foundation names array positions "Index N"; any other key is an object key, even "1".
            if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
            return .key(key.stringValue)
        }
    }

    /// `in "Reviews": localizations.de.stringUnit.value` for a value under a key of
    /// `strings`, the dotted path otherwise.
    private static func describe(_ codingPath: [any CodingKey]) -> String {
        let names = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        if names.count >= 2, names[0] == "strings" {
            let field = names.dropFirst(2).joined(separator: ".")
            return field.isEmpty ? "\"\(names[1])\"" : "in \"\(names[1])\": \(field)"
        }
        return names.joined(separator: ".")
    }

    private static func kind(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name == "String" { return "text" }
        if name == "Bool" { return "true or false" }
        if name.hasPrefix("Array") { return "a list" }
        if name.hasPrefix("Dictionary") || name.hasPrefix("StringCatalog") || name.hasPrefix("LenientDictionary") { return "an object" }
        return "a value of type \(name)"
    }
}
