import Testing
@testable import HandbookPreview

/// The screen drawings' cuts and resizes (`SVGPattern`) match as the regular expressions they
/// replace did: leftmost first, every match, a greedy run giving back the `/` of `/>`, a lazy
/// run stopping at the first close.
@Suite struct SVGPatternTests {
    @Test func anEmptyElementGoesAndOneWithChildrenStays() {
        let markup = #"<g><rect class="offscreen" x="0" width="4"/><rect class="offscreen" x="9"><title>t</title></rect><rect class="offscreen" y="1"/></g>"#
        #expect(SVGPattern.empty(#"rect class="offscreen""#).replacingAll(in: markup, with: "")
                == #"<g><rect class="offscreen" x="9"><title>t</title></rect></g>"#)
    }

    @Test func theBackdropGoesUpToItsFirstClose() {
        let markup = #"<rect class="screen" x="0" y="0" width="390" height="83"/><g class="backdrop"><rect x="2"/></g><g class="items"></g>"#
        #expect(SVGPattern.backdrop.replacingAll(in: markup, with: "") == #"<g class="items"></g>"#)
        // A screen rectangle with no backdrop after it is not a match.
        let alone = #"<rect class="screen" x="0"/><g class="items"></g>"#
        #expect(SVGPattern.backdrop.replacingAll(in: alone, with: "") == alone)
    }

    @Test func aSizeIsReplacedOnlyWhenItsNumbersAreNumbers() {
        let size = SVGPattern(.text(#" width=""#), .number, .text(#"" height=""#), .number, .text(#"" viewBox=""#), .anyBut(UInt8(ascii: "\"")), .text("\""))
        #expect(size.replacingAll(in: #"<svg class="a" width="390.5" height="83" viewBox="0 0 390.5 83" role="img""#, with: " W")
                == #"<svg class="a" W role="img""#)
        #expect(size.replacingAll(in: #"<svg width="auto" height="83" viewBox="0 0 1 1""#, with: " W") == #"<svg width="auto" height="83" viewBox="0 0 1 1""#)
        // Text beyond ASCII around a match is kept byte for byte.
        #expect(SVGPattern.empty(#"line class="frame-edge""#).replacingAll(in: #"«<line class="frame-edge" x1="0"/>» مرحبا"#, with: "") == "«» مرحبا")
    }
}
