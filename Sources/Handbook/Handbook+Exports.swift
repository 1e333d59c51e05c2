// Diagnostics live in the lowest target so that every reader (tokens, content) reports in
// one type; re-exported so the rest of `Handbook` and its users see them as before.
@_exported import HandbookDiagnostics
