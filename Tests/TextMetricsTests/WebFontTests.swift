import Foundation
import Testing
@testable import TextMetrics

/// Subset web fonts and their CSS: the subsets shape exactly like the full faces, the
/// `unicode-range`s are compact and disjoint.
@Suite struct WebFontTests {
    /// Labels in the stack's scripts, with joining, marks, conjuncts and kerning.
    static let labels = ["Übersicht", "AV Tab", "Tiếng Việt", "Ωμέγα", "Привет", "الإعدادات", "الإعد…", "حول التطبيق", "مَرْحَبًا",
                         "הגדרות", "גרסה 2", "सेटिंग्स", "क्षत्रिय", "ตั้งค่า", "การแจ้งเตือน", "設定…", "ホーム", "한국어", "设置",
                         "Settings الإعدادات"]

    static func subsetStack(_ fonts: [WebFont], of stack: FontStack, in folder: URL) throws -> FontStack {
        var faces = stack.faces
        for font in fonts {
            let file = folder.appendingPathComponent(font.fileName)
            try font.data.write(to: file)
            faces[font.faceIndex] = FontFace(path: file.path, name: font.face.name)
        }
        return FontStack(faces)
    }

    @Test func subsetsShapeExactlyLikeTheFullFaces() throws {
        let measurer = try FontStackMeasurer()
        let fonts = try FontSubsetter(compressor: nil).webFonts(for: measurer.glyphUsage(drawing: Self.labels))
        #expect(fonts.map(\.faceIndex) == [0, 1, 2, 3, 4, FontStack.default.faces.count - 1])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handbook-subsets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let subsets = try FontStackMeasurer(stack: Self.subsetStack(fonts, of: measurer.stack, in: folder))
        for label in Self.labels {
            #expect(subsets.measureWidth(of: label, fontSize: 14) == measurer.measureWidth(of: label, fontSize: 14), "\(label)")
            // Every glyph's advance and mark offset, so joining forms, mark positioning and
            // kerning all survived, not just the sum.
            #expect(subsets.glyphPositions(of: label) == measurer.glyphPositions(of: label), "\(label)")
            #expect(subsets.shape(label, fontSize: 14).runs.map(\.faceIndex) == measurer.shape(label, fontSize: 14).runs.map(\.faceIndex))
        }
        #expect(fonts.first { $0.faceIndex == FontStack.default.faces.count - 1 }?.format == .openType, "a CFF face of a .ttc collection becomes an .otf")
        #expect(fonts.first { $0.faceIndex == 1 }?.format == .trueType)
        for font in fonts {
            #expect(Self.nameTable(of: font.data, contains: "SIL Open Font License"), "\(font.face.name) keeps its license")
        }
    }

    /// Whether `text` is in the font's bytes as a name record writes it: UTF-16 big-endian
    /// (Windows platform) or single bytes (Macintosh platform).
    static func nameTable(of font: Data, contains text: String) -> Bool {
        let utf16 = Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        return font.range(of: utf16) != nil || font.range(of: Data(text.utf8)) != nil
    }

