import Foundation
import Testing
@testable import Handbook

/// Tokens as teams write them, on whole sites: a letter spacing in em measures what the same
/// spacing in px does (the bundled site's German truncation), a broken token is one error
/// naming every spec that uses it, a context that changes type rather than colour is drawn and
/// checked, and the token pages hold every token of every context.
@Suite struct TokenUnitsSiteTests {
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content").path

    /// The bundled site with `font.label.tab`'s letter spacing written as `spacing`.
    static func bundledSite(letterSpacing spacing: String) throws -> TestSite {
        let site = try TestSite([:])
        try FileManager.default.createDirectory(atPath: site.root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: bundled, toPath: site.path("Content"))
        let tokens = try #require(site.read("Content/tokens/base.tokens.json"))
        let written = "\"letterSpacing\": { \"value\": 0.1, \"unit\": \"px\" }"
        #expect(tokens.contains(written))
        try site.write("Content/tokens/base.tokens.json", tokens.replacingOccurrences(of: written, with: "\"letterSpacing\": \(spacing)"))
        return site
    }

    @Test func anEmLetterSpacingGivesTheFindingsItsPixelsGive() throws {
        // font.label.tab is 14 px: 0.05 em is 0.7 px. Before, 0.05 em was read as no spacing.
        let pixels = try Self.bundledSite(letterSpacing: "{ \"value\": 0.7, \"unit\": \"px\" }")
        let ems = try Self.bundledSite(letterSpacing: "{ \"value\": 0.05, \"unit\": \"em\" }")
        defer { pixels.remove(); ems.remove() }
        let byPixels = pixels.build(check: true).diagnostics, byEms = ems.build(check: true).diagnostics
        func findings(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.filter { $0.id != "tokens.nonstandard" }.map { "\($0.id) \($0.location.map { "\($0.line):\($0.column)" } ?? "") \($0.message)" }
        }
        #expect(findings(byPixels).contains { $0.contains("[de] fixed tabs truncate 'Beschreibung' below 330 pt at text scale 1.35") }, "\(findings(byPixels))")
        #expect(findings(byEms) == findings(byPixels))
        let understood = try #require(byEms.first { $0.id == "tokens.nonstandard" })
        #expect(understood.message.hasSuffix("read as 0.05 × the font size (0.7px at 14px)"))
    }

    static let sizeResolver = """
    {
      "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" },
        "size": { "contexts": { "medium": [], "xxxLarge": [{ "$ref": "xxxl.tokens.json" }] }, "default": "medium" }
      },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
    }
    """
    static let xxxLarge = """
    { "type": { "label": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 23, "unit": "px" }, "fontWeight": 500 } } },
      "color": { "focus": { "$type": "color", "$value": "#0055ff" } } }
    """
    static let fixedSpec = TokenSiteTests.spec.replacingOccurrences(of: "  - { title: Product, variant: scroll, items: [About, Specs, Photos] }",
                                                                   with: "  - { title: Product, variant: fixed, items: [About, Specs, Photos] }")

    static func sizeSite(spec: String = fixedSpec) throws -> TestSite {
        try TokenSiteTests.site(spec: spec, extra: ["Content/tokens/site.resolver.json": sizeResolver, "Content/tokens/xxxl.tokens.json": xxxLarge])
    }

