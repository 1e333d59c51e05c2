import HandbookFoundation
import TabLayout

/// Items' icons: the glyph the item names (`IconArt`, from a team's SVG file, an icon font or
/// Material Icons), scaled into the icon box the engine placed, in the part's colour. An icon
/// whose selected glyph differs (filled when selected) is drawn twice, `data-state="normal"` and
/// `data-state="selected"`, one of them hidden, so the selection script shows the right one.
/// Only an item that names no glyph (or one nothing provides, which the build reports) gets the
/// generic rounded square, `rect.icon`.
extension TabBarSVGRenderer {
    /// The icon of `item` in `box` (content coordinates).
    func icon(_ item: LaidOutTab, box: IconBox, frame: Frame, color: String, active: Bool) -> String {
        let placed = IconBox(x: frame.x(box.x), y: box.y, width: box.width, height: box.height)
        let glyphs = item.isMoreItem ? PreviewIcon(normal: .more) : item.glyph.flatMap { icons[$0] }
        guard let glyphs else { return placeholder(placed, color: color, filled: active) }
        return Self.drawn(glyphs, in: placed, color: color, active: active)
    }

    /// The icon named `glyph` (nil: the generic square) in `box`, for pictures that draw one
    /// icon apart from a bar's items (the minimised bar, a sidebar row).
    func icon(named glyph: String?, box: IconBox, color: String, active: Bool) -> String {
        guard let glyphs = glyph.flatMap({ icons[$0] }) else { return placeholder(box, color: color, filled: active) }
        return Self.drawn(glyphs, in: box, color: color, active: active)
    }

    private static func drawn(_ glyphs: PreviewIcon, in box: IconBox, color: String, active: Bool) -> String {
        guard glyphs.normal != glyphs.selected else { return group(glyphs.normal, in: box, color: color, state: nil, hidden: false) }
        return group(glyphs.normal, in: box, color: color, state: "normal", hidden: active)
            + group(glyphs.selected, in: box, color: color, state: "selected", hidden: !active)
    }

    /// One glyph as `<g class="icon">`: its shapes, its box scaled to fit the icon box and centred in it.
    private static func group(_ art: IconArt, in box: IconBox, color: String, state: String?, hidden: Bool) -> String {
        let scale = min(box.width / max(art.width, 1e-9), box.height / max(art.height, 1e-9))
        let x = box.x + (box.width - art.width * scale) / 2 - art.minX * scale
        let y = box.y + (box.height - art.height * scale) / 2 - art.minY * scale
        var svg = "<g class=\"icon\" data-glyph=\"\(HTML.escape(art.source))\""
        if let state { svg += " data-state=\"\(state)\"" }
        if hidden { svg += " display=\"none\"" }
        svg += " color=\"\(color)\" transform=\"translate(\(SVGNumber.format(x)) \(SVGNumber.format(y))) scale(\(SVGNumber.format(scale, places: 6)))\">"
        return svg + art.body + "</g>"
    }

    /// The generic glyph: a rounded square outline, filled when active.
    private func placeholder(_ box: IconBox, color: String, filled: Bool) -> String {
        let size = box.width * 0.84
        let x = SVGNumber.format(box.x + (box.width - size) / 2), y = SVGNumber.format(box.y + (box.height - size) / 2)
        let fill = filled ? color : "none"
        return "<rect class=\"icon\" x=\"\(x)\" y=\"\(y)\" width=\"\(SVGNumber.format(size))\" height=\"\(SVGNumber.format(size))\" rx=\"6\" fill=\"\(fill)\" stroke=\"\(color)\" stroke-width=\"1.75\"/>"
    }
}
