import Foundation
import Testing
@testable import Handbook

/// A site styled with design tokens: previews drawn in every theme with resolved colours,
/// contrast and size findings per theme at the spec's `style:` line, bad token input at its
/// place, and the site left whole when tokens are broken.
@Suite struct TokenSiteTests {
    static let resolver = """
    {
      "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "theme": {
          "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }], "high-contrast": [{ "$ref": "hc.tokens.json" }] },
          "default": "light"
        }
      },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
    }
    """
    static let base = """
    {
      "color": {
        "$type": "color",
        "bar": { "$value": "#ffffff" },
        "text": { "secondary": { "$value": "#4f5664" }, "faint": { "$value": "#9aa0aa", "$deprecated": "Too faint: use {color.text.secondary}." } },
        "accent": { "$value": { "colorSpace": "display-p3", "components": [0.25, 0.3, 0.8] } }
      },
      "type": { "label": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 15, "unit": "px" }, "fontWeight": 500,
                "letterSpacing": { "value": 0.5, "unit": "px" }, "lineHeight": 1.4 } } },
      "size": { "$type": "dimension", "bar": { "$value": { "value": 3, "unit": "rem" } } }
    }
    """
    /// Dark: a secondary text too close to its bar (3.2527:1 by ColorAide 8.13.1).
    static let dark = """
    { "color": { "bar": { "$value": "#1c222b" }, "text": { "secondary": { "$value": "#6a717d" } }, "accent": { "$value": "#97a3ff" } } }
    """
    static let highContrast = """
    { "color": { "text": { "secondary": { "$value": "#000000" } } } }
    """
    static let spec = """
    component: Tabs
    summary: Sections.
    kind: tabs
    metrics: { height: "{size.bar}" }
    style:
      container: "{color.bar}"
      label: "{color.text.secondary}"
      indicator: "{color.accent}"
      font: "{type.label}"
    examples:
      - { title: Product, variant: scroll, items: [About, Specs, Photos] }
    """

    static func site(spec: String = spec, dark: String = dark, siteExtra: String = "tokens: tokens/site.resolver.json\n",
                     extra: [String: String] = [:]) throws -> TestSite {
        var files = [
            "Content/site.yml": "title: Test system\n" + siteExtra,
            "Content/tokens/site.resolver.json": resolver,
            "Content/tokens/base.tokens.json": base,
            "Content/tokens/dark.tokens.json": dark,
            "Content/tokens/hc.tokens.json": highContrast,
            "Content/components/tabs.yml": spec,
        ]
        for (path, text) in extra { files[path] = text }
        return try TestSite(files)
    }

