import Foundation
import Testing
@testable import Handbook

/// The seam as files: the shared component code and the build name no type of the tab
/// family or its engine, and the lists of kinds written in the docs are the registry's.
@Suite struct SharedCodeSeamTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The engine's and the family's types, and the built-in kinds' own.
    static let familyNames = ["TabVariant", "TabMetrics", "TabLayoutEngine", "TabLayoutRequest", "TabBarLayout", "LaidOutTab",
                              "TabFamily", "TabFamilyKind", "GuidelineRules", "TabbarBlockRenderer", "ComparedBar", "WidthExplorer",
                              "TabsKind", "TabBarKind", "SegmentedControlKind"]

    /// Each Swift file under `Sources/TARGET`, its code without comments.
    static func code(of target: String) throws -> [(file: String, code: String)] {
        let base = root.appendingPathComponent("Sources/" + target).path
        var files: [(String, String)] = []
        for case let relative as String in FileManager.default.enumerator(atPath: base)?.allObjects ?? [] where relative.hasSuffix(".swift") {
            let text = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }.joined(separator: "\n")
            files.append((target + "/" + relative, code))
        }
        return files
    }

    @Test(arguments: ["HandbookComponents", "Handbook", "HandbookReporting"])
    func sharedCodeNamesNoTypeOfTheTabFamily(target: String) throws {
        let files = try Self.code(of: target)
        #expect(files.count > 5, "the target's files were read")
        let word = try Regex("\\b(" + Self.familyNames.joined(separator: "|") + ")\\b")
        for (file, code) in files {
            #expect(!code.contains("import TabLayout"), "\(file) imports the tab engine")
            let named = code.matches(of: word).map { String(code[$0.range]) }
            #expect(named.isEmpty, "\(file) names \(Set(named).sorted())")
        }
    }

    /// The kinds as a writer reads them in the README and in the guide to writing a spec.
    @Test func theDocsListTheRegisteredKinds() throws {
        let names = ComponentKinds.builtIn.all.map(\.rawValue)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = "kind (" + names.map { "`\($0)`" }.joined(separator: ", ") + ")"
        #expect(readme.contains(listed), "README lists the kinds as \(listed)")
        let guide = try String(contentsOf: Self.root.appendingPathComponent("Content/guidelines/getting-started/writing-a-spec.md"), encoding: .utf8)
        let spoken = names.dropLast().map { "`\($0)`" }.joined(separator: ", ") + " or `\(names.last ?? "")` today"
        #expect(guide.contains(spoken), "the guide lists the kinds as \(spoken)")
    }

    /// What `handbook schema component` offers for `kind:` is the registry, in its order.
    @Test func theSchemaOffersTheRegisteredKinds() throws {
        let schema = HandbookSchema.component.json
        #expect(!schema.contains("\"chip-group\""))
        for kind in ComponentKinds.builtIn.all {
            #expect(schema.contains("\"\(kind.rawValue)\""), "the schema offers \(kind.rawValue)")
        }
    }
}
