import Foundation
@testable import Handbook

/// Reads the sharded index the way `search.js` does — manifest, then the term shards a
/// query's words fall in, then the page shards of its results — and records the files it
/// loaded, so tests can compare its answers with `ReferenceSearch` and count its bytes.
struct ShardedSearchReader {
    enum Failure: Error { case missing(String), malformed(String) }

    private let files: [String: String]
    private let manifest: [String: Any]
    private let pagesPerShard: Int
    private let termRanges: [(first: String, last: String)?]
    private let sections: [String]
    private var tieStart: [Int]
    /// Site paths of the files loaded so far.
    private(set) var loaded: Set<String> = [SearchIndexPlan.manifestPath]

    init(files: [String: String]) throws {
        self.files = files
        manifest = try Self.object(files, SearchIndexPlan.manifestPath, after: "window.handbookSearchIndex=") as? [String: Any] ?? [:]
        guard manifest["v"] as? Int == 2, let pages = manifest["pages"] as? Int, let perShard = manifest["pagesPerShard"] as? Int,
              let ranges = manifest["termShards"] as? [Any], let ties = manifest["ties"] as? String else {
            throw Failure.malformed("manifest")
        }
        pagesPerShard = perShard
        termRanges = ranges.map { ($0 as? [String]).map { ($0[0], $0[1]) } }
        sections = manifest["sections"] as? [String] ?? []
        tieStart = Array(0..<pages)
        for (position, _) in Self.pairs(ties) { tieStart[position] = tieStart[position - 1] }
    }

