import Foundation
@testable import Handbook

/// Search as it was before the index was sharded: one index of every page (site order),
/// every entry and every term's entries, ranked by a line-by-line port of the old
/// `search.js` (JavaScript `Map`s keep insertion order, and so do these; its sort is stable,
/// and ties fall to `localeCompare`, which is ICU's collation, as is Foundation's with a locale).
struct ReferenceSearch {
    /// A result as a reader sees it: the page, and the section it opens at.
    struct Result: Equatable, CustomStringConvertible {
        var title: String
        var directory: String
        var entry: String
        var description: String { "\(title) \(directory)#\(entry)" }
    }

    private var pages: [(title: String, directory: String)] = []
    private var entries: [(page: Int, id: String)] = []
    private var terms: [String] = []
    private var postings: [[(entry: Int, field: Int)]] = []

    init(pages sitePages: [Page]) {
        var merged: [String: [(entry: Int, field: Int)]] = [:]
        for page in sitePages where page.kind != .notFound {
            let number = pages.count
            pages.append((page.title, page.directory))
            let terms = page.searchTerms
            let base = entries.count
            entries += terms.entries.map { (number, $0.id) }
            terms.forEachTerm { term, list in
                merged[term, default: []] += list.map { (base + $0.entry, $0.field.rawValue) }
            }
        }
        terms = merged.keys.sorted()
        postings = terms.map { merged[$0] ?? [] }
    }

    /// A JavaScript `Map` from Int: values by key, keys in the order first set.
    private struct OrderedMap<Value> {
        var keys: [Int] = []
        var values: [Int: Value] = [:]

        subscript(key: Int) -> Value? {
            get { values[key] }
            set {
                if values[key] == nil { keys.append(key) }
                values[key] = newValue
            }
        }
    }

    private func matches(_ word: String) -> (scores: OrderedMap<Int>, titled: Set<Int>) {
        var found = OrderedMap<Int>()
        var titled = Set<Int>()
        for (t, term) in terms.enumerated() where term.utf8.starts(with: word.utf8) {
            let whole = term.utf8.count == word.utf8.count ? 2 : 1
            for posting in postings[t] {
                if posting.field == 3 { titled.insert(posting.entry) }
                let score = posting.field * whole
                if !((found[posting.entry] ?? -1) >= score) { found[posting.entry] = score }
            }
        }
        return (found, titled)
    }

    /// The first `limit` results for `query`, as the old `search.js` ranked them.
    func search(_ query: String, limit: Int = 10) -> [Result] {
        var seen = Set<String>()
        let wanted = SearchTokenizer.terms(of: query).filter { seen.insert($0).inserted }
        guard !wanted.isEmpty else { return [] }
        let perWord = wanted.map(matches)
        struct Hit {
            var best: [Int]
            var title: [Int]
            var entries = OrderedMap<[Int]>()
        }
        var hits = OrderedMap<Hit>()
        for (w, found) in perWord.enumerated() {
            for entry in found.scores.keys {
                let score = found.scores[entry] ?? 0
                let page = entries[entry].page
                var hit = hits[page] ?? Hit(best: Array(repeating: 0, count: wanted.count), title: Array(repeating: 0, count: wanted.count))
                hit.best[w] = max(hit.best[w], score)
                if found.titled.contains(entry) { hit.title[w] = max(hit.title[w], score) }
                var known = hit.entries[entry] ?? Array(repeating: 0, count: wanted.count)
                known[w] = max(known[w], score)
                hit.entries[entry] = known
                hits[page] = hit
            }
        }
        var ranked: [(page: Int, entry: Int, score: Int)] = []
        for page in hits.keys {
            guard let hit = hits[page], !hit.best.contains(0) else { continue }
            var entry = -1
            var entryCover = -1
            var entryScore = -1
            for candidate in hit.entries.keys {
                var cover = 0
                var score = 0
                for (w, value) in (hit.entries[candidate] ?? []).enumerated() {
                    let weight = max(value, hit.title[w])
                    if weight > 0 { cover += 1; score += weight }
                }
                if cover > entryCover || (cover == entryCover && (score > entryScore || (score == entryScore && candidate < entry))) {
                    (entry, entryCover, entryScore) = (candidate, cover, score)
                }
            }
            ranked.append((page, entry, hit.best.reduce(0, +)))
        }
        let locale = Locale(identifier: "en")
        let order = ranked.indices.sorted { a, b in
            if ranked[a].score != ranked[b].score { return ranked[a].score > ranked[b].score }
            switch pages[ranked[a].page].title.compare(pages[ranked[b].page].title, options: [], range: nil, locale: locale) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return a < b
            }
        }
        return order.prefix(limit).map { index in
            let result = ranked[index]
            return Result(title: pages[result.page].title, directory: pages[result.page].directory, entry: entries[result.entry].id)
        }
    }
}
