/// The words a kind's specs may use beyond what every kind shares: the spec, example and item
/// keys its engine reads and the style parts every kind of its family paints. A spec is read
/// through them (and `handbook schema component` prints them), so a stepper's spec refuses a
/// tab bar's `badge:`, `search:` or `ios-version:` with the usual unknown-key error, and a
/// kind's own style part is a key like any other.
package struct KindVocabulary: Sendable {
    /// Spec keys besides component, summary, kind, platform, anatomy, variants, states,
    /// metrics, style, content, examples, known gaps and related (`ios-version`, `android-style`).
    package var specKeys: Set<String> = []
    /// Example keys besides title, variant, items, selected, width, locale, platform, intent,
    /// caption, text scale and right-to-left (`device`, `ios-version`, `search`, `sidebar-adaptable`).
    package var exampleKeys: Set<String> = []
    /// Item keys besides label and key (`icon`, `badge`, `disabled`, `pressed`).
    package var itemKeys: Set<String> = []
    /// Style parts the kind's family paints besides its own `styleParts` (`label`, `font`
    /// for every kind; the tab family's `active-label`, `divider`, `pressed`, `disabled`).
    package var sharedStyleParts: [String] = ["label", "font"]
    /// What each of the kind's own style parts is, for the schema (a part without one is
    /// described by its name).
    package var partSummaries: [String: String] = [:]

    package init(specKeys: Set<String> = [], exampleKeys: Set<String> = [], itemKeys: Set<String> = [],
                 sharedStyleParts: [String] = ["label", "font"], partSummaries: [String: String] = [:]) {
        self.specKeys = specKeys
        self.exampleKeys = exampleKeys
        self.itemKeys = itemKeys
        self.sharedStyleParts = sharedStyleParts
        self.partSummaries = partSummaries
    }

    /// The tab family's: every key its engine and platforms read.
    package static let tabFamily = KindVocabulary(
        specKeys: ["ios-version", "android-style"], exampleKeys: ["device", "ios-version", "search", "sidebar-adaptable"],
        itemKeys: ["icon", "badge", "disabled", "pressed", "hovered", "focused"], sharedStyleParts: ["label", "active-label", "divider", "pressed", "disabled", "font"])

    /// Every kind's words at once, for a spec whose kind is unknown yet.
    package static func union(_ vocabularies: [KindVocabulary]) -> KindVocabulary {
        var all = KindVocabulary(sharedStyleParts: [])
        for vocabulary in vocabularies {
            all.specKeys.formUnion(vocabulary.specKeys)
            all.exampleKeys.formUnion(vocabulary.exampleKeys)
            all.itemKeys.formUnion(vocabulary.itemKeys)
            for part in vocabulary.sharedStyleParts where !all.sharedStyleParts.contains(part) { all.sharedStyleParts.append(part) }
            all.partSummaries.merge(vocabulary.partSummaries) { first, _ in first }
        }
        return all
    }
}
