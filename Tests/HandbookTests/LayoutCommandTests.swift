import Foundation
import Testing

/// `handbook layout` with the font stack: labels in any script, the language they are in,
/// and which font drew each.
@Suite struct LayoutCommandTests {
    func layout(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try CommandLineTests().run(["layout"] + arguments, in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(json["items"] as? [[String: Any]])
    }

    @Test func theJSONSaysWhichFontDrewEachLabel() throws {
        let items = try layout(["--items", "Reviews,المراجعات,レビュー,Settings الإعدادات", "--variant", "scroll", "--width", "390"])
        #expect(items.map { $0["font"] as? String } == ["Inter Medium", "Noto Sans Arabic", "Noto Sans CJK JP", "Inter Medium, Noto Sans Arabic"])
        // The documented keys come first, unchanged.
        #expect(items[0]["label"] as? String == "Reviews" && items[0]["truncated"] as? Bool == false)
    }

    @Test func aLocaleShapesTheLabelsInItsLanguage() throws {
        let items = try layout(["--items", "設定,検索", "--variant", "fixed", "--width", "320", "--locale", "ja"])
        #expect(items.map { $0["labelWidth"] as? Double } == [28, 28], "CJK ideographs are one em wide at 14 pt")
        #expect(items.allSatisfy { $0["font"] as? String == "Noto Sans CJK JP" })
    }

    @Test func aMissingFontFileIsUsage() throws {
        let result = try CommandLineTests().run(["layout", "--items", "A,B", "--font", "/nowhere/font.otf"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("font file '/nowhere/font.otf' cannot be read"))
    }
}
