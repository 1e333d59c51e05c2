/// What the walk knows of HTML elements written in JSX: which have no closing tag, which
/// attributes hold URLs, which are headings. What the translation knows of them (which it
/// leaves out, JSX's attribute names) is HandbookMDX's (`MDXHTMLElements+JSX.swift`).
package enum MDXHTMLElements {
    /// Elements with no closing tag: written `<br />`.
    static let void: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// Attributes whose value is a URL: resolved and checked like a Markdown link's, and
    /// emptied when it could run script.
    static let urlAttributes: Set<String> = ["href", "src", "poster", "cite", "action", "formaction", "data", "background", "xlink:href"]

    /// `h1` … `h6`: the heading's level.
    static func headingLevel(_ name: String) -> Int? {
        guard name.count == 2, name.first == "h", let level = Int(name.dropFirst()), (1...6).contains(level) else { return nil }
        return level
    }
}
