/// JSON text written by hand, where key order and bytes must be stable (layout JSON,
/// diagnostics, the search index, the dev server's status).
public enum JSONText {
    /// A JSON string; `<`, `>` and `&` are escaped too, so the JSON is safe inside HTML.
    /// Works on UTF-8 bytes: the search index passes megabytes through here.
    public static func quoted(_ text: String) -> String {
        func needsEscape(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
        }
        guard text.utf8.contains(where: needsEscape) else { return "\"" + text + "\"" }
        var result: [UInt8] = [UInt8(ascii: "\"")]
        result.reserveCapacity(text.utf8.count + 16)
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            guard needsEscape(byte) else {
                result.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): result += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): result += Array(#"\\"#.utf8)
            case 0x0A: result += Array(#"\n"#.utf8)
            case 0x0D: result += Array(#"\r"#.utf8)
            case 0x09: result += Array(#"\t"#.utf8)
            default: result += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }
}
