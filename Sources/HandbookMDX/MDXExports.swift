/// Front matter written as ESM: `export const meta = {…}` or `export const frontmatter = {…}`
/// (MDX pages of Docusaurus-era and Gatsby sites give their title this way).
public enum MDXExports {
    /// The keys and values of the first such object in `text`, outside fenced code; a line
    /// whose value is not an object literal is passed over.
    public static func frontMatter(in text: String) -> [(key: String, value: MDXLiteral)] {
        let bytes = Array(text.utf8)
        var lineStart = 0
        var fence: UInt8?
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            if let first = trimmed.first, (first == UInt8(ascii: "`") || first == UInt8(ascii: "~")), trimmed.prefix(3).allSatisfy({ $0 == first }) {
                fence = fence == nil ? first : (fence == first ? nil : fence)
            } else if fence == nil {
                for name in ["meta", "frontmatter", "frontMatter"] {
                    let prefix = Array("export const \(name)".utf8)
                    guard line.starts(with: prefix), let brace = bytes[(lineStart + prefix.count)..<lineEnd].firstIndex(of: UInt8(ascii: "{")),
                          bytes[(lineStart + prefix.count)..<brace].allSatisfy({ $0 == 0x20 || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ":") || JSCharacters.isASCIIIdentifierPart($0) }),
                          let end = JSParser.endOfValue(in: bytes, at: brace),
                          case .object(let entries) = MDXLiteral.parse(Substring(decoding: bytes[brace..<end], as: UTF8.self)) else { continue }
                    return entries
                }
            }
            lineStart = lineEnd + 1
        }
        return []
    }
}
