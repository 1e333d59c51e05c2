import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout

/// iOS 26's floating tab bar and iPadOS's top tab bar: the parts beyond a tab bar's items.
/// The screen behind the bar is `rect.screen`, the capsule `rect.surface` (also `.bar`), the
/// selection behind the active tab `rect.indicator.selection`, the search tab `g.search`, the
/// button that shows the sidebar `g.sidebar-button`. The minimised bar and the sidebar are
/// pictures of their own (`renderMinimized`, `renderSidebar`), each an `<svg role="img">`
/// with a `<title>` and `data-platform`, in the same paints.
extension TabBarSVGRenderer {
    /// What the title adds for these bars: the search tab, the sidebar.
    func ownPartsInTitle(_ layout: TabBarLayout) -> [String] {
        var parts: [String] = []
        if let label = layout.floating?.searchLabel { parts.append("search tab \(label) apart at the trailing end") }
        if layout.topBar?.sidebar != nil { parts.append("can turn into a sidebar") }
        return parts
    }

    /// The screen the bar floats over: its background and, behind the bar, the page scrolled
    /// under it — rows of a picture and two lines of text, in the theme's quiet paints. iOS 26's
    /// bars are defined by floating over content; the rows are drawn from the width, so every
    /// width of the picture has them.
    /// Right to left, the rows are mirrored with the bar: the picture at the right, the text to its left.
    func screen(_ width: Double, _ height: Double, rightToLeft: Bool = false) -> String {
        let f = { (value: Double) in SVGNumber.format(value) }
        var svg = "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"\(palette.track)\"/>"
        // No aria-hidden: the SVG is one image (role="img") whose title names it; SVG 1.1 files, which the examples download as, do not take the attribute.
        svg += "<g class=\"backdrop\">"
        var top = -6.0
        while top < height {
            svg += contentRow(top: top + 10, left: 0, right: width, rightToLeft: rightToLeft)
            top += Self.backdropRowHeight
        }
        return svg + "</g>"
    }

    /// One row of a screen's content between `left` and `right`, its picture's top at `top`: a
    /// picture and two lines of text in the theme's quiet paints, mirrored right to left (the
    /// picture at the right, the text to its left). The page behind a bar and a whole device
    /// screen (`renderOnScreen`) draw the same rows.
    func contentRow(top: Double, left: Double, right: Double, rightToLeft: Bool) -> String {
        let f = { (value: Double) in SVGNumber.format(value) }
        let margin = 16.0, thumbnail = 44.0
        let room = max(0, right - left - 2 * margin - thumbnail - 12)
        let thumbX = rightToLeft ? right - margin - thumbnail : left + margin
        let textX = rightToLeft ? right - margin - thumbnail - 12 : left + margin + thumbnail + 12
        let line = { (fraction: Double) in rightToLeft ? textX - room * fraction : textX }
        return "<rect x=\"\(f(thumbX))\" y=\"\(f(top))\" width=\"\(f(thumbnail))\" height=\"\(f(thumbnail))\" rx=\"10\" fill=\"\(palette.divider)\"/>"
            + "<rect x=\"\(f(line(0.72)))\" y=\"\(f(top + 8))\" width=\"\(f(room * 0.72))\" height=\"10\" rx=\"5\" fill=\"\(palette.frame)\" opacity=\"0.45\"/>"
            + "<rect x=\"\(f(line(0.46)))\" y=\"\(f(top + 26))\" width=\"\(f(room * 0.46))\" height=\"8\" rx=\"4\" fill=\"\(palette.frame)\" opacity=\"0.3\"/>"
    }

    /// How far apart the backdrop's rows are.
    static let backdropRowHeight = 64.0

