/// Finds the widths at which a bar's behaviour changes (`WidthThreshold`), by asking the
/// engine: no formula of its own, so what it reports is what the engine draws.
///
/// The bar is laid out at every `step` across the range; where two neighbouring samples
/// differ in a fact, the width is bisected down to one floating-point step, so just below
/// the threshold the engine gives one answer and at it the other. Changes closer together
/// than `step` (a fact that flips and flips back between two samples) are not seen.
public struct WidthThresholds: Sendable {
    /// The engine whose answers are compared.
    public let engine: TabLayoutEngine

    /// A finder asking `engine`.
    public init(engine: TabLayoutEngine) {
        self.engine = engine
    }

    /// Every threshold between `lower` and `upper`, narrowest first. `request` gives the
    /// bar at a width, so a caller can switch the device class with the width, as a site
    /// does at its tablet width.
    public func thresholds(
        from lower: Double, to upper: Double, step: Double = 1, request: (Double) -> TabLayoutRequest
    ) throws(TabLayoutError) -> [WidthThreshold] {
        guard lower.isFinite, upper.isFinite, lower > 0 else { throw .nonPositiveWidth(lower) }
        guard upper > lower else { return [] }
        let step = step.isFinite && step > 0 ? step : 1
        var found: [WidthThreshold] = []
        var previousWidth = lower
        var previous = try facts(at: lower, request: request)
        var width = lower
        while width < upper {
            width = min(width + step, upper)
            let current = try facts(at: width, request: request)
            for (key, value) in current.values where previous.values[key] != value {
                found.append(try bisect(key, below: previousWidth, above: width, request: request))
            }
            previous = current
            previousWidth = width
        }
        return found.sorted { ($0.width, $0.kind.rawValue, $0.itemIndex ?? -1) < ($1.width, $1.kind.rawValue, $1.itemIndex ?? -1) }
    }

    /// The facts about one layout that thresholds are made of.
    struct Facts {
        struct Key: Hashable {
            var kind: WidthThreshold.Kind
            var item: Int?
        }

        var values: [Key: Bool] = [:]
        var labels: [Int: String] = [:]
    }

    func facts(at width: Double, request: (Double) -> TabLayoutRequest) throws(TabLayoutError) -> Facts {
        let asked = request(width)
        let layout = try engine.layout(asked)
        var facts = Facts()
        // The engine keeps the request's items first and in order; a More item comes after them.
        for index in asked.items.indices {
            let item = layout.items[index]
            facts.values[.init(kind: .truncates, item: index)] = item.truncated && !item.hidden
            facts.labels[index] = asked.items[index].label
        }
        facts.values[.init(kind: .scrolls)] = layout.isScrolling
        facts.values[.init(kind: .moreItem)] = !layout.more.isEmpty
        facts.values[.init(kind: .tablet)] = layout.device == .tablet
        // The touch target is a tab bar rule (LayoutRules); tabs have their own minimum width.
        facts.values[.init(kind: .touchTarget)] = layout.variant == .tabBar
            && layout.items.contains { !$0.hidden && $0.width < LayoutRules.minimumTouchTarget }
        return facts
    }

    /// Narrows `below...above`, whose ends differ in `key`, to neighbouring doubles.
    private func bisect(
        _ key: Facts.Key, below: Double, above: Double, request: (Double) -> TabLayoutRequest
    ) throws(TabLayoutError) -> WidthThreshold {
        let low = try facts(at: below, request: request)
        let holdsBelow = low.values[key] ?? false
        var lower = below, upper = above
        while true {
            let middle = lower + (upper - lower) / 2
            guard middle > lower, middle < upper else { break }
            if try facts(at: middle, request: request).values[key] == holdsBelow {
                lower = middle
            } else {
                upper = middle
            }
        }
        return WidthThreshold(kind: key.kind, width: upper, holdsBelow: holdsBelow, itemIndex: key.item,
                              label: key.item.flatMap { low.labels[$0] })
    }
}
