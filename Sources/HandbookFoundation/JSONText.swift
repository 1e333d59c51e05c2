/// JSON text written by hand, where key order and bytes must be stable (layout JSON,
/// diagnostics, the search index, the dev server's status).
public enum JSONText {
    /// A JSON string; `<`, `>` and `&` are escaped too, so the JSON is safe inside HTML.
    /// Works on UTF-8 bytes: the search index passes megabytes through here.
    public static func quoted(_ text: String) -> String {
        var bytes = text
        return bytes.withUTF8 { utf8 in
            guard utf8.contains(where: needsEscape) else { return "\"" + text + "\"" }
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count + 16)
            appendQuoted(utf8, to: &result)
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// `quoted(text)`'s bytes, appended to `out`: the search index's shards are made this way,
    /// without a string per field.
    package static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, to: &out) }
    }

    private static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var start = 0
        for (index, byte) in utf8.enumerated() where needsEscape(byte) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            start = index + 1
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default: out += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        out.append(UInt8(ascii: "\""))
    }

    private static let hex = Array("0123456789abcdef".utf8)

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
    }
}