    @Test func previewsAreDrawnInEveryThemeWithResolvedColours() throws {
        let site = try Self.site()
        let report = site.build()
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics)")
        let html = try #require(site.read("_site/components/tabs/index.html"))
        for context in ["theme=light", "theme=dark", "theme=high-contrast"] {
            #expect(html.contains("data-tokens=\"\(context)\""))
        }
        // The dark bar and label are painted with the resolved colours, never a variable.
        #expect(html.contains("<rect class=\"surface\" x=\"0\" y=\"0\" width=\"375\" height=\"48\" fill=\"#1c222b\"/>"))
        #expect(html.contains("fill=\"#6a717d\">Specs</text>"))
        // display-p3 accent converted for drawing: color(display-p3 0.25 0.3 0.8) is #3b4bd2 in sRGB.
        let indicator = try #require(html.firstRange(of: "<rect class=\"indicator\""))
        #expect(html[indicator.lowerBound...].prefix(200).contains("fill=\"#"))
        #expect(!html.contains("var(--hb-preview-surface"))
        // The token metric and the typography: 3 rem is 48 pt; labels 15 pt with 0.5 letter spacing.
        #expect(html.contains("font-size=\"15\" letter-spacing=\"0.5\""))
        // A theme switch, and the Themes section with its contrast table.
        #expect(html.contains("data-theme-switch"))
        #expect(html.contains("id=\"themes\""))
    }

    @Test func letterSpacingWidensTheMeasuredLabels() throws {
        let site = try Self.site()
        _ = site.build()
        let spaced = try #require(site.read("_site/components/tabs/index.html"))
        let plain = try Self.site(spec: Self.spec.replacingOccurrences(of: "  font: \"{type.label}\"\n", with: "  \n").replacingOccurrences(of: "metrics: { height: \"{size.bar}\" }", with: "metrics: { height: 48, font-size: 15 }"))
        _ = plain.build()
        let unspaced = try #require(plain.read("_site/components/tabs/index.html"))
        func width(_ html: String, _ label: String) -> Double? {
            guard let end = html.range(of: ">\(label)</text>") else { return nil }
            let before = html[..<end.lowerBound]
            guard let start = before.range(of: "data-width=\"", options: .backwards) else { return nil }
            return Double(before[start.upperBound...].prefix { $0 != "\"" })
        }
        let a = try #require(width(spaced, "Photos")), b = try #require(width(unspaced, "Photos"))
        #expect(abs(a - b - 6 * 0.5) < 0.001, "\(a) vs \(b)")
    }

    @Test func lowContrastIsReportedPerThemeAtTheStyleLine() throws {
        let site = try Self.site()
        let report = site.build()
        let finding = try #require(report.diagnostics.first { $0.id == "contrast.text" })
        #expect(finding.message == "[dark] label {color.text.secondary} on {color.bar} is 3.25:1, below 4.5:1")
        #expect(finding.location?.file.hasSuffix("Content/components/tabs.yml") == true)
        #expect(finding.location?.line == 7 && finding.location?.column == 10)
        #expect(finding.explanation?.contains("dark.tokens.json:1:") == true)
        #expect(finding.explanation?.contains("APCA Lc") == true)
        // Only the dark theme fails; light and high contrast pass.
        #expect(report.diagnostics.filter { $0.id == "contrast.text" }.allSatisfy { $0.message.hasPrefix("[dark]") })
    }

    @Test func invisibleIndicatorMeansStateByColourOnly() throws {
        let spec = Self.spec.replacingOccurrences(of: "indicator: \"{color.accent}\"", with: "indicator: \"{color.bar}\"\n  active-label: \"{color.accent}\"")
        let report = try Self.site(spec: spec).build()
        let findings = report.diagnostics.filter { $0.id == "contrast.state-by-colour-only" }
        #expect(findings.count == 3)
        #expect(report.diagnostics.contains { $0.id == "contrast.indicator" && $0.message.hasPrefix("[light] indicator {color.bar} on {color.bar} is 1.00:1") })
    }

    @Test func deprecatedTokenWarnsAndNamesItsReplacement() throws {
        let spec = Self.spec.replacingOccurrences(of: "label: \"{color.text.secondary}\"", with: "label: \"{color.text.faint}\"")
        let report = try Self.site(spec: spec).build()
        let warning = try #require(report.diagnostics.first { $0.id == "tokens.deprecated" })
        #expect(warning.message == "{color.text.faint} is deprecated: Too faint: use {color.text.secondary}.")
        #expect(warning.location?.line == 7)
    }

    @Test func familyTheStackLacksIsSubstitutedAndSaysSo() throws {
        let base = Self.base.replacingOccurrences(of: "\"fontFamily\": \"Inter\"", with: "\"fontFamily\": [\"Roboto\", \"sans-serif\"]")
        let report = try Self.site(extra: ["Content/tokens/base.tokens.json": base]).build()
        let warning = try #require(report.diagnostics.first { $0.id == "font.substituted" })
        #expect(warning.message.hasPrefix("typography {type.label} asks for 'Roboto' 500; previews measure and draw it with Inter Medium ("))
        #expect(warning.location?.line == 9)
    }

    @Test func smallItemsBreakThePlatformTarget() throws {
        let spec = Self.spec.replacingOccurrences(of: "kind: tabs", with: "kind: tabs\nplatform: android")
            .replacingOccurrences(of: "metrics: { height: \"{size.bar}\" }", with: "metrics: { height: 40 }")
        let report = try Self.site(spec: spec).build()
        let finding = try #require(report.diagnostics.first { $0.id == "target.size" })
        #expect(finding.message.hasPrefix("[android] 'About' is "))
        #expect(finding.message.hasSuffix("below the 48 × 48 dp touch target"))
    }

    @Test func aBrokenTokenNoSpecUsesWarnsAndTheSiteIsBuilt() throws {
        let base = Self.base.replacingOccurrences(of: "\"faint\": { \"$value\": \"#9aa0aa\"", with: "\"faint\": { \"$value\": \"{color.fiant}\"")
        let site = try Self.site(extra: ["Content/tokens/base.tokens.json": base])
        let report = site.build()
        #expect(!report.diagnostics.hasErrors)
        let warning = try #require(report.diagnostics.first { $0.id == "tokens.alias-missing" })
        #expect(warning.severity == .warning && warning.message.hasPrefix("no token is named {color.fiant}"))
        #expect(warning.location?.file.hasSuffix("base.tokens.json") == true)
        #expect(site.exists("_site/components/tabs/index.html"))
        // The token pages list every token that resolved, by group.
        let colors = try #require(site.read("_site/tokens/color/index.html"))
        #expect(colors.contains("id=\"token-color-text-secondary\""))
        #expect(colors.contains("Used by <a href=\"../../components/tabs/index.html\">Tabs</a>"))
        #expect(colors.contains("on {color.bar}: 7.37:1 · Lc"))
        #expect(site.exists("_site/tokens/type/index.html") && site.exists("_site/tokens/index.html"))
    }

    /// A group named by an abbreviation is titled in capitals: "MD", not "Md" (Material's
    /// `md.sys.color.*` on the bundled site read "Md" on 2342cfc).
    @Test func aGroupNamedByAnAbbreviationIsTitledInCapitals() throws {
        let base = Self.base.replacingOccurrences(of: "{", with: "{ \"ui\": { \"$type\": \"color\", \"tint\": { \"$value\": \"#112233\" } },", options: [], range: Self.base.range(of: "{"))
        let site = try Self.site(extra: ["Content/tokens/base.tokens.json": base])
        #expect(!site.build().diagnostics.hasErrors)
        let page = try #require(site.read("_site/tokens/ui/index.html"))
        #expect(page.contains("<title>UI · ") && !page.contains("<title>Ui · "))
        #expect(try #require(site.read("_site/tokens/color/index.html")).contains("<title>Color · "))
    }

    @Test func rootTokensContextLabelsAndIdsAreTheResolversOwn() throws {
        // {group.$root} as 2025.10 writes it; contexts whose names differ only in punctuation.
        let base = Self.base.replacingOccurrences(of: "\"bar\": { \"$value\": \"#ffffff\" },", with: "\"bar\": { \"$root\": { \"$value\": \"#ffffff\" } },")
        let resolver = Self.resolver.replacingOccurrences(of: "\"dark\": [{ \"$ref\": \"dark.tokens.json\" }], \"high-contrast\": [{ \"$ref\": \"hc.tokens.json\" }]",
                                                          with: "\"hc_dark\": [{ \"$ref\": \"dark.tokens.json\" }], \"hc-dark\": [{ \"$ref\": \"hc.tokens.json\" }]")
        let spec = Self.spec.replacingOccurrences(of: "container: \"{color.bar}\"", with: "container: \"{color.bar.$root}\"")
        let site = try Self.site(spec: spec, extra: ["Content/tokens/base.tokens.json": base, "Content/tokens/site.resolver.json": resolver])
        let report = site.build()
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics)")
        let html = try #require(site.read("_site/components/tabs/index.html"))
        #expect(html.contains("data-theme=\"hc-dark\"") && html.contains("data-theme=\"hc-dark-2\""))
        #expect(html.contains("data-tokens=\"theme=hc_dark\"") && html.contains("data-tokens=\"theme=hc-dark\""))
        // Findings name the context as the resolver writes it.
        #expect(report.diagnostics.contains { $0.id == "contrast.text" && $0.message.hasPrefix("[hc_dark] label {color.text.secondary} on {color.bar} is 3.25:1") })
    }

    @Test func flatTokenNamesShareAPageByTheirFirstWord() throws {
        // Adobe Spectrum publishes flat names: one page per token would be a thousand pages.
        let flat = """
        { "gray-50": { "$type": "color", "$value": "#fafafa" }, "gray-900": { "$type": "color", "$value": "#1d1d1d" },
          "tab-item-height": { "$type": "dimension", "$value": { "value": 48, "unit": "px" } } }
        """
        let site = try TestSite(["Content/site.yml": "title: T\ntokens: { files: [tokens/flat.tokens.json] }\n",
                                 "Content/tokens/flat.tokens.json": flat])
        defer { site.remove() }
        let report = site.build()
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics)")
        let gray = try #require(site.read("_site/tokens/gray/index.html"))
        #expect(gray.contains("id=\"token-gray-50\"") && gray.contains("id=\"token-gray-900\""))
        #expect(site.exists("_site/tokens/tab/index.html"))
        #expect(!site.exists("_site/tokens/gray-50/index.html"))
    }

    @Test func aBrokenTokenASpecUsesIsOneErrorNotAlsoAWarning() throws {
        let dark = "{ \"color\": { \"bar\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0, 2, 0] } } } }"
        let report = try Self.site(dark: dark).build()
        let atToken = report.diagnostics.filter { $0.location?.file.hasSuffix("dark.tokens.json") == true }
        #expect(atToken.count == 1, "\(atToken)")
        #expect(atToken.first?.severity == .error && atToken.first?.id == "tokens.color-invalid")
    }

    /// (what, file changed, text replaced or "" for the whole file, new text, rule, file reported, line, column)
    static let badInput: [(String, String, String, String, String, String, Int, Int)] = [
        ("style names a missing token", "Content/components/tabs.yml", "{color.text.secondary}", "{color.text.secondry}",
         "tokens.alias-missing", "Content/components/tabs.yml", 7, 10),
        ("style token of the wrong type", "Content/components/tabs.yml", "label: \"{color.text.secondary}\"", "label: \"{size.bar}\"",
         "tokens.type-mismatch", "Content/components/tabs.yml", 7, 10),
        ("invalid JSON", "Content/tokens/dark.tokens.json", "", "{ \"color\": { \"bar\": { \"$value\": \"#000\" } }\n",
         "tokens.syntax", "Content/tokens/dark.tokens.json", 2, 1),
        ("alias to a missing token", "Content/tokens/dark.tokens.json", "", "{ \"color\": { \"bar\": { \"$value\": \"{color.barr}\" } } }",
         "tokens.alias-missing", "Content/tokens/dark.tokens.json", 1, 33),
        ("resolver ref to a missing file", "Content/tokens/site.resolver.json", "hc.tokens.json", "hc.json",
         "tokens.resolver-ref", "Content/tokens/site.resolver.json", 6, 104),
        ("context site.yml names that the resolver lacks", "Content/site.yml", "", "title: T\ntokens:\n  resolver: tokens/site.resolver.json\n  contexts: [light, drak]\n",
         "tokens.context-unknown", "Content/site.yml", 4, 21),
        ("malformed colour", "Content/tokens/dark.tokens.json", "", "{ \"color\": { \"bar\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0, 0] } } } }",
         "tokens.color-invalid", "Content/tokens/dark.tokens.json", 1, 71),
        ("a font size the engine cannot lay out with", "Content/tokens/base.tokens.json", "\"value\": 15, \"unit\": \"px\"", "\"value\": 0, \"unit\": \"px\"",
         "example.layout", "Content/components/tabs.yml", 11, 5),
    ]

    @Test(arguments: badInput)
    func badTokenInputIsAnErrorAtItsPlaceAndTheSiteStaysWhole(name: String, path: String, old: String, new: String,
                                                             rule: String, file: String, line: Int, column: Int) throws {
        let site = try Self.site()
        #expect(!site.build().diagnostics.hasErrors)
        let before = site.snapshot()
        let text = try #require(site.read(path))
        try site.write(path, old.isEmpty ? new : text.replacingOccurrences(of: old, with: new))
        let report = site.build()
        let error = try #require(report.diagnostics.first { $0.severity == .error }, "\(name)")
        #expect(error.id == rule, "\(name): \(error.message)")
        #expect(error.location?.file.hasSuffix(file) == true, "\(name): \(String(describing: error.location))")
        #expect(error.location?.line == line && error.location?.column == column, "\(name): \(String(describing: error.location)) \(error.message)")
        #expect(site.snapshot() == before, "\(name): the previous site was changed")
    }
}
