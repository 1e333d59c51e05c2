import Testing
@testable import Handbook

/// Expected spans, written the way the highlighter writes them (text already escaped).
private enum Tok {
    static func keyword(_ text: String) -> String { span("keyword", text) }
    static func type(_ text: String) -> String { span("type", text) }
    static func string(_ text: String) -> String { span("string", text) }
    static func number(_ text: String) -> String { span("number", text) }
    static func comment(_ text: String) -> String { span("comment", text) }
    static func literal(_ text: String) -> String { span("literal", text) }
    static func attribute(_ text: String) -> String { span("attribute", text) }
    static func tag(_ text: String) -> String { span("tag", text) }
    static func property(_ text: String) -> String { span("property", text) }
    static func punctuation(_ text: String) -> String { span("punctuation", text) }

    static func span(_ kind: String, _ text: String) -> String { "<span class=\"tok-\(kind)\">\(text)</span>" }
}

@Suite struct SyntaxHighlighterTests {
    typealias Language = SyntaxHighlighter.Language

    @Test(arguments: [
        ("swift", Language.swift), ("Swift", .swift), ("kotlin", .kotlin), ("kt", .kotlin), ("KTS", .kotlin),
        ("html", .markup), ("XML", .markup), ("svg", .markup), ("xhtml", .markup), ("plist", .markup),
        ("css", .css), ("CSS", .css), ("json", .json), ("jsonc", .json), ("yaml", .yaml), ("YML", .yaml),
    ] as [(String, Language)])
    func languageNames(name: String, language: Language) {
        #expect(SyntaxHighlighter.language(named: name) == language)
    }

    @Test(arguments: ["", "js", "scss", "swiftui", "text", "yaml ", "c++"])
    func unknownLanguagesAreNotHighlighted(name: String) {
        #expect(SyntaxHighlighter.language(named: name) == nil)
    }

