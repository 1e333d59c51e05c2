import Foundation

/// A component page's Markdown twin (`components/NAME/index.md`): what the page says, as
/// text an assistant can read: variants, states, content rules, where each example stops
/// fitting, what each computed preview shows, the notes, known gaps and findings. Links are
/// relative to the page's folder, like the notes' own.
package struct ComponentMarkdown {
    package let facts: DesignSystemAnswer.Component
    /// What each example's pictures show (`PreviewFacts`).
    package let examples: [String]
    /// The spec's `NAME.md`, as its twin.
    package let notes: String?
    /// The component's JSON (`components/NAME.json`), relative to the page's folder.
    package let json: String

    package init(facts: DesignSystemAnswer.Component, examples: [String], notes: String?, json: String) {
        self.facts = facts
        self.examples = examples
        self.notes = notes
        self.json = json
    }

    package var markdown: String {
        var parts = ["The same facts as JSON: [\(json.split(separator: "/").last ?? "")](\(json))."]
        if let notes, !notes.isEmpty { parts.append(notes.trimmingLineBreaks()) }
        if !facts.variants.isEmpty {
            parts.append("## Variants\n\n" + facts.variants.map { "- **\(MarkdownLiteral.text($0.name))**: \(MarkdownLiteral.text($0.description))" }.joined(separator: "\n"))
        }
        if !facts.states.isEmpty {
            parts.append("## States\n\n" + facts.states.map { "- \(MarkdownLiteral.text($0))" }.joined(separator: "\n"))
        }
        if !facts.contentRules.isEmpty {
            parts.append("## Content rules\n\n" + facts.contentRules.map { "- \($0)" }.joined(separator: "\n"))
        }
        if !facts.thresholds.isEmpty {
            var table = ["## Where labels stop fitting", "", "| Example | Platform | Language | Longest label | Truncates below |", "| --- | --- | --- | --- | --- |"]
            for threshold in facts.thresholds {
                table.append("| \(MarkdownLiteral.cell(threshold.example ?? "")) | \(threshold.platform) | \(threshold.locale) | "
                             + "\(MarkdownLiteral.cell(threshold.label)) | \(MarkdownLiteral.number(threshold.truncatesBelow)) |")
            }
            parts.append(table.joined(separator: "\n"))
        }
        if !examples.isEmpty {
            parts.append("## Examples\n\n" + examples.map { $0.trimmingLineBreaks() }.joined(separator: "\n\n"))
        }
        if !facts.knownGaps.isEmpty {
            parts.append("## Known gaps\n\n" + facts.knownGaps.map { "- \(MarkdownLiteral.text($0))" }.joined(separator: "\n"))
        }
        if !facts.findings.isEmpty {
            parts.append("## Findings\n\n" + facts.findings.map { finding in
                let place = finding.file.map { " (\($0)\(finding.line.map { ":\($0)" } ?? ""))" } ?? ""
                return "- \(finding.severity) `\(finding.rule)`: \(MarkdownLiteral.text(finding.taggedMessage))\(place)"
            }.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n") + "\n"
    }
}
