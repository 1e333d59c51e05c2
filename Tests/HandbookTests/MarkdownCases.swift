/// Hand-written Markdown for the differential test: every construct Handbook renders, with
/// the awkward corners of each (written for Handbook; no third-party text).
enum MarkdownCases {
    static let all: [String] = emphasis + links + images + autolinks + entities + codeSpans + codeBlocks
        + html + lists + blockQuotes + headings + breaks + tables + strikethrough + mixed + urlBytes

    static let emphasis = [
        "*a* _b_ **c** __d__ ***e*** *f **g** h*\n",
        "a*b*c a_b_c _a_b *a *b* c*\n",
        "**a*b*** *a**b**c* ** not ** __x__y\n",
        "*\n* \\*not\\* `*code*` *a `b*` c*\n",
        "\"Tabs\" -- it's --- done... 'single' \"double 'nested'\"\n",
    ]

    static let links = [
        "[a](foo\\bar) [b](<foo bar>) [c](foo%20bar) [d](ä/ö?x=ü#ß)\n",
        "[t](/url \"title\") [u](/url 'single') [v](/url (paren)) [w](/url \"with \\\"quote\\\" & <b>\")\n",
        "[a](x&y) [b](x&amp;y) [c](x'y) [d](x\"y) [e](<x>y>) [f](x`y) [g](x{y}|z^[])\n",
        "[link *em* `code`](/u) [][] [a]: not a def\n",
        "[ref] [ref][] [Ref][REF] [other][ref]\n\n[ref]: /target \"The title\"\n",
        "[a](javascript:alert(1)) [b](JAVASCRIPT:x) [c](vbscript:x) [d](file:///etc) [e](data:text/html,x) [f](data:image/png;base64,AA)\n",
        "[a](#frag) [b](?q=1&r=2) [c](page.md#sec) [d](//host/x) [e](mailto:a@b.c) [f](HTTPS://X.Y/%7e)\n",
        "[nested [brackets]](/u) [a\\]b](/u) [line\nbreak](/u \"multi\nline title\")\n",
        "[tab\there](/u\t\"t\")\n",
    ]

    static let images = [
        "![alt *em* **strong** `code`](/i.png \"T\")\n",
        "![a [link](/x) b](/i.png) ![![nested](/n.png)](/o.png)\n",
        "![line\nbreak  \nhard](/i.png) ![<b>html</b> & \"q\"](/i.png)\n",
        "![~~struck~~ www.example.com](/i.png) ![](/empty.png) ![x](<a b.png> 'it''s')\n",
        "![ref image][img]\n\n[img]: /ref.png \"Ref\"\n",
        "![x](javascript:alert(1)) ![y](data:image/gif;base64,R0) ![z](data:text/plain,hi)\n",
    ]

    static let autolinks = [
        "<https://example.com/a?b=c&d=e> <mailto:x@y.z> <x@y.z> <irc://foo.bar:2233/baz>\n",
        "<https://ex.com/\\\\> <https://ex.com/ä> <javascript:alert(1)> <a+b:c>\n",
        "www.example.com https://example.com/path?x=1. http://a.b/c_(d) foo@bar.example.com\n",
        "Visit www.commonmark.org/help for more. (www.google.com/search?q=Markup+(business))\n",
        "www.example.com/a&amp;b www.example.com/a&lt; https://example.com/~x/*y*\n",
    ]

    static let entities = [
        "&amp; &copy; &AElig; &Dcaron; &frac34; &HilbertSpace; &ClockwiseContourIntegral; &ngE;\n",
        "&#35; &#1234; &#992; &#0; &#X22; &#XD06; &#xcab; &nbsp &x; &#; &#x; &ThisIsNotDefined; &hi?;\n",
        "< > & \" ' `<>` [a](/f&ouml;&ouml; \"f&ouml;&ouml;\")\n",
    ]

    static let codeSpans = [
        "`a` `` b`c `` ` `` ` `  ` ``` ` ``` `a  b` `<&\">'` \n",
        "`line\nbreak` `unclosed ``a`\n",
    ]

    static let codeBlocks = [
        "```\nplain <&>\"'\n```\n",
        "```text\tmore words\nx\n```\n",
        "``` swift extra\nlet a = \"<x>\" // it's\n```\n",
        "~~~ json {.cls}\n{\"a\": 'b'}\n~~~\n",
        "```yaml\na: 'it''s'\n```\n",
        "```a&b\"c\nx\n```\n",
        "    indented <code>\n\n      more\n\tand tab\n",
        "```\nunclosed fence\n",
        "````\n```\ninner\n```\n````\n",
        "```css\na { color: red; } /* 'c' */\n```\n```kotlin\nval s = 'c'\n```\n```html\n<a href='x'>y</a>\n```\n",
        "- ```\n  in list\n  ```\n> ```\n> in quote\n> ```\n",
        "```\n\n\n```\n",
    ]