    @Test(arguments: [
        ("let x = 1", "\(Tok.keyword("let")) x = \(Tok.number("1"))"),
        ("@MainActor final class Model: ObservableObject {}",
         "\(Tok.attribute("@MainActor")) \(Tok.keyword("final")) \(Tok.keyword("class")) \(Tok.type("Model")): \(Tok.type("ObservableObject")) {}"),
        ("/* a /* b */ c */ d", "\(Tok.comment("/* a /* b */ c */")) d"),
        ("// note <b>\nlet", "\(Tok.comment("// note &lt;b&gt;"))\n\(Tok.keyword("let"))"),
        (#""a \(f("x)")) b""#, Tok.string("&quot;a \\(f(&quot;x)&quot;)) b&quot;")),
        (##"#"raw "quoted" \n"# x"##, Tok.string("#&quot;raw &quot;quoted&quot; \\n&quot;#") + " x"),
        (###"##"a"#b"## x"###, Tok.string("##&quot;a&quot;#b&quot;##") + " x"),
        ("\"\"\"\nline \"one\"\n\"\"\" x", Tok.string("&quot;&quot;&quot;\nline &quot;one&quot;\n&quot;&quot;&quot;") + " x"),
        (#"let s = "esc \" q""#, "\(Tok.keyword("let")) s = \(Tok.string("&quot;esc \\&quot; q&quot;"))"),
        ("0x1F + 1_000 - 1.5e3", "\(Tok.number("0x1F")) + \(Tok.number("1_000")) - \(Tok.number("1.5e3"))"),
        ("1..<5", "\(Tok.number("1"))..&lt;\(Tok.number("5"))"),
        ("#if os(Linux)\n#endif", "\(Tok.keyword("#if")) os(\(Tok.type("Linux")))\n\(Tok.keyword("#endif"))"),
        ("if #available(iOS 17, *) {}", "\(Tok.keyword("if")) \(Tok.keyword("#available"))(iOS \(Tok.number("17")), *) {}"),
        ("func f() async throws -> some View",
         "\(Tok.keyword("func")) f() \(Tok.keyword("async")) \(Tok.keyword("throws")) -&gt; \(Tok.keyword("some")) \(Tok.type("View"))"),
        ("actor A { consume x; macro m(); any P }",
         "\(Tok.keyword("actor")) \(Tok.type("A")) { \(Tok.keyword("consume")) x; \(Tok.keyword("macro")) m(); \(Tok.keyword("any")) \(Tok.type("P")) }"),
        ("x.default = .init(); y = nil ?? true", "x.default = .\(Tok.keyword("init"))(); y = \(Tok.literal("nil")) ?? \(Tok.literal("true"))"),
        ("`default` $0.count", "`default` $0.count"),
        ("\"open\nlet", "\(Tok.string("&quot;open"))\n\(Tok.keyword("let"))"),
        ("Self.Type", "\(Tok.keyword("Self")).\(Tok.keyword("Type"))"),
    ])
    func swift(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .swift) == html)
    }

    @Test(arguments: [
        ("val x = 10L", "\(Tok.keyword("val")) x = \(Tok.number("10L"))"),
        ("@Composable fun Greeting(name: String) {}",
         "\(Tok.attribute("@Composable")) \(Tok.keyword("fun")) \(Tok.type("Greeting"))(name: \(Tok.type("String"))) {}"),
        (#""Hi $name, ${user.age + 1}""#, Tok.string("&quot;Hi $name, ${user.age + 1}&quot;")),
        (#""${"nested"}" x"#, Tok.string("&quot;${&quot;nested&quot;}&quot;") + " x"),
        (#""""a\""" x"#, Tok.string("&quot;&quot;&quot;a\\&quot;&quot;&quot;") + " x"),
        ("\"\"\"\nq\"\"\"\" x", Tok.string("&quot;&quot;&quot;\nq&quot;&quot;&quot;&quot;") + " x"),
        (#"'a' '\n' '\u0041'"#, "\(Tok.string("&#39;a&#39;")) \(Tok.string("&#39;\\n&#39;")) \(Tok.string("&#39;\\u0041&#39;"))"),
        ("sealed interface Shape\ndata object Circle : Shape",
         "\(Tok.keyword("sealed")) \(Tok.keyword("interface")) \(Tok.type("Shape"))\n\(Tok.keyword("data")) \(Tok.keyword("object")) \(Tok.type("Circle")) : \(Tok.type("Shape"))"),
        ("companion object { const val pi = 3.14f }",
         "\(Tok.keyword("companion")) \(Tok.keyword("object")) { \(Tok.keyword("const")) \(Tok.keyword("val")) pi = \(Tok.number("3.14f")) }"),
        ("suspend fun load(): Int? = null",
         "\(Tok.keyword("suspend")) \(Tok.keyword("fun")) load(): \(Tok.type("Int"))? = \(Tok.literal("null"))"),
        ("override fun f() = 0xFF + 1_000u + 2uL",
         "\(Tok.keyword("override")) \(Tok.keyword("fun")) f() = \(Tok.number("0xFF")) + \(Tok.number("1_000u")) + \(Tok.number("2uL"))"),
        ("/* a /* b */ c */ // d", "\(Tok.comment("/* a /* b */ c */")) \(Tok.comment("// d"))"),
        ("state.data.value", "state.data.value"),
        ("return@forEach this@Outer", "\(Tok.keyword("return"))@forEach \(Tok.keyword("this"))@Outer"),
        ("when (x) { is Int -> true }", "\(Tok.keyword("when")) (x) { \(Tok.keyword("is")) \(Tok.type("Int")) -&gt; \(Tok.literal("true")) }"),
        ("\"open\nval", "\(Tok.string("&quot;open"))\n\(Tok.keyword("val"))"),
    ])
    func kotlin(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .kotlin) == html)
    }

    @Test(arguments: [
        ("<!DOCTYPE html>", "\(Tok.keyword("&lt;!DOCTYPE")) html&gt;"),
        (#"<?xml version="1.0" encoding="UTF-8"?>"#,
         "\(Tok.keyword("&lt;?xml")) \(Tok.attribute("version"))=\(Tok.string("&quot;1.0&quot;")) \(Tok.attribute("encoding"))=\(Tok.string("&quot;UTF-8&quot;"))?&gt;"),
        ("<!-- a <b> -->text", "\(Tok.comment("&lt;!-- a &lt;b&gt; --&gt;"))text"),
        (#"<a href="/x" data-id=42 hidden>Go &amp; see</a>"#,
         "&lt;\(Tok.tag("a")) \(Tok.attribute("href"))=\(Tok.string("&quot;/x&quot;")) \(Tok.attribute("data-id"))=\(Tok.string("42")) \(Tok.attribute("hidden"))&gt;Go \(Tok.literal("&amp;amp;")) see&lt;/\(Tok.tag("a"))&gt;"),
        (#"<script>if (a < b) { x = "<b>" }</script>"#,
         "&lt;\(Tok.tag("script"))&gt;if (a &lt; b) { x = &quot;&lt;b&gt;&quot; }&lt;/\(Tok.tag("script"))&gt;"),
        ("<STYLE>p { color: red }</Style>", "&lt;\(Tok.tag("STYLE"))&gt;p { color: red }&lt;/\(Tok.tag("Style"))&gt;"),
        ("<![CDATA[ <x> ]]>", Tok.string("&lt;![CDATA[ &lt;x&gt; ]]&gt;")),
        ("<svg:rect x='1'/>", "&lt;\(Tok.tag("svg:rect")) \(Tok.attribute("x"))=\(Tok.string("&#39;1&#39;"))/&gt;"),
        ("<br/><script src=x.js></script>",
         "&lt;\(Tok.tag("br"))/&gt;&lt;\(Tok.tag("script")) \(Tok.attribute("src"))=\(Tok.string("x.js"))&gt;&lt;/\(Tok.tag("script"))&gt;"),
        ("a < b & c", "a &lt; b &amp; c"),
        (#"<a href="x"<b>"#, "&lt;\(Tok.tag("a")) \(Tok.attribute("href"))=\(Tok.string("&quot;x&quot;"))&lt;\(Tok.tag("b"))&gt;"),
        ("&#x1F600; &#169; &nbsp", "\(Tok.literal("&amp;#x1F600;")) \(Tok.literal("&amp;#169;")) &amp;nbsp"),
        ("<key>Ä</key>", "&lt;\(Tok.tag("key"))&gt;Ä&lt;/\(Tok.tag("key"))&gt;"),
    ])
    func markup(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .markup) == html)
    }

    @Test(arguments: [
        (".card > a:hover, h1 { color: #0a84ff; }",
         "\(Tok.tag(".card")) &gt; \(Tok.tag("a:hover")), \(Tok.tag("h1")) { \(Tok.property("color")): \(Tok.number("#0a84ff")); }"),
        ("@media (min-width: 600px) { .a { margin: -4px auto !important } }",
         "\(Tok.attribute("@media")) (\(Tok.property("min-width")): \(Tok.number("600px"))) { \(Tok.tag(".a")) { \(Tok.property("margin")): \(Tok.number("-4px")) auto \(Tok.keyword("!important")) } }"),
        (":root { --brand-blue: #0A84FF; }", "\(Tok.tag(":root")) { \(Tok.property("--brand-blue")): \(Tok.number("#0A84FF")); }"),
        (#"/* c */ p { font: 12px/1.5 "Inter", sans-serif; width: 50%; }"#,
         "\(Tok.comment("/* c */")) \(Tok.tag("p")) { \(Tok.property("font")): \(Tok.number("12px"))/\(Tok.number("1.5")) \(Tok.string("&quot;Inter&quot;")), sans-serif; \(Tok.property("width")): \(Tok.number("50%")); }"),
        (#"a[href^="http"] { background: url(data:image/png;base64,AA==) }"#,
         "\(Tok.tag("a[href^="))\(Tok.string("&quot;http&quot;"))\(Tok.tag("]")) { \(Tok.property("background")): url(\(Tok.string("data:image/png;base64,AA=="))) }"),
        (".btn { padding: 0; &:hover { opacity: .5 } }",
         "\(Tok.tag(".btn")) { \(Tok.property("padding")): \(Tok.number("0")); \(Tok.tag("&amp;:hover")) { \(Tok.property("opacity")): \(Tok.number(".5")) } }"),
        ("color: var(--x);\ngap: 8px", "\(Tok.property("color")): var(--x);\n\(Tok.property("gap")): \(Tok.number("8px"))"),
        ("@supports (display: grid) {}", "\(Tok.attribute("@supports")) (\(Tok.property("display")): grid) {}"),
        (#"@import url("a.css");"#, "\(Tok.attribute("@import")) url(\(Tok.string("&quot;a.css&quot;")));"),
        (".tab:is(:hover, :focus) > b::after {}", "\(Tok.tag(".tab:is(:hover, :focus)")) &gt; \(Tok.tag("b::after")) {}"),
        ("#main { color: #zz }", "\(Tok.tag("#main")) { \(Tok.property("color")): #zz }"),
        ("@keyframes spin { to { transform: rotate(1turn) } }",
         "\(Tok.attribute("@keyframes")) spin { \(Tok.tag("to")) { \(Tok.property("transform")): rotate(\(Tok.number("1turn"))) } }"),
    ])
    func css(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .css) == html)
    }

    @Test(arguments: [
        (#"{"name": "Ä", "n": -1.5e+3, "ok": true, "x": null}"#,
         "{\(Tok.property("&quot;name&quot;")): \(Tok.string("&quot;Ä&quot;")), \(Tok.property("&quot;n&quot;")): \(Tok.number("-1.5e+3")), \(Tok.property("&quot;ok&quot;")): \(Tok.literal("true")), \(Tok.property("&quot;x&quot;")): \(Tok.literal("null"))}"),
        (#"["a", 1]"#, "[\(Tok.string("&quot;a&quot;")), \(Tok.number("1"))]"),
        ("{\"a\"\n : 1 // c\n}", "{\(Tok.property("&quot;a&quot;"))\n : \(Tok.number("1")) \(Tok.comment("// c"))\n}"),
        (#"{"k\"q": "v"}"#, "{\(Tok.property("&quot;k\\&quot;q&quot;")): \(Tok.string("&quot;v&quot;"))}"),
        (#"{"a": tru, 'x', -}"#, "{\(Tok.property("&quot;a&quot;")): tru, &#39;x&#39;, -}"),
        ("/* block */ 0", "\(Tok.comment("/* block */")) \(Tok.number("0"))"),
    ])
    func json(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .json) == html)
    }

    @Test(arguments: [
        ("name: Tabs # the component\nurl: http://x/#top",
         "\(Tok.property("name")): Tabs \(Tok.comment("# the component"))\n\(Tok.property("url")): http://x/#top"),
        (#"title: "a # b" # c"#, "\(Tok.property("title")): \(Tok.string("&quot;a # b&quot;")) \(Tok.comment("# c"))"),
        ("- name: x\n  count: 3\n  ratio: 1.5\n  on: true\n  none: ~\n  nil: null",
         "- \(Tok.property("name")): x\n  \(Tok.property("count")): \(Tok.number("3"))\n  \(Tok.property("ratio")): \(Tok.number("1.5"))\n  \(Tok.property("on")): \(Tok.literal("true"))\n  \(Tok.property("none")): \(Tok.literal("~"))\n  \(Tok.property("nil")): \(Tok.literal("null"))"),
        ("text: |\n  line one\n  # not a comment\n\nnext: 1",
         "\(Tok.property("text")): \(Tok.punctuation("|"))\n  \(Tok.string("line one\n  # not a comment"))\n\n\(Tok.property("next")): \(Tok.number("1"))"),
        ("- >- # folded\n  folded\n   more\n- b",
         "- \(Tok.punctuation("&gt;-")) \(Tok.comment("# folded"))\n  \(Tok.string("folded\n   more"))\n- b"),
        ("a:\n  b: |\n    deep\n  c: 1",
         "\(Tok.property("a")):\n  \(Tok.property("b")): \(Tok.punctuation("|"))\n    \(Tok.string("deep"))\n  \(Tok.property("c")): \(Tok.number("1"))"),
        ("base: &base {a: 1}\nother: *base\ntag: !!str 12",
         "\(Tok.property("base")): \(Tok.attribute("&amp;base")) {\(Tok.property("a")): \(Tok.number("1"))}\n\(Tok.property("other")): \(Tok.attribute("*base"))\n\(Tok.property("tag")): \(Tok.attribute("!!str")) \(Tok.number("12"))"),
        ("---\na: 'it''s'\n...", "\(Tok.keyword("---"))\n\(Tok.property("a")): \(Tok.string("&#39;it&#39;&#39;s&#39;"))\n\(Tok.keyword("..."))"),
        (#""key one": [1, "two", three]"#,
         "\(Tok.property("&quot;key one&quot;")): [\(Tok.number("1")), \(Tok.string("&quot;two&quot;")), three]"),
        ("a#b: c", "\(Tok.property("a#b")): c"),
        ("k: |\nÄ: 1", "\(Tok.property("k")): \(Tok.punctuation("|"))\n\(Tok.property("Ä")): \(Tok.number("1"))"),
        ("version: 1.2.3\ndate: 2024-01-01\nhex: 0x1F\ninf: -.inf",
         "\(Tok.property("version")): 1.2.3\n\(Tok.property("date")): 2024-01-01\n\(Tok.property("hex")): \(Tok.number("0x1F"))\n\(Tok.property("inf")): \(Tok.number("-.inf"))"),
        (#""esc \" # q": 1"#, "\(Tok.property("&quot;esc \\&quot; # q&quot;")): \(Tok.number("1"))"),
        ("--- |\n  top\n---", "\(Tok.keyword("---")) \(Tok.punctuation("|"))\n  \(Tok.string("top"))\n\(Tok.keyword("---"))"),
    ])
    func yaml(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .yaml) == html)
    }

    @Test(arguments: [
        (Language.swift, "/* open /* nested */", Tok.comment("/* open /* nested */")),
        (.swift, #"#"raw"#, Tok.string("#&quot;raw")),
        (.swift, "\"\"\"\nopen", Tok.string("&quot;&quot;&quot;\nopen")),
        (.swift, #""a \(b"#, Tok.string("&quot;a \\(b")),
        (.kotlin, "\"\"\"open", Tok.string("&quot;&quot;&quot;open")),
        (.kotlin, "'x", Tok.string("&#39;x")),
        (.kotlin, "\"${", Tok.string("&quot;${")),
        (.markup, "<!-- open", Tok.comment("&lt;!-- open")),
        (.markup, #"<a href="x"#, "&lt;\(Tok.tag("a")) \(Tok.attribute("href"))=\(Tok.string("&quot;x"))"),
        (.markup, "<![CDATA[x", Tok.string("&lt;![CDATA[x")),
        (.markup, "<script>x", "&lt;\(Tok.tag("script"))&gt;x"),
        (.css, "/* open", Tok.comment("/* open")),
        (.css, #"a { content: "x"#, "\(Tok.tag("a")) { \(Tok.property("content")): \(Tok.string("&quot;x"))"),
        (.json, #"{"a"#, "{\(Tok.string("&quot;a"))"),
        (.yaml, "a: \"open\nb: 1", "\(Tok.property("a")): \(Tok.string("&quot;open\nb: 1"))"),
        (.yaml, "a: |", "\(Tok.property("a")): \(Tok.punctuation("|"))"),
    ] as [(Language, String, String)])
    func unterminatedInput(language: Language, code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: language) == html)
    }

    @Test(arguments: Language.allCases)
    func degenerateInputsStayPlain(language: Language) {
        #expect(SyntaxHighlighter.highlight("", as: language) == "")
        #expect(SyntaxHighlighter.highlight("\\", as: language) == "\\")
        #expect(SyntaxHighlighter.highlight("\0", as: language) == "\0")
        #expect(SyntaxHighlighter.highlight("Ä日本🙂", as: language) == "Ä日本🙂")
    }

    /// Removing the spans and unescaping gives back the input, byte for byte, for thousands of
    /// generated inputs built from each language's delimiters, quotes, line breaks and non-ASCII.
    @Test(arguments: Language.allCases)
    func roundTripsGeneratedInput(language: Language) {
        var random = SplitMix64(seed: 0x5EED_0000 + UInt64(Language.allCases.firstIndex(of: language) ?? 0))
        let pieces = Self.commonPieces + Self.pieces[language, default: []]
        var failures = 0
        for _ in 0..<3000 {
            let count = Int(random.next() % 40)
            let code = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let html = SyntaxHighlighter.highlight(code, as: language)
            let check = HighlightedHTML(html)
            if check.problems.isEmpty, check.text == Array(code.utf8) { continue }
            failures += 1
            if failures <= 3 {
                Issue.record("\(language): \(check.problems) for \(code.debugDescription) → \(html.debugDescription)")
            }
        }
        #expect(failures == 0)
    }

    /// A megabyte line (plain, then inside an unclosed string), and 64 KB lines of repeated
    /// openers built to provoke quadratic rescans or deep nesting: each round-trips, and
    /// finishes in a fraction of a second even in a debug build (a quadratic path would take minutes).
    @Test(arguments: Language.allCases)
    func largeHostileInputs(language: Language) {
        let megabyte = String(repeating: "x", count: 1 << 20)
        let units = ["/*", "\"\\(", "\"${", "#", "#\"\\", "<a b=", "{", "[", "- ", "a: | ", "x:", "&amp", "\\", "`", "'", "<!--", "@a", ":a;", "\""]
        let inputs = [megabyte, "\"" + megabyte] + units.map { String(repeating: $0, count: (1 << 16) / $0.utf8.count) }
        for code in inputs {
            let check = HighlightedHTML(SyntaxHighlighter.highlight(code, as: language))
            #expect(check.problems.isEmpty && check.text == Array(code.utf8), "\(language) \(code.prefix(8).debugDescription)")
        }
    }

    static let commonPieces = [
        "\n", " ", "  ", "\t", "\r\n", "\r", "\"", "'", "\\", "Ä", "日本", "🙂", "e\u{301}", "\0", "&", "<", ">",
        "a", "Z", "1", "0x", ".", "-", ":", "#", "/", "*", "{", "}", "(", ")", "[", "]", ";", ",", "=", "@", "$",
        "`", "|", "!", "?", "~", "%", "+", "_", "\u{FFFD}", "\u{FEFF}", "\u{7F}", "<span class=\"tok-x\">", "</span>",
    ]

    static let pieces: [Language: [String]] = [
        .swift: ["\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", "/*", "*/", "//", "let", "func", "Self", "1_000", "1.5e3", "@MainActor", "#if", "nil"],
        .kotlin: ["\"\"\"", "${", "$x", "/*", "*/", "//", "val", "fun", "String", "10L", "1.5f", "@Composable", "'a'", "'\\", "null"],
        .markup: ["<!--", "-->", "<!DOCTYPE", "<?xml", "?>", "<![CDATA[", "]]>", "</", "/>", "<a", "href=", "<script>", "</script>", "<style", "&amp;", "&#x", "div"],
        .css: ["/*", "*/", "@media", "!important", "--x", "#0a84ff", "12px", "50%", "url(", ".a", "a:hover", "color", "{ color: red }"],
        .json: ["{\"a\": 1}", "\"k\":", "true", "null", "-1.5e+3", "//", "/*", "*/", "[1, 2]"],
        .yaml: ["- ", ": ", "key:", "|", ">-", "|+2", "---", "...", "&a", "*a", "!!str", "'it''s'", "\"x\\\"\"", "~", "true", "# c", "\n  ", "\n    "],
    ]
}

/// Reads highlighter output back: checks that it is only escaped text and non-empty,
/// non-nested spans of known classes, and recovers the text's bytes.
struct HighlightedHTML {
    private(set) var text: [UInt8] = []
    private(set) var problems: [String] = []

    static let classes: Set<String> = [
        "keyword", "type", "string", "number", "comment", "literal", "attribute", "tag", "property", "punctuation",
    ]
    static let entities: [(String, UInt8)] = [("&amp;", 0x26), ("&lt;", 0x3C), ("&gt;", 0x3E), ("&quot;", 0x22), ("&#39;", 0x27)]

    init(_ html: String) {
        let bytes = Array(html.utf8)
        let open = Array("<span class=\"tok-".utf8), close = Array("</span>".utf8)
        var index = 0
        var spanContentStart: Int?
        func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
            index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C, hasPrefix(open, at: index) {
                if spanContentStart != nil { problems.append("nested span at \(index)") }
                let nameStart = index + open.count
                guard let quote = bytes[nameStart...].firstIndex(of: 0x22), bytes.count > quote + 1, bytes[quote + 1] == 0x3E else {
                    problems.append("malformed span at \(index)")
                    return
                }
                let name = String(decoding: bytes[nameStart..<quote], as: UTF8.self)
                if !Self.classes.contains(name) { problems.append("unknown class \(name)") }
                index = quote + 2
                spanContentStart = index
            } else if byte == 0x3C, hasPrefix(close, at: index) {
                if spanContentStart == nil { problems.append("unopened </span> at \(index)") }
                if spanContentStart == index { problems.append("empty span at \(index)") }
                spanContentStart = nil
                index += close.count
            } else if byte == 0x26 {
                guard let (entity, decoded) = Self.entities.first(where: { hasPrefix(Array($0.0.utf8), at: index) }) else {
                    problems.append("unescaped & at \(index)")
                    return
                }
                text.append(decoded)
                index += entity.utf8.count
            } else {
                if byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
                    problems.append("unescaped \(Character(Unicode.Scalar(byte))) at \(index)")
                }
                text.append(byte)
                index += 1
            }
        }
        if spanContentStart != nil { problems.append("unclosed span") }
    }
}
