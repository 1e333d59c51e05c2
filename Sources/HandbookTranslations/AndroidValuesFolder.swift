import HandbookDiagnostics

/// What an Android `values…` folder name says about its strings.
package enum AndroidValuesFolder: Equatable {
    /// `values`: the default strings, in the app's source language.
    case defaultLanguage
    /// `values-de`, `values-zh-rCN` (→ `zh-CN`), `values-b+sr+Latn` (→ `sr-Latn`).
    case locale(String)
    /// Any folder whose qualifiers are not only a locale (`values-night`, `values-de-land`,
    /// `values-sw600dp`): strings for one configuration, not a language's own.
    case otherConfiguration

    package init(folderName name: String) {
        guard name == "values" || name.hasPrefix("values-") else {
            self = .otherConfiguration
            return
        }
        var qualifiers = name.split(separator: "-").dropFirst()
        // Mobile country and network codes may come before the locale and do not change the language.
        while let first = qualifiers.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") { qualifiers.removeFirst() }
        guard let first = qualifiers.first else {
            self = name == "values" ? .defaultLanguage : .otherConfiguration
            return
        }
        var locale: LocaleIdentifier?
        var rest = qualifiers.dropFirst()
        if first.hasPrefix("b+") {
            // BCP 47 written with '+' (values-b+sr+Latn, values-b+es+419).
            locale = LocaleIdentifier(String(first.dropFirst(2).map { $0 == "+" ? "-" : $0 }))
        } else if (2...3).contains(first.count), first.allSatisfy({ $0.isLetter && $0.isLowercase && $0.isASCII }) {
            var identifier = String(first)
            if let region = rest.first, region.count == 3, region.hasPrefix("r"), region.dropFirst().allSatisfy({ $0.isUppercase && $0.isASCII }) {
                identifier += "-" + region.dropFirst()
                rest = rest.dropFirst()
            }
            locale = LocaleIdentifier(identifier)
        }
        guard let locale, rest.isEmpty else {
            self = .otherConfiguration
            return
        }
        self = .locale(locale.identifier)
    }
}
