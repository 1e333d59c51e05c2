import Foundation
import Testing
import TabLayout
import TextMetrics

/// HarfBuzz shaping on the real Inter Medium file.
@Suite struct HarfBuzzMeasurerTests {
    let measurer: HarfBuzzMeasurer

    init() throws {
        measurer = try HarfBuzzMeasurer()
    }

    @Test func widthsAreStableAndScaleWithSize() {
        let width = measurer.measureWidth(of: "Reviews", fontSize: 14)
        #expect(width > 40 && width < 70)
        #expect(measurer.measureWidth(of: "Reviews", fontSize: 14) == width)
        #expect(abs(measurer.measureWidth(of: "Reviews", fontSize: 28) - 2 * width) < 0.01)
        #expect(measurer.measureWidth(of: "", fontSize: 14) == 0)
    }

    @Test func kerningIsApplied() {
        let pair = measurer.measureWidth(of: "AV", fontSize: 100)
        let apart = measurer.measureWidth(of: "A", fontSize: 100) + measurer.measureWidth(of: "V", fontSize: 100)
        #expect(pair < apart - 1, "Inter kerns A and V")
    }

    @Test func wideAndAccentedTextIsShaped() {
        #expect(measurer.measureWidth(of: "Ŕéví", fontSize: 14) > measurer.measureWidth(of: "R", fontSize: 14))
        #expect(measurer.measureWidth(of: "Specifications", fontSize: 14) > measurer.measureWidth(of: "Specs", fontSize: 14))
    }

    @Test func aMissingFontIsATypedError() {
        #expect(throws: FontFileError.self) { try HarfBuzzMeasurer(fontFile: "/no/such/font.otf") }
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).otf")
        FileManager.default.createFile(atPath: notAFont.path, contents: Data("hello".utf8))
        defer { try? FileManager.default.removeItem(at: notAFont) }
        #expect(throws: FontFileError.self) { try HarfBuzzMeasurer(fontFile: notAFont.path) }
    }

    @Test func measuringFromManyThreadsAgrees() async {
        let labels = (0..<200).map { "Label \($0 % 17)" }
        let expected = labels.map { measurer.measureWidth(of: $0, fontSize: 14) }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask { [measurer] in labels.map { measurer.measureWidth(of: $0, fontSize: 14) } == expected }
            }
            for await agreed in group { #expect(agreed) }
        }
    }
}

/// Exact figures on Inter Medium that pin the measurer's arithmetic.
@Suite struct HarfBuzzPrecisionTests {
    @Test func tabIsStableAcrossMeasurers() throws {
        let first = try HarfBuzzMeasurer().measureWidth(of: "Tab", fontSize: 14)
        let second = try HarfBuzzMeasurer().measureWidth(of: "Tab", fontSize: 14)
        #expect(abs(first - second) < 0.001)
        // Chromium reports 24.8125 px for "Tab" at 14 px in this font (1/64 px steps).
        #expect(abs(first - 24.8125) < 0.02, "Tab at 14 pt: \(first)")
    }

    @Test func kerningChangesAVByAFixedAmount() throws {
        let measurer = try HarfBuzzMeasurer()
        let kerned = measurer.measureWidth(of: "AV", fontSize: 14)
        let separate = measurer.measureWidth(of: "A", fontSize: 14) + measurer.measureWidth(of: "V", fontSize: 14)
        #expect(kerned < separate)
        #expect(abs(measurer.measureWidth(of: "AV", fontSize: 28) - 2 * kerned) < 0.001, "widths are linear in size")
    }

    @Test func cacheHoldsOneWidthPerSizeAndText() throws {
        let measurer = try HarfBuzzMeasurer()
        _ = measurer.measureWidth(of: "Tab", fontSize: 14)
        _ = measurer.measureWidth(of: "Tab", fontSize: 14)
        _ = measurer.measureWidth(of: "Tab", fontSize: 15)
        #expect(measurer.cachedWidthCount == 2)
        measurer.removeAllCachedWidths()
        #expect(measurer.cachedWidthCount == 0)
    }

    @Test func eachFontFileFailureHasItsOwnError() throws {
        #expect(throws: FontFileError.missing(path: "/no/such/font.otf")) { try HarfBuzzMeasurer(fontFile: "/no/such/font.otf") }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: FontFileError.unreadable(path: folder)) { try HarfBuzzMeasurer(fontFile: folder) }
        #expect(FontFileError.notAFont(path: "x.txt").description == "not an OpenType or TrueType font: x.txt")
    }
}
