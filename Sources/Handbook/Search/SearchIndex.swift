/// The site's search index, built once per build and published as a script
/// (`assets/search-index.js`) so that search works from `file://`, where pages cannot
/// fetch JSON, and under any base path, since every URL in it is relative to the site root.
///
/// One entry per page top and per heading; each term lists the entries it occurs in and
/// where (title, heading or text), so the reader sees the section that matched. Excerpts
/// are short and the postings are delta-encoded in base 36 to keep the file small.
struct SearchIndex {
    /// Where a term occurs in an entry; the larger, the stronger the match.
    enum Field: Int, Comparable {
        case text = 1, heading = 2, title = 3
        static func < (a: Field, b: Field) -> Bool { a.rawValue < b.rawValue }
    }

    struct Entry {
        var page: Int
        var id: String
        var heading: String
        var excerpt: String
    }

    /// Site path of the published index.
    static let sitePath = "assets/search-index.js"
    /// Characters of text shown under a result.
    static let excerptLength = 160

    private(set) var pages: [(title: String, directory: String, section: String)] = []
    private(set) var entries: [Entry] = []
    /// For each term, the entries it occurs in (ascending) and the strongest field there.
    private(set) var postings: [String: [(entry: Int, field: Field)]] = [:]

    init(pages sitePages: [Page], navigation: SiteNavigation) {
        for page in sitePages where page.kind != .notFound {
            let pageNumber = pages.count
            let section = page.kind == .section || page.kind == .home ? "" : navigation.section(page.sectionKey)?.title ?? ""
            pages.append((page.title, page.directory, section))
            let top = entries.count
            let lead = page.body.sections.first { $0.id == nil }?.text ?? ""
            entries.append(Entry(page: pageNumber, id: "", heading: "", excerpt: Self.excerpt(lead.isEmpty ? page.summary : lead)))
            add(page.title, field: .title, entry: top)
            add(page.summary, field: .text, entry: top)
            for section in page.body.sections {
                guard let id = section.id else {
                    add(section.text, field: .text, entry: top)
                    continue
                }
                let entry = entries.count
                entries.append(Entry(page: pageNumber, id: id, heading: section.heading ?? "", excerpt: Self.excerpt(section.text)))
                add(section.heading ?? "", field: .heading, entry: entry)
                add(section.text, field: .text, entry: entry)
            }
        }
    }

    private mutating func add(_ text: String, field: Field, entry: Int) {
        for term in SearchTokenizer.terms(of: text) {
            Self.record(entry, field, in: &postings[term, default: []])
        }
    }

    /// Entries arrive in ascending order, so a repeat is always the last posting.
    private static func record(_ entry: Int, _ field: Field, in list: inout [(entry: Int, field: Field)]) {
        if let last = list.last, last.entry == entry {
            if field > last.field { list[list.count - 1].field = field }
        } else {
            list.append((entry, field))
        }
    }

    /// Whitespace collapsed, cut at a word boundary near `excerptLength`.
    static func excerpt(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        var result = ""
        for word in words {
            if result.count + word.count + 1 > excerptLength {
                return result + "…"
            }
            if !result.isEmpty { result += " " }
            result += word
        }
        return result
    }

    /// The index as a script that sets `window.handbookSearchIndex`; identical input gives identical bytes.
    var script: String {
        var out = "window.handbookSearchIndex={\"v\":1,\"pages\":["
        out += pages.map { "[\(LayoutJSON.string($0.title)),\(LayoutJSON.string($0.directory)),\(LayoutJSON.string($0.section))]" }.joined(separator: ",")
        out += "],\n\"entries\":["
        out += entries.map { "[\($0.page),\(LayoutJSON.string($0.id)),\(LayoutJSON.string($0.heading)),\(LayoutJSON.string($0.excerpt))]" }.joined(separator: ",\n")
        let terms = postings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        out += "],\n\"terms\":" + LayoutJSON.string(terms.joined(separator: " "))
        // Each posting is (entry - previous entry) * 4 + field, in base 36: small numbers, few bytes.
        let encoded = terms.map { term -> String in
            var previous = 0
            return (postings[term] ?? []).map { posting in
                defer { previous = posting.entry }
                return String((posting.entry - previous) * 4 + posting.field.rawValue, radix: 36)
            }.joined(separator: ",")
        }
        out += ",\n\"postings\":" + LayoutJSON.string(encoded.joined(separator: ";")) + "};\n"
        return out
    }
}
