import Foundation
import MCP
import Testing
@testable import Handbook
@testable import HandbookMCP

/// `handbook mcp` asks the kind: a kind added through the seam alone answers every tool and
/// resource — its facts, its own layout, its own label check, its pictures — with no word of
/// the tab engine.
@Suite struct ToyKindAssistantTests {
    static func server(_ site: TestSite) -> DesignSystemServer {
        var kinds = ComponentKinds.builtIn
        kinds.register(ChipGroupKind())
        return DesignSystemServer(contentDirectory: site.path("Content"), kinds: kinds)
    }

    static func text(_ result: CallTool.Result) -> String {
        result.content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined()
    }

    @Test func everyToolAnswersForAKindOutsideTheTabFamily() async throws {
        let site = try TestSite.basic(["Content/components/filters.yml": ComponentKindSeamTests.spec])
        defer { site.remove() }
        let server = Self.server(site)
        let list = Self.text(try await server.call("list_components", arguments: [:]))
        #expect(list.contains("\"kind\":\"chip-group\""), "\(list)")
        let component = try await server.call("get_component", arguments: ["component": "filters"])
        #expect(component.isError != true, "\(Self.text(component))")

        let layout = try await server.call("layout", arguments: ["component": "filters", "labels": ["New", "Popular"]])
        let laidOut = Self.text(layout)
        #expect(layout.isError != true, "\(laidOut)")
        #expect(laidOut.contains("\"chips\"") && laidOut.contains("\"label\":\"Popular\""), "\(laidOut)")
        #expect(!laidOut.contains("tab engine"))

        let crowded = try await server.call("check_labels", arguments: ["component": "filters", "labels": .array((1...7).map { .string("Chip \($0)") })])
        let checked = Self.text(crowded)
        #expect(crowded.isError != true, "\(checked)")
        #expect(checked.contains("chip-group.too-many"), "\(checked)")
        let fine = Self.text(try await server.call("check_labels", arguments: ["component": "filters", "labels": ["New", "Popular"]]))
        #expect(fine.hasPrefix("These labels pass every check"), "\(fine)")

        let picture = try await server.read("handbook://previews/filters/example-1.svg")
        #expect(picture.text?.contains("<svg class=\"chip-row\"") == true, "\(String(describing: picture.text?.prefix(200)))")
    }
}

/// `check_style` judges a style as the build does: a value that loads or runs something is
/// refused by name, never "passes every check".
@Suite struct CheckStyleRefusalTests {
    @Test(arguments: ["url(javascript:alert(1))", "java\tscript:alert(1)", "expression(alert(1))", "url(https://x.example/t.png)"])
    func aValueThatLoadsOrRunsSomethingIsRefused(value: String) async throws {
        let site = try TokenSiteTests.site()
        defer { site.remove() }
        let server = DesignSystemServer(contentDirectory: site.path("Content"))
        let result = try await server.call("check_style", arguments: ["component": "tabs", "style": .object(["label": .string(value)])])
        let text = ToyKindAssistantTests.text(result)
        #expect(result.isError == true, "\(text)")
        #expect(text.contains("loads or runs something") && !text.contains("passes every check"), "\(text)")
    }
}

/// `layout` and `check_labels` draw at one width when none is asked, and say it in the
/// platform's unit.
@Suite struct AssistantDefaultWidthTests {
    @Test func layoutDrawsWhereCheckLabelsChecksAndSaysDpOnAndroid() async throws {
        let spec = "component: Tab bar\nsummary: Areas.\nkind: tab-bar\nplatform: android\nexamples:\n  - { title: Home, items: [Home, Search, Library] }\n"
        let site = try TestSite.basic(["Content/components/tab-bar.yml": spec])
        defer { site.remove() }
        let server = DesignSystemServer(contentDirectory: site.path("Content"))
        let layout = try await server.call("layout", arguments: ["component": "tab-bar", "labels": ["Home", "Search", "Library"]])
        let check = try await server.call("check_labels", arguments: ["component": "tab-bar", "labels": ["Home", "Search", "Library"]])
        guard case .object(let laidOut)? = layout.structuredContent, case .object(let checked)? = check.structuredContent else {
            Issue.record("no structured answers: \(ToyKindAssistantTests.text(layout))")
            return
        }
        #expect(laidOut["width"] == checked["width"], "\(String(describing: laidOut["width"])) against \(String(describing: checked["width"]))")
        #expect(ToyKindAssistantTests.text(layout).contains(" dp: 3 items"), "\(ToyKindAssistantTests.text(layout).prefix(200))")
        #expect(ToyKindAssistantTests.text(check).contains(" dp on android"), "\(ToyKindAssistantTests.text(check).prefix(200))")
    }
}
