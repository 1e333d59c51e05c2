import TabLayout

/// The anatomy picture: the computed bar with numbered callouts and leader lines to its
/// parts (container, item, label, indicator; icon and badge on tab bars; segment and thumb
/// on segmented controls), numbered in the spec's order.
package struct AnatomyDiagram {
    package let previews: PreviewRenderer

    package init(previews: PreviewRenderer) {
        self.previews = previews
    }
    package static let margin = 44.0
    /// How far apart two numbers' centres are at least: a marker's width and a little air.
    package static let markerGap = 24.0

    /// `xs` (ascending) moved apart to at least `gap` each, as little as they can and in their
    /// order, kept within `bounds` where there is room.
    package static func spread(_ xs: [Double], gap: Double, within bounds: ClosedRange<Double>) -> [Double] {
        var placed = xs
        for index in placed.indices.dropFirst() where placed[index] < placed[index - 1] + gap { placed[index] = placed[index - 1] + gap }
        // Past the right edge: slide back as a block, each still a gap apart.
        if let last = placed.last, last > bounds.upperBound {
            placed[placed.count - 1] = bounds.upperBound
            for index in placed.indices.dropLast().reversed() where placed[index] > placed[index + 1] - gap { placed[index] = placed[index + 1] - gap }
        }
        if let first = placed.first, first < bounds.lowerBound {
            let shift = bounds.lowerBound - first
            placed = placed.map { $0 + shift }
        }
        return placed
    }

    /// The diagram of `example` with `parts` numbered, its bar painted with `palette`.
    package func render(_ example: ComponentExample, parts: [String], idPrefix: String, metrics: TabMetrics?, palette: PreviewPalette? = nil) throws(DiagnosticsError) -> String {
        var example = example
        example.intent = nil
        let request = try PreviewRenderer.request(of: example) { () throws(TabLayoutError) in
            try example.request(defaultWidth: previews.defaultWidth(for: example), metrics: metrics)
        }
        let layout = try PreviewRenderer.layout(request, of: example, engine: previews.engine)
        var drawing = previews.drawing(idPrefix: idPrefix + "-bar")
        drawing.palette = palette ?? previews.primaryPalette
        let inner = drawing.render(layout)
        let frame = TabBarSVGRenderer.Frame(layout: layout)
        let top = Self.margin, width = frame.canvasWidth, height = layout.height + 2 * Self.margin
        // Each part's point, then the numbers laid out along the top and the bottom edge in the
        // order of the points they name, at least a marker apart: leaders never cross and
        // markers never touch.
        var used = Set<Int>()
        let points = parts.enumerated().compactMap { number, part in
            target(part, layout: layout, frame: frame, used: &used).map { (number: number, x: $0.0, y: $0.1, above: $0.2) }
        }
        var callouts = ""
        for above in [true, false] {
            let side = points.filter { $0.above == above }.sorted { ($0.x, $0.number) < ($1.x, $1.number) }
            let markers = Self.spread(side.map(\.x), gap: Self.markerGap, within: 12...(width - 12))
            for (point, cx) in zip(side, markers) {
                let cy = above ? 14.0 : height - 14
                let targetY = top + point.y
                callouts += "<g class=\"callout\"><line x1=\"\(SVGNumber.format(cx))\" y1=\"\(SVGNumber.format(above ? cy + 10 : cy - 10))\" x2=\"\(SVGNumber.format(point.x))\" y2=\"\(SVGNumber.format(targetY))\" stroke=\"var(--hb-preview-indicator, #2f3fbf)\" stroke-width=\"1\"/>"
                callouts += "<circle cx=\"\(SVGNumber.format(point.x))\" cy=\"\(SVGNumber.format(targetY))\" r=\"2.5\" fill=\"var(--hb-preview-indicator, #2f3fbf)\"/>"
                callouts += "<circle cx=\"\(SVGNumber.format(cx))\" cy=\"\(SVGNumber.format(cy))\" r=\"10\" fill=\"var(--hb-preview-indicator, #2f3fbf)\"/>"
                callouts += "<text x=\"\(SVGNumber.format(cx))\" y=\"\(SVGNumber.format(cy + 4))\" text-anchor=\"middle\" font-size=\"12\" fill=\"var(--hb-preview-surface, #ffffff)\">\(point.number + 1)</text></g>"
            }
        }
        let names = parts.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"anatomy\" role=\"img\" aria-labelledby=\"\(idPrefix)-title\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\" viewBox=\"0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))\" font-family=\"'Handbook Preview', Inter, sans-serif\" font-weight=\"500\" text-rendering=\"geometricPrecision\">"
            + "<title id=\"\(idPrefix)-title\">Anatomy: \(HTML.escape(names))</title>"
            + "<svg x=\"0\" y=\"\(SVGNumber.format(top))\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(layout.height))\">" + inner.dropFirst(0) + "</svg>"
            + callouts + "</svg>"
    }

    /// Where a part's leader line ends, in the bar's coordinates, and whether its number sits
    /// above. Each line reaches its part from the side where nothing else is drawn — the icon,
    /// the item and the badge from above, the label and the container from below, a pill from
    /// below beside its label — so no line runs through another part.
    private func target(_ part: String, layout: TabBarLayout, frame: TabBarSVGRenderer.Frame, used: inout Set<Int>) -> (Double, Double, Bool)? {
        let visible = layout.items.indices.filter { !layout.items[$0].hidden }
        guard let firstIndex = visible.first else { return nil }
        let first = layout.items[firstIndex]
        let active = layout.items.indices.contains(layout.activeIndex) ? layout.items[layout.activeIndex] : first
        // Parts point at different items where there are enough, so callouts do not crowd one:
        // the first item not yet pointed at (and, for the icon, not the badge's).
        func free(avoidingBadge: Bool = false) -> LaidOutTab {
            let candidates = visible.filter { $0 != layout.activeIndex && !used.contains($0) }
            let plain = candidates.first { !avoidingBadge || layout.items[$0].badge == nil }
            // The icon would rather share the active item (its label is reached from below) than the badge's.
            let fallback = avoidingBadge && layout.items.indices.contains(layout.activeIndex) ? layout.activeIndex : candidates.first
            let chosen = plain ?? fallback ?? visible.first { $0 != layout.activeIndex } ?? firstIndex
            used.insert(chosen)
            return layout.items[chosen]
        }
        // The bar's own box: the floating and top bars' capsule, else the whole picture.
        let capsule = layout.floating?.bar ?? layout.topBar?.bar
        let barTop = capsule?.y ?? 0, barBottom = capsule.map { $0.y + $0.height } ?? layout.height
        switch part.lowercased() {
        case "container":
            let right = capsule.map { $0.x + $0.width } ?? (visible.last.map { layout.items[$0].maxX } ?? first.maxX)
            return (frame.x(right - max(16, (capsule?.radius ?? 0))), barBottom - 1, false)
        case "item", "segment":
            let other = free()
            return (frame.x(other.x + other.width / 2), barTop + 2, true)
        case "label":
            let x = frame.x(active.labelX + active.labelWidth / 2)
            // Under an icon, from below, just past the descenders; alone (tabs, segments), from
            // above, just over the capitals, so the line crosses no indicator under it.
            if active.icon != nil { return (x, active.labelY + max(4, layout.fontSize * 0.4), false) }
            return (x, active.labelY - layout.fontSize * 0.8 - 2, true)
        case "indicator", "thumb":
            guard let indicator = layout.indicator else { return nil }
            if layout.variant.isMaterialNavigation {
                return (frame.x(indicator.x + indicator.width - 5), indicator.y + indicator.height / 2, false)
            }
            // A thumb or selection capsule holds the label: its lower edge, away from the
            // label's line; an underline is thin enough to point at its middle.
            if indicator.height >= 12 {
                return (frame.x(indicator.x + indicator.width - 8), indicator.y + indicator.height - 1.5, false)
            }
            // An underline: near its trailing end, clear of the label above its middle.
            return (frame.x(indicator.x + indicator.width - 4), indicator.y + indicator.height / 2, false)
        case "icon":
            guard let icon = free(avoidingBadge: true).icon else { return nil }
            return (frame.x(icon.x + icon.width / 2), icon.y - 1, true)
        case "badge":
            guard let index = visible.first(where: { layout.items[$0].badge != nil }), let badge = layout.items[index].badge,
                  let icon = layout.items[index].icon else { return nil }
            used.insert(index)
            // The oval's top edge, at its middle (it rides a third of its height above the icon).
            return (frame.x(badge.x + badge.width / 2), icon.y - layout.metrics.badgeHeight / 3 - 1, true)
        default:
            return nil
        }
    }
}
