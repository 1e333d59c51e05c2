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
    /// does at its tablet width; it keeps the same items at every width.
    public func thresholds(
        from lower: Double, to upper: Double, step: Double = 1, request: (Double) throws(TabLayoutError) -> TabLayoutRequest
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
            // A request whose items change with the width has no facts to compare item by item.
            for fact in current.indices where previous.count == current.count && previous[fact] != current[fact] {
                found.append(try bisect(fact, below: previousWidth, above: width, holdsBelow: previous[fact], request: request))
            }
            previous = current
            previousWidth = width
        }
        return found.sorted { ($0.width, $0.kind.rawValue, $0.itemIndex ?? -1) < ($1.width, $1.kind.rawValue, $1.itemIndex ?? -1) }
    }

    /// The kinds of fact after the per-item truncation facts, in the order `facts` lists them.
    private static let barFacts: [WidthThreshold.Kind] = [.scrolls, .moreItem, .tablet, .touchTarget, .expanded]

    /// The facts thresholds are made of, for the layout at `width`: whether each requested
    /// item's label is truncated, then `barFacts`.
    func facts(at width: Double, request: (Double) throws(TabLayoutError) -> TabLayoutRequest) throws(TabLayoutError) -> [Bool] {
        let asked = try request(width)
        let layout = try engine.layout(asked)
        var facts: [Bool] = []
        facts.reserveCapacity(asked.items.count + Self.barFacts.count)
        // The engine keeps the request's items first and in order; a More item comes after them.
        for index in asked.items.indices {
            facts.append(layout.items[index].truncated && !layout.items[index].hidden)
        }
        facts.append(layout.isScrolling)
        facts.append(!layout.more.isEmpty)
        facts.append(layout.device == .tablet)
        // The touch target is a tab bar rule (LayoutRules); tabs have their own minimum width.
        facts.append(layout.variant == .tabBar && layout.items.contains { !$0.hidden && $0.width < LayoutRules.minimumTouchTarget })
        // A rail that expands changes form without changing device class (Material's 840 dp).
        facts.append(layout.variant == .navigationRailExpanded)
        return facts
    }

    /// Narrows `below...above`, whose ends differ in fact number `fact`, to neighbouring doubles.
    private func bisect(
        _ fact: Int, below: Double, above: Double, holdsBelow: Bool, request: (Double) throws(TabLayoutError) -> TabLayoutRequest
    ) throws(TabLayoutError) -> WidthThreshold {
        var lower = below, upper = above
        while true {
            let middle = lower + (upper - lower) / 2
            guard middle > lower, middle < upper else { break }
            let facts = try facts(at: middle, request: request)
            if facts.indices.contains(fact) && facts[fact] == holdsBelow {
                lower = middle
            } else {
                upper = middle
            }
        }
        let items = try request(below).items
        guard fact < items.count else {
            return WidthThreshold(kind: Self.barFacts[fact - items.count], width: upper, holdsBelow: holdsBelow)
        }
        return WidthThreshold(kind: .truncates, width: upper, holdsBelow: holdsBelow, itemIndex: fact, label: items[fact].label)
    }
}
