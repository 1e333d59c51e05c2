/// Text and numbers written into the Markdown twins of pages (a component's facts, a token
/// table) so that Markdown shows them as they are.
///
/// Every picture's facts are written with these on each build, a colour saved under `serve`
/// included, so they work on bytes: the characters they escape are all ASCII, and most text
/// (a label, a width) has none of them and is returned as it is.
package enum MarkdownLiteral {
    /// A length to one decimal, without a trailing `.0`.
    package static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        // Beyond what an `Int` holds (or not a number) there is no length to print in tenths.
        guard tenths.isFinite, abs(tenths) < 1e15 else { return String(value) }
        let count = Int(tenths)
        let whole = String(count / 10)
        guard count % 10 != 0 else { return whole }
        // `-0.4` has no whole part to carry its sign.
        return (count < 0 && count > -10 ? "-" : "") + whole + "." + String(abs(count % 10))
    }

    /// Text safe inside a Markdown table cell.
    package static func cell(_ text: String) -> String {
        escaped(text, newlines: true)
    }

    /// Text a writer gave (a label, a caption), as Markdown that shows it literally: the
    /// characters Markdown would read as markup or raw HTML are escaped with a backslash.
    package static func text(_ text: String) -> String {
        escaped(text, newlines: false)
    }

    /// `text` with a backslash before each of ``\`*_[]<>&|#``, and each line feed a space when
    /// `newlines` (a table row is one line).
    private static func escaped(_ text: String, newlines: Bool) -> String {
        var text = text
        let utf8 = text.utf8
        guard utf8.contains(where: { isMarkup($0) || (newlines && $0 == UInt8(ascii: "\n")) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 8)
        text.withUTF8 { buffer in
            for byte in buffer {
                if isMarkup(byte) { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(newlines && byte == UInt8(ascii: "\n") ? UInt8(ascii: " ") : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "#"):
            return true
        default:
            return false
        }
    }
}
