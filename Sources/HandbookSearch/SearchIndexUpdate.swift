import HandbookContent
import HandbookFoundation

/// The last build's search index brought up to date shard by shard: the pages whose digest
/// changed are taken out of the kept term lists and put back with their new terms, and only
/// the shards those lists or pages fall in are written again; every other file is the last
/// build's (`kept`). The files are byte for byte what `SearchIndex` makes from scratch: the
/// same encoders write them, from the same lists.
///
/// It applies only while the index's frame stands — the same pages in the same title order,
/// the same plan, section titles and set of terms (a new word or a word gone renumbers every
/// term, so every page shard changes anyway) — and while few pages changed; otherwise `make`
/// gives nil and the index is made from scratch.
package struct SearchIndexUpdate {
    /// Files made anew, by site path.
    package var written: [String: String] = [:]
    /// Files whose bytes are the last build's, by site path, with their `ContentHash`.
    package var kept: [String: UInt64] = [:]
    /// What the next build updates from.
    package var state: SearchIndexState
    /// Pages whose digest changed.
    package var changedPages = 0

    /// More changed pages than one in this many, and merging from scratch is as quick.
    static let changedShare = 8

    /// The update of `previous` to the index of `pages`, or nil when it must be made from scratch.
    package static func make(from previous: SearchIndexState, pages sitePages: [Page], navigation: SiteNavigation,
                             plan: SearchIndexPlan) -> SearchIndexUpdate? {
        guard plan == previous.plan else { return nil }
        let indexed = SearchIndex.indexed(sitePages)
        let titleOrder = TitleOrder(titles: indexed.map(\.title))
        guard titleOrder.tiedWithPrevious == previous.ties else { return nil }
        let ordered = titleOrder.order.map { indexed[$0] }
        guard ordered.count == previous.directories.count,
              zip(ordered, previous.directories).allSatisfy({ $0.directory == $1 }) else { return nil }
        let sectioning = SearchSections(pages: ordered, navigation: navigation)
        guard sectioning.titles == previous.sections else { return nil }
        let digests = concurrentMap(Array(ordered.indices)) { position in
            SearchIndexState.digest(of: ordered[position], section: sectioning.titles[sectioning.numbers[position]])
        }
        let changed = ordered.indices.filter { digests[$0] != previous.digests[$0] }
        guard changed.count * changedShare <= ordered.count else { return nil }
        var update = SearchIndexUpdate(state: previous)
        update.state.digests = digests
        update.changedPages = changed.count
        guard update.updatePostings(of: changed, pages: ordered) else { return nil }
        guard update.updateFiles(changed: changed, pages: ordered, sectioning: sectioning, previous: previous) else { return nil }
        return update
    }

    /// The number of `term` among the kept terms, found by bisection.
    func number(of term: String) -> Int? {
        let terms = state.terms
        var (low, high) = (0, terms.count)
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].utf8.lexicographicallyPrecedes(term.utf8) { low = middle + 1 } else { high = middle }
        }
        return low < terms.count && terms[low] == term ? low : nil
    }

    /// Takes each changed page out of every term's list and puts it back under its terms now.
    /// False when a page has a term the site had not, or a term is left on no page.
    private mutating func updatePostings(of changed: [Int], pages: [Page]) -> Bool {
        var touched = Set<Int>()
        for position in changed {
            let page = Int32(position)
            for term in state.postings.indices {
                if let index = Self.place(of: page, in: state.postings[term]), state.postings[term][index].position == page {
                    state.postings[term].remove(at: index)
                    touched.insert(term)
                }
            }
            var known = true
            pages[position].searchTerms.forEachTerm { term, list in
                guard known, let number = number(of: term) else {
                    known = false
                    return
                }
                let index = Self.place(of: page, in: state.postings[number]) ?? state.postings[number].count
                state.postings[number].insert((page, Int8(list.strongest.rawValue)), at: index)
                touched.insert(number)
            }
            guard known else { return false }
        }
        return touched.allSatisfy { !state.postings[$0].isEmpty }
    }

    /// Where `page` is or would go in a list ascending by position; nil past its end.
    private static func place(of page: Int32, in list: [SearchCode.Pair]) -> Int? {
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if list[middle].position < page { low = middle + 1 } else { high = middle }
        }
        return low < list.count ? low : nil
    }

    /// Writes the term shards whose terms or cut changed and the page shards that hold a
    /// changed page, keeps the others, and writes the manifest.
    private mutating func updateFiles(changed: [Int], pages: [Page], sectioning: SearchSections, previous: SearchIndexState) -> Bool {
        let plan = state.plan
        let terms = state.terms
        let changedTerms = terms.indices.filter { term in
            let (old, new) = (previous.postings[term], state.postings[term])
            return old.count != new.count || zip(old, new).contains { $0.position != $1.position || $0.field != $1.field }
        }
        var lists = Array(repeating: [UInt8](), count: terms.count)
        var encoded = Array(repeating: false, count: terms.count)
        func encode(_ term: Int) {
            guard !encoded[term] else { return }
            SearchCode.appendPairs(state.postings[term], to: &lists[term])
            encoded[term] = true
        }
        for term in changedTerms {
            encode(term)
            state.sizes[term] = SearchIndex.termSize(terms[term], list: lists[term])
        }
        state.ranges = SearchIndex.termShardRanges(sizes: state.sizes, count: plan.termShardCount)
        let paths = plan.paths
        var hashes = previous.fileHashes
        for shard in 0..<plan.termShardCount {
            let range = state.ranges[shard]
            let path = SearchIndexPlan.termShardPath(shard)
            if range == previous.ranges[shard] && !changedTerms.contains(where: range.contains) {
                kept[path] = hashes[1 + shard]
                continue
            }
            range.forEach(encode)
            let script = SearchIndex.termShardScript(shard, range: range, terms: terms, lists: lists)
            written[path] = script
            hashes[1 + shard] = ContentHash.of(script)
        }
        let changedShards = Set(changed.map { $0 / plan.pagesPerShard })
        var unknown = false
        for shard in 0..<plan.pageShardCount {
            let path = SearchIndexPlan.pagePath(shard)
            let index = 1 + plan.termShardCount + shard
            guard changedShards.contains(shard) else {
                kept[path] = hashes[index]
                continue
            }
            let records = SearchIndex.pageRange(of: shard, plan: plan).map { position in
                SearchIndex.record(of: pages[position], section: sectioning.numbers[position]) { _, term in
                    guard let number = number(of: term) else {
                        unknown = true
                        return 0
                    }
                    return Int32(number)
                }
            }
            let script = SearchIndex.pageShardScript(shard, records: records[...])
            written[path] = script
            hashes[index] = ContentHash.of(script)
        }
        // A page the last build indexed under terms the kept lists no longer have.
        guard !unknown else { return false }
        let version = SearchIndex.version(termShards: Array(hashes[1...plan.termShardCount]),
                                          pageShards: Array(hashes[(1 + plan.termShardCount)...]))
        let manifest = SearchIndex.manifest(version: version, plan: plan, pageCount: plan.pageCount, sections: state.sections,
                                            termRanges: state.ranges.map { $0.isEmpty ? nil : (terms[$0.lowerBound], terms[$0.upperBound - 1]) },
                                            ties: state.ties)
        hashes[0] = ContentHash.of(manifest)
        if hashes[0] == previous.fileHashes[0] { kept[paths[0]] = hashes[0] } else { written[paths[0]] = manifest }
        state.fileHashes = hashes
        return true
    }
}
