import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout
import TextMetrics

/// Draws a computed layout as a self-contained SVG (DESIGN.md's structure): each item a
/// `g.tab[data-index][data-x][data-width]` holding `text.label[data-width]`, the indicator
/// `.indicator`. Labels are drawn as the engine truncated them, never squeezed with
/// `textLength`. Colours come from `palette`: by default the theme's CSS custom properties
/// with fallbacks, so its light and dark schemes both apply (`--hb-preview-surface`,
/// `--hb-preview-label`, `--hb-preview-label-active`, `--hb-preview-indicator`, `--hb-preview-divider`,
/// `--hb-preview-pressed`, `--hb-preview-disabled`, `--hb-badge`, `--hb-badge-text`, `--hb-frame`,
/// `--hb-offscreen`); for a spec styled with design tokens, the colours resolved in one
/// token context, named by the `<svg>`'s `data-tokens`.
public struct TabBarSVGRenderer: Sendable {
    /// Prefix for ids inside the SVG, unique per page, since several SVGs share a document.
    public var idPrefix: String
    /// The font family the labels were measured with (declared by the theme's `@font-face`).
    public var fontFamily = "'Handbook Preview', Inter, sans-serif"
    /// Text scale the layout was computed with, for the title.
    public var textScale = 1.0
    /// A file of its own (downloads): named by its `<title>` alone, since `aria-labelledby`
    /// is for SVG inside HTML.
    public var standalone = false
    /// Keeps both faded peeks of a scrolling bar whatever its scroll offset, so a new
    /// selection or width moves the strip inside a picture of steady size (interactive previews).
    public var steadyFrame = false
    /// The paints of every part.
    public var palette = PreviewPalette.theme
    /// The glyphs items name, by the name their request gave (`TabItem.glyph`).
    public var icons: [String: PreviewIcon] = [:]
    /// The platform the preview shows (`ios`, `android`, `web`), as `data-platform`; its
    /// lengths are named in the platform's unit (pt, dp, px).
    public var platform = "web"
    /// The unit lengths are named in: the platform pack's when it is given (CSS `px` for the
    /// web, so a title says what the page's captions say), else `dp` on Android and `pt`.
    public var unit: String {
        get { givenUnit ?? (platform == "android" ? "dp" : "pt") }
        set { givenUnit = newValue }
    }
    private var givenUnit: String?

    /// How far a scrolling strip shows past the device frame, faded, on each side.
    package static let peek = 56.0

    public init(idPrefix: String, textScale: Double = 1) {
        self.idPrefix = idPrefix
        self.textScale = textScale
    }

