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

    /// On Android a tab bar is Material 3 Expressive's navigation bar: items sharing the width,
    /// labels in Roboto, the 56 × 32 pill as the indicator; the SVG says which platform it shows.
    @Test func androidLaysOutMaterialsNavigationBarInRoboto() throws {
        let result = try CommandLineTests().run(["layout", "--items", "Home,Search,Library", "--variant", "tab-bar", "--platform", "android", "--width", "360"],
                                                in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["variant"] as? String == "navigation-bar")
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.map { $0["x"] as? Double } == [0, 120, 240])
        #expect(items.allSatisfy { $0["font"] as? String == "Roboto Medium" })
        let indicator = try #require(json["indicator"] as? [String: Any])
        #expect(indicator["width"] as? Double == 56 && indicator["height"] as? Double == 32 && indicator["y"] as? Double == 6)
        #expect(json["height"] as? Double == 64)
        let svg = try CommandLineTests().run(["layout", "--items", "Home,Search,Library", "--variant", "tab-bar", "--platform", "android", "--format", "svg"],
                                             in: FileManager.default.temporaryDirectory.path)
        #expect(svg.stdout.contains("data-platform=\"android\"") && svg.stdout.contains("class=\"indicator pill\""))
        let unknown = try CommandLineTests().run(["layout", "--items", "A,B", "--platform", "symbian"], in: FileManager.default.temporaryDirectory.path)
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown platform 'symbian'"))
    }

    @Test func aMissingFontFileIsUsage() throws {
        let result = try CommandLineTests().run(["layout", "--items", "A,B", "--font", "/nowhere/font.otf"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("font file '/nowhere/font.otf' cannot be read"))
    }
}
