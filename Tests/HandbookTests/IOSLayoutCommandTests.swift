import Foundation
import Testing

/// `handbook layout --platform ios` for iOS 26's floating tab bar and iPadOS's top tab bar:
/// the lengths come from flags named as the spec's keys (Apple publishes none), the JSON
/// carries the bars' parts, and a missing length is a usage error naming it.
@Suite struct IOSLayoutCommandTests {
    static let floating = "height=62,corner-radius=31,edge-inset=21,item-inset=4,search-gap=8,minimized-height=48"

    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try CommandLineTests().run(["layout", "--platform", "ios"] + arguments, in: FileManager.default.temporaryDirectory.path)
        return (result.status, result.stdout, result.stderr)
    }

    @Test func theFloatingBarsPartsAreInTheJSON() throws {
        let result = try run(["--variant", "floating-tab-bar", "--items", "Home,Radio,Library", "--search", "Search", "--floating", Self.floating])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["variant"] as? String == "floating-tab-bar")
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.map { $0["x"] as? Double } == [25, 115, 205])
        let floating = try #require(json["floating"] as? [String: Any])
        let search = try #require(floating["search"] as? [String: Double])
        #expect(search == ["x": 307, "y": 45, "width": 62, "height": 62, "radius": 31], "24 of the page above the bar, then the 21 inset")
        let minimized = try #require(floating["minimized"] as? [String: Any])
        #expect((minimized["bar"] as? [String: Double])?["width"] == 48)
    }

    @Test func theSVGsSayTheyShowIOS() throws {
        let result = try run(["--variant", "floating-tab-bar", "--items", "Home,Radio", "--search", "Search", "--floating", Self.floating, "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "data-platform=\"ios\"").count == 3, "the bar and its minimised state")
        #expect(result.stdout.contains("<g class=\"search\"") && result.stdout.contains("tab-preview--minimized"))
    }

    @Test func aMissingLengthIsNamed() throws {
        let result = try run(["--variant", "floating-tab-bar", "--items", "Home,Radio", "--floating", "height=62"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("needs metrics floating: corner-radius, edge-inset, minimized-height"))
        let wrong = try run(["--variant", "top-tab-bar", "--items", "Home", "--top-bar", "height=-4"])
        #expect(wrong.status != 0 && wrong.stderr.contains("--top-bar: height must be a positive number of points, not '-4'"))
        let unknown = try run(["--variant", "top-tab-bar", "--items", "Home", "--top-bar", "width=4"])
        #expect(unknown.stderr.contains("--top-bar: 'width=4' is not KEY=LENGTH with KEY one of height, corner-radius"))
    }
}
