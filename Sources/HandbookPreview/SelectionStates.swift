import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout

/// What selecting each item changes in a preview, computed by the engine at build time and
/// shipped beside the figure as JSON, so `preview.js` moves the selection without laying
/// anything out:
///
/// ```
/// {"name": "…", "active": 1, "rtl": false, "labels": ["Overview", …],
///  "title": ["Tabs, scroll, 5 items, ", " selected, 320 pt"],
///  "states": [{"i": [x, width], "x": stripX, "h": [3, 4]} or null, …]}
/// ```
///
/// `labels` and `states` are indexed like the SVG's `g.tab[data-index]`. A state holds, in
/// the SVG's user units: `i` the drawn indicator (absent for tab bars, which mark the active
/// item by colour), `x` where the strip's content origin sits in the picture (scroll tabs,
/// whose strip the engine scrolls to the new selection; absent when 0) and `h` the items
/// scrolled wholly out of view. The picture's title with an item selected is `title[0] +
/// label + title[1]`; where the titles do not follow that pattern each state carries its
/// own `t` instead. A null state is an item that cannot be selected: disabled, or not drawn
/// (listed under More).
package struct SelectionStates {
    package let engine: TabLayoutEngine
    package let renderer: TabBarSVGRenderer

    package init(engine: TabLayoutEngine, renderer: TabBarSVGRenderer) {
        self.engine = engine
        self.renderer = renderer
    }

    /// One selectable item's state: its title and the other fields, written.
    private struct State {
        package var label: String
        package var title: String
        package var fields: [String]
    }

    /// The JSON for the preview of `layout`, laid out from `request`; nil when fewer than two
    /// items can be selected.
    package func json(for request: TabLayoutRequest, layout: TabBarLayout, name: String) -> String? {
        var labels: [String] = []
        var states: [State?] = []
        for (index, item) in layout.items.enumerated() {
            guard TabBarSVGRenderer.draws(item, in: layout) else {
                labels.append("null")
                states.append(nil)
                continue
            }
            labels.append(JSONText.quoted(item.label))
            states.append(item.state == .disabled ? nil : state(selecting: index, in: layout, request: request))
        }
        let selectable = states.compactMap { $0 }
        guard selectable.count > 1 else { return nil }
        let template = Self.titleTemplate(selectable)
        let written = states.map { state -> String in
            guard let state else { return "null" }
            let fields = template == nil ? ["\"t\":" + JSONText.quoted(state.title)] + state.fields : state.fields
            return "{" + fields.joined(separator: ",") + "}"
        }
        var json = "{\"name\":\(JSONText.quoted(name)),\"active\":\(layout.activeIndex),\"rtl\":\(layout.rightToLeft),"
        json += "\"labels\":[\(labels.joined(separator: ","))],"
        if let template { json += "\"title\":[\(JSONText.quoted(template.prefix)),\(JSONText.quoted(template.suffix))]," }
        return json + "\"states\":[\(written.joined(separator: ","))]}"
    }

    /// The text around the selected label that every title shares, when there is one: titles
    /// name the selection once and say the same otherwise, so one pair replaces them all.
    private static func titleTemplate(_ states: [State]) -> (prefix: String, suffix: String)? {
        guard let first = states.first, let range = first.title.range(of: first.label) else { return nil }
        let prefix = String(first.title[..<range.lowerBound]), suffix = String(first.title[range.upperBound...])
        return states.allSatisfy({ prefix + $0.label + suffix == $0.title }) ? (prefix, suffix) : nil
    }

    /// The engine's layout with item `index` selected, reduced to what the picture changes.
    private func state(selecting index: Int, in layout: TabBarLayout, request: TabLayoutRequest) -> State? {
        var selecting = request
        // The More item stands for the items under it: selecting it selects the first of them.
        selecting.selected = layout.items[index].isMoreItem ? request.items.count - layout.more.count : index
        // The request laid out with its own selection; another selection of it lays out too.
        guard request.items.indices.contains(selecting.selected), let selected = try? engine.layout(selecting) else { return nil }
        let frame = TabBarSVGRenderer.Frame(layout: selected, steady: renderer.steadyFrame)
        var fields: [String] = []
        if let indicator = selected.indicator {
            let box = renderer.indicatorBox(indicator, layout: selected, frame: frame)
            fields.append("\"i\":[\(SVGNumber.format(box.x)),\(SVGNumber.format(box.width))]")
        }
        let origin = frame.x(0)
        if origin != 0 { fields.append("\"x\":" + SVGNumber.format(origin)) }
        let hidden = selected.items.indices.filter { selected.items[$0].hidden && TabBarSVGRenderer.draws(selected.items[$0], in: selected) }
        if !hidden.isEmpty { fields.append("\"h\":[" + hidden.map(String.init).joined(separator: ",") + "]") }
        return State(label: layout.items[index].label, title: renderer.title(for: selected), fields: fields)
    }
}
