import Foundation
import Testing
@testable import TextMetrics

/// Material Icons (Debian's fonts-material-design-icons-iconfont) drawn through HarfBuzz's
/// draw API: a name finds its glyph by ligature, its outline comes back as path data in the
/// font's units, y down from the ascender.
@Suite struct IconFontTests {
    static let material = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    @Test func aNameFindsItsGlyphByLigature() throws {
        let font = try IconFont(path: Self.material)
        let home = try #require(font.glyph(named: "home"))
        #expect(home.pathData.hasPrefix("M"))
        #expect(home.pathData.hasSuffix("Z"))
        #expect(home.advance == font.unitsPerEm)
        // Every coordinate lies in the em box: x in 0…advance, y in 0…box height.
        let numbers = home.pathData.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Double($0) }
        #expect(!numbers.isEmpty)
        for (index, value) in numbers.enumerated() {
            #expect(value >= 0 && value <= (index % 2 == 0 ? home.advance : font.boxHeight), "\(value)")
        }
        let outlined = try #require(font.glyph(named: "star_border"))
        #expect(outlined.pathData != font.glyph(named: "star")?.pathData)
    }

    @Test func unknownNamesAndEmptyNamesFindNothing() throws {
        let font = try IconFont(path: Self.material)
        #expect(font.glyph(named: "no_such_icon_here") == nil)
        #expect(font.glyph(named: "") == nil)
        #expect(font.glyph(named: String(repeating: "a", count: 500)) == nil)
    }

    @Test func aFileThatIsNotAFontIsAnError() {
        #expect(throws: FontFileError.self) { try IconFont(path: "/etc/hostname") }
        #expect(throws: FontFileError.self) { try IconFont(path: "/nonexistent.ttf") }
    }
}
