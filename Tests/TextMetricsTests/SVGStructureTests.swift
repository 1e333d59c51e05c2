import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Handbook
import TabLayout
import Testing
import TextMetrics

/// The SVG contract of DESIGN.md, checked on the renderer's output with a fixed-width measurer.
struct SVGStructureTests {
    struct HalfEm: TextMeasurer {
        func measureWidth(of text: String, fontSize: Double) -> Double { Double(text.count) * fontSize / 2 }
    }

    static func render(_ request: TabLayoutRequest, prefix: String = "p") throws -> (TabBarLayout, String) {
        let layout = try TabLayoutEngine(measurer: HalfEm()).layout(request)
        return (layout, TabBarSVGRenderer(idPrefix: prefix).render(layout))
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func hostileLabelsAreEscaped() throws {
        let labels = ["<script>alert(1)</script>", "Tom & \"Jerry's\"", "]]><x>"]
        let (_, svg) = try Self.render(TabLayoutRequest(labels: labels, variant: .scroll, width: 900))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<x>"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(svg.contains("Tom &amp; &quot;Jerry&#39;s&quot;") || svg.contains("Tom &amp; &quot;Jerry's&quot;"))
        // The whole thing parses as XML, so nothing leaked out of an attribute or text node.
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func itemsCarryTheirBoxAndMeasuredLabel() throws {
        let (layout, svg) = try Self.render(TabLayoutRequest(labels: ["Reviews", "About", "Photos"], variant: .fixed, width: 360))
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.contains("role=\"img\""))
        #expect(Self.count("<g class=\"tab", in: svg) == 3)
        for (index, item) in layout.items.enumerated() {
            #expect(svg.contains("data-index=\"\(index)\" data-x=\"\(item.x == 0 ? "0" : "\(Int(item.x))")\" data-width=\"120\""))
            #expect(svg.contains("<text class=\"label\" data-width=\"\(Int(item.labelWidth))\""))
        }
        #expect(Self.count("class=\"indicator\"", in: svg) == 1)
        #expect(!svg.contains("textLength"))
        #expect(svg.contains("font-family=\"'Handbook Preview', Inter, sans-serif\" font-weight=\"500\""))
        #expect(svg.contains("font-size=\"14\""))
    }

    @Test func titleSaysWhatItShows() throws {
        let labels = ["Overview", "Specifications", "Reviews", "Questions", "Related", "Notifications"]
        let (_, svg) = try Self.render(TabLayoutRequest(labels: labels, variant: .scroll, width: 360, selected: 5))
        #expect(svg.contains("<title id=\"p-title\">Tabs, scroll, 6 items, Notifications selected, 360 pt"))
    }

    @Test func idsTakeThePrefixSoPreviewsCanShareAPage() throws {
        let request = TabLayoutRequest(labels: ["A", "B"], variant: .fixed, width: 200)
        let (_, first) = try Self.render(request, prefix: "one")
        let (_, second) = try Self.render(request, prefix: "two")
        let ids = { (svg: String) in
            svg.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        }
        #expect(!ids(first).isEmpty)
        #expect(ids(first).allSatisfy { $0.hasPrefix("one") })
        #expect(Set(ids(first)).isDisjoint(with: ids(second)))
    }

    @Test func coloursComeOnlyFromCustomPropertiesWithFallbacks() throws {
        let request = TabLayoutRequest(
            items: [TabItem("Home"), TabItem("Inbox", state: .pressed, badge: .count(3)), TabItem("Off", state: .disabled)],
            variant: .tabBar, width: 375)
        let (_, svg) = try Self.render(request)
        let allowed: Set = ["--hb-preview-surface", "--hb-preview-label", "--hb-preview-label-active", "--hb-preview-indicator",
                            "--hb-preview-divider", "--hb-preview-pressed", "--hb-preview-disabled", "--hb-badge",
                            "--hb-badge-text", "--hb-frame", "--hb-offscreen"]
        for attribute in ["fill", "stroke"] {
            for value in svg.components(separatedBy: " \(attribute)=\"").dropFirst().compactMap({ $0.split(separator: "\"").first }) {
                if value == "none" { continue }
                #expect(value.hasPrefix("var(--hb-") && value.contains(", #"), "\(attribute)=\"\(value)\" is not a custom property with a fallback")
                let name = value.dropFirst(4).prefix { $0 != "," }
                #expect(allowed.contains(String(name)), "unknown property \(name)")
            }
        }
    }

    @Test func scrollingBarIsFramedWithItsOverflowFaded() throws {
        let labels = ["Overview", "Specifications", "Reviews", "Questions", "Related", "Notifications"]
        let (layout, svg) = try Self.render(TabLayoutRequest(labels: labels, variant: .scroll, width: 360, selected: 3))
        #expect(layout.isScrolling)
        #expect(svg.contains("class=\"frame\""))
        #expect(Self.count("class=\"offscreen\"", in: svg) >= 1)
        #expect(svg.contains("clip-path=\"url(#p-clip)\""))
    }

    @Test func renderingIsDeterministic() throws {
        let request = TabLayoutRequest(labels: ["One third", "Two", "Three"], variant: .segmented, width: 301, selected: 1)
        let (_, first) = try Self.render(request)
        let (_, second) = try Self.render(request)
        #expect(first == second)
        // Lengths: digits, at most three decimals, no exponent, no locale.
        for attribute in ["x", "y", "width", "height", "data-x", "data-width", "font-size"] {
            for value in first.components(separatedBy: " \(attribute)=\"").dropFirst().compactMap({ $0.split(separator: "\"").first }) {
                let parts = value.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
                #expect(parts.count <= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
                        && (parts.count == 1 || parts[1].count <= 3), "\(attribute)=\"\(value)\"")
            }
        }
    }

    /// Right-to-left labels are drawn right-to-left from their right edge, so the browser
    /// resolves the bidi levels the engine measured and the box stays `labelX … labelX + labelWidth`.
    @Test func rightToLeftLabelsAreAnchoredAtTheirRightEdge() throws {
        let (layout, svg) = try Self.render(TabLayoutRequest(labels: ["الإعدادات المتقدمة", "Settings", "123"], variant: .fixed, width: 300, rightToLeft: true))
        let arabic = layout.items[0]
        #expect(arabic.truncated)
        let right = arabic.labelX + arabic.labelWidth
        #expect(svg.contains("x=\"\(Self.format(right))\" direction=\"rtl\""))
        let latin = layout.items[1]
        #expect(svg.contains("x=\"\(Self.format(latin.labelX))\" direction=\"ltr\""), "a left-to-right label in a right-to-left bar says so")
        #expect(Self.count(" direction=\"rtl\"", in: svg) == 1, "digits alone are measured left to right")
        #expect(svg.contains("data-direction=\"rtl\""), "the frame opens a right-to-left bar at its start")
    }

    @Test func leftToRightBarsOfLatinLabelsCarryNoDirection() throws {
        let (_, svg) = try Self.render(TabLayoutRequest(labels: ["Reviews", "About", "Photos"], variant: .fixed, width: 360))
        #expect(!svg.contains("direction="))
        let (_, mixed) = try Self.render(TabLayoutRequest(labels: ["Reviews", "הגדרות"], variant: .scroll, width: 360))
        #expect(Self.count("direction=\"rtl\"", in: mixed) == 1)
    }

    static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
