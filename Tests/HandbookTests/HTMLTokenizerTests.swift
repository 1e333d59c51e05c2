import Testing
@testable import Handbook
@testable import HandbookMarkdown
@testable import HandbookPreview

/// The tokenizer reports what a browser reads as start-tag attributes, and nothing else.
@Suite struct HTMLTokenizerTests {
    /// `name=value` for every attribute reported, in order, over one or more inputs.
    private func attributes(_ inputs: String...) -> [String] {
        var tokenizer = HTMLTokenizer()
        var found: [String] = []
        for input in inputs {
            let bytes = Array(input.utf8)
            tokenizer.scan(bytes) { attributes in
                for attribute in attributes {
                    let value = attribute.value.map { String(decoding: bytes[$0], as: UTF8.self) }
                    let quote = attribute.quote.map { String(UnicodeScalar($0)) } ?? ""
                    found.append("\(attribute.tagName).\(attribute.name)=" + (value.map { quote + $0 + quote } ?? "∅"))
                }
            }
        }
        return found
    }

    @Test(arguments: [
        (#"<a href="x" title='y' data-z=w>"#, [#"a.href="x""#, "a.title='y'", "a.data-z=w"]),
        (#"<A HREF = "sp" >"#, [#"a.href="sp""#]),
        ("<a\nhref=\"nl\"\tclass=c>", [#"a.href="nl""#, "a.class=c"]),
        ("<img src alt=>", ["img.src=∅", "img.alt=∅"]),
        ("<a href=x/>", ["a.href=x/"]),
        (#"<a href="1" HREF="2">"#, [#"a.href="1""#]),
        ("<a =x href=y>", ["a.=x=∅", "a.href=y"]),
        (#"<br/><img/src="s">"#, [#"img.src="s""#]),
        (#"<a href="q"title=t>"#, [#"a.href="q""#, "a.title=t"]),
        ("</a href=x><b id=y>", ["b.id=y"]),
        ("< a href=x> a < b <3 <a href=z>", ["a.href=z"]),
        (#"<a href="unclosed"#, [#"a.href="unclosed""#]),
    ])
    func tagsAndAttributes(html: String, expected: [String]) {
        #expect(attributes(html) == expected)
    }

    @Test(arguments: [
        (#"<!-- <a href="c"> --><a href=d>"#, ["a.href=d"]),
        ("<!--><a href=abrupt>", ["a.href=abrupt"]),
        ("<!---><a href=abrupt>", ["a.href=abrupt"]),
        (#"<!-- a -- b --!><a href=bang>"#, ["a.href=bang"]),
        (#"<!DOCTYPE html><a href=doc>"#, ["a.href=doc"]),
        (#"<?php x ?><a href=pi>"#, ["a.href=pi"]),
        (#"<![CDATA[ <a href="no"> ]]><a href=cdata>"#, ["a.href=cdata"]),
        (#"<script>var a = "<a href='s'>";</script><a href=t>"#, ["a.href=t"]),
        (#"<style>a[href="x"]::after{content:"<a href=y>"}</style ><a href=u>"#, ["a.href=u"]),
        (#"<script>"</scripts>"<a href=no></SCRIPT><a href=v>"#, ["a.href=v"]),
        (#"<textarea><a href="no"></textarea><title><a href=no></title><a href=w>"#, ["a.href=w"]),
        (#"<a title="<a href='no'>" href=ok>"#, [#"a.title="<a href='no'>""#, "a.href=ok"]),
    ])
    func markupThatHoldsNoTags(html: String, expected: [String]) {
        #expect(attributes(html) == expected)
    }

    @Test func rawTextAndCommentsCarryOverFromOneInputToTheNext() {
        #expect(attributes("<script>", "<a href=x>", "</script><a href=y>") == ["a.href=y"])
        #expect(attributes("<!-- open", "<a href=x>", "--><a href=y>") == ["a.href=y"])
        // A tag cut off by the end of its input is over.
        #expect(attributes("<a href=x", "<b id=y>") == ["a.href=x", "b.id=y"])
    }

    /// Random soup of HTML's significant pieces: the rewriter never fails, leaves the text
    /// alone when nothing resolves, and otherwise changes only what it was asked to.
    @Test func randomMarkupIsRewrittenOnlyWhereAsked() {
        let pieces = ["<", ">", "\"", "'", "=", "/", "!", "--", "<!--", "-->", "<![CDATA[", "]]>", "<script>", "</script>", "<?",
                      "a", "img", " href", " src", " srcset", " poster", " ", "\n", "&amp;", "&#35;", "#", "?", ",", " 2x", "é", "x.md"]
        var state: UInt64 = 7
        for _ in 0..<2_000 {
            var html = ""
            for _ in 0..<40 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                html += pieces[Int(state >> 33) % pieces.count]
            }
            var untouched = RawHTMLLinkRewriter(tokenizer: HTMLTokenizer())
            var offsets: [Int] = []
            #expect(untouched.rewrite(html) { _, _, offset in offsets.append(offset); return nil } == html)
            #expect(offsets.allSatisfy { $0 >= 0 && $0 < html.utf8.count })
            var rewritten = RawHTMLLinkRewriter(tokenizer: HTMLTokenizer())
            var calls = 0
            let output = rewritten.rewrite(html) { _, _, _ in calls += 1; return "R" }
            #expect(calls == offsets.count)
            if calls == 0 { #expect(output == html) }
        }
    }

    @Test func characterReferencesInValuesAreDecoded() {
        #expect(HTMLCharacterReferences.decode(Array("a&amp;b&#38;c&#x26;d&lt;&unknown;&#xZZ;&".utf8)[...]) == "a&b&c&d<&unknown;&#xZZ;&")
    }
}
