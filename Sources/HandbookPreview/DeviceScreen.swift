import Foundation
import HandbookFoundation
import TabLayout

/// A phone's or a tablet's screen, at true scale, for a bar drawn where it lives: the status
/// bar at the top, the app's content, and the bar in its place — iOS's at the bottom edge
/// (iOS 26's capsule floating over the content), iPadOS's at the top, Material's navigation
/// bar at the bottom and its rail down the leading edge, full height. A bar alone on a card
/// floats mid-air (Material's bar is barely a shade off the page); on its screen it reads as
/// the app. The sizes are the devices' own points (dp on Android).
package struct DeviceScreen: Sendable, Hashable {
    /// Where the bar sits on the screen.
    package enum Place: Sendable, Hashable {
        case bottom, top, leading
    }

    package var width: Double
    package var height: Double
    package var statusBarHeight: Double
    /// The rounding of the screen's corners.
    package var cornerRadius: Double
    /// Room below a bar at the bottom edge for the home indicator (iPhone) or the gesture navigation handle (Android), drawn in the bar's paint.
    package var homeIndicator: Double
    package var place: Place
    /// Above a bar at the top: the page's title band (the web) or Android's top app bar, which
    /// tabs sit under; 0 for a tab bar, which is the screen's own top.
    package var header = 0.0
    /// A web page's viewport (no status bar, lengths in px) rather than a device's screen.
    package var isPage = false

    /// The screen `layout` is drawn on, for `platform` (`ios`, `android`, `web`) and a phone or a
    /// tablet. Tabs live in a screen's content, under its title: on Android under the top app
    /// bar, on the web under the page's title band, cut below a few rows of the content.
    package static func screen(for layout: TabBarLayout, platform: String, tablet: Bool) -> DeviceScreen {
        let width = layout.width
        if layout.variant.home == .underTitle {
            let android = platform == "android"
            let (status, header) = android ? (24.0, 64.0) : (0.0, 56.0)
            let content = 12 + 44 + 3 * TabBarSVGRenderer.backdropRowHeight
            var screen = DeviceScreen(width: width, height: status + header + layout.height + content, statusBarHeight: status,
                                      cornerRadius: android ? 28 : 8, homeIndicator: 0, place: .top)
            screen.header = header
            screen.isPage = !android
            return screen
        }
        let place: Place = switch layout.variant {
        case .navigationRail, .navigationRailExpanded: .leading
        case .topTabBar: .top
        default: .bottom
        }
        let android = platform == "android"
        // Portrait: iPhone 19.5 ∶ 9, Android phones 20 ∶ 9, tablets 4 ∶ 3.
        let height = (tablet ? width * 4 / 3 : width * (android ? 20 / 9 : 19.5 / 9)).rounded()
        let status = android ? 24.0 : tablet ? 24 : 54
        // The edge-to-edge iOS tab bar runs on under the home indicator; the floating capsule keeps its inset instead.
        // Material's bar runs on under Android's gesture navigation handle (24 dp), edge to edge.
        let home = !tablet && platform == "ios" && layout.variant == .tabBar ? 34.0
            : !tablet && android && layout.variant == .navigationBar ? 24 : 0
        return DeviceScreen(width: width, height: height, statusBarHeight: status, cornerRadius: tablet ? 18 : android ? 28 : 44,
                            homeIndicator: home, place: place)
    }

    /// Where the bar's own picture is put on the screen.
    package func origin(of layout: TabBarLayout) -> (x: Double, y: Double) {
        switch place {
        case .bottom: (0, height - homeIndicator - layout.height)
        case .top: (0, statusBarHeight + header)
        case .leading: (layout.rightToLeft ? width - Self.barWidth(layout) : 0, statusBarHeight)
        }
    }

    /// How wide the bar's picture is: a rail's column, else the bar's width.
    package static func barWidth(_ layout: TabBarLayout) -> Double {
        layout.variant == .navigationRail || layout.variant == .navigationRailExpanded ? layout.contentWidth : layout.width
    }
}