    /// The title that says what the preview shows, e.g. "Tabs, scroll, 6 items, Notifications selected, 360 pt".
    public func title(for layout: TabBarLayout) -> String {
        let count = layout.items.filter { !$0.isMoreItem }.count
        var parts = [layout.variant.displayName.lowercased().capitalizedFirst, "\(count) item\(count == 1 ? "" : "s")"]
        if layout.items.indices.contains(layout.activeIndex) {
            parts.append("\(layout.items[layout.activeIndex].label) selected")
        }
        parts.append("\(SVGNumber.format(layout.width)) \(unit)")
        if layout.variant == .tabBar { parts.append(layout.device.rawValue) }
        parts += ownPartsInTitle(layout)
        if textScale != 1 { parts.append("text at \(SVGNumber.format(textScale * 100)) %") }
        if layout.rightToLeft { parts.append("right to left") }
        let truncated = layout.truncatedLabels
        if !truncated.isEmpty { parts.append("truncated: " + truncated.joined(separator: ", ")) }
        if !layout.more.isEmpty { parts.append("under More: " + layout.more.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }

    /// The SVG for `layout`.
    public func render(_ layout: TabBarLayout) -> String {
        let geometry = Frame(layout: layout, steady: steadyFrame)
        var svg = ""
        let width = SVGNumber.format(geometry.canvasWidth), height = SVGNumber.format(geometry.canvasHeight)
        let classes = "tab-preview tab-preview--\(layout.variant.rawValue)" + (layout.isScrolling ? " tab-preview--scrolling" : "")
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(classes)\" role=\"img\"" + (standalone ? " " : " aria-labelledby=\"\(idPrefix)-title\" ")
        svg += "data-platform=\"\(HTML.escape(platform))\" "
        if let tokens = palette.tokens { svg += "data-tokens=\"\(HTML.escape(tokens))\" " }
        // Where the bar starts, for a page script that opens a wide picture at its start.
        if layout.rightToLeft { svg += "data-direction=\"rtl\" " }
        // geometricPrecision: a preview scaled to fit a column keeps the font size the engine
        // measured with, instead of a size hinted for the scaled-down pixels.
        svg += "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"\(fontFamily)\" font-weight=\"500\" text-rendering=\"geometricPrecision\">"
        svg += "<title id=\"\(idPrefix)-title\">\(HTML.escape(title(for: layout)))</title>"
        svg += "<defs><clipPath id=\"\(idPrefix)-clip\"><rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/></clipPath>"
        if layout.floating != nil || layout.topBar != nil { svg += materialDefinitions() }
        svg += "</defs>"
        svg += surface(layout, geometry)
        svg += "<g clip-path=\"url(#\(idPrefix)-clip)\">"
        if layout.variant == .segmented { svg += thumb(layout, geometry) }
        if layout.variant.isMaterialNavigation { svg += pill(layout, geometry) }
        // iOS 26's floating bar and iPadOS's top bar: the selection behind the active tab, and the sidebar button.
        svg += floatingOrTopBarUnderItems(layout)
        // A navigation rail's items are one column: its group is the rail (`class="rail"`).
        let isRail = layout.variant == .navigationRail || layout.variant == .navigationRailExpanded
        if isRail { svg += "<g class=\"rail\">" }
        for (index, item) in layout.items.enumerated() where Self.draws(item, in: layout) {
            svg += tab(item, index: index, active: index == layout.activeIndex, layout: layout, geometry: geometry)
        }
        if isRail { svg += "</g>" }
        svg += searchTab(layout)
        svg += indicator(layout, geometry)
        svg += "</g>"
        svg += overflow(layout, geometry)
        svg += "</svg>"
        return svg
    }

    // MARK: Parts

    /// The band of a rail's item `index`, top to bottom: from halfway to the item above to
    /// halfway to the item below, so the bands of a column meet and never overlap (the
    /// selection demo's buttons cover them). Nil for a bar, whose items are side by side and
    /// each its whole height.
    package static func railBand(_ index: Int, in layout: TabBarLayout) -> (y: Double, height: Double)? {
        guard layout.variant == .navigationRail || layout.variant == .navigationRailExpanded, layout.items.indices.contains(index) else { return nil }
        // Each item's content, top to bottom: its pill around the icon, and its label under or
        // beside it (the line's ascent and descent). Bands meet halfway across each gap, so
        // the whole of an item, descenders too, lies in its own band.
        let pad = layout.indicator.map { pill in max(0, (pill.height - (layout.items[index].icon?.height ?? 0)) / 2) } ?? 4
        let extents = layout.items.map { item -> (top: Double, bottom: Double) in
            let text = (top: item.labelY - layout.fontSize, bottom: item.labelY + layout.fontSize * 0.3)
            guard let icon = item.icon else { return text }
            return (min(icon.y - pad, text.top), max(icon.y + icon.height + pad, text.bottom))
        }
        let above = index > 0 ? (extents[index - 1].bottom + extents[index].top) / 2 : nil
        let below = index + 1 < extents.count ? (extents[index].bottom + extents[index + 1].top) / 2 : nil
        // The first and last items reach as far past their content as the neighbouring gap's half.
        let own = extents[index]
        let top = max(0, above ?? below.map { own.top - ($0 - own.bottom) } ?? own.top)
        let bottom = min(layout.height, below ?? above.map { own.bottom + (own.top - $0) } ?? own.bottom)
        return (top, max(0, bottom - top))
    }

    /// Where a pressed item's highlight is drawn: inside the item's own shape, as the platforms
    /// draw it — the floating capsule's and the top bar's rounded selection at that tab,
    /// Material's state layer in the pill's shape at that item's icon, a segment's rounded box
    /// inside the track — and across the whole item only where the item is the shape (tabs,
    /// the edge-to-edge tab bar). A box the bar's height drew through the capsule, above and
    /// below it.
    package func pressedBox(_ item: LaidOutTab, layout: TabBarLayout, frame: Frame) -> BarBox {
        let x = frame.x(item.x)
        if let selection = layout.floating?.selection ?? layout.topBar?.selection {
            return BarBox(x: x, y: selection.y, width: item.width, height: selection.height, radius: selection.radius)
        }
        if layout.variant.isMaterialNavigation, let pill = layout.indicator, let icon = item.icon,
           let activeIcon = layout.items.indices.contains(layout.activeIndex) ? layout.items[layout.activeIndex].icon : nil {
            // The active pill moved from the active item's icon to this one: the same shape for every item.
            let box = indicatorBox(pill, layout: layout, frame: frame)
            return BarBox(x: box.x + frame.x(icon.x) - frame.x(activeIcon.x), y: pill.y + icon.y - activeIcon.y,
                          width: box.width, height: pill.height, radius: pill.height / 2)
        }
        if layout.variant == .segmented {
            let inset = layout.metrics.containerInset
            let height = layout.height - 2 * inset
            return BarBox(x: x + inset, y: inset, width: item.width - 2 * inset, height: height, radius: height / 2)
        }
        return BarBox(x: x, y: 0, width: item.width, height: layout.height, radius: 0)
    }


    private func surface(_ layout: TabBarLayout, _ frame: Frame) -> String {
        let x = SVGNumber.format(frame.leftPeek), w = SVGNumber.format(layout.width)
        if let capsule = layout.floating?.bar ?? layout.topBar?.bar { return screen(layout.width, layout.height, rightToLeft: layout.rightToLeft) + bar(capsule) }
        switch layout.variant {
        case .segmented:
            let h = SVGNumber.format(layout.height)
            // With more contrast the track has an edge: on a canvas of its own colour it would
            // leave the segments as loose words.
            // A capsule, as iOS 26 and Material 3 draw their segmented controls.
            let radius = layout.height / 2
            guard palette.moreContrast else {
                return "<rect class=\"surface\" x=\"\(x)\" y=\"0\" width=\"\(w)\" height=\"\(h)\" rx=\"\(SVGNumber.format(radius))\" fill=\"\(palette.track)\"/>"
            }
            // The edge inside the picture (half a line in from each side), so no part of it is cut.
            let inner = BarBox(x: frame.leftPeek + 0.5, y: 0.5, width: layout.width - 1, height: layout.height - 1, radius: radius - 0.5)
            return "<rect class=\"surface\" \(Self.attributes(inner)) fill=\"\(palette.track)\" stroke=\"\(palette.divider)\" stroke-width=\"1\"/>"
        default:
            let h = SVGNumber.format(layout.height)
            // A scrolling bar runs on past the screen's edges as far as its content does; a peek
            // past the content's end is the stage.
            var start = 0.0, end = frame.canvasWidth
            if layout.isScrolling {
                start = max(0, frame.x(0))
                end = min(frame.canvasWidth, frame.x(layout.contentWidth))
            }
            let (from, width) = (SVGNumber.format(start), SVGNumber.format(end - start))
            var parts = "<rect class=\"surface\" x=\"\(from)\" y=\"0\" width=\"\(width)\" height=\"\(h)\" fill=\"\(palette.surface)\"/>"
            // Material's navigation bar and rail are set apart by their tone, not a rule; with
            // more contrast the tone is not enough (high contrast's surfaces are one white), so
            // the container gets an edge, drawn inside it so no part of the line is cut.
            if layout.variant.isMaterialNavigation {
                guard palette.moreContrast else { return parts }
                let inner = BarBox(x: start + 0.5, y: 0.5, width: max(0, end - start - 1), height: max(0, layout.height - 1), radius: 0)
                return parts + "<rect class=\"container-edge\" \(Self.attributes(inner)) fill=\"none\" stroke=\"\(palette.divider)\" stroke-width=\"1\"/>"
            }
            let dividerY = layout.variant == .tabBar ? "0.5" : SVGNumber.format(layout.height - 0.5)
            parts += "<line class=\"divider\" x1=\"\(from)\" x2=\"\(SVGNumber.format(end))\" y1=\"\(dividerY)\" y2=\"\(dividerY)\" stroke=\"\(palette.divider)\" stroke-width=\"1\"/>"
            return parts
        }
    }

    private func tab(_ item: LaidOutTab, index: Int, active: Bool, layout: TabBarLayout, geometry frame: Frame) -> String {
        let x = frame.x(item.x), width = item.width
        var classes = "tab"
        if active { classes += " tab--active" }
        if item.state != .default { classes += " tab--\(item.state.rawValue)" }
        if item.isMoreItem { classes += " tab--more" }
        var svg = "<g class=\"\(classes)\" data-index=\"\(index)\" data-x=\"\(SVGNumber.format(x))\" data-width=\"\(SVGNumber.format(width))\""
        if let band = Self.railBand(index, in: layout) {
            svg += " data-y=\"\(SVGNumber.format(band.y))\" data-height=\"\(SVGNumber.format(band.height))\""
        }
        if item.hidden { svg += " opacity=\"0.55\"" }
        svg += ">"
        if item.state == .pressed {
            let box = pressedBox(item, layout: layout, frame: frame)
            svg += "<rect class=\"pressed\" \(Self.attributes(box)) fill=\"\(palette.pressed)\"/>"
        }
        let color: String, iconColor: String
        if item.state == .disabled {
            (color, iconColor) = (palette.disabled, palette.disabled)
        } else if active {
            (color, iconColor) = (palette.activeLabel, palette.activeIcon)
        } else {
            (color, iconColor) = (palette.label, palette.icon)
        }
        if item.state == .hovered || item.state == .focused {
            svg += stateLayer(item, layout: layout, frame: frame, content: iconColor)
        }
        if let box = item.icon {
            svg += icon(item, box: box, frame: frame, color: iconColor, active: active)
        }
        // Drawn with the tracking the engine measured with (a typography token's, Material's 0.5 sp).
        let tracking = layout.metrics.letterSpacing
        let spacing = tracking == 0 ? "" : " letter-spacing=\"\(SVGNumber.format(tracking))\""
        svg += "<text class=\"label\" data-width=\"\(SVGNumber.format(item.labelWidth))\" \(labelPosition(item, layout: layout, frame: frame)) y=\"\(SVGNumber.format(item.labelY))\" font-size=\"\(SVGNumber.format(layout.fontSize))\"\(spacing) fill=\"\(color)\">\(HTML.escape(item.text))</text>"
        if let badge = item.badge, let box = item.icon {
            svg += self.badge(badge, top: box.y, layout: layout, frame: frame)
        }
        return svg + "</g>"
    }

    /// Where a label starts, and its direction. The engine measured each label as a
    /// paragraph running the way its first strong character runs (left to right when it has
    /// none), whatever the bar's direction; the browser must resolve the same bidi levels.
    /// A right-to-left label gets `direction="rtl"`, which also puts the ellipsis of a
    /// truncated label (`prefix…` in logical order) at its visual left; its start is then
    /// its right edge, so `x` is `labelX + labelWidth` and the drawn box stays
    /// `labelX … labelX + labelWidth`. In a right-to-left bar, whose page is likely
    /// `dir="rtl"` (inherited by inline SVG), left-to-right labels say so too.
    private func labelPosition(_ item: LaidOutTab, layout: TabBarLayout, frame: Frame) -> String {
        if TextDirection(firstStrongIn: item.text) == .rightToLeft {
            return "x=\"\(SVGNumber.format(frame.x(item.labelX + item.labelWidth)))\" direction=\"rtl\""
        }
        let x = "x=\"\(SVGNumber.format(frame.x(item.labelX)))\""
        return layout.rightToLeft ? x + " direction=\"ltr\"" : x
    }

    private func badge(_ badge: BadgeGeometry, top: Double, layout: TabBarLayout, frame: Frame) -> String {
        let height = layout.metrics.badgeHeight
        let x = frame.x(badge.x), y = top - height / 3
        var svg = "<g class=\"badge\"><rect x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\" width=\"\(SVGNumber.format(badge.width))\" height=\"\(SVGNumber.format(height))\" rx=\"\(SVGNumber.format(height / 2))\" fill=\"\(palette.badge)\"/>"
        svg += "<text x=\"\(SVGNumber.format(x + (badge.width - badge.textWidth) / 2))\" y=\"\(SVGNumber.format(y + height / 2 + badge.fontSize * 0.36))\" font-size=\"\(SVGNumber.format(badge.fontSize))\" fill=\"\(palette.badgeLabel)\">\(HTML.escape(badge.text))</text></g>"
        return svg
    }

    private func indicator(_ layout: TabBarLayout, _ frame: Frame) -> String {
        guard let indicator = layout.indicator else { return "" }
        guard layout.variant != .segmented, !layout.variant.isMaterialNavigation, layout.floating == nil, layout.topBar == nil else { return "" }
        let height = indicator.height
        let box = indicatorBox(indicator, layout: layout, frame: frame)
        let top = indicator.y
        let radius = layout.metrics.indicatorTopRadius
        guard radius > 0 else {
            return "<rect class=\"indicator\" x=\"\(SVGNumber.format(box.x))\" y=\"\(SVGNumber.format(top))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(height))\" rx=\"\(SVGNumber.format(min(height / 2, 1.5)))\" fill=\"\(palette.indicator)\"/>"
        }
        // Top corners rounded, bottom square on the bar's edge: the rect reaches `radius`
        // below the bar and the bar's clip cuts it there, so it stays one `rect.indicator`
        // whose x and width the selection script moves like any other.
        let clip = "<clipPath id=\"\(idPrefix)-indicator-clip\"><rect x=\"0\" y=\"\(SVGNumber.format(top))\" width=\"\(SVGNumber.format(frame.leftPeek + layout.contentWidth + frame.rightPeek + 1000))\" height=\"\(SVGNumber.format(height))\"/></clipPath>"
        return clip + "<rect class=\"indicator\" x=\"\(SVGNumber.format(box.x))\" y=\"\(SVGNumber.format(top))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(height + radius))\" rx=\"\(SVGNumber.format(radius))\" clip-path=\"url(#\(idPrefix)-indicator-clip)\" fill=\"\(palette.indicator)\"/>"
    }

    /// The segmented control's raised thumb, a capsule inside the track's, drawn under the labels.
    private func thumb(_ layout: TabBarLayout, _ frame: Frame) -> String {
        guard let indicator = layout.indicator else { return "" }
        let box = indicatorBox(indicator, layout: layout, frame: frame)
        return "<rect class=\"indicator thumb\" x=\"\(SVGNumber.format(box.x))\" y=\"\(SVGNumber.format(indicator.y))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(indicator.height))\" rx=\"\(SVGNumber.format(indicator.height / 2))\" fill=\"\(palette.thumb)\" stroke=\"\(palette.divider)\" stroke-width=\"1\"/>"
    }

    /// Material's active indicator: a full-rounded pill around the active item's icon, drawn
    /// under it (`class="indicator"`, 64 × 32 by default).
    private func pill(_ layout: TabBarLayout, _ frame: Frame) -> String {
        guard let indicator = layout.indicator else { return "" }
        let box = indicatorBox(indicator, layout: layout, frame: frame)
        return "<rect class=\"indicator pill\" x=\"\(SVGNumber.format(box.x))\" y=\"\(SVGNumber.format(indicator.y))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(indicator.height))\" rx=\"\(SVGNumber.format(indicator.height / 2))\" fill=\"\(palette.indicator)\"/>"
    }

    /// Fades what lies outside the device frame and outlines the frame.
    private func overflow(_ layout: TabBarLayout, _ frame: Frame) -> String {
        guard layout.isScrolling else { return "" }
        var svg = ""
        let h = SVGNumber.format(layout.height)
        // Only what lies past the screen's edge is faded: a steady frame keeps both peeks in
        // every selection, and a peek with nothing in it stays the stage, not a blank strip.
        let before = min(frame.leftPeek, max(0, layout.visibleX))
        let after = min(frame.rightPeek, max(0, layout.contentWidth - layout.visibleX - layout.width))
        if before > 0 {
            svg += "<rect class=\"offscreen\" x=\"\(SVGNumber.format(frame.leftPeek - before))\" y=\"0\" width=\"\(SVGNumber.format(before))\" height=\"\(h)\" fill=\"\(palette.offscreen)\" opacity=\"0.6\"/>"
        }
        if after > 0 {
            svg += "<rect class=\"offscreen\" x=\"\(SVGNumber.format(frame.leftPeek + layout.width))\" y=\"0\" width=\"\(SVGNumber.format(after))\" height=\"\(h)\" fill=\"\(palette.offscreen)\" opacity=\"0.6\"/>"
        }
        // The screen's box (`rect.frame`, which the page's script and checks read) is drawn as its
        // two side edges only: a top or bottom edge would run over the selected tab's underline.
        let left = frame.leftPeek + 0.5, right = frame.leftPeek + layout.width - 0.5
        svg += "<rect class=\"frame\" x=\"\(SVGNumber.format(left))\" y=\"0.5\" width=\"\(SVGNumber.format(layout.width - 1))\" height=\"\(SVGNumber.format(layout.height - 1))\" fill=\"none\" stroke=\"none\"/>"
        for x in [left, right] {
            svg += "<line class=\"frame-edge\" x1=\"\(SVGNumber.format(x))\" y1=\"0\" x2=\"\(SVGNumber.format(x))\" y2=\"\(h)\" stroke=\"\(palette.frame)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
        }
        return svg
    }

    /// Maps content coordinates to the canvas: the device frame, with faded peeks either side.
    package struct Frame {
        package let visibleX: Double
        package let leftPeek: Double
        package let rightPeek: Double
        package let canvasWidth: Double
        package let canvasHeight: Double

        package init(layout: TabBarLayout, steady: Bool = false) {
            visibleX = layout.isScrolling ? layout.visibleX : 0
            if layout.isScrolling && steady {
                leftPeek = TabBarSVGRenderer.peek
                rightPeek = TabBarSVGRenderer.peek
            } else if layout.isScrolling {
                leftPeek = min(TabBarSVGRenderer.peek, max(0, visibleX))
                rightPeek = min(TabBarSVGRenderer.peek, max(0, layout.contentWidth - visibleX - layout.width))
            } else {
                leftPeek = 0
                rightPeek = 0
            }
            // A rail is drawn alone: its column, not the screen it sits at the edge of.
            canvasWidth = layout.variant == .navigationRail || layout.variant == .navigationRailExpanded ? layout.contentWidth : leftPeek + layout.width + rightPeek
            canvasHeight = layout.height
        }

        package func x(_ contentX: Double) -> Double { contentX - visibleX + leftPeek }
    }
}

extension String {
    package var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
