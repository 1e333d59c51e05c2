/// Diagnostics as data for CI bots: `[{file, line, column, severity, id, message, explanation}]`,
/// in display order, keys in that order; a diagnostic with notes adds `notes: [{file, line,
/// column, message}]` (the catalog entry a translated label came from, for one).
public enum DiagnosticJSON {
    public static func encode(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        let rows = diagnostics.sortedForDisplay().map { diagnostic -> String in
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
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }

    private static func note(_ note: Diagnostic.Note) -> String {
        let place = note.location.map { "\"file\": \(JSONText.quoted($0.file)), \"line\": \($0.line), \"column\": \($0.column)" }
            ?? "\"file\": null, \"line\": null, \"column\": null"
        return "{" + place + ", \"message\": \(JSONText.quoted(note.message))}"
    }
}
