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
    static func inserted(_ text: String) -> String { span("inserted", text) }
    static func deleted(_ text: String) -> String { span("deleted", text) }
    static func meta(_ text: String) -> String { span("meta", text) }

    static func span(_ kind: String, _ text: String) -> String { "<span class=\"tok-\(kind)\">\(text)</span>" }
}

@Suite struct SyntaxHighlighterTests {
    typealias Language = SyntaxHighlighter.Language

    @Test(arguments: [
        ("swift", Language.swift), ("Swift", .swift), ("kotlin", .kotlin), ("kt", .kotlin), ("KTS", .kotlin),
        ("html", .markup), ("XML", .markup), ("svg", .markup), ("xhtml", .markup), ("plist", .markup),
        ("css", .css), ("CSS", .css), ("json", .json), ("jsonc", .json), ("yaml", .yaml), ("YML", .yaml),
        ("js", .javascript), ("javascript", .javascript), ("mjs", .javascript), ("cjs", .javascript), ("JSX", .javascript),
        ("ts", .typescript), ("typescript", .typescript), ("mts", .typescript), ("cts", .typescript), ("tsx", .tsx),
        ("bash", .shell), ("sh", .shell), ("shell", .shell), ("zsh", .shell), ("terminal", .shell),
        ("console", .shellSession), ("shellsession", .shellSession), ("diff", .diff), ("patch", .diff),
        ("go", .go), ("golang", .go), ("java", .java), ("rust", .rust), ("rs", .rust), ("py", .python), ("python", .python),
        ("rb", .ruby), ("ruby", .ruby), ("sql", .sql), ("md", .markdown), ("markdown", .markdown), ("mdx", .markdown),
    ] as [(String, Language)])
    func languageNames(name: String, language: Language) {
        #expect(SyntaxHighlighter.language(named: name) == language)
    }

    @Test(arguments: ["", "scss", "swiftui", "text", "yaml ", "c++"])
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