    @Test func aContextThatChangesTypeIsDrawnAndChecked() throws {
        let site = try Self.sizeSite()
        defer { site.remove() }
        let report = site.build()
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics)")
        let html = try #require(site.read("_site/components/tabs/index.html"))
        // Colour contexts at the default size, and the size context at the default colours.
        #expect(html.contains("data-tokens=\"theme=dark;size=medium\""))
        #expect(html.contains("data-tokens=\"theme=light;size=xxxLarge\""))
        #expect(!html.contains("data-tokens=\"theme=dark;size=xxxLarge\""), "a context that adds nothing new is not drawn")
        #expect(html.contains("font-size=\"15\"") && html.contains("font-size=\"23\""))
        // At 23 pt the fixed bar no longer fits a 320 pt phone: only that context says so.
        let sized = report.diagnostics.filter { $0.message.hasPrefix("[xxxLarge] ") }
        #expect(sized.contains { $0.id == "tabs.fixed.truncates" && $0.message.contains("fixed tabs truncate") }, "\(report.diagnostics.map(\.message))")
        #expect(sized.allSatisfy { $0.location?.file.hasSuffix("tabs.yml") == true })
        #expect(!report.diagnostics.contains { $0.id == "tabs.fixed.truncates" && !$0.message.hasPrefix("[xxxLarge]") })
    }

    @Test func site_ymlContextsChooseWhichArePublished() throws {
        let site = try Self.sizeSite()
        defer { site.remove() }
        try site.write("Content/site.yml", "title: T\ntokens: { resolver: tokens/site.resolver.json, contexts: [light, medium] }\n")
        let report = site.build()
        let html = try #require(site.read("_site/components/tabs/index.html"))
        #expect(!html.contains("xxxLarge") && !report.diagnostics.contains { $0.message.hasPrefix("[xxxLarge]") })
    }

    @Test func aTokenOneContextDefinesIsOnItsTokenPage() throws {
        let site = try Self.sizeSite()
        defer { site.remove() }
        #expect(!site.build().diagnostics.hasErrors)
        let colors = try #require(site.read("_site/tokens/color/index.html"))
        #expect(colors.contains("id=\"token-color-focus\""))
        #expect(colors.contains("<span class=\"token-partial\">only in xxxLarge</span>"), "\(colors.components(separatedBy: "token-color-focus").last?.prefix(600) ?? "")")
        let twin = try #require(site.read("_site/tokens/color/index.html.md"))
        #expect(twin.contains("| \\`color.focus\\` (color), only in xxxLarge | — | `#0055ff` | — | `#0055ff` |"))
    }

    @Test func aBrokenTokenSeveralSpecsUseIsOneErrorNamingEachUse() throws {
        let dark = "{ \"color\": { \"bar\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0, 2, 0] } } } }"
        let site = try TokenSiteTests.site(dark: dark, extra: ["Content/components/pages.yml": TokenSiteTests.spec.replacingOccurrences(of: "component: Tabs", with: "component: Pages")])
        defer { site.remove() }
        let report = site.build()
        let errors = report.diagnostics.filter { $0.severity == .error && $0.id == "tokens.color-invalid" }
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.notes.count == 2 && Set(error.notes.compactMap { $0.location?.file.components(separatedBy: "/").last }) == ["tabs.yml", "pages.yml"])
        #expect(error.explanation?.contains("Used by ") == true && error.explanation?.contains("pages.yml:6:14") == true, "\(error.explanation ?? "")")
    }

    @Test func manyContextsAreGroupedAndAHugeGroupIsPaged() throws {
        // Five themes: past four a token shows its default and the contexts that differ.
        let resolver = TokenSiteTests.resolver.replacingOccurrences(of: "\"high-contrast\": [{ \"$ref\": \"hc.tokens.json\" }]",
            with: "\"high-contrast\": [{ \"$ref\": \"hc.tokens.json\" }], \"dim\": [{ \"$ref\": \"dark.tokens.json\" }], \"night\": [{ \"$ref\": \"dark.tokens.json\" }]")
        var flat = ["{ \"palette\": { \"$type\": \"color\""]
        for index in 0..<500 { flat.append(", \"grey\(index / 100)\": { \"s\(index)\": { \"$value\": \"#\(String(format: "%06x", index * 997))\" } }") }
        flat.append(" } }")
        let site = try TokenSiteTests.site(extra: ["Content/tokens/site.resolver.json": resolver.replacingOccurrences(of: "[{ \"$ref\": \"base.tokens.json\" }]", with: "[{ \"$ref\": \"base.tokens.json\" }, { \"$ref\": \"palette.tokens.json\" }]"),
                                                   "Content/tokens/palette.tokens.json": flat.joined()])
        defer { site.remove() }
        let report = site.build()
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics)")
        let colors = try #require(site.read("_site/tokens/color/index.html"))
        #expect(colors.contains("<th scope=\"col\">Light (default)</th><th scope=\"col\">Other contexts, where they differ</th>"))
        #expect(colors.contains("<span class=\"token-theme\">dark/dim/night</span>"), "contexts that give the same value are named together")
        // 500 tokens under palette: a page per subgroup, linked from the group's page.
        let palette = try #require(site.read("_site/tokens/palette/index.html"))
        #expect(palette.contains("<a href=\"grey0/index.html\"><code>palette.grey0</code></a> (100 tokens)"))
        let grey = try #require(site.read("_site/tokens/palette/grey4/index.html"))
        #expect(grey.contains("id=\"token-palette-grey4-s499\""))
        #expect(!palette.contains("id=\"token-palette-grey4-s499\""))
    }
}
