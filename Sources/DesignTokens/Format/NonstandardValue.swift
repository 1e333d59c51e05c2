import HandbookDiagnostics

/// A value written in a form the DTCG 2025.10 Format module does not define but whose meaning
/// is clear — a dimension as text (`"0.16px"`), a bare `0`, a letter spacing in `em`, a line
/// height in px — read as that meaning. Reported as `tokens.nonstandard`, one warning per file
/// and form, saying what was understood, so a vendor's file that writes a form throughout
/// gives one warning rather than one per token.
struct NonstandardValue: Sendable, Hashable {
    /// The kinds of non-standard writing, each reported once per file.
    enum Form: String, Sendable, Hashable {
        case dimensionString, bareNumber, missingUnit, androidUnit, relativeUnit
        case relativeLetterSpacing, lineHeightDimension, normalKeyword, durationString
    }

    var form: Form
    /// The token whose value it is.
    var token: String
    /// What is written and why it is not standard: `"0.16px" is a dimension written as text`.
    var written: String
    /// What Handbook read it as: `{ "value": 0.16, "unit": "px" }`.
    var understood: String
    var location: SourceLocation

    /// One warning per file and form, at the first place (in file order), its message that
    /// place's; the other places are its notes (`written the same way`).
    static func diagnostics(_ values: [NonstandardValue]) -> [Diagnostic] {
        var groups: [String: [NonstandardValue]] = [:]
        for value in values {
            groups[value.location.file + "\u{0}" + value.form.rawValue, default: []].append(value)
        }
        let ordered = groups.values.map { $0.sorted { $0.location < $1.location } }.sorted { $0[0].location < $1[0].location }
        return ordered.map { sorted in
            let first = sorted[0]
            // The same place read in several contexts is one place.
            var places: [SourceLocation] = []
            for value in sorted.dropFirst() where value.location != first.location && places.last != value.location { places.append(value.location) }
            // The message names the first place only: the same file read in several contexts
            // gives the same report, whose places are then gathered (`SiteTokens.merge`).
            var diagnostic = Diagnostic.warning("tokens.nonstandard", "{\(first.token)}: \(first.written); read as \(first.understood)",
                                                at: first.location,
                                                explanation: "Handbook reads this form as said. The Format module writes dimensions as { \"value\", \"unit\": \"px\" | \"rem\" }, a typography's letterSpacing as such a dimension and its lineHeight as a number; write that to be read the same way by every tool.")
            diagnostic.notes = places.map { Diagnostic.Note("written the same way", at: $0) }
            return diagnostic
        }
    }
}
