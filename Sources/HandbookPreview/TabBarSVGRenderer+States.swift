import TabLayout

extension TabBarSVGRenderer {
    /// Material's state-layer opacities (hover 8 %, focus 10 %), which iPadOS's pointer and
    /// keyboard highlights come close to.
    static let hoverOpacity = 0.08, focusOpacity = 0.10
    /// The focus ring: 3 wide, 2 outside the item's shape, in the active label's paint (the
    /// platforms' focus indicator takes the accent: Material's secondary, iOS's tint).
    static let focusRingWidth = 3.0, focusRingGap = 2.0

    /// A hovered or focused item's state layer — the item's own content colour at the
    /// platforms' opacity, in the same shape a press fills (`pressedBox`) — and, for focus,
    /// the ring around that shape. The ring goes outside the shape where the picture has room
    /// for it, inside where it has not (an edge-to-edge bar's item is the bar's full height).
    func stateLayer(_ item: LaidOutTab, layout: TabBarLayout, frame: Frame, content: String) -> String {
        stateLayer(in: pressedBox(item, layout: layout, frame: frame), focused: item.state == .focused,
                   canvas: (frame.canvasWidth, frame.canvasHeight), content: content)
    }

    /// The state layer (and for focus the ring) in `box`, on a picture `canvas` wide and high:
    /// a bar's item in its pressed shape, an iPad sidebar's row in its rounded row.
    func stateLayer(in box: BarBox, focused: Bool, canvas: (width: Double, height: Double), content: String) -> String {
        let opacity = SVGNumber.format(focused ? Self.focusOpacity : Self.hoverOpacity)
        var svg = "<rect class=\"state-layer\" \(Self.attributes(box)) fill=\"\(content)\" fill-opacity=\"\(opacity)\"/>"
        guard focused else { return svg }
        let half = Self.focusRingWidth / 2
        let outset = Self.focusRingGap + half
        var ring = BarBox(x: box.x - outset, y: box.y - outset, width: box.width + 2 * outset, height: box.height + 2 * outset,
                          radius: box.radius > 0 ? box.radius + outset : 0)
        let fits = ring.x - half >= 0 && ring.y - half >= 0
            && ring.x + ring.width + half <= canvas.width && ring.y + ring.height + half <= canvas.height
        if !fits {
            ring = BarBox(x: box.x + half, y: box.y + half, width: max(0, box.width - 2 * half), height: max(0, box.height - 2 * half),
                          radius: max(0, box.radius - half))
        }
        svg += "<rect class=\"focus-ring\" \(Self.attributes(ring)) fill=\"none\" stroke=\"\(palette.activeLabel)\" stroke-width=\"\(SVGNumber.format(Self.focusRingWidth))\"/>"
        return svg
    }
}