extension TabBarSVGRenderer {
    /// `layout` drawn on `screen`: one `<svg role="img">` the screen's size (`tab-preview--on-screen`,
    /// `data-screen="390x845"`), its title the bar's with the screen named, holding the status
    /// bar (`g.status-bar`), the content (`g.screen-content`), the bar's own picture moved to its
    /// place (`g.screen-bar`, every part and class as drawn alone) and the screen's edge
    /// (`rect.device-edge`). Right to left mirrors the content and the status bar with the bar.
    package func renderOnScreen(_ layout: TabBarLayout, screen: DeviceScreen) -> String {
        let bar = render(layout)
        // The bar's picture without its own <svg> element: its parts, moved into place.
        guard let open = bar.range(of: ">"), bar.hasSuffix("</svg>") else { return bar }
        let tag = String(bar[..<open.lowerBound])
        var inner = String(bar[open.upperBound..<bar.index(bar.endIndex, offsetBy: -6)])
        // The bar's own glimpse of the page behind it gives way to the screen's content, and a
        // scrolling strip's faded peeks and dashed edges to the screen's own edges.
        inner = SVGPattern.backdrop.replacingAll(in: inner, with: "")
        inner = SVGPattern.empty("rect class=\"offscreen\"").replacingAll(in: inner, with: "")
        inner = SVGPattern.empty("line class=\"frame-edge\"").replacingAll(in: inner, with: "")
        let f = { (value: Double) in SVGNumber.format(value) }
        let (w, h) = (f(screen.width), f(screen.height))
        var attributes = tag.replacingOccurrences(of: "class=\"tab-preview ", with: "class=\"tab-preview tab-preview--on-screen ")
        attributes = replacingSize(in: attributes, width: w, height: h)
        attributes += " data-screen=\"\(w)x\(h)\""
        let clip = "\(idPrefix)-screen-clip"
        var svg = attributes + ">"
        let title = HTML.escape(title(for: layout) + (screen.isPage ? ", in a \(w) × \(h) px page" : ", on a \(w) × \(h) \(unit) screen"))
        // The bar's title stays inside its group too; the screen's is the picture's name.
        svg += "<title id=\"\(idPrefix)-screen-title\">\(title)</title>"
        svg += "<defs><clipPath id=\"\(clip)\"><rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" rx=\"\(f(screen.cornerRadius))\"/></clipPath></defs>"
        svg += "<g clip-path=\"url(#\(clip))\">"
        svg += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"\(palette.track)\"/>"
        svg += screenContent(layout, screen: screen)
        var (x, y) = screen.origin(of: layout)
        // A scrolling strip's picture starts with its peek: the screen's edge is the frame's.
        x -= Frame(layout: layout, steady: steadyFrame).leftPeek
        if screen.place == .leading {
            // The rail's surface runs the screen's height; its items stay at the top. With more
            // contrast its edge runs the whole height too, not only round the items (the edge
            // just inside the surface, its ends past the screen's so only the sides show).
            let width = DeviceScreen.barWidth(layout)
            if palette.moreContrast {
                inner = SVGPattern.empty("rect class=\"container-edge\"").replacingAll(in: inner, with: "")
                svg += "<rect class=\"rail-surface\" x=\"\(f(x + 0.5))\" y=\"-1\" width=\"\(f(width - 1))\" height=\"\(f(screen.height + 2))\" fill=\"\(palette.surface)\" stroke=\"\(palette.divider)\" stroke-width=\"1\"/>"
            } else {
                svg += "<rect class=\"rail-surface\" x=\"\(f(x))\" y=\"0\" width=\"\(f(width))\" height=\"\(h)\" fill=\"\(palette.surface)\"/>"
            }
        }
        // Over the rail's surface, which runs behind it to the top edge: the clock stays in sight.
        if screen.statusBarHeight > 0 { svg += statusBar(screen) }
        if screen.homeIndicator > 0 {
            svg += "<rect class=\"home-area\" x=\"0\" y=\"\(f(screen.height - screen.homeIndicator))\" width=\"\(w)\" height=\"\(f(screen.homeIndicator))\" fill=\"\(palette.surface)\"/>"
        }
        // data-height: the band a page script puts the selection's buttons in.
        svg += "<g class=\"screen-bar\" transform=\"translate(\(f(x)) \(f(y)))\" data-height=\"\(f(layout.height))\">" + inner + "</g>"
        if platform == "android" && screen.homeIndicator > 0 {
            // The gesture navigation handle, centred in its strip under the bar.
            let lineWidth = min(108, screen.width * 0.3)
            svg += "<rect class=\"home-indicator\" x=\"\(f((screen.width - lineWidth) / 2))\" y=\"\(f(screen.height - screen.homeIndicator / 2 - 2))\" width=\"\(f(lineWidth))\" height=\"4\" rx=\"2\" fill=\"\(palette.label)\" opacity=\"0.6\"/>"
        } else if platform == "ios" {
            // The home indicator: a short rounded line above the screen's bottom edge.
            let lineWidth = min(134, screen.width * 0.36)
            svg += "<rect class=\"home-indicator\" x=\"\(f((screen.width - lineWidth) / 2))\" y=\"\(f(screen.height - 8))\" width=\"\(f(lineWidth))\" height=\"5\" rx=\"2.5\" fill=\"\(palette.label)\" opacity=\"0.5\"/>"
        }
        svg += "</g>"
        svg += "<rect class=\"device-edge\" x=\"0.5\" y=\"0.5\" width=\"\(f(screen.width - 1))\" height=\"\(f(screen.height - 1))\" rx=\"\(f(screen.cornerRadius))\" fill=\"none\" stroke=\"\(palette.divider)\" stroke-width=\"1\"/>"
        return svg + "</svg>"
    }