    /// A capsule or panel of iOS 26's material: the bar's surface paint, translucent over the
    /// content (SVG cannot blur what lies behind as the system's glass does, so the page says
    /// the material is approximated), a hairline edge and a soft shadow (`#ID-shadow`, defined
    /// by `materialDefinitions`).
    /// With more contrast the material is opaque and its edge a full line, as the system draws
    /// it when Increase Contrast is on: nothing behind shows through the labels.
    func bar(_ box: BarBox, classes: String = "surface bar") -> String {
        let (opacity, edge, edgeWidth) = palette.moreContrast ? (1.0, 1.0, 1.0) : (Self.materialOpacity, 0.6, 0.5)
        return "<rect class=\"\(classes)\" \(Self.attributes(box)) fill=\"\(palette.surface)\" fill-opacity=\"\(SVGNumber.format(opacity))\" "
            + "stroke=\"\(palette.divider)\" stroke-opacity=\"\(SVGNumber.format(edge))\" stroke-width=\"\(SVGNumber.format(edgeWidth))\" filter=\"url(#\(idPrefix)-shadow)\"/>"
    }

    /// How much of the bar's paint covers the content behind it.
    static let materialOpacity = 0.82

    /// The shadow under the floating material, in `<defs>`.
    func materialDefinitions() -> String {
        "<filter id=\"\(idPrefix)-shadow\" x=\"-20%\" y=\"-40%\" width=\"140%\" height=\"200%\" color-interpolation-filters=\"sRGB\">"
            + "<feDropShadow dx=\"0\" dy=\"6\" stdDeviation=\"9\" flood-color=\"#000000\" flood-opacity=\"0.16\"/></filter>"
    }

    /// A box's position and corner as SVG attributes.
    static func attributes(_ box: BarBox) -> String {
        "x=\"\(SVGNumber.format(box.x))\" y=\"\(SVGNumber.format(box.y))\" width=\"\(SVGNumber.format(box.width))\" height=\"\(SVGNumber.format(box.height))\" rx=\"\(SVGNumber.format(box.radius))\""
    }

    /// The selection behind the active tab (`class="indicator"`: the selection script moves its
    /// x and width) and the sidebar button, drawn under the tabs.
    func floatingOrTopBarUnderItems(_ layout: TabBarLayout) -> String {
        guard let selection = layout.floating?.selection ?? layout.topBar?.selection else { return "" }
        var svg = "<rect class=\"indicator selection\" \(Self.attributes(selection)) fill=\"\(palette.pressed)\"/>"
        if let button = layout.topBar?.sidebarButton {
            svg += "<g class=\"sidebar-button\" data-x=\"\(SVGNumber.format(button.x))\" data-width=\"\(SVGNumber.format(button.width))\">"
            svg += bar(button, classes: "surface")
            svg += sidebarGlyph(centerX: button.x + button.width / 2, centerY: button.y + button.height / 2, size: min(24, button.height * 0.5))
            svg += "</g>"
        }
        return svg
    }

    /// The search tab: a circle apart at the bar's trailing end, a magnifying glass in it.
    func searchTab(_ layout: TabBarLayout) -> String {
        guard let floating = layout.floating, let box = floating.search else { return "" }
        return searchTab(box, label: floating.searchLabel)
    }

    private func searchTab(_ box: BarBox, label: String?) -> String {
        var svg = "<g class=\"search\" data-x=\"\(SVGNumber.format(box.x))\" data-width=\"\(SVGNumber.format(box.width))\">"
        if let label { svg += "<title>\(HTML.escape(label))</title>" }
        svg += bar(box, classes: "surface")
        svg += magnifier(centerX: box.x + box.width / 2, centerY: box.y + box.height / 2, size: min(24, box.height * 0.45))
        return svg + "</g>"
    }

    // MARK: Pictures of their own

    /// The floating bar minimised while the page scrolls: the selected tab's icon alone in the
    /// small bar at the leading edge, the search tab beside it at the trailing edge. Nil for other bars.
    public func renderMinimized(_ layout: TabBarLayout) -> String? {
        // A picture of its own, with ids of its own (its title, its shadow).
        var picture = self
        picture.idPrefix = idPrefix + "-minimized"
        return picture.drawMinimized(layout)
    }

