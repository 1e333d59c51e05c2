import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// Finds the URLs in raw HTML — `href`, `src`, `poster` and each candidate of `srcset` —
/// with `HTMLTokenizer`, hands each to a resolver, and writes the ones it rewrites back in
/// place. Everything else, the rest of each value included (`?query`, `#fragment`, srcset
/// descriptors), stays byte for byte.
package struct RawHTMLLinkRewriter {
    /// Carries the tokenizer's state from one raw HTML node of a page to the next.
    package var tokenizer: HTMLTokenizer

    /// Resolves one URL: its text with character references decoded, whether it loads an
    /// image (`src`, `srcset`, `poster`) rather than leads somewhere (`href`), and the offset
    /// of its first byte in the input. Returns the new path (query and fragment not
    /// included) or `nil` to leave the URL as written.
    package typealias Resolve = (_ url: String, _ isImage: Bool, _ offset: Int) -> String?

    /// `html` with its links rewritten.
    package mutating func rewrite(_ html: String, resolve: Resolve) -> String {
        let bytes = Array(html.utf8)
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        tokenizer.scan(bytes) { attributes in
            for attribute in attributes {
                guard let value = attribute.value else { continue }
                let urls: [Range<Int>]
                switch attribute.name {
                case "href": urls = [value]
                case "src", "poster": urls = [value]
                case "srcset": urls = Self.srcsetURLs(in: bytes, value)
                default: continue
                }
                for url in urls {
                    let trimmed = Self.trimmingWhitespace(url, in: bytes)
                    guard !trimmed.isEmpty else { continue }
                    let pathEnd = Self.pathEnd(in: bytes, trimmed)
                    let decoded = HTMLCharacterReferences.decode(bytes[trimmed])
                    guard let path = resolve(decoded, attribute.name == "href" ? false : true, trimmed.lowerBound) else { continue }
                    edits.append((trimmed.lowerBound..<pathEnd, Self.encoded(path, quote: attribute.quote)))
                }
            }
        }
        guard !edits.isEmpty else { return html }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 32 * edits.count)
        var written = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= written {
            output += bytes[written..<edit.range.lowerBound]
            output += edit.replacement
            written = edit.range.upperBound
        }
        output += bytes[written...]
        return String(decoding: output, as: UTF8.self)
    }

    /// A path as an attribute value: percent- and entity-encoded as cmark writes an `href`,
    /// which leaves nothing that could end a quoted value; an unquoted value also may not hold `=`.
    private static func encoded(_ path: String, quote: UInt8?) -> [UInt8] {
        var text = CmarkEscaping.href(path)
        if quote == nil { text = text.replacingOccurrences(of: "=", with: "%3D") }
        return Array(text.utf8)
    }

    /// The URLs of a `srcset` value, as the HTML standard's candidate parser splits it:
    /// candidates separated by commas, each a URL (a run without whitespace, trailing
    /// commas removed) and optional descriptors, in which a comma inside parentheses does
    /// not end the candidate.
    package static func srcsetURLs(in bytes: [UInt8], _ value: Range<Int>) -> [Range<Int>] {
        var urls: [Range<Int>] = []
        var index = value.lowerBound
        while index < value.upperBound {
            while index < value.upperBound, bytes[index].isHTMLWhitespace || bytes[index] == UInt8(ascii: ",") { index += 1 }
            guard index < value.upperBound else { break }
            let start = index
            while index < value.upperBound, !bytes[index].isHTMLWhitespace { index += 1 }
            var end = index
            if bytes[end - 1] == UInt8(ascii: ",") {
                while end > start, bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
                if end > start { urls.append(start..<end) }
                continue
            }
            urls.append(start..<end)
            var depth = 0
            while index < value.upperBound {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") && depth > 0 { depth -= 1 }
                if byte == UInt8(ascii: ",") && depth == 0 { break }
                index += 1
            }
        }
        return urls
    }

    /// Where the path of a raw URL ends: at its first `?` or `#` that is not part of a
    /// character reference (`&#35;` is a `#` in the path, not a fragment).
    private static func pathEnd(in bytes: [UInt8], _ url: Range<Int>) -> Int {
        var index = url.lowerBound
        while index < url.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "?"), UInt8(ascii: "#"):
                return index
            case UInt8(ascii: "&"):
                // Skip `&name;`, `&#digits;` or `&#xhex;` whole.
                var end = index + 1
                while end < url.upperBound, end - index <= 32,
                      bytes[end].isASCIIAlpha || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || (end == index + 1 && bytes[end] == UInt8(ascii: "#")) {
                    end += 1
                }
                index = end < url.upperBound && bytes[end] == UInt8(ascii: ";") ? end + 1 : index + 1
            default:
                index += 1
            }
        }
        return url.upperBound
    }

    /// A browser strips ASCII whitespace around a URL before reading it.
    private static func trimmingWhitespace(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, bytes[lower].isHTMLWhitespace { lower += 1 }
        while upper > lower, bytes[upper - 1].isHTMLWhitespace { upper -= 1 }
        return lower..<upper
    }
}
