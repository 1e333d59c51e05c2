/// The site's search index, built once per build (under `serve`, on the first request for
/// any of its files) and published as scripts in shards (see `SearchIndex+Scripts.swift`),
/// so that a query loads only the terms it types and the pages it shows. Scripts, not
/// JSON: they load from `file://`, where pages cannot fetch, and every URL in them is
/// relative to the site root, so they work under any base path.
///
/// Pages are numbered in title order (`TitleOrder`), which is the order search breaks ties
/// in. Each term lists the pages it occurs on with the strongest field there (title,
/// heading or text): enough to rank pages. Each page lists its entries (its top and each
/// heading), and each entry the terms in it with their field: enough to open a result at
/// the section that holds the most query words.
struct SearchIndex {
    /// One page, as a result shows it.
    struct PageRecord {
        var title: String
        var directory: String
        /// Position in `sections`; 0 is no section (the home page and section pages).
        var section: Int
        var entries: [EntryRecord]
    }

    /// A page's top (id "") or one of its headings.
    struct EntryRecord {
        var id: String
        var heading: String
        var excerpt: String
        /// Terms of the entry (ascending by number) and the strongest field each has there.
        var terms: [SearchCode.Pair]
    }

    /// Site path of the manifest, the file `search.js` loads first.
    static let sitePath = SearchIndexPlan.manifestPath

    /// The shard counts, decided before the index was built.
    let plan: SearchIndexPlan
    /// Pages in title order.
    private(set) var pages: [PageRecord] = []
    /// For each page (from 1), whether its title compares equal to the previous page's.
    private(set) var tiedWithPrevious: [Bool] = []
    /// Section titles the pages refer to, "" first.
    private(set) var sections: [String] = [""]
    /// Every term, sorted by Unicode scalar values (the order of their UTF-8 bytes).
    private(set) var terms: [String] = []
    /// For each term, the pages it occurs on (ascending) and the strongest field there.
    private(set) var postings: [[SearchCode.Pair]] = []

    /// Collects the pages' own terms (made when each was read; a component page's now).
    init(pages sitePages: [Page], navigation: SiteNavigation, plan: SearchIndexPlan) {
        self.plan = plan
        let indexed = sitePages.filter { $0.kind != .notFound }
        let termsOfPages = indexed.map(\.searchTerms)
        let titleOrder = TitleOrder(titles: indexed.map(\.title))
        tiedWithPrevious = titleOrder.tiedWithPrevious

        var pagesOfTerms: [String: [SearchCode.Pair]] = [:]
        for (position, site) in titleOrder.order.enumerated() {
            termsOfPages[site].forEachTerm { term, list in
                pagesOfTerms[term, default: []].append((Int32(position), Int8(list.strongest.rawValue)))
            }
        }
        terms = pagesOfTerms.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        postings = terms.map { pagesOfTerms[$0] ?? [] }

        let numbers = Dictionary(uniqueKeysWithValues: terms.enumerated().map { ($1, $0) })
        var sectionNumbers = ["": 0]
        let sectionTitles = titleOrder.order.map { site -> String in
            let page = indexed[site]
            return page.kind == .section || page.kind == .home ? "" : navigation.section(page.sectionKey)?.title ?? ""
        }
        for title in sectionTitles where sectionNumbers[title] == nil {
            sectionNumbers[title] = sections.count
            sections.append(title)
        }
        pages = concurrentMap(Array(titleOrder.order.enumerated())) { position, site in
            let terms = termsOfPages[site]
            var lists = Array(repeating: [SearchCode.Pair](), count: terms.entries.count)
            terms.forEachTerm { term, list in
                guard let number = numbers[term] else { return }
                for posting in list where posting.entry < lists.count {
                    lists[posting.entry].append((Int32(number), Int8(posting.field.rawValue)))
                }
            }
            let entries = terms.entries.indices.map { entry in
                EntryRecord(id: terms.entries[entry].id, heading: terms.entries[entry].heading, excerpt: terms.entries[entry].excerpt,
                            terms: lists[entry].sorted { $0.position < $1.position })
            }
            return PageRecord(title: indexed[site].title, directory: indexed[site].directory,
                              section: sectionNumbers[sectionTitles[position]] ?? 0, entries: entries)
        }
    }
}
