import Foundation

/// Text and numbers written into the Markdown twins of pages (a component's facts, a token
/// table) so that Markdown shows them as they are.
package enum MarkdownLiteral {
    /// A length to one decimal, without a trailing `.0`.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }

    /// Text safe inside a Markdown table cell.
    package static func cell(_ text: String) -> String {
        self.text(text).replacingOccurrences(of: "\n", with: " ")
    }

    /// Text a writer gave (a label, a caption), as Markdown that shows it literally: the
    /// characters Markdown would read as markup or raw HTML are escaped with a backslash.
    package static func text(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>&|#".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