    /// The JSON value a script assigns: the text after `marker` (or after the shard's `]=`), less the final `;`.
    static func object(_ files: [String: String], _ path: String, after marker: String = "]=") throws -> Any {
        guard let text = files[path] else { throw Failure.missing(path) }
        guard let start = text.range(of: marker) else { throw Failure.malformed(path) }
        var json = text[start.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        if json.hasSuffix(";") { json.removeLast() }
        return try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }

    /// Reads a `SearchCode` list, as `readPairs` in search.js does.
    static func pairs(_ code: String) -> [(position: Int, field: Int)] {
        let digits = Array(SearchCode.digits)
        let value = { (byte: UInt8) in digits.firstIndex(of: byte) ?? 0 }
        let bytes = Array(code.utf8)
        var result: [(Int, Int)] = []
        if bytes.first == SearchCode.denseMark {
            for (group, byte) in bytes.dropFirst().enumerated() {
                for k in 0..<3 where (value(byte) >> (2 * k)) & 3 != 0 {
                    result.append((group * 3 + k, (value(byte) >> (2 * k)) & 3))
                }
            }
            return result
        }
        var position = -1
        var number = 0
        for byte in bytes {
            number = number * 32 + (value(byte) & 31)
            if value(byte) < 32 {
                position += number / 3 + 1
                result.append((position, number % 3 + 1))
                number = 0
            }
        }
        return result
    }

    /// Term shards whose range may hold a term starting with `word`.
    func shards(for word: String) -> [Int] {
        termRanges.indices.filter { shard in
            guard let range = termRanges[shard] else { return false }
            let lastIsBefore = range.last.utf8.lexicographicallyPrecedes(word.utf8)
            let firstFits = !word.utf8.lexicographicallyPrecedes(range.first.utf8) || range.first.utf8.starts(with: word.utf8)
            return !lastIsBefore && firstFits
        }
    }

    /// Every term the loaded shards hold for `word`: number → 2 when whole, 1 when a prefix;
    /// and its pages' best scores, and the pages where it is in the title.
    private mutating func matches(_ word: String) throws -> (terms: [Int: Int], scores: [(Int, Int)], titles: [Int: Int]) {
        var terms: [Int: Int] = [:]
        var order: [Int] = []
        var scores: [Int: Int] = [:]
        var titles: [Int: Int] = [:]
        for shard in shards(for: word) {
            let path = SearchIndexPlan.termShardPath(shard)
            loaded.insert(path)
            guard let data = try Self.object(files, path) as? [String: Any], let first = data["first"] as? Int,
                  let names = data["terms"] as? String, let lists = data["postings"] as? String else { throw Failure.malformed(path) }
            let postings = lists.split(separator: ",", omittingEmptySubsequences: false)
            for (t, term) in names.split(separator: " ").enumerated() where term.utf8.starts(with: word.utf8) {
                let whole = term.utf8.count == word.utf8.count ? 2 : 1
                terms[first + t] = whole
                for (page, field) in Self.pairs(String(postings[t])) {
                    let score = field * whole
                    if scores[page] == nil { order.append(page) }
                    if !((scores[page] ?? -1) >= score) { scores[page] = score }
                    if field == 3, !((titles[page] ?? -1) >= score) { titles[page] = score }
                }
            }
        }
        return (terms, order.map { ($0, scores[$0] ?? 0) }, titles)
    }

    private mutating func page(_ number: Int) throws -> [Any] {
        let path = SearchIndexPlan.pagePath(number / pagesPerShard)
        loaded.insert(path)
        guard let shard = try Self.object(files, path) as? [[Any]] else { throw Failure.malformed(path) }
        return shard[number % pagesPerShard]
    }

    /// The first `limit` results for `query`, as the sharded `search.js` ranks them.
    mutating func search(_ query: String, limit: Int = 10) throws -> [ReferenceSearch.Result] {
        var seen = Set<String>()
        let wanted = SearchTokenizer.terms(of: query).filter { seen.insert($0).inserted }
        guard !wanted.isEmpty else { return [] }
        let perWord = try wanted.map { try matches($0) }
        var hitOrder: [Int] = []
        var best: [Int: [Int]] = [:]
        var titles: [Int: [Int]] = [:]
        for (w, found) in perWord.enumerated() {
            for (page, score) in found.scores {
                if best[page] == nil {
                    hitOrder.append(page)
                    best[page] = Array(repeating: 0, count: wanted.count)
                    titles[page] = Array(repeating: 0, count: wanted.count)
                }
                let known = best[page]?[w] ?? 0
                best[page]?[w] = max(known, score)
            }
            for (page, score) in found.titles {
                let known = titles[page]?[w] ?? 0
                titles[page]?[w] = max(known, score)
            }
        }
        let ranked = hitOrder.filter { !(best[$0] ?? [0]).contains(0) }
        let score = { (page: Int) in (best[page] ?? []).reduce(0, +) }
        let order = ranked.indices.sorted { a, b in
            let (x, y) = (ranked[a], ranked[b])
            if score(x) != score(y) { return score(x) > score(y) }
            return tieStart[x] != tieStart[y] ? tieStart[x] < tieStart[y] : a < b
        }
        return try order.prefix(limit).map { index in
            let number = ranked[index]
            let record = try page(number)
            guard let title = record[0] as? String, let directory = record[1] as? String, let entries = record[3] as? [[Any]] else {
                throw Failure.malformed("page \(number)")
            }
            var chosen = 0
            var chosenCover = -1
            var chosenScore = -1
            for (candidate, entry) in entries.enumerated() {
                var known = Array(repeating: 0, count: wanted.count)
                for (term, field) in Self.pairs(entry[3] as? String ?? "") {
                    for (w, found) in perWord.enumerated() {
                        if let whole = found.terms[term], field * whole > known[w] { known[w] = field * whole }
                    }
                }
                guard known.contains(where: { $0 > 0 }) else { continue }
                let weights = known.indices.map { max(known[$0], titles[number]?[$0] ?? 0) }
                let cover = weights.filter { $0 > 0 }.count
                let total = weights.reduce(0, +)
                if cover > chosenCover || (cover == chosenCover && total > chosenScore) {
                    (chosen, chosenCover, chosenScore) = (candidate, cover, total)
                }
            }
            return ReferenceSearch.Result(title: title, directory: directory, entry: entries[chosen][0] as? String ?? "")
        }
    }

    /// Bytes of the files loaded so far.
    var loadedBytes: Int { loaded.reduce(0) { $0 + (files[$1]?.utf8.count ?? 0) } }

    /// Every term of the index with its shard, in the order the shards hold them.
    func allTerms() throws -> [(term: String, shard: Int)] {
        try termRanges.indices.flatMap { shard -> [(String, Int)] in
            let data = try Self.object(files, SearchIndexPlan.termShardPath(shard)) as? [String: Any]
            return (data?["terms"] as? String ?? "").split(separator: " ").map { (String($0), shard) }
        }
    }

    /// Section titles of the manifest.
    var sectionTitles: [String] { sections }
}