    private func drawMinimized(_ layout: TabBarLayout) -> String? {
        guard let minimized = layout.floating?.minimized, layout.items.indices.contains(layout.activeIndex) else { return nil }
        let active = layout.items[layout.activeIndex]
        var parts = ["Floating tab bar, minimised", "\(active.label) selected"]
        if let label = layout.floating?.searchLabel { parts.append("search tab \(label) beside it") }
        parts.append("\(SVGNumber.format(layout.width)) \(unit)")
        var svg = open(width: layout.width, height: minimized.height, classes: "tab-preview tab-preview--floating-tab-bar tab-preview--minimized",
                       id: idPrefix, title: parts.joined(separator: ", "))
        svg += screen(layout.width, minimized.height, rightToLeft: layout.rightToLeft)
        svg += "<g class=\"minimized\">"
        svg += bar(minimized.bar)
        svg += "<g class=\"minimized-tab tab--active\" data-index=\"\(layout.activeIndex)\" data-x=\"\(SVGNumber.format(minimized.bar.x))\" data-width=\"\(SVGNumber.format(minimized.bar.width))\">"
        let size = layout.metrics.iconSize
        let box = IconBox(x: minimized.bar.x + (minimized.bar.width - size) / 2, y: minimized.bar.y + (minimized.bar.height - size) / 2, width: size, height: size)
        svg += icon(named: active.glyph, box: box, color: palette.activeIcon, active: true)
        svg += "</g>"
        if let search = minimized.search { svg += searchTab(search, label: layout.floating?.searchLabel) }
        return svg + "</g></svg>"
    }

    /// The sidebar an iPad top bar turns into: every tab as a row, icon then label, in a panel
    /// at the screen's leading edge, the active row's selection behind it. The picture is the
    /// panel and its inset from the screen's edge (as a rail is drawn alone), so its x values
    /// are the layout's less the screen's part left of it. Nil without one.
    public func renderSidebar(_ layout: TabBarLayout) -> String? {
        var picture = self
        picture.idPrefix = idPrefix + "-sidebar"
        return picture.drawSidebar(layout)
    }

    private func drawSidebar(_ layout: TabBarLayout) -> String? {
        guard var sidebar = layout.topBar?.sidebar else { return nil }
        // The panel keeps its inset on both sides; in a right-to-left layout it sits at the right.
        let margin = layout.rightToLeft ? layout.width - sidebar.panel.maxX : sidebar.panel.x
        let originX = layout.rightToLeft ? sidebar.panel.x - margin : 0
        let pictureWidth = sidebar.panel.width + 2 * margin
        sidebar.panel.x -= originX
        sidebar.selection.x -= originX
        for index in sidebar.rows.indices {
            sidebar.rows[index].x -= originX
            sidebar.rows[index].labelX -= originX
        }
        var parts = ["Sidebar", "\(sidebar.rows.count) item\(sidebar.rows.count == 1 ? "" : "s")"]
        if sidebar.rows.indices.contains(layout.activeIndex) { parts.append("\(sidebar.rows[layout.activeIndex].label) selected") }
        parts.append("on a screen \(SVGNumber.format(layout.width)) \(unit) wide")
        var svg = open(width: pictureWidth, height: sidebar.height, classes: "tab-preview tab-preview--sidebar", id: idPrefix,
                       title: parts.joined(separator: ", "))
        svg += screen(pictureWidth, sidebar.height, rightToLeft: layout.rightToLeft)
        // The panel is the picture's surface, a child of the <svg> as every bar's is (what the
        // labels are read against); the group holds the rows.
        svg += bar(sidebar.panel)
        svg += "<g class=\"sidebar\">"
        svg += "<rect class=\"indicator selection\" \(Self.attributes(sidebar.selection)) fill=\"\(palette.pressed)\"/>"
        let tracking = layout.metrics.letterSpacing
        let spacing = tracking == 0 ? "" : " letter-spacing=\"\(SVGNumber.format(tracking))\""
        for (index, row) in sidebar.rows.enumerated() {
            let active = index == layout.activeIndex
            var classes = "tab"
            if active { classes += " tab--active" }
            if row.state != .default { classes += " tab--\(row.state.rawValue)" }
            let color = row.state == .disabled ? palette.disabled : (active ? palette.activeLabel : palette.label)
            let iconColor = row.state == .disabled ? palette.disabled : (active ? palette.activeIcon : palette.icon)
            let top = sidebar.rowTops[index]
            // The icon sits where the label's padding puts it: as far from the row's edge as the label from the icon.
            let iconGap = layout.rightToLeft ? row.maxX - row.labelX - row.labelWidth : row.labelX - row.x
            let iconCenter = layout.rightToLeft ? row.maxX - iconGap / 2 : row.x + iconGap / 2
            svg += "<g class=\"\(classes)\" data-index=\"\(index)\" data-x=\"\(SVGNumber.format(row.x))\" data-width=\"\(SVGNumber.format(row.width))\">"
            // A row pressed, under the pointer or focused from the keyboard is highlighted in its
            // own rounded shape, the selection's (iPadOS's sidebar rows).
            let rowBox = BarBox(x: row.x, y: top, width: row.width, height: sidebar.rowHeight, radius: sidebar.selection.radius)
            switch row.state {
            case .pressed where !active: svg += "<rect class=\"pressed\" \(Self.attributes(rowBox)) fill=\"\(palette.pressed)\"/>"
            case .hovered, .focused:
                svg += stateLayer(in: rowBox, focused: row.state == .focused, canvas: (pictureWidth, sidebar.height), content: iconColor)
            default: break
            }
            let size = layout.metrics.iconSize
            svg += icon(named: row.glyph, box: IconBox(x: iconCenter - size / 2, y: top + (sidebar.rowHeight - size) / 2, width: size, height: size),
                        color: iconColor, active: active)
            let baseline = top + sidebar.rowHeight / 2 + layout.fontSize * 0.3635
            svg += "<text class=\"label\" data-width=\"\(SVGNumber.format(row.labelWidth))\" x=\"\(SVGNumber.format(row.labelX))\" y=\"\(SVGNumber.format(baseline))\" font-size=\"\(SVGNumber.format(layout.fontSize))\"\(spacing) fill=\"\(color)\">\(HTML.escape(row.text))</text>"
            svg += "</g>"
        }
        return svg + "</g></svg>"
    }

