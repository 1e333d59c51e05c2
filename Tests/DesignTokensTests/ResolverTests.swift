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
        #expect(warning.message == "modifier 'theme' names no default context; Handbook takes its first, 'light', as the default, and still draws and checks every context")
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

    @Test func aSetTheResolutionOrderLeavesOutIsNamedOnceAndAliasesIntoItSaySo() throws {
        var files = Self.files
        files["tokens/theme.resolver.json"] = files["tokens/theme.resolver.json"]?.replacingOccurrences(
            of: "\"sets\": { \"base\"", with: "\"sets\": { \"typography\": { \"sources\": [{ \"$ref\": \"type.tokens.json\" }] }, \"base\"")
        files["tokens/type.tokens.json"] = ##"{ "font": { "family": { "$type": "fontFamily", "$value": ["SF Pro"] } } }"##
        files["tokens/dark.tokens.json"] = ##"{ "label": { "$type": "typography", "a": { "$value": { "fontFamily": "{font.family}", "fontSize": "17px", "fontWeight": 400 } }, "b": { "$value": { "fontFamily": "{font.family}", "fontSize": "13px", "fontWeight": 400 } } } }"##
        let (loaded, found) = system(files)
        let tokens = try #require(loaded, "\(found)")
        let unused = found.filter { $0.id == "tokens.resolver-unused" }
        #expect(unused.count == 1 && unused.first?.severity == .warning)
        #expect(unused.first?.message == "set 'typography' is declared but resolutionOrder leaves it out: its tokens are in no context")
        #expect(unused.first?.location?.line == 3 && unused.first?.location?.column == 13, "\(String(describing: unused.first?.location))")
        let (set, resolved) = tokens.resolve(["theme": "dark"])
        #expect(set["label.a"] == nil)
        // One report for the missing token, however many refer to it; the other use is a note.
        let missing = resolved.filter { $0.id == "tokens.alias-missing" }
        #expect(missing.count == 1, "\(resolved)")
        #expect(missing.first?.message == "no token is named {font.family} here: it is defined in set 'typography', which resolutionOrder leaves out")
        #expect(missing.first?.notes.count == 1)
    }

    @Test func aTokenFileThatIsNotUTF8IsAnErrorAtItsFirstBadByte() throws {
        var bytes = Self.files.mapValues { Array($0.utf8) }
        bytes["tokens/dark.tokens.json"] = Array("{ \"color\": {\n  \"bg\": { \"$value\": \"#111111\", \"$description\": \"Caf".utf8) + [0xE9] + Array("\" } } }".utf8)
        let (loaded, found) = TokenSystem.load(resolverAt: "tokens/theme.resolver.json", reader: .memory(bytes: bytes))
        #expect(loaded == nil)
        let error = try #require(found.first { $0.severity == .error })
        #expect(error.id == "file.invalid-utf8")
        #expect(error.message == "the token file is not UTF-8 text (byte 0xE9)")
        #expect(error.location == SourceLocation(file: "tokens/dark.tokens.json", line: 2, column: 52))
    }
}
