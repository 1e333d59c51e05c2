import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// The index as the scripts `search.js` loads: a manifest that sets
/// `window.handbookSearchIndex`, and shards that each add themselves to
/// `window.handbookSearchShards` under their file's name. Identical input gives identical
/// bytes, however many cores made them.
///
/// Manifest: `{"v":2, "version", "pages": count, "pagesPerShard", "sections": [title],
/// "termShards": [[first term, last term] or null], "ties": list}`; `ties` lists the pages
/// whose title compares equal to the previous page's (a `SearchCode` list, field 1).
/// Term shard: `{"first": number of its first term, "terms": "space separated",
/// "postings": lists separated by ","}`, each list the pages of a term with their field.
/// Page shard: `[[title, directory, section, [[id, heading, excerpt, terms]]]]` for the
/// shard's pages, `terms` the entry's list of term numbers with their field.
extension SearchIndex {
    /// Every file of the index by site path (the paths of `plan`).
    package var files: [String: String] {
        let files = Locked<[String: String]>([:])
        _ = make { path, text in files.withLock { $0[path] = text } }
        return files.withLock { $0 }
    }

    /// What making the files gives besides them, for a later build to update the index shard
    /// by shard (`SearchIndexState`, with the pages' digests): each term's encoded list, the
    /// terms' sizes, the term shards' ranges and every file's hash by site path.
    package struct Made: Sendable {
        package var lists: [[UInt8]]
        package var sizes: [Int]
        package var ranges: [Range<Int>]
        package var hashes: [String: UInt64]
    }

    /// Makes every file of the index and hands each to `emit` (site path, text) as soon as it
    /// is made, on every core; none is held once handed on. The manifest comes last: its
    /// version is made from every shard's hash. At 10,000 pages the page shards held until
    /// all were written had been 21 MB of a build's peak.
    package func make(_ emit: @Sendable (_ path: String, _ text: String) -> Void) -> Made {
        let lists = Self.encodedLists(postings)
        let sizes = Self.termSizes(terms: terms, lists: lists)
        let ranges = Self.termShardRanges(sizes: sizes, count: plan.termShardCount)
        let (terms, pages, plan) = (self.terms, self.pages, self.plan)
        let termHashes = concurrentMap(Array(ranges.enumerated())) { shard, range in
            let script = Self.termShardScript(shard, range: range, terms: terms, lists: lists)
            emit(SearchIndexPlan.termShardPath(shard), script)
            return ContentHash.of(script)
        }
        let pageHashes = concurrentMap(Array(0..<plan.pageShardCount)) { shard in
            let script = Self.pageShardScript(shard, records: pages[Self.pageRange(of: shard, plan: plan)])
            emit(SearchIndexPlan.pagePath(shard), script)
            return ContentHash.of(script)
        }
        var hashes: [String: UInt64] = [:]
        for (shard, hash) in termHashes.enumerated() { hashes[SearchIndexPlan.termShardPath(shard)] = hash }
        for (shard, hash) in pageHashes.enumerated() { hashes[SearchIndexPlan.pagePath(shard)] = hash }
        let version = Self.version(termShards: termHashes, pageShards: pageHashes)
        let manifest = Self.manifest(version: version, plan: plan, pageCount: pages.count, sections: sections,
                                     termRanges: ranges.map { $0.isEmpty ? nil : (terms[$0.lowerBound], terms[$0.upperBound - 1]) },
                                     ties: tiedWithPrevious)
        hashes[SearchIndexPlan.manifestPath] = ContentHash.of(manifest)
        emit(SearchIndexPlan.manifestPath, manifest)
        return Made(lists: lists, sizes: sizes, ranges: ranges, hashes: hashes)
    }

    /// The index's version, so a browser never mixes shards of two builds: a hash of every
    /// shard's `ContentHash`, term shards first.
    package static func version(termShards: [UInt64], pageShards: [UInt64]) -> String {
        var hash = StableHasher()
        for shard in termShards + pageShards { hash.combine(shard) }
        return String(hash.finalize(), radix: 16)
    }

    /// The positions (in title order) of the pages in page shard `shard`.
    package static func pageRange(of shard: Int, plan: SearchIndexPlan) -> Range<Int> {
        let start = shard * plan.pagesPerShard
        return start..<max(start, min(plan.pageCount, start + plan.pagesPerShard))
    }

