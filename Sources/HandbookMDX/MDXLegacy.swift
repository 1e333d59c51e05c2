import HandbookDiagnostics

/// How a page's MDX 1 spellings are reported (site.yml's `mdx: { legacy: }`). Either way
/// they are read as MDX 1 read them; `error` fails the page, for teams who hold their docs
/// to MDX 3.
public enum MDXLegacyLevel: String, Sendable, Hashable, CaseIterable {
    /// One `mdx.legacy` warning per spelling and file; the page builds.
    case warn
    /// The same findings as errors: the page, and so the build, fails.
    case error
}

/// A spelling MDX 1 (and Docusaurus 3, with its MDX 1 compatibility) accepts that MDX 3's
/// compiler rejects. Each is read as MDX 1 read it and named, once per file, with the MDX 3
/// spelling to write instead.
enum MDXLegacySpelling: Int, CaseIterable, Comparable {
    /// `<!-- … -->`: a comment, left out of the page.
    case htmlComment
    /// `<` before a digit or punctuation (`<3`, `<=`, `<768px`, or after a Unicode space): the text `<`.
    case lessThan
    /// `<https://…>`, `<name@example.com>`: a link, as in CommonMark.
    case autolink
    /// `{` that starts no JavaScript expression (`{color: red}`): the text `{`.
    case brace
    /// `## Usage {#use}`, Docusaurus's heading id: the heading's id.
    case headingID

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What the page wrote, and what MDX 3 wants instead.
    var message: String {
        switch self {
        case .htmlComment: "an HTML comment (<!-- … -->) is MDX 1, left out of the page as MDX 1 did; in MDX 3 write {/* … */}"
        case .lessThan: "a '<' that starts no tag (before a digit or punctuation) is MDX 1 text; in MDX 3 write &lt; or {'<'}"
        case .autolink: "an autolink (<https://…>) is MDX 1, a link here as there; in MDX 3 write [text](https://…)"
        case .brace: "a '{' that starts no JavaScript expression is MDX 1 text; in MDX 3 write \\{ or {'{'}"
        case .headingID: "a heading id ({#id}) is Docusaurus's MDX 1 spelling, the heading's id here; in MDX 3 write {/* #id */}"
        }
    }

    var explanation: String {
        "MDX 3 (@mdx-js/mdx 3, Docusaurus 3 without its MDX 1 compatibility) rejects this spelling; Handbook reads it as MDX 1 did and says so once per file. "
            + "Set mdx: { legacy: error } in site.yml to fail the build on it instead."
    }

    func diagnostic(at location: SourceLocation, level: MDXLegacyLevel) -> Diagnostic {
        switch level {
        case .warn: .warning("mdx.legacy", message, at: location, explanation: explanation)
        case .error: .error("mdx.legacy", message, at: location, explanation: explanation)
        }
    }
}
