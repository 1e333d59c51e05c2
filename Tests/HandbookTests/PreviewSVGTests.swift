import Foundation
import TabLayout
import Testing
@testable import Handbook
@testable import HandbookMarkdown
@testable import HandbookPreview

/// SVG structure (DESIGN.md's contract) and the anatomy golden.
@Suite struct PreviewSVGTests {
    /// Every character is 8 pt wide at 14 pt: goldens that do not depend on a font file.
    struct FixedMeasurer: TextMeasurer {
        func measureWidth(of text: String, fontSize: Double) -> Double { Double(text.count) * fontSize * 8 / 14 }
    }

    func layout(_ labels: [String], _ variant: TabVariant, width: Double, selected: Int = 0, rtl: Bool = false) throws -> TabBarLayout {
        try TabLayoutEngine(measurer: FixedMeasurer()).layout(TabLayoutRequest(labels: labels, variant: variant, width: width, selected: selected, rightToLeft: rtl))
    }

    @Test func structureFollowsTheContract() throws {
        let layout = try layout(["Overview", "Specifications", "Reviews", "Questions", "Related", "Notifications"], .scroll, width: 360, selected: 5)
        let svg = TabBarSVGRenderer(idPrefix: "t").render(layout)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("<title id=\"t-title\">Tabs, scroll, 6 items, Notifications selected, 360 pt</title>"))
        #expect(svg.matches(of: /<g class="tab[^"]*" data-index="\d" data-x="[-\d.]+" data-width="[\d.]+"/).count == 6)
        #expect(svg.matches(of: /<text class="label" data-width="[\d.]+"/).count == 6)
        #expect(svg.contains("class=\"indicator\""))
        #expect(!svg.contains("textLength"))
        #expect(svg.contains("class=\"frame\""), "a scrolling bar is drawn in a device frame")
        // Drawn as the screen's side edges, which never cross the selected tab's underline at the bottom.
        #expect(svg.contains("<rect class=\"frame\"") && svg.firstMatch(of: /<rect class="frame"[^>]*stroke="none"/) != nil)
        let edges = svg.matches(of: /<line class="frame-edge" x1="([\d.]+)" y1="0" x2="([\d.]+)" y2="[\d.]+"/)
        #expect(edges.count == 2 && edges.allSatisfy { $0.output.1 == $0.output.2 }, "two vertical edges")
        #expect(svg.contains("class=\"offscreen\""), "with the overflow faded")
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }

    @Test func labelsAndTitlesAreEscaped() throws {
        let layout = try layout(["<script>", "A & \"B\""], .fixed, width: 390)
        let svg = TabBarSVGRenderer(idPrefix: "t").render(layout)
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(svg.contains("A &amp; &quot;B&quot;"))
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }

    @Test func statesAreDrawnDistinctly() throws {
        let request = TabLayoutRequest(items: [TabItem("Home"), TabItem("Search", state: .pressed), TabItem("Saved", state: .disabled), TabItem("Inbox", badge: .count(120))],
                                       variant: .tabBar, width: 375)
        let svg = TabBarSVGRenderer(idPrefix: "t").render(try TabLayoutEngine(measurer: FixedMeasurer()).layout(request))
        #expect(svg.contains("tab--active"))
        #expect(svg.contains("tab--pressed"))
        #expect(svg.contains("tab--disabled"))
        #expect(svg.contains(">99+</text>"), "a badge past 99 reads 99+")
        #expect(svg.contains("var(--hb-preview-disabled"))
    }

    /// A pressed item is highlighted inside its own shape: the floating capsule's rounded
    /// selection at that tab, Material's pill at that item's icon, a segment's rounded box. On
    /// 2342cfc it was a box the bar's height, drawn through the capsule and out above and below it.
    @Test func aPressedItemIsHighlightedInsideItsShape() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        func pressed(_ svg: String) throws -> [Double] {
            let match = try #require(svg.firstMatch(of: /<rect class="pressed" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="([\d.]+)"/))
            return [match.1, match.2, match.3, match.4, match.5].compactMap { Double($0) }
        }
        let items = [TabItem("Home"), TabItem("Radio", state: .pressed), TabItem("Live")]
        var metrics = TabMetrics.defaults(for: .floatingTabBar)
        metrics.floating = FloatingBarMetrics([.height: 62, .cornerRadius: 31, .edgeInset: 21, .itemInset: 4, .minimizedHeight: 48])
        let floating = try engine.layout(TabLayoutRequest(items: items, variant: .floatingTabBar, width: 390, metrics: metrics))
        let selection = try #require(floating.floating?.selection)
        let box = try pressed(TabBarSVGRenderer(idPrefix: "t").render(floating))
        let expected = [floating.items[1].x, selection.y, floating.items[1].width, selection.height, selection.radius]
        #expect(zip(box, expected).allSatisfy { abs($0 - $1) < 0.001 }, "\(box) against \(expected)")
        #expect(box[1] >= floating.floating!.bar.y && box[1] + box[3] <= floating.floating!.bar.y + floating.floating!.bar.height, "inside the capsule")

        let material = try engine.layout(TabLayoutRequest(items: items.map { TabItem($0.label, state: $0.state, glyph: "home") }, variant: .navigationBar, width: 390,
                                                          metrics: .material(.navigationBar, style: .expressive)))
        let pill = try #require(material.indicator)
        let layer = try pressed(TabBarSVGRenderer(idPrefix: "t").render(material))
        let icons = try #require(material.items[1].icon.flatMap { icon in material.items[0].icon.map { (icon, $0) } })
        #expect(abs(layer[0] - (pill.x + icons.0.x - icons.1.x)) < 0.001 && layer[1] == pill.y, "the pill's shape, moved to the pressed item's icon")
        #expect(layer[2] == pill.width && layer[3] == pill.height && layer[4] == pill.height / 2)

        let segmented = try engine.layout(TabLayoutRequest(items: items, variant: .segmented, width: 390))
        let segment = try pressed(TabBarSVGRenderer(idPrefix: "t").render(segmented))
        #expect(segment[1] > 0 && segment[1] + segment[3] < segmented.height && segment[4] == segment[3] / 2, "a capsule inside the capsule track")
    }

    /// Hover and focus are drawn as the platforms draw them: a state layer of the item's own
    /// content colour (8 % hover, 10 % focus) in the shape a press fills, and for focus a 3-wide
    /// ring 2 outside that shape — inside it where the picture has no room (an edge-to-edge
    /// bar's item is the picture's full height). Before, specs could not show either state.
    @Test func hoverAndFocusAreStateLayersAndAFocusRing() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        func rect(_ name: String, in svg: String) throws -> (box: [Double], rest: String) {
            let match = try #require(svg.firstMatch(of: try Regex<(Substring, Substring, Substring, Substring, Substring, Substring, Substring)>(
                "<rect class=\"\(name)\" x=\"(-?[\\d.]+)\" y=\"(-?[\\d.]+)\" width=\"([\\d.]+)\" height=\"([\\d.]+)\" rx=\"([\\d.]+)\"([^>]*)>")))
            return ([match.1, match.2, match.3, match.4, match.5].compactMap { Double($0) }, String(match.6))
        }
        var metrics = TabMetrics.defaults(for: .floatingTabBar)
        metrics.floating = FloatingBarMetrics([.height: 62, .cornerRadius: 31, .edgeInset: 21, .itemInset: 4, .minimizedHeight: 48])
        let hovered = try engine.layout(TabLayoutRequest(items: [TabItem("Home"), TabItem("Radio", state: .hovered), TabItem("Live")],
                                                         variant: .floatingTabBar, width: 390, metrics: metrics))
        let renderer = TabBarSVGRenderer(idPrefix: "t")
        let hoverSVG = renderer.render(hovered)
        let selection = try #require(hovered.floating?.selection)
        let layer = try rect("state-layer", in: hoverSVG)
        #expect(zip(layer.box, [hovered.items[1].x, selection.y, hovered.items[1].width, selection.height, selection.radius]).allSatisfy { abs($0 - $1) < 0.001 })
        #expect(layer.rest.contains("fill=\"var(--hb-preview-label, #3d4350)\" fill-opacity=\"0.08\""), "\(layer.rest)")
        #expect(!hoverSVG.contains("focus-ring") && hoverSVG.contains("tab--hovered"))

        let focused = try engine.layout(TabLayoutRequest(items: [TabItem("Home"), TabItem("Radio", state: .focused), TabItem("Live")],
                                                         variant: .floatingTabBar, width: 390, metrics: metrics))
        let focusSVG = renderer.render(focused)
        #expect(try rect("state-layer", in: focusSVG).rest.contains("fill-opacity=\"0.1\""))
        let ring = try rect("focus-ring", in: focusSVG)
        let outside = [focused.items[1].x - 3.5, selection.y - 3.5, focused.items[1].width + 7, selection.height + 7, selection.radius + 3.5]
        #expect(zip(ring.box, outside).allSatisfy { abs($0 - $1) < 0.001 }, "2 outside the selection's shape: \(ring.box) against \(outside)")
        #expect(ring.rest.contains("fill=\"none\" stroke=\"var(--hb-preview-label-active, #2f3fbf)\" stroke-width=\"3\""), "\(ring.rest)")

        let edgeToEdge = try engine.layout(TabLayoutRequest(items: [TabItem("Home"), TabItem("Radio", state: .focused)], variant: .tabBar, width: 390))
        let inside = try rect("focus-ring", in: renderer.render(edgeToEdge)).box
        #expect(inside[1] == 1.5 && abs(inside[1] + inside[3] - (edgeToEdge.height - 1.5)) < 0.001, "inside the item, which is the bar's height: \(inside)")
        #expect(abs(inside[0] - (edgeToEdge.items[1].x + 1.5)) < 0.001)
    }

    /// iPad's sidebar rows take keyboard focus and the pointer as the bar's items do: the
    /// layer in the row's own rounded shape, the ring 2 outside it, inside the panel's picture.
    @Test func anIPadSidebarRowShowsFocusAndHoverInItsShape() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        var metrics = TabMetrics.defaults(for: .topTabBar)
        metrics.topBar = TopBarMetrics([.height: 50, .cornerRadius: 25, .edgeInset: 12, .itemPadding: 16, .itemInset: 4,
                                        .sidebarWidth: 320, .sidebarRowHeight: 44])
        var request = TabLayoutRequest(items: [TabItem("Home"), TabItem("Radio", state: .focused), TabItem("Live", state: .hovered)],
                                       variant: .topTabBar, width: 1024, metrics: metrics)
        request.sidebarAdaptable = true
        let layout = try engine.layout(request)
        let sidebar = try #require(layout.topBar?.sidebar)
        let svg = try #require(TabBarSVGRenderer(idPrefix: "s").renderSidebar(layout))
        func rects(_ name: String) throws -> [[Double]] {
            try svg.matches(of: try Regex<(Substring, Substring, Substring, Substring, Substring, Substring)>(
                "<rect class=\"\(name)\" x=\"(-?[\\d.]+)\" y=\"(-?[\\d.]+)\" width=\"([\\d.]+)\" height=\"([\\d.]+)\" rx=\"([\\d.]+)\""))
                .map { [$0.1, $0.2, $0.3, $0.4, $0.5].compactMap { Double($0) } }
        }
        let layers = try rects("state-layer")
        #expect(layers.count == 2, "one layer for the focused row, one for the hovered: \(layers)")
        let row = sidebar.rows[1], top = sidebar.rowTops[1]
        #expect(layers.first == [row.x, top, row.width, sidebar.rowHeight, sidebar.selection.radius].map { ($0 * 1000).rounded() / 1000 }, "\(layers)")
        let ring = try #require(try rects("focus-ring").first)
        #expect(abs(ring[0] - (row.x - 3.5)) < 0.001 && abs(ring[1] - (top - 3.5)) < 0.001 && abs(ring[3] - (sidebar.rowHeight + 7)) < 0.001, "\(ring)")
        #expect(ring[0] >= 1.5, "the ring stays inside the panel's picture: \(ring)")
        #expect(svg.contains("tab tab--focused") && svg.contains("tab tab--hovered"))
    }

    /// A rail's items each carry their band down the column (`data-y`, `data-height`), meeting
    /// halfway between items, so a selection button covers its own item and no other.
    @Test func aRailsItemsCarryTheirBandsWhichMeetAndNeverOverlap() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        for variant in [TabVariant.navigationRail, .navigationRailExpanded] {
            let request = TabLayoutRequest(labels: ["Home", "Radio", "Live", "Library"], variant: variant, width: 768, device: .tablet)
            let layout = try engine.layout(request)
            let svg = TabBarSVGRenderer(idPrefix: "r").render(layout)
            let bands = svg.matches(of: /<g class="tab[^"]*" data-index="\d+" data-x="[\d.]+" data-width="[\d.]+" data-y="([\d.]+)" data-height="([\d.]+)"/)
                .compactMap { match in Double(match.1).flatMap { y in Double(match.2).map { (y, y + $0) } } }
            #expect(bands.count == 4, "\(variant): \(bands)")
            for (index, band) in bands.enumerated() {
                let icon = try #require(layout.items[index].icon)
                #expect(band.0 <= icon.y && icon.y + icon.height <= band.1, "\(variant) item \(index)'s icon lies in its band")
                #expect(layout.items[index].labelY <= band.1 + 0.001, "\(variant) item \(index)'s label lies in its band")
                if index > 0 { #expect(abs(bands[index - 1].1 - band.0) < 0.001, "\(variant): bands meet") }
            }
            #expect(bands[0].0 >= 0 && bands[3].1 <= layout.height)
        }
        let bar = try engine.layout(TabLayoutRequest(labels: ["Home", "Radio"], variant: .navigationBar, width: 390))
        #expect(!TabBarSVGRenderer(idPrefix: "b").render(bar).contains("data-y="), "a bar's items are its whole height")
    }

    /// Apple advises against disabling a tab bar item; a disabled one is reported, so a Don't
    /// example that shows one breaks a rule.
    @Test func aDisabledTabBarItemIsReported() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        let request = TabLayoutRequest(items: [TabItem("Home"), TabItem("Radio", state: .disabled), TabItem("Live")], variant: .tabBar, width: 390)
        let finding = try #require(LayoutRules.diagnose(try engine.layout(request), request: request).first { $0.rule == .tabBarDisabledItem })
        #expect(finding.severity == .warning && finding.message.contains("“Radio” is drawn disabled"))
        let enabled = TabLayoutRequest(labels: ["Home", "Radio", "Live"], variant: .tabBar, width: 390)
        #expect(!LayoutRules.diagnose(try engine.layout(enabled), request: enabled).contains { $0.rule == .tabBarDisabledItem })
    }

    /// With more contrast the glass is opaque with a full edge and the segmented track has an
    /// edge of its own, as the platforms draw them under Increase Contrast; otherwise the glass
    /// lets the content through and the track has none.
    @Test func moreContrastMakesGlassOpaqueAndTracksEdged() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        var metrics = TabMetrics.defaults(for: .floatingTabBar)
        metrics.floating = FloatingBarMetrics([.height: 62, .cornerRadius: 31, .edgeInset: 21, .minimizedHeight: 48])
        let floating = try engine.layout(TabLayoutRequest(labels: ["Home", "Radio"], variant: .floatingTabBar, width: 390, metrics: metrics))
        let segmented = try engine.layout(TabLayoutRequest(labels: ["Day", "Week"], variant: .segmented, width: 390))
        var renderer = TabBarSVGRenderer(idPrefix: "t")
        #expect(renderer.render(floating).contains("fill-opacity=\"0.82\" stroke=\"var(--hb-preview-divider, #d5d9e0)\" stroke-opacity=\"0.6\" stroke-width=\"0.5\""))
        #expect(try #require(renderer.render(segmented).firstMatch(of: /<rect class="surface"[^>]*>/)).output.contains("stroke") == false)
        renderer.palette.moreContrast = true
        #expect(renderer.render(floating).contains("fill-opacity=\"1\" stroke=\"var(--hb-preview-divider, #d5d9e0)\" stroke-opacity=\"1\" stroke-width=\"1\""))
        let track = try #require(renderer.render(segmented).firstMatch(of: /<rect class="surface"[^>]*>/)).output
        #expect(track.contains("x=\"0.5\" y=\"0.5\" width=\"389\"") && track.contains("stroke-width=\"1\""), "the edge drawn inside the picture")

        // Material's bar is set apart by its tone alone; with more contrast it gets an edge too.
        let material = try engine.layout(TabLayoutRequest(labels: ["Home", "Radio", "Live"], variant: .navigationBar, width: 390,
                                                          metrics: .material(.navigationBar, style: .expressive)))
        var plain = TabBarSVGRenderer(idPrefix: "m")
        plain.palette = .material
        #expect(!plain.render(material).contains("container-edge"))
        plain.palette.moreContrast = true
        let edge = try #require(plain.render(material).firstMatch(of: /<rect class="container-edge" x="0.5" y="0.5" width="389" height="([\d.]+)"[^>]*stroke-width="1"\/>/))
        #expect(Double(edge.1) == material.height - 1)
    }

    /// Tabs drawn where they live: under the title of the page (the web: no status bar, a 56 px
    /// title band, "in a W × H px page") or of the screen (Android: the status bar and a 64 dp top
    /// app bar), cut below a few rows of content. A scrolling strip starts at the screen's edge,
    /// without the faded peeks and dashed edges it has alone. Before, tabs were only drawn alone.
    @Test func tabsSitUnderTheirPagesTitle() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        let labels = ["Overview", "Reviews", "Size guide", "Details", "Returns", "Delivery"]
        let strip = try engine.layout(TabLayoutRequest(labels: labels, variant: .scroll, width: 320, selected: 1))
        #expect(strip.isScrolling)
        var drawing = TabBarSVGRenderer(idPrefix: "p")
        drawing.steadyFrame = true
        let page = DeviceScreen.screen(for: strip, platform: "web", tablet: false)
        #expect(page.place == .top && page.statusBarHeight == 0 && page.header == 56 && page.isPage && page.width == 320)
        #expect(page.height == 56 + strip.height + 12 + 44 + 3 * 64)
        let svg = drawing.renderOnScreen(strip, screen: page)
        let peek = TabBarSVGRenderer.Frame(layout: strip, steady: true).leftPeek
        #expect(peek > 0)
        #expect(svg.contains("<g class=\"screen-bar\" transform=\"translate(\(SVGNumber.format(-peek)) 56)\""), "the frame's edge on the screen's")
        #expect(svg.contains(", in a 320 × \(SVGNumber.format(page.height)) px page</title>"))
        #expect(!svg.contains("class=\"status-bar\"") && svg.contains("class=\"screen-header\" x=\"0\" y=\"0\" width=\"320\" height=\"56\""))
        #expect(!svg.contains("frame-edge") && !svg.contains("class=\"offscreen\""), "no peeks on a page")
        #expect(try XMLDocumentCheck.isWellFormed(svg))

        let fixed = try engine.layout(TabLayoutRequest(labels: ["Day", "Week"], variant: .fixed, width: 360))
        drawing.platform = "android"
        let screen = DeviceScreen.screen(for: fixed, platform: "android", tablet: false)
        #expect(screen.statusBarHeight == 24 && screen.header == 64 && !screen.isPage && screen.cornerRadius == 28)
        let android = drawing.renderOnScreen(fixed, screen: screen)
        #expect(android.contains("<g class=\"screen-bar\" transform=\"translate(0 88)\"") && android.contains("class=\"status-bar\""))
        #expect(android.contains(", on a 360 × \(SVGNumber.format(screen.height)) dp screen</title>"))
    }

    /// Material's bar runs edge to edge under Android's gesture navigation handle, as Android 15
    /// draws apps: a 24 dp strip in the bar's paint with the handle centred in it (before, the
    /// bar sat on the screen's bottom edge with nothing below it).
    @Test func materialsBarRunsUnderTheGestureHandle() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        let bar = try engine.layout(TabLayoutRequest(labels: ["Home", "Radio", "Live"], variant: .navigationBar, width: 360,
                                                     metrics: .material(.navigationBar, style: .expressive)))
        let screen = DeviceScreen.screen(for: bar, platform: "android", tablet: false)
        #expect(screen.homeIndicator == 24 && screen.height == 800)
        var drawing = TabBarSVGRenderer(idPrefix: "g")
        drawing.platform = "android"
        let svg = drawing.renderOnScreen(bar, screen: screen)
        #expect(svg.contains("<g class=\"screen-bar\" transform=\"translate(0 \(SVGNumber.format(800 - 24 - bar.height)))\""))
        #expect(svg.contains("<rect class=\"home-area\" x=\"0\" y=\"776\" width=\"360\" height=\"24\""))
        #expect(svg.contains("<rect class=\"home-indicator\" x=\"126\" y=\"786\" width=\"108\" height=\"4\" rx=\"2\""))
    }

    /// A bar drawn where it lives: the screen's size, the status bar and content, the bar moved to
    /// its place — iOS's at the bottom, iPadOS's top bar under the status bar, Material's rail
    /// down the leading edge full height (the trailing edge right to left, the content mirrored).
    @Test func aBarOnItsScreenSitsWhereThePlatformPutsIt() throws {
        let engine = TabLayoutEngine(measurer: FixedMeasurer())
        let phone = try engine.layout(TabLayoutRequest(labels: ["Home", "Radio", "Live"], variant: .tabBar, width: 390))
        var drawing = TabBarSVGRenderer(idPrefix: "s")
        drawing.platform = "ios"
        let screen = DeviceScreen.screen(for: phone, platform: "ios", tablet: false)
        #expect(screen.width == 390 && screen.height == 845 && screen.place == .bottom && screen.homeIndicator == 34)
        let svg = drawing.renderOnScreen(phone, screen: screen)
        #expect(svg.contains("class=\"tab-preview tab-preview--on-screen tab-preview--tab-bar\""))
        #expect(svg.contains("width=\"390\" height=\"845\" viewBox=\"0 0 390 845\"") && svg.contains("data-screen=\"390x845\""))
        #expect(svg.contains("aria-labelledby=\"s-screen-title\"") && svg.contains("<title id=\"s-screen-title\">Tab bar, 3 items, Home selected, 390 pt, phone, on a 390 × 845 pt screen</title>"))
        #expect(svg.contains("<g class=\"screen-bar\" transform=\"translate(0 \(SVGNumber.format(845 - 34 - phone.height)))\" data-height=\"\(SVGNumber.format(phone.height))\">"), "above the home indicator's strip")
        #expect(svg.contains("class=\"status-bar\"") && svg.contains(">9:41</text>") && svg.contains("class=\"screen-content\""))
        #expect(try XMLDocumentCheck.isWellFormed(svg))

        var rail = try engine.layout(TabLayoutRequest(labels: ["Home", "Radio", "Live"], variant: .navigationRail, width: 768, device: .tablet))
        drawing.platform = "android"
        let tablet = DeviceScreen.screen(for: rail, platform: "android", tablet: true)
        #expect(tablet.width == 768 && tablet.height == 1024 && tablet.place == .leading && tablet.homeIndicator == 0)
        let left = drawing.renderOnScreen(rail, screen: tablet)
        #expect(left.contains("<rect class=\"rail-surface\" x=\"0\" y=\"0\" width=\"\(SVGNumber.format(rail.contentWidth))\" height=\"1024\""), "the rail runs the screen's height")
        #expect(left.contains("<g class=\"screen-bar\" transform=\"translate(0 24)\" data-height="))
        rail = try engine.layout(TabLayoutRequest(labels: ["Home", "Radio", "Live"], variant: .navigationRail, width: 768, rightToLeft: true, device: .tablet))
        let right = drawing.renderOnScreen(rail, screen: tablet)
        #expect(right.contains("<g class=\"screen-bar\" transform=\"translate(\(SVGNumber.format(768 - rail.contentWidth)) 24)\" data-height="), "right to left, at the trailing edge")
        let heading = try #require(right.firstMatch(of: /<g class="screen-content"><rect x="([\d.]+)"/)).1
        #expect(Double(heading)! > 384, "the content mirrored: its heading starts at the right")
        // With more contrast the rail's edge runs the screen's height, not only round its items;
        // the clock is drawn over the rail.
        drawing.palette.moreContrast = true
        let edged = drawing.renderOnScreen(rail, screen: tablet)
        #expect(!edged.contains("container-edge"))
        #expect(edged.contains("<rect class=\"rail-surface\" x=\"\(SVGNumber.format(768 - rail.contentWidth + 0.5))\" y=\"-1\" width=\"\(SVGNumber.format(rail.contentWidth - 1))\" height=\"1026\""))
        let surface = try #require(edged.range(of: "class=\"rail-surface\"")), clock = try #require(edged.range(of: "class=\"status-bar\""))
        #expect(surface.lowerBound < clock.lowerBound)
    }

    /// Right to left, the page behind a floating bar is mirrored with it: each row's picture at
    /// the right (on 2342cfc the bar was mirrored over content that was not).
    @Test func rightToLeftMirrorsTheContentBehindTheBar() throws {
        var metrics = TabMetrics.defaults(for: .floatingTabBar)
        metrics.floating = FloatingBarMetrics([.height: 62, .cornerRadius: 31, .edgeInset: 21, .minimizedHeight: 48])
        func thumbnailX(rtl: Bool) throws -> String {
            let layout = try TabLayoutEngine(measurer: FixedMeasurer()).layout(TabLayoutRequest(labels: ["Home", "Radio"], variant: .floatingTabBar, width: 390,
                                                                                                metrics: metrics, rightToLeft: rtl))
            return String(try #require(TabBarSVGRenderer(idPrefix: "t").render(layout).firstMatch(of: /<g class="backdrop"><rect x="([\d.]+)"/)).1)
        }
        #expect(try thumbnailX(rtl: false) == "16")
        #expect(try thumbnailX(rtl: true) == "330", "390 − 16 − 44")
    }

    /// The anatomy diagram against a committed golden; regenerate on purpose with
    /// `HANDBOOK_REGENERATE_GOLDENS=1 swift test --filter anatomyGolden`.
    @Test func anatomyGolden() throws {
        let location = Handbook.SourceLocation(file: "tabs.yml", line: 1, column: 1)
        let example = ComponentExample(variant: .scroll, items: ["About", "Specs", "Photos"].map { ComponentExample.Item(label: $0, labelLocation: location) },
                                 location: location, itemsLocation: location)
        let previews = PreviewRenderer(measurer: FixedMeasurer(), deviceWidths: [320, 375])
        let svg = try AnatomyDiagram(previews: previews).render(example, parts: ["container", "item", "label", "indicator"], idPrefix: "anatomy", metrics: nil)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/anatomy-tabs.svg")
        if ProcessInfo.processInfo.environment["HANDBOOK_REGENERATE_GOLDENS"] != nil {
            try Data((svg + "\n").utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(svg + "\n" == expected)
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }
}

/// Well-formedness with Foundation's XML parser.
enum XMLDocumentCheck {
    static func isWellFormed(_ text: String) throws -> Bool {
        XMLParserProbe.parse(text)
    }
}
