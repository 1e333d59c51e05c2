import TabLayout

extension LayoutJSON {
    /// The parts a floating or top bar has beyond its items, after the documented keys:
    /// `"floating": {height, bar, selection, search, searchLabel, minimized: {height, bar, search}}`
    /// and `"topBar": {height, bar, selection, sidebarButton, sidebar: {height, panel, selection,
    /// rowHeight, rows: [{label, text, x, width, labelX, labelWidth, truncated, top}]}}`; each box
    /// `{x, y, width, height, radius}` in points, `null` for a part the bar has not.
    static func ownParts(_ layout: TabBarLayout) -> [String] {
        var parts: [String] = []
        if let floating = layout.floating {
            let minimized = floating.minimized
            let fields = [
                "\"height\": \(number(layout.height))", "\"bar\": \(box(floating.bar))", "\"selection\": \(box(floating.selection))",
                "\"search\": \(box(floating.search))", "\"searchLabel\": \(floating.searchLabel.map(string) ?? "null")",
                "\"minimized\": {\"height\": \(number(minimized.height)), \"bar\": \(box(minimized.bar)), \"search\": \(box(minimized.search))}",
            ]
            parts.append("  \"floating\": {" + fields.joined(separator: ", ") + "}")
        }
        if let top = layout.topBar {
            var fields = [
                "\"height\": \(number(layout.height))", "\"bar\": \(box(top.bar))", "\"selection\": \(box(top.selection))",
                "\"sidebarButton\": \(box(top.sidebarButton))",
            ]
            if let sidebar = top.sidebar {
                let rows = sidebar.rows.enumerated().map { index, row in
                    "{\"label\": \(string(row.label)), \"text\": \(string(row.text)), \"x\": \(number(row.x)), \"width\": \(number(row.width)), "
                        + "\"labelX\": \(number(row.labelX)), \"labelWidth\": \(number(row.labelWidth)), \"truncated\": \(row.truncated), \"top\": \(number(sidebar.rowTops[index]))}"
                }
                fields.append("\"sidebar\": {\"height\": \(number(sidebar.height)), \"panel\": \(box(sidebar.panel)), \"selection\": \(box(sidebar.selection)), "
                              + "\"rowHeight\": \(number(sidebar.rowHeight)), \"rows\": [" + rows.joined(separator: ", ") + "]}")
            } else {
                fields.append("\"sidebar\": null")
            }
            parts.append("  \"topBar\": {" + fields.joined(separator: ", ") + "}")
        }
        return parts
    }

    private static func box(_ box: BarBox?) -> String {
        guard let box else { return "null" }
        return "{\"x\": \(number(box.x)), \"y\": \(number(box.y)), \"width\": \(number(box.width)), \"height\": \(number(box.height)), \"radius\": \(number(box.radius))}"
    }
}