    @Test func subsetsAreSmallAndWOFF2IsSmallerStill() throws {
        let measurer = try FontStackMeasurer()
        let usage = measurer.glyphUsage(drawing: Self.labels)
        let sfnt = try FontSubsetter(compressor: nil).webFonts(for: usage)
        for font in sfnt {
            let full = try FileManager.default.attributesOfItem(atPath: font.face.path)[.size] as? Int ?? 0
            #expect(font.data.count * 5 < full, "\(font.face.name): \(font.data.count) of \(full) bytes")
        }
        let compressor = WOFF2Compressor(cacheFolder: nil)
        let woff2 = try FontSubsetter(compressor: compressor).webFonts(for: usage)
        #expect(woff2.allSatisfy { $0.format == .woff2 && $0.data.prefix(4) == Data("wOF2".utf8) })
        #expect(zip(woff2, sfnt).allSatisfy { $0.data.count < $1.data.count })
        #expect(try FontSubsetter(compressor: compressor).webFonts(for: usage) == woff2, "deterministic output")
        #expect(woff2.map(\.fileName) == ["preview-0-inter-medium.woff2", "preview-1-noto-sans-arabic.woff2", "preview-2-noto-sans-hebrew.woff2",
                                          "preview-3-noto-sans-thai.woff2", "preview-4-noto-sans-devanagari.woff2", "preview-\(FontStack.default.faces.count - 1)-noto-sans-cjk-jp.woff2"])
    }

    @Test func unicodeRangesAreCompactAndDisjoint() throws {
        let measurer = try FontStackMeasurer()
        let fonts = try FontSubsetter(compressor: nil).webFonts(for: measurer.glyphUsage(drawing: Self.labels))
        var seen = Set<UInt32>()
        for font in fonts {
            for (previous, next) in zip(font.unicodeRange, font.unicodeRange.dropFirst()) {
                #expect(previous.upperBound + 1 < next.lowerBound, "sorted, and neighbours merged")
            }
            for range in font.unicodeRange {
                for scalar in range {
                    #expect(seen.insert(scalar).inserted, "U+\(String(scalar, radix: 16)) routed to two faces")
                }
            }
        }
        let arabic = try #require(fonts.first { $0.faceIndex == 1 })
        #expect(arabic.unicodeRange.allSatisfy { (0x600...0x6FF).contains($0.lowerBound) && (0x600...0x6FF).contains($0.upperBound) })
    }

    @Test(arguments: [
        ([0x41, 0x5A, 0x20] + Array(0x42...0x59), "U+20, U+41-5A"),
        ([0x627], "U+627"),
        ([0x30, 0x31, 0x33, 0x1F642], "U+30-31, U+33, U+1F642"),
        ([], ""),
    ] as [([UInt32], String)])
    func rangesAreCompacted(_ scalars: [UInt32], _ css: String) {
        #expect(UnicodeRanges.css(UnicodeRanges.compact(scalars)) == css)
    }

    /// A code point two faces drew goes to the first of them only, and is reported.
    @Test func sharedCodePointsGoToTheFirstFaceThatDrewThem() throws {
        var usage = GlyphUsage(stack: FontStack.default)
        usage.scalarsByFace[0] = [0x20, 0x41, 0x301]
        usage.scalarsByFace[1] = [0x20, 0x627, 0x301]
        let fonts = try FontSubsetter(compressor: nil).webFonts(for: usage)
        #expect(fonts.map { UnicodeRanges.css($0.unicodeRange) } == ["U+20, U+41, U+301", "U+627"])
        #expect(usage.scalarsDrawnBySeveralFaces == [0x20: [0, 1], 0x301: [0, 1]])
    }

    @Test func cssMakesOneFamilyOfTheFaces() throws {
        let measurer = try FontStackMeasurer()
        let fonts = try FontSubsetter(compressor: nil).webFonts(for: measurer.glyphUsage(drawing: ["Tab", "الإعدادات"]))
        let css = FontFaceCSS.rules(for: fonts) { "fonts/" + $0.fileName }
        #expect(css == """
            /* Inter Medium */
            @font-face { font-family: "Handbook Preview"; src: url("fonts/preview-0-inter-medium.otf") format("opentype"); \
            font-weight: 500; font-style: normal; font-display: block; unicode-range: U+54, U+61-62; }
            /* Noto Sans Arabic */
            @font-face { font-family: "Handbook Preview"; src: url("fonts/preview-1-noto-sans-arabic.ttf") format("truetype"); \
            font-weight: 500; font-style: normal; font-display: block; unicode-range: U+625, U+627, U+62A, U+62F, U+639, U+644; }

            """)
        let hostile = FontFaceCSS.rules(for: fonts.prefix(1).map { var font = $0; font.face.name = "x */ y"; return font },
                                        family: "A \"B\" \\ C") { _ in "a\"b\nc" }
        #expect(hostile.contains("/* x * / y */"))
        #expect(hostile.contains("font-family: \"A \\\"B\\\" \\\\ C\""))
        #expect(hostile.contains("url(\"a\\\"b\\a c\")"))
    }

    @Test func subsettingAMissingFaceIsATypedError() {
        let face = FontFace(path: "/no/such/font.ttf", name: "Nothing")
        #expect(throws: FontSubsetError.unusableFace(face, .missing(path: face.path))) {
            try FontSubsetter(compressor: nil).subset(face, keeping: ["a"])
        }
    }
}
