import TabLayout

/// The layout JSON of DESIGN.md, written by hand so keys keep their documented order:
/// `{variant, width, contentWidth, scrollOffset, items: [{label, text, x, width, labelX,
/// labelWidth, truncated, hidden}], indicator: {x, width}, more, diagnostics}`.
public enum LayoutJSON {
    /// Pretty-printed JSON for one layout, ending in a newline.
    public static func encode(_ layout: TabBarLayout) -> String {
        var lines = ["{"]
        lines.append("  \"variant\": \(string(layout.variant.rawValue)),")
        lines.append("  \"width\": \(number(layout.width)),")
        lines.append("  \"contentWidth\": \(number(layout.contentWidth)),")
        lines.append("  \"scrollOffset\": \(number(layout.scrollOffset)),")
        lines.append("  \"items\": [")
        for (index, item) in layout.items.enumerated() {
            let fields = [
                "\"label\": \(string(item.label))", "\"text\": \(string(item.text))",
                "\"x\": \(number(item.x))", "\"width\": \(number(item.width))",
                "\"labelX\": \(number(item.labelX))", "\"labelWidth\": \(number(item.labelWidth))",
                "\"truncated\": \(item.truncated)", "\"hidden\": \(item.hidden)",
            ]
            lines.append("    {" + fields.joined(separator: ", ") + "}" + (index + 1 < layout.items.count ? "," : ""))
        }
        lines.append("  ],")
        if let indicator = layout.indicator {
            lines.append("  \"indicator\": {\"x\": \(number(indicator.x)), \"width\": \(number(indicator.width))},")
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
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON number: whole values without a fraction, others to a thousandth of a point.
    static func number(_ value: Double) -> String {
        SVGNumber.format(value)
    }

    /// A JSON string; `<`, `>` and `&` are escaped too, so the JSON is safe inside HTML.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
