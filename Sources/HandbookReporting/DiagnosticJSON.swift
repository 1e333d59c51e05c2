/// Diagnostics as data for CI bots: `[{file, line, column, severity, id, message, explanation}]`,
/// in display order, keys in that order; a diagnostic with notes adds `notes: [{file, line,
/// column, message}]` (the catalog entry a translated label came from, for one). Compared with
/// a baseline, each row adds `baselineState` (`new`, `unchanged`), and what the baseline holds
/// that is fixed follows as rows with `"baselineState": "absent"` and no line or column.
public enum DiagnosticJSON {
    public static func encode(_ diagnostics: [Diagnostic]) -> String {
        document(diagnostics.sortedForDisplay().map { row($0) })
    }

    /// The findings of a check against a baseline.
    public static func encode(_ comparison: BaselineComparison) -> String {
        let rows = comparison.findings.map { row($0.diagnostic, state: $0.state) }
        let absent = comparison.absent.map { entry -> String in
            let file = entry.fingerprint.file.isEmpty ? "null" : JSONText.quoted(entry.fingerprint.file)
            let fields = ["\"file\": \(file)", "\"line\": null", "\"column\": null",
                          "\"severity\": \(JSONText.quoted(entry.severity.rawValue))", "\"id\": \(JSONText.quoted(entry.fingerprint.rule))",
                          "\"message\": \(JSONText.quoted(entry.message))", "\"explanation\": null",
                          "\"baselineState\": \"absent\"", "\"count\": \(entry.count)"]
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return document(rows + absent)
    }

    private static func document(_ rows: [String]) -> String {
        guard !rows.isEmpty else { return "[]\n" }
        return "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }

    private static func row(_ diagnostic: Diagnostic, state: BaselineState? = nil) -> String {
        var fields: [String] = []
        if let location = diagnostic.location {
            fields += ["\"file\": \(JSONText.quoted(location.file))", "\"line\": \(location.line)", "\"column\": \(location.column)"]
        } else {
            fields += ["\"file\": null", "\"line\": null", "\"column\": null"]
        }
        fields += ["\"severity\": \(JSONText.quoted(diagnostic.severity.rawValue))", "\"id\": \(JSONText.quoted(diagnostic.id))",
                   "\"message\": \(JSONText.quoted(diagnostic.message))",
                   "\"explanation\": " + (diagnostic.explanation.map(JSONText.quoted) ?? "null")]
        if !diagnostic.notes.isEmpty {
            fields.append("\"notes\": [" + diagnostic.notes.map(note).joined(separator: ", ") + "]")
        }
        if let state { fields.append("\"baselineState\": \"\(state.rawValue)\"") }
        return "  {" + fields.joined(separator: ", ") + "}"
    }

    private static func note(_ note: Diagnostic.Note) -> String {
        let place = note.location.map { "\"file\": \(JSONText.quoted($0.file)), \"line\": \($0.line), \"column\": \($0.column)" }
            ?? "\"file\": null, \"line\": null, \"column\": null"
        return "{" + place + ", \"message\": \(JSONText.quoted(note.message))}"
    }
}
