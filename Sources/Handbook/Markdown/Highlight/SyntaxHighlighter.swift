/// Build-time syntax highlighting for fenced code blocks: no client-side library.
///
/// Each grammar is a single forward scan over the code's UTF-8 bytes (linear time, no
/// regular expressions) that wraps tokens in `<span class="tok-…">`. The classes are
/// `tok-keyword`, `tok-type`, `tok-string`, `tok-number`, `tok-comment`, `tok-literal`,
/// `tok-attribute`, `tok-tag`, `tok-property` and `tok-punctuation`; plain text stays
/// unwrapped. Removing the spans and unescaping the HTML always gives back the input.
public enum SyntaxHighlighter {
    /// The languages with a grammar.
    public enum Language: String, Sendable, CaseIterable {
        /// Swift.
        case swift
        /// Kotlin (`.kt` and `.kts`).
        case kotlin
        /// HTML, XML, SVG and property lists.
        case markup
        /// CSS, including nesting and custom properties.
        case css
        /// JSON, tolerating `//` and `/* */` comments (JSONC).
        case json
        /// YAML.
        case yaml
    }

    /// The grammar for a fence's info word (case-insensitive), or nil when the language is not highlighted.
    /// swift; kotlin, kt, kts; html, xml, svg, xhtml, plist; css; json, jsonc; yaml, yml
    public static func language(named name: String) -> Language? {
        switch name.lowercased() {
        case "swift": .swift
        case "kotlin", "kt", "kts": .kotlin
        case "html", "xml", "svg", "xhtml", "plist": .markup
        case "css": .css
        case "json", "jsonc": .json
        case "yaml", "yml": .yaml
        default: nil
        }
    }

    /// The code as escaped HTML, tokens wrapped in `<span class="tok-…">`; nothing else added (no <pre>/<code>).
    public static func highlight(_ code: String, as language: Language) -> String {
        switch language {
        case .swift:
            var grammar = SwiftHighlighting(code)
            return grammar.html()
        case .kotlin:
            var grammar = KotlinHighlighting(code)
            return grammar.html()
        case .markup:
            var grammar = MarkupHighlighting(code)
            return grammar.html()
        case .css:
            var grammar = CSSHighlighting(code)
            return grammar.html()
        case .json:
            var grammar = JSONHighlighting(code)
            return grammar.html()
        case .yaml:
            var grammar = YAMLHighlighting(code)
            return grammar.html()
        }
    }
}
