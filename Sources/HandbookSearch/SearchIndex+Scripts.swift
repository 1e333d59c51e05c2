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
        let termShards = termShardContents()
        let pageShards = concurrentMap(Array(0..<plan.pageShardCount)) { pageShardScript($0) }
        var files: [String: String] = [:]
        // The index's version, so a browser never mixes shards of two builds.
        var hash = StableHasher()
        for (shard, script) in termShards.map(\.script).enumerated() {
            files[SearchIndexPlan.termShardPath(shard)] = script
            hash.combine(ContentHash.of(script))
        }
        for (shard, script) in pageShards.enumerated() {
            files[SearchIndexPlan.pagePath(shard)] = script
            hash.combine(ContentHash.of(script))
        }
        files[SearchIndexPlan.manifestPath] = manifest(version: String(hash.finalize(), radix: 16), termRanges: termShards.map(\.range))
        return files
    }

    private func manifest(version: String, termRanges: [ClosedRange<Int>?]) -> String {
        var ties: [UInt8] = []
        SearchCode.appendPairs(tiedWithPrevious.indices.filter { tiedWithPrevious[$0] }.map { (Int32($0), 1) }, to: &ties)
        let ranges = termRanges.map { range in
            range.map { "[" + JSONText.quoted(terms[$0.lowerBound]) + "," + JSONText.quoted(terms[$0.upperBound]) + "]" } ?? "null"
        }
        return "window.handbookSearchIndex={\"v\":2,\"version\":\"" + version + "\",\"pages\":" + String(pages.count)
            + ",\"pagesPerShard\":" + String(plan.pagesPerShard)
            + ",\n\"sections\":[" + sections.map(JSONText.quoted).joined(separator: ",")
            + "],\n\"termShards\":[" + ranges.joined(separator: ",")
            + "],\n\"ties\":\"" + String(decoding: ties, as: UTF8.self) + "\"};\n"
    }

    /// The term shards: consecutive runs of the sorted terms, cut where their encoded size
    /// crosses a multiple of an equal share, so there are exactly `plan.termShardCount`.
    private func termShardContents() -> [(range: ClosedRange<Int>?, script: String)] {
        let lists = concurrentMap(Array(postings.indices)) { term -> [UInt8] in
            var out: [UInt8] = []
            SearchCode.appendPairs(postings[term], to: &out)
            return out
        }
        let sizes = terms.indices.map { terms[$0].utf8.count + lists[$0].count + 2 }
        let total = sizes.reduce(0, +)
        let count = plan.termShardCount
        var members = Array(repeating: [Int](), count: count)
        var before = 0
        for term in terms.indices {
            // Each term goes to the share its middle falls in: never backwards, deterministic.
            let middle = before + sizes[term] / 2
            members[min(count - 1, total > 0 ? middle * count / total : 0)].append(term)
            before += sizes[term]
        }
        return members.enumerated().map { shard, members in
            guard let first = members.first, let last = members.last else {
                return (nil, shardPrefix(SearchIndexPlan.termShardPath(shard)) + "{\"first\":0,\"terms\":\"\",\"postings\":\"\"};\n")
            }
            var out = Array(shardPrefix(SearchIndexPlan.termShardPath(shard)).utf8)
            // Terms are letters and digits only, so neither string needs JSON escaping.
            out += Array("{\"first\":\(first),\"terms\":\"".utf8)
            out += Array(members.map { terms[$0] }.joined(separator: " ").utf8)
            out += Array("\",\n\"postings\":\"".utf8)
            for term in members {
                if term != first { out.append(UInt8(ascii: ",")) }
                out += lists[term]
            }
            out += Array("\"};\n".utf8)
            return (first...last, String(decoding: out, as: UTF8.self))
        }
    }

    private func pageShardScript(_ shard: Int) -> String {
        let start = shard * plan.pagesPerShard
        let end = min(pages.count, start + plan.pagesPerShard)
        var out = Array(shardPrefix(SearchIndexPlan.pagePath(shard)).utf8)
        out.append(UInt8(ascii: "["))
        for position in start..<max(start, end) {
            let page = pages[position]
            if position > start { out += [UInt8(ascii: ","), 0x0A] }
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
    private func shardPrefix(_ path: String) -> String {
        let name = path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? path
        return "(window.handbookSearchShards=window.handbookSearchShards||{})[\"" + name + "\"]="
    }
}
