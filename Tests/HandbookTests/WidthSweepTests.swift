import Foundation
import TabLayout
import Testing
@testable import Handbook
@testable import HandbookMarkdown
@testable import HandbookPreview

/// The width control's encoding: what the browser rebuilds from it at every whole width is
/// the build's own SVG there, text for text and every number within a thousandth of a point.
@Suite struct WidthSweepTests {
    /// Decodes segments as `preview.js` does, into the numbers and pieces at each width.
    struct Decoder {
        struct Segment {
            var width: Int
            var pieces: [Int]
            var values: [Double]
            var slopes: [Double]
        }

        var segments: [Segment] = []

        init(json: String) throws {
            let raw = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
            var pieces: [Int] = [], values: [Double] = [], slopes: [Double] = [], from = 0
            func numbers(_ any: Any?) -> [Double] { (any as? [NSNumber] ?? []).map(\.doubleValue) }
            func pairs(_ any: Any?) -> [(Int, Double)] { (any as? [[NSNumber]] ?? []).map { ($0[0].intValue, $0[1].doubleValue) } }
            for segment in raw {
                let width = try #require(segment["w"] as? Int)
                if let skeleton = segment["k"] as? [Int] {
                    pieces = skeleton
                    values = numbers(segment["v"])
                    slopes = Array(repeating: 0, count: values.count)
                } else {
                    values = values.indices.map { values[$0] + slopes[$0] * Double(width - from) }
                    for (position, piece) in pairs(segment["p"]) { pieces[position] = Int(piece) }
                    for (slot, value) in pairs(segment["d"]) { values[slot] = value }
                }
                for (slot, slope) in pairs(segment["s"]) { slopes[slot] = slope }
                from = width
                segments.append(Segment(width: width, pieces: pieces, values: values, slopes: slopes))
            }
        }

        func tokens(at width: Int, parts: [String]) throws -> SVGTokens {
            let segment = try #require(segments.last { $0.width <= width })
            var svg = parts[segment.pieces[0]]
            for slot in segment.values.indices {
                svg += SVGNumber.format(segment.values[slot] + segment.slopes[slot] * Double(width - segment.width)) + parts[segment.pieces[slot + 1]]
            }
            return SVGTokens(svg)
        }
    }

    static func bars() throws -> [(String, (Double) -> TabLayoutRequest)] {
        let labels = ["Overview", "Reviews", "Size guide", "Delivery", "Returns"]
        let music = ["Home", "Radio", "Library", "Shows", "Charts", "Stations", "Profile"]
        return [
            ("fixed", { TabLayoutRequest(labels: labels, variant: .fixed, width: $0, selected: 1) }),
            ("scroll", { TabLayoutRequest(labels: labels, variant: .scroll, width: $0, selected: 3) }),
            ("scroll rtl", { TabLayoutRequest(labels: labels, variant: .scroll, width: $0, selected: 1, rightToLeft: true) }),
            ("tab bar", { TabLayoutRequest(labels: music, variant: .tabBar, width: $0, selected: 5, device: $0 >= 600 ? .tablet : .phone) }),
            ("segmented", { TabLayoutRequest(labels: ["Day", "Week", "Month", "Year"], variant: .segmented, width: $0, selected: 2) }),
        ]
    }

    /// Drawing every width, each number is within the tolerance; drawing only where the layout
    /// bends (as the build does), within twice it — at every width, against every width drawn.
    @Test(arguments: [true, false])
    func everyWidthIsRebuiltAsTheBuildDrewIt(checkingEveryWidth: Bool) throws {
        let engine = TabLayoutEngine(measurer: try GuidelineRuleTests.measurer())
        var parts = WidthSweep.Parts()
        var renderer = TabBarSVGRenderer(idPrefix: "sweep")
        renderer.steadyFrame = true
        let drawing = renderer
        var sweeps: [(String, WidthSweep, (Int) -> TabBarLayout?)] = []
        for (name, request) in try Self.bars() {
            let layout = { (width: Int) in try? engine.layout(request(Double(width))) }
            sweeps.append((name, WidthSweep(from: 200, to: 1024, parts: &parts, layout: layout, draw: drawing.render,
                                            checkingEveryWidth: checkingEveryWidth), layout))
        }
        let allowed = checkingEveryWidth ? WidthSweep.tolerance : 2 * WidthSweep.tolerance
        for (name, sweep, layout) in sweeps {
            let decoder = try Decoder(json: sweep.json)
            #expect(sweep.segmentCount < 100, "\(name): \(sweep.segmentCount) segments")
            for width in 200...1024 {
                let expected = SVGTokens(try #require(layout(width)).map(drawing.render) ?? "")
                let rebuilt = try decoder.tokens(at: width, parts: parts.pieces)
                #expect(rebuilt.literals == expected.literals, "\(name) at \(width)")
                let worst = zip(rebuilt.numbers, expected.numbers).map { abs($0 - $1) }.max() ?? 0
                #expect(worst <= allowed + 1e-9, "\(name) at \(width): \(worst)")
            }
        }
    }

    @Test func theDataIsSafeInsideAScriptElement() {
        var parts = WidthSweep.Parts()
        _ = parts.index(of: "</text></svg><!-- \"quoted\" \\ ")
        #expect(parts.json == #"["<\/text><\/svg><\u0021-- \"quoted\" \\ "]"#)
    }

    @Test func numbersAreTokensOnlyWhenTheyStandAlone() {
        let svg = ##"<g id="tabs-3-title" fill="#2f3fbf" x="-12.5" data-width="007" opacity="0.55">Top 10 and 1.50 or é3</g>"##
        let tokens = SVGTokens(svg)
        #expect(tokens.numbers == [-12.5, 0.55, 10])
        #expect(tokens.joined() == svg)
    }

    @Test func hugeLengthsAreWrittenNotTrapped() {
        #expect(SVGNumber.format(1e300) == "1e+300")
        #expect(SVGTokens("<text>99999999999999999999 and 1e+300</text>").numbers.isEmpty)
    }

    @Test func slopesAreWrittenShort() {
        #expect(WidthSweep.shortestDecimal(in: 0.33329, 0.33336) == 0.3333)
        #expect(WidthSweep.shortestDecimal(in: -0.1, 0.1) == 0)
        #expect(WidthSweep.written(0) == "0" && WidthSweep.written(-1) == "-1" && WidthSweep.written(0.25) == "0.25")
    }
}
