import HandbookDiagnostics

/// Which of the catalogs' locales serves a requested locale.
///
/// The rule, forgiving where it is safe and exact where it matters:
/// 1. the same locale (`de` → `de`; spellings are normalised first, so `pt_BR` is `pt-BR`);
/// 2. the same locale without variants, then without region (`de-DE` → `de`) — never
///    without its script, since `sr-Latn` text is not `sr` text, and never from a
///    Traditional Chinese region to `zh` (Simplified: `zh-TW` does not take `zh`);
/// 3. only when neither exists, a regional form with the same language and script
///    (`de` → `de-DE`; `zh-Hant` → `zh-Hant-TW`), never a sibling region (`pt-BR` does not
///    take `pt-PT`, `en-GB` does not take `en-US`); among several, the region CLDR says is
///    likeliest (`pt` → `pt-BR`, `en` → `en-US`), else the one named like the language
///    (`de-DE`), else the first in order — and the others are reported as alternatives;
/// 4. Chinese alone: a script and the regions that write it stand for each other
///    (`zh-Hans` ↔ `zh-CN`, `zh-SG`; `zh-Hant` ↔ `zh-TW`, `zh-HK`, `zh-MO`), because Xcode
///    writes scripts and Android writes regions for the same texts; `zh` alone is
///    Simplified, as CLDR has it.
///
/// Rules 3 and 4 do not apply to the source language: an `en-GB` catalog translates the
/// labels into British English, it is not their source.
package struct LocaleMatch: Hashable, Sendable {
    /// The catalog locale chosen.
    package var locale: String
    /// Other catalog locales that would have served equally by rule 3 (for a warning).
    package var alternatives: [String] = []

    /// The match for `requested`; `isSourceLanguage` limits it to rules 1 and 2.
    package static func match(_ requested: String, among available: Set<String>, isSourceLanguage: Bool = false) -> LocaleMatch? {
        let normalized = LocaleIdentifier.normalized(requested)
        if available.contains(normalized) { return LocaleMatch(locale: normalized) }
        guard let wanted = LocaleIdentifier(requested) else { return nil }
        if let found = lessSpecific(wanted, among: available) { return LocaleMatch(locale: found) }
        guard !isSourceLanguage else { return nil }
        let parsed = available.compactMap { candidate in LocaleIdentifier(candidate).map { (candidate, $0) } }
        if let found = regional(wanted, among: parsed) { return found }
        if wanted.language == "zh" { return chinese(wanted, among: parsed) }
        return nil
    }

    private static func lessSpecific(_ wanted: LocaleIdentifier, among available: Set<String>) -> String? {
        var trimmed = wanted
        if !trimmed.variants.isEmpty {
            trimmed.variants = []
            if available.contains(trimmed.identifier) { return trimmed.identifier }
        }
        // `zh` alone is Simplified (rule 4): Traditional `zh-TW` never falls back to it, as
        // Android's resolution keeps `values-zh-rTW` apart from `values-zh` by script.
        if trimmed.region != nil, !(trimmed.language == "zh" && trimmed.script == nil && chineseScript(of: trimmed) == "Hant") {
            trimmed.region = nil
            if available.contains(trimmed.identifier) { return trimmed.identifier }
        }
        return nil
    }

    private static func regional(_ wanted: LocaleIdentifier, among available: [(String, LocaleIdentifier)]) -> LocaleMatch? {
        guard wanted.region == nil, wanted.variants.isEmpty else { return nil }
        let candidates = available.filter { _, locale in
            locale.language == wanted.language && locale.script == wanted.script && locale.region != nil && locale.variants.isEmpty
        }
        return preferred(candidates, language: wanted.language, region: nil)
    }

    private static func chinese(_ wanted: LocaleIdentifier, among available: [(String, LocaleIdentifier)]) -> LocaleMatch? {
        guard let script = chineseScript(of: wanted) ?? (wanted.region == nil ? "Hans" : nil) else { return nil }
        let candidates = available.filter { _, locale in locale.language == "zh" && locale.variants.isEmpty && chineseScript(of: locale) == script }
        if let sameRegion = candidates.first(where: { $0.1.region == wanted.region && wanted.region != nil }) {
            return LocaleMatch(locale: sameRegion.0)
        }
        if let scriptOnly = candidates.first(where: { $0.1.region == nil }) {
            return LocaleMatch(locale: scriptOnly.0)
        }
        return preferred(candidates, language: "zh", region: script == "Hans" ? "CN" : "TW")
    }

    private static func chineseScript(of locale: LocaleIdentifier) -> String? {
        if let script = locale.script { return script }
        switch locale.region {
        case "CN", "SG": return "Hans"
        case "TW", "HK", "MO": return "Hant"
        default: return nil
        }
    }

    private static func preferred(_ candidates: [(String, LocaleIdentifier)], language: String, region: String?) -> LocaleMatch? {
        let sorted = candidates.map(\.0).sorted()
        guard !sorted.isEmpty else { return nil }
        let likely = region ?? likelyRegions[language] ?? language.uppercased()
        let chosen = candidates.first { $0.1.region == likely }?.0
            ?? candidates.first { $0.1.region == language.uppercased() }?.0
            ?? sorted[0]
        return LocaleMatch(locale: chosen, alternatives: sorted.filter { $0 != chosen })
    }

    // CLDR's likely subtags for languages whose likeliest region is not their own code
    // uppercased (and a few where it is, to be explicit).
    private static let likelyRegions: [String: String] = [
        "ar": "EG", "bn": "BD", "ca": "ES", "cs": "CZ", "da": "DK", "de": "DE", "el": "GR", "en": "US",
        "es": "ES", "fa": "IR", "fr": "FR", "he": "IL", "hi": "IN", "id": "ID", "ja": "JP", "ko": "KR",
        "ms": "MY", "nb": "NO", "nl": "NL", "pt": "BR", "sv": "SE", "sw": "TZ", "uk": "UA", "ur": "PK",
        "vi": "VN", "zh": "CN",
    ]
}
