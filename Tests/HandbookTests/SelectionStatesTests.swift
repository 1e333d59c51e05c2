import Foundation
import TabLayout
import Testing
@testable import Handbook
@testable import HandbookMarkdown
@testable import HandbookPreview

/// The selection data shipped with each preview says what the renderer would draw with
/// each item selected: the same indicator, the same strip position, the same title.
@Suite struct SelectionStatesTests {
    let engine = TabLayoutEngine(measurer: HalfEmMeasurer())

    func states(_ request: TabLayoutRequest) throws -> (layout: TabBarLayout, renderer: TabBarSVGRenderer, json: [String: Any]) {
        let layout = try engine.layout(request)
        var renderer = TabBarSVGRenderer(idPrefix: "s")
        renderer.steadyFrame = true
        let text = try #require(SelectionStates(engine: engine, renderer: renderer).json(for: request, layout: layout, name: "Demo"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (layout, renderer, json)
    }

    /// Attribute `name` of the first tag in `svg` holding `prefix`, read from `prefix` on.
    func attribute(_ name: String, of prefix: String, in svg: String) throws -> Double {
        let tag = try #require(svg.range(of: prefix).map { svg[$0.lowerBound...].prefix { $0 != ">" } })
        let value = try #require(tag.range(of: " \(name)=\"").map { tag[$0.upperBound...].prefix { $0 != "\"" } })
        return try #require(Double(value))
    }

    @Test(arguments: [TabVariant.scroll, .fixed, .segmented])
    func eachStateIsWhatTheRendererDrawsForThatSelection(variant: TabVariant) throws {
        let labels = ["Overview", "Reviews", "Size guide", "Delivery", "Returns", "Questions"]
        let request = TabLayoutRequest(labels: labels, variant: variant, width: 320, selected: 1)
        let (_, renderer, json) = try states(request)
        let states = try #require(json["states"] as? [[String: Any]])
        let title = try #require(json["title"] as? [String])
        #expect(json["active"] as? Int == 1)
        let initial = renderer.render(try engine.layout(request))
        let initialX = (states[1]["x"] as? Double) ?? 0
        for (index, state) in states.enumerated() {
            var selecting = request
            selecting.selected = index
            let layout = try engine.layout(selecting)
            let drawn = renderer.render(layout)
            #expect(title[0] + labels[index] + title[1] == renderer.title(for: layout))
            let indicator = try #require(state["i"] as? [Double])
            #expect(abs(indicator[0] - (try attribute("x", of: "<rect class=\"indicator", in: drawn))) < 0.0005)
            #expect(abs(indicator[1] - (try attribute("width", of: "<rect class=\"indicator", in: drawn))) < 0.0005)
            // Every item moves by the change in the strip's position.
            let shift = ((state["x"] as? Double) ?? 0) - initialX
            for item in labels.indices {
                let before = try attribute("data-x", of: "data-index=\"\(item)\"", in: initial)
                let after = try attribute("data-x", of: "data-index=\"\(item)\"", in: drawn)
                #expect(abs(before + shift - after) < 0.0015, "item \(item) with \(index) selected")
            }
            let hidden = Set((state["h"] as? [Int]) ?? [])
            #expect(hidden == Set(layout.items.indices.filter { layout.items[$0].hidden }))
        }
    }

    @Test func disabledItemsAndItemsUnderMoreCannotBeSelected() throws {
        var items = ["Home", "Radio", "Library", "Shows", "Charts", "Stations", "Profile"].map { TabItem($0) }
        items[1].state = .disabled
        let (layout, _, json) = try states(TabLayoutRequest(items: items, variant: .tabBar, width: 375, selected: 6))
        let states = try #require(json["states"] as? [Any])
        let labels = try #require(json["labels"] as? [Any])
        #expect(json["active"] as? Int == layout.items.count - 1, "the selection is under More, so More is active")
        #expect(states[1] is NSNull, "disabled")
        for index in 4...6 {
            #expect(states[index] is NSNull && labels[index] is NSNull, "item \(index) is listed under More")
        }
        #expect(labels.last as? String == "More")
        #expect(states.last is [String: Any], "More itself can be selected")
    }

    @Test func hostileLabelsStayInsideTheScriptElement() throws {
        let (_, _, json) = try states(TabLayoutRequest(labels: ["</script><b>", "A & B"], variant: .fixed, width: 320))
        #expect((json["labels"] as? [String]) == ["</script><b>", "A & B"])
        let text = try #require(SelectionStates(engine: engine, renderer: TabBarSVGRenderer(idPrefix: "s"))
            .json(for: TabLayoutRequest(labels: ["</script><b>", "B"], variant: .fixed, width: 320),
                  layout: engine.layout(TabLayoutRequest(labels: ["</script><b>", "B"], variant: .fixed, width: 320)), name: "</script>"))
        #expect(!text.contains("</"))
    }
}
