import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// Escaping exactly as cmark's HTML renderer does it (`houdini_escape_html0` without its
/// "secure" mode, and `houdini_escape_href`), so Handbook's HTML for a document is cmark's
/// byte for byte wherever it does not mean to differ.
package enum CmarkEscaping {
    /// Appends `text` with `&`, `<`, `>` and `"` replaced by entities; `'` and `/` stay, as
    /// in cmark (an apostrophe needs no escaping in text or in a double-quoted attribute).
    package static func appendHTML(_ text: String, to output: inout String) {
        var start = text.utf8.startIndex
        var index = start
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let entity: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default: entity = nil
            }
            if let entity {
                output += text[start..<index]
                output += entity
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start == utf8.startIndex {
            output += text
        } else {
            output += text[start...]
        }
    }

    /// `text` escaped as `appendHTML(_:to:)` does.
    package static func html(_ text: String) -> String {
        var output = ""
        appendHTML(text, to: &output)
        return output
    }

    /// Appends a URL for an `href`/`src` attribute as `houdini_escape_href` writes it: bytes
    /// that are safe or reserved in a URL stay (so an existing `%XX` is not encoded twice),
    /// `&` becomes `&amp;`, `'` becomes `&#x27;`, and every other byte — controls, space,
    /// `"`, `<`, `>`, `\`, `[`, `]`, `^`, `` ` ``, `{`, `|`, `}` and all of UTF-8 beyond
    /// ASCII — becomes `%XX` with upper-case hex digits.
    package static func appendHref(_ url: String, to output: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 8)
        for byte in url.utf8 {
            if isHrefSafe(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                bytes.append(contentsOf: "&amp;".utf8)
            } else if byte == UInt8(ascii: "'") {
                bytes.append(contentsOf: "&#x27;".utf8)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// `url` escaped as `appendHref(_:to:)` does.
    package static func href(_ url: String) -> String {
        var output = ""
        appendHref(url, to: &output)
        return output
    }

    /// Whether cmark's renderer would drop this link destination outside unsafe mode
    /// (`_scan_dangerous_url`): `javascript:`, `vbscript:`, `file:`, and `data:` except
    /// PNG, GIF, JPEG and WebP images, compared without regard to case, at the very start.
    package static func isDangerousURL(_ url: String) -> Bool {
        let prefix = String(decoding: url.utf8.prefix(16), as: UTF8.self).lowercased()
        if prefix.hasPrefix("data:") {
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { prefix.hasPrefix($0) }
        }
        return prefix.hasPrefix("javascript:") || prefix.hasPrefix("vbscript:") || prefix.hasPrefix("file:")
    }

    /// Whether an HTML attribute's URL (character references decoded) runs script as a
    /// browser reads it: `isDangerousURL` once the spaces, tabs, newlines and control
    /// characters browsers ignore there (`java\tscript:`, ` javascript:`) are gone.
    package static func runsScript(_ attributeValue: String) -> Bool {
        isDangerousURL(String(String.UnicodeScalarView(attributeValue.unicodeScalars.filter { $0.value > 0x20 })))
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Letters, digits and `-_.+!*(),%#@?=;:/$~` — cmark's `HREF_SAFE` table, which
    /// leaves out `&` and `'` because they need HTML escaping instead.
    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return hrefSafePunctuation.contains(byte)
        }
    }

    private static let hrefSafePunctuation = Set("-_.+!*(),%#@?=;:/$~".utf8)
}
