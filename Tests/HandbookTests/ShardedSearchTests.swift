import Foundation
import Testing
@testable import Handbook

/// The sharded index finds what the single index found, in the same order, whatever the
/// shard sizes; every term is reachable through the shards its prefixes name.
@Suite struct ShardedSearchTests {
    static let corpus = SearchTestCorpus(pageCount: 400)

    /// Plans to cut the same corpus by: shards of a few terms and three pages, and the default.
    static let plans: [(String, SearchIndexPlan)] = [
        ("tiny shards", SearchIndexPlan(pageCount: corpus.pages.count, pagesPerShard: 3, termShardCount: 45)),
        ("one page a shard", SearchIndexPlan(pageCount: corpus.pages.count, pagesPerShard: 1, termShardCount: 200)),
        ("default", SearchIndexPlan(pages: corpus.pages)),
    ]

    static func files(_ plan: SearchIndexPlan, corpus: SearchTestCorpus = corpus) -> [String: String] {
        SearchIndex(pages: corpus.pages, navigation: corpus.navigation, plan: plan).files
    }

    /// Typed queries: every word, its prefixes, accented and capitalised forms, other
    /// scripts, digits, pairs and triples of words, stop words, one letter.
    static func queries(edges: [String]) -> [String] {
        var random = SplitMix64(seed: 5)
        let vocabulary = SearchTestCorpus.vocabulary
        var queries = vocabulary + vocabulary.map { String($0.prefix(2)) } + vocabulary.map { String($0.prefix(3)) }
        queries += ["ÉTIQUETTE", "etiq", "cafe", "Café crème", "Strasse", "istanbul", "καρτ", "ΚΑΡΤΈΛΑ", "ВКЛАД", "日本", "5", "42",
                    "x2", "t", "the tab", "tab tab", "overview", "Écran", "zzqx", "ta bl", "naive", "aero", "hi"]
        for _ in 0..<150 {
            queries.append((0..<(1 + random.next(below: 3))).map { _ in vocabulary[random.next(below: vocabulary.count)] }.joined(separator: " "))
        }
        for edge in edges {
            queries += [edge, String(edge.prefix(2)), String(edge.prefix(max(1, edge.count - 1))), "tab " + edge]
        }
        return queries
    }

    @Test(arguments: plans)
    func shardedSearchRanksLikeTheSingleIndex(name: String, plan: SearchIndexPlan) throws {
        let reference = ReferenceSearch(pages: Self.corpus.pages)
        var reader = try ShardedSearchReader(files: Self.files(plan))
        let edges = try Self.shardEdges(reader)
        var compared = 0
        for query in Self.queries(edges: edges) {
            let expected = reference.search(query)
            let found = try reader.search(query)
            #expect(found == expected, "\(name): '\(query)'")
            compared += expected.isEmpty ? 0 : 1
        }
        #expect(compared > 300, "most queries find something")
    }

    /// The first and last term of every term shard.
    static func shardEdges(_ reader: ShardedSearchReader) throws -> [String] {
        let terms = try reader.allTerms()
        return terms.indices.filter { $0 == 0 || $0 == terms.count - 1 || terms[$0 - 1].shard != terms[$0].shard || terms[$0 + 1].shard != terms[$0].shard }
            .map { terms[$0].term }
    }

    @Test(arguments: plans)
    func everyPrefixOfATermNamesTheShardHoldingIt(name: String, plan: SearchIndexPlan) throws {
        let reader = try ShardedSearchReader(files: Self.files(plan))
        let terms = try reader.allTerms()
        #expect(terms.count > 60)
        // Shards hold consecutive runs of the terms in UTF-8 order.
        for (a, b) in zip(terms, terms.dropFirst()) {
            #expect(a.term.utf8.lexicographicallyPrecedes(b.term.utf8), "\(a.term) before \(b.term)")
            #expect(a.shard <= b.shard)
        }
        for (term, shard) in terms {
            let scalars = Array(term.unicodeScalars)
            for length in 1...scalars.count {
                var prefix = ""
                prefix.unicodeScalars.append(contentsOf: scalars[..<length])
                #expect(reader.shards(for: prefix).contains(shard), "\(name): '\(prefix)' misses '\(term)' in shard \(shard)")
            }
        }
    }

