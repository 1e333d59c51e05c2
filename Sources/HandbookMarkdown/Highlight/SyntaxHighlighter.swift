import Foundation
import HandbookDiagnostics
import HandbookFoundation

/// Build-time syntax highlighting for fenced code blocks: no client-side library.
///
/// Each grammar is a single forward scan over the code's UTF-8 bytes (linear time, no
/// regular expressions) that wraps tokens in `<span class="tok-…">`. The classes are
/// `tok-keyword`, `tok-type`, `tok-string`, `tok-number`, `tok-comment`, `tok-literal`,
/// `tok-attribute`, `tok-tag`, `tok-property` and `tok-punctuation`, and for diffs
/// `tok-inserted`, `tok-deleted` and `tok-meta`; plain text stays unwrapped. Removing the spans and unescaping the HTML always gives back the input.
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
        /// JavaScript with JSX.
        case javascript
        /// TypeScript without JSX, where `<T>` is always a type.
        case typescript
        /// TypeScript with JSX.
        case tsx
        /// Shell scripts (bash, sh, zsh).
        case shell
        /// Shell sessions: prompted commands and their output.
        case shellSession
        /// Unified and git diffs.
        case diff
        /// Go.
        case go
        /// Java.
        case java
        /// Rust.
        case rust
        /// Python.
        case python
        /// Ruby.
        case ruby
        /// SQL.
        case sql
        /// Markdown, and MDX's Markdown.
        case markdown
    }

    /// The grammar for a fence's info word (case-insensitive), or nil when the language is not highlighted.
    /// swift; kotlin, kt, kts; html, xml, svg, xhtml, plist; css; json, jsonc; yaml, yml;
    /// js, javascript, mjs, cjs, jsx; ts, typescript, mts, cts; tsx; bash, sh, shell, zsh,
    /// terminal; console, shellsession; diff, patch; go, golang; java; rust, rs; py, python;
    /// rb, ruby; sql; md, markdown, mdx
    public static func language(named name: String) -> Language? {
        switch name.lowercased() {
        case "swift": .swift
        case "kotlin", "kt", "kts": .kotlin
        case "html", "xml", "svg", "xhtml", "plist": .markup
        case "css": .css
        case "json", "jsonc": .json
        case "yaml", "yml": .yaml
        case "js", "javascript", "mjs", "cjs", "jsx": .javascript
        case "ts", "typescript", "mts", "cts": .typescript
        case "tsx": .tsx
        case "bash", "sh", "shell", "zsh", "terminal": .shell
        case "console", "shellsession": .shellSession
        case "diff", "patch": .diff
        case "go", "golang": .go
        case "java": .java
        case "rust", "rs": .rust
        case "py", "python": .python
        case "rb", "ruby": .ruby
        case "sql": .sql
        case "md", "markdown", "mdx": .markdown
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
        case .javascript: JavaScriptHighlighting.html(code, dialect: .javascript)
        case .typescript: JavaScriptHighlighting.html(code, dialect: .typescript)
        case .tsx: JavaScriptHighlighting.html(code, dialect: .tsx)
        case .shell: ShellHighlighting.html(code, session: false)
        case .shellSession: ShellHighlighting.html(code, session: true)
        case .diff: DiffHighlighting.html(code)
        case .go: CFamilyHighlighting.html(code, dialect: .go)
        case .java: CFamilyHighlighting.html(code, dialect: .java)
        case .rust: CFamilyHighlighting.html(code, dialect: .rust)
        case .python: PythonHighlighting.html(code)
        case .ruby: RubyHighlighting.html(code)
        case .sql: SQLHighlighting.html(code)
        case .markdown: MarkdownHighlighting.html(code)
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
        return grammar.run()
    }

    /// Steps over the whole code and returns the HTML (for grammars set up before they run).
    mutating func run() -> String {
        while !scanner.isAtEnd {
            let before = scanner.position
            step()
            if scanner.position == before { scanner.skipCharacter() }
        }
        return scanner.finish()
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
