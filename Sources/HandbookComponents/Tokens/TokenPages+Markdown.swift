import DesignTokens

extension TokenPages {
    /// A token page as Markdown, for its twin (`tokens/GROUP/index.md`): one table per
    /// sub-group, each token with its value in every context as CSS writes it (or, with many
    /// contexts, the default's and the others' that differ), its alias chain, description and
    /// deprecation; then what changed since the previous version.
    package func markdown(sections: [(key: String, names: [String])], layout: TokenTableLayout, changes: TokenChanges.Section?) -> String {
        var parts: [String] = []
        for section in sections {
            var lines = ["## \(section.key)", "", "| Token | " + layout.headings.map(MarkdownLiteral.cell).joined(separator: " | ") + " |",
                         "| --- |" + String(repeating: " --- |", count: layout.headings.count)]
            for name in section.names {
                guard let token = token(name) else { continue }
                var cell = "`\(name)` (\(token.type.rawValue))"
                if let partial = layout.partialMark(for: name) { cell += ", " + partial }
                if let deprecation = token.deprecation { cell += ", deprecated" + (deprecation.reason.map { ": " + $0 } ?? "") }
                if let description = token.description { cell += "; " + description }
                if !token.aliasChain.isEmpty { cell += "; → " + token.aliasChain.map { "`{\($0)}`" }.joined(separator: " → ") }
                let values = layout.cells(for: name).map { cell -> String in
                    switch cell {
                    case .value(let token, _): "`\(Self.plainValue(token))`"
                    case .absent: "—"
                    case .groups(let groups):
                        groups.isEmpty ? "same" : groups.map { MarkdownLiteral.cell($0.name) + ": " + ($0.token.map { "`\(Self.plainValue($0))`" } ?? "not defined") }.joined(separator: "; ")
                    }
                }
                lines.append("| " + ([MarkdownLiteral.cell(cell)] + values).joined(separator: " | ") + " |")
            }
            parts.append(lines.joined(separator: "\n"))
        }
        if let changes {
            parts.append((["## \(changes.title)", ""] + changes.lines.map { "- " + $0 }).joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n") + "\n"
    }
}
