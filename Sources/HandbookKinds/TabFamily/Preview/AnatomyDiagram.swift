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
        var callouts = ""
        var taken: [(Double, Bool)] = []
        for (number, part) in parts.enumerated() {
            guard let (x, y, above) = target(part, layout: layout, frame: frame) else { continue }
            var cx = x
            while taken.contains(where: { abs($0.0 - cx) < 24 && $0.1 == above }) { cx += 24 }
            taken.append((cx, above))
            let cy = above ? 14.0 : height - 14
            let targetY = top + y
            callouts += "<g class=\"callout\"><line x1=\"\(SVGNumber.format(cx))\" y1=\"\(SVGNumber.format(above ? cy + 10 : cy - 10))\" x2=\"\(SVGNumber.format(x))\" y2=\"\(SVGNumber.format(targetY))\" stroke=\"var(--hb-preview-indicator, #2f3fbf)\" stroke-width=\"1\"/>"
            callouts += "<circle cx=\"\(SVGNumber.format(x))\" cy=\"\(SVGNumber.format(targetY))\" r=\"2.5\" fill=\"var(--hb-preview-indicator, #2f3fbf)\"/>"
            callouts += "<circle cx=\"\(SVGNumber.format(cx))\" cy=\"\(SVGNumber.format(cy))\" r=\"10\" fill=\"var(--hb-preview-indicator, #2f3fbf)\"/>"
            callouts += "<text x=\"\(SVGNumber.format(cx))\" y=\"\(SVGNumber.format(cy + 4))\" text-anchor=\"middle\" font-size=\"12\" fill=\"var(--hb-preview-surface, #ffffff)\">\(number + 1)</text></g>"
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
    private func target(_ part: String, layout: TabBarLayout, frame: TabBarSVGRenderer.Frame) -> (Double, Double, Bool)? {
        let visible = layout.items.filter { !$0.hidden }
        guard let first = visible.first else { return nil }
        let active = layout.items.indices.contains(layout.activeIndex) ? layout.items[layout.activeIndex] : first
        // Parts point at different items where there are enough, so callouts do not crowd one.
        let others = visible.filter { $0.x != active.x }
        let other = others.first ?? first
        let second = others.dropFirst().first ?? other
        // The bar's own box: the floating and top bars' capsule, else the whole picture.
        let capsule = layout.floating?.bar ?? layout.topBar?.bar
        let barTop = capsule?.y ?? 0, barBottom = capsule.map { $0.y + $0.height } ?? layout.height
        switch part.lowercased() {
        case "container":
            let right = capsule.map { $0.x + $0.width } ?? (visible.last?.maxX ?? first.maxX)
            return (frame.x(right - max(16, (capsule?.radius ?? 0))), barBottom - 1, false)
        case "item", "segment":
            return (frame.x(other.x + other.width / 2), barTop + 2, true)
        case "label":
            return (frame.x(active.labelX + active.labelWidth / 2), active.labelY + 2, false)
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
            return (frame.x(indicator.x + indicator.width / 2), indicator.y + indicator.height / 2, false)
        case "icon":
            guard let icon = second.icon else { return nil }
            return (frame.x(icon.x + icon.width / 2), icon.y, true)
        case "badge":
            guard let badged = visible.first(where: { $0.badge != nil }), let badge = badged.badge, let icon = badged.icon else { return nil }
            return (frame.x(badge.x + badge.width / 2), icon.y - layout.metrics.badgeHeight / 3, true)
        default:
            return nil
        }
    }
}
