/// Composes random Markdown documents from a seed: blocks nested in block quotes and list
/// items, inline constructs nested in one another, and the awkward characters between
/// them. The same seed always gives the same document.
struct MarkdownComposer {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A whole document.
    mutating func document() -> String {
        var lines: [String] = []
        for _ in 0..<int(1...6) {
            lines += block(depth: 0)
            lines.append(pick(["", "", "", "\t"]))
        }
        return lines.joined(separator: pick(["\n", "\n", "\n", "\r\n"])) + pick(["\n", "", "\n\n"])
    }

    // MARK: Blocks

    private mutating func block(depth: Int) -> [String] {
        switch int(0...(depth < 3 ? 14 : 10)) {
        case 0, 1, 2: return paragraph()
        case 3: return ["#" * int(1...6) + pick([" ", " ", "\t", ""]) + inlines(int(0...4)) + pick(["", " ##", " #"])]
        case 4: return paragraph() + [pick(["===", "---", "  ---  ", "=="])]
        case 5: return fencedCode()
        case 6: return ["    " + pick(Self.words), "", "\t" + inlines(1), "      " + pick(Self.codeText)]
        case 7: return [pick(["---", "***", "___", " - - -", "* * *", "_____"])]
        case 8: return htmlBlock()
        case 9: return table()
        case 10: return ["[" + pick(Self.labels) + "]: " + pick(Self.destinations) + pick(["", " \"title\"", " 'ti\"tle'", "\n  (t)"])]
        case 11, 12: return list(depth: depth)
        default: return blockQuote(depth: depth)
        }
    }

    private mutating func paragraph() -> [String] {
        (0..<int(1...3)).map { _ in pick(["", "", " ", "  "]) + inlines(int(1...6)) + pick(["", "", "  ", "\\"]) }
    }

    private mutating func fencedCode() -> [String] {
        let fence = pick(["```", "~~~", "````"])
        let info = pick(["", "swift", "json", "text", "text\tx", "yaml extra", "a&b", "css", "kotlin", "html", "{.c}", "Swift  x"])
        var lines = [fence + pick(["", " "]) + info]
        for _ in 0..<int(0...3) { lines.append(pick(Self.codeText)) }
        if int(0...5) > 0 { lines.append(fence) }
        return lines
    }

    private mutating func htmlBlock() -> [String] {
        pick([
            ["<div class=\"x\">", inlines(2), "</div>"],
            ["<script>", "var a = '<a href=\"x\">';", "</script>"],
            ["<!-- " + pick(Self.words), "-->"],
            ["<pre>", pick(Self.codeText), "</pre>"],
            ["<custom-tag a=\"1\">"],
            ["<table><tr><td>", inlines(1), "</td></tr></table>"],
            ["<?pi x ?>"],
            ["<!DOCTYPE html>"],
            ["<img src=\"" + pick(Self.destinations) + "\" alt=x>"],
        ])
    }

    private mutating func table() -> [String] {
        let columns = int(1...4)
        var lines = [tableRow(columns)]
        lines.append("|" + (0..<columns).map { _ in pick([":--", "--:", ":-:", "---"]) }.joined(separator: "|") + "|")
        for _ in 0..<int(0...3) { lines.append(tableRow(columns)) }
        return lines
    }

