import Foundation
import HandbookDiagnostics
import HandbookFoundation

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
        case .swift: SwiftHighlighting.html(code)
        case .kotlin: KotlinHighlighting.html(code)
        case .markup: MarkupHighlighting.html(code)
        case .css: CSSHighlighting.html(code)
        case .json: JSONHighlighting.html(code)
        case .yaml: YAMLHighlighting.html(code)
        }
    }
}

/// A grammar: one step of its scan at a time, driven over the whole code by `html(_:)`.
protocol HighlightGrammar {
    var scanner: HighlightScanner { get set }
    init(scanner: HighlightScanner)
    /// Scans one token (or one line, or one statement) from the scanner's position.
    mutating func step()
}

extension HighlightGrammar {
    /// The code as highlighted HTML. A step that consumes nothing (a byte no rule takes)
    /// is followed by skipping one character, so every scan ends.
    static func html(_ code: String) -> String {
        var grammar = Self(scanner: HighlightScanner(code))
        while !grammar.scanner.isAtEnd {
            let before = grammar.scanner.position
            grammar.step()
            if grammar.scanner.position == before { grammar.scanner.skipCharacter() }
        }
        return grammar.scanner.finish()
    }
}

extension HighlightGrammar {
    /// Moves past a template whose `open` bracket is just behind the cursor (Swift's `\( … )`,
    /// Kotlin's `${ … }`), skipping strings nested in it with `nestedString` so that their
    /// brackets and quotes do not end it. Nesting is capped to bound recursion; outside
    /// multi-line strings a line end ends the template.
    mutating func skipBalanced(open: UInt8, close: UInt8, acrossLines: Bool, depth: Int, nestedString: (inout Self, Int) -> Void) {
        var unclosed = 1
        while let byte = scanner.peek() {
            switch byte {
            case _ where byte.isLineEnd && !acrossLines:
                return
            case open:
                unclosed += 1
                scanner.position += 1
            case close:
                unclosed -= 1
                scanner.position += 1
                if unclosed == 0 { return }
            case UInt8(ascii: "\"") where depth < 8:
                nestedString(&self, depth + 1)
            default:
                scanner.position += 1
            }
        }
    }
}