    /// An `<svg>` opening as the main picture's: role, title, platform and paints' context.
    private func open(width: Double, height: Double, classes: String, id: String, title: String) -> String {
        let w = SVGNumber.format(width), h = SVGNumber.format(height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(classes)\" role=\"img\"" + (standalone ? " " : " aria-labelledby=\"\(id)-title\" ")
        svg += "data-platform=\"\(HTML.escape(platform))\" "
        if let tokens = palette.tokens { svg += "data-tokens=\"\(HTML.escape(tokens))\" " }
        svg += "width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" font-family=\"\(fontFamily)\" font-weight=\"500\" text-rendering=\"geometricPrecision\">"
        return svg + "<title id=\"\(id)-title\">\(HTML.escape(title))</title><defs>\(materialDefinitions())</defs>"
    }

    /// A magnifying glass: a ring and its handle.
    private func magnifier(centerX: Double, centerY: Double, size: Double) -> String {
        let radius = size * 0.3, cx = centerX - size * 0.08, cy = centerY - size * 0.08
        let from = radius * 0.7071, to = size * 0.42
        return "<g class=\"icon\" fill=\"none\" stroke=\"\(palette.icon)\" stroke-width=\"2\" stroke-linecap=\"round\">"
            + "<circle cx=\"\(SVGNumber.format(cx))\" cy=\"\(SVGNumber.format(cy))\" r=\"\(SVGNumber.format(radius))\"/>"
            + "<line x1=\"\(SVGNumber.format(cx + from))\" y1=\"\(SVGNumber.format(cy + from))\" x2=\"\(SVGNumber.format(cx + to))\" y2=\"\(SVGNumber.format(cy + to))\"/></g>"
    }

    /// The sidebar symbol: a rounded window with its leading column marked.
    private func sidebarGlyph(centerX: Double, centerY: Double, size: Double) -> String {
        let width = size, height = size * 0.8, x = centerX - width / 2, y = centerY - height / 2
        return "<g class=\"icon\" fill=\"none\" stroke=\"\(palette.icon)\" stroke-width=\"1.75\">"
            + "<rect x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\" rx=\"3\"/>"
            + "<line x1=\"\(SVGNumber.format(x + width * 0.38))\" y1=\"\(SVGNumber.format(y))\" x2=\"\(SVGNumber.format(x + width * 0.38))\" y2=\"\(SVGNumber.format(y + height))\"/></g>"
    }
}