    /// The sidebar an iPad's top bar turns into, on the tablet's screen (`tab-preview--on-screen
    /// tab-preview--sidebar`): the panel runs the screen's height from under the status bar, in
    /// its inset, with the app's content beside it, as iPadOS shows it — not a short card. Its
    /// rows, selection and classes are `renderSidebar`'s. Nil without a sidebar.
    package func renderSidebarOnScreen(_ layout: TabBarLayout, screen: DeviceScreen) -> String? {
        guard var sidebar = layout.topBar?.sidebar else { return nil }
        let inset = sidebar.panel.y
        sidebar.panel.height = max(sidebar.panel.height, screen.height - screen.statusBarHeight - 2 * inset)
        sidebar.height = sidebar.panel.height + 2 * inset
        var tall = layout
        tall.topBar?.sidebar = sidebar
        guard let picture = renderSidebar(tall), let open = picture.range(of: ">"), picture.hasSuffix("</svg>") else { return nil }
        let tag = String(picture[..<open.lowerBound])
        var inner = String(picture[open.upperBound..<picture.index(picture.endIndex, offsetBy: -6)])
        inner = SVGPattern.backdrop.replacingAll(in: inner, with: "")
        let f = { (value: Double) in SVGNumber.format(value) }
        let (w, h) = (f(screen.width), f(screen.height))
        let panelWidth = sidebar.panel.width + 2 * inset
        var attributes = tag.replacingOccurrences(of: "class=\"tab-preview ", with: "class=\"tab-preview tab-preview--on-screen ")
        attributes = replacingSize(in: attributes, width: w, height: h)
        attributes += " data-screen=\"\(w)x\(h)\""
        let clip = "\(idPrefix)-sidebar-screen-clip"
        var svg = attributes + ">"
        let rows = sidebar.rows.indices.contains(layout.activeIndex) ? ", \(sidebar.rows[layout.activeIndex].label) selected" : ""
        svg += "<title id=\"\(idPrefix)-screen-title\">\(HTML.escape("Sidebar, \(sidebar.rows.count) items\(rows), on a \(w) × \(h) \(unit) screen"))</title>"
        svg += "<defs><clipPath id=\"\(clip)\"><rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" rx=\"\(f(screen.cornerRadius))\"/></clipPath></defs>"
        svg += "<g clip-path=\"url(#\(clip))\">"
        svg += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"\(palette.track)\"/>"
        svg += screenContent(layout, screen: screen, besides: panelWidth)
        svg += statusBar(screen)
        let x = layout.rightToLeft ? screen.width - panelWidth : 0
        svg += "<g class=\"screen-bar\" transform=\"translate(\(f(x)) \(f(screen.statusBarHeight)))\">" + inner + "</g>"
        svg += "</g>"
        svg += "<rect class=\"device-edge\" x=\"0.5\" y=\"0.5\" width=\"\(f(screen.width - 1))\" height=\"\(f(screen.height - 1))\" rx=\"\(f(screen.cornerRadius))\" fill=\"none\" stroke=\"\(palette.divider)\" stroke-width=\"1\"/>"
        return svg + "</svg>"
    }