    /// Real snippets: a Chakra UI component with props and a template literal, JSX attributes
    /// holding arrow functions, Starlight's regex literals, and division that is not one.
    @Test(arguments: [
        ("export function Badge({ label }: Props) {\n  return <span className={`badge ${label}`}>{label}</span>\n}",
         "\(Tok.keyword("export")) \(Tok.keyword("function")) \(Tok.type("Badge"))({ label }: \(Tok.type("Props"))) {\n  \(Tok.keyword("return")) &lt;\(Tok.tag("span")) \(Tok.attribute("className"))=\(Tok.punctuation("{"))\(Tok.string("`badge "))\(Tok.punctuation("${"))label\(Tok.punctuation("}"))\(Tok.string("`"))\(Tok.punctuation("}"))&gt;\(Tok.punctuation("{"))label\(Tok.punctuation("}"))&lt;/\(Tok.tag("span"))&gt;\n}"),
        ("<Button onClick={() => collapsible.setOpen(false)}>",
         "&lt;\(Tok.tag("Button")) \(Tok.attribute("onClick"))=\(Tok.punctuation("{"))() =&gt; collapsible.setOpen(\(Tok.literal("false")))\(Tok.punctuation("}"))&gt;"),
        ("<YAxis tickFormatter={(value) => `${value}%`} />",
         "&lt;\(Tok.tag("YAxis")) \(Tok.attribute("tickFormatter"))=\(Tok.punctuation("{"))(value) =&gt; \(Tok.string("`"))\(Tok.punctuation("${"))value\(Tok.punctuation("}"))\(Tok.string("%`"))\(Tok.punctuation("}")) /&gt;"),
        ("return `http://localhost:${port}${url.replace(/^\\/?/, '/')}`;",
         "\(Tok.keyword("return")) \(Tok.string("`http://localhost:"))\(Tok.punctuation("${"))port\(Tok.punctuation("}"))\(Tok.punctuation("${"))url.replace(\(Tok.string("/^\\/?/")), \(Tok.string("&#39;/&#39;")))\(Tok.punctuation("}"))\(Tok.string("`"));"),
        ("expect(html.match(/<li class=\"[\\w\\s]*empty[\\w\\s]*\">/g)).toHaveLength(2);",
         "expect(html.match(\(Tok.string("/&lt;li class=&quot;[\\w\\s]*empty[\\w\\s]*&quot;&gt;/g")))).toHaveLength(\(Tok.number("2")));"),
        ("const ratio = a / b / c", "\(Tok.keyword("const")) ratio = a / b / c"),
        ("x = (a + 1) / 2 / (this.n) / y++ / 3",
         "x = (a + \(Tok.number("1"))) / \(Tok.number("2")) / (\(Tok.keyword("this")).n) / y++ / \(Tok.number("3"))"),
        ("if (a < b && c > d) x = /[/]+/.test(s)",
         "\(Tok.keyword("if")) (a &lt; b &amp;&amp; c &gt; d) x = \(Tok.string("/[/]+/")).test(s)"),
        ("<>\n  <Text>Don't use if/else {name}!</Text>\n  {/* later */}\n</>",
         "&lt;&gt;\n  &lt;\(Tok.tag("Text"))&gt;Don&#39;t use if/else \(Tok.punctuation("{"))name\(Tok.punctuation("}"))!&lt;/\(Tok.tag("Text"))&gt;\n  \(Tok.punctuation("{"))\(Tok.comment("/* later */"))\(Tok.punctuation("}"))\n&lt;/&gt;"),
        ("<Menu.Item {...props} aria-label='Close' isDisabled />",
         "&lt;\(Tok.tag("Menu.Item")) \(Tok.punctuation("{"))...props\(Tok.punctuation("}")) \(Tok.attribute("aria-label"))=\(Tok.string("&#39;Close&#39;")) \(Tok.attribute("isDisabled")) /&gt;"),
        ("const n = 0xFF + 1_000 + 10n + 1.5e3 + .5", "\(Tok.keyword("const")) n = \(Tok.number("0xFF")) + \(Tok.number("1_000")) + \(Tok.number("10n")) + \(Tok.number("1.5e3")) + \(Tok.number(".5"))"),
        ("import { useState } from 'react'\nconst [open, setOpen] = useState(false)",
         "\(Tok.keyword("import")) { useState } \(Tok.keyword("from")) \(Tok.string("&#39;react&#39;"))\n\(Tok.keyword("const")) [open, setOpen] = useState(\(Tok.literal("false")))"),
        ("`a ${`b ${c}`} d`", "\(Tok.string("`a "))\(Tok.punctuation("${"))\(Tok.string("`b "))\(Tok.punctuation("${"))c\(Tok.punctuation("}"))\(Tok.string("`"))\(Tok.punctuation("}"))\(Tok.string(" d`"))"),
        ("const style = { default: 1, class: 'a' }; x.delete(y)",
         "\(Tok.keyword("const")) style = { \(Tok.keyword("default")): \(Tok.number("1")), class: \(Tok.string("&#39;a&#39;")) }; x.delete(y)"),
        ("#!/usr/bin/env node\nconst MAX_SIZE = 3", "\(Tok.comment("#!/usr/bin/env node"))\n\(Tok.keyword("const")) MAX_SIZE = \(Tok.number("3"))"),
    ])
    func javaScript(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .javascript) == html)
    }

    @Test(arguments: [
        ("function first<T>(items: T[]): T | undefined", "\(Tok.keyword("function")) first&lt;\(Tok.type("T"))&gt;(items: \(Tok.type("T"))[]): \(Tok.type("T")) | \(Tok.literal("undefined"))"),
        ("const x = <T>value", "\(Tok.keyword("const")) x = &lt;\(Tok.type("T"))&gt;value"),
        ("type Size = 'sm' | 'md'\nconst type = size as const",
         "\(Tok.keyword("type")) \(Tok.type("Size")) = \(Tok.string("&#39;sm&#39;")) | \(Tok.string("&#39;md&#39;"))\n\(Tok.keyword("const")) type = size \(Tok.keyword("as")) \(Tok.keyword("const"))"),
        ("interface ButtonProps extends HTMLAttributes<HTMLButtonElement> {\n  size?: number\n  readonly label: string\n}",
         "\(Tok.keyword("interface")) \(Tok.type("ButtonProps")) \(Tok.keyword("extends")) \(Tok.type("HTMLAttributes"))&lt;\(Tok.type("HTMLButtonElement"))&gt; {\n  size?: \(Tok.type("number"))\n  \(Tok.keyword("readonly")) label: \(Tok.type("string"))\n}"),
        ("import type { Config } from './config'", "\(Tok.keyword("import")) \(Tok.keyword("type")) { \(Tok.type("Config")) } \(Tok.keyword("from")) \(Tok.string("&#39;./config&#39;"))"),
        ("const number = 1; let s: string = String(number)",
         "\(Tok.keyword("const")) number = \(Tok.number("1")); \(Tok.keyword("let")) s: \(Tok.type("string")) = \(Tok.type("String"))(number)"),
        ("@Component({ selector: 'app' })", "\(Tok.attribute("@Component"))({ selector: \(Tok.string("&#39;app&#39;")) })"),
    ])
    func typeScript(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .typescript) == html)
    }

    @Test(arguments: [
        ("const id = <T,>(x: T) => x", "\(Tok.keyword("const")) id = &lt;\(Tok.type("T")),&gt;(x: \(Tok.type("T"))) =&gt; x"),
        ("const el = <Box as=\"section\">{items.map((i) => <Item key={i} />)}</Box>",
         "\(Tok.keyword("const")) el = &lt;\(Tok.tag("Box")) \(Tok.attribute("as"))=\(Tok.string("&quot;section&quot;"))&gt;\(Tok.punctuation("{"))items.map((i) =&gt; &lt;\(Tok.tag("Item")) \(Tok.attribute("key"))=\(Tok.punctuation("{"))i\(Tok.punctuation("}")) /&gt;)\(Tok.punctuation("}"))&lt;/\(Tok.tag("Box"))&gt;"),
        ("useState<string>('')", "useState&lt;\(Tok.type("string"))&gt;(\(Tok.string("&#39;&#39;")))"),
    ])
    func tsx(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .tsx) == html)
    }

    /// Real lines from Chakra UI's release script, and the shapes docs' install steps take.
    @Test(arguments: [
        ("if [ -f .env ]; then\n    export $(grep -v '^#' .env | xargs)\nfi",
         "\(Tok.keyword("if")) \(Tok.tag("[")) \(Tok.attribute("-f")) .env ]\(Tok.punctuation(";")) \(Tok.keyword("then"))\n    \(Tok.keyword("export")) \(Tok.punctuation("$("))\(Tok.tag("grep")) \(Tok.attribute("-v")) \(Tok.string("&#39;^#&#39;")) .env \(Tok.punctuation("|")) \(Tok.tag("xargs"))\(Tok.punctuation(")"))\n\(Tok.keyword("fi"))"),
        ("log \"🔄 Running: $COMMAND\"", "\(Tok.tag("log")) \(Tok.string("&quot;🔄 Running: "))\(Tok.property("$COMMAND"))\(Tok.string("&quot;"))"),
        ("npm config delete //registry.npmjs.org/:_authToken 2>/dev/null || true",
         "\(Tok.tag("npm")) config delete //registry.npmjs.org/:_authToken \(Tok.number("2"))\(Tok.punctuation("&gt;"))/dev/null \(Tok.punctuation("||")) \(Tok.tag("true"))"),
        ("COMMAND=\"pnpm release-it $* --config ../release-it.json\"",
         "\(Tok.property("COMMAND"))=\(Tok.string("&quot;pnpm release-it "))\(Tok.property("$*"))\(Tok.string(" --config ../release-it.json&quot;"))"),
        ("for f in *.md; do echo \"$f: $(wc -l < \"$f\")\"; done # count",
         "\(Tok.keyword("for")) f \(Tok.keyword("in")) *.md\(Tok.punctuation(";")) \(Tok.keyword("do")) \(Tok.tag("echo")) \(Tok.string("&quot;"))\(Tok.property("$f"))\(Tok.string(": "))\(Tok.punctuation("$("))\(Tok.tag("wc")) \(Tok.attribute("-l")) \(Tok.punctuation("&lt;")) \(Tok.string("&quot;"))\(Tok.property("$f"))\(Tok.string("&quot;"))\(Tok.punctuation(")"))\(Tok.string("&quot;"))\(Tok.punctuation(";")) \(Tok.keyword("done")) \(Tok.comment("# count"))"),
        ("npm install --save-dev @astrojs/starlight@latest\nNODE_ENV=production node build.js ${OUT:-dist}",
         "\(Tok.tag("npm")) install \(Tok.attribute("--save-dev")) @astrojs/starlight@latest\n\(Tok.property("NODE_ENV"))=production \(Tok.tag("node")) build.js \(Tok.property("${OUT:-dist}"))"),
        ("cat <<EOF > out.txt\nHello $USER\nEOF\nls", "\(Tok.tag("cat")) \(Tok.punctuation("&lt;&lt;"))\(Tok.string("EOF")) \(Tok.punctuation("&gt;")) out.txt\n\(Tok.string("Hello $USER\n"))\(Tok.punctuation("EOF"))\n\(Tok.tag("ls"))"),
        ("echo `date` a#b $'it\\'s'", "\(Tok.tag("echo")) \(Tok.punctuation("`"))\(Tok.tag("date"))\(Tok.punctuation("`")) a#b \(Tok.string("$&#39;it\\&#39;s&#39;"))"),
    ])
    func shell(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .shell) == html)
    }

    @Test(arguments: [
        ("$ npm install @chakra-ui/react\nadded 1 package in 2s\n# apt-get update",
         "\(Tok.punctuation("$")) \(Tok.tag("npm")) install @chakra-ui/react\nadded 1 package in 2s\n\(Tok.punctuation("#")) \(Tok.tag("apt-get")) update"),
        ("$ git commit \\\n  -m 'fix'\n[main 1a2b3c] fix", "\(Tok.punctuation("$")) \(Tok.tag("git")) commit \\\n  \(Tok.attribute("-m")) \(Tok.string("&#39;fix&#39;"))\n[main 1a2b3c] fix"),
        ("npm run dev", "\(Tok.tag("npm")) run dev"),
    ])
    func shellSession(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .shellSession) == html)
    }

    @Test(arguments: [
        ("diff --git a/src/Button.tsx b/src/Button.tsx\nindex 3b18e51..a9c1f2e 100644\n--- a/src/Button.tsx\n+++ b/src/Button.tsx\n@@ -1,3 +1,3 @@ export function Button() {\n-  return <button className=\"old\" />\n+  return <button className=\"new\" />\n }\n\\ No newline at end of file",
         "\(Tok.meta("diff --git a/src/Button.tsx b/src/Button.tsx"))\n\(Tok.meta("index 3b18e51..a9c1f2e 100644"))\n\(Tok.meta("--- a/src/Button.tsx"))\n\(Tok.meta("+++ b/src/Button.tsx"))\n\(Tok.meta("@@ -1,3 +1,3 @@")) export function Button() {\n\(Tok.deleted("-  return &lt;button className=&quot;old&quot; /&gt;"))\n\(Tok.inserted("+  return &lt;button className=&quot;new&quot; /&gt;"))\n }\n\(Tok.comment("\\ No newline at end of file"))"),
        ("-<Portal>\n  <Combobox.Positioner>\n---\n+++ added\n-</Portal>",
         "\(Tok.deleted("-&lt;Portal&gt;"))\n  &lt;Combobox.Positioner&gt;\n\(Tok.meta("---"))\n\(Tok.meta("+++ added"))\n\(Tok.deleted("-&lt;/Portal&gt;"))"),
        ("- old\r\n+ new\r\n@@", "\(Tok.deleted("- old"))\r\n\(Tok.inserted("+ new"))\r\n\(Tok.meta("@@"))"),
        ("--- only\n+added", "\(Tok.deleted("--- only"))\n\(Tok.inserted("+added"))"),
    ])
    func diff(code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: .diff) == html)
    }

    @Test(arguments: [
        (Language.go, "func (s *Server) Handle(w http.ResponseWriter, r *http.Request) error {\n\tname := `raw \"x\"`\n\tfmt.Println(name, 'a', 0x1F, nil)\n\treturn nil\n}",
         "\(Tok.keyword("func")) (s *\(Tok.type("Server"))) Handle(w http.\(Tok.type("ResponseWriter")), r *http.\(Tok.type("Request"))) \(Tok.type("error")) {\n\tname := \(Tok.string("`raw &quot;x&quot;`"))\n\tfmt.Println(name, \(Tok.string("&#39;a&#39;")), \(Tok.number("0x1F")), \(Tok.literal("nil")))\n\t\(Tok.keyword("return")) \(Tok.literal("nil"))\n}"),
        (.rust, "#[derive(Debug)]\nstruct Token<'a> { text: &'a str, kind: char }\nlet c = 'x'; let s = r#\"say \"hi\"\"#; println!(\"{}\", b'\\n');",
         "\(Tok.attribute("#[derive(Debug)]"))\n\(Tok.keyword("struct")) \(Tok.type("Token"))&lt;\(Tok.type("&#39;a"))&gt; { text: &amp;\(Tok.type("&#39;a")) \(Tok.type("str")), kind: \(Tok.type("char")) }\n\(Tok.keyword("let")) c = \(Tok.string("&#39;x&#39;")); \(Tok.keyword("let")) s = \(Tok.string("r#&quot;say &quot;hi&quot;&quot;#")); \(Tok.attribute("println!"))(\(Tok.string("&quot;{}&quot;")), \(Tok.string("b&#39;\\n&#39;")));"),
        (.rust, "fn f<'static>(x: u8) -> Option<&'static str> { /* a /* b */ c */ 'é' }",
         "\(Tok.keyword("fn")) f&lt;\(Tok.type("&#39;static"))&gt;(x: \(Tok.type("u8"))) -&gt; \(Tok.type("Option"))&lt;&amp;\(Tok.type("&#39;static")) \(Tok.type("str"))&gt; { \(Tok.comment("/* a /* b */ c */")) \(Tok.string("&#39;é&#39;")) }"),
        (.java, "@Override\npublic static final long MAX = 10L;\nString html = \"\"\"\n    <p>hi</p>\n    \"\"\";",
         "\(Tok.attribute("@Override"))\n\(Tok.keyword("public")) \(Tok.keyword("static")) \(Tok.keyword("final")) \(Tok.type("long")) MAX = \(Tok.number("10L"));\n\(Tok.type("String")) html = \(Tok.string("&quot;&quot;&quot;\n    &lt;p&gt;hi&lt;/p&gt;\n    &quot;&quot;&quot;"));"),
    ] as [(Language, String, String)])
    func cFamily(language: Language, code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: language) == html)
    }

    @Test(arguments: [
        (Language.python, "@dataclass\nclass Token:\n    name: str = \"x\"\n    def label(self) -> str:\n        return f\"{self.name!r:>10} is {'big' if self.n > 1_000 else 'small'}\"",
         "\(Tok.attribute("@dataclass"))\n\(Tok.keyword("class")) \(Tok.type("Token")):\n    name: \(Tok.type("str")) = \(Tok.string("&quot;x&quot;"))\n    \(Tok.keyword("def")) label(self) -&gt; \(Tok.type("str")):\n        \(Tok.keyword("return")) \(Tok.string("f&quot;"))\(Tok.punctuation("{"))self.name!r:&gt;\(Tok.number("10"))\(Tok.punctuation("}"))\(Tok.string(" is "))\(Tok.punctuation("{"))\(Tok.string("&#39;big&#39;")) \(Tok.keyword("if")) self.n &gt; \(Tok.number("1_000")) \(Tok.keyword("else")) \(Tok.string("&#39;small&#39;"))\(Tok.punctuation("}"))\(Tok.string("&quot;"))"),
        (.python, "\"\"\"Doc \"quoted\"\nok\"\"\" + rb'\\x00' + f\"{{lit}}\" # c",
         "\(Tok.string("&quot;&quot;&quot;Doc &quot;quoted&quot;\nok&quot;&quot;&quot;")) + \(Tok.string("rb&#39;\\x00&#39;")) + \(Tok.string("f&quot;{{lit}}&quot;")) \(Tok.comment("# c"))"),
        (.python, "match command:\n    case [x, None]:\n        pass", "\(Tok.keyword("match")) command:\n    \(Tok.keyword("case")) [x, \(Tok.literal("None"))]:\n        \(Tok.keyword("pass"))"),
        (.ruby, "class Button < Component\n  attr_reader :label\n  def render = \"<b>#{@label.upcase}</b>\" if visible?\nend",
         "\(Tok.keyword("class")) \(Tok.type("Button")) &lt; \(Tok.type("Component"))\n  \(Tok.keyword("attr_reader")) \(Tok.literal(":label"))\n  \(Tok.keyword("def")) render = \(Tok.string("&quot;&lt;b&gt;"))\(Tok.punctuation("#{"))\(Tok.property("@label")).upcase\(Tok.punctuation("}"))\(Tok.string("&lt;/b&gt;&quot;")) \(Tok.keyword("if")) visible?\n\(Tok.keyword("end"))"),
        (.ruby, "{ size: :sm, 'x' => nil } # note", "{ \(Tok.literal("size:")) \(Tok.literal(":sm")), \(Tok.string("&#39;x&#39;")) =&gt; \(Tok.literal("nil")) } \(Tok.comment("# note"))"),
        (.sql, "SELECT id, name FROM users WHERE email = 'it''s' AND created_at > $1 -- recent\nLIMIT 10;",
         "\(Tok.keyword("SELECT")) id, name \(Tok.keyword("FROM")) users \(Tok.keyword("WHERE")) email = \(Tok.string("&#39;it&#39;&#39;s&#39;")) \(Tok.keyword("AND")) created_at &gt; \(Tok.property("$1")) \(Tok.comment("-- recent"))\n\(Tok.keyword("LIMIT")) \(Tok.number("10"));"),
        (.sql, "create table t (id uuid primary key, n int default null, x::text)",
         "\(Tok.keyword("create")) \(Tok.keyword("table")) t (id \(Tok.type("uuid")) \(Tok.keyword("primary")) \(Tok.keyword("key")), n \(Tok.type("int")) \(Tok.keyword("default")) \(Tok.literal("null")), x::\(Tok.type("text")))"),
        (.markdown, "---\ntitle: Button\n---\n# Button\n\nUse **primary** for *one* action, see [the guide](/guide) or `<Button>`.\n\n- item\n1. first\n> quote\n\n```tsx\n<Button />\n```",
         "\(Tok.comment("---\ntitle: Button\n---"))\n\(Tok.keyword("# Button"))\n\nUse \(Tok.attribute("**primary**")) for \(Tok.attribute("*one*")) action, see [the guide]\(Tok.string("(/guide)")) or \(Tok.string("`&lt;Button&gt;`")).\n\n\(Tok.punctuation("-")) item\n\(Tok.punctuation("1.")) first\n\(Tok.punctuation("&gt;")) quote\n\n\(Tok.punctuation("```tsx"))\(Tok.string("\n&lt;Button /&gt;\n"))\(Tok.punctuation("```"))"),
        (.markdown, "snake_case_name and 2 * 3 * 4, <https://x.dev> <Tabs>", "snake_case_name and 2 * 3 * 4, \(Tok.string("&lt;https://x.dev&gt;")) &lt;\(Tok.tag("Tabs"))&gt;"),
    ] as [(Language, String, String)])
    func scriptingAndMarkup(language: Language, code: String, html: String) {
        #expect(SyntaxHighlighter.highlight(code, as: language) == html)
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
        (.javascript, "`open ${x", "\(Tok.string("`open "))\(Tok.punctuation("${"))x"),
        (.javascript, "x = /open", "x = /open"),
        (.tsx, "<Box title=\"a\nb", "&lt;\(Tok.tag("Box")) \(Tok.attribute("title"))=\(Tok.string("&quot;a\nb"))"),
        (.tsx, "<Box>{a", "&lt;\(Tok.tag("Box"))&gt;\(Tok.punctuation("{"))a"),
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
        let units = ["/*", "\"\\(", "\"${", "`${", "<a>{", "/[", "$(", "\"$(", "<<E\n", "`", "f'{", "'a", "r#\"", "*a ", "[a", "#", "#\"\\", "<a b=", "{", "[", "- ", "a: | ", "x:", "&amp", "\\", "`", "'", "<!--", "@a", ":a;", "\""]
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

    static let javaScriptPieces = [
        "`", "${", "}", "/", "/[", "]/g", "//", "/*", "*/", "<", "</", "/>", "<>", "</>", "<Button", "onClick={", "=>",
        "\"x\"", "'y'", "return", "const", "10n", "1_000", "a / b", "(", "#!", "@dec", "className=", "{...p}",
    ]

    static let shellPieces = [
        "$(", ")", "${", "$x", "$?", "$'", "`", "<<EOF", "<<-'E'", "\nEOF\n", "EOF", "\n\tE", "if ", "then", "for ", " in ",
        "done", "|", "&&", ";", "2>", "--flag=", "-v", "npm", "X=1", "export ", "# c", "\\\n", "\"a $b\"", "'s'",
    ]

    static let cFamilyPieces = ["//", "/*", "*/", "\"s\"", "'c'", "0x1F", "1_000", "2.5f", "Type", "int", "if", "return"]

    static let pieces: [Language: [String]] = [
        .swift: ["\"\"\"", "#\"", "\"#", "##\"", "\\(", "\\#(", "/*", "*/", "//", "let", "func", "Self", "1_000", "1.5e3", "@MainActor", "#if", "nil"],
        .kotlin: ["\"\"\"", "${", "$x", "/*", "*/", "//", "val", "fun", "String", "10L", "1.5f", "@Composable", "'a'", "'\\", "null"],
        .markup: ["<!--", "-->", "<!DOCTYPE", "<?xml", "?>", "<![CDATA[", "]]>", "</", "/>", "<a", "href=", "<script>", "</script>", "<style", "&amp;", "&#x", "div"],
        .css: ["/*", "*/", "@media", "!important", "--x", "#0a84ff", "12px", "50%", "url(", ".a", "a:hover", "color", "{ color: red }"],
        .json: ["{\"a\": 1}", "\"k\":", "true", "null", "-1.5e+3", "//", "/*", "*/", "[1, 2]"],
        .javascript: javaScriptPieces,
        .typescript: javaScriptPieces + ["type", "interface", "<T>", ": string", "readonly"],
        .tsx: javaScriptPieces + ["<T,>", "extends", ": number"],
        .shell: shellPieces,
        .shellSession: shellPieces + ["\n$ ", "\n# ", "$ ", "output"],
        .diff: ["\n+", "\n-", "\n ", "@@ -1,2 +1,3 @@", "\n--- a/x", "\n+++ b/x", "diff --git ", "\\ No newline", "---", "+++"],
        .go: cFamilyPieces + ["func", "`raw", "nil", "error"],
        .java: cFamilyPieces + ["\"\"\"", "@Override", "null", "10L"],
        .rust: cFamilyPieces + ["'a", "'a'", "'\\", "r#\"", "\"#", "br\"", "b'", "#[", "#![", "println!", "fn", "'é'"],
        .python: ["#", "\"\"\"", "'''", "f\"", "f'", "rb'", "{", "}", "{{", "@deco", "\n    ", "def", "None", "1j", "match "],
        .ruby: ["#", "#{", "}", "\"", "'", ":sym", "key:", "@iv", "@@cv", "$g", "\n=begin\n", "\n=end\n", "def", "end", "nil", "ok?"],
        .sql: ["--", "/*", "*/", "''", "'it''s'", "SELECT", "from", "$1", ":name", "::", "NULL", "INT", "\"col\""],
        .markdown: ["\n# ", "\n- ", "\n1. ", "\n> ", "\n```", "```js", "\n~~~", "\n---\n", "*", "**", "_", "`", "``", "[a](", ")", "<https:", "<Tabs", "\\"],
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
        "inserted", "deleted", "meta",
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
