/// The site's search index, built once per build and published as a script
/// (`assets/search-index.js`) so that search works from `file://`, where pages cannot
/// fetch JSON, and under any base path, since every URL in it is relative to the site root.
///
/// One entry per page top and per heading; each term lists the entries it occurs in and
/// where (title, heading or text), so the reader sees the section that matched. Excerpts
/// are short and the postings are delta-encoded in base 36 to keep the file small.
struct SearchIndex {
    struct Entry {
        var page: Int
        var id: String
        var heading: String
        var excerpt: String
    }

    /// Site path of the published index.
    static let sitePath = "assets/search-index.js"

    private(set) var pages: [(title: String, directory: String, section: String)] = []
    private(set) var entries: [Entry] = []
    /// For each term, the entries it occurs in (ascending) and the strongest field there.
    private(set) var postings: [String: [(entry: Int, field: SearchTerms.Field)]] = [:]

    /// Merges the pages' own terms (made when each was read) in page order, so every
    /// posting list stays ascending.
    init(pages sitePages: [Page], navigation: SiteNavigation) {
        for page in sitePages where page.kind != .notFound {
            let pageNumber = pages.count
            let section = page.kind == .section || page.kind == .home ? "" : navigation.section(page.sectionKey)?.title ?? ""
            pages.append((page.title, page.directory, section))
            let terms = page.searchTerms
            let base = entries.count
            entries += terms.entries.map { Entry(page: pageNumber, id: $0.id, heading: $0.heading, excerpt: $0.excerpt) }
            for (term, list) in terms.postings {
                postings[term, default: []].append(contentsOf: list.lazy.map { (base + $0.entry, $0.field) })
            }
        }
    }

    /// The index as a script that sets `window.handbookSearchIndex`; identical input gives
    /// identical bytes. Written into one byte buffer: at 1,000 pages it holds ~200,000 postings.
    var script: String {
        var out: [UInt8] = []
        out.reserveCapacity(entries.count * 220 + postings.count * 24)
        func write(_ text: String) { out.append(contentsOf: text.utf8) }
        write("window.handbookSearchIndex={\"v\":1,\"pages\":[")
        for (number, page) in pages.enumerated() {
            write((number == 0 ? "[" : ",[") + LayoutJSON.string(page.title) + "," + LayoutJSON.string(page.directory) + "," + LayoutJSON.string(page.section) + "]")
        }
        write("],\n\"entries\":[")
        for (number, entry) in entries.enumerated() {
            write((number == 0 ? "[" : ",\n[") + String(entry.page) + "," + LayoutJSON.string(entry.id) + ","
                  + LayoutJSON.string(entry.heading) + "," + LayoutJSON.string(entry.excerpt) + "]")
        }
        // Terms are letters and digits only, so neither list needs JSON escaping.
        let terms = postings.keys.sorted()
        write("],\n\"terms\":\"" + terms.joined(separator: " ") + "\",\n\"postings\":\"")
        // Each posting is (entry - previous entry) * 4 + field, in base 36: small numbers, few bytes.
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var scratch: [UInt8] = []
        for (number, term) in terms.enumerated() {
            if number > 0 { out.append(UInt8(ascii: ";")) }
            var previous = 0
            for (position, posting) in (postings[term] ?? []).enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                var value = (posting.entry - previous) * 4 + posting.field.rawValue
                previous = posting.entry
                scratch.removeAll(keepingCapacity: true)
                repeat {
                    scratch.append(digits[value % 36])
                    value /= 36
                } while value > 0
                out.append(contentsOf: scratch.reversed())
            }
        }
        write("\"};\n")
        return String(decoding: out, as: UTF8.self)
    }
}
