import Foundation
import Testing
@testable import Handbook

/// A page's search terms as the page store keeps them — the terms' bytes and where each
/// ends, the postings in blocks — read back to the same terms, postings and digest, and a
/// store whose ends point past its bytes reads as damaged.
@Suite struct SearchTermsCodingTests {
    static let terms = SearchTerms(title: "Tab bars", summary: "Where the bar goes: bottom of the screen, übrigens ナビ.",
                                   sections: [TextSection(text: "Labels truncate below the width."),
                                              TextSection(id: "labels", heading: "Labels", text: "A label is one word, two at most.", keywords: "fixed scroll")])

    static func listed(_ terms: SearchTerms) -> [String] {
        var listed: [String] = []
        terms.forEachTerm { term, postings in
            listed.append(term + " " + postings.map { "\($0.entry):\($0.field.rawValue)" }.joined(separator: ","))
        }
        return listed.sorted()
    }

    @Test func termsReadBackAsWritten() throws {
        var writer = StoreWriter()
        Self.terms.write(to: &writer)
        var reader = StoreReader(writer.take())
        let read = try SearchTerms(from: &reader)
        #expect(reader.isAtEnd)
        #expect(Self.listed(read) == Self.listed(Self.terms))
        // Terms of several bytes a character come back whole (the tokenizer folds marks away).
        #expect(Self.listed(read).contains("ナヒ 0:1") && Self.listed(read).contains("labels 0:1,1:2"))
        #expect(read.termCount == Self.terms.termCount && read.digest == Self.terms.digest)
    }

    /// The entries are written first, then the terms' bytes and their ends: an end past the
    /// bytes is damage, not a term read from beyond them.
    @Test func anEndPastTheTermsBytesIsDamage() throws {
        var writer = StoreWriter()
        // One entry: its id, heading and excerpt.
        writer.int(1)
        for _ in 0..<3 { writer.string("") }
        writer.blob(Array("tab".utf8))
        writer.uint32s([3, 9])
        writer.uint32s([1, 2])
        writer.uint32s([4, 8])
        writer.uint64(0)
        var reader = StoreReader(writer.take())
        #expect(throws: StoreReader.Damaged.self) { try SearchTerms(from: &reader) }
    }
}