    private mutating func tableRow(_ columns: Int) -> String {
        var cells: [String] = []
        for _ in 0..<int(1...columns + 1) {
            cells.append(inlines(int(0...2)).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " "))
        }
        return "| " + cells.joined(separator: " | ") + pick([" |", ""])
    }

    private mutating func list(depth: Int) -> [String] {
        let ordered = int(0...1) == 1
        let start = int(0...12)
        let marker = pick(["-", "*", "+"])
        let loose = int(0...2) == 0
        var lines: [String] = []
        for item in 0..<int(1...4) {
            let bullet = ordered ? "\(start + item)" + pick([".", ")"]) : marker
            let indent = String(repeating: " ", count: bullet.count + 1)
            var body: [String] = []
            for _ in 0..<int(1...2) { body += block(depth: depth + 1) }
            for (index, line) in body.enumerated() {
                lines.append(index == 0 ? bullet + " " + line : (line.isEmpty ? "" : indent + line))
            }
            if loose { lines.append("") }
        }
        return lines
    }

    private mutating func blockQuote(depth: Int) -> [String] {
        var body: [String] = []
        for _ in 0..<int(1...2) { body += block(depth: depth + 1) }
        return body.map { line in pick([">", "> ", ">  "]) + line }
    }

    // MARK: Inlines

    private mutating func inlines(_ count: Int) -> String {
        (0..<count).map { _ in inline(depth: 0) }.joined(separator: pick([" ", " ", "", "\n"]))
    }

    private mutating func inline(depth: Int) -> String {
        let inner = { (composer: inout MarkdownComposer) -> String in
            depth < 2 ? composer.inline(depth: depth + 1) : composer.pick(Self.words)
        }
        switch int(0...17) {
        case 0, 1, 2, 3: return pick(Self.words)
        case 4: return "*" + inner(&self) + "*"
        case 5: return "**" + inner(&self) + "**"
        case 6: return "_" + inner(&self) + "_"
        case 7: return "`" + pick(Self.codeText) + "`"
        case 8: return "[" + inner(&self) + "](" + pick(Self.destinations) + pick(["", " \"t\"", " 'it''s'", " (p)"]) + ")"
        case 9: return "![" + inner(&self) + "](" + pick(Self.destinations) + pick(["", " \"T & <b>\""]) + ")"
        case 10: return "<" + pick(["https://ex.com/a?b&c", "mailto:a@b.c", "a@b.c", "https://ex.com/\\x", "javascript:x"]) + ">"
        case 11: return pick(["www.example.com", "https://example.com/p?q=1.", "x@y.example", "www.a.b/c(d)", "http://a.b/<c"])
        case 12: return pick(["&amp;", "&copy;", "&#35;", "&#x1F600;", "&bogus;", "&", "&#0;", "&nbsp;"])
        case 13: return "~~" + inner(&self) + "~~"
        case 14: return pick(["<span class=\"a\">", "</span>", "<!-- c -->", "<b>", "<a href=\"x.md\">", "<img src=y>", "<?p?>", "<![CDATA[z]]>"])
        case 15: return "[" + pick(Self.labels) + "]" + pick(["", "[]", "[ref]"])
        case 16: return pick(["\\*", "\\_", "\\`", "\\\\", "\\[", "\\<", "\\a", "\\&"])
        default: return pick(["\"q\"", "'s'", "--", "---", "...", "it's", "<", ">", "\"", "'", "é", "日本", "😀", "\t"])
        }
    }

    // MARK: Material

    private static let words = ["tab", "bar", "Label", "a", "item_one", "x-y", "fixed", "Über", "naïve", "42", "C++", "a&b", "<x>", "\"q\""]
    private static let codeText = ["let a = \"<x>\"", "{\"a\": 1}", "x  y", "it's", "a & b", "`", "a: 'b'", "<a href='q'>", "", "\t tab"]
    private static let labels = ["ref", "Ref", "missing", "a b", "foo\\]"]
    private static let destinations = ["/url", "foo\\bar", "<a b>", "a%20b", "ä", "x&y", "x'y", "page.md#s", "#frag", "?q=1&r=2",
                                       "javascript:alert(1)", "data:image/png;base64,A", "mailto:a@b.c", "https://ex.com/{x}|^", "a`b", "<>"]

    // MARK: Randomness (SplitMix64)

    private mutating func next() -> UInt64 { random.next() }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    private mutating func pick<T>(_ options: [T]) -> T {
        options[int(0...(options.count - 1))]
    }
}

private func * (text: String, count: Int) -> String {
    String(repeating: text, count: count)
}
