import DesignTokens
import HandbookDiagnostics
import Testing

/// The DTCG 2025.10 Resolver module: sets, modifiers with contexts and defaults, the
/// resolution order, `$ref`s to files and to pointers.
@Suite struct ResolverTests {
    static let files: [String: String] = [
        "tokens/theme.resolver.json": """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "more.json#/extra" }] } },
          "modifiers": {
            "theme": {
              "contexts": {
                "light": [],
                "dark": [{ "$ref": "dark.tokens.json" }],
                "high-contrast": [{ "color": { "$type": "color", "text": { "$value": "#000000" } } }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """,
        "tokens/base.tokens.json": ##"{ "color": { "$type": "color", "bg": { "$value": "#ffffff" }, "text": { "$value": "#555555" } } }"##,
        "tokens/dark.tokens.json": ##"{ "color": { "bg": { "$value": "#111111" }, "text": { "$value": "{color.muted}" }, "muted": { "$value": "#aaaaaa" } } }"##,
        "tokens/more.json": ##"{ "extra": { "size": { "$type": "dimension", "pad": { "$value": { "value": 8, "unit": "px" } } } } }"##,
    ]

    func system(_ files: [String: String] = Self.files) -> (TokenSystem?, [Diagnostic]) {
        TokenSystem.load(resolverAt: "tokens/theme.resolver.json", reader: .memory(files))
    }

    @Test func aModifierWithoutDefaultTakesItsFirstContextAndSaysSo() throws {
        var files = Self.files
        files["tokens/theme.resolver.json"] = files["tokens/theme.resolver.json"]?.replacingOccurrences(of: ",\n      \"default\": \"light\"", with: "")
        let (loaded, found) = system(files)
        let tokens = try #require(loaded, "\(found)")
        #expect(tokens.modifiers[0].defaultContext == nil)
        let warning = try #require(found.first)
        #expect(found.count == 1 && warning.id == "tokens.modifier-default" && warning.severity == .warning, "\(found)")
        #expect(warning.message == "modifier 'theme' names no default context; previews and token pages take its first, 'light'")
        #expect(warning.location?.file == "tokens/theme.resolver.json" && warning.location?.line == 5 && warning.location?.column == 14,
                "\(String(describing: warning.location))")
    }

    @Test func resolvesEachContext() throws {
        let (loaded, found) = system()
        let tokens = try #require(loaded, "\(found)")
        #expect(found.isEmpty)
        #expect(tokens.modifiers.map(\.name) == ["theme"])
        #expect(tokens.modifiers[0].contexts == ["light", "dark", "high-contrast"])
        #expect(tokens.files == ["tokens/theme.resolver.json", "tokens/base.tokens.json", "tokens/more.json", "tokens/dark.tokens.json"])
        let (light, _) = tokens.resolve([:])
        let (dark, darkFound) = tokens.resolve(["theme": "dark"])
        let (contrast, _) = tokens.resolve(["theme": "high-contrast"])
        #expect(darkFound.isEmpty)
        #expect(light["color.bg"]?.value == .color(TokenColor(hex: "#ffffff")!))
        #expect(dark["color.bg"]?.value == .color(TokenColor(hex: "#111111")!))
        #expect(dark["color.text"]?.aliasChain == ["color.muted"])
        #expect(dark["color.text"]?.type == .color) // the type the base set gave
        #expect(contrast["color.text"]?.value == .color(TokenColor(hex: "#000000")!))
        #expect(light["size.pad"] != nil) // from the pointer into more.json
    }

    @Test func unknownContextIsReported() throws {
        let tokens = try #require(system().0)
        let (_, found) = tokens.resolve(["theme": "sepia"])
        #expect(found.map(\.id) == ["tokens.context-unknown"])
    }

    @Test func refToAMissingFileOrPointerIsReportedAtTheRef() {
        var files = Self.files
        files["tokens/theme.resolver.json"] = files["tokens/theme.resolver.json"]!.replacingOccurrences(of: "dark.tokens.json", with: "drak.tokens.json")
        let (_, found) = system(files)
        #expect(found.first?.id == "tokens.resolver-ref")
        #expect(found.first?.location == SourceLocation(file: "tokens/theme.resolver.json", line: 8, column: 28))
        files = Self.files
        files["tokens/theme.resolver.json"] = files["tokens/theme.resolver.json"]!.replacingOccurrences(of: "#/extra", with: "#/extras")
        let (_, pointer) = system(files)
        #expect(pointer.first?.id == "tokens.resolver-ref")
        #expect(pointer.first?.location == SourceLocation(file: "tokens/theme.resolver.json", line: 3, column: 77))
    }
}
