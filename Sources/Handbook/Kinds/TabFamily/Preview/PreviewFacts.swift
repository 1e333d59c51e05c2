import Foundation
import TabLayout

/// What a computed preview shows, said in Markdown for readers who cannot see the picture:
/// a coding assistant reading a page's Markdown twin, or `llms-full.txt`. One table row per
/// item (its box, the text drawn, whether it was cut), then what the guidelines found.
struct PreviewFacts {
    let layout: TabBarLayout
    let example: ComponentExample
    /// The platform the picture was drawn for.
    let pack: any PlatformPack
    /// The findings on the example, whatever its intent.
    let findings: [Diagnostic]

    var markdown: String {
        let unit = pack.unit
        var heading = "**Computed preview:** \(layout.variant.displayName.lowercased()), \(Self.number(layout.width)) \(unit) wide"
        heading += ", \(pack.name), \(layout.device.rawValue)"
        if let locale = example.locale { heading += ", in \(locale)" }
        if layout.rightToLeft { heading += ", right to left" }
        if let intent = example.intent { heading += " — \(intent == .do ? "Do" : "Don’t")" }
        if let text = example.caption ?? example.title { heading += ": " + Self.text(text) }
        var lines = [heading, "", "| Item | Box (\(unit)) | Label drawn |", "| --- | --- | --- |"]
        for (index, item) in layout.items.enumerated() where !item.hidden || item.isMoreItem {
            var name = Self.cell(item.label)
            if index == layout.activeIndex { name += " (selected)" }
            let box = "\(Self.number(item.x))–\(Self.number(item.maxX))"
            let drawn = Self.cell(item.text) + (item.truncated ? " (truncated)" : "")
            lines.append("| \(name) | \(box) | \(drawn) |")
        }
        if !layout.more.isEmpty {
            lines += ["", "Under More: " + layout.more.map(Self.text).joined(separator: ", ") + "."]
        }
        if layout.isScrolling {
            lines += ["", "The items are \(Self.number(layout.contentWidth)) \(unit) wide together, so the bar scrolls."]
        }
        lines.append("")
        if findings.isEmpty {
            lines.append("The guidelines find nothing wrong with it.")
        } else {
            lines.append("The guidelines find:")
            var seen = Set<String>()
            for finding in findings where seen.insert(finding.id + finding.message).inserted {
                lines.append("- `\(finding.id)`: \(Self.text(finding.message))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A length to one decimal, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }

    /// Text safe inside a Markdown table cell.
    static func cell(_ text: String) -> String {
        self.text(text).replacingOccurrences(of: "\n", with: " ")
    }

    /// Text a writer gave (a label, a caption), as Markdown that shows it literally: the
    /// characters Markdown would read as markup or raw HTML are escaped with a backslash.
    static func text(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>&|#".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