    package static func manifest(version: String, plan: SearchIndexPlan, pageCount: Int, sections: [String],
                                 termRanges: [(first: String, last: String)?], ties tiedWithPrevious: [Bool]) -> String {
        var ties: [UInt8] = []
        SearchCode.appendPairs(tiedWithPrevious.indices.filter { tiedWithPrevious[$0] }.map { (Int32($0), 1) }, to: &ties)
        let ranges = termRanges.map { range in
            range.map { "[" + JSONText.quoted($0.first) + "," + JSONText.quoted($0.last) + "]" } ?? "null"
        }
        return "window.handbookSearchIndex={\"v\":2,\"version\":\"" + version + "\",\"pages\":" + String(pageCount)
            + ",\"pagesPerShard\":" + String(plan.pagesPerShard)
            + ",\n\"sections\":[" + sections.map(JSONText.quoted).joined(separator: ",")
            + "],\n\"termShards\":[" + ranges.joined(separator: ",")
            + "],\n\"ties\":\"" + String(decoding: ties, as: UTF8.self) + "\"};\n"
    }

    /// Each term's list of pages as the term shards write it.
    package static func encodedLists(_ postings: [[SearchCode.Pair]]) -> [[UInt8]] {
        concurrentMap(Array(postings.indices)) { term -> [UInt8] in
            var out: [UInt8] = []
            SearchCode.appendPairs(postings[term], to: &out)
            return out
        }
    }

    /// What each term weighs when the terms are cut into shards: its bytes in a shard.
    package static func termSizes(terms: [String], lists: [[UInt8]]) -> [Int] {
        terms.indices.map { termSize(terms[$0], list: lists[$0]) }
    }

    package static func termSize(_ term: String, list: [UInt8]) -> Int { term.utf8.count + list.count + 2 }

    /// The term shards: consecutive runs of the sorted terms, cut where their encoded size
    /// crosses a multiple of an equal share, so there are exactly `count` (some maybe empty).
    package static func termShardRanges(sizes: [Int], count: Int) -> [Range<Int>] {
        let total = sizes.reduce(0, +)
        var starts = Array(repeating: -1, count: count)
        var ends = Array(repeating: -1, count: count)
        var before = 0
        for term in sizes.indices {
            // Each term goes to the share its middle falls in: never backwards, deterministic.
            let middle = before + sizes[term] / 2
            let shard = min(count - 1, total > 0 ? middle * count / total : 0)
            if starts[shard] < 0 { starts[shard] = term }
            ends[shard] = term + 1
            before += sizes[term]
        }
        return (0..<count).map { starts[$0] < 0 ? 0..<0 : starts[$0]..<ends[$0] }
    }

    /// Term shard `shard`: the terms in `range` and their lists of pages.
    package static func termShardScript(_ shard: Int, range: Range<Int>, terms: [String], lists: [[UInt8]]) -> String {
        guard let first = range.first else {
            return shardPrefix(SearchIndexPlan.termShardPath(shard)) + "{\"first\":0,\"terms\":\"\",\"postings\":\"\"};\n"
        }
        var out = Array(shardPrefix(SearchIndexPlan.termShardPath(shard)).utf8)
        // Terms are letters and digits only, so neither string needs JSON escaping.
        out += Array("{\"first\":\(first),\"terms\":\"".utf8)
        out += Array(terms[range].joined(separator: " ").utf8)
        out += Array("\",\n\"postings\":\"".utf8)
        for term in range {
            if term != first { out.append(UInt8(ascii: ",")) }
            out += lists[term]
        }
        out += Array("\"};\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// Page shard `shard`, holding `records`.
    package static func pageShardScript(_ shard: Int, records: ArraySlice<PageRecord>) -> String {
        var out = Array(shardPrefix(SearchIndexPlan.pagePath(shard)).utf8)
        out.append(UInt8(ascii: "["))
        for position in records.indices {
            let page = records[position]
            if position > records.startIndex { out += [UInt8(ascii: ","), 0x0A] }
            out.append(UInt8(ascii: "["))
            JSONText.appendQuoted(page.title, to: &out)
            out.append(UInt8(ascii: ","))
            JSONText.appendQuoted(page.directory, to: &out)
            out.append(UInt8(ascii: ","))
            out += String(page.section).utf8
            out += [UInt8(ascii: ","), UInt8(ascii: "[")]
            for (number, entry) in page.entries.enumerated() {
                if number > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "["))
                JSONText.appendQuoted(entry.id, to: &out)
                out.append(UInt8(ascii: ","))
                JSONText.appendQuoted(entry.heading, to: &out)
                out.append(UInt8(ascii: ","))
                JSONText.appendQuoted(entry.excerpt, to: &out)
                out += [UInt8(ascii: ","), UInt8(ascii: "\"")]
                SearchCode.appendPairs(entry.terms, to: &out)
                out += [UInt8(ascii: "\""), UInt8(ascii: "]")]
            }
            out += [UInt8(ascii: "]"), UInt8(ascii: "]")]
        }
        out += Array("];\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// `(window.handbookSearchShards ||= {})["terms-3"]=`: the shard's name is its file's.
    private static func shardPrefix(_ path: String) -> String {
        let name = path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? path
        return "(window.handbookSearchShards=window.handbookSearchShards||{})[\"" + name + "\"]="
    }
}
