import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

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
package struct SearchIndex {
    /// One page, as a result shows it.
    package struct PageRecord {
        package var title: String
        package var directory: String
        /// Position in `sections`; 0 is no section (the home page and section pages).
        package var section: Int
        package var entries: [EntryRecord]
    }

    /// A page's top (id "") or one of its headings.
    package struct EntryRecord {
        package var id: String
        package var heading: String
        package var excerpt: String
        /// Terms of the entry (ascending by number) and the strongest field each has there.
        package var terms: [SearchCode.Pair]
    }

    /// Site path of the manifest, the file `search.js` loads first.
    package static let sitePath = SearchIndexPlan.manifestPath

    /// The shard counts, decided before the index was built.
    package let plan: SearchIndexPlan
    /// Pages in title order.
    package private(set) var pages: [PageRecord] = []
    /// For each position in title order, the page's place among the indexed pages (`indexed`).
    package private(set) var order: [Int] = []
    /// For each page (from 1), whether its title compares equal to the previous page's.
    package private(set) var tiedWithPrevious: [Bool] = []
    /// Section titles the pages refer to, "" first.
    package private(set) var sections: [String] = [""]
    /// Every term, sorted by Unicode scalar values (the order of their UTF-8 bytes).
    package private(set) var terms: [String] = []
    /// For each term, the pages it occurs on (ascending) and the strongest field there.
    package private(set) var postings: [[SearchCode.Pair]] = []

    /// Collects the pages' own terms (made when each was read; a component page's now).
    package init(pages sitePages: [Page], navigation: SiteNavigation, plan: SearchIndexPlan) {
        self.plan = plan
        let indexed = Self.indexed(sitePages)
        let termsOfPages = indexed.map(\.searchTerms)
        let titleOrder = TitleOrder(titles: indexed.map(\.title))
        tiedWithPrevious = titleOrder.tiedWithPrevious
        order = titleOrder.order

        // Each distinct term gets an id as first met, and each page the ids of its terms in
        // its own order: the pages' entries are then filled without looking a term up again.
        var ids: [String: Int32] = [:]
        var lists: [[SearchCode.Pair]] = []
        var idsOfPages = Array(repeating: [Int32](), count: indexed.count)
        for (position, site) in titleOrder.order.enumerated() {
            var own: [Int32] = []
            own.reserveCapacity(termsOfPages[site].termCount)
            termsOfPages[site].forEachTerm { term, list in
                let id: Int32
                if let known = ids[term] {
                    id = known
                } else {
                    id = Int32(lists.count)
                    ids[term] = id
                    lists.append([])
                }
                lists[Int(id)].append((Int32(position), Int8(list.strongest.rawValue)))
                own.append(id)
            }
            idsOfPages[site] = own
        }
        var byID = Array(repeating: "", count: lists.count)
        for (term, id) in ids { byID[Int(id)] = term }
        let sortedIDs = byID.indices.sorted { byID[$0].utf8.lexicographicallyPrecedes(byID[$1].utf8) }
        terms = sortedIDs.map { byID[$0] }
        postings = sortedIDs.map { lists[$0] }
        var numbers = Array(repeating: Int32(0), count: lists.count)
        for (number, id) in sortedIDs.enumerated() { numbers[id] = Int32(number) }
        let sectioning = SearchSections(pages: titleOrder.order.map { indexed[$0] }, navigation: navigation)
        sections = sectioning.titles
        pages = concurrentMap(Array(titleOrder.order.enumerated())) { position, site in
            let own = idsOfPages[site]
            return Self.record(of: indexed[site], section: sectioning.numbers[position]) { index, _ in numbers[Int(own[index])] }
        }
    }

    /// The pages search indexes: every page but the not-found page.
    package static func indexed(_ pages: [Page]) -> [Page] {
        // The site's list as it is when it has no such page (a build's never does): a
        // filtered copy of 10,000 pages was 7 MB more at the build's peak.
        pages.contains { $0.kind == .notFound } ? pages.filter { $0.kind != .notFound } : pages
    }

    /// One page as a result shows it, its terms numbered by `number` (called with each
    /// term's place in the page's own order, and the term).
    package static func record(of page: Page, section: Int, number: (Int, String) -> Int32) -> PageRecord {
        let terms = page.searchTerms
        var lists = Array(repeating: [SearchCode.Pair](), count: terms.entries.count)
        var next = 0
        terms.forEachTerm { term, list in
            let number = number(next, term)
            next += 1
            for posting in list where posting.entry < lists.count {
                lists[posting.entry].append((number, Int8(posting.field.rawValue)))
            }
        }
        let entries = terms.entries.indices.map { entry in
            EntryRecord(id: terms.entries[entry].id, heading: terms.entries[entry].heading, excerpt: terms.entries[entry].excerpt,
                        terms: lists[entry].sorted { $0.position < $1.position })
        }
        return PageRecord(title: page.title, directory: page.directory, section: section, entries: entries)
    }
}
