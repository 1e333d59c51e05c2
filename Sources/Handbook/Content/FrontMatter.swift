/// Splits a Markdown file into its YAML front matter and its body.
///
/// The body keeps the file's line numbering: front matter lines are blanked rather than
/// removed, so cmark's source positions are positions in the .md file.
public struct FrontMatter: Sendable {
    /// The YAML between the `---` fences, or `nil` when the file has none.
    public var yaml: String?
    /// The line in the file where the YAML starts (1-based), for diagnostics.
    public var yamlFirstLine: Int
    /// The Markdown with the front matter replaced by blank lines.
    public var body: String

    /// Splits `text`. An opening `---` without a closing fence is an error at line 1.
    public static func split(_ text: String, path: String) throws(DiagnosticsError) -> FrontMatter {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, isFence(first, closing: false) else {
            return FrontMatter(yaml: nil, yamlFirstLine: 1, body: text)
        }
        guard let end = lines.indices.dropFirst().first(where: { isFence(lines[$0], closing: true) }) else {
            throw DiagnosticsError([.error("front-matter.unclosed", "front matter starts here but never ends",
                                           at: SourceLocation(file: path, line: 1, column: 1),
                                           explanation: "Close the front matter with a line holding only `---`.")])
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        for index in 0...end { lines[index] = "" }
        return FrontMatter(yaml: yaml, yamlFirstLine: 2, body: lines.joined(separator: "\n"))
    }

    private static func isFence(_ line: Substring, closing: Bool) -> Bool {
        let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
        var bare = trimmed
        while bare.last == " " || bare.last == "\t" { bare.removeLast() }
        return bare == "---" || (closing && bare == "...")
    }
}
