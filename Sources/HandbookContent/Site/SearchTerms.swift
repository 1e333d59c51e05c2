import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// One page's share of the search index: its entries (the top and each heading) and the
/// terms in them. Made when the page is read, so `handbook serve` keeps it with the page
/// and a save re-indexes only the page saved.
public struct SearchTerms: Sendable {
    /// Where a term occurs in an entry; the larger, the stronger the match.
    package enum Field: Int, Comparable, Sendable {
        case text = 1, heading = 2, title = 3
        package static func < (a: Field, b: Field) -> Bool { a.rawValue < b.rawValue }
    }

    package struct Entry: Sendable {
        package var id: String
        package var heading: String
        package var excerpt: String
    }

    /// Characters of text shown under a result.
    package static let excerptLength = 160

    package private(set) var entries: [Entry] = []
    /// The page's terms, each once, in no particular order: their UTF-8 one after another,
    /// and where each ends. Bytes rather than strings: a rebuild decodes every kept page
    /// from the page store and reads the terms of the few that changed, and a hundred
    /// strings a page were most of that decoding.
    private var termBytes: [UInt8] = []
    private var termEnds: [UInt32] = []
    /// Where each term's postings end in `packed`.
    private var ends: [UInt32] = []
    /// Every term's postings, one after another: entry << 2 | field, entries ascending.
    /// Kept packed because every page holds its terms for the whole build: a dictionary of
    /// arrays cost about 9 KB more per page (90 MB at 10,000 pages).
    private var packed: [UInt32] = []

    /// The postings of one term: the entries it occurs in (ascending) and the strongest
    /// field in each.
    package struct Postings: Sequence {
        fileprivate let slice: ArraySlice<UInt32>

        package func makeIterator() -> some IteratorProtocol<(entry: Int, field: Field)> {
            slice.lazy.map { (entry: Int($0 >> 2), field: Field(rawValue: Int($0 & 3)) ?? .text) }.makeIterator()
        }

        /// The strongest field of any entry.
        package var strongest: Field {
            Field(rawValue: Int(slice.reduce(0) { Swift.max($0, $1 & 3) })) ?? .text
        }
    }

    /// A hash of the entries and the terms with their postings, the same in every process
    /// whatever order the terms come in (each term is hashed alone and the hashes summed):
    /// the search index's update compares pages by it (`SearchIndexUpdate`). Made once, when
    /// the page is read, and kept with it.
    package private(set) var digest: UInt64 = 0

    /// How many distinct terms the page has.
    package var termCount: Int { termEnds.count }

    /// Calls `body` with each term and its postings.
    package func forEachTerm(_ body: (String, Postings) -> Void) {
        var (start, termStart) = (0, 0)
        for index in termEnds.indices {
            let (end, termEnd) = (Int(ends[index]), Int(termEnds[index]))
            body(String(decoding: termBytes[termStart..<termEnd], as: UTF8.self), Postings(slice: packed[start..<end]))
            (start, termStart) = (end, termEnd)
        }
    }

    /// The terms of a page with `title` and `summary` whose body has `sections`.
    package init(title: String, summary: String, sections: [TextSection]) {
        var postings: [String: [(entry: Int, field: Field)]] = [:]
        func add(_ text: String, field: Field, entry: Int) {
            SearchTokenizer.forEachTerm(in: text) { term in
                Self.record(entry, field, in: &postings[term, default: []])
            }
        }
        let lead = sections.first { $0.id == nil }?.text ?? ""
        entries.append(Entry(id: "", heading: "", excerpt: Self.excerpt(lead.isEmpty ? summary : lead)))
        add(title, field: .title, entry: 0)
        add(summary, field: .text, entry: 0)
        for section in sections {
            guard let id = section.id else {
                add(section.text, field: .text, entry: 0)
                continue
            }
            entries.append(Entry(id: id, heading: section.heading ?? "", excerpt: Self.excerpt(section.text)))
            add(section.heading ?? "", field: .heading, entry: entries.count - 1)
            add(section.keywords, field: .heading, entry: entries.count - 1)
            add(section.text, field: .text, entry: entries.count - 1)
        }
        termEnds.reserveCapacity(postings.count)
        ends.reserveCapacity(postings.count)
        for (term, list) in postings {
            termBytes += term.utf8
            termEnds.append(UInt32(termBytes.count))
            packed += list.map { UInt32($0.entry) << 2 | UInt32($0.field.rawValue) }
            ends.append(UInt32(packed.count))
        }
        digest = makeDigest()
    }

    private func makeDigest() -> UInt64 {
        var writer = StoreWriter()
        writer.array(entries) { writer, entry in
            writer.string(entry.id)
            writer.string(entry.heading)
            writer.string(entry.excerpt)
        }
        var sum: UInt64 = 0
        var bytes: [UInt8] = []
        var (start, termStart) = (0, 0)
        for index in termEnds.indices {
            let (end, termEnd) = (Int(ends[index]), Int(termEnds[index]))
            bytes.removeAll(keepingCapacity: true)
            bytes += termBytes[termStart..<termEnd]
            termStart = termEnd
            bytes.append(0)
            for posting in packed[start..<end] { withUnsafeBytes(of: posting.littleEndian) { bytes += $0 } }
            sum &+= ContentHash.of(bytes)
            start = end
        }
        writer.uint64(sum)
        return ContentHash.of(writer.bytes)
    }

    /// Entries arrive in ascending order, so a repeat is always the last posting.
    private static func record(_ entry: Int, _ field: Field, in list: inout [(entry: Int, field: Field)]) {
        if let last = list.last, last.entry >= entry {
            if field > last.field { list[list.count - 1].field = field }
        } else {
            list.append((entry, field))
        }
    }

    /// Whitespace collapsed, cut at a word boundary near `excerptLength` characters.
    package static func excerpt(_ text: String) -> String {
        var result: [UInt8] = []
        var characters = 0
        var pendingSpace = false
        var lastBreak = 0
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                lastBreak = result.count
                result.append(0x20)
                characters += 1
                pendingSpace = false
            }
            // Count scalars, not bytes: continuation bytes (10xxxxxx) do not start one.
            if byte & 0xC0 != 0x80 {
                if characters == excerptLength {
                    return String(decoding: result[..<(lastBreak > 0 ? lastBreak : result.count)], as: UTF8.self) + "…"
                }
                characters += 1
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension SearchTerms {
    /// For the page store (`PageStore`).
    package func write(to writer: inout StoreWriter) {
        writer.array(entries) { writer, entry in
            writer.string(entry.id)
            writer.string(entry.heading)
            writer.string(entry.excerpt)
        }
        writer.blob(termBytes)
        writer.uint32s(termEnds)
        // As blocks: a page's postings are most of what the page store decodes for it.
        writer.uint32s(ends)
        writer.uint32s(packed)
        writer.uint64(digest)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        entries = try reader.array { reader throws(StoreReader.Damaged) in
            Entry(id: try reader.string(), heading: try reader.string(), excerpt: try reader.string())
        }
        termBytes = try reader.blob()
        termEnds = try reader.uint32s()
        ends = try reader.uint32s()
        packed = try reader.uint32s()
        digest = try reader.uint64()
        guard ends.count == termEnds.count, ends.allSatisfy({ Int($0) <= packed.count }), zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }),
              termEnds.allSatisfy({ Int($0) <= termBytes.count }), zip(termEnds, termEnds.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw StoreReader.Damaged()
        }
    }
}
