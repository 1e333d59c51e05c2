import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// JSON strings for data inside an HTML `<script type="application/json">` element, where
/// only `</` (which could close the element) and `<!--` need care. Markup-heavy data (SVG
/// pieces) stays close to its own size, unlike `JSONText.quoted`, which escapes every `<`.
package enum ScriptJSON {
    package static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 8)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "/" where previous == "<": result += "\\/"
            case "!" where previous == "<": result += "\\u0021"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            previous = scalar
        }
        return result + "\""
    }

    /// An object of string members, in the order given.
    package static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { quoted($0.0) + ":" + quoted($0.1) }.joined(separator: ",") + "}"
    }
}
