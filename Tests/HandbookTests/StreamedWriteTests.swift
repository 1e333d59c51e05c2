import Foundation
import Testing
@testable import Handbook

/// A file written a block at a time (`llms-full.txt`): the bytes are the pieces in order, the
/// hash is the one a whole write gives, and an unchanged file is kept as the spare holds it.
@Suite final class StreamedWriteTests {
    let folder = OutputFolder()

    deinit { folder.remove() }

    @Test func theStreamingHashIsTheWholeHashForEveryLengthAndBlockSize() {
        let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for count in [0, 1, 15, 16, 17, 31, 32, 33, 100, 200] {
            let whole = bytes[..<count].withUnsafeBytes { ContentHash.of($0) }
            for block in [16, 32, 48, 64] {
                var hasher = ContentHash.Streaming(count: count)
                for start in stride(from: 0, to: count, by: block) {
                    bytes[start..<min(start + block, count)].withUnsafeBytes { hasher.feed($0) }
                }
                #expect(hasher.finalize() == whole, "\(count) bytes in blocks of \(block)")
            }
        }
    }

    /// Pieces of a text larger than the sink's block, so it is written in several blocks.
    private func pieces(_ edition: String) -> [String] {
        (0..<5_000).map { "Piece \($0) of the \(edition) edition, long enough to fill blocks: \(String(repeating: "é", count: 200))\n" }
    }

    private func build(_ edition: String) throws -> SiteWriter {
        let writer = try SiteWriter(output: folder.output)
        try writer.write("<h1>Home</h1>", to: "index.html")
        try writer.writeStreamed(to: "docs/full.txt") { append in
            for piece in pieces(edition) { append(piece) }
        }
        folder.pause()
        try writer.commit()
        return writer
    }

    @Test func aStreamedFileHoldsItsPiecesAndIsKeptWhenUnchanged() throws {
        #expect(pieces("first").joined().utf8.count > 2 * FileSink.blockSize, "the text spans several blocks")
        _ = try build("first")
        #expect(folder.read("_site/docs/full.txt") == pieces("first").joined())
        _ = try build("first")
        let before = folder.stamps()
        folder.pause()
        // Two builds: each writes the spare generation, so the second finds the first's files.
        _ = try build("first")
        let unchanged = try build("first")
        #expect(unchanged.summary.unchanged == 3, "the page, the streamed file and the marker")
        #expect(folder.stamps()["docs/full.txt"] == before["docs/full.txt"], "an unchanged streamed file is not replaced")
        let changed = try build("second")
        #expect(changed.summary.rewritten + changed.summary.created == 1)
        #expect(folder.read("_site/docs/full.txt") == pieces("second").joined())
        #expect(!folder.site().keys.contains { $0.contains(".partial") }, "no partial file is left in the site")
    }

    @Test func aPartialFileAKilledBuildLeftIsSweptAway() throws {
        _ = try build("first")
        _ = try build("first")
        // The spare generation is where the next build writes; a build killed mid-stream leaves its partial there.
        try folder.write(".handbook/_site/generation/docs/.partial-full.txt", "half a file")
        _ = try build("first")
        _ = try build("first")
        #expect(folder.site().keys.sorted() == [".handbook-site", "docs/full.txt", "index.html"])
    }
}
