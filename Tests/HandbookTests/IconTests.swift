import Foundation
import Testing
@testable import Handbook

/// Items' icons are glyphs: a team's own SVG files first, drawn with their own path data;
/// Material Icons by name; a name nothing provides warns at its `icon:` and keeps the square;
/// a malformed or hostile SVG is an error at its place in the file and is never drawn.
@Suite struct IconTests {
    static func spec(_ items: String) -> String {
        """
        component: Bar
        summary: Switch areas.
        kind: tab-bar
        platform: ios
        ios-version: 18
        examples:
          - title: Shop
            variant: phone
            items:
        \(items)
            selected: 0

        """
    }

    static let cart = """
        <?xml version="1.0"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#111" stroke-width="2">
          <title>Cart</title>
          <path d="M3 3h2l2.4 12h11.2L21 7H6"/>
          <circle cx="9" cy="20" r="1.5" fill="black"/>
        </svg>
        """

    @Test func aTeamIconIsDrawnWithItsOwnPathData() throws {
        let site = try TestSite.basic([
            "Content/components/bar.yml": Self.spec("      - { label: Cart, icon: cart }\n      - { label: Home, icon: home }\n      - { label: Saved, icon: star }"),
            "Content/icons/cart.svg": Self.cart,
            "Content/icons/cart-fill.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M1 1h22v22H1z\"/></svg>",
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.read("_site/components/bar/index.html"))
        // The file's own shapes, its paints made the part's colour, its stroke kept.
        #expect(page.contains("<g class=\"icon\" data-glyph=\"icons/cart.svg\" data-state=\"normal\""))
        #expect(page.contains("<g fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"><path d=\"M3 3h2l2.4 12h11.2L21 7H6\"></path><circle cx=\"9\" cy=\"20\" fill=\"currentColor\" r=\"1.5\"></circle></g>"))
        // Selected, NAME-fill.svg is drawn instead.
        #expect(page.contains("data-glyph=\"icons/cart-fill.svg\" data-state=\"selected\""))
        // Material Icons: home as one glyph, and star filled whether selected or not, as iOS
        // draws a tab bar's symbols (the selection is the tint): no outline beside filled ones.
        #expect(page.contains("data-glyph=\"home\""))
        #expect(page.contains("data-glyph=\"star\"") && !page.contains("star_outline"))
        #expect(!page.contains("<rect class=\"icon\""), "no placeholder where every item names a glyph")
    }

    /// Material fills the selected item's icon and outlines the others, where the set has the outline.
    @Test func androidOutlinesTheIconsOfItemsNotSelected() throws {
        let spec = Self.spec("      - { label: Home, icon: home }\n      - { label: Saved, icon: star }\n      - { label: Mail, icon: mail }")
            .replacingOccurrences(of: "platform: ios\nios-version: 18\n", with: "platform: android\n")
        let site = try TestSite.basic(["Content/components/bar.yml": spec])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/bar/index.html"))
        #expect(page.contains("data-glyph=\"star_outline\" data-state=\"normal\"") && page.contains("data-glyph=\"star\" data-state=\"selected\""))
    }

    @Test func aNameNothingProvidesWarnsAtItsIconAndKeepsTheSquare() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec("      - { label: Home, icon: home }\n      - { label: Ghost, icon: no_such_glyph_anywhere }")])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site) == ["Content/components/bar.yml:11:31 icon.missing"])
        #expect(report.diagnostics.first?.message.contains("looked in \(site.root)/Content/icons/no_such_glyph_anywhere.svg, Material Icons") == true)
        let page = try #require(site.read("_site/components/bar/index.html"))
        #expect(page.contains("<rect class=\"icon\""))
    }

    @Test func anExplicitSelectedGlyphIsDrawnWhenSelected() throws {
        let site = try TestSite.basic(["Content/components/bar.yml": Self.spec("      - { label: Files, icon: { default: folder_open, selected: folder } }\n      - { label: Home, icon: home }")])
        defer { site.remove() }
        #expect(site.build().succeeded)
        let page = try #require(site.read("_site/components/bar/index.html"))
        #expect(page.contains("data-glyph=\"folder_open\" data-state=\"normal\" display=\"none\""))
        #expect(page.contains("data-glyph=\"folder\" data-state=\"selected\" color="))
    }

    @Test(arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n  <script>alert(1)</script>\n</svg>", "icon.unsafe", 2, 3),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n<path d=\"M0 0\" onclick=\"steal()\"/>\n</svg>", "icon.unsafe", 2, 1),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 24 24\">\n<image xlink:href=\"https://evil.example/x.png\"/>\n</svg>", "icon.unsafe", 2, 1),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n<path d=\"M0 0\" fill=\"url(https://evil.example/p#g)\"/>\n</svg>", "icon.unsafe", 2, 1),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n<path d=\"M0 0\">\n</svg>", "icon.invalid", 3, 1),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0\"/></svg>", "icon.invalid", 1, 1),
        ("<div>not an icon</div>", "icon.invalid", 1, 1),
    ])
    func aMalformedOrHostileFileIsRefusedAtItsPlace(svg: String, id: String, line: Int, column: Int) throws {
        let site = try TestSite.basic([
            "Content/components/bar.yml": Self.spec("      - { label: Cart, icon: cart }\n      - { label: Home, icon: home }"),
            "Content/icons/cart.svg": svg,
        ])
        defer { site.remove() }
        let report = site.build()
        #expect(report.locations(in: site).contains("Content/icons/cart.svg:\(line):\(column) \(id)"), "\(report.diagnostics)")
        #expect(!report.succeeded || id == "icon.invalid" && !report.succeeded)
        #expect(!site.exists("_site/components/bar/index.html") || !(site.read("_site/components/bar/index.html") ?? "").contains("icons/cart.svg\""))
    }
}
