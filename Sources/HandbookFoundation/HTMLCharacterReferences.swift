/// Decodes the character references in an HTML attribute value, for reading a URL the way
/// a browser does: decimal and hexadecimal references, and the named ones that occur in
/// URLs (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`). Any other `&…` is kept as
/// written — resolving a site path never needs the rest of HTML's 2,231 names.
package enum HTMLCharacterReferences {
    package static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output = String.UnicodeScalarView()
        var text = String(decoding: bytes, as: UTF8.self).unicodeScalars[...]
        while let scalar = text.first {
            if scalar == "&", let (decoded, length) = reference(at: text) {
                output.append(decoded)
                text = text.dropFirst(length)
            } else {
                output.append(scalar)
                text = text.dropFirst()
            }
        }
        return String(output)
    }

    private static let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]

    /// The scalar a reference at the start of `text` stands for, and how many scalars it spans.
    private static func reference(at text: Substring.UnicodeScalarView) -> (Unicode.Scalar, Int)? {
        let body = text.dropFirst().prefix(12)
        guard let semicolon = body.firstIndex(of: ";") else { return nil }
        let name = String(String.UnicodeScalarView(body[..<semicolon]))
        let length = name.unicodeScalars.count + 2
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return value == nil ? nil : ("\u{FFFD}", length) }
            return (scalar, length)
        }
        return named[name].map { ($0, length) }
    }
}
