import CHarfBuzz
import Foundation
import HandbookFoundation
import Testing
@testable import TextMetrics

/// WOFF2 made in process by Google's encoder: a well-formed file that decodes back to the
/// subset's glyphs, the same bytes from every thread, a typed error for what is not a font.
@Suite struct WOFF2CompressorTests {
    /// The bundled stack's faces subset to the labels the web font tests draw, as sfnt.
    static func subsets() throws -> [WebFont] {
        let measurer = try FontStackMeasurer()
        return try FontSubsetter(compressor: nil).webFonts(for: measurer.glyphUsage(drawing: WebFontTests.labels))
    }

    /// The glyph count HarfBuzz reads from a font's bytes (0 when it is not a font it loads).
    static func glyphCount(of font: Data) -> UInt32 {
        font.withUnsafeBytes { bytes in
            let blob = hb_blob_create(bytes.bindMemory(to: CChar.self).baseAddress, UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
            defer { hb_blob_destroy(blob) }
            let face = hb_face_create(blob, 0)
            defer { hb_face_destroy(face) }
            return hb_face_get_glyph_count(face)
        }
    }

    /// Runs `woff2_decompress` (Debian's `woff2`, which `scripts/setup.sh --test` installs) on
    /// `woff2` and returns the sfnt it wrote.
    static func decompressed(_ woff2: Data, in folder: URL) throws -> Data {
        let file = folder.appendingPathComponent("font-\(UUID().uuidString).woff2")
        try woff2.write(to: file)
        let result = try #require(ChildProcess.run(["woff2_decompress", file.path]), "woff2_decompress is not installed (scripts/setup.sh --test)")
        #expect(result.status == 0)
        return try Data(contentsOf: file.deletingPathExtension().appendingPathExtension("ttf"))
    }

    @Test func outputIsAWOFF2FileOfItsDeclaredLengthThatDecodesToTheSameGlyphs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-woff2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let compressor = WOFF2Compressor(cacheFolder: nil)
        let fonts = try Self.subsets()
        #expect(fonts.count == 6)
        for font in fonts {
            let woff2 = try compressor.compress(font.data)
            #expect(woff2.prefix(4) == Data("wOF2".utf8), "\(font.face.name): the signature")
            // The header's `length` (offset 8, big-endian) is the whole file's.
            let declared = woff2.dropFirst(8).prefix(4).reduce(0) { $0 << 8 | Int($1) }
            #expect(declared == woff2.count, "\(font.face.name): declared \(declared) of \(woff2.count) bytes")
            #expect(woff2.count < font.data.count, "\(font.face.name): smaller than the sfnt")
            let sfnt = try Self.decompressed(woff2, in: folder)
            #expect(Self.glyphCount(of: font.data) > 1)
            #expect(Self.glyphCount(of: sfnt) == Self.glyphCount(of: font.data), "\(font.face.name): the glyphs survive")
        }
    }

    /// The decoded faces draw every label exactly as the subsets do: outlines aside, what
    /// WOFF2 transforms (glyf, loca, hmtx) came back intact.
    @Test func decodedFacesShapeLikeTheSubsets() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-woff2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let measurer = try FontStackMeasurer()
        let compressor = WOFF2Compressor(cacheFolder: nil)
        let fonts = try Self.subsets()
        let decoded = try fonts.map { font in
            var decoded = font
            decoded.data = try Self.decompressed(compressor.compress(font.data), in: folder)
            return decoded
        }
        let subsets = try FontStackMeasurer(stack: WebFontTests.subsetStack(fonts, of: measurer.stack, in: folder))
        let decodedFolder = folder.appendingPathComponent("decoded")
        try FileManager.default.createDirectory(at: decodedFolder, withIntermediateDirectories: true)
        let roundTripped = try FontStackMeasurer(stack: WebFontTests.subsetStack(decoded, of: measurer.stack, in: decodedFolder))
        for label in WebFontTests.labels {
            #expect(roundTripped.glyphPositions(of: label) == subsets.glyphPositions(of: label), "\(label)")
        }
    }

    /// Quality 11 is `woff2_compress`'s: the same library, so the same bytes the subprocess wrote.
    @Test func qualityElevenIsWhatWOFF2CompressWrote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-woff2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = try #require(Self.subsets().first { $0.faceIndex == 1 })
        let input = folder.appendingPathComponent("font.ttf")
        try font.data.write(to: input)
        let result = try #require(ChildProcess.run(["woff2_compress", input.path]), "woff2_compress is not installed (scripts/setup.sh --test)")
        #expect(result.status == 0)
        let tool = try Data(contentsOf: folder.appendingPathComponent("font.woff2"))
        #expect(try WOFF2Compressor(quality: 11, cacheFolder: nil).compress(font.data) == tool)
    }

    @Test func threadsCompressingAtOnceGetTheBytesOfOneAtATime() throws {
        let compressor = WOFF2Compressor(cacheFolder: nil)
        let fonts = try Self.subsets().map(\.data)
        let alone = try fonts.map { try compressor.compress($0) }
        let jobs = Array(Array(repeating: fonts, count: 4).joined())
        let results = concurrentMap(jobs) { try? compressor.compress($0) }
        #expect(results == Array(repeating: alone, count: 4).joined().map { Optional($0) })
    }

    @Test func theCacheIsKeyedByTheBytesAndTheQuality() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-woff2-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = try #require(Self.subsets().first).data
        let ten = try WOFF2Compressor(quality: 10, cacheFolder: folder.path).compress(font)
        let five = try WOFF2Compressor(quality: 5, cacheFolder: folder.path).compress(font)
        #expect(ten != five, "quality 5 is not served quality 10's file")
        #expect(five == (try WOFF2Compressor(quality: 5, cacheFolder: nil).compress(font)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
        #expect(try WOFF2Compressor(quality: 10, cacheFolder: folder.path).compress(font) == ten, "read back")
    }

    /// What the encoder refuses is `compressionFailed`, never a crash: bytes that are no font,
    /// a font cut short, an empty one, a header claiming a table past the end.
    @Test(arguments: ["garbage", "truncated", "empty", "lying header", "bad quality"])
    func aFontTheEncoderRefusesIsATypedError(_ input: String) throws {
        let font = try #require(Self.subsets().first { $0.faceIndex == 1 }).data
        var quality = WOFF2Compressor.defaultQuality
        let bytes: Data
        switch input {
        case "garbage": bytes = Data((0..<4000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) })
        case "truncated": bytes = font.prefix(font.count / 2)
        case "empty": bytes = Data()
        case "lying header":
            // One table, `glyf`, 1 GB long at offset 28 of a 28-byte file.
            bytes = Data([0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0] + Array("glyf".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0x40, 0, 0, 0])
        default: (bytes, quality) = (font, 12)
        }
        #expect {
            try WOFF2Compressor(quality: quality, cacheFolder: nil).compress(bytes)
        } throws: { error in
            guard case FontSubsetError.compressionFailed(let reason) = error else { return false }
            return !reason.isEmpty
        }
    }
}
