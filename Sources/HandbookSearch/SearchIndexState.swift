import HandbookContent
import HandbookFoundation

/// What a build's search index was made from and what it made, kept so that the next build
/// into the same folder updates only the shards a change touches (`SearchIndexUpdate`):
/// each page's digest in title order, every term's list of pages, the term shards' cuts and
/// the hash of every file.
///
/// Stored with a hash of its own bytes: the lists are trusted to write shards from, so a
/// damaged entry must read as no entry (the index is then made from scratch), never as a
/// different index.
package struct SearchIndexState: StoreCodable {
    /// The plan the files were cut by.
    package var plan: SearchIndexPlan
    /// Each page's directory, in title order.
    package var directories: [String]
    /// Each page's `digest`, in title order.
    package var digests: [UInt64]
    /// For each position, whether its title compares equal to the one before.
    package var ties: [Bool]
    /// Section titles as numbered in the index.
    package var sections: [String]
    /// Every term, sorted by UTF-8 bytes.
    package var terms: [String]
    /// For each term, the pages (positions, ascending) it occurs on and the strongest field there.
    package var postings: [[SearchCode.Pair]]
    /// Each term's weight when cut into shards (`SearchIndex.termSize`).
    package var sizes: [Int]
    /// The terms of each term shard.
    package var ranges: [Range<Int>]
    /// `ContentHash` of each file, in the order of `plan.paths`.
    package var fileHashes: [UInt64]

    package init(plan: SearchIndexPlan, directories: [String], digests: [UInt64], ties: [Bool], sections: [String], terms: [String],
                 postings: [[SearchCode.Pair]], sizes: [Int], ranges: [Range<Int>], fileHashes: [UInt64]) {
        self.plan = plan
        self.directories = directories
        self.digests = digests
        self.ties = ties
        self.sections = sections
        self.terms = terms
        self.postings = postings
        self.sizes = sizes
        self.ranges = ranges
        self.fileHashes = fileHashes
    }

    /// The state of an index made from scratch out of `pages` (the site's pages) with the
    /// files it made (`SearchIndex.make`).
    package init(index: SearchIndex, pages: [Page], made: SearchIndex.Made) {
        let indexed = SearchIndex.indexed(pages)
        let digests = concurrentMap(Array(index.order.indices)) { position in
            Self.digest(of: indexed[index.order[position]], section: index.sections[index.pages[position].section])
        }
        self.init(plan: index.plan, directories: index.pages.map(\.directory), digests: digests, ties: index.tiedWithPrevious,
                  sections: index.sections, terms: index.terms, postings: index.postings, sizes: made.sizes, ranges: made.ranges,
                  fileHashes: index.plan.paths.map { made.hashes[$0] ?? ContentHash.of("") })
    }

    /// Everything the index takes from one page: its title, directory, section title,
    /// entries and terms (`SearchTerms.digest`). Two pages with the same digest make the
    /// same record and the same postings.
    package static func digest(of page: Page, section: String) -> UInt64 {
        var writer = StoreWriter()
        writer.string(page.title)
        writer.string(page.directory)
        writer.string(section)
        writer.uint64(page.searchTerms.digest)
        return ContentHash.of(writer.bytes)
    }

    package func write(to writer: inout StoreWriter) {
        var body = StoreWriter()
        body.int(plan.pageCount)
        body.int(plan.pagesPerShard)
        body.int(plan.termShardCount)
        body.array(directories) { $0.string($1) }
        body.array(digests) { $0.uint64($1) }
        body.array(ties) { $0.bool($1) }
        body.array(sections) { $0.string($1) }
        body.array(terms) { $0.string($1) }
        body.array(postings) { writer, list in
            writer.int(list.count)
            var previous: Int32 = -1
            for pair in list {
                writer.int(Int(pair.position - previous) << 2 | Int(pair.field))
                previous = pair.position
            }
        }
        body.array(sizes) { $0.int($1) }
        body.array(ranges) { writer, range in
            writer.int(range.lowerBound)
            writer.int(range.upperBound)
        }
        body.array(fileHashes) { $0.uint64($1) }
        let bytes = body.take()
        writer.uint64(ContentHash.of(bytes))
        writer.blob(bytes)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Damaged) {
        let hash = try reader.uint64()
        var body = try reader.slice(try reader.count())
        var probe = body
        let whole = try probe.next(probe.remaining)
        guard probe.withBytes(in: whole, { ContentHash.of($0) }) == hash else { throw StoreReader.Damaged() }
        plan = SearchIndexPlan(pageCount: try body.int(), pagesPerShard: try body.int(), termShardCount: try body.int())
        directories = try body.array { reader throws(StoreReader.Damaged) in try reader.string() }
        digests = try body.array { reader throws(StoreReader.Damaged) in try reader.uint64() }
        ties = try body.array { reader throws(StoreReader.Damaged) in try reader.bool() }
        sections = try body.array { reader throws(StoreReader.Damaged) in try reader.string() }
        terms = try body.array { reader throws(StoreReader.Damaged) in try reader.string() }
        let pageCount = plan.pageCount
        postings = try body.array { reader throws(StoreReader.Damaged) in
            var list: [SearchCode.Pair] = []
            let count = try reader.count()
            list.reserveCapacity(count)
            var previous = -1
            for _ in 0..<count {
                let code = try reader.int()
                let position = previous + code >> 2, field = code & 3
                guard code >> 2 > 0, position < pageCount, field > 0 else { throw StoreReader.Damaged() }
                list.append((Int32(position), Int8(field)))
                previous = position
            }
            return list
        }
        sizes = try body.array { reader throws(StoreReader.Damaged) in try reader.int() }
        ranges = try body.array { reader throws(StoreReader.Damaged) in
            let lower = try reader.int(), upper = try reader.int()
            guard lower >= 0, lower <= upper else { throw StoreReader.Damaged() }
            return lower..<upper
        }
        fileHashes = try body.array { reader throws(StoreReader.Damaged) in try reader.uint64() }
        guard body.isAtEnd, directories.count == pageCount, digests.count == pageCount, ties.count == pageCount,
              postings.count == terms.count, sizes.count == terms.count, ranges.count == plan.termShardCount,
              ranges.allSatisfy({ $0.upperBound <= terms.count }), fileHashes.count == plan.paths.count, sections.first == ""
        else { throw StoreReader.Damaged() }
    }
}
