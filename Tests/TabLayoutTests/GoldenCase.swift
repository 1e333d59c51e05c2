import TabLayout
import Testing

/// One case of `LayoutGoldens.fixture`: a request written as `key: value` lines,
/// then a line with a single `.`, then the expected geometry as `GoldenCase.describe` prints it.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    var title: String
    var input: [(key: String, value: String)]
    var expected: String

    var testDescription: String { title }

    /// Splits a fixture file on `### ` headings.
    static func parse(_ text: String) -> [GoldenCase] {
        var cases: [GoldenCase] = []
        var current: GoldenCase?
        var inExpected = false
        var expected: [String] = []
        func finish() {
            if var done = current {
                done.expected = expected.joined(separator: "\n").trimmingTrailingNewlines()
                cases.append(done)
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("### ") {
                finish()
                current = GoldenCase(title: String(line.dropFirst(4)), input: [], expected: "")
                inExpected = false
                expected = []
            } else if current == nil {
                continue
            } else if line == "." {
                inExpected = true
            } else if inExpected {
                expected.append(line)
            } else if let colon = line.firstIndex(of: ":") {
                let key = String(line[..<colon])
                let value = String(line[line.index(after: colon)...]).trimmingLeadingSpaces()
                current?.input.append((key, value))
            }
        }
        finish()
        return cases
    }

    /// The request the input lines describe.
    func request() throws -> TabLayoutRequest {
        var labels: [String] = []
        var variant = TabVariant.scroll
        var width = 360.0
        var selected = 0
        var device = DeviceClass.phone
        var rtl = false
        var scale = 1.0
        var span = IndicatorSpan.label
        var states: [Int: TabItem.State] = [:]
        var badges: [Int: TabBadge] = [:]
        var floating: FloatingBarMetrics?, topBar: TopBarMetrics?, search: String?, sidebar = false
        for (key, value) in input {
            switch key {
            case "items": labels = value.components(separatedBy: " | ")
            case "variant": variant = try TabVariant(rawValue: value).unwrap(key)
            case "width": width = try Double(value).unwrap(key)
            case "selected": selected = try Int(value).unwrap(key)
            case "device": device = try DeviceClass(rawValue: value).unwrap(key)
            case "rtl": rtl = value == "true"
            case "text-scale": scale = try Double(value).unwrap(key)
            case "indicator": span = try IndicatorSpan(rawValue: value).unwrap(key)
            case "pressed": states[try Int(value).unwrap(key)] = .pressed
            case "disabled": states[try Int(value).unwrap(key)] = .disabled
            case "badge":
                let parts = value.components(separatedBy: " ")
                badges[try Int(parts[0]).unwrap(key)] = try TabBadge(text: parts.last ?? "").unwrap(key)
            case "floating": floating = FloatingBarMetrics(try Self.lengths(value, key))
            case "top-bar": topBar = TopBarMetrics(try Self.lengths(value, key))
            case "search": search = value
            case "sidebar-adaptable": sidebar = value == "true"
            default: throw GoldenError.unknownKey(key)
            }
        }
        let items = labels.enumerated().map { TabItem($1, state: states[$0] ?? .default, badge: badges[$0]) }
        var request = TabLayoutRequest(items: items, variant: variant, width: width, selected: selected,
                                       textScale: scale, rightToLeft: rtl, device: device, indicatorSpan: span)
        request.metrics.floating = floating
        request.metrics.topBar = topBar
        request.search = search.map { TabItem($0) }
        request.sidebarAdaptable = sidebar
        return request
    }

    /// `key=length, …` as the spec's `metrics: floating:` and `top-bar:` name them.
    static func lengths<Key: RawRepresentable & Hashable>(_ text: String, _ name: String) throws -> [Key: Double] where Key.RawValue == String {
        var lengths: [Key: Double] = [:]
        for pair in text.components(separatedBy: ", ") {
            let parts = pair.components(separatedBy: "=")
            guard parts.count == 2 else { throw GoldenError.unknownKey(name + " " + pair) }
            lengths[try Key(rawValue: parts[0]).unwrap(name)] = try Double(parts[1]).unwrap(name)
        }
        return lengths
    }

    /// The geometry in the fixture's notation: one line per fact, numbers to 3 decimals.
    static func describe(_ layout: TabBarLayout) -> String {
        var lines = ["contentWidth \(n(layout.contentWidth)) scrollOffset \(n(layout.scrollOffset)) fontSize \(n(layout.fontSize)) active \(layout.activeIndex)"]
        for (index, item) in layout.items.enumerated() {
            var line = "item \(index) \"\(item.text)\" x \(n(item.x)) width \(n(item.width)) labelX \(n(item.labelX)) labelWidth \(n(item.labelWidth))"
            if item.truncated { line += " truncated" }
            if item.hidden { line += " hidden" }
            if item.state != .default { line += " \(item.state.rawValue)" }
            if item.isMoreItem { line += " more-item" }
            if let badge = item.badge { line += " badge \"\(badge.text)\" \(n(badge.x)) \(n(badge.width))" }
            lines.append(line)
        }
        if let indicator = layout.indicator {
            lines.append("indicator x \(n(indicator.x)) width \(n(indicator.width))")
        }
        if !layout.more.isEmpty {
            lines.append("more \(layout.more.joined(separator: " | "))")
        }
        if let floating = layout.floating {
            lines.append("height \(n(layout.height)) bar \(box(floating.bar)) selection \(box(floating.selection))")
            if let search = floating.search { lines.append("search \"\(floating.searchLabel ?? "")\" \(box(search))") }
            let minimized = floating.minimized
            lines.append("minimized height \(n(minimized.height)) bar \(box(minimized.bar))" + (minimized.search.map { " search \(box($0))" } ?? ""))
        }
        if let top = layout.topBar {
            lines.append("height \(n(layout.height)) bar \(box(top.bar)) selection \(box(top.selection))")
            if let button = top.sidebarButton { lines.append("sidebar-button \(box(button))") }
            if let sidebar = top.sidebar {
                lines.append("sidebar height \(n(sidebar.height)) panel \(box(sidebar.panel)) selection \(box(sidebar.selection))")
                for (index, row) in sidebar.rows.enumerated() {
                    lines.append("row \(index) \"\(row.text)\" top \(n(sidebar.rowTops[index])) x \(n(row.x)) width \(n(row.width)) labelX \(n(row.labelX)) labelWidth \(n(row.labelWidth))" + (row.truncated ? " truncated" : ""))
                }
            }
        }
        for diagnostic in layout.diagnostics {
            lines.append("\(diagnostic.severity.rawValue) \(diagnostic.rule.id): \(diagnostic.message)")
        }
        return lines.joined(separator: "\n")
    }

    /// A box as `x,y width×height rRADIUS`.
    static func box(_ box: BarBox) -> String {
        "\(n(box.x)),\(n(box.y)) \(n(box.width))×\(n(box.height)) r\(n(box.radius))"
    }

    /// At most three decimals, trailing zeros dropped, so goldens ignore float noise.
    static func n(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = Int(abs(thousandths))
        var fraction = String(magnitude % 1000)
        guard fraction != "0" else { return sign + String(magnitude / 1000) }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(magnitude / 1000).\(fraction)"
    }
}

enum GoldenError: Error {
    case unknownKey(String)
    case badValue(String)
}

extension Optional {
    func unwrap(_ key: String) throws -> Wrapped {
        guard let value = self else { throw GoldenError.badValue(key) }
        return value
    }
}

extension String {
    func trimmingLeadingSpaces() -> String { String(drop(while: { $0 == " " })) }
    func trimmingTrailingNewlines() -> String {
        var copy = self
        while copy.hasSuffix("\n") { copy.removeLast() }
        return copy
    }
}