    /// The app's content: rows of a picture and two lines of text, beside a rail (or a panel
    /// `besides` wide) and under a top bar, mirrored right to left.
    private func screenContent(_ layout: TabBarLayout, screen: DeviceScreen, besides panel: Double? = nil) -> String {
        let f = { (value: Double) in SVGNumber.format(value) }
        var left = 0.0, right = screen.width
        if let inset = panel ?? (screen.place == .leading ? DeviceScreen.barWidth(layout) : nil) {
            if layout.rightToLeft { right -= inset } else { left += inset }
        }
        var top = screen.statusBarHeight + 12
        if screen.place == .top && panel == nil { top += layout.height + screen.header }
        var svg = "<g class=\"screen-content\">"
        let margin = 16.0
        if screen.header > 0 {
            // The title band the tabs sit under (Android's top app bar, a page's header), in the
            // tabs' own surface, as both draw it, with the title as a line of skeleton text.
            let titleWidth = min(160, (right - left) * 0.45)
            let titleX = layout.rightToLeft ? right - margin - titleWidth : left + margin
            svg += "<rect class=\"screen-header\" x=\"0\" y=\"\(f(screen.statusBarHeight))\" width=\"\(f(screen.width))\" height=\"\(f(screen.header))\" fill=\"\(palette.surface)\"/>"
            svg += "<rect class=\"screen-title\" x=\"\(f(titleX))\" y=\"\(f(screen.statusBarHeight + screen.header / 2 - 8))\" width=\"\(f(titleWidth))\" height=\"16\" rx=\"4\" fill=\"\(palette.label)\" opacity=\"0.35\"/>"
        }
        // A heading, then rows down to the bottom edge (a floating bar's content runs on under it).
        let headingWidth = min(180, (right - left) * 0.5)
        let headingX = layout.rightToLeft ? right - margin - headingWidth : left + margin
        svg += "<rect x=\"\(f(headingX))\" y=\"\(f(top))\" width=\"\(f(headingWidth))\" height=\"22\" rx=\"6\" fill=\"\(palette.frame)\" opacity=\"0.55\"/>"
        top += 44
        while top < screen.height {
            svg += contentRow(top: top, left: left, right: right, rightToLeft: layout.rightToLeft)
            top += Self.backdropRowHeight
        }
        return svg + "</g>"
    }

    /// The status bar: the time at the leading end, the signal, network and battery at the trailing end.
    /// The clock and the icons keep their sides in right to left, as both systems draw them.
    private func statusBar(_ screen: DeviceScreen) -> String {
        let f = { (value: Double) in SVGNumber.format(value) }
        let middle = screen.statusBarHeight / 2 + (screen.statusBarHeight > 30 ? 4 : 0)
        var svg = "<g class=\"status-bar\">"
        svg += "<text x=\"\(f(screen.statusBarHeight > 30 ? 34 : 16))\" y=\"\(f(middle + 5))\" font-size=\"\(screen.statusBarHeight > 30 ? "16" : "13")\" font-weight=\"600\" fill=\"\(palette.label)\">9:41</text>"
        let end = screen.width - (screen.statusBarHeight > 30 ? 30 : 14)
        // Battery, then network, then signal bars, from the trailing edge.
        svg += "<rect x=\"\(f(end - 24))\" y=\"\(f(middle - 6))\" width=\"24\" height=\"12\" rx=\"3.5\" fill=\"none\" stroke=\"\(palette.label)\" stroke-width=\"1\" opacity=\"0.5\"/>"
        svg += "<rect x=\"\(f(end - 22))\" y=\"\(f(middle - 4))\" width=\"18\" height=\"8\" rx=\"2\" fill=\"\(palette.label)\"/>"
        for bar in 0..<4 {
            let height = 4 + Double(bar) * 2.5
            svg += "<rect x=\"\(f(end - 60 + Double(bar) * 5))\" y=\"\(f(middle + 5 - height))\" width=\"3\" height=\"\(f(height))\" rx=\"1\" fill=\"\(palette.label)\"/>"
        }
        return svg + "</g>"
    }

    /// `tag` with its width, height and view box set to the screen's, named by the screen's title.
    private func replacingSize(in tag: String, width: String, height: String) -> String {
        let size = SVGPattern(.text(" width=\""), .number, .text("\" height=\""), .number, .text("\" viewBox=\""), .anyBut(UInt8(ascii: "\"")), .text("\""))
        let named = SVGPattern(.text("aria-labelledby=\""), .anyBut(UInt8(ascii: "\"")), .text("\""))
        let sized = size.replacingAll(in: tag, with: " width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\"")
        return named.replacingAll(in: sized, with: "aria-labelledby=\"\(idPrefix)-screen-title\"")
    }
}
