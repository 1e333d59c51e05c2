import DesignTokens
import HandbookDiagnostics
import Testing

/// Values as teams write them: letter spacing in em and %, line heights as dimensions and
/// percentages, dimensions as text and bare numbers — each read as it means, with one
/// `tokens.nonstandard` warning per file and form saying what was understood — and a value
/// that cannot be read failing its token rather than being measured as nothing.
@Suite struct UnitsTests {
    func tokens(_ text: String) -> (TokenSet, [Diagnostic]) {
        let (system, found) = TokenSystem.load(files: ["t.tokens.json"], reader: .memory(["t.tokens.json": text]))
        guard let system else { return (TokenSet(), found) }
        return system.resolve([:])
    }

    func type(_ members: String, font: String = "\"fontSize\": { \"value\": 14, \"unit\": \"px\" }") -> (TokenTypography?, [Diagnostic]) {
        let (set, found) = tokens(##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "##
                                  + font + ##", "fontWeight": 500, "## + members + " } } }")
        if case .typography(let type)? = set["t"]?.value { return (type, found) }
        return (nil, found)
    }

    /// (what, typography members, letter spacing in px at 14 px, line height as a multiple)
    static let typographies: [(String, String, Double, Double)] = [
        ("em", ##""letterSpacing": { "value": 0.05, "unit": "em" }, "lineHeight": 1.5"##, 0.7, 1.5),
        ("percent", ##""letterSpacing": "5%", "lineHeight": "150%""##, 0.7, 1.5),
        ("px as text", ##""letterSpacing": "0.7px", "lineHeight": { "value": 21, "unit": "px" }"##, 0.7, 1.5),
        ("bare zero", ##""letterSpacing": 0, "lineHeight": "1.5""##, 0, 1.5),
        ("rem", ##""letterSpacing": { "value": 0.04375, "unit": "rem" }, "lineHeight": { "value": 1.5, "unit": "em" }"##, 0.7, 1.5),
        ("normal", ##""letterSpacing": "normal", "lineHeight": "normal""##, 0, 1.2),
    ]

    @Test(arguments: typographies)
    func letterSpacingAndLineHeightAreMeasuredAsTheyRead(what: String, members: String, spacing: Double, lineHeight: Double) throws {
        let (read, found) = type(members)
        let type = try #require(read, "\(what): \(found)")
        #expect(abs(type.letterSpacingPixels - spacing) < 1e-9, "\(what): \(type.letterSpacingPixels)")
        #expect(abs(type.lineHeight - lineHeight) < 1e-9, "\(what): \(type.lineHeight)")
        #expect(!found.hasErrors, "\(what): \(found)")
    }

    @Test func anEmLetterSpacingSaysWhatItMeasuresOnce() throws {
        let (_, found) = type(##""letterSpacing": { "value": 0.05, "unit": "em" }, "lineHeight": 1.43"##)
        #expect(found.count == 1, "\(found)")
        let warning = try #require(found.first)
        #expect(warning.id == "tokens.nonstandard" && warning.severity == .warning)
        #expect(warning.message == "{t}: letterSpacing 0.05em is relative to the font size; 2025.10 writes a dimension in px or rem; read as 0.05 × the font size (0.7px at 14px)")
        #expect(warning.location?.line == 1 && warning.location?.column == 147, "\(String(describing: warning.location))")
    }

    @Test func aFileThatWritesOneFormThroughoutGetsOneWarning() throws {
        let text = """
        { "size": { "$type": "dimension",
            "a": { "$value": "2px" }, "b": { "$value": "4px" }, "c": { "$value": "1rem" }, "zero": { "$value": 0 },
            "d": { "$value": { "value": 2, "unit": "dp" } } } }
        """
        let (set, found) = tokens(text)
        #expect(set["size.c"]?.value == .dimension(TokenDimension(value: 1, unit: .rem)))
        #expect(set["size.zero"]?.value == .dimension(TokenDimension(value: 0, unit: .px)))
        #expect(set["size.d"]?.value == .dimension(TokenDimension(value: 2, unit: .px)))
        let strings = found.filter { $0.message.contains("written as text") }
        #expect(strings.count == 1 && strings.first?.notes.count == 2, "\(found)")
        #expect(strings.first?.message.hasPrefix("{size.a}: \"2px\" is a dimension written as text") == true)
        #expect(Set(found.map(\.id)) == ["tokens.nonstandard"] && found.count == 3, "\(found.map(\.message))")
    }

    @Test func aMemberThatCannotBeReadFailsTheTokenAtItsPlace() throws {
        // Before, an unreadable letter spacing was measured as none, and the token stood.
        let (set, found) = tokens(##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 14, "unit": "px" }, "fontWeight": 500, "letterSpacing": { "value": 1, "unit": "vw" } } } }"##)
        #expect(set["t"] == nil)
        let problem = try #require(set.problems["t"])
        #expect(problem.id == "tokens.type-mismatch" && problem.severity == .error)
        #expect(problem.location?.line == 1 && problem.location?.column == 147, "\(String(describing: problem.location))")
        #expect(found.contains(problem))
    }

    @Test func aFontSizeRelativeToItsParentCannotBeMeasured() throws {
        let (read, found) = type(##""lineHeight": 1.2"##, font: ##""fontSize": { "value": 0.9285, "unit": "em" }"##)
        #expect(read == nil)
        #expect(found.first { $0.severity == .error }?.message == "{t}'s fontSize is 0.9285em, relative to a parent's size that no token gives; a font size needs px or rem")
    }

    @Test func anAliasedRelativeLetterSpacingIsMeasuredAtTheTypesSize() throws {
        let text = ##"""
        { "track": { "$type": "dimension", "$value": { "value": 0.1, "unit": "em" } },
          "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 500, "letterSpacing": "{track}" } } }
        """##
        let (set, found) = tokens(text)
        guard case .typography(let type)? = set["t"]?.value else { Issue.record("\(found)"); return }
        #expect(abs(type.letterSpacingPixels - 2) < 1e-9)
        #expect(found.count == 1 && found.first?.message.contains("0.1em is a dimension in em") == true, "\(found)")
    }
}
