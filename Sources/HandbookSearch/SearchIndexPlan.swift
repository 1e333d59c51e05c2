import Foundation
import HandbookContent
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// How many shards the search index is cut into, and their site paths: decided from
/// estimates the pages already carry, without building the index, so `handbook serve` can
/// name every file it will answer before it makes any of them on first request.
///
/// Term shards hold ranges of the sorted terms, balanced by size, so a typed word loads
/// the one or two shards its prefix falls in. Page shards hold a fixed number of pages in
/// title order with their entries, so a result loads one shard of about `pageShardBytes`.
package struct SearchIndexPlan: Sendable, Equatable {
    /// Bytes a term shard is aimed at (estimated: a byte per page a term occurs on).
    package static let defaultTermShardBytes = 16_384
    /// Bytes a page shard is aimed at: ten results load at most ten of them.
    package static let defaultPageShardBytes = 12_288

    /// Pages in the index.
    package let pageCount: Int
    /// Pages in each page shard (the last may hold fewer).
    package let pagesPerShard: Int
    /// Term shards; some may be empty when a site has fewer terms than estimated.
    package let termShardCount: Int

    /// Page shards.
    package var pageShardCount: Int { max(1, (pageCount + pagesPerShard - 1) / pagesPerShard) }

    /// Site path of the manifest, the one file `search.js` loads first.
    package static let manifestPath = "assets/search-index.js"

    package static func termShardPath(_ shard: Int) -> String { "assets/search/terms-\(shard).js" }
    package static func pagePath(_ shard: Int) -> String { "assets/search/pages-\(shard).js" }

    /// Every file of the index: the manifest, then the term shards, then the page shards.
    package var paths: [String] {
        [Self.manifestPath] + (0..<termShardCount).map(Self.termShardPath) + (0..<pageShardCount).map(Self.pagePath)
    }

    package init(pageCount: Int, pagesPerShard: Int, termShardCount: Int) {
        self.pageCount = pageCount
        self.pagesPerShard = max(1, pagesPerShard)
        self.termShardCount = max(1, termShardCount)
    }

    /// The plan for the pages search indexes (every page but the not-found page).
    package init(pages: [Page], termShardBytes: Int = defaultTermShardBytes, pageShardBytes: Int = defaultPageShardBytes) {
        var pageBytes = 0
        var termPairs = 0
        var count = 0
        for page in pages where page.kind != .notFound {
            count += 1
            pageBytes += page.title.utf8.count + page.directory.utf8.count + 16
            // Every page has its terms from when it was made (`Page.searchTerms`).
            let terms = page.searchTerms
            for entry in terms.entries {
                pageBytes += entry.id.utf8.count + entry.heading.utf8.count + entry.excerpt.utf8.count + 12
            }
            // Each term of the page costs a byte or so in each entry's term list, and one
            // pair in the term's list of pages. Counted, not summed over the terms: `serve`
            // plans on every save.
            pageBytes += terms.termCount * 3
            termPairs += terms.termCount
        }
        let perShard = pageBytes > 0 ? pageShardBytes * count / pageBytes : count
        self.init(pageCount: count, pagesPerShard: perShard,
                  termShardCount: (termPairs + termShardBytes - 1) / max(1, termShardBytes))
    }
}
