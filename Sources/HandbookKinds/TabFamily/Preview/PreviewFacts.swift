import Foundation
import TabLayout

/// What a computed preview shows, said in Markdown for readers who cannot see the picture:
/// a coding assistant reading a page's Markdown twin, or `llms-full.txt`. One table row per
/// item (its box, the text drawn, whether it was cut), then what the guidelines found.
package struct PreviewFacts {
    package let layout: TabBarLayout
    package let example: ComponentExample
    /// The platform the picture was drawn for.
    package let pack: any PlatformPack
    /// The findings on the example, whatever its intent.
    package let findings: [Diagnostic]

    package var markdown: String {
        let unit = pack.unit
        var heading = "**Computed preview:** \(layout.variant.displayName.lowercased()), \(MarkdownLiteral.number(layout.width)) \(unit) wide"
        heading += ", \(pack.name), \(layout.device.rawValue)"
        if let locale = example.locale { heading += ", in \(locale)" }
        if layout.rightToLeft { heading += ", right to left" }
        if let intent = example.intent { heading += " — \(intent == .do ? "Do" : "Don’t")" }
        if let text = example.caption ?? example.title { heading += ": " + MarkdownLiteral.text(text) }
        var lines = [heading, "", "| Item | Box (\(unit)) | Label drawn |", "| --- | --- | --- |"]
        for (index, item) in layout.items.enumerated() where !item.hidden || item.isMoreItem {
            var name = MarkdownLiteral.cell(item.label)
            if index == layout.activeIndex { name += " (selected)" }
            let box = "\(MarkdownLiteral.number(item.x))–\(MarkdownLiteral.number(item.maxX))"
            let drawn = MarkdownLiteral.cell(item.text) + (item.truncated ? " (truncated)" : "")
            lines.append("| \(name) | \(box) | \(drawn) |")
        }
        if !layout.more.isEmpty {
            lines += ["", "Under More: " + layout.more.map(MarkdownLiteral.text).joined(separator: ", ") + "."]
        }
        if layout.isScrolling {
            lines += ["", "The items are \(MarkdownLiteral.number(layout.contentWidth)) \(unit) wide together, so the bar scrolls."]
        }
        lines.append("")
        if findings.isEmpty {
            lines.append("The guidelines find nothing wrong with it.")
        } else {
            lines.append("The guidelines find:")
            var seen = Set<String>()
            for finding in findings where seen.insert(finding.id + finding.message).inserted {
                lines.append("- `\(finding.id)`: \(MarkdownLiteral.text(finding.message))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