    static let html = [
        "<div class=\"a\">\n*not md*\n</div>\n\n*md*\n",
        "<table><tr><td>\n<pre>\nx\n</pre>\n</td></tr></table>\n",
        "<script>\nlet a = '<b>';\n</script>\nafter\n",
        "<style>p { color: red }</style>\n\n<!-- comment\nspanning -->\n\n<?php echo 1; ?>\n\n<!DOCTYPE html>\n\n<![CDATA[\nx\n]]>\n",
        "Inline <span class=\"x\">html</span> and <a href=\"y.md\">link</a> <!-- c --> <?pi?> <!X> <![CDATA[d]]>\n",
        "<custom-element attr>\ntext\n</custom-element>\n",
        "  <div>\n  indented\n  </div>\n",
        "> <div>\n> in quote\n\n- <b>in</b> list\n",
        "<a href=\"foo\n bar\">multi line</a> <img src=x\nalt=y>\n",
        "</div>\n*closing tag block*\n",
        "<del>*foo*</del>\n\n<del>\n\n*foo*\n\n</del>\n",
    ]

    static let lists = [
        "- a\n- b\n- c\n",
        "- a\n\n- b\n",
        "1. one\n2. two\n\n3) other delimiter\n",
        "7. seven\n8. eight\n",
        "0. zero\n\n123456789. big\n",
        "- a\n  - b\n    - c\n\n      para in c\n- d\n",
        "* a\n+ b\n- c\n",
        "- [ ] not a task list\n- [x] checked?\n",
        "-\n  empty start\n- \n-   four\n\n        code in item\n",
        "1. a\n\n   b\n2. c\n",
        "- a\n> quote after\n\n- b\n\n  > quote in\n",
        "- # heading in item\n- ---\n- ```\n  code\n  ```\n",
        "10. ten\n    continuation\n11. eleven\n",
    ]

    static let blockQuotes = [
        "> a\n> b\nlazy\n\n> > nested\n> back\n",
        "> # heading\n> - list\n>\n> para\n",
        ">\n> empty first\n>\n",
        "> code:\n>\n>     indented\n",
    ]

    static let headings = [
        "# One\n## Two ##\n### Three ###   \n#### Four\n##### Five\n###### Six\n####### seven\n",
        "Setext one\n===\n\nSetext two\n---\n\nmulti\nline\n===\n",
        "#\n## \n#hashtag\n\\## escaped\n",
        "## a & b\n## a & b\n## *em* `code` [link](/u) ![img](/i.png)\n",
        "## Über Straße 日本語 Ελληνικά\n## 1. Numbers ½ ²\n## -- dashes ---\n",
        "# Content\n# Top\n## x\n## x-1\n## x\n",
    ]

    static let breaks = [
        "hard  \nbreak\\\nbackslash\nsoft\n",
        "trailing spaces   \n\nat end  \n",
        "---\n***\n___\n - - -\n**  *\n",
        "para\n---\n\npara\n***\n",
    ]

    static let tables = [
        "| a | b |\n|---|---|\n| 1 | 2 |\n",
        "| left | center | right | none |\n|:-----|:------:|------:|------|\n| l | c | r | n |\n",
        "| a | b |\n|---|---|\n",
        "| a \\| b | `c \\| d` |\n|---|---|\n| x \\| y | [l](/u) |\n",
        "a | b\n--|--\n1 | 2 | 3\n4\n",
        "| *em* | **strong** |\n|---|:-:|\n| ![i](/i.png) | ~~del~~ |\n\nafter\n",
        "> | q | t |\n> |---|---|\n> | 1 | 2 |\n\n- | l | t |\n  |---|---|\n  | 1 | 2 |\n",
        "| a |\n|---|\n| b |\n| c |\nnot in table?\n\npara\n",
    ]

    static let strikethrough = [
        "~~struck~~ ~single~ ~~~three~~~ ~~a ~~b~~ c~~\n",
        "~~*em in del*~~ *~~del in em~~* ~~ spaced ~~\n",
    ]

    static let mixed = [
        "",
        "\n\n\n",
        "just text",
        "\u{FEFF}bom? \0 nul \u{1} control\n",
        "tabs\tin\ttext\n\n\t\tindented tabs\n",
        "trailing backslash\\",
        "line\r\nendings\rold mac\r\n\r\n# heading\r\n",
        "[ref]: /url\n\n[ref]\n\n[dup]: /one\n[dup]: /two\n[dup]\n",
        "Text <script>alert(1)</script> & `<b>` [a](x \"t\\\"q\")\n",
        "*a [b* c](/u) `d [e` f](/g)\n",
    ]

    /// Every printable ASCII byte and a few beyond it in a link destination, to check
    /// Handbook's `houdini_escape_href` byte by byte.
    static let urlBytes: [String] = {
        var cases: [String] = []
        for value in UInt8(0x21)...UInt8(0x7E) where value != UInt8(ascii: "<") && value != UInt8(ascii: ">") && value != UInt8(ascii: "\\") {
            let character = String(UnicodeScalar(value))
            cases.append("[x](<a\(character)b>) [y](a\\\(character)b)\n")
        }
        cases.append("[x](<a b\tc>) [y](<a\\<b\\>c>) [z](a\\\\b) ![i](é%C3%A9€😀)\n")
        return cases
    }()
}
