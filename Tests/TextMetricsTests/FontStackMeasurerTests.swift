import Foundation
import TabLayout
import Testing
import TextMetrics

/// Widths over the default stack, its cache and usage record, its errors.
@Suite struct FontStackMeasurerTests {
    static let measurer = Result { try FontStackMeasurer() }

    @Test func defaultFontsAreInstalledHere() {
        #expect(FontStack.default.missingFaces == [], "scripts/setup.sh installs fonts-inter, fonts-noto-core and fonts-noto-cjk")
        #expect(FontStack.default.faces.map(\.name) == ["Inter Medium", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai", "Noto Sans Devanagari",
                                                        "Noto Sans Bengali", "Noto Sans Gujarati", "Noto Sans Gurmukhi", "Noto Sans Kannada", "Noto Sans Malayalam",
                                                        "Noto Sans Oriya", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Sinhala", "Noto Sans Myanmar",
                                                        "Noto Sans Khmer", "Noto Sans Lao", "Noto Sans Georgian", "Noto Sans Armenian", "Noto Sans Ethiopic",
                                                        "Noto Sans CJK JP"])
    }

    /// Latin labels measure exactly as with Inter Medium alone, so goldens stay the same.
    @Test(arguments: ["Tab", "Specifications", "AV Tab", "Tom & \"Jerry's\"", "Café déjà vu", "Ωμέγα", "Привет", "Wi-Fi", "Größe 2", ""])
    func latinLabelsMeasureAsWithInterAlone(_ label: String) throws {
        let stack = try Self.measurer.get()
        let inter = try HarfBuzzMeasurer()
        for size in [14.0, 18.9, 28] {
            #expect(stack.measureWidth(of: label, fontSize: size) == inter.measureWidth(of: label, fontSize: size))
        }
    }

    /// Issue #15: Inter alone measured `.notdef` boxes; the stack measures real glyphs
    /// (Chromium drew الإعدادات 54.8 px wide with its own fallback font, Noto Sans Arabic
    /// gives 53.2 px).
    @Test func scriptsOutsideInterAreMeasuredWithTheirOwnFaces() throws {
        let stack = try Self.measurer.get()
        let inter = try HarfBuzzMeasurer()
        let arabic = stack.measureWidth(of: "الإعدادات", fontSize: 14)
        #expect(abs(arabic - 53.214) < 0.001)
        #expect(inter.measureWidth(of: "الإعدادات", fontSize: 14) - arabic > 70)
        #expect(abs(stack.measureWidth(of: "設定", fontSize: 14) - 28) < 1e-9, "two full-width Han characters")
        #expect(abs(stack.measureWidth(of: "Settings الإعدادات", fontSize: 14)
            - stack.measureWidth(of: "Settings ", fontSize: 14) - arabic) < 1e-9)
    }

    @Test func shapeAgreesWithMeasureWidth() throws {
        let stack = try Self.measurer.get()
        for text in ["Settings الإعدادات", "設定 Settings", "ตั้งค่า", "Tab"] {
            #expect(stack.shape(text, fontSize: 14).width == stack.measureWidth(of: text, fontSize: 14))
        }
    }

    @Test func languageViewsShareFacesCacheAndUsage() throws {
        let stack = try FontStackMeasurer()
        let japanese = stack.measurer(forLanguage: "ja")
        #expect(japanese.language == "ja")
        #expect(japanese.stack == stack.stack)
        _ = japanese.measureWidth(of: "設定", fontSize: 14)
        _ = stack.measureWidth(of: "設定", fontSize: 14)
        #expect(stack.cachedWidthCount == 2, "one width per language")
        #expect(stack.glyphUsage.scalars(forFaceAt: FontStack.default.faces.count - 1) == ["定", "設"], "in code point order")
        // Han characters keep one width whatever the language picks as their shape.
        #expect(stack.measurer(forLanguage: "zh-Hans").measureWidth(of: "设置", fontSize: 14) == 28)
        stack.removeAllCachedWidths()
        stack.resetGlyphUsage()
        #expect(japanese.cachedWidthCount == 0)
        #expect(japanese.glyphUsage.isEmpty)
    }

    /// A width taken from the cache after the record was reset records its characters again,
    /// once: the record after any run of measurements is what a fresh measurer records, so a
    /// spec remade under `serve` keeps every width and still subsets the fonts it draws.
    @Test func aCachedWidthRecordsItsCharactersAgainAfterAReset() throws {
        let stack = try FontStackMeasurer()
        let fresh = try FontStackMeasurer()
        let texts = ["Settings", "الإعدادات", "設定"]
        for text in texts {
            _ = stack.measureWidth(of: text, fontSize: 14)
            _ = stack.measureWidthWithoutLigatures(of: text, fontSize: 14)
            _ = stack.letterSpacingUnits(in: text)
        }
        stack.resetGlyphUsage()
        #expect(stack.glyphUsage.isEmpty)
        #expect(stack.cachedWidthCount == 6, "the widths are kept")
        _ = stack.measureWidth(of: "設定", fontSize: 14)
        _ = stack.letterSpacingUnits(in: "الإعدادات")
        _ = fresh.measureWidth(of: "設定", fontSize: 14)
        _ = fresh.letterSpacingUnits(in: "الإعدادات")
        #expect(stack.glyphUsage == fresh.glyphUsage, "a cached width records what measuring it records")
        #expect(stack.cachedWidthCount == 6, "from the cache, not measured again")
        // Taken again in the same record, nothing changes; a second reset records it again.
        _ = stack.measureWidth(of: "設定", fontSize: 14)
        #expect(stack.glyphUsage == fresh.glyphUsage)
        stack.resetGlyphUsage()
        _ = stack.measureWidth(of: "Settings", fontSize: 14)
        #expect(String(String.UnicodeScalarView(stack.glyphUsage.scalars(forFaceAt: 0))) == "Seginst")
        #expect(stack.glyphUsage.usedFaceIndices == [0])
    }

    @Test func usageRecordsWhatEachFaceDrew() throws {
        let stack = try FontStackMeasurer()
        let usage = stack.glyphUsage(drawing: ["Settings الإعدادات", "ตั้งค่า"])
        #expect(String(String.UnicodeScalarView(usage.scalars(forFaceAt: 0))) == " Seginst")
        #expect(Set(usage.scalars(forFaceAt: 1)) == Set("الإعدادات".unicodeScalars))
        #expect(Set(usage.scalars(forFaceAt: 3)) == Set("ตั้งค่า".unicodeScalars))
        #expect(usage.usedFaceIndices == [0, 1, 3])
        #expect(usage.scalarsDrawnBySeveralFaces.isEmpty)
        #expect(stack.glyphUsage.isEmpty, "computing usage for given texts leaves the record alone")
    }

    /// What HarfBuzz draws beyond the text's own characters is recorded too, so subsets
    /// and unicode-ranges hold it: right to left, "»" is drawn as "«"; a mark with no base
    /// gets a dotted circle.
    @Test func mirroredGlyphsAndDottedCirclesAreRecorded() throws {
        let stack = try FontStackMeasurer()
        let mirrored = stack.glyphUsage(drawing: ["المزيد »"])
        #expect(mirrored.scalars(forFaceAt: 0).contains("«"))
        #expect(stack.glyphUsage(drawing: ["More »"]).scalars(forFaceAt: 0).contains("«") == false, "left to right nothing is mirrored")
        let broken = stack.glyphUsage(drawing: ["\u{93F}क"])
        #expect(broken.scalars(forFaceAt: 4).contains("\u{25CC}"))
        #expect(stack.glyphUsage(drawing: ["कि"]).scalars(forFaceAt: 4).contains("\u{25CC}") == false)
    }

    @Test func measuringFromManyThreadsAgreesAndRecordsEverything() async throws {
        let stack = try FontStackMeasurer()
        let labels = ["Settings", "الإعدادات", "設定", "הגדרות", "ตั้งค่า", "सेटिंग्स", "설정"].flatMap { label in (0..<20).map { "\(label) \($0)" } }
        let reference = try FontStackMeasurer()
        let expected = labels.map { reference.measureWidth(of: $0, fontSize: 14) }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask { labels.map { stack.measureWidth(of: $0, fontSize: 14) } == expected }
            }
            for await agreed in group { #expect(agreed) }
        }
        #expect(stack.glyphUsage == reference.glyphUsage)
    }

    @Test func missingFontsAreATypedErrorListingEveryOne() throws {
        let absent = [FontFace(path: "/no/such/NotoSansArabic.ttf", name: "Noto Sans Arabic"),
                      FontFace(path: "/no/such/NotoSansCJK.ttc", index: 2, name: "Noto Sans CJK SC")]
        let stack = FontStack([FontStack.default.faces[0]] + absent)
        #expect(stack.missingFaces == absent)
        #expect(stack.installedFaces == FontStack([FontStack.default.faces[0]]))
        #expect(throws: FontStackError.missingFaces(absent)) { try FontStackMeasurer(stack: stack) }
        #expect(throws: FontStackError.empty) { try FontStackMeasurer(stack: FontStack([])) }
        #expect(FontStackError.missingFaces(absent).description.contains("Noto Sans CJK SC (/no/such/NotoSansCJK.ttc, face 2)"))
    }

    @Test func unusableFacesAreTypedErrors() throws {
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
        try Data("hello".utf8).write(to: notAFont)
        defer { try? FileManager.default.removeItem(at: notAFont) }
        let text = FontFace(path: notAFont.path, name: "Text")
        #expect(throws: FontStackError.unusableFace(text, .notAFont(path: notAFont.path))) { try FontStackMeasurer(stack: FontStack([text])) }
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        let beyond = FontFace(path: cjk, index: 99, name: "Noto Sans CJK ?")
        #expect(throws: FontStackError.unusableFace(beyond, .noSuchFace(path: cjk, index: 99, count: 10))) {
            try FontStackMeasurer(stack: FontStack([beyond]))
        }
    }
}