    @Test func accentsAreFoldedAndDigitsAreTermsAtEveryShardSize() throws {
        for (_, plan) in Self.plans {
            var reader = try ShardedSearchReader(files: Self.files(plan))
            let etiquettes = try reader.search("ÉTIQUETTES")
            #expect(!etiquettes.isEmpty)
            #expect(try reader.search("etiquettes") == etiquettes, "typed without accents, the same pages")
            #expect(try !reader.search("5").isEmpty, "a one-digit term is indexed")
            #expect(try reader.search("t").isEmpty, "a one-letter word is not")
            #expect(try !reader.search("καρτελες").isEmpty)
            #expect(try !reader.search("日本語").isEmpty)
        }
    }

    @Test func identicalPagesGiveIdenticalFiles() {
        let plan = SearchIndexPlan(pages: Self.corpus.pages)
        let first = Self.files(plan)
        #expect(Self.files(plan) == first)
        #expect(Set(first.keys) == Set(plan.paths))
    }

    @Test func aQueryLoadsTheManifestItsTermShardsAndTheShardsOfItsResults() throws {
        let corpus = SearchTestCorpus(pageCount: 2_000, seed: 3)
        let plan = SearchIndexPlan(pages: corpus.pages)
        let files = Self.files(plan, corpus: corpus)
        let total = files.values.reduce(0) { $0 + $1.utf8.count }
        #expect(plan.pageShardCount > 20)
        for query in ["tab", "fixed tabs", "étiquette label", "日本語"] {
            var reader = try ShardedSearchReader(files: files)
            let results = try reader.search(query)
            #expect(!results.isEmpty)
            let words = SearchTokenizer.terms(of: query)
            let termShards = Set(words.flatMap { reader.shards(for: $0) })
            #expect(reader.loaded.count <= 1 + termShards.count + results.count)
            #expect(reader.loadedBytes * 5 < total, "'\(query)' loads \(reader.loadedBytes) of \(total) bytes")
        }
    }

    @Test func listsReadBackAsWritten() {
        var random = SplitMix64(seed: 9)
        for trial in 0..<200 {
            // From very sparse (gaps up to 40,000) to every position.
            let gap = [1, 2, 4, 50, 40_000][trial % 5]
            var pairs: [SearchCode.Pair] = []
            var position = -1
            for _ in 0..<random.next(below: 300) {
                position += 1 + random.next(below: gap)
                pairs.append((Int32(position), Int8(1 + random.next(below: 3))))
            }
            var code: [UInt8] = []
            SearchCode.appendPairs(pairs, to: &code)
            let read = ShardedSearchReader.pairs(String(decoding: code, as: UTF8.self))
            #expect(read.map(\.position) == pairs.map { Int($0.position) } && read.map(\.field) == pairs.map { Int($0.field) })
            #expect(code.allSatisfy { SearchCode.digits.contains($0) || $0 == SearchCode.denseMark })
        }
    }

    /// The order Chromium's `localeCompare` gives these titles (en-US), recorded from the browser.
    @Test func titlesAreOrderedAsTheBrowserOrdersThem() {
        let browser = ["_under", "10 items", "9 items", "a b", "A b", "a-b", "ab", "Apfel", "Ärger", "default type item",
                       "Default type item", "éclair", "ecran", "Ecran", "Écran", "istanbul", "İstanbul", "oeuvre", "Œuvre", "ss", "ß",
                       "Strasse", "Straße", "tab", "Tab  labels", "Tab bars", "Tab labels", "Tab-bars", "Tabs", "Überblick", "Ubuntu",
                       "Zebra", "zèbre", "日本"]
        var random = SplitMix64(seed: 1)
        var shuffled = browser
        for index in shuffled.indices.reversed() where index > 0 { shuffled.swapAt(index, random.next(below: index + 1)) }
        let order = TitleOrder(titles: shuffled)
        #expect(order.order.map { shuffled[$0] } == browser)
        // A soft hyphen is ignorable: "ab" and "a\u{AD}b" compare equal and keep their site order.
        let tied = TitleOrder(titles: ["ab", "Zebra", "a\u{AD}b", "ab"])
        #expect(tied.order == [0, 2, 3, 1])
        #expect(tied.tiedWithPrevious == [false, true, true, false])
    }
}
