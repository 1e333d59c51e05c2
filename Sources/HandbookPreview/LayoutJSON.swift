import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout

/// The layout JSON of DESIGN.md, written by hand so keys keep their documented order:
/// `{variant, width, height, contentWidth, scrollOffset, items: [{label, text, x, width, labelX,
/// labelY, labelWidth, icon: {x, y, width, height}, truncated, hidden}], indicator: {x, y,
/// width, height}, more, diagnostics}` (`labelY` the text's baseline, `icon` null for an item
/// drawn without one), then for iOS 26's
/// floating bar `floating` and for iPadOS's top bar `topBar` (`LayoutJSON+OwnParts.swift`), and
/// for a site's example downloads `thresholds` last (`ThresholdMap.json`).
public enum LayoutJSON {
    /// Pretty-printed JSON for one layout, ending in a newline. `fonts`, when given, names
    /// the faces that drew each item's label (a `font` key after the documented ones);
    /// `thresholds` adds the widths where the bar's behaviour changes.
    /// `changes` adds what changed in the spec since the previous version (`{since, spec,
    /// truncatesBelow?: {was, now}}`).
    public static func encode(_ layout: TabBarLayout, fonts: [String]? = nil, thresholds: ThresholdMap? = nil,
                              changes: (since: String, lines: [String], was: Double?, now: Double?)? = nil) -> String {
        var lines = ["{"]
        lines.append("  \"variant\": \(string(layout.variant.rawValue)),")
        lines.append("  \"width\": \(number(layout.width)),")
        lines.append("  \"height\": \(number(layout.height)),")
        lines.append("  \"contentWidth\": \(number(layout.contentWidth)),")
        lines.append("  \"scrollOffset\": \(number(layout.scrollOffset)),")
        lines.append("  \"items\": [")
        for (index, item) in layout.items.enumerated() {
            let fields = [
                "\"label\": \(string(item.label))", "\"text\": \(string(item.text))",
                "\"x\": \(number(item.x))", "\"width\": \(number(item.width))",
                "\"labelX\": \(number(item.labelX))", "\"labelY\": \(number(item.labelY))", "\"labelWidth\": \(number(item.labelWidth))",
                "\"icon\": " + (item.icon.map { "{\"x\": \(number($0.x)), \"y\": \(number($0.y)), \"width\": \(number($0.width)), \"height\": \(number($0.height))}" } ?? "null"),
                "\"truncated\": \(item.truncated)", "\"hidden\": \(item.hidden)",
            ] + (fonts?[safe: index].map { ["\"font\": \(string($0))"] } ?? [])
            lines.append("    {" + fields.joined(separator: ", ") + "}" + (index + 1 < layout.items.count ? "," : ""))
        }
        lines.append("  ],")
        if let indicator = layout.indicator {
            lines.append("  \"indicator\": {\"x\": \(number(indicator.x)), \"y\": \(number(indicator.y)), \"width\": \(number(indicator.width)), \"height\": \(number(indicator.height))},")
        } else {
            lines.append("  \"indicator\": null,")
        }
        lines.append("  \"more\": [" + layout.more.map(string).joined(separator: ", ") + "],")
        lines.append("  \"diagnostics\": [")
        for (index, diagnostic) in layout.diagnostics.enumerated() {
            let fields = ["\"severity\": \(string(diagnostic.severity.rawValue))", "\"rule\": \(string(diagnostic.rule.id))",
                          "\"message\": \(string(diagnostic.message))"]
            lines.append("    {" + fields.joined(separator: ", ") + "}" + (index + 1 < layout.diagnostics.count ? "," : ""))
        }
        var tail = ownParts(layout)
        if let thresholds { tail.append("  \"thresholds\": " + thresholds.json) }
        if let changes {
            var fields = ["\"since\": \(string(changes.since))", "\"spec\": [" + changes.lines.map(string).joined(separator: ", ") + "]"]
            if changes.was != nil || changes.now != nil {
                let value = { (width: Double?) in width.map(number) ?? "null" }
                fields.append("\"truncatesBelow\": {\"was\": \(value(changes.was)), \"now\": \(value(changes.now))}")
            }
            tail.append("  \"changes\": {" + fields.joined(separator: ", ") + "}")
        }
        lines.append("  ]" + (tail.isEmpty ? "" : ","))
        lines.append(contentsOf: tail.enumerated().map { $1 + ($0 + 1 < tail.count ? "," : "") })
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON number: whole values without a fraction, others to a thousandth of a point.
    package static func number(_ value: Double) -> String {
        SVGNumber.format(value)
    }

    /// A JSON string (see `JSONText.quoted`).
    package static func string(_ text: String) -> String { JSONText.quoted(text) }
}

extension Array {
    /// The element at `index`, or nil past either end.
    package subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
