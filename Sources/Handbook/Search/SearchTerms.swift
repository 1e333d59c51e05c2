/// One page's share of the search index: its entries (the top and each heading) and the
/// terms in them. Made when the page is read, so `handbook serve` keeps it with the page
/// and a save re-indexes only the page saved.
public struct SearchTerms: Sendable {
    /// Where a term occurs in an entry; the larger, the stronger the match.
    enum Field: Int, Comparable, Sendable {
        case text = 1, heading = 2, title = 3
        static func < (a: Field, b: Field) -> Bool { a.rawValue < b.rawValue }
    }

    struct Entry: Sendable {
        var id: String
        var heading: String
        var excerpt: String
    }

    /// Characters of text shown under a result.
    static let excerptLength = 160

    private(set) var entries: [Entry] = []
    /// For each term, the page's entries it occurs in (ascending) and the strongest field there.
    private(set) var postings: [String: [(entry: Int, field: Field)]] = [:]

    /// The terms of a page with `title` and `summary` whose body has `sections`.
    init(title: String, summary: String, sections: [TextSection]) {
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
    }

    private mutating func add(_ text: String, field: Field, entry: Int) {
        SearchTokenizer.forEachTerm(in: text) { term in
            Self.record(entry, field, in: &postings[term, default: []])
        }
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
    static func excerpt(_ text: String) -> String {
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
