import Foundation
import Testing
@testable import HandbookFoundation

/// The build's one store of derived values: a query's value is taken again exactly while what
/// its function read — files, inputs, other queries — is unchanged, in memory and across
/// processes through its file, and a value that changed makes its readers again only when its
/// bytes did.
@Suite struct QueryStoreTests {
    /// A file's words, counted by the query's function (the counter shows when it ran).
    struct Words: Query {
        static let name = "test-words"
        let key: String
        let runs: Counter

        func make(_ context: QueryContext) -> StoredString {
            runs.add()
            let text = context.bytes(of: key).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return StoredString(String(text.split(separator: " ").count))
        }
    }

    /// Whether a file has an even number of words: reads `Words`, so a change of the file that
    /// keeps the number of words makes `Words` again but not this.
    struct Parity: Query {
        static let name = "test-parity"
        let key: String
        let runs: Counter
        let wordRuns: Counter
        let suffix: QueryInput<String>

        func make(_ context: QueryContext) -> StoredString {
            runs.add()
            let count = Int(context.value(Words(key: key, runs: wordRuns)).text) ?? 0
            return StoredString((count % 2 == 0 ? "even" : "odd") + context.read(suffix))
        }
    }

    final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-query-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` and dates the file a minute back, as a file saved earlier is: its stamp is trusted.
    private func write(_ text: String, to path: String, minutesAgo: Double = 1) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let date = Date(timeIntervalSinceNow: -60 * minutesAgo)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    /// Two files of three words and one, written a minute back.
    private func twoFiles(in root: String) throws -> (first: String, second: String) {
        let (first, second) = (root + "/a.txt", root + "/b.txt")
        try write("one two three", to: first)
        try write("four", to: second)
        return (first, second)
    }

    @Test func aValueIsTakenAgainUntilTheFileItReadChanges() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/a.txt"
        try write("one two three", to: file)
        let store = QueryStore(file: nil, key: "test")
        let runs = Counter()
        store.begin()
        #expect(store.value(Words(key: file, runs: runs)).text == "3")
        store.begin()
        #expect(store.value(Words(key: file, runs: runs)).text == "3")
        #expect(runs.count == 1)
        #expect(store.counts(Words.name).made == 0 && store.counts(Words.name).reused == 1)
        try write("one two three four", to: file)
        store.begin()
        #expect(store.value(Words(key: file, runs: runs)).text == "4")
        #expect(runs.count == 2)
    }

    /// A file rewritten with the same bytes has a new stamp but the same digest: the value stands.
    @Test func theSameBytesUnderANewStampAreUnchanged() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/a.txt"
        try write("one two", to: file)
        let store = QueryStore(file: nil, key: "test")
        let runs = Counter()
        store.begin()
        _ = store.value(Words(key: file, runs: runs))
        try write("one two", to: file, minutesAgo: 0.5)
        store.begin()
        #expect(store.value(Words(key: file, runs: runs)).text == "2")
        #expect(runs.count == 1)
    }

    /// A file saved this moment may be saved again within the same clock tick: its stamp is not
    /// kept, so the next check compares bytes.
    @Test func aFreshFileIsCheckedByItsBytes() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/a.txt"
        try "one".write(toFile: file, atomically: false, encoding: .utf8)
        let (_, read) = QueryContext.read(file)
        guard case .file(_, let stamp, let digest) = read else {
            Issue.record("not a file read")
            return
        }
        #expect(stamp == nil)
        #expect(digest == ContentHash.of(Array("one".utf8)))
        let (_, missing) = QueryContext.read(root + "/none.txt")
        #expect(missing == .file(path: root + "/none.txt", stamp: nil, digest: nil))
    }

    /// Values of a kind this revision did not check or make are forgotten by `retainChecked`
    /// (a query keyed by a digest of what it is made from): made again if asked for later,
    /// while those checked stand, in memory and in the store's file.
    @Test func onlyTheValuesCheckedInThisRevisionAreRetained() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (first, second) = try twoFiles(in: root)
        let runs = Counter()
        let store = QueryStore(file: root + "/queries", key: "test 1")
        store.begin()
        _ = store.value(Words(key: first, runs: runs))
        _ = store.value(Words(key: second, runs: runs))
        store.begin()
        _ = store.value(Words(key: first, runs: runs))
        store.retainChecked(Words.self)
        store.save()
        #expect(runs.count == 2)
        let later = QueryStore(file: root + "/queries", key: "test 1")
        later.begin()
        _ = later.value(Words(key: first, runs: runs))
        #expect(runs.count == 2, "the value checked stands")
        _ = later.value(Words(key: second, runs: runs))
        #expect(runs.count == 3, "the other was forgotten")
    }

    /// Another process (a later `handbook build`) takes the values from the store's file.
    @Test func valuesOutliveTheProcessInTheStoresFile() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (first, second) = try twoFiles(in: root)
        let runs = Counter()
        let earlier = QueryStore(file: root + "/queries", key: "test 1")
        earlier.begin()
        _ = earlier.value(Words(key: first, runs: runs))
        _ = earlier.value(Words(key: second, runs: runs))
        earlier.save()
        try write("four five", to: second)
        let later = QueryStore(file: root + "/queries", key: "test 1")
        later.begin()
        #expect(later.value(Words(key: first, runs: runs)).text == "3")
        #expect(later.value(Words(key: second, runs: runs)).text == "2")
        #expect(runs.count == 3, "the unchanged file's value came from the store")
        later.save()
        // Another key (another Handbook) reads the file as empty.
        let other = QueryStore(file: root + "/queries", key: "test 2")
        other.begin()
        _ = other.value(Words(key: first, runs: runs))
        #expect(runs.count == 4)
        // The appended frame holds the second file's new value.
        let again = QueryStore(file: root + "/queries", key: "test 1")
        again.begin()
        #expect(again.value(Words(key: second, runs: runs)).text == "2")
        #expect(runs.count == 4)
    }

    /// A query that read another is made again only when the other's value changed (with the
    /// other's provider registered), or when an input it read changed.
    @Test func aChangeThatLeavesAValueAsItWasStopsThere() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/a.txt"
        try write("one two", to: file)
        let store = QueryStore(file: nil, key: "test")
        let (parityRuns, wordRuns) = (Counter(), Counter())
        func revision(suffix: String = "") -> String {
            store.begin()
            let input = QueryInput("suffix", suffix, digest: ContentHash.of(suffix))
            store.set(input)
            store.provide(Words.self) { key in Words(key: key, runs: wordRuns) }
            return store.value(Parity(key: file, runs: parityRuns, wordRuns: wordRuns, suffix: input)).text
        }
        #expect(revision() == "even")
        try write("three four", to: file)
        #expect(revision() == "even")
        #expect(wordRuns.count == 2 && parityRuns.count == 1, "the words changed, their count did not")
        try write("one two three", to: file)
        #expect(revision() == "odd")
        #expect(wordRuns.count == 3 && parityRuns.count == 2)
        #expect(revision(suffix: "!") == "odd!")
        #expect(wordRuns.count == 3 && parityRuns.count == 3, "the input changed, the file did not")
    }

    /// A value found by other work, fed with the input and files that work read.
    struct Found: FedQuery {
        static let name = "test-found"
        let key: String
        typealias Value = StoredString
    }

    /// A fed value outlives the process while its input and the files it was fed with keep
    /// their digest and stamps; another input, or a file saved again (even with the same
    /// bytes: only its stamp was known), makes it stale, and a value fed with an input the
    /// revision did not set is not kept.
    @Test func aFedValueStandsWhileItsInputAndFilesStampsDo() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (file, page) = (root + "/site.queries", root + "/page.md")
        try write("# A page", to: page)
        let stamp = try #require(FileStamp.following(page))
        let first = QueryStore(file: file, key: "test")
        first.set(QueryInput("theme", (), digest: 1))
        first.feed(Found(key: "a"), StoredString("shape a"), inputs: ["theme"], files: [(page, stamp)])
        first.feed(Found(key: "b"), StoredString("shape b"), inputs: ["unset"])
        first.save()

        func next(theme: UInt64) -> QueryStore {
            let store = QueryStore(file: file, key: "test")
            store.set(QueryInput("theme", (), digest: theme))
            return store
        }
        let second = next(theme: 1)
        #expect(second.fed(Found(key: "a"))?.text == "shape a")
        #expect(second.fed(Found(key: "b")) == nil, "fed with an input the revision did not set")
        #expect(second.counts(Found.name).reused == 1)
        #expect(next(theme: 2).fed(Found(key: "a")) == nil, "another theme")
        try write("# A page", to: page, minutesAgo: 2)
        #expect(next(theme: 1).fed(Found(key: "a")) == nil, "the page saved again")
    }

    /// A record read from the store's file keeps its value's bytes where they are in the frame
    /// (not copied out): they read back as written, a flipped byte among them is caught by
    /// the digest, and the record is written again byte for byte.
    @Test func aRecordReadFromAFrameReadsBackAndCatchesDamage() throws {
        var value = StoreWriter()
        value.string("the value!")
        let bytes = value.take()
        let record = QueryRecord(reads: [.input(name: "theme", digest: 7)], digest: ContentHash.of(bytes), bytes: bytes)
        var frame = StoreWriter()
        frame.string("before")
        record.write(to: &frame)
        frame.string("after")
        let written = frame.take()
        var reader = StoreReader(written)
        #expect(try reader.string() == "before")
        let read = try QueryRecord(from: &reader)
        #expect(try reader.string() == "after" && reader.isAtEnd)
        #expect(read.bytes == bytes && read.isIntact)
        var valueReader = read.reader
        #expect(try valueReader.string() == "the value!" && valueReader.isAtEnd)
        var again = StoreWriter()
        read.write(to: &again)
        var original = StoreWriter()
        record.write(to: &original)
        #expect(again.take() == original.take())

        var damaged = written
        // The value's last byte, inside the frame.
        let at = try #require(written.firstIndex(of: UInt8(ascii: "!")))
        damaged[at] ^= 0xFF
        var damagedReader = StoreReader(damaged)
        _ = try damagedReader.string()
        #expect(try QueryRecord(from: &damagedReader).isIntact == false)
    }

    /// Blocks of 32-bit numbers read back as written, and a count past the bytes is damage.
    @Test func numbersInABlockReadBackAndACountPastTheEndIsDamage() throws {
        let numbers: [UInt32] = [0, 1, 0x7F, 0x80, 0xFFFF_FFFF, 12_345_678]
        var writer = StoreWriter()
        writer.uint32s(numbers)
        writer.uint32s([])
        writer.int(9)
        let bytes = writer.take()
        var reader = StoreReader(bytes)
        #expect(try reader.uint32s() == numbers)
        #expect(try reader.uint32s() == [])
        #expect(try reader.int() == 9 && reader.isAtEnd)
        var short = StoreWriter()
        short.int(3)
        short.uint64(1)
        var shortReader = StoreReader(short.take())
        #expect(throws: StoreReader.Damaged.self) { try shortReader.uint32s() }
    }

    /// The store's file is mapped and its frames let go once decoded: values spanning many
    /// pages, read long after the load, still come back whole from the file, and a store
    /// written anew meanwhile (renamed over it) leaves the mapped one readable.
    @Test func valuesReadAfterTheLoadComeBackFromTheMappedFile() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/site.queries"
        let texts = (0..<6).map { index in String(repeating: "page \(index) ", count: 20_000 + index * 997) }
        let first = QueryStore(file: file, key: "test")
        for (index, text) in texts.enumerated() { first.feed(Found(key: "\(index)"), StoredString(text), inputs: []) }
        first.save()
        let second = QueryStore(file: file, key: "test")
        #expect(second.fed(Found(key: "0"))?.text == texts[0], "the load, then the first value")
        // Another store replaces the file while the second still holds the old one mapped.
        let third = QueryStore(file: file, key: "test")
        third.feed(Found(key: "0"), StoredString("replaced"), inputs: [])
        // Forgetting the others writes the file whole, a new file renamed over the old.
        third.retain(Found.self, keys: ["0"], under: "")
        third.save()
        for (index, text) in texts.enumerated().dropFirst() { #expect(second.fed(Found(key: "\(index)"))?.text == text) }
        let fourth = QueryStore(file: file, key: "test")
        #expect(fourth.fed(Found(key: "0"))?.text == "replaced" && fourth.fed(Found(key: "1")) == nil)
    }
}
