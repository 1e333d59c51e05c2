import HandbookDiagnostics

/// Which of the catalogs' locales serves a requested locale, as Apple's platforms resolve an
/// app's localizations.
///
/// The rule, forgiving where it is safe and exact where it matters:
/// 1. the same locale, then the same without its variants (`ca-ES-valencia` → `ca-ES`).
///    Spellings are normalised first (`pt_BR` is `pt-BR`), and codes apps still ship for one
///    language are one: `iw` is `he`, `in` is `id`, `ji` is `yi` (Android's retired ISO
///    codes), `no` is `nb` (Norwegian as Android writes it, Bokmål as Xcode does), and a
///    Chinese region is its script with that region (`zh-HK` is `zh-Hant-HK`). The match
///    keeps the catalog's own spelling (`values-no` stays `no`), so a warning names it so;
/// 2. the parents Apple's platforms try before the bare language, nearest first: CLDR's
///    parentLocales (`es-MX`, `es-AR`, `es-US` → `es-419`; `pt-AO`, `pt-MZ`, `pt-CH` → `pt-PT`;
///    `en-DE` → `en-150`; `zh-Hant-MO` → `zh-Hant-HK`; the Commonwealth's English → `en-001`),
///    with British English before world English where Apple puts it there (`en-AU`, `en-IN`,
///    `en-150` → `en-GB` → `en-001`). Only parents: `en-GB` never takes `en-US`, `pt-BR`
///    never takes `pt-PT`, `en-NZ` never takes `en-AU`;
/// 3. the same locale without region (`de-DE` → `de`, `es-MX` → `es` after `es-419`) — never
///    without its script, since `sr-Latn` text is not `sr` text, and never from a Traditional
///    Chinese region to `zh` (Simplified: `zh-TW` does not take `zh`);
/// 4. only when none of those exists, a regional form with the same language and script
///    (`de` → `de-DE`; `zh-Hant` → `zh-Hant-TW`), never a sibling region (`pt-BR` does not
///    take `pt-PT`, `en-GB` does not take `en-US`); among several, the region CLDR says is
///    likeliest (`pt` → `pt-BR`, `en` → `en-US`), else the one named like the language
///    (`de-DE`), else the first in order — and the others are reported as alternatives;
/// 5. Chinese alone: a script and the regions that write it stand for each other
///    (`zh-Hans` ↔ `zh-CN`, `zh-SG`; `zh-Hant` ↔ `zh-TW`, `zh-HK`, `zh-MO`), because Xcode
///    writes scripts and Android writes regions for the same texts; `zh` alone is
///    Simplified, as CLDR has it.
///
/// Rules 2, 4 and 5 do not apply to the source language: an `en-GB` catalog translates the
/// labels into British English, it is not their source, even for an `en-AU` site.
package struct LocaleMatch: Hashable, Sendable {
    /// The catalog locale chosen.
    package var locale: String
    /// Other catalog locales that would have served equally by rule 4 (for a warning).
    package var alternatives: [String] = []

    /// The match for `requested`; `isSourceLanguage` limits it to rules 1 and 3.
    package static func match(_ requested: String, among available: Set<String>, isSourceLanguage: Bool = false) -> LocaleMatch? {
        let normalized = LocaleIdentifier.normalized(requested)
        if available.contains(normalized) { return LocaleMatch(locale: normalized) }
        guard let wanted = LocaleIdentifier(requested).map(sameLanguage) else { return nil }
        let catalogs = CatalogLocales(available)
        var plain = wanted
        plain.variants = []
        if let found = catalogs[wanted] ?? catalogs[plain] { return LocaleMatch(locale: found) }
        if !isSourceLanguage, let found = parents(of: sameLocale(plain)).lazy.compactMap({ catalogs[$0] }).first {
            return LocaleMatch(locale: found)
        }
        if let found = withoutRegion(plain, among: catalogs) { return LocaleMatch(locale: found) }
        guard !isSourceLanguage else { return nil }
        if let found = regional(wanted, among: catalogs.parsed) { return found }
        if wanted.language == "zh" { return chinese(wanted, among: catalogs.parsed) }
        return nil
    }

    private static func withoutRegion(_ wanted: LocaleIdentifier, among catalogs: CatalogLocales) -> String? {
        // `zh` alone is Simplified (rule 5): Traditional `zh-TW` never falls back to it, as
        // Android's resolution keeps `values-zh-rTW` apart from `values-zh` by script.
        guard wanted.region != nil, !(wanted.language == "zh" && wanted.script == nil && chineseScript(of: wanted) == "Hant") else { return nil }
        var trimmed = wanted
        trimmed.region = nil
        return catalogs[trimmed]
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

// MARK: - One locale, several spellings

extension LocaleMatch {
    /// `locale` with its language written as matching compares it. `LocaleIdentifier` already
    /// reads ISO's retired `iw`, `in`, `ji` as `he`, `id`, `yi`; `no` is left to this step because
    /// it is a current code (the macrolanguage), so a catalog's `values-no` keeps its name.
    fileprivate static func sameLanguage(_ locale: LocaleIdentifier) -> LocaleIdentifier {
        var same = locale
        if same.language == "no" { same.language = "nb" }
        return same
    }

    /// `locale` in the one spelling rule 1 compares: `sameLanguage`, and a Chinese region
    /// without a script given the script it implies (`zh-HK` → `zh-Hant-HK`), as Apple's
    /// aliases have it.
    fileprivate static func sameLocale(_ locale: LocaleIdentifier) -> LocaleIdentifier {
        var same = sameLanguage(locale)
        if same.language == "zh", same.script == nil, same.region != nil { same.script = chineseScript(of: same) }
        return same
    }
}

/// The catalogs' locales, found by the spelling rule 1 compares and answering with their own.
private struct CatalogLocales {
    private var bySpelling: [String: String] = [:]
    /// Each catalog locale Handbook can read, with its parts (language as `sameLanguage` writes it).
    private(set) var parsed: [(String, LocaleIdentifier)] = []

    init(_ available: Set<String>) {
        // Sorted, so two catalogs spelling one locale (`nb`, `no`) resolve the same way every build;
        // the one spelled as compared wins.
        for candidate in available.sorted() {
            guard let locale = LocaleIdentifier(candidate) else { continue }
            parsed.append((candidate, LocaleMatch.sameLanguage(locale)))
            let spelling = LocaleMatch.sameLocale(locale).identifier
            if bySpelling[spelling] == nil || locale.identifier == spelling { bySpelling[spelling] = candidate }
        }
    }

    /// The catalog locale that is `locale` under another spelling, if any.
    subscript(locale: LocaleIdentifier) -> String? {
        bySpelling[LocaleMatch.sameLocale(locale).identifier]
    }
}

// MARK: - Parent locales

extension LocaleMatch {
    /// The locales Apple's platforms fall back to from `locale` before its bare language,
    /// nearest first; `locale` is in `sameLocale` spelling, without variants.
    ///
    /// The facts are CLDR's supplemental parentLocales (`es-MX` → `es-419`, `pt-AO` → `pt-PT`,
    /// `en-AU` → `en-001`, `zh-Hant-MO` → `zh-Hant-HK`) with the parents Apple's ICU puts in
    /// front of them for an app's localizations: British English for the English of the
    /// Commonwealth and of Europe (`en-AU` → `en-GB` → `en-001`).
    private static func parents(of locale: LocaleIdentifier) -> [LocaleIdentifier] {
        guard let region = locale.region, locale.variants.isEmpty else { return [] }
        let regions: [String] = switch (locale.language, locale.script) {
        case ("en", nil): englishParents(of: region)
        case ("es", nil) where latinAmericanSpanish.contains(region): ["419"]
        case ("pt", nil) where europeanPortugueseParented.contains(region): ["PT"]
        case ("zh", "Hant") where region == "MO": ["HK"]
        default: []
        }
        return regions.map { LocaleIdentifier(language: locale.language, script: locale.script, region: $0) }
    }

    private static func englishParents(of region: String) -> [String] {
        let european = europeanEnglish.contains(region)
        let british = european || region == "150" || britishEnglish.contains(region)
        let world = british || region == "GB" || worldEnglish.contains(region)
        return (european ? ["150"] : []) + (british ? ["GB"] : []) + (world ? ["001"] : [])
    }

    private static func regionSet(_ list: String) -> Set<String> {
        Set(list.split(separator: " ").map(String.init))
    }

    /// CLDR: these regions' English inherits from `en-150`, European English.
    private static let europeanEnglish = regionSet("AT BE CH DE DK FI NL SE SI")
    /// Apple: these regions' English (and `en-150`'s) is served from `en-GB` before `en-001`;
    /// all but BD, BN and LK are CLDR's `en-001` children too. (Apple sends a few Pacific
    /// regions through `en-AU` first; a sibling is never taken here, so they go to `en-GB`.)
    private static let britishEnglish = regionSet("""
        AG AI AU BB BD BM BN BS BW BZ CC CK CX CY DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE \
        KI KN KY LC LK LS MO MS MT MU MV MW MY NA NF NG NR NU NZ PG PK PN SB SC SD SG SH SL SS SZ TC TO \
        TT TV TZ UG VC VG VU WS ZA ZM ZW
        """)
    /// CLDR's other `en-001` children, which Apple does not send to `en-GB`.
    private static let worldEnglish = regionSet("CM ER FM IL LR MG PW RW SX TK")
    /// CLDR: these regions' Spanish inherits from `es-419`, Latin American Spanish.
    private static let latinAmericanSpanish = regionSet("AR BO BR BZ CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE")
    /// CLDR: these regions' Portuguese inherits from `pt-PT`, not from `pt` (Brazilian).
    private static let europeanPortugueseParented = regionSet("AO CH CV FR GQ GW LU MO MZ ST TL")
}
