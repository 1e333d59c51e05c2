import Foundation
import HandbookDiagnostics
import HandbookFoundation
import TabLayout

/// Draws what an iOS reader sees at the accessibility text sizes when they touch and hold a
/// tab bar item: the bar keeps its labels at their size, and UIKit's Large Content Viewer
/// (`UILargeContentViewerInteraction`) shows the pressed item's icon and label enlarged in
/// a rounded panel centred on the screen. The picture is a phone screen with the computed
/// bar along its bottom edge (the item drawn pressed) and the panel laid out from the
/// label's measured width at the reader's text size.
package struct LargeContentViewerRenderer {
    /// Body text on iOS at the default size; the panel's label is this times the text scale.
    package static let bodySize = 17.0
    /// Space inside the panel, around the icon and label.
    package static let padding = 20.0
    /// Between the icon and the label.
    package static let gap = 10.0
    /// Narrowest the panel is drawn, so a short label still gets a panel, not a pill.
    package static let minimumPanelWidth = 160.0
    /// Kept between the panel and the screen's sides.
    package static let screenMargin = 16.0

    package let engine: TabLayoutEngine
    package let idPrefix: String
    /// The glyphs the bar's items name (`TabBarSVGRenderer.icons`), also drawn in the panel.
    package var icons: [String: PreviewIcon] = [:]

    package init(engine: TabLayoutEngine, idPrefix: String) {
        self.engine = engine
        self.idPrefix = idPrefix
    }

    /// The panel's geometry for `label` at `textScale` on a screen `screenWidth` wide.
    package struct Panel {
        package var x, y, width, height, iconSize, fontSize, labelX, labelY, labelWidth: Double
        package var text: String
    }

    /// The panel's height: the icon over one line of the label, padded.
    package static func panelHeight(textScale: Double) -> Double {
        let fontSize = bodySize * textScale
        return padding + fontSize * 2 + gap + fontSize * 1.25 + padding
    }

    package func panel(for label: String, textScale: Double, screenWidth: Double, screenHeight: Double) -> Panel? {
        let fontSize = Self.bodySize * textScale
        let iconSize = fontSize * 2
        let room = screenWidth - 2 * Self.screenMargin - 2 * Self.padding
        // No room, or a text size that is no size: no panel to draw.
        guard room > 0, room.isFinite, fontSize > 0, fontSize.isFinite else { return nil }
        // The engine fits the label to the room it has, so a long label is cut the way the site cuts every label.
        let item = engine.fit(label, into: room, fontSize: fontSize, metrics: .defaults(for: .fixed))
        let width = min(screenWidth - 2 * Self.screenMargin, max(Self.minimumPanelWidth, max(iconSize, item.width) + 2 * Self.padding))
        let height = Self.panelHeight(textScale: textScale)
        let x = (screenWidth - width) / 2, y = (screenHeight - height) / 2
        return Panel(x: x, y: y, width: width, height: height, iconSize: iconSize, fontSize: fontSize,
                     labelX: x + (width - item.width) / 2, labelY: y + Self.padding + iconSize + Self.gap + fontSize * 0.95,
                     labelWidth: item.width, text: item.text)
    }

    /// The screen with `bar` (already laid out with the pressed item) and the panel for item
    /// `pressed`; nil when the panel cannot be laid out.
    package func render(bar: TabBarLayout, pressed: Int, textScale: Double) -> String? {
        guard bar.items.indices.contains(pressed) else { return nil }
        let width = bar.width
        var drawing = TabBarSVGRenderer(idPrefix: idPrefix + "-bar")
        drawing.icons = icons
        drawing.platform = "ios"
        let barSVG = drawing.render(bar)
        // Room above and below the panel, so it reads as floating over the screen's content.
        let screenHeight = max(300, Self.panelHeight(textScale: textScale) + 120 + bar.height)
        guard let panel = panel(for: bar.items[pressed].label, textScale: textScale, screenWidth: width, screenHeight: screenHeight) else { return nil }
        let f: (Double) -> String = SVGNumber.format
        let label = bar.items[pressed].label
        let title = "Large Content Viewer on iOS: touching and holding \(label) in the tab bar shows its icon and label enlarged in a panel centred on the screen; text at \(f(textScale * 100)) %, labels in the bar keep their size, \(f(width)) pt"
        let colour = pressed == bar.activeIndex ? "var(--hb-preview-label-active, #2f3fbf)" : "var(--hb-preview-label, #3d4350)"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"preview-picture large-content-viewer\" role=\"img\" aria-labelledby=\"\(idPrefix)-title\" "
        svg += "width=\"\(f(width))\" height=\"\(f(screenHeight))\" viewBox=\"0 0 \(f(width)) \(f(screenHeight))\" font-family=\"'Handbook Preview', Inter, sans-serif\" font-weight=\"500\" text-rendering=\"geometricPrecision\">"
        svg += "<title id=\"\(idPrefix)-title\">\(HTML.escape(title))</title>"
        // The bar sits inside the screen's rounded corners.
        svg += "<defs><clipPath id=\"\(idPrefix)-screen\"><rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(screenHeight))\" rx=\"12\"/></clipPath></defs>"
        svg += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(screenHeight))\" rx=\"12\" fill=\"var(--hb-screen, #f4f5f8)\"/>"
        svg += "<g clip-path=\"url(#\(idPrefix)-screen)\"><svg x=\"0\" y=\"\(f(screenHeight - bar.height))\" width=\"\(f(width))\" height=\"\(f(bar.height))\">" + barSVG + "</svg></g>"
        svg += "<rect class=\"screen-edge\" x=\"0.5\" y=\"0.5\" width=\"\(f(width - 1))\" height=\"\(f(screenHeight - 1))\" rx=\"11.5\" fill=\"none\" stroke=\"var(--hb-frame, #8a93a3)\" stroke-width=\"1\"/>"
        svg += "<g class=\"viewer\">"
        svg += "<rect class=\"viewer-panel\" x=\"\(f(panel.x))\" y=\"\(f(panel.y))\" width=\"\(f(panel.width))\" height=\"\(f(panel.height))\" rx=\"20\" fill=\"var(--hb-viewer, #e4e6eb)\" stroke=\"var(--hb-preview-divider, #d5d9e0)\" stroke-width=\"1\"/>"
        let iconBox = IconBox(x: panel.x + (panel.width - panel.iconSize) / 2, y: panel.y + Self.padding, width: panel.iconSize, height: panel.iconSize)
        if let glyph = bar.items[pressed].glyph, icons[glyph] != nil {
            svg += "<g class=\"viewer-icon\">" + drawing.icon(named: glyph, box: iconBox, color: colour, active: pressed == bar.activeIndex) + "</g>"
        } else {
            let iconDrawn = panel.iconSize * 0.84
            let iconX = panel.x + (panel.width - iconDrawn) / 2, iconY = panel.y + Self.padding + (panel.iconSize - iconDrawn) / 2
            svg += "<rect class=\"viewer-icon\" x=\"\(f(iconX))\" y=\"\(f(iconY))\" width=\"\(f(iconDrawn))\" height=\"\(f(iconDrawn))\" rx=\"\(f(iconDrawn / 4))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(f(panel.iconSize / 14))\"/>"
        }
        svg += "<text class=\"viewer-label\" data-width=\"\(f(panel.labelWidth))\" x=\"\(f(panel.labelX))\" y=\"\(f(panel.labelY))\" font-size=\"\(f(panel.fontSize))\" fill=\"\(colour)\">\(HTML.escape(panel.text))</text>"
        svg += "</g></svg>"
        return svg
    }
}
