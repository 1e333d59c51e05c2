import Foundation
import TabLayout
import Testing
@testable import HandbookPreview

/// A picture drawn in stand-ins and painted is byte for byte the picture drawn with its paints,
/// in its SVG and in the selection states' JSON; paints an escape would change are refused.
@Suite struct PaintMarkersTests {
    let engine = TabLayoutEngine(measurer: HalfEmMeasurer())

    static let dark = PreviewPalette(surface: "#1c1f26", label: "rgba(181, 188, 200, 0.9)", activeLabel: "#8fa2ff", indicator: "#8fa2ff",
                                     divider: "#3a3f4b", pressed: "#2a2e37", disabled: "#6b7280", icon: "#b5bcc8", activeIcon: "#8fa2ff",
                                     badge: "#ff6b5e", badgeLabel: "#000000", track: "#101217", thumb: "#2a2e37", frame: "#8a93a3",
                                     offscreen: "#101217", tokens: "theme=dark;contrast=high")

    func drawings(_ palette: PreviewPalette, layout: TabBarLayout, request: TabLayoutRequest) throws -> (svg: String, states: String) {
        var renderer = TabBarSVGRenderer(idPrefix: "p")
        renderer.steadyFrame = true
        renderer.palette = palette
        let states = try #require(SelectionStates(engine: engine, renderer: renderer).json(for: request, layout: layout, name: "Demo"))
        return (renderer.render(layout), states)
    }

    @Test(arguments: [TabVariant.scroll, .fixed, .segmented], [false, true])
    func aPaintedPictureIsThePictureDrawnWithItsPaints(variant: TabVariant, moreContrast: Bool) throws {
        var palette = Self.dark
        palette.moreContrast = moreContrast
        var request = TabLayoutRequest(labels: ["Home", "Search", "Library", "Profile"], variant: variant, width: 320, selected: 1)
        request.items[2].badge = .count(3)
        let layout = try engine.layout(request)
        let direct = try drawings(palette, layout: layout, request: request)
        let marked = try drawings(PaintMarkers.palette(like: palette), layout: layout, request: request)
        #expect(!marked.svg.contains("#8fa2ff") && marked.svg.contains("\u{E000}c\u{E001}"))
        #expect(PaintMarkers.paint(marked.svg, with: palette) == direct.svg)
        #expect(PaintMarkers.paint(marked.states, with: palette) == direct.states)
        // The contrast flag shapes the drawing (edges, opaque glass), so the stand-ins keep it.
        #expect(PaintMarkers.palette(like: palette).moreContrast == moreContrast)
    }

    @Test func aPaletteWithoutTokenContextsDrawsNoDataTokens() throws {
        let marked = PaintMarkers.palette(like: .theme)
        #expect(marked.tokens == nil)
        #expect(PaintMarkers.palette(like: Self.dark).tokens == "\u{E000}p\u{E001}")
    }

    @Test func paintsAnEscapeWouldChangeAreNotPaintable() {
        #expect(PaintMarkers.paintable(Self.dark))
        #expect(PaintMarkers.paintable(.theme) && PaintMarkers.paintable(.material))
        var quoted = Self.dark
        quoted.tokens = "theme=\"dark\""
        #expect(!PaintMarkers.paintable(quoted))
        var angled = Self.dark
        angled.surface = "url(#a)<"
        #expect(!PaintMarkers.paintable(angled))
    }

    @Test func textThatIsNotAStandInIsLeftAsItIs() {
        let text = "a \u{E000} b \u{E000}no c \u{E000}a\u{E001} \u{E000}z\u{E001} \u{E000}b\u{E001}\u{E000}b"
        #expect(PaintMarkers.paint(text, with: Self.dark) == "a \u{E000} b \u{E000}no c #1c1f26 \u{E000}z\u{E001} rgba(181, 188, 200, 0.9)\u{E000}b")
        #expect(!PaintMarkers.isClear("Home \u{E000}") && PaintMarkers.isClear("Home"))
    }
}
