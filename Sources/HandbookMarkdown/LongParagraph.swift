import HandbookDiagnostics

/// Finds a paragraph too long to parse. cmark-gfm 0.29's inline parser (Debian's) grows with
/// the square of a paragraph's length when emphasis, code spans and links mix: 100 KB of one
/// paragraph parses in 0.14 s, 200 KB in 1.5 s, 400 KB in 21 s. Blocks are found before
/// cmark sees them, by their lines: a run of non-blank lines outside fenced and indented code,
/// table rows aside (each cell is parsed alone), is one paragraph to the inline parser.
public enum LongParagraph {
    /// The most bytes one paragraph may hold: a hundred times a long paragraph.
    public static let largestBytes = 100_000

    /// `markdown.paragraph-too-long` at the first paragraph of `text` over the limit
    /// (`firstLine` is the line `text` starts at in its file), or nil.
    public static func diagnostic(in text: String, path: String, firstLine: Int = 1, limit: Int = largestBytes) -> Diagnostic? {
        guard text.utf8.count > limit else { return nil }
        var line = firstLine, runStart = 0, runBytes = 0
        var fence: (byte: UInt8, count: Int)?
        var found: (line: Int, bytes: Int)?
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            while start < bytes.count, found == nil {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                let content = bytes[start..<end]
                let indent = content.prefix { $0 == 0x20 }.count
                let body = content.dropFirst(indent)
                let marker = body.first.flatMap { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") ? $0 : nil }
                let markers = marker.map { m in body.prefix { $0 == m }.count } ?? 0
                if let open = fence {
                    if indent < 4, marker == open.byte, markers >= open.count { fence = nil }
                } else if indent < 4, let marker, markers >= 3 {
                    fence = (marker, markers)
                    runBytes = 0
                } else if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) || body.first == UInt8(ascii: "|") || (indent >= 4 && runBytes == 0) {
                    runBytes = 0
                } else {
                    if runBytes == 0 { runStart = line }
                    runBytes += content.count + 1
                    if runBytes > limit { found = (runStart, runBytes) }
                }
                line += 1
                start = end + 1
            }
        }
        guard let found else { return nil }
        return .error("markdown.paragraph-too-long", "this paragraph runs past \(limit) bytes; at most \(limit) are read as one paragraph",
                      at: SourceLocation(file: path, line: found.line, column: 1),
                      explanation: "Break the text into paragraphs with blank lines: the Markdown parser's time grows with the square of a paragraph's length.")
    }
}
