import Foundation
import Testing
@testable import Handbook

/// The preview fonts' stylesheet taken from the query store between builds while the faces
/// and the characters they drew stand (`PreviewFontsQuery`), and made again — the same as a
/// build from scratch — when a label draws a new character or the store is damaged.
@Suite struct PreviewFontsQueryTests {
    @Test func theFontsAreKeptWhileTheirCharactersStandAndMadeAgainForANewOne() throws {
        let memory = ComponentMemoryTests()
        let site = try memory.site()
        defer { site.remove() }
        #expect(!site.build().diagnostics.hasErrors)
        let fonts = try #require(site.read("_site/assets/preview-fonts.css"))
        #expect(site.build().keptPublishedFiles == 1)
        try site.write("Content/guidelines/tabs.md", "# Tabs\n\nRead the [spec](../components/tabs.yml) first.\n")
        #expect(site.build().keptPublishedFiles == 1, "a page edit draws no preview")
        #expect(site.snapshot() == (try memory.scratch(site)))
        // "ß" is drawn only by the German label now.
        let catalog = try #require(site.read("Content/i18n/app.xcstrings"))
        try site.write("Content/i18n/app.xcstrings", catalog.replacingOccurrences(of: "\"Fotos\"", with: "\"Fotoß\""))
        #expect(site.build().keptPublishedFiles == 0)
        #expect(site.read("_site/assets/preview-fonts.css") != fonts)
        #expect(site.snapshot() == (try memory.scratch(site)))
    }

    @Test func aDamagedStoreMakesTheFontsAgain() throws {
        let memory = ComponentMemoryTests()
        let site = try memory.site()
        defer { site.remove() }
        #expect(!site.build().diagnostics.hasErrors)
        let file = try site.queryStore()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        // A bit flipped inside the kept stylesheet's text: it still decodes, but no longer
        // hashes to the digest it was kept with.
        let start = try #require(Data(bytes).range(of: Data("/* The preview fonts".utf8))?.lowerBound)
        bytes[start + 3] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        try site.write("_site/assets/preview-fonts.css", "edited by hand")
        #expect(site.build().keptPublishedFiles == 0)
        #expect(site.snapshot() == (try memory.scratch(site)))
        #expect(site.build().keptPublishedFiles == 1)
    }
}
