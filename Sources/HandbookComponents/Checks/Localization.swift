import Foundation
import TextMetrics

/// The languages a site ships: site.yml's `locales` (the source language first), the
/// app's translations of each label, and a measurer that shapes text as each language is
/// drawn. Examples are translated label by label; a label a locale lacks keeps its source
/// text and is reported (`translation.missing`).
public struct Localization: Sendable {
    public let translations: Translations
    /// The site's measurer; each locale gets its language view of it (CJK `locl` forms, …).
    package let measurer: FontStackMeasurer?

    public init(translations: Translations = Translations(), measurer: FontStackMeasurer? = nil) {
        self.translations = translations
        self.measurer = measurer
    }

    /// site.yml's locales, the source language first; empty when it lists none.
    public var locales: [String] { translations.locales }

    /// The locales labels are translated into: every locale but the source language.
    public var targetLocales: [String] { Array(locales.dropFirst()) }

    /// Whether `locale` has any catalog. One without is drawn like a label a catalog lacks:
    /// in the source text, in the locale's own direction, everywhere (findings, previews, the
    /// Languages section and its call-out, the MCP answers) — never pseudo-localised in one
    /// place and shown as source text in another.
    package func hasCatalog(_ locale: String) -> Bool { translations.catalogLocale(for: locale) != nil }

    /// The measurer for text in `locale`, or `fallback` when the site measures with another.
    package func measurer(for locale: String?, fallback: any TextMeasurer) -> any TextMeasurer {
        measurer.map { $0.measurer(forLanguage: locale) } ?? fallback
    }

    /// `example` in one locale: its labels as the catalogs translate them, and where each came from.
    package struct Translated {
        /// The example with every label in the locale, right to left when the locale is written so.
        package var example: ComponentExample
        /// The items no catalog translates into the locale (drawn in the source text).
        package var missing: [Int]
        /// Each item's catalog entry in the locale, nil where it has none.
        package var entries: [Translation?]
    }

    /// `example` with every label in `locale`, laid out right to left when the locale is
    /// written so, the indices of the items that have no translation, and each item's entry.
    package func translate(_ example: ComponentExample, into locale: String) -> Translated {
        var translated = example
        var missing: [Int] = []
        var entries: [Translation?] = []
        for index in example.items.indices {
            let item = example.items[index]
            let entry = translations.translation(of: item.label, key: item.key, locale: locale)
            entries.append(entry)
            if let entry {
                translated.items[index].label = entry.text
            } else if !translations.missingLocales(for: item.label, key: item.key).filter({ Self.same($0, locale) }).isEmpty {
                missing.append(index)
            }
        }
        translated.rightToLeft = example.rightToLeft != Self.isRightToLeft(locale)
        translated.locale = locale
        return Translated(example: translated, missing: missing, entries: entries)
    }

    /// Languages written right to left (CLDR's character order), by their language subtag.
    package static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku-arab", "ps", "sd", "syr", "ug", "ur", "yi"]

    /// Whether text in `locale` runs right to left.
    public static func isRightToLeft(_ locale: String) -> Bool {
        let lower = locale.lowercased().replacingOccurrences(of: "_", with: "-")
        let language = String(lower.prefix { $0 != "-" })
        return rightToLeftLanguages.contains(language) || lower.contains("-arab")
    }

    /// The locale's name in English ("German"), for captions and call-outs.
    public static func displayName(_ locale: String) -> String {
        Locale(identifier: "en").localizedString(forIdentifier: locale) ?? locale
    }

    private static func same(_ a: String, _ b: String) -> Bool {
        a.lowercased().replacingOccurrences(of: "_", with: "-") == b.lowercased().replacingOccurrences(of: "_", with: "-")
    }
}
