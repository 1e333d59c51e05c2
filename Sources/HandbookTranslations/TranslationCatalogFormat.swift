import HandbookDiagnostics

/// The catalog formats Handbook reads translations from.
public enum TranslationCatalogFormat: String, Sendable, CaseIterable {
    /// Xcode String Catalog, `*.xcstrings` (JSON).
    case stringCatalog = "xcstrings"
    /// Android string resources, `res/values*/strings.xml`.
    case androidStrings = "android"
    /// gettext message catalog, `*.po`.
    case gettext = "po"
    /// XLIFF 1.2 or 2.0, `*.xliff` or `*.xlf`.
    case xliff

    /// The format a file's name says it holds; nil for any other file.
    public init?(fileName: String) {
        let lowercased = fileName.lowercased()
        if lowercased.hasSuffix(".xcstrings") {
            self = .stringCatalog
        } else if lowercased.hasSuffix(".po") {
            self = .gettext
        } else if lowercased.hasSuffix(".xliff") || lowercased.hasSuffix(".xlf") {
            self = .xliff
        } else if lowercased == "strings.xml" {
            self = .androidStrings
        } else {
            return nil
        }
    }

    /// How the format is named in messages.
    public var displayName: String {
        switch self {
        case .stringCatalog: "String Catalog"
        case .androidStrings: "Android strings.xml"
        case .gettext: "gettext catalog"
        case .xliff: "XLIFF file"
        }
    }
}
