/// Splits a Markdown file into its YAML front matter and its body.
///
/// The body keeps the file's line numbering: front matter lines are blanked rather than
/// removed, so cmark's source positions are positions in the .md file. Works on UTF-8
/// bytes, since it runs over every page of every build.
public struct FrontMatter: Sendable {
    /// The YAML between the `---` fences, or `nil` when the file has none.
    public var yaml: String?
    /// The line in the file where the YAML starts (1-based), for diagnostics.
    public var yamlFirstLine: Int
    /// The Markdown with the front matter replaced by blank lines.
    public var body: String

    /// Splits `text`. An opening `---` without a closing fence is an error at line 1.
    public static func split(_ text: String, path: String) throws(DiagnosticsError) -> FrontMatter {
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var lineNumber = 0
        var yamlStart: String.Index?
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let line = bytes[lineStart..<lineEnd]
            lineNumber += 1
            let next = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
            if yamlStart == nil {
                guard isFence(line, closing: false) else { return FrontMatter(yaml: nil, yamlFirstLine: 1, body: text) }
                yamlStart = next
            } else if let start = yamlStart, isFence(line, closing: true) {
                let yaml = String(text[start..<lineStart])
                let body = String(repeating: "\n", count: lineNumber) + text[next...]
                return FrontMatter(yaml: yaml.hasSuffix("\n") ? String(yaml.dropLast()) : yaml, yamlFirstLine: 2, body: body)
            }
            lineStart = next
        }
        guard yamlStart != nil else { return FrontMatter(yaml: nil, yamlFirstLine: 1, body: text) }
        throw DiagnosticsError([.error("front-matter.unclosed", "front matter starts here but never ends",
                                       at: SourceLocation(file: path, line: 1, column: 1),
                                       explanation: "Close the front matter with a line holding only `---`.")])
    }

    /// `---` (or `...` to close), with trailing spaces, tabs or a carriage return allowed.
    private static func isFence(_ line: Substring.UTF8View.SubSequence, closing: Bool) -> Bool {
        var bare = line
        while let last = bare.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
            bare = bare.dropLast()
        }
        return bare.elementsEqual("---".utf8) || (closing && bare.elementsEqual("...".utf8))
    }
}
